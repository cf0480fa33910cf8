#include "report/SpreadsheetFormula.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace tco {
namespace {

/// Excel's last column, XFD: a name of up to three letters and digits could be a cell.
constexpr int MAX_COLUMN_LETTERS = 3;

bool isLower(char character)
{
    return character >= 'a' && character <= 'z';
}

bool isDigit(char character)
{
    return character >= '0' && character <= '9';
}

/// Letters then digits, as in "a1" or "xfd1048576": a cell in A1 notation (a little more than
/// the sheet's bounds hold, which both programs refuse too).
bool looksLikeA1Cell(std::string_view name)
{
    const auto letters = static_cast<std::size_t>(std::ranges::find_if_not(name, isLower) - name.begin());
    return letters >= 1 && letters <= MAX_COLUMN_LETTERS && letters < name.size()
        && std::ranges::all_of(name.substr(letters), isDigit);
}

/// "r", "c", "r1", "c2", "r1c1": a row, column or cell in R1C1 notation.
bool looksLikeR1C1(std::string_view name)
{
    const auto skipNumber = [](std::string_view text) {
        return text.substr(static_cast<std::size_t>(std::ranges::find_if_not(text, isDigit) - text.begin()));
    };
    if (!name.empty() && name.front() == 'r')
        name = skipNumber(name.substr(1));
    if (!name.empty() && name.front() == 'c')
        name = skipNumber(name.substr(1));
    return name.empty();
}

/// "$B$4" for row 3, column 1.
std::string fixedCell(int row, int column)
{
    const std::string cell = cellReference(row, column);
    const auto digits = cell.find_first_of("0123456789");
    return fmt::format("${}${}", cell.substr(0, digits), cell.substr(digits));
}

} // namespace

std::string cellReference(int row, int column)
{
    std::string letters;
    for (int rest = column + 1; rest > 0; rest = (rest - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (rest - 1) % 26));
    return fmt::format("{}{}", letters, row + 1);
}

std::string absoluteReference(std::string_view sheet, int row, int column)
{
    return fmt::format("{}!{}", sheet, fixedCell(row, column));
}

std::string absoluteRange(std::string_view sheet, int firstRow, int firstColumn, int lastRow, int lastColumn)
{
    return fmt::format("{}!{}:{}", sheet, fixedCell(firstRow, firstColumn), fixedCell(lastRow, lastColumn));
}

bool isValidDefinedName(std::string_view name)
{
    const bool allowed
        = std::ranges::all_of(name, [](char character) { return isLower(character) || isDigit(character) || character == '_'; });
    return !name.empty() && isLower(name.front()) && allowed && !looksLikeA1Cell(name) && !looksLikeR1C1(name);
}

std::string exchangeRateName(Currency currency)
{
    std::string code(currency.code());
    std::ranges::transform(code, code.begin(), [](char letter) { return static_cast<char>(std::tolower(letter)); });
    return "usd_per_" + code;
}

std::string inDisplayCurrency(std::string_view name, Currency currency, Currency display)
{
    if (currency == display)
        return std::string(name);
    std::string term(name);
    if (currency != Currency::usd())
        term += "*" + exchangeRateName(currency);
    if (display != Currency::usd())
        term += "/" + exchangeRateName(display);
    return term;
}

} // namespace tco
