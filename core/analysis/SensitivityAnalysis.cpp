#include "analysis/SensitivityAnalysis.h"

#include "cost/Evaluation.h"

#include <algorithm>

namespace tco {
namespace {

/// How far the outcome moves along a line: its highest less its lowest.
double reach(const SpiderLine& line)
{
    double lowest = 0.0;
    double highest = 0.0;
    bool any = false;
    for (const std::optional<double>& outcome : line.outcomes) {
        if (!outcome)
            continue;
        lowest = any ? std::min(lowest, *outcome) : *outcome;
        highest = any ? std::max(highest, *outcome) : *outcome;
        any = true;
    }
    return highest - lowest;
}

} // namespace

std::vector<TornadoBar> shownBars(const Tornado& tornado)
{
    std::vector<TornadoBar> bars;
    for (const TornadoBar& bar : tornado.bars) {
        if (bar.swing > 0.0 && static_cast<int>(bars.size()) < MOST_TORNADO_BARS)
            bars.push_back(bar);
    }
    return bars;
}

std::optional<Spider> scenarioSpider(const Scenario& scenario, const Catalog& catalog, const PreparedScenario& prepared,
                                     const LayoutSource& layouts)
{
    const std::optional<Outcome> outcome = scenarioOutcome(prepared);
    const std::optional<double> base = outcome ? outcomeValue(prepared, *outcome) : std::nullopt;
    if (!base)
        return std::nullopt;
    std::vector<SpiderLine> lines = spider(scenario, catalog, *outcome, SPIDER_STEPS, scenario.analysis.ranges, layouts);
    std::erase_if(lines, [](const SpiderLine& line) { return reach(line) <= 0.0; });
    std::ranges::stable_sort(lines, std::ranges::greater(), reach);
    return Spider{*outcome, *base, std::move(lines)};
}

} // namespace tco
