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
    std::string name;
    bool selfHosted = false;
    /// Into the scenario's self-hosted options or API offers.
    std::size_t index = 0;
    bool feasible = true;
    /// Why a self-hosted option cannot run, in a sentence.
    std::string reason;
    CostBreakdown monthly;
    /// Per million tokens of the month's volume.
    double costPerMillionTokens = 0.0;
    Fleet fleet;
    /// The replica the fleet is built of (self-hosted options that can run).
    const SizingResult* replica = nullptr;
    double utilization = 0.0;
    const HorizonSeries* horizon = nullptr;
};

/// Every option in the scenario's order: self-hosted ones, then API offers.
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

/// The options a choice is made among.
enum class OptionKinds { All, SelfHosted, Api };

/// The cheapest of `options` of `kinds` that can run, by cheapestOf(); nothing when none can.
[[nodiscard]] const OptionSummary* cheapestOption(std::span<const OptionSummary> options, OptionKinds kinds = OptionKinds::All);

} // namespace tco
