#pragma once

#include "scenario/Scenario.h"

#include <string>
#include <string_view>

namespace tco {

struct ApiPrice;
struct Catalog;
struct CloudPrice;

/// What the options a user adds start from: the catalog's own figures where it has them, else a
/// figure of the right order of magnitude (the median of the catalog's others), shown in the
/// option for the user to replace. Cost facts named here are listed with their sources in
/// docs/catalog-format.md.

/// The catalog's offer of `gpuId` at `pricing`, else its first offer of the GPU; nothing when no
/// offer rents it.
[[nodiscard]] const CloudPrice* cloudOfferFor(const Catalog& catalog, std::string_view gpuId,
                                              Pricing pricing = Pricing::OnDemand);

/// What a GPU-hour of `gpuId` costs on demand: the catalog's offer, else the median of every
/// on-demand price it has (zero in a catalog without one).
[[nodiscard]] Money onDemandPricePerGpuHour(const Catalog& catalog, std::string_view gpuId);

/// A new rented option: at the catalog's offer of the GPU, else at onDemandPricePerGpuHour(),
/// typed in and on demand.
[[nodiscard]] RentedCompute defaultRentedCompute(const Catalog& catalog, std::string_view gpuId);

/// A new owned option: a server of the GPU's list price (else the median list price) times its
/// GPUs per server; the life, power price, PUE and networking share of the catalog's cost facts,
/// else OwnedCompute's own defaults and 0.10 USD per kWh (about the US industrial average).
[[nodiscard]] OwnedCompute defaultOwnedCompute(const Catalog& catalog, std::string_view gpuId);

/// A new fine-tuning run: one billion tokens on eight GPUs of `gpuId` at its on-demand price, a
/// small supervised run for the user to size.
[[nodiscard]] FineTuning defaultFineTuning(const Catalog& catalog, std::string_view gpuId);

/// The GPU a new option starts on: the scenario's last option's, else the first the catalog
/// rents out, else its first GPU (empty in an empty catalog).
[[nodiscard]] std::string startingGpu(const Scenario& scenario, const Catalog& catalog);

/// The API price a new offer starts at: one serving the scenario's model, else the catalog's
/// first; nothing when the catalog has none.
[[nodiscard]] const ApiPrice* startingApiPrice(const Scenario& scenario, const Catalog& catalog);

} // namespace tco
