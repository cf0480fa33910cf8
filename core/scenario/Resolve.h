#pragma once

#include "scenario/Scenario.h"

namespace tco {

struct Catalog;

/// What an API offer charges per million tokens of each class, once the catalog entry and the
/// scenario's typed-in overrides are combined and the catalog's "no separate price" (null) is
/// replaced by the price that then applies.
struct ApiTariff {
    Money input;
    Money output;
    Money cachedInput;
    Money cacheWrite;
    double batchDiscount = 0.0;
    double committedSpendDiscount = 0.0;

    friend bool operator==(const ApiTariff&, const ApiTariff&) = default;
};

/// The tariff of an offer from a validated scenario (its catalog id, if any, exists).
[[nodiscard]] ApiTariff resolveTariff(const ApiOffer& offer, const Catalog& catalog);

/// The catalog offer a rented option names; null when its price is typed in.
[[nodiscard]] const CloudPrice* cloudOfferOf(const RentedCompute& rented, const Catalog& catalog);

/// The hourly price per GPU before any discount: the typed-in price, else the catalog offer's.
[[nodiscard]] Money listPricePerGpuHour(const RentedCompute& rented, const Catalog& catalog);
/// The same with the option's catalog offer (cloudOfferOf()) already looked up.
[[nodiscard]] Money listPricePerGpuHour(const RentedCompute& rented, const CloudPrice* offer);

/// The week's shape of the traffic: the file's own, or the catalog profile it names; null when
/// the workload gives none.
[[nodiscard]] const LoadShape* loadShapeOf(const Scenario& scenario, const Catalog& catalog);

/// The pricing type: the typed-in one, else the catalog offer's.
[[nodiscard]] Pricing effectivePricing(const RentedCompute& rented, const Catalog& catalog);
/// The same with the option's catalog offer (cloudOfferOf()) already looked up.
[[nodiscard]] Pricing effectivePricing(const RentedCompute& rented, const CloudPrice* offer);

} // namespace tco
