#pragma once

#include "analysis/Uncertainty.h"
#include "views/charts/CostChartView.h"

#include <optional>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace tco::ui {

/// The outcome's distribution from a Monte Carlo run: a histogram of the share of samples in
/// each bin, coloured by which option is cheaper there, with the 5th, 50th and 95th
/// percentiles marked. It shows the run it is given; a run takes seconds, so it does not
/// follow the sliders.
class UncertaintyChart : public CostChartView {
    Q_OBJECT

public:
    explicit UncertaintyChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Shows `result`, or nothing.
    void setResult(std::optional<UncertaintyResult> result);
    [[nodiscard]] const std::optional<UncertaintyResult>& result() const { return m_result; }

private:
    void refresh() override;
    void restyle() override;

    std::optional<UncertaintyResult> m_result;
    /// The histogram's outline where the outcome is below zero, and where it is at or above.
    QAreaSeries* m_below = nullptr;
    QAreaSeries* m_above = nullptr;
    QLineSeries* m_p5 = nullptr;
    QLineSeries* m_p50 = nullptr;
    QLineSeries* m_p95 = nullptr;
    QValueAxis* m_outcome = nullptr;
    QValueAxis* m_share = nullptr;
};

/// The outline of `histogram` as steps, heights the share of `total` samples in each bin,
/// between `from` and `to` only (a bin across either is cut there), starting and ending on zero.
[[nodiscard]] QList<QPointF> histogramOutline(const Histogram& histogram, double total, double from, double to);

} // namespace tco::ui
