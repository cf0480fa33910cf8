#include "CommandSupport.h"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <cmath>
#include <ostream>

namespace tco::cli {

std::string amount(double value)
{
    if (std::abs(value) < 100.0)
        return fmt::format("{:.2f}", value);
    const std::string digits = fmt::format("{:.0f}", std::abs(value));
    std::string grouped = value < 0.0 ? "-" : "";
    // A comma before every digit with a multiple of three digits after it.
    for (std::size_t index = 0; index < digits.size(); ++index) {
        if (index != 0 && (digits.size() - index) % 3 == 0)
            grouped += ',';
        grouped += digits[index];
    }
    return grouped;
}

std::optional<Scenario> loadOrExplain(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, std::ostream& err)
{
    auto scenario = loadScenarioFile(path, catalog, overrides);
    if (!scenario) {
        fmt::print(err, "{}\n", describe(scenario.error()));
        return std::nullopt;
    }
    return std::move(*scenario);
}

} // namespace tco::cli
