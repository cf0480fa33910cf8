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

/// `text` wrapped at its spaces into lines of at most `width` characters (a longer word alone on
/// its line), each after the first starting with `indent`. A no-break space (U+00A0) holds a
/// number and its unit on one line and is written as a plain space.
[[nodiscard]] std::string wrapWords(const std::string& text, std::size_t width, const std::string& indent = {});

/// "name  value" lines with the names in one column and long values wrapped at word boundaries
/// to `width` characters, continuation lines indented under the value column.
[[nodiscard]] std::string renderFieldList(const std::vector<std::pair<std::string, std::string>>& fields, std::size_t width);

/// The number of characters a UTF-8 string shows as (code points; the catalogs hold no wide glyphs).
[[nodiscard]] std::size_t displayWidth(const std::string& text);

} // namespace tco::cli
