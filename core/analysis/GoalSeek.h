#pragma once

#include "analysis/Outcome.h"
#include "analysis/Sensitivity.h"
#include "cost/CostItems.h"
#include "scenario/Driver.h"

#include <expected>
#include <optional>
#include <string>

namespace tco {

/// What a goal seek aims at, as Excel's asks it: set this outcome to this value by changing
/// one input. A target of zero on a monthly difference is a break-even: where two options cost
/// the same.
struct GoalSeekTarget {
    Outcome outcome;
    /// In the display currency: a month for a difference, per million tokens for a unit cost.
    double value = 0.0;
};

/// The value of a driver at which the outcome reaches its target.
struct GoalSeekResult {
    double value = 0.0;
    /// The outcome just below and just above `value`, which bracket the target.
    double outcomeBelow = 0.0;
    double outcomeAbove = 0.0;
    /// Whether the outcome jumps across the target there rather than passing through it: a
    /// fleet gains a GPU or a replica at that value, so the outcome never equals the target and
    /// `value` is where it passes it.
    bool step = false;
    /// Values in the range where the outcome passes the target; `value` is the lowest.
    int crossings = 0;
};

/// A cost of one option that does not move with the driver and is on its own more than the
/// whole of the other option's month: why two options never cost the same ("staff of 6,000 EUR
/// exceed the API bill at every GPU price").
struct FixedCostItem {
    /// The dearer option, and its item.
    OptionRef option;
    CostItem item = CostItem::Staff;
    /// The item's monthly amount, the same over the whole range.
    double amount = 0.0;
    /// The other option's whole month where the two come nearest.
    double otherTotal = 0.0;
};

/// Why a goal seek found no value in its range.
struct GoalSeekMiss {
    enum class Reason {
        /// A self-hosted option the outcome measures cannot run anywhere in the range.
        CannotRun,
        /// The outcome stays above the target over the whole range, or below it.
        StaysAbove,
        StaysBelow,
    };

    Reason reason = Reason::CannotRun;
    DriverRange range;
    /// The least and the most the outcome is over the range (not for CannotRun).
    double lowest = 0.0;
    double highest = 0.0;
    /// Where in the range the outcome comes nearest the target, and what it is there.
    double nearestValue = 0.0;
    double nearestOutcome = 0.0;
    /// For a break-even (a difference aimed at zero): the dearer option's largest cost that
    /// does not move with the driver, where it alone is more than the other option's month.
    std::optional<FixedCostItem> fixedItem;
};

/// Finds where the outcome passes `target.value` as `driver` runs over `range`.
///
/// The outcome is a staircase in most drivers (fleets come in whole GPUs), so neither Newton's
/// method nor a secant can be trusted. The range is sampled at 128 points (by equal ratios when
/// it spans more than a factor of ten) to bracket every passage of the target, and the lowest
/// bracket is halved until it is narrower than a millionth of the value: a bisection needs only
/// the sign of outcome − target, and finds a jump as surely as a root. A passage between two
/// samples that turns back before the next is missed; the sampling makes that a change within
/// 1/128 of the range. Fails, saying why, when the outcome stays on one side of the target.
[[nodiscard]] std::expected<GoalSeekResult, GoalSeekMiss> goalSeek(const Scenario& scenario, const Catalog& catalog,
                                                                   const GoalSeekTarget& target, const Driver& driver,
                                                                   const DriverRange& range);

/// Why there is no value, in an English sentence for the command line: "from 0.35 to 35 USD per
/// GPU-hour, Staff of 2× H100 rented alone comes to 6,000.00 USD a month at every value, more than
/// all of Claude Opus 4.5 API (…)".
[[nodiscard]] std::string describeMiss(const Scenario& scenario, const GoalSeekTarget& target, const Driver& driver,
                                       const GoalSeekMiss& miss);

} // namespace tco
