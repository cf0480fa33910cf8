#pragma once

#include <span>
#include <string>
#include <string_view>

namespace tco {

/// How a CSV file separates fields and writes decimals. Spreadsheets read CSV in their locale:
/// where the decimal mark is a comma, fields are separated by semicolons ("1,5;2,25").
struct CsvFormat {
    char delimiter = ',';
    char decimalMark = '.';

    friend bool operator==(const CsvFormat&, const CsvFormat&) = default;
};

/// The format a spreadsheet expects in a locale with `decimalMark`.
[[nodiscard]] constexpr CsvFormat csvFormatFor(char decimalMark)
{
    return decimalMark == ',' ? CsvFormat{';', ','} : CsvFormat{',', '.'};
}

/// A text field, quoted when it holds the delimiter, a quote or a line break (RFC 4180).
[[nodiscard]] std::string csvField(std::string_view text, const CsvFormat& format = {});

/// A number with every digit needed to read back the same double, with the format's decimal
/// mark and no grouping: what a spreadsheet and a script both parse.
[[nodiscard]] std::string csvNumber(double value, const CsvFormat& format = {});

/// Fields already written by csvField() or csvNumber(), as one line ending in a line break.
[[nodiscard]] std::string csvLine(std::span<const std::string> fields, const CsvFormat& format = {});

} // namespace tco
