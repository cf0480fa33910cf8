#pragma once

#include "cost/PreparedScenario.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace tco {

/// The cheapest way to give each user at least one speed, priced at the scenario's volume.
struct SpeedCostPoint {
    /// A speed along the frontier.
    TokensPerSecond perUser;
    /// The fleet, of one configuration, that serves today's volume at that speed or faster for
    /// the least: its month's cost over the month's tokens, in the display currency.
    double costPerMillionTokens = 0.0;
    /// That configuration: its own per-user speed (at least `perUser`) and first token.
    TokensPerSecond configurationPerUser;
    Seconds timeToFirstToken;
    ServingLayout layout;
    std::int64_t fleetGpus = 0;
};

/// The option's cost per million tokens against the speed each user gets. Each configuration of
/// the frontier is priced as the fleet that would serve the scenario's volume with it: whole
/// units for the busiest hour (as fleetFor() builds them) and the option's month's cost at those
/// GPUs over the month's tokens. Whole units make that cost jump about along the frontier, so
/// each speed takes the cheapest configuration at least that fast: the cost can only fall as the
/// speed asked for falls. Fastest first, as the frontier comes; configurations too slow to build
/// a fleet of (servesEnoughForAFleet()) are left out.
[[nodiscard]] std::vector<SpeedCostPoint> speedAgainstCost(const PreparedScenario& prepared, std::size_t option,
                                                           std::span<const FrontierPoint> frontier);

} // namespace tco
