#include "views/charts/SweepChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"
#include "views/charts/DecadeAxis.h"
#include "views/charts/LinearAxis.h"

#include <QCategoryAxis>
#include <QLineSeries>
#include <QLogValueAxis>

#include <algorithm>
#include <limits>

namespace tco::ui {

namespace {

std::unique_ptr<ChartScale> makeScale(ScaleKind kind, QChart& chart, Qt::Alignment alignment)
{
    const ChartScale::Label compact = [](double value) { return formatCompact(QLocale(), value); };
    if (kind == ScaleKind::Linear)
        return std::make_unique<LinearAxis>(chart, alignment, compact);
    return std::make_unique<DecadeAxis>(chart, alignment, compact);
}

} // namespace

SweepChart::SweepChart(const ScenarioPresenter& scenario, Measure measure, const QString& quantity, const QString& costFormat,
                       const SweepView& view, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_measure(measure)
    , m_quantity(quantity)
    , m_costFormat(costFormat)
    , m_focused(view.focused)
    , m_volume(makeScale(view.scale, *chart(), Qt::AlignBottom))
    , m_cost(makeScale(view.scale, *chart(), Qt::AlignLeft))
    , m_lines(*chart(), [this](std::size_t position, const QPointF& point, bool state) { showOption(position, point, state); })
    , m_today(new QLineSeries)
{
    m_volume->setTitle(tr("Tokens per day"));
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& plotArea) {
        m_volume->fitLabels(plotArea.width());
        m_cost->fitLabels(plotArea.height());
    });
    m_today->setName(tr("Current volume"));
    chart()->addSeries(m_today);
    m_today->attachAxis(m_volume->scale());
    m_today->attachAxis(m_cost->scale());
    connect(m_today, &QLineSeries::hovered, this, [this](const QPointF&, bool state) {
        showTip(*this,
                tr("Current volume: %1 tokens a day")
                    .arg(formatTokens(QLocale(), this->scenario().scenario().workload.tokensPerDay.value())),
                state);
    });
}

void SweepChart::refresh()
{
    const Results& results = scenario().results();
    const double today = scenario().scenario().workload.tokensPerDay.value();
    const VolumeRange volumes
        = m_focused ? focusedVolumes(results.answer(), results.evaluation().volumes) : results.evaluation().volumes;
    m_volume->setRange(volumes.from, volumes.to);
    if (m_lines.update(results.options(), m_volume->scale(), m_cost->scale()))
        bringToFront(*chart(), m_today);
    setAxisTitle(*m_cost->labels(), inCurrency(m_quantity));

    // The cost axis spans what the lines reach across the volumes shown.
    const auto [shownFrom, shownTo] = m_volume->span();
    double lowest = std::numeric_limits<double>::infinity();
    double highest = 0.0;
    for (std::size_t position = 0; position < results.options().size(); ++position) {
        QLineSeries* line = m_lines.line(position);
        if (line == nullptr)
            continue;
        QList<QPointF> points = monthlyCostLine(results, results.options()[position]);
        for (QPointF& point : points) {
            point.setY(m_measure(point.x(), point.y()));
            if (point.x() >= shownFrom && point.x() <= shownTo) {
                lowest = std::min(lowest, point.y());
                highest = std::max(highest, point.y());
            }
        }
        replacePoints(*line, withoutCollinearPoints(points));
    }
    if (highest > 0.0)
        m_cost->setRange(lowest, highest);

    const auto [costFrom, costTo] = m_cost->span();
    replacePoints(*m_today, {QPointF(today, costFrom), QPointF(today, costTo)});
}

void SweepChart::restyle()
{
    m_volume->restyle(backgroundColor(*chart()));
    m_cost->restyle(backgroundColor(*chart()));
    m_lines.restyle();
    QPen pen(annotationColor(chartTheme()), 1.5);
    pen.setStyle(Qt::DotLine);
    m_today->setPen(pen);
}

void SweepChart::showOption(std::size_t position, const QPointF& point, bool state)
{
    const OptionSummary& option = scenario().results().options()[position];
    const std::optional<double> cost = valueAt(m_lines.line(position)->points(), point.x());
    if (!cost) {
        showTip(*this, {}, false);
        return;
    }
    showTip(*this,
            tr("%1\n%2 tokens a day: %3")
                .arg(toQString(option.name), formatTokens(QLocale(), point.x()), m_costFormat.arg(money(*cost))),
            state);
}

} // namespace tco::ui
