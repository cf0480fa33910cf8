#include "analysis/GoalSeek.h"

#include "analysis/DriverOutcome.h"

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

struct Sample {
    double value;
    double outcome;
};

/// Whether the outcome has a different sign at the two samples; zero counts as reached.
bool bracketsZero(double below, double above)
{
    return below == 0.0 || std::signbit(below) != std::signbit(above);
}

} // namespace

std::expected<GoalSeekResult, std::string> goalSeek(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                                    const Driver& driver, const DriverRange& range)
{
    DriverOutcome vary(scenario, catalog, outcome);
    std::vector<Sample> samples;
    for (const double value : rangeValues(range, SAMPLES)) {
        if (const std::optional<double> result = vary.at(driver, value))
            samples.push_back({value, *result});
    }
    if (samples.empty())
        return std::unexpected(fmt::format("a self-hosted option that {} needs cannot run anywhere from {:.10g} to {:.10g} {}",
                                           describeOutcome(scenario, outcome), range.low, range.high, driver.unit));

    GoalSeekResult result;
    std::optional<std::size_t> first;
    for (std::size_t index = 1; index < samples.size(); ++index) {
        if (bracketsZero(samples[index - 1].outcome, samples[index].outcome)) {
            ++result.crossings;
            first = first.value_or(index);
        }
    }
    if (!first) {
        const auto [lowest, highest] = std::ranges::minmax(samples, {}, &Sample::outcome);
        return std::unexpected(
            fmt::format("{} does not reach zero for {} from {:.10g} to {:.10g} {}: it stays between {:.2f} and {:.2f} {}",
                        describeOutcome(scenario, outcome), driver.name, range.low, range.high, driver.unit, lowest.outcome,
                        highest.outcome, scenario.currency.display.code()));
    }

    Sample below = samples[*first - 1];
    Sample above = samples[*first];
    const double sampledChange = std::abs(above.outcome - below.outcome);
    for (int halving = 0; halving < MAX_HALVINGS && below.outcome != 0.0; ++halving) {
        const double width = above.value - below.value;
        if (width <= RELATIVE_TOLERANCE * std::max(std::abs(below.value), std::abs(above.value)))
            break;
        const double middle = below.value + width / 2.0;
        const std::optional<double> atMiddle = vary.at(driver, middle);
        // Where an option cannot run the outcome is unknown: the search keeps to the side it knows.
        if (!atMiddle || bracketsZero(below.outcome, *atMiddle))
            above = {middle, atMiddle.value_or(above.outcome)};
        else
            below = {middle, *atMiddle};
    }
    result.value = below.outcome == 0.0 ? below.value : (below.value + above.value) / 2.0;
    result.outcomeBelow = below.outcome;
    result.outcomeAbove = above.outcome;
    // Through zero, the change across the bracket shrinks with its width, to about 1e-4 of the
    // change between two samples; across a jump it stays the jump's height.
    result.step = below.outcome != 0.0 && std::abs(above.outcome - below.outcome) > STEP_SHARE * sampledChange;
    return result;
}

} // namespace tco
