#pragma once

#include <QPointF>
#include <QString>

#include <cstddef>
#include <vector>

class QAbstractAxis;
class QChartView;
class QScatterSeries;

namespace tco::ui {

/// A point where the answer changes, such as a break-even or a crossover.
struct ChartMark {
    QPointF point;
    /// What the mark stands for, in a sentence.
    QString tip;
    /// The option it concerns (self-hosted or hybrid), by its position in Results::options: the mark takes its colour.
    std::size_t option = 0;
};

/// Marks drawn above the lines, each in its option's colour with a rim of the background's, and
/// each with its sentence as a tooltip.
class ChartMarks {
public:
    /// Adds a scatter series named `name` to the view's chart, attached to `x` and `y`.
    ChartMarks(QChartView& view, const QString& name, QAbstractAxis* x, QAbstractAxis* y);

    [[nodiscard]] QScatterSeries* series() const { return m_series; }
    void replace(std::vector<ChartMark> marks);
    /// Draws the marks above every other series, if they are not already.
    void bringToFront();
    void restyle();

private:
    void show(const QPointF& point, bool state);

    QChartView& m_view;
    QScatterSeries* m_series = nullptr;
    std::vector<ChartMark> m_marks;
};

} // namespace tco::ui
