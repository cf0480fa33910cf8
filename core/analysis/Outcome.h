#pragma once

#include "scenario/OptionRef.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

struct Catalog;
struct PreparedScenario;
struct Scenario;

/// What an analysis measures, in the display currency at the scenario's volume: how much more
/// one option costs a month than another (below zero when the first is cheaper), or what one
/// option costs per million tokens.
struct Outcome {
    enum class Kind { MonthlyDifference, CostPerMillionTokens };

    Kind kind = Kind::MonthlyDifference;
    OptionRef option;
    /// What `option` is compared with (MonthlyDifference only).
    OptionRef other;
};

/// The question the headline answers: the cheapest self-hosted option that can run against the
/// cheapest API offer at the scenario's volume; nothing when the scenario lacks either kind.
[[nodiscard]] std::optional<Outcome> defaultOutcome(const Scenario& scenario, const Catalog& catalog);
/// defaultOutcome() of the scenario `prepared` has every option of prepared.
[[nodiscard]] std::optional<Outcome> defaultOutcome(const PreparedScenario& prepared);

/// What the analyses of `scenario` measure unless told otherwise: the two options its file
/// compares in /analysis/compare, else defaultOutcome().
[[nodiscard]] std::optional<Outcome> scenarioOutcome(const Scenario& scenario, const Catalog& catalog);
/// scenarioOutcome() of the scenario `prepared` has every option of prepared.
[[nodiscard]] std::optional<Outcome> scenarioOutcome(const PreparedScenario& prepared);

/// The outcome for `scenario`; nothing when a self-hosted option it measures cannot run. Prepares
/// only the options it compares; OutcomeEvaluator evaluates many scenarios faster.
[[nodiscard]] std::optional<double> outcomeValue(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome);

/// The outcome for a prepared scenario, of which at least the options `outcome` compares are
/// prepared.
[[nodiscard]] std::optional<double> outcomeValue(const PreparedScenario& prepared, const Outcome& outcome);

/// "2× H100 rented minus Claude Opus 4.5 API, a month"; "2× H100 rented per million tokens".
[[nodiscard]] std::string describeOutcome(const Scenario& scenario, const Outcome& outcome);

} // namespace tco
