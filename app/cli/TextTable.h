#pragma once

#include <string>
#include <utility>
#include <vector>

namespace tco::cli {

/// A plain-text table for terminals: a header, a rule, and columns padded to their widest cell.
class TextTable {
public:
    enum class Align { Left, Right };
    struct Column {
        std::string header;
        Align align = Align::Left;
    };

    explicit TextTable(std::vector<Column> columns);

    /// Adds a row; it must have one cell per column.
    void addRow(std::vector<std::string> cells);
    [[nodiscard]] std::string render() const;

private:
    std::vector<Column> m_columns;
    std::vector<std::vector<std::string>> m_rows;
};

/// "name  value" lines with the names in one column and long values wrapped at word boundaries
/// to `width` characters, continuation lines indented under the value column.
[[nodiscard]] std::string renderFieldList(const std::vector<std::pair<std::string, std::string>>& fields, std::size_t width);

/// The number of characters a UTF-8 string shows as (code points; the catalogs hold no wide glyphs).
[[nodiscard]] std::size_t displayWidth(const std::string& text);

} // namespace tco::cli
