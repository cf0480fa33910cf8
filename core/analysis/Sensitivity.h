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

/// `spread` either side of the driver's value (0.2 for ±20 %), kept within what the scenario file
/// accepts: `breakeven-cli sensitivity --spread`. A driver at zero has none (low = high = 0).
[[nodiscard]] DriverRange spreadRange(const Driver& driver, double spread);

/// The driver's range by the kind of number it is (ScenarioField::defaultRange: an exchange rate
/// ±5 %, a GPU-hour ±30 %, the volume a third to three times), kept within what the file accepts.
/// A driver at zero has none (low = high = 0).
[[nodiscard]] DriverRange defaultRange(const Driver& driver);

/// The range the tornado, the spider and suggested distributions vary a driver over: the one
/// `ranges` (the file's /analysis/ranges) gives it, else `spread` either side of its value when
/// one is given, else its default range.
[[nodiscard]] DriverRange variedRange(const Driver& driver, std::span<const DriverRange> ranges,
                                      std::optional<double> spread = std::nullopt);

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

/// Varies each driver alone between its low and its high, the others at their values, over
/// variedRange(): the range in `ranges` for its pointer, else `spread` either side of its value
/// if given, else its default range. Nothing when the outcome cannot be computed for the
/// scenario as it is. The varied scenarios' layouts come from `layouts`: a memo kept from an
/// earlier run spares the sizings it already holds.
[[nodiscard]] std::optional<Tornado> tornado(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                             std::optional<double> spread, std::span<const DriverRange> ranges = {},
                                             const LayoutSource& layouts = {});

/// One line of a spider plot: the outcome as a driver moves across its range, at each of the
/// steps: -1 at the range's low, 0 at the driver's value, +1 at its high.
struct SpiderLine {
    Driver driver;
    /// The range the line crosses (variedRange()).
    DriverRange range;
    std::vector<double> values;
    std::vector<std::optional<double>> outcomes;
};

/// The value `step` of the way from the driver's value to the end of `range` it points to: a
/// negative step towards the low, a positive one towards the high, in equal steps.
[[nodiscard]] double spiderValue(const Driver& driver, const DriverRange& range, double step);

/// The outcome at each of `steps` (from -1 to 1, spiderValue()) of each driver across its
/// variedRange() without a spread, for the drivers whose range is not empty: the two ends are
/// the tornado's. `layouts` as for tornado().
[[nodiscard]] std::vector<SpiderLine> spider(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                             std::span<const double> steps, std::span<const DriverRange> ranges = {},
                                             const LayoutSource& layouts = {});

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
