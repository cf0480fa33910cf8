#include "report/XlsxWorkbook.h"

#include "report/SpreadsheetFormula.h"

#include <fmt/format.h>
#include <xlsxwriter.h>

#include <cassert>

namespace tco {
namespace {

// Colours a controller reads at a glance: inputs in blue on pale yellow, the usual convention
// of financial models for "typed in, change me".
constexpr lxw_color_t INPUT_FONT = 0x0000CC;
constexpr lxw_color_t INPUT_FILL = 0xFFF8DC;
constexpr lxw_color_t HEADER_FILL = 0xDDE4EE;
constexpr lxw_color_t NOTE_FONT = 0x555555;
constexpr double TITLE_POINTS = 14.0;
// Excel's own "light red fill" and "green fill" presets of conditional formats.
constexpr lxw_color_t SAVING_FILL = 0xC6EFCE;
constexpr lxw_color_t COST_FILL = 0xFFC7CE;

std::string numberFormatCode(NumberFormat format, std::string_view currency)
{
    switch (format) {
    case NumberFormat::General:
        return "General";
    case NumberFormat::Whole:
        return "#,##0";
    case NumberFormat::Decimal:
        return "#,##0.0#####";
    case NumberFormat::Share:
        return "0.0##%";
    case NumberFormat::Money:
        return fmt::format("#,##0.00 \"{}\"", currency);
    case NumberFormat::Price:
        return fmt::format("#,##0.00#### \"{}\"", currency);
    case NumberFormat::TinyMoney:
        return fmt::format("0.000E+00 \"{}\"", currency);
    }
    return "General";
}

} // namespace

XlsxSheet::XlsxSheet(XlsxWorkbook& workbook, std::string name)
    : m_workbook(&workbook)
    , m_name(std::move(name))
    , m_sheet(workbook_add_worksheet(workbook.m_workbook, m_name.c_str()))
{
    // Printed for a signature, every column of a sheet fits across the page.
    worksheet_set_landscape(m_sheet);
    worksheet_fit_to_pages(m_sheet, 1, 0);
}

void XlsxSheet::text(int row, int column, std::string_view text, CellRole role)
{
    worksheet_write_string(m_sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column), std::string(text).c_str(),
                           m_workbook->format(NumberFormat::General, role, {}));
}

void XlsxSheet::number(int row, int column, double value, NumberFormat format, CellRole role, std::string_view currency)
{
    worksheet_write_number(m_sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column), value,
                           m_workbook->format(format, role, currency));
}

void XlsxSheet::formula(int row, int column, const std::string& formula, double value, NumberFormat format, CellRole role,
                        std::string_view currency)
{
    lxw_format* cellFormat = m_workbook->format(format, role, currency);
    const auto cellRow = static_cast<lxw_row_t>(row);
    const auto cellColumn = static_cast<lxw_col_t>(column);
    if (m_workbook->m_cached == CachedResults::Store)
        worksheet_write_formula_num(m_sheet, cellRow, cellColumn, formula.c_str(), cellFormat, value);
    else
        worksheet_write_formula(m_sheet, cellRow, cellColumn, formula.c_str(), cellFormat);
    m_workbook->m_formulas.push_back(WorkbookFormula{m_name, row, column, formula, value});
}

void XlsxSheet::defineName(const std::string& name, int row, int column)
{
    assert(isValidDefinedName(name));
    const std::string reference = "=" + absoluteReference(m_name, row, column);
    [[maybe_unused]] const lxw_error error = workbook_define_name(m_workbook->m_workbook, name.c_str(), reference.c_str());
    assert(error == LXW_NO_ERROR);
}

void XlsxSheet::defineName(const std::string& name, int firstRow, int firstColumn, int lastRow, int lastColumn)
{
    assert(isValidDefinedName(name));
    const std::string reference = "=" + absoluteRange(m_name, firstRow, firstColumn, lastRow, lastColumn);
    [[maybe_unused]] const lxw_error error = workbook_define_name(m_workbook->m_workbook, name.c_str(), reference.c_str());
    assert(error == LXW_NO_ERROR);
}

void XlsxSheet::columnWidth(int column, double characters)
{
    const auto index = static_cast<lxw_col_t>(column);
    worksheet_set_column(m_sheet, index, index, characters, nullptr);
}

void XlsxSheet::rowHeight(int row, double points)
{
    worksheet_set_row(m_sheet, static_cast<lxw_row_t>(row), points, nullptr);
}

void XlsxSheet::freezeRowsAbove(int row)
{
    worksheet_freeze_panes(m_sheet, static_cast<lxw_row_t>(row), 0);
}

