#include "views/charts/SpiderChart.h"

#include "analysis/SensitivityAnalysis.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QCategoryAxis>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

constexpr qreal LINE_WIDTH = 2.0;
constexpr qreal MARK_SIZE = 6.0;
/// A dash for each line in turn, so that lines that run together (two inputs that move the
/// outcome alike) both show.
constexpr std::array<Qt::PenStyle, SpiderChart::MOST_LINES> LINE_STYLES{Qt::SolidLine,   Qt::DashLine,       Qt::DotLine,
                                                                        Qt::DashDotLine, Qt::DashDotDotLine, Qt::SolidLine};
/// The longest line of a name in the legend beside the plot, in characters: what fits the width
/// Qt Charts gives it in a chart a third of a 1280-pixel window wide.
constexpr int LEGEND_LINE_LENGTH = 26;
/// The axis's ends, a little beyond the ranges' so that their marks are not cut by the plot's edge.
constexpr double AXIS_END = 1.08;

} // namespace

SpiderChart::SpiderChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_position(new QCategoryAxis)
    , m_outcome(new QValueAxis)
{
    chart()->addAxis(m_position, Qt::AlignBottom);
    chart()->addAxis(m_outcome, Qt::AlignLeft);
    m_position->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_position->setStartValue(-2.0);
    m_position->append(tr("Low end"), -1.0);
    m_position->append(tr("Now"), 0.0);
    m_position->append(tr("High end"), 1.0);
    m_position->setRange(-AXIS_END, AXIS_END);
    setAxisTitle(*m_position, tr("Each input across its range"));
    m_outcome->setLabelFormat(QStringLiteral("%.0f"));
    for (int index = 0; index < MOST_LINES; ++index) {
        auto* line = new QLineSeries;
        chart()->addSeries(line);
        line->attachAxis(m_position);
        line->attachAxis(m_outcome);
        line->setPointsVisible(true);
        line->setMarkerSize(MARK_SIZE);
        connect(line, &QLineSeries::hovered, this,
                [this, line](const QPointF& point, bool state) { showPoint(*line, point, state); });
        m_lines << line;
    }
    restyle();
    refreshAfterGestures();
    refresh();
}

void SpiderChart::refresh()
{
    const Scenario& current = scenario().scenario();
    const std::optional<Spider>& found = scenario().results().spider();
    static const std::vector<SpiderLine> none;
    const std::vector<SpiderLine>& lines = found ? found->lines : none;
    setEmptyMessage(!found ? noOutcomeMessage() : lines.empty() ? noDriverMessage() : QString());
    if (found) {
        // The outcome named once above the plot, where it has the chart's width; the axis says the unit.
        const QString outcome = outcomeName(current, found->outcome);
        if (chart()->title() != outcome)
            chart()->setTitle(outcome);
        setAxisTitle(*m_outcome, inCurrency(tr("Change")));
    }

    double widest = 0.0;
    m_tips.clear();
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
        QStringList tips;
        for (std::size_t step = 0; step < line.values.size(); ++step) {
            if (!line.outcomes[step])
                continue;
            const double moved = *line.outcomes[step] - found->base;
            points << QPointF(SPIDER_STEPS[step], moved);
            widest = std::max(widest, std::abs(moved));
            tips << tr("%1\nAt %2: %3 (%4)")
                        .arg(driverName(line.driver), formatInputWithUnit(QLocale(), line.driver, line.values[step]),
                             money(*line.outcomes[step]), money(moved));
        }
        replacePoints(*series, points);
        m_tips << tips;
        const QString name = stackedDriverName(line.driver, line.range, LEGEND_LINE_LENGTH);
        if (series->name() != name)
            series->setName(name);
        series->setVisible(true);
    }
    setSymmetricRoundRange(*m_outcome, widest, *chart());
}

void SpiderChart::restyle()
{
    const QChart::ChartTheme theme = chartTheme();
    // Inputs rather than options: the palette's colours in turn, each with its own dash.
    for (qsizetype index = 0; index < m_lines.size(); ++index) {
        const auto position = static_cast<std::size_t>(index);
        QPen pen(optionColor(position, theme), LINE_WIDTH, LINE_STYLES[position]);
        m_lines[index]->setPen(pen);
        m_lines[index]->setColor(pen.color());
    }
}

void SpiderChart::showPoint(QLineSeries& series, const QPointF& point, bool state)
{
    const auto index = m_lines.indexOf(&series);
    if (!state || index < 0 || index >= m_tips.size()) {
        showTip(*this, {}, false);
        return;
    }
    const QPointF nearest = nearestPoint(*chart(), series, point);
    const auto step = series.points().indexOf(nearest);
    if (step >= 0 && step < m_tips[index].size())
        showTip(*this, m_tips[index][step], true);
}

} // namespace tco::ui
