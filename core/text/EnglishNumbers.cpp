#include "text/EnglishNumbers.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace tco {

namespace {

/// `digits` with a comma before every digit that has a multiple of three digits after it.
std::string groupThousands(const std::string& digits)
{
    std::string grouped;
    for (std::size_t index = 0; index < digits.size(); ++index) {
        if (index != 0 && (digits.size() - index) % 3 == 0)
            grouped += ',';
        grouped += digits[index];
    }
    return grouped;
}

} // namespace

std::string englishAmount(double value)
{
    if (std::abs(value) < 100.0)
        return fmt::format("{:.2f}", value);
    return (value < 0.0 ? "-" : "") + groupThousands(fmt::format("{:.0f}", std::abs(value)));
}

std::string englishCount(long long count)
{
    const std::string digits = std::to_string(count);
    return count < 0 ? "-" + groupThousands(digits.substr(1)) : groupThousands(digits);
}

std::string englishTokens(double tokens)
{
    // Up to 10^15 tokens a day (MAX_TOKENS_PER_DAY): "1,000 T", not "1e+03 T".
    if (tokens >= 1e12) {
        const double trillions = tokens / 1e12;
        return trillions >= 1e3 ? englishAmount(std::round(trillions)) + " T" : fmt::format("{:.3g} T", trillions);
    }
    if (tokens >= 1e9)
        return fmt::format("{:.3g} B", tokens / 1e9);
    if (tokens >= 1e6)
        return fmt::format("{:.3g} M", tokens / 1e6);
    if (tokens >= 1e3)
        return fmt::format("{:.3g} k", tokens / 1e3);
    return fmt::format("{:.3g}", tokens);
}

std::string englishMultiple(double ratio)
{
    if (ratio >= 100.0)
        return englishAmount(std::round(ratio));
    // Two significant digits in decimals, never an exponent: 4, 0.37, 0.0000002.
    const int integerDigits = ratio > 0.0 ? static_cast<int>(std::floor(std::log10(ratio))) + 1 : 1;
    std::string text = fmt::format("{:.{}f}", ratio, std::max(0, 2 - integerDigits));
    if (text.find('.') != std::string::npos) {
        text.erase(text.find_last_not_of('0') + 1);
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

} // namespace tco
