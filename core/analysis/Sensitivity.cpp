#include "analysis/Sensitivity.h"

#include "analysis/DriverOutcome.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco {
namespace {

/// A range spanning more than this ratio is sampled by equal ratios rather than equal steps.
constexpr double LOG_SPACING_RATIO = 10.0;

} // namespace

DriverRange spreadRange(const Driver& driver, double spread)
{
    const double low = clampToRule(driver.value * (1.0 - spread), driver.rule);
    const double high = clampToRule(driver.value * (1.0 + spread), driver.rule);
    return {driver.pointer, std::min(low, high), std::max(low, high)};
}

DriverRange defaultRange(const Driver& driver)
{
    const DefaultRange factors = driver.field != nullptr ? driver.field->defaultRange : DefaultRange{};
    const double low = clampToRule(driver.value * factors.low, driver.rule);
    const double high = clampToRule(driver.value * factors.high, driver.rule);
    return {driver.pointer, std::min(low, high), std::max(low, high)};
}

DriverRange variedRange(const Driver& driver, std::span<const DriverRange> ranges, std::optional<double> spread)
{
    const auto given = std::ranges::find(ranges, driver.pointer, &DriverRange::pointer);
    if (given != ranges.end())
        return *given;
    return spread ? spreadRange(driver, *spread) : defaultRange(driver);
}

DriverRange searchRange(const Driver& driver)
{
    if (driver.searchSpan)
        return {driver.pointer, driver.searchSpan->first, driver.searchSpan->second};
    if (driver.rule.maximum <= 1.0)
        return {driver.pointer, clampToRule(driver.rule.minimum, driver.rule), driver.rule.maximum};
    if (driver.value == 0.0)
        return {driver.pointer, clampToRule(0.0, driver.rule), clampToRule(1.0, driver.rule)};
    return {driver.pointer, clampToRule(driver.value / 10.0, driver.rule), clampToRule(driver.value * 10.0, driver.rule)};
}

std::optional<Tornado> tornado(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                               std::optional<double> spread, std::span<const DriverRange> ranges, const LayoutSource& layouts)
{
    DriverOutcome vary(scenario, catalog, outcome, layouts);
    const std::optional<double> base = vary.atValues();
    if (!base)
        return std::nullopt;
    Tornado result{outcome, *base, {}};
    for (Driver& driver : scenarioDrivers(scenario, catalog)) {
        const DriverRange range = variedRange(driver, ranges, spread);
        if (range.low == range.high)
            continue;
        TornadoBar bar{std::move(driver), range.low, range.high, {}, {}, 0.0};
        bar.outcomeAtLow = vary.at(bar.driver, range.low);
        bar.outcomeAtHigh = vary.at(bar.driver, range.high);
        if (bar.outcomeAtLow && bar.outcomeAtHigh)
            bar.swing = std::abs(*bar.outcomeAtHigh - *bar.outcomeAtLow);
        result.bars.push_back(std::move(bar));
    }
    std::ranges::stable_sort(result.bars, std::ranges::greater{}, &TornadoBar::swing);
    return result;
}

double spiderValue(const Driver& driver, const DriverRange& range, double step)
{
    // std::lerp gives each end exactly, so that a spider's ends are the tornado's to the last bit.
    return std::lerp(driver.value, step < 0.0 ? range.low : range.high, std::abs(step));
}

std::vector<SpiderLine> spider(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                               std::span<const double> steps, std::span<const DriverRange> ranges, const LayoutSource& layouts)
{
    std::vector<SpiderLine> lines;
    DriverOutcome vary(scenario, catalog, outcome, layouts);
    for (Driver& driver : scenarioDrivers(scenario, catalog)) {
        DriverRange range = variedRange(driver, ranges);
        if (range.low == range.high)
            continue;
        SpiderLine line{std::move(driver), std::move(range), {}, {}};
        for (const double step : steps) {
            const double value = spiderValue(line.driver, line.range, step);
            line.values.push_back(value);
            line.outcomes.push_back(vary.at(line.driver, value));
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<double> rangeValues(const DriverRange& range, int points)
{
    std::vector<double> values;
    const int count = std::max(points, 2);
    const bool byRatio = spacedByRatio(range);
    for (int point = 0; point < count; ++point) {
        const double share = static_cast<double>(point) / (count - 1);
        values.push_back(byRatio ? range.low * std::pow(range.high / range.low, share)
                                 : range.low + share * (range.high - range.low));
    }
    // The ends exactly as given, without the rounding of pow.
    values.back() = range.high;
    return values;
}

bool spacedByRatio(const DriverRange& range)
{
    return range.low > 0.0 && range.high / range.low > LOG_SPACING_RATIO;
}

double rangeShare(const DriverRange& range, double value)
{
    if (range.high == range.low)
        return 0.0;
    if (spacedByRatio(range))
        return value > 0.0 ? std::log(value / range.low) / std::log(range.high / range.low)
                           : -std::numeric_limits<double>::infinity();
    return (value - range.low) / (range.high - range.low);
}

OneWayTable oneWayTable(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome, const Driver& driver,
                        const DriverRange& range, int points)
{
    OneWayTable table{driver, rangeValues(range, points), {}};
    DriverOutcome vary(scenario, catalog, outcome);
    for (const double value : table.values)
        table.outcomes.push_back(vary.at(driver, value));
    return table;
}

TwoWayTable twoWayTable(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome, const Driver& x,
                        const DriverRange& xRange, const Driver& y, const DriverRange& yRange, int xPoints, int yPoints,
                        const LayoutSource& layouts)
{
    TwoWayTable table{x, y, rangeValues(xRange, xPoints), rangeValues(yRange, yPoints), {}, {}};
    DriverOutcome vary(scenario, catalog, outcome, layouts);
    for (const double yValue : table.yValues) {
        std::vector<std::optional<double>> row;
        for (const double xValue : table.xValues)
            row.push_back(vary.at(x, xValue, y, yValue));
        table.outcomes.push_back(std::move(row));
    }
    for (std::size_t column = 0; column < table.xValues.size(); ++column) {
        std::optional<double> crossing;
        for (std::size_t row = 1; row < table.yValues.size() && !crossing; ++row) {
            const std::optional<double>& below = table.outcomes[row - 1][column];
            const std::optional<double>& above = table.outcomes[row][column];
            if (below && above && std::signbit(*below) != std::signbit(*above)) {
                // Where the straight line between the two cells meets zero: the contour a chart draws.
                const double share = *below / (*below - *above);
                crossing = table.yValues[row - 1] + share * (table.yValues[row] - table.yValues[row - 1]);
            }
        }
        table.breakEven.push_back(crossing);
    }
    return table;
}

} // namespace tco
