#pragma once

#include "views/charts/CostChartView.h"

class QLineSeries;
class QValueAxis;

namespace tco::ui {

/// The spider plot: how the outcome moves as each input goes from 30 % below its value to 30 %
/// above, one line per input, for the inputs that move it furthest. Where a tornado gives the
/// two ends, the spider shows the path between them: a straight line, a curve, or the stairs
/// of a fleet adding GPUs. Follows the sliders: some 150 evaluations.
class SpiderChart : public CostChartView {
    Q_OBJECT

public:
    explicit SpiderChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// The most inputs the chart draws.
    static constexpr int MOST_LINES = 6;

private:
    void refresh() override;
    void restyle() override;

    QList<QLineSeries*> m_lines;
    QValueAxis* m_change = nullptr;
    QValueAxis* m_outcome = nullptr;
};

} // namespace tco::ui
