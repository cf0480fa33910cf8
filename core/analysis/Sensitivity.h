#pragma once

#include "analysis/Outcome.h"
#include "analysis/OutcomeEvaluator.h"
#include "scenario/Driver.h"
#include "scenario/Scenario.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tco {

/// How far either way of its value an input moves where the scenario gives it no range of its
/// own: ±20 %, for the tornado, the spider, suggested distributions and `breakeven-cli sensitivity`.
inline constexpr double DEFAULT_SPREAD = 0.2;

/// A driver's default range: `spread` either side of its value (0.2 for ±20 %), kept within what
/// the scenario file accepts. A driver at zero has no default range (low = high = 0).
[[nodiscard]] DriverRange spreadRange(const Driver& driver, double spread);

/// The range a search or a table spans when none is given: the driver's own span if it has one
/// (volumes: the scale range), a share or an efficiency over all it may be, anything else from
/// a tenth to ten times its value, within what the file accepts.
[[nodiscard]] DriverRange searchRange(const Driver& driver);

/// One bar of a tornado: the outcome with the driver at its low and at its high.
struct TornadoBar {
    Driver driver;
    double low = 0.0;
    double high = 0.0;
    /// Empty where a self-hosted option the outcome measures cannot run at that value.
    std::optional<double> outcomeAtLow;
    std::optional<double> outcomeAtHigh;
    /// How far apart the two outcomes are; 0 when either is missing.
    double swing = 0.0;
};

struct Tornado {
    Outcome outcome;
    /// The outcome with every driver at its value.
    double base = 0.0;
    /// Every driver whose range is not empty, the widest swing first.
    std::vector<TornadoBar> bars;
};

/// Varies each driver alone between its low and its high, the others at their values: the
/// range in `ranges` for its pointer, else `spread` either side of its value. Nothing when the
/// outcome cannot be computed for the scenario as it is. The varied scenarios' layouts come
/// from `layouts`: a memo kept from an earlier run spares the sizings it already holds.
[[nodiscard]] std::optional<Tornado> tornado(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                             double spread, std::span<const DriverRange> ranges = {},
                                             const LayoutSource& layouts = {});

/// One line of a spider plot: the outcome as a driver moves by each of the steps, relative to
/// its value (-0.2 … +0.2).
struct SpiderLine {
    Driver driver;
    std::vector<double> values;
    std::vector<std::optional<double>> outcomes;
};

/// The outcome at each relative change in `steps` of each driver that is not zero; `layouts` as
/// for tornado().
[[nodiscard]] std::vector<SpiderLine> spider(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                             std::span<const double> steps, const LayoutSource& layouts = {});

/// The outcome across one driver: a one-way data table.
struct OneWayTable {
    Driver driver;
    std::vector<double> values;
    std::vector<std::optional<double>> outcomes;
};

/// `points` values from `range.low` to `range.high`, both included, spaced evenly, or by equal
/// ratios when the range is positive and spans more than a factor of ten.
[[nodiscard]] std::vector<double> rangeValues(const DriverRange& range, int points);

/// Whether rangeValues() spaces the range's points by equal ratios rather than equal steps.
[[nodiscard]] bool spacedByRatio(const DriverRange& range);

/// How far along the range `value` lies as rangeValues() spaces it: 0 at the low end, 1 at the
/// high end, by ratios where the points are; beyond either end for a value outside. A chart
/// places values on a grid of the table's cells with it.
[[nodiscard]] double rangeShare(const DriverRange& range, double value);

[[nodiscard]] OneWayTable oneWayTable(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                      const Driver& driver, const DriverRange& range, int points);

/// The outcome across two drivers: a two-way data table, and where along `y` each column
/// crosses zero (the break-even contour of a difference); `layouts` as for tornado().
struct TwoWayTable {
    Driver x;
    Driver y;
    std::vector<double> xValues;
    std::vector<double> yValues;
    /// outcomes[row][column]: row for a value of y, column for a value of x.
    std::vector<std::vector<std::optional<double>>> outcomes;
    /// For each value of x, the value of y at which the outcome first changes sign, going up y.
    std::vector<std::optional<double>> breakEven;
};

[[nodiscard]] TwoWayTable twoWayTable(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome, const Driver& x,
                                      const DriverRange& xRange, const Driver& y, const DriverRange& yRange, int xPoints,
                                      int yPoints, const LayoutSource& layouts = {});

} // namespace tco
