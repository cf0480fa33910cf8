#include "presenters/SensitivityAnalysis.h"

#include "analysis/Outcome.h"
#include "cost/Evaluation.h"

namespace tco::ui {

std::optional<Tornado> scenarioTornado(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo,
                                       const LayoutSource& layouts)
{
    const std::optional<Outcome> outcome = scenarioOutcome(prepareScenario(scenario, catalog, memo));
    return outcome ? tornado(scenario, catalog, *outcome, DEFAULT_SPREAD, scenario.analysis.ranges, layouts) : std::nullopt;
}

std::vector<TornadoBar> shownBars(const Tornado& tornado)
{
    std::vector<TornadoBar> bars;
    for (const TornadoBar& bar : tornado.bars) {
        if (bar.swing > 0.0 && static_cast<int>(bars.size()) < MOST_TORNADO_BARS)
            bars.push_back(bar);
    }
    return bars;
}

} // namespace tco::ui
