#include "report/Csv.h"

#include <fmt/format.h>

#include <algorithm>

namespace tco {

std::string csvField(std::string_view text, const CsvFormat& format)
{
    const bool plain = std::ranges::none_of(text, [&](char character) {
        return character == format.delimiter || character == '"' || character == '\n' || character == '\r';
    });
    if (plain)
        return std::string(text);
    std::string quoted = "\"";
    for (const char character : text)
        quoted += character == '"' ? std::string("\"\"") : std::string(1, character);
    return quoted + "\"";
}

std::string csvNumber(double value, const CsvFormat& format)
{
    // fmt's shortest form reads back as the same double.
    std::string text = fmt::format("{}", value);
    std::ranges::replace(text, '.', format.decimalMark);
    return text;
}

std::string csvLine(std::span<const std::string> fields, const CsvFormat& format)
{
    std::string line;
    for (std::size_t index = 0; index < fields.size(); ++index) {
        if (index > 0)
            line += format.delimiter;
        line += fields[index];
    }
    return line + '\n';
}

} // namespace tco
