#include "text/Placeholders.h"

#include <cstddef>

namespace tco {

std::string fillPlaceholders(std::string_view text, std::span<const std::string> values)
{
    std::string filled;
    filled.reserve(text.size());
    for (std::size_t at = 0; at < text.size(); ++at) {
        const bool placeholder = text[at] == '%' && at + 1 < text.size() && text[at + 1] >= '1' && text[at + 1] <= '9';
        const auto number = placeholder ? static_cast<std::size_t>(text[at + 1] - '1') : 0;
        if (placeholder && number < values.size()) {
            filled += values[number];
            ++at;
        } else {
            filled += text[at];
        }
    }
    return filled;
}

} // namespace tco
