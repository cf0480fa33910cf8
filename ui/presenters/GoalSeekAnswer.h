#pragma once

#include "json/Issue.h"

#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <utility>

namespace tco {
struct Catalog;
struct Scenario;
} // namespace tco

namespace tco::ui {

class ScenarioPresenter;

/// A goal seek's question: which input changes until one option costs the same as another,
/// each option by its place in goalSeekOptions().
struct GoalSeekQuestion {
    /// The input's JSON pointer: "/workload/tokens_per_day".
    std::string driver;
    int option = 0;
    int against = 0;
};

/// The options a goal seek compares, by name: the self-hosted ones first, then the API offers.
[[nodiscard]] QStringList goalSeekOptions(const Scenario& scenario);

/// The two options the headline compares, as places in goalSeekOptions(); nothing when the
/// scenario has no comparison.
[[nodiscard]] std::optional<std::pair<int, int>> headlinePair(const Scenario& scenario, const Catalog& catalog);

/// What a goal seek found: a sentence for the user, and the value applying it gives the input.
struct GoalSeekAnswer {
    QString text;
    /// Nothing when there is no answer to apply.
    std::optional<double> value;
};

/// Runs the core's goal seek over the input's usual range and says what it found: where the two
/// cost the same, or where the cheaper one changes when a fleet's stairs jump over the other's
/// cost, or why there is no answer. Amounts and values in `locale`.
[[nodiscard]] GoalSeekAnswer seekGoal(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                                      const QLocale& locale);

/// Gives the input at `driver` the value a goal seek found, as one step of the undo history;
/// the scenario's objections when it refuses the value.
[[nodiscard]] Issues applyGoalSeek(ScenarioPresenter& scenario, const std::string& driver, double value);

} // namespace tco::ui
