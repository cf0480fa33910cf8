#pragma once

#include "analysis/Outcome.h"
#include "json/Issue.h"
#include "results/Results.h"

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

/// A goal seek's question, as Excel asks it: set an outcome to a target by changing one input.
/// The options by their place in goalSeekOptions().
struct GoalSeekQuestion {
    /// The input's JSON pointer: "/workload/tokens_per_day".
    std::string driver;
    /// How much more `option` costs a month than `against`, or what `option` costs per million tokens.
    Outcome::Kind kind = Outcome::Kind::MonthlyDifference;
    int option = 0;
    int against = 0;
    /// In the display currency; zero on a difference is where the two cost the same.
    double target = 0.0;
};

/// The options a goal seek compares, by name: the self-hosted ones first, then the API offers.
[[nodiscard]] QStringList goalSeekOptions(const Scenario& scenario);

/// The two options the scenario's question compares, as the headline and the tornado do
/// (Results::outcome()), as places in goalSeekOptions(); nothing when it has no comparison.
[[nodiscard]] std::optional<std::pair<int, int>> headlinePair(const Results& results);

/// The input a goal seek starts on: the one the tornado ranks first, which moves the headline's
/// outcome most; the scenario's volume when there is no tornado.
[[nodiscard]] std::string goalSeekStartDriver(const Results& results);

/// What a goal seek found: a sentence for the user, and the value applying it gives the input.
struct GoalSeekAnswer {
    QString text;
    /// Nothing when there is no answer to apply.
    std::optional<double> value;
};

/// Runs the core's goal seek over the input's usual range and says what it found: where the
/// outcome reaches the target (where the two cost the same), or where it passes it when a
/// fleet's stairs jump, or why there is no answer (a cost that exceeds the other option's at
/// every value). Amounts and values in `locale`, words in the user's language.
[[nodiscard]] GoalSeekAnswer seekGoal(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                                      const QLocale& locale);

/// Gives the input at `driver` the value a goal seek found, as one step of the undo history;
/// the scenario's objections when it refuses the value.
[[nodiscard]] Issues applyGoalSeek(ScenarioPresenter& scenario, const std::string& driver, double value);

} // namespace tco::ui
