#pragma once

#include "analysis/Outcome.h"
#include "analysis/OutcomeEvaluator.h"
#include "analysis/Sensitivity.h"

#include <optional>
#include <string_view>

namespace tco {

struct Catalog;
struct PreparedScenario;
struct Scenario;

/// The cells a break-even map has across and up: the application's map and the workbook's
/// two-way table show the same ones.
inline constexpr int MAP_COLUMNS = 41;
inline constexpr int MAP_ROWS = 31;

/// A two-way table of the scenario's outcome, as a break-even map shows it: `table.x` across,
/// `table.y` up, each over its search range.
struct OutcomeMap {
    Outcome outcome;
    DriverRange acrossRange;
    DriverRange upRange;
    TwoWayTable table;
};

/// The map of `scenario`'s outcome (scenarioOutcome() of `prepared`, its preparation) across the
/// driver at `across` and up the one at `up`, MAP_COLUMNS × MAP_ROWS cells. An empty or unknown
/// pointer takes the default: tokens a day across, the question's own input; up, the GPU price
/// of the self-hosted option the outcome measures, else any price, else any other input. Up the
/// same input as across takes the default too. Nothing when the scenario has no outcome or
/// fewer than two drivers. The varied scenarios' layouts come from `layouts`.
[[nodiscard]] std::optional<OutcomeMap> scenarioMap(const Scenario& scenario, const Catalog& catalog,
                                                    const PreparedScenario& prepared, std::string_view across = {},
                                                    std::string_view up = {}, const LayoutSource& layouts = {});

} // namespace tco
