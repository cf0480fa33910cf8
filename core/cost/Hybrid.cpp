#include "cost/Hybrid.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

namespace tco {
namespace {

/// The tokens a day one replica of `layout` serves when every hour runs at its planned rate:
/// its capacity at the busiest hour times the busiest hour's multiple of the average.
double fullRatePerDay(const PreparedSelfHosted& option, const PreparedLayout& layout)
{
    return layout.capacityPerDay * option.peakFactor;
}

/// Fleets of one layout, counted in whole units of the option's GPUs.
class LayoutFleets {
public:
    LayoutFleets(const PreparedSelfHosted& option, std::size_t layout, const WeekLoad& load, TokensPerDay tokensPerDay)
        : m_option(option)
        , m_layout(layout)
        , m_load(load)
        , m_volume(tokensPerDay)
        , m_replicaGpus(option.layouts[layout].replica.layout.gpus())
        , m_perReplica(fullRatePerDay(option, option.layouts[layout]))
    { }

    /// The fewest units whose replicas serve every hour up to `capacity` (at least one replica).
    [[nodiscard]] std::int64_t unitsFor(double capacity) const
    {
        const auto replicas
            = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(capacity * m_volume.value() / m_perReplica)));
        return gpusForReplicas(replicas, m_replicaGpus, m_option.gpusPerUnit) / m_option.gpusPerUnit;
    }

    /// Units after which a fleet's replicas repeat the same pattern: g / gcd(g, unit).
    [[nodiscard]] std::int64_t period() const { return m_replicaGpus / std::gcd(m_replicaGpus, m_option.gpusPerUnit); }

    [[nodiscard]] HybridFleet fleet(std::int64_t gpus) const
    {
        HybridFleet result;
        const std::int64_t replicas = gpus / m_replicaGpus;
        result.fleet = Fleet{gpus, m_layout, replicas};
        result.capacity = static_cast<double>(replicas) * m_perReplica / m_volume.value();
        result.overflowShare = m_load.shareAbove(result.capacity);
        return result;
    }

    /// A replica's month over the API's bill for its full rate all month (HybridFleet::paysOffBusyShare);
    /// never, against an API that charges nothing.
    [[nodiscard]] double paysOffBusyShare(const HybridPrices& prices) const
    {
        const double apiForReplica = prices.apiPerTokenPerDay * m_perReplica;
        return apiForReplica > 0.0 ? prices.fleet.perGpu * m_replicaGpus / apiForReplica
                                   : std::numeric_limits<double>::infinity();
    }

private:
    const PreparedSelfHosted& m_option;
    std::size_t m_layout;
    const WeekLoad& m_load;
    TokensPerDay m_volume;
    int m_replicaGpus;
    double m_perReplica;
};

/// The units of one layout a cheapest fleet is among (see hybridFleetFor()).
std::pair<std::int64_t, std::int64_t> cheapestUnitsWindow(const LayoutFleets& fleets, const WeekLoad& load, double paysOff)
{
    const std::int64_t fewest = fleets.unitsFor(0.0);
    const std::int64_t most = fleets.unitsFor(load.peak());
    const std::int64_t crossing = fleets.unitsFor(load.capacityLeaving(paysOff));
    const std::int64_t period = fleets.period();
    const std::int64_t first = std::clamp(crossing - period, fewest, most);
    return {first, std::min(most, first + 2 * period - 1)};
}

} // namespace

HybridFleet hybridFleetOf(const PreparedSelfHosted& option, const WeekLoad& load, std::int64_t gpus, std::size_t layout,
                          TokensPerDay tokensPerDay)
{
    if (gpus == 0)
        return HybridFleet{};
    return LayoutFleets(option, layout, load, tokensPerDay).fleet(gpus);
}

double hybridMonthlyTotal(const HybridPrices& prices, const HybridFleet& fleet, TokensPerDay tokensPerDay)
{
    const double fleetCost = fleet.fleet.gpus > 0 ? prices.fleet.at(fleet.fleet.gpus) : 0.0;
    return fleetCost + prices.apiPerTokenPerDay * tokensPerDay.value() * fleet.overflowShare;
}

HybridFleet hybridFleetFor(const PreparedHybrid& hybrid, const PreparedSelfHosted& option, const WeekLoad& load,
                           const HybridPrices& prices, TokensPerDay tokensPerDay)
{
    assert(option.feasible());
    // No fleet at all is a plan too, unless the file sets one. The option's own fewest GPUs do
    // not bind a hybrid, which sizes its fleet for its share of the load.
    const bool mayHaveNone = !hybrid.gpus && !hybrid.servedHourPercentile;
    HybridFleet best;
    double bestCost = mayHaveNone ? hybridMonthlyTotal(prices, best, tokensPerDay) : std::numeric_limits<double>::infinity();
    double leastPaysOff = std::numeric_limits<double>::infinity();
    const auto consider = [&](HybridFleet candidate, double paysOff) {
        candidate.paysOffBusyShare = paysOff;
        const double cost = hybridMonthlyTotal(prices, candidate, tokensPerDay);
        if (cost < bestCost || (cost == bestCost && candidate.fleet.gpus < best.fleet.gpus)) {
            best = candidate;
            bestCost = cost;
        }
    };
    for (std::size_t layout = 0; layout < option.layouts.size(); ++layout) {
        const LayoutFleets fleets(option, layout, load, tokensPerDay);
        const double paysOff = fleets.paysOffBusyShare(prices);
        leastPaysOff = std::min(leastPaysOff, paysOff);
        if (hybrid.gpus) {
            consider(fleets.fleet(*hybrid.gpus), paysOff);
        } else if (hybrid.servedHourPercentile) {
            const std::int64_t units = fleets.unitsFor(load.percentileRate(*hybrid.servedHourPercentile));
            consider(fleets.fleet(units * option.gpusPerUnit), paysOff);
        } else {
            const auto [first, last] = cheapestUnitsWindow(fleets, load, paysOff);
            for (std::int64_t units = first; units <= last; ++units)
                consider(fleets.fleet(units * option.gpusPerUnit), paysOff);
        }
    }
    if (best.fleet.gpus == 0)
        best.paysOffBusyShare = leastPaysOff;
    return best;
}

} // namespace tco
