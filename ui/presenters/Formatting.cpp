#include "presenters/Formatting.h"

#include "scenario/OptionRef.h"
#include "scenario/ScenarioFields.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

constexpr int CENTS = 2;
constexpr double WHOLE_UNITS_FROM = 100.0;

/// No decimals from 100 up; cents below; and enough decimals that an amount below ten cents
/// still shows two significant digits (0.0028).
int decimalsFor(double amount)
{
    constexpr double SMALL = 0.1;
    const double magnitude = std::abs(amount);
    if (magnitude >= WHOLE_UNITS_FROM)
        return 0;
    if (magnitude == 0.0 || magnitude >= SMALL)
        return CENTS;
    return static_cast<int>(std::ceil(-std::log10(magnitude))) + 1;
}

/// `digits` significant digits, without trailing zeros: 10, 2.5, 31.4, 100.
QString significant(const QLocale& locale, double value, int digits)
{
    // Digits before the decimal point, counted negative for the zeros after it (0.037: −1).
    const int integerDigits = value != 0.0 ? static_cast<int>(std::floor(std::log10(std::abs(value)))) + 1 : 1;
    QString text = formatNumber(locale, value, std::max(0, digits - integerDigits));
    if (text.contains(locale.decimalPoint())) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(1);
        if (text.endsWith(locale.decimalPoint()))
            text.chop(locale.decimalPoint().size());
    }
    return text;
}

constexpr double THOUSAND = 1e3;

/// `value`, a thousand or more, in thousands, millions, billions or trillions with three
/// significant digits, each written by its pattern in `units`: "250 k", "2.5 B". Up to 10^15
/// tokens a day (MAX_TOKENS_PER_DAY): "1,000 T".
QString inLargeUnits(const QLocale& locale, double value, const std::array<QString, 4>& units)
{
    constexpr std::array<double, 4> SCALES{1e3, 1e6, 1e9, 1e12};
    std::size_t unit = SCALES.size() - 1;
    while (unit > 0 && std::abs(value) < SCALES[unit])
        --unit;
    const double scaled = value / SCALES[unit];
    return units[unit].arg(std::abs(scaled) >= THOUSAND ? formatWhole(locale, scaled) : significant(locale, scaled, 3));
}

/// Splits the first run of digits of a formatted number in threes when a group separator
/// follows it: "1234.567,00 €" becomes "1.234.567,00 €"; a run of four digits alone (Spanish
/// "1234") is left as the locale writes it.
QString regroupLeadingDigits(const QLocale& locale, QString text)
{
    const QString separator = locale.groupSeparator();
    if (separator.isEmpty() || locale.numberOptions().testFlag(QLocale::OmitGroupSeparator))
        return text;
    const auto first = std::ranges::find_if(text, [](QChar character) { return character.isDigit(); });
    const qsizetype start = first - text.begin();
    qsizetype end = start;
    while (end < text.size() && text.at(end).isDigit())
        ++end;
    if (end - start <= 3 || QStringView(text).mid(end, separator.size()) != separator)
        return text;
    for (qsizetype at = end - 3; at > start; at -= 3)
        text.insert(at, separator);
    return text;
}

/// Removes the group separators of `text` where they stand where the locale puts them (every
/// three digits before the decimal point), for locales such as Spanish that write "1234,56"
/// and so refuse "1.234,56", which their users type all the same.
std::optional<QString> withoutGrouping(const QLocale& locale, const QString& text)
{
    const QString group = locale.groupSeparator();
    const QString decimal = locale.decimalPoint();
    if (group.isEmpty() || !text.contains(group))
        return std::nullopt;
    qsizetype end = text.indexOf(decimal);
    if (end < 0)
        end = text.size();
    qsizetype start = 0;
    while (start < end && !text.at(start).isDigit())
        ++start;
    const QStringList groups = text.sliced(start, end - start).split(group);
    static const QRegularExpression FIRST(QStringLiteral("^\\d{1,3}$"));
    static const QRegularExpression LATER(QStringLiteral("^\\d{3}$"));
    if (groups.size() < 2 || !FIRST.match(groups.front()).hasMatch())
        return std::nullopt;
    for (qsizetype i = 1; i < groups.size(); ++i) {
        if (!LATER.match(groups.at(i)).hasMatch())
            return std::nullopt;
    }
    return text.first(start) + groups.join(QString()) + text.sliced(end);
}

} // namespace

