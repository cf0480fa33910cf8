#pragma once

#include "scenario/Scenario.h"

namespace tco {

/// Converts amounts into the scenario's display currency at the scenario's own rates.
///
/// A rate states what one unit of a currency is worth in USD, so an amount in A becomes
/// amount × usd_per_unit(A) / usd_per_unit(display). Validation guarantees every currency a
/// scenario uses has a rate (USD's is 1 by definition).
class CurrencyConverter {
public:
    explicit CurrencyConverter(const CurrencySettings& settings);

    /// The amount in the display currency.
    [[nodiscard]] double toDisplay(const Money& money) const;
    [[nodiscard]] Currency display() const { return m_display; }

private:
    [[nodiscard]] double usdPerUnit(Currency currency) const;

    Currency m_display;
    const CurrencySettings* m_settings;
};

} // namespace tco
