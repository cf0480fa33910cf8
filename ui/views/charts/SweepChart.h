#pragma once

#include "views/charts/CostChartView.h"
#include "views/charts/DecadeAxis.h"
#include "views/charts/OptionLines.h"

class QLineSeries;

namespace tco::ui {

/// Every option's cost across the scale range, tokens a day on a log axis, with a line at the
/// scenario's volume: what VolumeChart and UnitCostChart share.
class SweepChart : public CostChartView {
    Q_OBJECT

protected:
    /// What the chart shows of an option's monthly cost at a volume.
    using Measure = double (*)(double tokensPerDay, double monthlyCost);

    /// `quantity` names what the cost axis shows ("Monthly cost"); `costFormat` puts a cost in
    /// words for a tooltip ("%1 a month").
    SweepChart(const ScenarioPresenter& scenario, Measure measure, const QString& quantity, const QString& costFormat,
               QWidget* parent);

    void refresh() override;
    void restyle() override;

    [[nodiscard]] DecadeAxis& volumeAxis() { return m_volume; }
    [[nodiscard]] DecadeAxis& costAxis() { return m_cost; }
    [[nodiscard]] const OptionLines& lines() const { return m_lines; }

private:
    void showOption(std::size_t position, const QPointF& point, bool state);

    Measure m_measure;
    QString m_quantity;
    QString m_costFormat;
    DecadeAxis m_volume;
    DecadeAxis m_cost;
    OptionLines m_lines;
    QLineSeries* m_today = nullptr;
};

} // namespace tco::ui
