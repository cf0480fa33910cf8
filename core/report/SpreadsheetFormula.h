#pragma once

#include "units/Money.h"

#include <string>
#include <string_view>

namespace tco {

/// A cell's address in A1 notation from zero-based indices: row 0, column 1 is "B1".
[[nodiscard]] std::string cellReference(int row, int column);

/// The same address fixed against copying, on a named sheet: "Inputs!$C$7".
[[nodiscard]] std::string absoluteReference(std::string_view sheet, int row, int column);

/// A block of cells fixed against copying, on a named sheet: "Load!$B$4:$B$27".
[[nodiscard]] std::string absoluteRange(std::string_view sheet, int firstRow, int firstColumn, int lastRow, int lastColumn);

/// Whether Excel and LibreOffice both accept `name` as a workbook's defined name: lower-case
/// letters, digits and underscores, starting with a letter, and nothing either program could
/// read as a cell instead ("api1" is column API, row 1; "r1c1" a cell in R1C1 notation).
[[nodiscard]] bool isValidDefinedName(std::string_view name);

/// The defined name of an exchange rate: "usd_per_eur" for the USD one EUR is worth.
[[nodiscard]] std::string exchangeRateName(Currency currency);

/// A formula term for an amount named `name` in `currency`, converted into `display` the way
/// CurrencyConverter converts it: times the USD one unit of its currency is worth, over the
/// USD one unit of the display currency is worth (USD's rate is 1 and left out).
[[nodiscard]] std::string inDisplayCurrency(std::string_view name, Currency currency, Currency display);

} // namespace tco
