#include "TextTable.h"

#include <algorithm>
#include <cassert>
#include <string_view>

namespace tco::cli {
namespace {

constexpr std::string_view COLUMN_GAP = "  ";

void appendPadded(std::string& line, const std::string& cell, std::size_t width, TextTable::Align align)
{
    const std::string padding(width - displayWidth(cell), ' ');
    if (align == TextTable::Align::Right)
        line += padding + cell;
    else
        line += cell + padding;
}

} // namespace

std::size_t displayWidth(const std::string& text)
{
    // Count every byte that does not continue a multi-byte sequence (continuations are 10xxxxxx).
    return static_cast<std::size_t>(
        std::ranges::count_if(text, [](char byte) { return (static_cast<unsigned char>(byte) & 0xC0U) != 0x80U; }));
}

TextTable::TextTable(std::vector<Column> columns)
    : m_columns(std::move(columns))
{ }

void TextTable::addRow(std::vector<std::string> cells)
{
    assert(cells.size() == m_columns.size());
    m_rows.push_back(std::move(cells));
}

std::string TextTable::render() const
{
    std::vector<std::size_t> widths;
    for (const Column& column : m_columns)
        widths.push_back(displayWidth(column.header));
    for (const auto& row : m_rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    }

    std::string text;
    const auto appendLine = [&](const std::vector<std::string>& cells) {
        std::string line;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i > 0)
                line += COLUMN_GAP;
            appendPadded(line, cells[i], widths[i], m_columns[i].align);
        }
        // Trailing blanks only make copied text untidy.
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + '\n';
    };

    std::vector<std::string> headers;
    std::vector<std::string> rules;
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        headers.push_back(m_columns[i].header);
        rules.emplace_back(widths[i], '-');
    }
    appendLine(headers);
    appendLine(rules);
    for (const auto& row : m_rows)
        appendLine(row);
    return text;
}

std::string wrapWords(const std::string& text, std::size_t width, const std::string& indent)
{
    constexpr std::string_view NO_BREAK_SPACE = "\u00a0";
    std::string wrapped;
    std::size_t lineWidth = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find(' ', start);
        if (end == std::string::npos)
            end = text.size();
        std::string word = text.substr(start, end - start);
        const std::size_t wordWidth = displayWidth(word);
        for (std::size_t at = word.find(NO_BREAK_SPACE); at != std::string::npos; at = word.find(NO_BREAK_SPACE, at + 1))
            word.replace(at, NO_BREAK_SPACE.size(), " ");
        if (lineWidth > 0 && lineWidth + 1 + wordWidth > width) {
            wrapped += '\n' + indent;
            lineWidth = 0;
        } else if (lineWidth > 0) {
            wrapped += ' ';
            ++lineWidth;
        }
        wrapped += word;
        lineWidth += wordWidth;
        start = end + 1;
    }
    return wrapped;
}

std::string renderFieldList(const std::vector<std::pair<std::string, std::string>>& fields, std::size_t width)
{
    std::size_t nameWidth = 0;
    for (const auto& [name, value] : fields)
        nameWidth = std::max(nameWidth, displayWidth(name));
    const std::size_t valueColumn = nameWidth + COLUMN_GAP.size();
    // Keep at least 30 characters for values however narrow the terminal claims to be.
    const std::size_t valueWidth = std::max<std::size_t>(30, width > valueColumn ? width - valueColumn : 0);
    const std::string indent(valueColumn, ' ');

    std::string text;
    for (const auto& [name, value] : fields)
        text += name + std::string(valueColumn - displayWidth(name), ' ') + wrapWords(value, valueWidth, indent) + '\n';
    return text;
}

} // namespace tco::cli