QString formatNumber(const QLocale& locale, double value, int decimals)
{
    return regroupLeadingDigits(locale, locale.toString(value, 'f', decimals));
}

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString formatMoney(const QLocale& locale, const Money& money)
{
    const QString code = toQString(money.currency.code());
    const int decimals = decimalsFor(money.amount);
    if (locale.currencySymbol(QLocale::CurrencyIsoCode) == code)
        return regroupLeadingDigits(
            locale, locale.toCurrencyString(money.amount, locale.currencySymbol(QLocale::CurrencySymbol), decimals));
    // Place the code where the locale places its own symbol, set apart by a no-break space.
    const QChar noBreakSpace(0x00A0);
    const QString marker = QStringLiteral("¤");
    const QString number = formatAmount(locale, money.amount);
    return locale.toCurrencyString(1.0, marker).startsWith(marker) ? code + noBreakSpace + number : number + noBreakSpace + code;
}

QString formatAmount(const QLocale& locale, double amount)
{
    return formatNumber(locale, amount, decimalsFor(amount));
}

QString formatWhole(const QLocale& locale, double value)
{
    return formatNumber(locale, value, 0);
}

QString formatCount(const QLocale& locale, std::int64_t count)
{
    // Exact: fleets stay below 10^15 (sizing/Sizing.h), within a double's 2^53.
    return formatWhole(locale, static_cast<double>(count));
}

QString formatTokens(const QLocale& locale, double tokens)
{
    if (tokens < THOUSAND)
        return formatWhole(locale, tokens);
    return inLargeUnits(locale, tokens,
                        {QCoreApplication::translate("Formatting", "%1 k", "thousands of tokens"),
                         QCoreApplication::translate("Formatting", "%1 M", "millions of tokens"),
                         QCoreApplication::translate("Formatting", "%1 B", "billions of tokens"),
                         QCoreApplication::translate("Formatting", "%1 T", "trillions of tokens")});
}

QString formatCompact(const QLocale& locale, double value)
{
    if (std::abs(value) < THOUSAND)
        return significant(locale, value, 3);
    return inLargeUnits(locale, value,
                        {QCoreApplication::translate("Formatting", "%1 k", "an axis label in thousands"),
                         QCoreApplication::translate("Formatting", "%1 M", "an axis label in millions"),
                         QCoreApplication::translate("Formatting", "%1 B", "an axis label in billions (10^9)"),
                         QCoreApplication::translate("Formatting", "%1 T", "an axis label in trillions (10^12)")});
}

QString formatPercent(const QLocale& locale, double share)
{
    constexpr double ONE_DECIMAL_BELOW = 0.1;
    const double percent = share * 100.0;
    return QCoreApplication::translate("Formatting", "%1%", "a percentage")
        .arg(formatNumber(locale, percent, std::abs(share) < ONE_DECIMAL_BELOW ? 1 : 0));
}

QString formatMultiple(const QLocale& locale, double ratio)
{
    constexpr double WHOLE_FROM = 100.0;
    const QString number = ratio >= WHOLE_FROM ? formatWhole(locale, ratio) : significant(locale, ratio, 2);
    return QCoreApplication::translate("Formatting", "%1×", "a multiple of a volume").arg(number);
}

QString formatRangeAboutValue(const QLocale& locale, const Driver& driver, const DriverRange& range)
{
    const double value = driver.value;
    if (value <= 0.0 || range.low > value || range.high < value) {
        return QCoreApplication::translate("Formatting", "%1 to %2", "the ends of a range")
            .arg(formatDriverValue(locale, range.low), formatDriverValue(locale, range.high));
    }
    const double lower = range.low / value;
    const double higher = range.high / value;
    // As many times lower as higher, by a factor of two at least: a volume's third to three times.
    constexpr double FACTOR_FROM = 2.0;
    constexpr double SAME_FACTOR = 0.01;
    if (higher >= FACTOR_FROM && lower > 0.0 && std::abs(lower * higher - 1.0) < SAME_FACTOR) {
        return QCoreApplication::translate("Formatting", "÷%1 to ×%1", "a range by a factor either way of a value")
            .arg(significant(locale, higher, 2));
    }
    const double below = std::round((1.0 - lower) * 100.0);
    const double above = std::round((higher - 1.0) * 100.0);
    // A range that goes one way only (a share at its bound): its one side.
    if (above == 0.0 || below == 0.0) {
        return above == 0.0
            ? QCoreApplication::translate("Formatting", "−%1%", "a range below a value").arg(formatNumber(locale, below, 0))
            : QCoreApplication::translate("Formatting", "+%1%", "a range above a value").arg(formatNumber(locale, above, 0));
    }
    if (below == above)
        return QCoreApplication::translate("Formatting", "±%1%", "a range either way of a value")
            .arg(formatNumber(locale, above, 0));
    return QCoreApplication::translate("Formatting", "−%1% to +%2%", "a range below and above a value")
        .arg(formatNumber(locale, below, 0), formatNumber(locale, above, 0));
}

