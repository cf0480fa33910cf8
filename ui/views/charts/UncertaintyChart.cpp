#include "views/charts/UncertaintyChart.h"

#include "presenters/Formatting.h"
#include "presenters/Results.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QAreaSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace tco::ui {
namespace {

constexpr qreal PERCENTILE_WIDTH = 1.5;
/// The fill under the outline, against the background: the outline itself stays full.
constexpr double FILL_OPACITY = 0.55;

/// A vertical line at `value`, from zero to `height`.
QList<QPointF> vertical(double value, double height)
{
    return {QPointF(value, 0.0), QPointF(value, height)};
}

} // namespace

QList<QPointF> histogramOutline(const Histogram& histogram, double total, double from, double to)
{
    QList<QPointF> points;
    if (total <= 0.0)
        return points;
    for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
        const double left = std::max(histogram.edges[bin], from);
        const double right = std::min(histogram.edges[bin + 1], to);
        if (left >= right)
            continue;
        const double share = static_cast<double>(histogram.counts[bin]) / total;
        if (points.isEmpty())
            points << QPointF(left, 0.0);
        points << QPointF(left, share) << QPointF(right, share);
    }
    if (!points.isEmpty())
        points << QPointF(points.constLast().x(), 0.0);
    return points;
}

UncertaintyChart::UncertaintyChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    // An area series does not own its line: the chart view does.
    , m_below(new QAreaSeries(new QLineSeries(this)))
    , m_above(new QAreaSeries(new QLineSeries(this)))
    , m_p5(new QLineSeries)
    , m_p50(new QLineSeries)
    , m_p95(new QLineSeries)
    , m_outcome(new QValueAxis)
    , m_share(new QValueAxis)
{
    m_p5->setName(tr("P5"));
    m_p50->setName(tr("Median (P50)"));
    m_p95->setName(tr("P95"));
    chart()->addAxis(m_outcome, Qt::AlignBottom);
    chart()->addAxis(m_share, Qt::AlignLeft);
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_below, m_above, m_p5, m_p50, m_p95}) {
        chart()->addSeries(series);
        series->attachAxis(m_outcome);
        series->attachAxis(m_share);
    }
    m_share->setLabelFormat(QStringLiteral("%.0f"));
    m_outcome->setLabelFormat(QStringLiteral("%.0f"));
    setAxisTitle(*m_share, tr("Share of samples (%)"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    // A legend drawing each series' own shape draws an area as an empty outline.
    for (QAreaSeries* area : {m_below, m_above}) {
        for (QLegendMarker* marker : chart()->legend()->markers(area))
            marker->setShape(QLegend::MarkerShapeRectangle);
    }
    restyle();
    refresh();
}

void UncertaintyChart::setResult(std::optional<UncertaintyResult> result)
{
    m_result = std::move(result);
    refresh();
}

void UncertaintyChart::refresh()
{
    const Scenario& current = scenario().scenario();
    if (!m_result || m_result->run.histogram.counts.empty()) {
        for (QLineSeries* line : {m_below->upperSeries(), m_above->upperSeries(), m_p5, m_p50, m_p95})
            line->clear();
        for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_below, m_above, m_p5, m_p50, m_p95})
            series->setVisible(false);
        if (m_result)
            setEmptyMessage(tr("No sample has an outcome: in every one, a self-hosted option the outcome measures could not "
                               "run. Narrow the distributions of the inputs that size it."));
        else if (current.analysis.distributions.empty())
            setEmptyMessage(tr("No input has a distribution yet. Add… below gives one to an input you are unsure of, "
                               "and Suggest gives the five that move the outcome most a first one; then Run."));
        else
            setEmptyMessage(tr("Run draws the inputs that have a distribution together, prices the whole scenario for "
                               "each sample, and shows here how the outcome spreads."));
        return;
    }
    setEmptyMessage({});
    const MonteCarloResult& run = m_result->run;
    const Outcome& outcome = m_result->outcome;
    // Shares in percent of the samples that have an outcome.
    const auto total = static_cast<double>(run.outcome.count) / 100.0;
    const bool difference = outcome.kind == Outcome::Kind::MonthlyDifference;
    const double infinity = std::numeric_limits<double>::infinity();
    const double split = difference ? 0.0 : infinity;
    replacePoints(*m_below->upperSeries(), histogramOutline(run.histogram, total, -infinity, split));
    replacePoints(*m_above->upperSeries(), histogramOutline(run.histogram, total, split, infinity));
    const auto& counts = run.histogram.counts;
    const double tallest = static_cast<double>(*std::ranges::max_element(counts)) / total;
    replacePoints(*m_p5, vertical(run.outcome.percentile5, tallest));
    replacePoints(*m_p50, vertical(run.outcome.percentile50, tallest));
    replacePoints(*m_p95, vertical(run.outcome.percentile95, tallest));

    const QString first = toQString(optionName(current, outcome.option));
    if (difference) {
        m_below->setName(tr("%1 cheaper").arg(first));
        m_above->setName(tr("%1 cheaper").arg(toQString(optionName(current, outcome.other))));
    } else {
        m_below->setName(tr("%1 per million tokens").arg(first));
    }
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_below, m_p5, m_p50, m_p95})
        series->setVisible(true);
    m_above->setVisible(difference && !m_above->upperSeries()->points().isEmpty());
    m_below->setVisible(!m_below->upperSeries()->points().isEmpty());
    setAxisTitle(*m_outcome, inCurrency(outcomeName(current, outcome)));
    m_outcome->setRange(run.histogram.edges.front(), run.histogram.edges.back());
    m_outcome->applyNiceNumbers();
    setRoundRange(*m_share, tallest, *chart());
    restyle();
}

void UncertaintyChart::restyle()
{
    const QChart::ChartTheme theme = chartTheme();
    const QColor background = backgroundColor(*chart());
    if (m_result) {
        const Scenario& current = scenario().scenario();
        const auto paint = [&](QAreaSeries& area, OptionRef option) {
            const QColor colour = optionColor(optionPosition(current, option), theme);
            area.setBrush(faded(colour, background, FILL_OPACITY));
            area.setPen(QPen(colour, 1.0));
        };
        paint(*m_below, m_result->outcome.option);
        paint(*m_above, m_result->outcome.other);
    }
    m_p5->setPen(QPen(annotationColor(theme), PERCENTILE_WIDTH, Qt::DashLine));
    m_p50->setPen(QPen(annotationColor(theme), PERCENTILE_WIDTH));
    m_p95->setPen(QPen(annotationColor(theme), PERCENTILE_WIDTH, Qt::DashLine));
}

} // namespace tco::ui
