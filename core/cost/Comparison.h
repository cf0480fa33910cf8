#pragma once

#include "cost/Evaluation.h"
#include "scenario/OptionRef.h"

#include <cstddef>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tco {

/// One option of a comparison, whichever its kind, with what every output shows of it. Points
/// into the evaluation and the prepared scenario it came from.
struct OptionSummary {
    std::string name = {};
    /// The option's kind and its place in the scenario's list of that kind.
    OptionRef ref = {};
    bool feasible = true;
    /// Why a self-hosted option (or a hybrid of one) cannot run, in a sentence.
    std::string reason = {};
    CostBreakdown monthly = {};
    /// Per million tokens of the month's volume.
    double costPerMillionTokens = 0.0;
    /// The GPUs of a self-hosted option or of a hybrid's fleet (none for an API offer, or a
    /// hybrid that sends everything to its API).
    Fleet fleet = {};
    /// The replica the fleet is built of (self-hosted options and hybrids that can run).
    const SizingResult* replica = nullptr;
    double utilization = 0.0;
    const HorizonSeries* horizon = nullptr;
    /// What a hybrid's fleet serves and sends on (hybrids that can run).
    const HybridFleet* hybrid = nullptr;

    [[nodiscard]] bool selfHosted() const { return ref.kind == OptionKind::SelfHosted; }
    /// Whether the option runs GPUs of its own: a self-hosted option or a hybrid.
    [[nodiscard]] bool runsGpus() const { return ref.kind != OptionKind::Api; }
};

/// Every option in the scenario's order: self-hosted ones, API offers, then hybrids.
[[nodiscard]] std::vector<OptionSummary> summarizeOptions(const PreparedScenario& prepared, const Evaluation& evaluation);

/// Cheapest first at the scenario's volume; options that cannot run last; ties keep their order.
void sortCheapestFirst(std::vector<OptionSummary>& options);

/// Of `count` options, the first whose monthly cost `costOf(index)` is the least, passing over
/// those whose cost is nothing (they cannot run). This is the rule by which every output names
/// the cheapest option, so that they agree even on a tie: it goes to the option first in the
/// scenario.
template <typename CostOf> [[nodiscard]] std::optional<std::size_t> cheapestOf(std::size_t count, const CostOf& costOf)
{
    std::optional<std::size_t> best;
    double bestCost = std::numeric_limits<double>::infinity();
    for (std::size_t index = 0; index < count; ++index) {
        const std::optional<double> cost = costOf(index);
        if (cost && *cost < bestCost) {
            best = index;
            bestCost = *cost;
        }
    }
    return best;
}

/// The option's month at `tokensPerDay`, itemized; nothing for a self-hosted option that cannot run.
[[nodiscard]] std::optional<CostBreakdown> monthlyBreakdown(const PreparedScenario& prepared, OptionRef option,
                                                            TokensPerDay tokensPerDay);

/// The option's monthly total at `tokensPerDay`; nothing for a self-hosted option that cannot run.
[[nodiscard]] std::optional<double> monthlyTotal(const PreparedScenario& prepared, OptionRef option, TokensPerDay tokensPerDay);

/// The cheapest of `options` that can run, of `kind` when given, by cheapestOf(); nothing when none can.
[[nodiscard]] const OptionSummary* cheapestOption(std::span<const OptionSummary> options,
                                                  std::optional<OptionKind> kind = std::nullopt);

} // namespace tco
