#include "views/charts/SpiderChart.h"

#include "analysis/Sensitivity.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

/// From 30 % below each input's value to 30 % above, in steps of 5 %.
constexpr std::array STEPS{-0.3, -0.25, -0.2, -0.15, -0.1, -0.05, 0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3};
constexpr qreal LINE_WIDTH = 2.0;

/// How far the outcome moves along the line: its highest less its lowest.
double reach(const SpiderLine& line)
{
    double lowest = 0.0;
    double highest = 0.0;
    bool any = false;
    for (const std::optional<double>& outcome : line.outcomes) {
        if (!outcome)
            continue;
        lowest = any ? std::min(lowest, *outcome) : *outcome;
        highest = any ? std::max(highest, *outcome) : *outcome;
        any = true;
    }
    return highest - lowest;
}

} // namespace

SpiderChart::SpiderChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_change(new QValueAxis)
    , m_outcome(new QValueAxis)
{
    chart()->addAxis(m_change, Qt::AlignBottom);
    chart()->addAxis(m_outcome, Qt::AlignLeft);
    m_change->setRange(STEPS.front() * 100.0, STEPS.back() * 100.0);
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
    const Catalog& catalog = scenario().catalog();
    const PreparedScenario& prepared = scenario().results().prepared;
    const std::optional<Outcome> outcome = scenarioOutcome(prepared);
    const std::optional<double> base = outcome ? outcomeValue(prepared, *outcome) : std::nullopt;
    std::vector<SpiderLine> lines
        = base ? spider(current, catalog, *outcome, STEPS, analysisLayouts()) : std::vector<SpiderLine>();
    std::erase_if(lines, [](const SpiderLine& line) { return reach(line) <= 0.0; });
    std::ranges::stable_sort(lines, std::ranges::greater(), reach);
    if (outcome)
        setAxisTitle(*m_outcome, inCurrency(tr("Change in %1").arg(toQString(describeOutcome(current, *outcome)))));

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
            const double moved = *line.outcomes[step] - *base;
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
