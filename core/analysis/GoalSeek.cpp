#include "analysis/GoalSeek.h"

#include "analysis/DriverOutcome.h"
#include "cost/Comparison.h"
#include "cost/PreparedScenario.h"
#include "text/EnglishNumbers.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace tco {
namespace {

constexpr int SAMPLES = 128;
/// The bracket is halved until it is this narrow relative to the value: closer than any input
/// is known, and at most about 50 halvings of a range of ten decades.
constexpr double RELATIVE_TOLERANCE = 1e-6;
constexpr int MAX_HALVINGS = 200;
/// Share of the change between two samples that a bracket keeps only across a jump.
constexpr double STEP_SHARE = 1e-3;
/// How far apart an item's amounts may be at two values of the driver and still count as one
/// amount: rounding, not a change.
constexpr double SAME_AMOUNT = 1e-9;

struct Sample {
    double value;
    /// The outcome less the target.
    double gap;
};

/// Whether the gap has a different sign at the two samples; zero counts as reached.
bool bracketsTarget(double below, double above)
{
    return below == 0.0 || std::signbit(below) != std::signbit(above);
}

/// Each option's month with the driver at `value`; nothing where an option cannot run.
std::optional<std::pair<CostBreakdown, CostBreakdown>> monthsAt(const Scenario& scenario, const Catalog& catalog,
                                                                const Outcome& outcome, const Driver& driver, double value)
{
    Scenario varied = scenario;
    setDriverValue(driver, varied, catalog, value);
    const PreparedScenario prepared = prepareScenario(varied, catalog);
    const std::optional<CostBreakdown> first = monthlyBreakdown(prepared, outcome.option, prepared.tokensPerDay);
    const std::optional<CostBreakdown> second = monthlyBreakdown(prepared, outcome.other, prepared.tokensPerDay);
    if (!first || !second)
        return std::nullopt;
    return std::pair{*first, *second};
}

bool sameAmount(double a, double b)
{
    return std::abs(a - b) <= SAME_AMOUNT * std::max(std::abs(a), std::abs(b));
}

/// Of two options that never cost the same, the dearer one's largest item that does not move
/// with the driver (the same at both ends of the range and where the two come nearest), if it
/// alone is more than the other's whole month there.
std::optional<FixedCostItem> fixedItemBeyond(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                             const Driver& driver, const GoalSeekMiss& miss)
{
    const auto nearest = monthsAt(scenario, catalog, outcome, driver, miss.nearestValue);
    const auto low = monthsAt(scenario, catalog, outcome, driver, miss.range.low);
    const auto high = monthsAt(scenario, catalog, outcome, driver, miss.range.high);
    if (!nearest || !low || !high)
        return std::nullopt;
    const bool firstDearer = miss.reason == GoalSeekMiss::Reason::StaysAbove;
    const auto dearer = [&](const auto& months) -> const CostBreakdown& { return firstDearer ? months->first : months->second; };
    const CostBreakdown& other = firstDearer ? nearest->second : nearest->first;

    std::optional<FixedCostItem> largest;
    for (std::size_t index = 0; index < COST_ITEM_COUNT; ++index) {
        const double amount = dearer(nearest).items[index];
        if (amount <= 0.0 || !sameAmount(amount, dearer(low).items[index]) || !sameAmount(amount, dearer(high).items[index]))
            continue;
        if (!largest || amount > largest->amount) {
            largest = FixedCostItem{firstDearer ? outcome.option : outcome.other, static_cast<CostItem>(index), amount,
                                    other.total()};
        }
    }
    if (!largest || largest->amount <= largest->otherTotal)
        return std::nullopt;
    return largest;
}

/// Why no value in the range reaches the target, from the samples over it.
GoalSeekMiss missFrom(const Scenario& scenario, const Catalog& catalog, const GoalSeekTarget& target, const Driver& driver,
                      const DriverRange& range, const std::vector<Sample>& samples)
{
    const auto [lowest, highest] = std::ranges::minmax(samples, {}, &Sample::gap);
    const Sample& nearest = std::ranges::min(samples, {}, [](const Sample& sample) { return std::abs(sample.gap); });
    GoalSeekMiss miss{lowest.gap > 0.0 ? GoalSeekMiss::Reason::StaysAbove : GoalSeekMiss::Reason::StaysBelow,
                      range,
                      lowest.gap + target.value,
                      highest.gap + target.value,
                      nearest.value,
                      nearest.gap + target.value,
                      std::nullopt};
    if (target.outcome.kind == Outcome::Kind::MonthlyDifference && target.value == 0.0)
        miss.fixedItem = fixedItemBeyond(scenario, catalog, target.outcome, driver, miss);
    return miss;
}

} // namespace

