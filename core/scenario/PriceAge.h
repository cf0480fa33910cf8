#pragma once

#include "catalog/Catalog.h"
#include "scenario/OptionRef.h"
#include "scenario/Scenario.h"

#include <chrono>
#include <string>
#include <vector>

namespace tco {

/// How many days a price is trusted before the answer warns that it depends on it. API prices
/// change every few weeks, GPU rental prices every month or two.
struct StalenessThresholds {
    int apiDays = 90;
    int cloudDays = 60;
};

/// A catalog price one of the scenario's options is priced at, and how old it is.
struct PriceAge {
    OptionRef option;
    /// CatalogSection::ApiPrices or CatalogSection::CloudPrices.
    CatalogSection section = CatalogSection::ApiPrices;
    std::string catalogId;
    std::string asOf;
    /// Days from the end of the period `asOf` names to the day asked about; 0 for a date after it.
    int days = 0;
    int thresholdDays = 0;

    [[nodiscard]] bool stale() const { return days > thresholdDays; }
};

/// The catalog prices `scenario`'s options are priced at, in the scenario's order (self-hosted
/// options renting at a catalog offer, then API offers), with their ages on `today`. A price the
/// scenario states itself (an API offer's input and output prices both, a rented option's price
/// per GPU-hour) is the user's and has no catalog date: it is not listed.
[[nodiscard]] std::vector<PriceAge> catalogPriceAges(const Scenario& scenario, const Catalog& catalog,
                                                     std::chrono::sys_days today, const StalenessThresholds& thresholds);

} // namespace tco
