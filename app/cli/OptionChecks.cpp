#include "OptionChecks.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <system_error>

namespace tco::cli {

CLI::Validator finiteRange(double low, double high)
{
    return CLI::Validator(
        [low, high](std::string& text) -> std::string {
            double value = 0.0;
            if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value) || value < low || value > high)
                return fmt::format("Value {} not a finite number in range [{} - {}]", text, low, high);
            return {};
        },
        fmt::format("FLOAT in [{} - {}]", low, high));
}

CLI::Validator finiteNumber()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            double value = 0.0;
            if (!CLI::detail::lexical_cast(text, value) || !std::isfinite(value))
                return fmt::format("Value {} is not a finite number", text);
            return {};
        },
        "FLOAT");
}

CLI::Validator seedNumber()
{
    return CLI::Validator(
        [](std::string& text) -> std::string {
            std::uint64_t value = 0;
            const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
            if (text.empty() || error != std::errc() || end != text.data() + text.size())
                return fmt::format("Value {} is not a whole number from 0 to {}", text,
                                   std::numeric_limits<std::uint64_t>::max());
            return {};
        },
        "UINT64");
}

} // namespace tco::cli
