#pragma once

#include "units/Money.h"

#include <QLocale>
#include <QString>

namespace tco::ui {

/// An amount of money for display: with the locale's own symbol when it is the locale's currency
/// ("$1,234.56" in the US, "1.234,56 €" in Spain), otherwise with the ISO code ("EUR 1,234.56"),
/// because a bare "$" or "kr" abroad is ambiguous. Small amounts keep two significant digits.
[[nodiscard]] QString formatMoney(const QLocale& locale, const Money& money);

/// A count or quantity with the locale's grouping and no decimals: "10,000,000" or "10.000.000".
[[nodiscard]] QString formatWhole(const QLocale& locale, double value);

/// A std::string_view as a QString (the core speaks UTF-8).
[[nodiscard]] QString toQString(std::string_view text);

} // namespace tco::ui
