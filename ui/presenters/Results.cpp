#include "presenters/Results.h"

namespace tco::ui {

std::unique_ptr<Results> computeResults(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo)
{
    auto results = std::make_unique<Results>();
    results->prepared = prepareScenario(scenario, catalog, memo);
    results->evaluation = evaluate(results->prepared);
    results->options = summarizeOptions(results->prepared, results->evaluation);
    const VolumeRange volumes = results->evaluation.volumes;
    results->sweep = sweep(results->prepared, volumes.from, volumes.to, volumes.decades() * SWEEP_POINTS_PER_DECADE + 1);
    results->answer = answerFor(results->prepared, results->evaluation);
    return results;
}

} // namespace tco::ui
