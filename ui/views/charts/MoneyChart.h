#pragma once

#include "views/charts/CostChartView.h"

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace tco::ui {

class MoneyTableModel;

/// One option's money year by year as its model shows it: a stacked bar a year of the view's
/// lines, money coming in below zero, and the bottom line (net cash out, or the P&L's cost) as a
/// line through the years.
class MoneyChart : public CostChartView {
    Q_OBJECT

public:
    MoneyChart(const ScenarioPresenter& scenario, const MoneyTableModel& model, QWidget* parent = nullptr);

private:
    void refresh() override;
    void restyle() override;
    void showBar(bool state, int index, QBarSet* set);

    const MoneyTableModel& m_model;
    QStackedBarSeries* m_bars = nullptr;
    QLineSeries* m_bottomLine = nullptr;
    QBarCategoryAxis* m_years = nullptr;
    QValueAxis* m_amount = nullptr;
};

} // namespace tco::ui
