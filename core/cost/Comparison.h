#pragma once

#include "cost/Evaluation.h"

#include <cstddef>
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

} // namespace tco
