#include "cost/Finance.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace tco {
namespace {

constexpr double MONTHS_PER_YEAR = 12.0;
/// The rates internalRateOfReturn() searches, per period. Below −50 % a period the discount
/// factors of a 240-month horizon would pass 2^240; an investment losing that fast has no rate
/// worth quoting.
constexpr double LOWEST_RATE = -0.5;
constexpr double HIGHEST_RATE = 10.0;
/// Bisection halves the bracket; 200 halvings take a bracket of 10.5 below a double's resolution.
constexpr int BISECTIONS = 200;

/// The present value of the flows at the discount factor 1 / (1 + rate), by Horner's rule.
double valueAtFactor(std::span<const double> flows, double factor)
{
    double value = 0.0;
    for (auto flow = flows.rbegin(); flow != flows.rend(); ++flow)
        value = value * factor + *flow;
    return value;
}

/// How often the sequence changes sign, zeros skipped.
int signChanges(std::span<const double> values)
{
    int changes = 0;
    double last = 0.0;
    for (const double value : values) {
        if (value == 0.0)
            continue;
        if (last != 0.0 && (value > 0.0) != (last > 0.0))
            ++changes;
        last = value;
    }
    return changes;
}

std::vector<double> runningSums(std::span<const double> flows)
{
    std::vector<double> sums(flows.size());
    double sum = 0.0;
    for (std::size_t index = 0; index < flows.size(); ++index) {
        sum += flows[index];
        sums[index] = sum;
    }
    return sums;
}

/// The rate in [low, high] where the present value changes sign, by bisection; nothing when it
/// has the same sign at both ends.
std::optional<double> rootBetween(std::span<const double> flows, double low, double high)
{
    double lowValue = presentValue(flows, low);
    const double highValue = presentValue(flows, high);
    if (lowValue == 0.0)
        return low;
    if (highValue == 0.0)
        return high;
    if ((lowValue > 0.0) == (highValue > 0.0))
        return std::nullopt;
    for (int step = 0; step < BISECTIONS && high - low > 0.0; ++step) {
        const double middle = low + (high - low) / 2.0;
        if (middle <= low || middle >= high)
            break;
        const double value = presentValue(flows, middle);
        if (value == 0.0)
            return middle;
        if ((value > 0.0) == (lowValue > 0.0)) {
            low = middle;
            lowValue = value;
        } else {
            high = middle;
        }
    }
    return low + (high - low) / 2.0;
}

} // namespace

std::vector<double> depreciationSchedule(const DepreciationTerms& terms)
{
    assert(terms.periods > 0 && terms.residual <= terms.cost);
    std::vector<double> schedule(static_cast<std::size_t>(terms.periods));
    const double depreciable = terms.cost - terms.residual;
    if (terms.method == DepreciationMethod::StraightLine) {
        std::ranges::fill(schedule, depreciable / terms.periods);
        return schedule;
    }
    const double rate = std::min(1.0, terms.factor / terms.periods);
    double book = terms.cost;
    for (int period = 0; period < terms.periods; ++period) {
        const double declining = book * rate;
        const double straightLine = (book - terms.residual) / (terms.periods - period);
        const double amount = std::min(std::max(declining, straightLine), book - terms.residual);
        schedule[static_cast<std::size_t>(period)] = amount;
        book -= amount;
    }
    return schedule;
}

double presentValue(std::span<const double> flows, double ratePerPeriod)
{
    assert(ratePerPeriod > -1.0);
    return valueAtFactor(flows, 1.0 / (1.0 + ratePerPeriod));
}

std::optional<double> internalRateOfReturn(std::span<const double> flows)
{
    if (signChanges(flows) == 1)
        return rootBetween(flows, LOWEST_RATE, HIGHEST_RATE);
    const std::vector<double> sums = runningSums(flows);
    const auto firstNonZero = std::ranges::find_if(sums, [](double sum) { return sum != 0.0; });
    if (firstNonZero != sums.end() && *firstNonZero < 0.0 && signChanges(sums) == 1 && sums.back() != 0.0)
        return rootBetween(flows, 0.0, HIGHEST_RATE);
    return std::nullopt;
}

std::optional<std::size_t> paybackPeriod(std::span<const double> flows, double ratePerPeriod)
{
    // Walk back from the end: the payback is the period after the last one the sum was below zero.
    double sum = presentValue(flows, ratePerPeriod);
    if (flows.empty() || sum < 0.0)
        return std::nullopt;
    const double factor = 1.0 / (1.0 + ratePerPeriod);
    std::size_t period = flows.size();
    while (period > 1) {
        sum -= flows[period - 1] * std::pow(factor, static_cast<double>(period - 1));
        if (sum < 0.0)
            break;
        --period;
    }
    return period - 1;
}

double yearlyFromMonthly(double ratePerMonth)
{
    return std::expm1(MONTHS_PER_YEAR * std::log1p(ratePerMonth));
}

double monthlyFromYearly(double ratePerYear)
{
    return std::expm1(std::log1p(ratePerYear) / MONTHS_PER_YEAR);
}

} // namespace tco
