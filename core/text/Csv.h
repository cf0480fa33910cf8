#pragma once

#include <cstddef>
#include <expected>
#include <optional>
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

/// The records of a CSV text one at a time, read as RFC 4180 has it: fields apart by commas,
/// records by line breaks (CRLF or LF), a field in double quotes may hold commas, line breaks
/// and doubled quotes. Price catalogs quote fields that hold commas (SkyPilot's GpuInfo column
/// holds a whole dictionary) and spreadsheets quote text, so splitting at commas would misread
/// them. A final line break is not an empty record; an empty line is a record of one empty
/// field. One record at a time, so that a trace of half a gigabyte is never held twice.
class CsvReader {
public:
    explicit CsvReader(std::string_view text)
        : m_text(text)
    { }

    /// The next record; nothing after the last; an error for a quote left open, or text after
    /// a closing quote, after which the reader is at its end.
    [[nodiscard]] std::expected<std::optional<CsvRecord>, CsvError> next();
    /// The line the record next() gave last starts on, counting from 1.
    [[nodiscard]] int recordLine() const { return m_recordLine; }

private:
    std::string_view m_text;
    std::size_t m_at = 0;
    int m_line = 1;
    int m_recordLine = 0;
};

/// Every record of `text`, as CsvReader reads them.
[[nodiscard]] std::expected<std::vector<CsvRecord>, CsvError> parseCsv(std::string_view text);

} // namespace tco
