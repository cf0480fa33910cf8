#pragma once

#include "analysis/Answer.h"
#include "analysis/Outcome.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/SizingMemo.h"

#include <memory>
#include <vector>

namespace tco::ui {

/// Volumes the charts draw, per decade of the scale range: enough that a fleet's stairs show as
/// stairs at every volume a chart can be read at.
inline constexpr int SWEEP_POINTS_PER_DECADE = 60;

/// Everything the views show of one scenario, computed in one go. The parts point into each
/// other and into the scenario and catalog they were computed from, so a Results is neither
/// copied nor moved: it lives behind a pointer until the next scenario replaces it.
struct Results {
    PreparedScenario prepared;
    Evaluation evaluation;
    /// Every option in the scenario's order: self-hosted, then API offers.
    std::vector<OptionSummary> options;
    /// Every option's monthly cost across the scale range.
    std::vector<SweepPoint> sweep;
    /// The answer the headline and the report's first page state.
    Answer answer;

    Results() = default;
    Results(const Results&) = delete;
    Results& operator=(const Results&) = delete;
};

/// Evaluates `scenario` (validated against `catalog`, both outliving the result), its options'
/// layouts looked for in `memo` and kept there.
[[nodiscard]] std::unique_ptr<Results> computeResults(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo);

} // namespace tco::ui
