#pragma once

#include "model/LoadProfile.h"

#include <array>

namespace tco {

/// The 168 hours of a week's traffic as multiples of the average hour's rate, for the questions a
/// fleet that serves part of the load asks: how busy is the busiest hour, and how much of the
/// traffic arrives above a given capacity. Hour (d, h) runs at hours[h] / mean(hours) ×
/// days[d] / mean(days), so the week's mean is 1.
///
/// Within an hour the rate is taken as even: the bursts of seconds and minutes are what a
/// fleet's target utilization leaves room for.
class WeekLoad {
public:
    /// `shape` must have some traffic in its hours and in its days (the scenario rules check).
    explicit WeekLoad(const LoadShape& shape);

    /// The busiest hour's rate over the average hour's.
    [[nodiscard]] double peak() const { return m_sorted.back(); }

    /// Of the week's traffic, the share that arrives above `capacity`, a multiple of the average
    /// rate: Σ max(0, r − capacity) / Σ r over the hours.
    [[nodiscard]] double shareAbove(double capacity) const;

    /// The least capacity that leaves at most `hourShare` of the week's hours above it: one of
    /// the hours' rates, or zero when `hourShare` is 1 or more.
    [[nodiscard]] double capacityLeaving(double hourShare) const;

    /// The rate that `percentile` of the week's hours stay at or below (0 < percentile ≤ 1).
    [[nodiscard]] double percentileRate(double percentile) const;

    friend bool operator==(const WeekLoad&, const WeekLoad&) = default;

private:
    /// Ascending.
    std::array<double, HOURS_IN_WEEK> m_sorted{};
    /// m_sumFrom[i]: the sum of m_sorted[i…].
    std::array<double, HOURS_IN_WEEK + 1> m_sumFrom{};
};

/// The busiest hour's rate over the average hour's, as WeekLoad::peak() has it, without sorting.
[[nodiscard]] double peakOverAverage(const LoadShape& shape);

/// The week's rates hour by hour, Monday 00:00 first, as WeekLoad reads them.
[[nodiscard]] std::array<double, HOURS_IN_WEEK> weekRates(const LoadShape& shape);

} // namespace tco
