#pragma once

#include <expected>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/// One record of a CSV file, its fields unquoted.
using CsvRecord = std::vector<std::string>;

/// Where a CSV text breaks its own rules, for an error message.
struct CsvError {
    /// The line the broken record starts on, counting from 1.
    int line = 0;
    std::string message;
};

/// The records of `text`, read as RFC 4180 has it: fields apart by commas, records by line
/// breaks (CRLF or LF), a field in double quotes may hold commas, line breaks and doubled
/// quotes. Price catalogs quote fields that hold commas (SkyPilot's GpuInfo column holds a
/// whole dictionary), so splitting at commas would misread them. A final line break is not an
/// empty record; a quote left open, or text after a closing quote, is an error.
[[nodiscard]] std::expected<std::vector<CsvRecord>, CsvError> parseCsv(std::string_view text);

} // namespace tco
