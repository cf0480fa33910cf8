#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace tco {

/// `text` read whole as a number, or nothing when any of it is not one: documents write numbers
/// as text (a CSV's fields, OpenRouter's prices, a date's parts), and a number followed by
/// anything else is not the number.
template <typename Number> [[nodiscard]] std::optional<Number> wholeNumber(std::string_view text)
{
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace tco
