#pragma once

#include "analysis/OutcomeEvaluator.h"
#include "analysis/Sensitivity.h"
#include "catalog/Catalog.h"
#include "cost/SizingMemo.h"

#include <optional>
#include <vector>

namespace tco::ui {

/// The most inputs a tornado shows, on screen and in the report.
inline constexpr int MOST_TORNADO_BARS = 10;

/// The tornado of the scenario's outcome (scenarioOutcome()): each input alone DEFAULT_SPREAD
/// either way, or over the range the scenario gives it; nothing when the scenario has no
/// outcome. The scenario's own layouts are looked for in `memo` and kept there, the varied
/// scenarios' come from `layouts`. The chart and the report show the same one.
[[nodiscard]] std::optional<Tornado> scenarioTornado(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo,
                                                     const LayoutSource& layouts);

/// The bars a tornado shows: the inputs that move the outcome at all, widest first, at most
/// MOST_TORNADO_BARS of them.
[[nodiscard]] std::vector<TornadoBar> shownBars(const Tornado& tornado);

} // namespace tco::ui
