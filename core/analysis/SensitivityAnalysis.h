#pragma once

#include "analysis/Outcome.h"
#include "analysis/OutcomeEvaluator.h"
#include "analysis/Sensitivity.h"
#include "catalog/Catalog.h"
#include "cost/PreparedScenario.h"
#include "cost/SizingMemo.h"

#include <array>
#include <optional>
#include <vector>

namespace tco {

/// The most inputs a tornado shows, on screen and in the report.
inline constexpr int MOST_TORNADO_BARS = 10;

/// The bars a tornado shows: the inputs that move the outcome at all, widest first, at most
/// MOST_TORNADO_BARS of them.
[[nodiscard]] std::vector<TornadoBar> shownBars(const Tornado& tornado);

/// The steps a spider traces each input through (spiderValue()): from the low end of its range
/// (-1) through its value (0) to the high end (+1), each side in six equal steps, so that stairs
/// (a fleet adding a GPU) show between the tornado's two ends.
inline constexpr std::array SPIDER_STEPS{-1.0,      -5.0 / 6.0, -4.0 / 6.0, -3.0 / 6.0, -2.0 / 6.0, -1.0 / 6.0, 0.0,
                                         1.0 / 6.0, 2.0 / 6.0,  3.0 / 6.0,  4.0 / 6.0,  5.0 / 6.0,  1.0};

/// A spider of the scenario's outcome: the outcome at the current values, and a line for each
/// input that moves it, the one that moves it furthest first.
struct Spider {
    Outcome outcome;
    double base = 0.0;
    std::vector<SpiderLine> lines;
};

/// The spider of `scenario`'s outcome (scenarioOutcome() of `prepared`, its preparation) through
/// SPIDER_STEPS; nothing when it has no outcome or the outcome cannot be evaluated.
[[nodiscard]] std::optional<Spider> scenarioSpider(const Scenario& scenario, const Catalog& catalog,
                                                   const PreparedScenario& prepared, const LayoutSource& layouts);

} // namespace tco
