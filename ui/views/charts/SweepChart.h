#pragma once

#include "views/charts/ChartScale.h"
#include "views/charts/CostChartView.h"
#include "views/charts/OptionLines.h"

#include <memory>

class QLineSeries;

namespace tco::ui {

/// What part of the volumes a sweep chart shows, and how it spaces them.
struct SweepView {
    /// Both axes by ratios or by differences.
    ScaleKind scale = ScaleKind::Log;
    /// Only the volumes that answer the question (focusedVolumes()) rather than the whole range
    /// the break-evens were searched over.
    bool focused = false;
};

/// Every option's cost across the scale range, tokens a day along the bottom, with a line at
/// the scenario's volume: what VolumeChart and UnitCostChart share.
class SweepChart : public CostChartView {
    Q_OBJECT

protected:
    /// What the chart shows of an option's monthly cost at a volume.
    using Measure = double (*)(double tokensPerDay, double monthlyCost);

    /// `quantity` names what the cost axis shows ("Monthly cost"); `costFormat` puts a cost in
    /// words for a tooltip ("%1 a month").
    SweepChart(const ScenarioPresenter& scenario, Measure measure, const QString& quantity, const QString& costFormat,
               const SweepView& view, QWidget* parent);

    void refresh() override;
    void restyle() override;

    [[nodiscard]] ChartScale& volumeAxis() { return *m_volume; }
    [[nodiscard]] ChartScale& costAxis() { return *m_cost; }
    [[nodiscard]] const OptionLines& lines() const { return m_lines; }

private:
    void showOption(std::size_t position, const QPointF& point, bool state);

    Measure m_measure;
    QString m_quantity;
    QString m_costFormat;
    bool m_focused = false;
    std::unique_ptr<ChartScale> m_volume;
    std::unique_ptr<ChartScale> m_cost;
    OptionLines m_lines;
    QLineSeries* m_today = nullptr;
};

} // namespace tco::ui
