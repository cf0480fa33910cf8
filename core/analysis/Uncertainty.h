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
/// The chance that an option running GPUs costs less than an API offer.
struct GpusAgainstApi {
    OptionRef gpus;
    OptionRef api;
    double probabilityGpusCheaper = 0.0;
};

struct UncertaintyResult {
    Outcome outcome;
    /// The drivers drawn, in the order of the scenario's distributions; MonteCarloResult's
    /// importance refers to them by index.
    std::vector<Driver> drivers;
    MonteCarloResult run;
    /// When the outcome compares an option that runs GPUs (self-hosted or a hybrid plan) with an
    /// API offer: the two, and the share of samples where the one with GPUs costs less. A
    /// hybrid plan that runs none costs what its API does, which is not less.
    std::optional<GpusAgainstApi> gpusAgainstApi;
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
