#pragma once

#include "views/charts/CostChartView.h"

#include <QStringList>

class QCategoryAxis;
class QLineSeries;
class QValueAxis;

namespace tco::ui {

/// The spider plot: how the outcome moves as each input goes across its range, from the low end
/// through its value to the high end, one line per input, for the inputs that move it furthest.
/// Each input's range is its own (by the kind of number it is, or the one the scenario gives it)
/// and the legend says what it is ("±30%", "÷3 to ×3"), so the axis runs from each range's low
/// end to its high end rather than by one percentage for all. Where a tornado gives the two ends,
/// the spider shows the path between them: a straight line, a curve, or the stairs of a fleet
/// adding GPUs. Lines that run together stay apart by their dashes and marks. Follows the
/// sliders: some 150 evaluations.
class SpiderChart : public CostChartView {
    Q_OBJECT

public:
    explicit SpiderChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// The most inputs the chart draws.
    static constexpr int MOST_LINES = 6;

private:
    void refresh() override;
    void restyle() override;
    void showPoint(QLineSeries& series, const QPointF& point, bool state);

    QList<QLineSeries*> m_lines;
    QCategoryAxis* m_position = nullptr;
    QValueAxis* m_outcome = nullptr;
    /// For each line shown, its input's value at each step, for the tip.
    QList<QStringList> m_tips;
};

} // namespace tco::ui
