#pragma once

#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "cost/WeekLoad.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace tco {

/// What a hybrid's fleet is chosen by: a month of the self-hosted fleet as a line in its GPUs,
/// and the API's monthly bill for one token a day of the workload's mix.
struct HybridPrices {
    FleetCostLine fleet;
    double apiPerTokenPerDay = 0.0;
};

/// A hybrid's fleet at one volume, and what it leaves to the API.
struct HybridFleet {
    /// No GPUs when sending everything to the API costs least.
    Fleet fleet;
    /// The rate up to which the fleet serves every hour, as a multiple of the average hour's.
    double capacity = 0.0;
    /// Of the traffic, the share that arrives above the fleet's capacity and goes to the API.
    double overflowShare = 1.0;
    /// Of the week's hours, the share a replica of the fleet's layout must be busy in to cost less
    /// than the API charges for what it serves in them: a replica's month over the API's bill
    /// for a replica's full rate all month. The cheapest fleet serves every hour whose rate at
    /// least this share of the week's hours reach; at 1 or more no replica ever pays for itself.
    double paysOffBusyShare = 0.0;
};

/// The hybrid's fleet at `tokensPerDay` under `load`: the one the file fixes, the one that
/// serves its percentile of the hours, or the one of least monthly cost, which may be no fleet
/// at all. The self-hosted option's fewest GPUs do not bind it.
///
/// The cheapest fleet is found without a search over fleet sizes. Adding a unit of GPUs costs
/// its share of the fleet's line and saves the API's price for the traffic it takes over, which
/// is the hours the load runs above the fleet's capacity; so the monthly cost is convex in the
/// capacity, and least where the hours above it fall to paysOffBusyShare of the week. Whole
/// units and whole replicas wobble around that curve with a period of g / gcd(g, unit) units for
/// a replica of g GPUs, and each residue of that period is convex on its own: the cheapest fleet
/// is among the period's units on either side of that capacity. Requires a feasible option.
[[nodiscard]] HybridFleet hybridFleetFor(const PreparedHybrid& hybrid, const PreparedSelfHosted& option, const WeekLoad& load,
                                         const HybridPrices& prices, TokensPerDay tokensPerDay);

/// A fleet of `gpus` GPUs of `layout` at `tokensPerDay`: what it serves and leaves to the API.
/// No GPUs leave everything to the API.
[[nodiscard]] HybridFleet hybridFleetOf(const PreparedSelfHosted& option, const WeekLoad& load, std::int64_t gpus,
                                        std::size_t layout, TokensPerDay tokensPerDay);

/// A month of the hybrid with `fleet` at `tokensPerDay`: the fleet's line (nothing without GPUs)
/// and the API's bill for the traffic above it.
[[nodiscard]] double hybridMonthlyTotal(const HybridPrices& prices, const HybridFleet& fleet, TokensPerDay tokensPerDay);

} // namespace tco
