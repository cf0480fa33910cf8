#pragma once

#include "views/charts/CostChartView.h"

#include <QStringList>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace tco::ui {

/// What matters most: the inputs that move the outcome furthest when each alone goes 20 % either
/// way (or over the range the scenario gives it), widest at the top, as bars left and right of
/// the outcome at the current values. Follows the sliders: a tornado is a hundred evaluations.
class TornadoChart : public CostChartView {
    Q_OBJECT

public:
    explicit TornadoChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

private:
    void refresh() override;
    void restyle() override;
    void showBar(bool state, int index, QBarSet* set);

    QHorizontalStackedBarSeries* m_bars = nullptr;
    QBarSet* m_low = nullptr;
    QBarSet* m_high = nullptr;
    QBarCategoryAxis* m_drivers = nullptr;
    QValueAxis* m_change = nullptr;
    /// For each bar, bottom first: the driver's range and the outcomes at its ends, for the tip.
    QStringList m_tips;
};

} // namespace tco::ui
