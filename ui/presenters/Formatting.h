#pragma once

#include "analysis/Outcome.h"
#include "cost/CostItems.h"
#include "scenario/Driver.h"
#include "units/Money.h"

#include <QLocale>
#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>

namespace tco::ui {

/// A share times this is a percentage.
inline constexpr double PERCENT = 100.0;

/// `value` with `decimals` decimals in the locale's digits, decimal mark and grouping: what
/// QLocale::toString() gives, with its grouping put right where Qt 6.4 gets it wrong. In locales
/// that want two digits before a first separator (Spanish, Polish), it leaves a number's first
/// group whole from a million up: "1234.567" for 1.234.567. Every number the app shows goes
/// through this function (or a formatter below, which does).
[[nodiscard]] QString formatNumber(const QLocale& locale, double value, int decimals);

/// An amount of money for display: with the locale's own symbol when it is the locale's currency
/// ("$1,234.56" in the US, "1.234,56 €" in Spain), otherwise with the ISO code ("EUR 1,234.56"),
/// because a bare "$" or "kr" abroad is ambiguous. Whole units from 100 up, cents below, and
/// small amounts two significant digits (0.0028).
[[nodiscard]] QString formatMoney(const QLocale& locale, const Money& money);

/// An amount without its currency, for a column whose header names it: the decimals of formatMoney().
[[nodiscard]] QString formatAmount(const QLocale& locale, double amount);

/// A count or quantity with the locale's grouping and no decimals: "10,000,000" or "10.000.000".
[[nodiscard]] QString formatWhole(const QLocale& locale, double value);

/// A count of GPUs or replicas as formatWhole() writes it.
[[nodiscard]] QString formatCount(const QLocale& locale, std::int64_t count);

/// Tokens in words, three significant digits: "250 k", "10 M", "2.5 B", "1.2 T" ("2,5 mil millones" in
/// Spanish).
[[nodiscard]] QString formatTokens(const QLocale& locale, double tokens);

/// A number as an axis labels it, short: "0.25", "250", "10 k", "1 M", "2.5 B" in English,
/// "1 Mio." in German. The same in tokens and in money, whose axis title names the unit.
[[nodiscard]] QString formatCompact(const QLocale& locale, double value);

/// A share as a percentage, with one decimal below 10 % so that small shares do not read as 0.
[[nodiscard]] QString formatPercent(const QLocale& locale, double share);

/// A ratio of two volumes: "4×", "0.37×", "2,057×".
[[nodiscard]] QString formatMultiple(const QLocale& locale, double ratio);

/// An input's value as a person reads it: whole and grouped when large ("39,869,702"), else up
/// to six significant digits ("0.416667").
[[nodiscard]] QString formatDriverValue(const QLocale& locale, double value);

/// A driver's range about its value, as short as a legend wants it: "±30%", "−50% to +25%", "−20%"
/// for one that only goes down (a share at its bound), or
/// "÷3 to ×3" for one that goes as many times lower as higher; the two ends ("2 to 4.5") where
/// the value is zero, negative or outside the range.
[[nodiscard]] QString formatRangeAboutValue(const QLocale& locale, const Driver& driver, const DriverRange& range);

/// A number typed in the user's locale: "1.234,56" or "1234,56" in Spain, "1,234.56" in the US,
/// and "1e8" anywhere. Nothing for text that is not a finite number, so that a typo never
/// becomes zero.
[[nodiscard]] std::optional<double> parseNumber(const QLocale& locale, const QString& text);

/// An input's value in the unit driverUnit() names: a share times PERCENT, anything else as it
/// is; and back to the file's unit.
[[nodiscard]] double shownInputValue(const NumberRule& rule, double value);
[[nodiscard]] double fileInputValue(const NumberRule& rule, double shown);

/// An input's value in the unit driverUnit() names, the one presentation of it on every screen
/// and in every report: a share as a percentage ("8" for 0.08, beside "% a year"), anything else
/// as formatDriverValue() writes it.
[[nodiscard]] QString formatInputValue(const QLocale& locale, const Driver& driver, double value);
/// The same for a number of the scenario by the values its file accepts (`rule`).
[[nodiscard]] QString formatInputValue(const QLocale& locale, const NumberRule& rule, double value);

/// The value and its unit: "8 % a year", "2.5 USD per GPU-hour".
[[nodiscard]] QString formatInputWithUnit(const QLocale& locale, const Driver& driver, double value);

/// A value typed in the unit formatInputValue() shows, in the file's units: "8" or "8 %" is 0.08
/// for a share. Nothing for text that is not a finite number.
[[nodiscard]] std::optional<double> parseInputValue(const QLocale& locale, const Driver& driver, const QString& text);

/// A std::string_view as a QString (the core speaks UTF-8).
[[nodiscard]] QString toQString(std::string_view text);

/// A scenario field's label and unit in the user's language (core/scenario/ScenarioFields.cpp,
/// translated in the context "ScenarioFields"); the unit after the currency for money: "USD per
/// GPU-hour"; a share's as a percentage's: "% a year", "% of input".
[[nodiscard]] QString fieldLabel(const ScenarioField& field);
[[nodiscard]] QString fieldUnit(const ScenarioField& field, const std::optional<Currency>& currency);

/// A cost item's label in the user's language (costItemLabel(), translated in the context
/// "CostItems"): "Staff", "GPU rental".
[[nodiscard]] QString costItemName(CostItem item);

/// What an analysis measures, in the user's language: "2× H100 rented minus Claude Opus 4.5 API,
/// a month", "2× H100 rented per million tokens" (describeOutcome() in English).
[[nodiscard]] QString outcomeName(const Scenario& scenario, const Outcome& outcome);

/// A scenario number's name in the user's language, after the option it belongs to: "Tokens per
/// day", "2× H100 rented: price per GPU-hour".
[[nodiscard]] QString driverName(const Driver& driver);

/// Its unit in the user's language: fieldUnit().
[[nodiscard]] QString driverUnit(const Driver& driver);

/// "Tokens per day (tokens/day)": how lists and menus of inputs show one.
[[nodiscard]] QString driverNameWithUnit(const Driver& driver);

} // namespace tco::ui
