#include "analysis/Outcome.h"

#include "analysis/OutcomeEvaluator.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/MonthlyTokens.h"
#include "cost/PreparedScenario.h"
#include "scenario/Scenario.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

namespace tco {
namespace {

/// The cheapest of one kind of option, among those that can run.
std::optional<OptionRef> cheapest(const PreparedScenario& prepared, OptionKind kind)
{
    const std::size_t count = kind == OptionKind::SelfHosted ? prepared.selfHosted.size() : prepared.api.size();
    const std::optional<std::size_t> index = cheapestOf(
        count, [&](std::size_t option) { return monthlyTotal(prepared, OptionRef{kind, option}, prepared.tokensPerDay); });
    return index ? std::optional(OptionRef{kind, *index}) : std::nullopt;
}

/// The two options the file compares in /analysis/compare, if it names them.
std::optional<Outcome> comparedInFile(const Scenario& scenario)
{
    if (scenario.analysis.option.empty())
        return std::nullopt;
    // Reading the file checked that both names are options of the scenario.
    return Outcome{Outcome::Kind::MonthlyDifference, *findOption(scenario, scenario.analysis.option),
                   *findOption(scenario, scenario.analysis.against)};
}

} // namespace

std::optional<Outcome> defaultOutcome(const Scenario& scenario, const Catalog& catalog)
{
    return defaultOutcome(prepareScenario(scenario, catalog));
}

std::optional<Outcome> defaultOutcome(const PreparedScenario& prepared)
{
    const std::optional<OptionRef> selfHosted = cheapest(prepared, OptionKind::SelfHosted);
    const std::optional<OptionRef> api = cheapest(prepared, OptionKind::Api);
    if (!selfHosted || !api)
        return std::nullopt;
    return Outcome{Outcome::Kind::MonthlyDifference, *selfHosted, *api};
}

std::optional<Outcome> scenarioOutcome(const Scenario& scenario, const Catalog& catalog)
{
    if (std::optional<Outcome> named = comparedInFile(scenario))
        return named;
    return defaultOutcome(scenario, catalog);
}

std::optional<Outcome> scenarioOutcome(const PreparedScenario& prepared)
{
    if (std::optional<Outcome> named = comparedInFile(*prepared.scenario))
        return named;
    return defaultOutcome(prepared);
}

std::optional<double> outcomeValue(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome)
{
    return OutcomeEvaluator(catalog, outcome).evaluate(scenario);
}

std::optional<double> outcomeValue(const PreparedScenario& prepared, const Outcome& outcome)
{
    const std::optional<double> cost = monthlyTotal(prepared, outcome.option, prepared.tokensPerDay);
    if (!cost)
        return std::nullopt;
    if (outcome.kind == Outcome::Kind::CostPerMillionTokens) {
        const double tokens = monthlyTokens(prepared.scenario->workload, prepared.tokensPerDay).total();
        return *cost / tokens * TOKENS_PER_MILLION;
    }
    if (outcome.kind == Outcome::Kind::MonthlyDifference) {
        const std::optional<double> otherCost = monthlyTotal(prepared, outcome.other, prepared.tokensPerDay);
        if (!otherCost)
            return std::nullopt;
        return *cost - *otherCost;
    }
    const std::optional<HorizonSeries> first = optionHorizon(prepared, outcome.option);
    if (outcome.kind == Outcome::Kind::UnusedCommitment)
        return first.transform([](const HorizonSeries& series) { return series.unusedCommitment; });
    const std::optional<HorizonSeries> second = optionHorizon(prepared, outcome.other);
    if (!first || !second)
        return std::nullopt;
    return outcome.kind == Outcome::Kind::HorizonDifference ? first->cumulative - second->cumulative
                                                            : first->netPresentValue - second->netPresentValue;
}

std::string describeOutcome(const Scenario& scenario, const Outcome& outcome)
{
    const std::string first = optionName(scenario, outcome.option);
    switch (outcome.kind) {
    case Outcome::Kind::CostPerMillionTokens:
        return fmt::format("{} per million tokens", first);
    case Outcome::Kind::MonthlyDifference:
        break;
    case Outcome::Kind::HorizonDifference:
        return fmt::format("{} minus {} over {} months", first, optionName(scenario, outcome.other), scenario.horizonMonths);
    case Outcome::Kind::PresentValueDifference:
        return fmt::format("{} minus {} over {} months, discounted at {:g} % a year", first, optionName(scenario, outcome.other),
                           scenario.horizonMonths, scenario.discountRatePerYear * 100.0);
    case Outcome::Kind::UnusedCommitment:
        return fmt::format("{}: unused commitment over {} months", first, scenario.horizonMonths);
    }
    return fmt::format("{} minus {}, a month", first, optionName(scenario, outcome.other));
}

} // namespace tco
