#pragma once

#include "analysis/MonteCarlo.h"
#include "analysis/Outcome.h"
#include "scenario/Driver.h"

#include <cstdint>
#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace tco {

struct Scenario;

/// A Monte Carlo run of the cost model: the scenario's distributions (/analysis/distributions)
/// drawn together, as its correlations and sampling say (/analysis/correlations,
/// /analysis/sampling), the outcome evaluated for every sample.
struct UncertaintyResult {
    Outcome outcome;
    /// The drivers drawn, in the order of the scenario's distributions; MonteCarloResult's
    /// importance refers to them by index.
    std::vector<Driver> drivers;
    MonteCarloResult run;
    /// The probability that the self-hosted option costs less than the API offer, when the
    /// outcome compares one of each; the share of samples where the self-hosted one is cheaper.
    std::optional<double> probabilitySelfHostedCheaper;
};

/// Draws `samples` scenarios from the scenario's distributions with `seed` and evaluates
/// `outcome` for each, on `threads` threads (0: every core). A sample where a self-hosted option
/// the outcome measures cannot run counts as not finite. A value drawn beyond what the file
/// accepts for its driver (the tail of a normal) is kept at the bound, as the driver sets it.
/// Fails with a sentence when the scenario has no distribution, the request is out of range,
/// or the run is cancelled through `progress`.
[[nodiscard]] std::expected<UncertaintyResult, std::string> runUncertainty(const Scenario& scenario, const Catalog& catalog,
                                                                           const Outcome& outcome, std::int64_t samples,
                                                                           std::uint64_t seed, int threads,
                                                                           MonteCarloProgress* progress = nullptr);

} // namespace tco
