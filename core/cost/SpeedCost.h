#pragma once

#include "cost/PreparedScenario.h"

#include <cstddef>
#include <span>
#include <vector>

namespace tco {

/// One configuration of an option's frontier, priced at the scenario's volume.
struct SpeedCostPoint {
    TokensPerSecond perUser;
    /// A fleet of this configuration alone for today's volume: its month's cost over the
    /// month's tokens, in the display currency.
    double costPerMillionTokens = 0.0;
    Seconds timeToFirstToken;
    ServingLayout layout;
    int fleetGpus = 0;
};

/// The option's frontier of per-user speed against output per GPU, each point priced as the
/// fleet that would serve the scenario's volume with that configuration: whole units for the
/// busiest hour (as fleetFor() builds them), and the option's month's cost at those GPUs over
/// the month's tokens. Fastest first, as the frontier comes.
[[nodiscard]] std::vector<SpeedCostPoint> speedAgainstCost(const PreparedScenario& prepared, std::size_t option,
                                                           std::span<const FrontierPoint> frontier);

} // namespace tco
