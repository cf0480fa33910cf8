#pragma once

#include "views/charts/SweepChart.h"

namespace tco::ui {

/// Every option's cost per million tokens against tokens a day, both on log scales: an API's
/// price is flat, a fleet's falls as its GPUs fill and jumps up with every replica added.
class UnitCostChart : public SweepChart {
    Q_OBJECT

public:
    explicit UnitCostChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);
};

} // namespace tco::ui
