#pragma once

#include "views/charts/ChartMarks.h"
#include "views/charts/SweepChart.h"

namespace tco::ui {

/// Every option's monthly cost against tokens a day: a fleet's cost climbs in stairs, an API bill
/// in a straight line, and a mark stands where each self-hosted option starts to cost less than
/// each API offer for good.
class VolumeChart : public SweepChart {
    Q_OBJECT

public:
    explicit VolumeChart(const ScenarioPresenter& scenario, const SweepView& view = {}, QWidget* parent = nullptr);

private:
    void refresh() override;
    void restyle() override;

    ChartMarks m_breakEvens;
};

} // namespace tco::ui
