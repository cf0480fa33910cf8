#include "cost/WeekLoad.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>

namespace tco {

std::array<double, HOURS_IN_WEEK> weekRates(const LoadShape& shape)
{
    const double meanHour = std::accumulate(shape.hours.begin(), shape.hours.end(), 0.0) / HOURS_IN_DAY;
    const double meanDay = std::accumulate(shape.days.begin(), shape.days.end(), 0.0) / DAYS_IN_WEEK;
    std::array<double, HOURS_IN_WEEK> rates{};
    for (std::size_t day = 0; day < DAYS_IN_WEEK; ++day) {
        for (std::size_t hour = 0; hour < HOURS_IN_DAY; ++hour)
            rates[day * HOURS_IN_DAY + hour] = shape.hours[hour] / meanHour * (shape.days[day] / meanDay);
    }
    return rates;
}

double peakOverAverage(const LoadShape& shape)
{
    const auto busiestOverMean = [](const auto& values) {
        return *std::ranges::max_element(values)
            / (std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size()));
    };
    return busiestOverMean(shape.hours) * busiestOverMean(shape.days);
}

WeekLoad::WeekLoad(const LoadShape& shape)
    : m_sorted(weekRates(shape))
{
    std::ranges::sort(m_sorted);
    for (std::size_t index = HOURS_IN_WEEK; index-- > 0;)
        m_sumFrom[index] = m_sumFrom[index + 1] + m_sorted[index];
}

double WeekLoad::shareAbove(double capacity) const
{
    const auto above = static_cast<std::size_t>(std::ranges::upper_bound(m_sorted, capacity) - m_sorted.begin());
    const double excess = m_sumFrom[above] - capacity * static_cast<double>(HOURS_IN_WEEK - above);
    return excess / m_sumFrom.front();
}

double WeekLoad::capacityLeaving(double hourShare) const
{
    if (!(hourShare < 1.0))
        return 0.0;
    // At most `allowed` hours above a capacity v when v is at least the rate of the hour with
    // `allowed` hours after it in ascending order, and that rate is the least such v.
    const auto allowed = static_cast<std::size_t>(std::floor(std::max(hourShare, 0.0) * HOURS_IN_WEEK));
    return m_sorted[HOURS_IN_WEEK - 1 - allowed];
}

double WeekLoad::percentileRate(double percentile) const
{
    const double rank = std::ceil(percentile * HOURS_IN_WEEK);
    const auto index = static_cast<std::size_t>(std::clamp(rank, 1.0, static_cast<double>(HOURS_IN_WEEK))) - 1;
    return m_sorted[index];
}

} // namespace tco
