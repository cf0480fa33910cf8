#include "cost/CurrencyConverter.h"

#include <algorithm>
#include <cassert>

namespace tco {

CurrencyConverter::CurrencyConverter(const CurrencySettings& settings)
    : m_display(settings.display)
    , m_settings(&settings)
{ }

double CurrencyConverter::usdPerUnit(Currency currency) const
{
    if (currency == Currency::usd())
        return 1.0;
    const auto& rates = m_settings->exchangeRates;
    const auto found = std::ranges::find(rates, currency, &ExchangeRate::currency);
    assert(found != rates.end());
    return found == rates.end() ? 1.0 : found->usdPerUnit;
}

double CurrencyConverter::toDisplay(const Money& money) const
{
    return money.amount * usdPerUnit(money.currency) / usdPerUnit(m_display);
}

} // namespace tco
