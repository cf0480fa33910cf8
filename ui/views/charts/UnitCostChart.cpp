#include "views/charts/UnitCostChart.h"

#include "cost/MonthlyTokens.h"

namespace tco::ui {
namespace {

constexpr double MILLION = 1e6;

double costPerMillionTokens(double tokensPerDay, double monthly)
{
    return monthly / (tokensPerDay * DAYS_PER_MONTH) * MILLION;
}

} // namespace

UnitCostChart::UnitCostChart(const ScenarioPresenter& scenario, QWidget* parent)
    : SweepChart(scenario, costPerMillionTokens, tr("Cost per million tokens"), tr("%1 per million tokens"), {}, parent)
{
    restyle();
    refresh();
}

} // namespace tco::ui
