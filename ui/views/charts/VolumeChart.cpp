#include "views/charts/VolumeChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <QLogValueAxis>

namespace tco::ui {
namespace {

double monthlyCost(double /*tokensPerDay*/, double monthly)
{
    return monthly;
}

} // namespace

VolumeChart::VolumeChart(const ScenarioPresenter& scenario, const SweepView& view, QWidget* parent)
    : SweepChart(scenario, monthlyCost, tr("Monthly cost"), tr("%1 a month"), view, parent)
    , m_breakEvens(*this, tr("Break-even"), volumeAxis().scale(), costAxis().scale())
{
    restyle();
    refresh();
}

void VolumeChart::refresh()
{
    SweepChart::refresh();
    m_breakEvens.bringToFront();

    const Results& results = scenario().results();
    const Scenario& current = scenario().scenario();
    std::vector<ChartMark> marks;
    for (const BreakEven& breakEven : results.evaluation().breakEvens) {
        if (breakEven.kind != BreakEvenKind::Within)
            continue;
        const double apiCost
            = apiMonth(results.prepared(), results.prepared().api[breakEven.api], TokensPerDay(breakEven.tokensPerDay)).total();
        marks.push_back(
            {QPointF(breakEven.tokensPerDay, apiCost),
             tr("%1 costs less than %2 from %3 tokens a day, where the API costs %4 a month")
                 .arg(toQString(optionName(current, breakEven.option)), toQString(current.apiOffers[breakEven.api].name),
                      formatTokens(QLocale(), breakEven.tokensPerDay), money(apiCost)),
             optionPosition(current, breakEven.option)});
    }
    m_breakEvens.replace(std::move(marks));
}

void VolumeChart::restyle()
{
    SweepChart::restyle();
    m_breakEvens.restyle();
}

} // namespace tco::ui
