#pragma once

#include "views/charts/ChartMarks.h"
#include "views/charts/CostChartView.h"
#include "views/charts/OptionLines.h"

class QValueAxis;

namespace tco::ui {

/// Every option's cumulative cost month by month over the scenario's horizon, with a mark at
/// each month from which a self-hosted option has cost no more in total than an API offer.
class HorizonChart : public CostChartView {
    Q_OBJECT

public:
    explicit HorizonChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

private:
    void refresh() override;
    void restyle() override;
    void showOption(std::size_t position, const QPointF& point, bool state);

    QValueAxis* m_months = nullptr;
    QValueAxis* m_cost = nullptr;
    OptionLines m_lines;
    ChartMarks m_crossovers;
};

} // namespace tco::ui
