#pragma once

#include "analysis/Outcome.h"
#include "cost/PreparedScenario.h"
#include "cost/SizingMemo.h"

#include <optional>
#include <vector>

namespace tco {

/// Evaluates one outcome on scenario after scenario, as analyses that vary a scenario's numbers
/// do: prepares only the options the outcome compares, and sizes an option's layouts again only
/// when what they depend on (model, GPU, request shape, speed target, serving assumptions, peak
/// factor) differs from the scenario evaluated before. A change of prices, staff, API prices,
/// exchange rates or volume keeps the sizing. Gives, to the bit, the outcome of the scenario
/// with every option prepared by prepareScenario().
class OutcomeEvaluator {
public:
    /// `catalog` must outlive the evaluator.
    OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome);

    /// An evaluator that sizes an option again, when its sizing inputs change, at the serving
    /// layouts `base`'s search chose (`base` prepared by prepareScenario()) rather than searching
    /// every layout anew: what a Monte Carlo run of a million samples can afford. The outcome is
    /// then that of the scenario with those layouts, each at the batch the targets allow.
    OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, const PreparedScenario& base);

    /// An evaluator that looks for an option's layouts in `memo` too, and keeps there those it
    /// sizes: for analyses run again and again on one catalog. `memo` must outlive the evaluator.
    OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, SizingMemo& memo);

    /// An evaluator that takes an option's layouts from `memo` where it holds them, and sizes
    /// the others at the layouts `base`'s search chose, keeping none of those in `memo`.
    OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, SizingMemo& memo, const PreparedScenario& base);

    /// The outcome for `scenario`, a validated scenario that has the options the outcome
    /// compares; nothing when a self-hosted option it measures cannot run.
    [[nodiscard]] std::optional<double> evaluate(const Scenario& scenario);

private:
    void prepare(const Scenario& scenario, OptionRef option);

    const Catalog& m_catalog;
    Outcome m_outcome;
    /// The scenario evaluated last, with only the compared options prepared; the others are left
    /// default-constructed and never read.
    PreparedScenario m_prepared;
    /// Per self-hosted option, the layouts to size again; empty to search.
    std::vector<KeptServingLayouts> m_keptLayouts;
    SizingMemo* m_memo = nullptr;
    /// The load shape m_prepared's week load was sorted from, once a hybrid was prepared.
    std::optional<LoadShape> m_weekShape;
};

/// Where an analysis that varies a scenario takes the layouts of the scenarios it evaluates.
struct LayoutSource {
    /// Looked for first in `memo`, when it is given, where what a search finds is kept.
    SizingMemo* memo = nullptr;
    /// Without it, the layouts the memo does not hold are searched anew, as `evaluate` does.
    /// With it, they are sized again at the layouts this scenario's search chose, as a Monte
    /// Carlo sample's are: a search at the varied inputs may choose others, so those figures are
    /// close rather than exact, but quick enough to follow a slider while it is dragged.
    const PreparedScenario* keptFrom = nullptr;
};

/// The evaluator that takes its layouts from `source`.
[[nodiscard]] OutcomeEvaluator outcomeEvaluator(const Catalog& catalog, const Outcome& outcome, const LayoutSource& source);

} // namespace tco
