#pragma once

#include "json/EnumNames.h"
#include "scenario/OptionRef.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

struct Catalog;
struct PreparedScenario;
struct Scenario;

/// What an analysis measures, in the display currency: how much more one option costs than
/// another (below zero when the first is cheaper) a month at the scenario's volume, or over its
/// horizon as the volume grows; or what one option costs per million tokens.
struct Outcome {
    enum class Kind {
        MonthlyDifference,
        CostPerMillionTokens,
        /// The difference of the two options' costs summed over the horizon, one-time costs in
        /// (HorizonSeries::cumulative).
        HorizonDifference,
        /// The difference of their costs over the horizon discounted to today at the scenario's
        /// yearly rate (HorizonSeries::netPresentValue).
        PresentValueDifference,
        /// What one option's commitments bill over the horizon that its volume does not use:
        /// reserved GPUs it does not need, a promised spend above its bill (the cost of being
        /// locked in; HorizonSeries::unusedCommitment).
        UnusedCommitment,
    };

    Kind kind = Kind::MonthlyDifference;
    OptionRef option;
    /// What `option` is compared with (the kinds comparesTwo()).
    OptionRef other;

    friend bool operator==(const Outcome&, const Outcome&) = default;
};

/// How reports and the command line spell each kind.
inline constexpr std::array OUTCOME_KIND_NAMES{
    EnumName<Outcome::Kind>{Outcome::Kind::MonthlyDifference, "monthly_difference"},
    EnumName<Outcome::Kind>{Outcome::Kind::CostPerMillionTokens, "cost_per_million_tokens"},
    EnumName<Outcome::Kind>{Outcome::Kind::HorizonDifference, "horizon_difference"},
    EnumName<Outcome::Kind>{Outcome::Kind::PresentValueDifference, "present_value_difference"},
    EnumName<Outcome::Kind>{Outcome::Kind::UnusedCommitment, "unused_commitment"},
};

/// Whether an outcome of `kind` is one option's cost less another's.
[[nodiscard]] constexpr bool comparesTwo(Outcome::Kind kind)
{
    return kind != Outcome::Kind::CostPerMillionTokens && kind != Outcome::Kind::UnusedCommitment;
}

/// Whether an outcome of `kind` follows the volume over the horizon rather than one month.
[[nodiscard]] constexpr bool overHorizon(Outcome::Kind kind)
{
    return kind == Outcome::Kind::HorizonDifference || kind == Outcome::Kind::PresentValueDifference
        || kind == Outcome::Kind::UnusedCommitment;
}

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

/// "2× H100 rented minus Claude Opus 4.5 API, a month"; "… over 36 months"; "… over 36 months,
/// discounted at 8 % a year"; "2× H100 rented per million tokens"; "2× H100 rented: unused
/// commitment over 36 months".
[[nodiscard]] std::string describeOutcome(const Scenario& scenario, const Outcome& outcome);

} // namespace tco