QString formatDriverValue(const QLocale& locale, double value)
{
    constexpr double WHOLE_FROM = 1e5;
    return std::abs(value) >= WHOLE_FROM ? formatWhole(locale, value) : locale.toString(value, 'g', 6);
}

std::optional<double> parseNumber(const QLocale& locale, const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = locale.toDouble(trimmed, &ok);
    if (!ok) {
        const std::optional<QString> ungrouped = withoutGrouping(locale, trimmed);
        if (!ungrouped)
            return std::nullopt;
        value = locale.toDouble(*ungrouped, &ok);
    }
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

double shownInputValue(const NumberRule& rule, double value)
{
    return rule.share ? value * PERCENT : value;
}

double fileInputValue(const NumberRule& rule, double shown)
{
    return rule.share ? shown / PERCENT : shown;
}

QString formatInputValue(const QLocale& locale, const NumberRule& rule, double value)
{
    return formatDriverValue(locale, shownInputValue(rule, value));
}

QString formatInputValue(const QLocale& locale, const Driver& driver, double value)
{
    return formatInputValue(locale, driver.rule, value);
}

QString formatInputWithUnit(const QLocale& locale, const Driver& driver, double value)
{
    return QCoreApplication::translate("Formatting", "%1 %2", "a value, its unit")
        .arg(formatInputValue(locale, driver, value), driverUnit(driver));
}

std::optional<double> parseInputValue(const QLocale& locale, const Driver& driver, const QString& text)
{
    QString number = text.trimmed();
    if (driver.rule.share && number.endsWith(QLatin1Char('%')))
        number.chop(1);
    const std::optional<double> value = parseNumber(locale, number);
    if (!value)
        return std::nullopt;
    return fileInputValue(driver.rule, *value);
}

QString fieldLabel(const ScenarioField& field)
{
    return QCoreApplication::translate("ScenarioFields", field.label);
}

QString fieldUnit(const ScenarioField& field, const std::optional<Currency>& currency)
{
    const QString unit = QCoreApplication::translate("ScenarioFields", field.unit);
    if (field.rule.share)
        return QCoreApplication::translate("Formatting", "% %1", "what a percentage is of: \"of input\", \"a year\"")
            .arg(unit)
            .trimmed();
    if (!currency)
        return unit;
    return QCoreApplication::translate("Formatting", "%1 %2", "currency, unit").arg(toQString(currency->code()), unit);
}

QString outcomeName(const Scenario& scenario, const Outcome& outcome)
{
    const QString option = toQString(optionName(scenario, outcome.option));
    const QString other = toQString(optionName(scenario, outcome.other));
    switch (outcome.kind) {
    case Outcome::Kind::CostPerMillionTokens:
        return QCoreApplication::translate("Formatting", "%1 per million tokens", "what an analysis measures").arg(option);
    case Outcome::Kind::MonthlyDifference:
        break;
    case Outcome::Kind::HorizonDifference:
        return QCoreApplication::translate("Formatting", "%1 minus %2 over %n months", "what an analysis measures",
                                           scenario.horizonMonths)
            .arg(option, other);
    case Outcome::Kind::PresentValueDifference:
        return QCoreApplication::translate("Formatting", "%1 minus %2 over %n months, discounted to today",
                                           "what an analysis measures", scenario.horizonMonths)
            .arg(option, other);
    case Outcome::Kind::UnusedCommitment:
        return QCoreApplication::translate("Formatting", "%1: unused commitment over %n months", "what an analysis measures",
                                           scenario.horizonMonths)
            .arg(option);
    }
    return QCoreApplication::translate("Formatting", "%1 minus %2, a month", "what an analysis measures").arg(option, other);
}

QString costItemName(CostItem item)
{
    return QCoreApplication::translate("CostItems", costItemLabel(item));
}

QString driverName(const Driver& driver)
{
    const QString label = fieldLabel(*driver.field);
    if (driver.owner.empty())
        return label;
    return QCoreApplication::translate("Formatting", "%1: %2", "option, input").arg(toQString(driver.owner), label);
}

QString driverUnit(const Driver& driver)
{
    return fieldUnit(*driver.field, driver.currency);
}

QString driverNameWithUnit(const Driver& driver)
{
    return QCoreApplication::translate("Formatting", "%1 (%2)", "input, unit").arg(driverName(driver), driverUnit(driver));
}

} // namespace tco::ui
