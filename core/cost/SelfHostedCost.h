#pragma once

#include "cost/CostItems.h"
#include "cost/PreparedScenario.h"

#include <cstddef>
#include <cstdint>

namespace tco {

/// The fleet an option runs at one volume.
struct Fleet {
    std::int64_t gpus = 0;
    /// Which of the option's layouts its replicas use.
    std::size_t layout = 0;
    /// Replicas the GPUs hold: whole servers or instances, or a minimum fleet, may hold more
    /// than the volume needs, and they serve too.
    std::int64_t replicas = 0;
};

/// The replicas of a layout a volume in tokens a day needs: r of them serve the volumes
/// ((r − 1) × k, r × k] for the k tokens a day each is planned at, and there is always one.
/// The volume is at most MAX_TOKENS_PER_DAY and k at least MIN_PLANNED_TOKENS_PER_GPU_DAY per
/// GPU, so r stays below 10^15. The count is the sizing's (replicasFor()), so `size` and
/// `evaluate` name the same fleet.
[[nodiscard]] std::int64_t replicasNeeded(const PreparedLayout& layout, double volume);

/// The GPUs `replicas` replicas of a layout occupy: whole servers or instances, never fewer
/// than the option's minimum.
[[nodiscard]] std::int64_t fleetGpusFor(const PreparedSelfHosted& option, const PreparedLayout& layout, std::int64_t replicas);

/// Of an option's reserved GPUs, those the volume does not need: the reservation less the fleet
/// the volume would need without it (0 without a reservation).
[[nodiscard]] std::int64_t idleReservedGpus(const PreparedSelfHosted& option, TokensPerDay tokensPerDay);

/// The fleet for a volume: for each layout, whole replicas for the busiest hour; of those, the
/// fleet of the fewest GPUs (a small layout wastes less of a small fleet, a wide one may serve
/// more per GPU), of equals the one that serves the most. Requires a feasible option.
[[nodiscard]] Fleet fleetFor(const PreparedSelfHosted& option, TokensPerDay tokensPerDay);

/// The range of volume over which an option's fleet keeps the same GPUs, as fleetFor() sizes
/// it: one stair of the staircase its cost climbs with volume, the volumes (from, to].
struct FleetStair {
    std::int64_t gpus = 0;
    double from = 0.0;
    double to = 0.0;
};

/// The stair a volume stands on: every layout's replica count stays the same from the highest
/// of their stairs' starts to the lowest of their ends. Requires a feasible option.
[[nodiscard]] FleetStair fleetStairAt(const PreparedSelfHosted& option, TokensPerDay tokensPerDay);

/// Why a fleet is built of the layout it is: of the option's layouts, the one needing the
/// fewest GPUs for the volume, set against the one that serves the most per GPU (which a larger
/// volume would choose).
struct LayoutChoiceReason {
    /// The layout that serves the most per GPU, and the GPUs a fleet of it alone would need.
    std::size_t mostPerGpu = 0;
    std::int64_t mostPerGpuFleetGpus = 0;
};

[[nodiscard]] LayoutChoiceReason layoutChoiceReason(const PreparedSelfHosted& option, TokensPerDay tokensPerDay);

/// The share of a fleet's throughput the volume uses while the GPUs run.
[[nodiscard]] double fleetUtilization(const PreparedSelfHosted& option, const Fleet& fleet, TokensPerDay tokensPerDay);

/// The capital charge of one server for one month: straight-line depreciation to its residual
/// value, and, at a cost of capital r a month over n months, the interest an annuity adds:
/// (C − R / (1 + r)^n) × r / (1 − (1 + r)^−n) − (C − R) / n.
struct CapitalCharge {
    double depreciation = 0.0;
    double costOfCapital = 0.0;
};

[[nodiscard]] CapitalCharge monthlyCapitalCharge(const PreparedOwned& owned);

/// A month of running `gpus` GPUs of the option, itemized in the display currency, with
/// `oneTimePerMonth` of the one-time costs; the rental of `idleReserved` reserved GPUs the volume
/// does not need (idleReservedGpus()) is the item UnusedCommitment. A reserved fleet holds at
/// least its reserved GPUs, which are billed at the reservation's price.
[[nodiscard]] CostBreakdown selfHostedMonthlyCost(const PreparedSelfHosted& option, const PreparedStaffing& staffing,
                                                  std::int64_t gpus, double oneTimePerMonth, std::int64_t idleReserved);

/// Every item of a month's cost is a fixed amount or proportional to the fleet's GPUs (to its
/// servers, for owned ones, and fleets come in whole servers), so a month's total is a line in
/// the GPUs: what searches over volume and time evaluate instead of the itemized breakdown. With
/// a reservation, the line holds from the reserved GPUs up (the fleet never has fewer): their
/// price's difference from the price beyond is in the fixed part.
struct FleetCostLine {
    double fixed = 0.0;
    double perGpu = 0.0;
    /// The part of perGpu the option's price trend moves: the rental and what the cloud bills on
    /// it, or an owned server's capital charge and maintenance, which follow its price.
    double pricedPerGpu = 0.0;

    [[nodiscard]] double at(std::int64_t gpus) const { return fixed + perGpu * static_cast<double>(gpus); }
};

/// Whether a self-hosted cost item moves with the option's price trend: the rental and what the
/// cloud bills on it, an owned server's capital charge and maintenance.
[[nodiscard]] bool followsPriceTrend(CostItem item);

[[nodiscard]] FleetCostLine fleetCostLine(const PreparedSelfHosted& option, const PreparedStaffing& staffing,
                                          double oneTimePerMonth);

} // namespace tco
