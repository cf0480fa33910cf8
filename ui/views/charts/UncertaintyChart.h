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
/// percentiles marked, and the S-curve of the share of samples below each value on a second
/// axis: hovering it reads the probability of staying below any threshold. It shows the run it
/// is given; a run takes seconds, so it does not follow the sliders.
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
    /// The S-curve, on its own axis of percent below.
    QLineSeries* m_cumulative = nullptr;
    QValueAxis* m_outcome = nullptr;
    QValueAxis* m_share = nullptr;
    QValueAxis* m_shareBelow = nullptr;
};

/// The S-curve of `histogram`: at each bin edge, the percentage of its samples below it, from 0
/// at the first edge to 100 at the last (straight between edges, as if each bin's samples were
/// spread evenly across it).
[[nodiscard]] QList<QPointF> cumulativeShares(const Histogram& histogram);

/// The percentage of the samples below `value` read off the S-curve `curve`: 0 before it, 100
/// after it, straight between its points.
[[nodiscard]] double shareBelow(const QList<QPointF>& curve, double value);

/// The outline of `histogram` as steps, heights the share of `total` samples in each bin,
/// between `from` and `to` only (a bin across either is cut there), starting and ending on zero.
[[nodiscard]] QList<QPointF> histogramOutline(const Histogram& histogram, double total, double from, double to);

} // namespace tco::ui