void XlsxSheet::logLogChart(int row, int column, std::string_view title, std::string_view xTitle, std::string_view yTitle,
                            int xColumn, std::pair<double, double> xRange, const std::vector<std::pair<int, std::string>>& series,
                            int firstRow, int lastRow)
{
    lxw_chart* chart = workbook_add_chart(m_workbook->m_workbook, LXW_CHART_SCATTER_STRAIGHT);
    const auto range = [&](int rangeColumn) {
        return fmt::format("={}:{}", absoluteReference(m_name, firstRow, rangeColumn), cellReference(lastRow, rangeColumn));
    };
    for (const auto& [valueColumn, name] : series) {
        lxw_chart_series* line = chart_add_series(chart, range(xColumn).c_str(), range(valueColumn).c_str());
        chart_series_set_name(line, name.c_str());
    }
    chart_title_set_name(chart, std::string(title).c_str());
    chart_axis_set_name(chart->x_axis, std::string(xTitle).c_str());
    chart_axis_set_name(chart->y_axis, std::string(yTitle).c_str());
    // Volumes span six decades and costs several: only logarithmic axes show both ends.
    chart_axis_set_log_base(chart->x_axis, 10);
    chart_axis_set_log_base(chart->y_axis, 10);
    chart_axis_set_min(chart->x_axis, xRange.first);
    chart_axis_set_max(chart->x_axis, xRange.second);
    chart_axis_set_num_format(chart->x_axis, "0E+0");
    chart_axis_set_num_format(chart->y_axis, "#,##0");
    chart_legend_set_position(chart, LXW_CHART_LEGEND_BOTTOM);
    lxw_chart_options options{};
    options.x_scale = 2.0;
    options.y_scale = 1.6;
    worksheet_insert_chart_opt(m_sheet, static_cast<lxw_row_t>(row), static_cast<lxw_col_t>(column), chart, &options);
}

void XlsxSheet::shadeBySign(int firstRow, int firstColumn, int lastRow, int lastColumn)
{
    for (const bool belowZero : {true, false}) {
        lxw_conditional_format rule{};
        rule.type = LXW_CONDITIONAL_TYPE_CELL;
        rule.criteria = belowZero ? LXW_CONDITIONAL_CRITERIA_LESS_THAN : LXW_CONDITIONAL_CRITERIA_GREATER_THAN;
        rule.value = 0.0;
        rule.format = m_workbook->signFill(belowZero);
        worksheet_conditional_format_range(m_sheet, static_cast<lxw_row_t>(firstRow), static_cast<lxw_col_t>(firstColumn),
                                           static_cast<lxw_row_t>(lastRow), static_cast<lxw_col_t>(lastColumn), &rule);
    }
}

XlsxWorkbook::XlsxWorkbook(const std::filesystem::path& file, Currency display, CachedResults cached)
    : m_workbook(workbook_new(file.c_str()))
    , m_display(display.code())
    , m_cached(cached)
{ }

XlsxWorkbook::~XlsxWorkbook()
{
    // Only closing writes the file: one never closed (an exception while it was being filled)
    // is freed without writing anything.
    if (m_workbook != nullptr)
        lxw_workbook_free(m_workbook);
}

XlsxSheet XlsxWorkbook::addSheet(std::string name)
{
    return XlsxSheet(*this, std::move(name));
}

std::expected<std::vector<WorkbookFormula>, std::string> XlsxWorkbook::close()
{
    const lxw_error error = workbook_close(m_workbook);
    m_workbook = nullptr;
    if (error != LXW_NO_ERROR)
        return std::unexpected(std::string(lxw_strerror(error)));
    return std::move(m_formulas);
}

lxw_format* XlsxWorkbook::signFill(bool belowZero)
{
    lxw_format*& fill = m_signFills[belowZero];
    if (fill == nullptr) {
        fill = workbook_add_format(m_workbook);
        format_set_bg_color(fill, belowZero ? SAVING_FILL : COST_FILL);
    }
    return fill;
}

lxw_format* XlsxWorkbook::format(NumberFormat number, CellRole role, std::string_view currency)
{
    const std::string code(currency.empty() ? std::string_view(m_display) : currency);
    const auto key = std::tuple(number, role, code);
    if (const auto found = m_formats.find(key); found != m_formats.end())
        return found->second;
    lxw_format* format = workbook_add_format(m_workbook);
    format_set_num_format(format, numberFormatCode(number, code).c_str());
    switch (role) {
    case CellRole::Plain:
        break;
    case CellRole::Input:
        format_set_font_color(format, INPUT_FONT);
        format_set_bg_color(format, INPUT_FILL);
        break;
    case CellRole::Title:
        format_set_bold(format);
        format_set_font_size(format, TITLE_POINTS);
        break;
    case CellRole::Header:
        format_set_bold(format);
        format_set_bg_color(format, HEADER_FILL);
        format_set_bottom(format, LXW_BORDER_THIN);
        format_set_text_wrap(format);
        format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
        break;
    case CellRole::Section:
        format_set_bold(format);
        format_set_bg_color(format, HEADER_FILL);
        break;
    case CellRole::Note:
        format_set_italic(format);
        format_set_font_color(format, NOTE_FONT);
        break;
    case CellRole::Total:
        format_set_bold(format);
        format_set_top(format, LXW_BORDER_THIN);
        break;
    case CellRole::Paragraph:
        format_set_text_wrap(format);
        format_set_align(format, LXW_ALIGN_VERTICAL_TOP);
        break;
    }
    m_formats.emplace(key, format);
    return format;
}

} // namespace tco
