#pragma once

#include "scenario/OptionRef.h"

#include <QList>
#include <QPointF>

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

class QAbstractAxis;
class QChart;
class QLineSeries;

namespace tco {
struct OptionSummary;
class Results;
} // namespace tco

namespace tco::ui {

/// One line per option that can run, named after it and drawn in its colour: solid for a
/// self-hosted option, dashed for an API offer. The lines stay while the options do, so that a
/// slider's move only replaces their points; they are made anew when an option is added,
/// removed or renamed, or starts or stops being able to run.
class OptionLines {
public:
    /// Called as a line's hovered(): with the option's position in Results::options.
    using Hovered = std::function<void(std::size_t position, const QPointF& point, bool state)>;

    OptionLines(QChart& chart, Hovered hovered);

    /// Matches the lines to `options`, attaching new ones to `x` and `y`; returns whether it
    /// made them anew.
    bool update(const std::vector<OptionSummary>& options, QAbstractAxis* x, QAbstractAxis* y);
    /// The line of the option at `position` in Results::options; null if it cannot run.
    [[nodiscard]] QLineSeries* line(std::size_t position) const;
    /// Gives each line its option's pen in the chart's theme.
    void restyle();

private:
    struct Option {
        std::string name;
        OptionKind kind = OptionKind::SelfHosted;
        bool feasible = false;

        friend bool operator==(const Option&, const Option&) = default;
    };

    QChart& m_chart;
    Hovered m_hovered;
    std::vector<Option> m_options;
    std::vector<QLineSeries*> m_lines;
};

/// An option's monthly cost at each volume of the results' sweep, as (tokens a day, cost)
/// points; none where it cannot run. A self-hosted fleet grows in whole replicas, so its cost
/// is drawn as stairs: at each volume where it changes, the cost before the jump stands first.
[[nodiscard]] QList<QPointF> monthlyCostLine(const Results& results, const OptionSummary& option);

/// A line to draw on two log axes, less the points that lie on the straight segment between
/// their neighbours there: a stair's flat run, an API bill proportional to volume and a fleet's
/// cost per token falling within a stair each need only their ends. Fewer points make a line
/// quicker to lay out as a slider moves.
[[nodiscard]] QList<QPointF> withoutCollinearPoints(const QList<QPointF>& points);

/// The value of a line drawn on two log axes at `x`, read along the segment drawn there: exact
/// for the lines of costs against volume, which are power laws piece by piece (flat,
/// proportional, inverse). Nothing outside the line's span.
[[nodiscard]] std::optional<double> valueAt(const QList<QPointF>& points, double x);

} // namespace tco::ui
