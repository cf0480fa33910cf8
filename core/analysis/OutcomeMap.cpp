#include "analysis/OutcomeMap.h"

#include "cost/PreparedScenario.h"
#include "scenario/Driver.h"
#include "scenario/Scenario.h"

#include <algorithm>
#include <string>
#include <vector>

namespace tco {
namespace {

constexpr std::string_view TOKENS_PER_DAY = "/workload/tokens_per_day";

const Driver* withPointer(const std::vector<Driver>& drivers, std::string_view pointer)
{
    const auto found = std::ranges::find(drivers, pointer, &Driver::pointer);
    return found != drivers.end() ? &*found : nullptr;
}

/// Tokens a day, the question's own input, or else the first.
const Driver* defaultAcross(const std::vector<Driver>& drivers)
{
    const Driver* volume = withPointer(drivers, TOKENS_PER_DAY);
    return volume != nullptr || drivers.empty() ? volume : &drivers.front();
}

/// The GPU price of the self-hosted option the outcome measures: the first number of how it pays
/// for its GPUs, the price per GPU-hour if rented, the server's price if owned (the file lists
/// them first). Else the first price of any kind, else the first other input.
const Driver* defaultUp(const Scenario& scenario, const std::vector<Driver>& drivers, const Outcome& outcome,
                        const Driver& across)
{
    std::optional<std::size_t> selfHosted = selfHostedOptionOf(scenario, outcome.option);
    if (!selfHosted && comparesTwo(outcome.kind))
        selfHosted = selfHostedOptionOf(scenario, outcome.other);
    const auto differs = [&](const Driver& driver) { return driver.pointer != across.pointer; };
    if (selfHosted) {
        const std::string option = "/self_hosted/" + std::to_string(*selfHosted);
        const auto gpuPrice = std::ranges::find_if(drivers, [&](const Driver& driver) {
            return differs(driver)
                && (driver.pointer.starts_with(option + "/rented/") || driver.pointer.starts_with(option + "/owned/"));
        });
        if (gpuPrice != drivers.end())
            return &*gpuPrice;
    }
    const auto anyPrice = std::ranges::find_if(drivers, [&](const Driver& driver) { return differs(driver) && driver.currency; });
    if (anyPrice != drivers.end())
        return &*anyPrice;
    const auto other = std::ranges::find_if(drivers, differs);
    return other != drivers.end() ? &*other : nullptr;
}

} // namespace

std::optional<OutcomeMap> scenarioMap(const Scenario& scenario, const Catalog& catalog, const PreparedScenario& prepared,
                                      std::string_view across, std::string_view up, const LayoutSource& layouts)
{
    const std::optional<Outcome> outcome = scenarioOutcome(prepared);
    if (!outcome)
        return std::nullopt;
    const std::vector<Driver> drivers = scenarioDrivers(scenario, catalog);
    const Driver* x = withPointer(drivers, across);
    if (x == nullptr)
        x = defaultAcross(drivers);
    if (x == nullptr)
        return std::nullopt;
    const Driver* y = withPointer(drivers, up);
    if (y == nullptr || y->pointer == x->pointer)
        y = defaultUp(scenario, drivers, *outcome, *x);
    if (y == nullptr)
        return std::nullopt;
    const DriverRange xRange = searchRange(*x);
    const DriverRange yRange = searchRange(*y);
    return OutcomeMap{*outcome, xRange, yRange,
                      twoWayTable(scenario, catalog, *outcome, *x, xRange, *y, yRange, MAP_COLUMNS, MAP_ROWS, layouts)};
}

} // namespace tco
