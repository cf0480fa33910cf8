#pragma once

#include "views/charts/CostChartView.h"

#include <QStringList>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace tco::ui {

/// What matters most: the inputs that move the outcome furthest when each alone goes across its
/// default range (by the kind of number it is: an exchange rate ±5 %, the volume a third to three
/// times) or the range the scenario gives it, widest at the top, as bars left and right of the
/// outcome at the current values. Follows the sliders: a tornado is a hundred evaluations.
class TornadoChart : public CostChartView {
    Q_OBJECT

public:
    explicit TornadoChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

private:
    void refresh() override;
    void restyle() override;
    void showBar(bool state, int index, QBarSet* set);
    /// Shows as many bars as the plot has room for with two lines of name each, when that changes.
    void fitBars();

    QHorizontalStackedBarSeries* m_bars = nullptr;
    QBarSet* m_low = nullptr;
    QBarSet* m_high = nullptr;
    QBarCategoryAxis* m_drivers = nullptr;
    QValueAxis* m_change = nullptr;
    /// For each bar, bottom first: the driver's range and the outcomes at its ends, for the tip.
    QStringList m_tips;
    /// The most bars the plot has room for; the widest are shown.
    int m_room = 0;
};

} // namespace tco::ui
