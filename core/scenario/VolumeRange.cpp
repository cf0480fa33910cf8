#include "scenario/VolumeRange.h"

#include "scenario/Scenario.h"
#include "scenario/ScenarioRules.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

/// Either side of the volumes a scenario states, the range reaches this far.
constexpr double MARGIN = 100.0;

} // namespace

int VolumeRange::decades() const
{
    return static_cast<int>(std::lround(std::log10(to / from)));
}

VolumeRange volumeRange(double tokensPerDay, double monthlyGrowth, int months)
{
    const double last = scenario_rules::lastMonthTokensPerDay(tokensPerDay, monthlyGrowth, months);
    const double least = std::min(tokensPerDay, last) / MARGIN;
    const double most = std::max(tokensPerDay, last) * MARGIN;
    VolumeRange range;
    range.from = std::max(1.0, std::min(range.from, std::pow(10.0, std::floor(std::log10(least)))));
    range.to = std::min(MAX_TOKENS_PER_DAY, std::max(range.to, std::pow(10.0, std::ceil(std::log10(most)))));
    return range;
}

VolumeRange volumeRange(const Scenario& scenario)
{
    return volumeRange(scenario.workload.tokensPerDay.value(), scenario.workload.monthlyGrowth, scenario.horizonMonths);
}

} // namespace tco