std::expected<GoalSeekResult, GoalSeekMiss> goalSeek(const Scenario& scenario, const Catalog& catalog,
                                                     const GoalSeekTarget& target, const Driver& driver, const DriverRange& range)
{
    DriverOutcome vary(scenario, catalog, target.outcome);
    const auto gapAt
        = [&](double value) { return vary.at(driver, value).transform([&](double outcome) { return outcome - target.value; }); };
    std::vector<Sample> samples;
    for (const double value : rangeValues(range, SAMPLES)) {
        if (const std::optional<double> gap = gapAt(value))
            samples.push_back({value, *gap});
    }
    if (samples.empty()) {
        GoalSeekMiss cannotRun;
        cannotRun.range = range;
        return std::unexpected(cannotRun);
    }

    GoalSeekResult result;
    std::optional<std::size_t> first;
    for (std::size_t index = 1; index < samples.size(); ++index) {
        if (bracketsTarget(samples[index - 1].gap, samples[index].gap)) {
            ++result.crossings;
            first = first.value_or(index);
        }
    }
    if (!first)
        return std::unexpected(missFrom(scenario, catalog, target, driver, range, samples));

    Sample below = samples[*first - 1];
    Sample above = samples[*first];
    const double sampledChange = std::abs(above.gap - below.gap);
    for (int halving = 0; halving < MAX_HALVINGS && below.gap != 0.0; ++halving) {
        const double width = above.value - below.value;
        if (width <= RELATIVE_TOLERANCE * std::max(std::abs(below.value), std::abs(above.value)))
            break;
        const double middle = below.value + width / 2.0;
        const std::optional<double> atMiddle = gapAt(middle);
        // Where an option cannot run the outcome is unknown: the search keeps to the side it knows.
        if (!atMiddle || bracketsTarget(below.gap, *atMiddle))
            above = {middle, atMiddle.value_or(above.gap)};
        else
            below = {middle, *atMiddle};
    }
    result.value = below.gap == 0.0 ? below.value : (below.value + above.value) / 2.0;
    result.outcomeBelow = below.gap + target.value;
    result.outcomeAbove = above.gap + target.value;
    // Through the target, the change across the bracket shrinks with its width, to about 1e-4
    // of the change between two samples; across a jump it stays the jump's height.
    result.step = below.gap != 0.0 && std::abs(above.gap - below.gap) > STEP_SHARE * sampledChange;
    return result;
}

std::string describeMiss(const Scenario& scenario, const GoalSeekTarget& target, const Driver& driver, const GoalSeekMiss& miss)
{
    const std::string currency(scenario.currency.display.code());
    const std::string span = fmt::format("from {:.6g} to {:.6g} {}", miss.range.low, miss.range.high, driver.unit);
    if (miss.reason == GoalSeekMiss::Reason::CannotRun)
        return fmt::format("a self-hosted option that {} needs cannot run anywhere {}", describeOutcome(scenario, target.outcome),
                           span);
    const std::string nearest = fmt::format("{:.6g} {}", miss.nearestValue, driver.unit);
    if (const std::optional<FixedCostItem>& fixed = miss.fixedItem) {
        const OptionRef other = fixed->option == target.outcome.option ? target.outcome.other : target.outcome.option;
        return fmt::format("{}, {} of {} alone comes to {} {} a month at every value, more than all of {} ({} {} a month at "
                           "{}, where the two come nearest)",
                           span, costItemLabel(fixed->item), optionName(scenario, fixed->option), englishAmount(fixed->amount),
                           currency, optionName(scenario, other), englishAmount(fixed->otherTotal), currency, nearest);
    }
    return fmt::format("{}, {} is between {} and {} {}, always {} the target of {} {} (nearest at {})", span,
                       describeOutcome(scenario, target.outcome), englishAmount(miss.lowest), englishAmount(miss.highest),
                       currency, miss.reason == GoalSeekMiss::Reason::StaysAbove ? "above" : "below", englishAmount(target.value),
                       currency, nearest);
}

} // namespace tco
