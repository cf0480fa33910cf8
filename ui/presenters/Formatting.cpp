#include "presenters/Formatting.h"

#include <cmath>

namespace tco::ui {
namespace {

constexpr int CENTS = 2;

/// Enough decimals that an amount below ten cents still shows two significant digits (0.0028).
int decimalsFor(double amount)
{
    constexpr double SMALL = 0.1;
    const double magnitude = std::abs(amount);
    if (magnitude == 0.0 || magnitude >= SMALL)
        return CENTS;
    return static_cast<int>(std::ceil(-std::log10(magnitude))) + 1;
}

} // namespace

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString formatMoney(const QLocale& locale, const Money& money)
{
    const QString code = toQString(money.currency.code());
    const int decimals = decimalsFor(money.amount);
    if (locale.currencySymbol(QLocale::CurrencyIsoCode) == code)
        return locale.toCurrencyString(money.amount, locale.currencySymbol(QLocale::CurrencySymbol), decimals);
    // Place the code where the locale places its own symbol, set apart by a no-break space.
    const QChar noBreakSpace(0x00A0);
    const QString marker = QStringLiteral("¤");
    const QString number = locale.toString(money.amount, 'f', decimals);
    return locale.toCurrencyString(1.0, marker).startsWith(marker) ? code + noBreakSpace + number : number + noBreakSpace + code;
}

QString formatWhole(const QLocale& locale, double value)
{
    return locale.toString(value, 'f', 0);
}

} // namespace tco::ui
