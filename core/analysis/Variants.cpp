#include "analysis/Variants.h"

#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/PreparedScenario.h"
#include "cost/SizingMemo.h"
#include "scenario/Scenario.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

/// Each option's monthly cost at the scenario's volume, in the order of optionPosition().
std::vector<std::optional<double>> monthlyCosts(const PreparedScenario& prepared)
{
    const Scenario& scenario = *prepared.scenario;
    std::vector<std::optional<double>> costs;
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        costs.push_back(monthlyTotal(prepared, optionAtPosition(scenario, position), prepared.tokensPerDay));
    return costs;
}

/// The present value of a month's difference over the horizon; nothing for the other kinds,
/// which either follow the horizon already or measure one option.
std::optional<Outcome> presentValueOf(const Outcome& outcome)
{
    if (outcome.kind != Outcome::Kind::MonthlyDifference)
        return std::nullopt;
    return Outcome{Outcome::Kind::PresentValueDifference, outcome.option, outcome.other};
}

VariantColumn column(std::string name, const Scenario& scenario, const Catalog& catalog, const VariantComparison& comparison,
                     SizingMemo& memo)
{
    const PreparedScenario prepared = prepareScenario(scenario, catalog, memo);
    VariantColumn result{std::move(name),
                         {},
                         monthlyCosts(prepared),
                         outcomeValue(prepared, comparison.outcome),
                         comparison.overHorizon ? outcomeValue(prepared, *comparison.overHorizon) : std::nullopt};
    for (const Driver& input : comparison.inputs)
        result.inputs.push_back(driverValue(input, scenario, catalog));
    return result;
}

} // namespace

std::expected<VariantComparison, Issues> compareVariants(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                                         const std::vector<Variant>& variants, SizingMemo* memo)
{
    SizingMemo ownMemo;
    SizingMemo& sizings = memo != nullptr ? *memo : ownMemo;
    VariantComparison comparison;
    comparison.outcome = outcome;
    comparison.overHorizon = presentValueOf(outcome);
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        comparison.options.push_back(optionName(scenario, optionAtPosition(scenario, position)));

    Issues issues;
    for (std::size_t index = 0; index < variants.size(); ++index) {
        for (const DriverSetting& setting : variants[index].settings) {
            if (std::ranges::any_of(comparison.inputs, [&](const Driver& input) { return input.pointer == setting.pointer; }))
                continue;
            if (std::optional<Driver> driver = findDriver(scenario, catalog, setting.pointer))
                comparison.inputs.push_back(std::move(*driver));
            else
                issues.push_back(
                    {fmt::format("/analysis/variants/{}/set", index),
                     fmt::format("\"{}\" is not a number of this scenario that a variant can set", setting.pointer)});
        }
    }
    if (!issues.empty())
        return std::unexpected(std::move(issues));

    comparison.current = column("Current values", scenario, catalog, comparison, sizings);
    for (const Variant& variant : variants) {
        Scenario changed = scenario;
        for (const DriverSetting& setting : variant.settings) {
            const auto input = std::ranges::find(comparison.inputs, setting.pointer, &Driver::pointer);
            setDriverValue(*input, changed, catalog, setting.value);
        }
        comparison.variants.push_back(column(variant.name, changed, catalog, comparison, sizings));
    }
    return comparison;
}

Change changeFrom(double reference, double value)
{
    constexpr double RELATIVE_NOISE = 1e-9;
    const double difference = value - reference;
    const bool noise = std::abs(difference) <= RELATIVE_NOISE * std::max(std::abs(reference), std::abs(value));
    Change change{noise ? 0.0 : difference, std::nullopt};
    if (reference != 0.0)
        change.relative = change.absolute / std::abs(reference);
    return change;
}

} // namespace tco
