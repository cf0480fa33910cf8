#include "scenario/ScenarioRules.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco::scenario_rules {
namespace {

bool withinMaximum(double tokensPerDay, double growth, int months)
{
    return lastMonthTokensPerDay(tokensPerDay, growth, months) <= MAX_TOKENS_PER_DAY;
}

} // namespace

double lastMonthTokensPerDay(double tokensPerDay, double growth, int months)
{
    double volume = tokensPerDay;
    for (int month = 2; month <= months; ++month)
        volume = volume * (1.0 + growth);
    return volume;
}

double mostMonthlyGrowth(double tokensPerDay, int months)
{
    if (months <= 1 || tokensPerDay <= 0.0)
        return MONTHLY_GROWTH.maximum;
    // The closed form, then down by the last bits that compounding month by month rounds up.
    double growth = std::min(MONTHLY_GROWTH.maximum, std::pow(MAX_TOKENS_PER_DAY / tokensPerDay, 1.0 / (months - 1)) - 1.0);
    while (!withinMaximum(tokensPerDay, growth, months))
        growth = std::nextafter(growth, -std::numeric_limits<double>::infinity());
    return growth;
}

double mostTokensPerDay(double growth, int months)
{
    if (growth <= 0.0)
        return MAX_TOKENS_PER_DAY;
    double volume = MAX_TOKENS_PER_DAY / std::pow(1.0 + growth, months - 1);
    while (!withinMaximum(volume, growth, months))
        volume = std::nextafter(volume, 0.0);
    return volume;
}

} // namespace tco::scenario_rules
