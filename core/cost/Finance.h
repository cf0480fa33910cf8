#pragma once

#include "model/Depreciation.h"

#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace tco {

/// What an asset is depreciated by and over.
struct DepreciationTerms {
    double cost = 0.0;
    /// What the books keep at the end of the life; never depreciated.
    double residual = 0.0;
    int periods = 1;
    DepreciationMethod method = DepreciationMethod::StraightLine;
    /// Declining balance's multiple of the straight-line rate: 2 for double-declining.
    double factor = 2.0;
};

/// Each period's depreciation, `periods` of them, summing to cost − residual.
[[nodiscard]] std::vector<double> depreciationSchedule(const DepreciationTerms& terms);

/// The flows' value today at `ratePerPeriod`: flow t is discounted by (1 + rate)^t, so the first,
/// flow 0, is today's. (Excel's NPV() discounts its first value by one period: it is this with a
/// zero flow in front.)
[[nodiscard]] double presentValue(std::span<const double> flows, double ratePerPeriod);

/// The rate per period at which the flows' present value is zero, when there is exactly one:
/// the flows change sign once (Descartes' rule of signs), or their running sum starts below zero
/// and crosses it once, which leaves one positive rate (Norström's criterion). Searched from
/// −50 % to +1,000 % a period; nothing when no rate in that range, or more than one, fits.
[[nodiscard]] std::optional<double> internalRateOfReturn(std::span<const double> flows);

/// The first period from which the flows' running sum, each discounted at `ratePerPeriod`,
/// stays at or above zero to the end: when an investment has paid for itself for good. Nothing
/// when the sum ends below zero.
[[nodiscard]] std::optional<std::size_t> paybackPeriod(std::span<const double> flows, double ratePerPeriod);

/// A rate per month as the rate per year it compounds to, and back.
[[nodiscard]] double yearlyFromMonthly(double ratePerMonth);
[[nodiscard]] double monthlyFromYearly(double ratePerYear);

} // namespace tco
