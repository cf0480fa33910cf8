#include "views/charts/SpiderChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "presenters/SensitivityAnalysis.h"
#include "views/charts/ChartPalette.h"

#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace tco::ui {
namespace {

constexpr qreal LINE_WIDTH = 2.0;

} // namespace

SpiderChart::SpiderChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_change(new QValueAxis)
    , m_outcome(new QValueAxis)
{
    chart()->addAxis(m_change, Qt::AlignBottom);
    chart()->addAxis(m_outcome, Qt::AlignLeft);
    m_change->setRange(SPIDER_STEPS.front() * 100.0, SPIDER_STEPS.back() * 100.0);
    m_change->setTickCount(7);
    m_change->setLabelFormat(QStringLiteral("%.0f"));
    m_outcome->setLabelFormat(QStringLiteral("%.0f"));
    setAxisTitle(*m_change, tr("Change in the input (%)"));
    for (int index = 0; index < MOST_LINES; ++index) {
        auto* line = new QLineSeries;
        chart()->addSeries(line);
        line->attachAxis(m_change);
        line->attachAxis(m_outcome);
        m_lines << line;
    }
    restyle();
    refreshAfterGestures();
    refresh();
}

void SpiderChart::refresh()
{
    const Scenario& current = scenario().scenario();
    const std::optional<Spider> found
        = scenarioSpider(current, scenario().catalog(), scenario().results().prepared, analysisLayouts());
    static const std::vector<SpiderLine> none;
    const std::vector<SpiderLine>& lines = found ? found->lines : none;
    if (found)
        setAxisTitle(*m_outcome, inCurrency(tr("Change in %1").arg(toQString(describeOutcome(current, found->outcome)))));

    double widest = 0.0;
    for (qsizetype index = 0; index < m_lines.size(); ++index) {
        QLineSeries* series = m_lines[index];
        const auto position = static_cast<std::size_t>(index);
        if (position >= lines.size()) {
            series->clear();
            series->setVisible(false);
            continue;
        }
        const SpiderLine& line = lines[position];
        QList<QPointF> points;
        for (std::size_t step = 0; step < line.values.size(); ++step) {
            if (!line.outcomes[step])
                continue;
            // Where the input really went: a share near its bound cannot rise 30 %.
            const double change = (line.values[step] / line.driver.value - 1.0) * 100.0;
            const double moved = *line.outcomes[step] - found->base;
            points << QPointF(change, moved);
            widest = std::max(widest, std::abs(moved));
        }
        replacePoints(*series, points);
        series->setName(driverName(line.driver));
        series->setVisible(true);
    }
    setSymmetricRoundRange(*m_outcome, widest);
}

void SpiderChart::restyle()
{
    const QChart::ChartTheme theme = chartTheme();
    // Inputs rather than options: the palette's colours in turn, each line solid.
    for (qsizetype index = 0; index < m_lines.size(); ++index)
        m_lines[index]->setPen(QPen(optionColor(static_cast<std::size_t>(index), theme), LINE_WIDTH));
}

} // namespace tco::ui
