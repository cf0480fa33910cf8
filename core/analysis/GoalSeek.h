#pragma once

#include "analysis/Outcome.h"
#include "analysis/Sensitivity.h"
#include "scenario/Driver.h"

#include <expected>
#include <string>

namespace tco {

/// The value of a driver at which an outcome is zero: for a monthly difference, where the two
/// options cost the same.
struct GoalSeekResult {
    double value = 0.0;
    /// The outcome just below and just above `value`, which bracket zero.
    double outcomeBelow = 0.0;
    double outcomeAbove = 0.0;
    /// Whether the outcome jumps across zero there rather than passing through it: a fleet
    /// gains a GPU or a replica at that value, so the options never cost exactly the same and
    /// `value` is where the cheaper one changes.
    bool step = false;
    /// Values in the range where the outcome changes sign; `value` is the lowest.
    int crossings = 0;
};

/// Finds where `outcome` changes sign as `driver` runs over `range`.
///
/// The outcome is a staircase in most drivers (fleets come in whole GPUs), so neither Newton's
/// method nor a secant can be trusted. The range is sampled at 128 points (by equal ratios when
/// it spans more than a factor of ten) to bracket every change of sign, and the lowest bracket
/// is halved until it is narrower than a millionth of the value: a bisection needs only the
/// sign, and finds a jump as surely as a root. A change of sign between two samples that
/// changes back before the next is missed; the sampling makes that a change within 1/128 of
/// the range. Fails, saying why, when the outcome keeps one sign over the range.
[[nodiscard]] std::expected<GoalSeekResult, std::string> goalSeek(const Scenario& scenario, const Catalog& catalog,
                                                                  const Outcome& outcome, const Driver& driver,
                                                                  const DriverRange& range);

} // namespace tco
