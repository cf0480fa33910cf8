#pragma once

#include "report/XlsxReport.h"
#include "units/Money.h"

#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

struct lxw_workbook;
struct lxw_worksheet;
struct lxw_format;
struct lxw_chart;

namespace tco {

/// How a number reads. Money is in the currency the cell is written with.
enum class NumberFormat {
    General,
    /// Whole numbers: tokens, GPUs, months.
    Whole,
    Decimal,
    /// 0.125 as 12.5 %.
    Share,
    /// Two decimals: totals and cost items.
    Money,
    /// Up to six decimals: prices per GPU-hour, per kWh, per million tokens.
    Price,
    /// In powers of ten: the cost of one token a day.
    TinyMoney,
};

/// What a cell is to its reader: inputs stand out, as spreadsheets conventionally show them.
enum class CellRole {
    Plain,
    Input,
    Title,
    /// A column's header, wrapped within it.
    Header,
    /// The title of a block of rows.
    Section,
    Note,
    Total,
    /// Long text, wrapped within its column.
    Paragraph,
};

class XlsxWorkbook;

/// One worksheet, written cell by cell with zero-based rows and columns.
class XlsxSheet {
public:
    XlsxSheet(XlsxWorkbook& workbook, std::string name);

    [[nodiscard]] const std::string& name() const { return m_name; }

    void text(int row, int column, std::string_view text, CellRole role = CellRole::Plain);
    void number(int row, int column, double value, NumberFormat format, CellRole role = CellRole::Plain,
                std::string_view currency = {});
    /// A formula ("=a*b") and the application's figure for it, which the workbook caches unless
    /// told to omit it (CachedResults).
    void formula(int row, int column, const std::string& formula, double value, NumberFormat format,
                 CellRole role = CellRole::Plain, std::string_view currency = {});
    /// A workbook-wide name for the cell, which formulas read instead of its address.
    void defineName(const std::string& name, int row, int column);
    /// A workbook-wide name for the cells from (firstRow, firstColumn) to (lastRow, lastColumn).
    void defineName(const std::string& name, int firstRow, int firstColumn, int lastRow, int lastColumn);
    void columnWidth(int column, double characters);
    void rowHeight(int row, double points);
    /// Keeps the rows above `row` in view while scrolling.
    void freezeRowsAbove(int row);
    /// Fills the cells of the range below zero in green and above zero in red, as a conditional
    /// format: the colours follow the figures when an input changes.
    void shadeBySign(int firstRow, int firstColumn, int lastRow, int lastColumn);
    /// A scatter chart of `series` (column of each, with its name) against the values in column
    /// `xColumn`, which span `xRange`, rows `firstRow`..`lastRow`, both axes logarithmic.
    void logLogChart(int row, int column, std::string_view title, std::string_view xTitle, std::string_view yTitle, int xColumn,
                     std::pair<double, double> xRange, const std::vector<std::pair<int, std::string>>& series, int firstRow,
                     int lastRow);

private:
    XlsxWorkbook* m_workbook;
    std::string m_name;
    lxw_worksheet* m_sheet;
};

/// A libxlsxwriter workbook being written to a file: its formats, in the display currency
/// unless a cell states its own, and every formula written so far.
class XlsxWorkbook {
public:
    XlsxWorkbook(const std::filesystem::path& file, Currency display, CachedResults cached);
    ~XlsxWorkbook();
    XlsxWorkbook(const XlsxWorkbook&) = delete;
    XlsxWorkbook& operator=(const XlsxWorkbook&) = delete;

    [[nodiscard]] XlsxSheet addSheet(std::string name);
    /// Writes the file; the error is libxlsxwriter's sentence.
    [[nodiscard]] std::expected<std::vector<WorkbookFormula>, std::string> close();

private:
    friend class XlsxSheet;

    [[nodiscard]] lxw_format* format(NumberFormat number, CellRole role, std::string_view currency);
    /// The fill of a conditional format: green for a saving, red for a cost.
    [[nodiscard]] lxw_format* signFill(bool belowZero);

    lxw_workbook* m_workbook;
    std::string m_display;
    CachedResults m_cached;
    std::map<std::tuple<NumberFormat, CellRole, std::string>, lxw_format*> m_formats;
    std::map<bool, lxw_format*> m_signFills;
    std::vector<WorkbookFormula> m_formulas;
};

} // namespace tco
