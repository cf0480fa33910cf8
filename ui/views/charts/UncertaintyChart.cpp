#include "views/charts/UncertaintyChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "results/Results.h"
#include "views/charts/ChartPalette.h"

#include <QAreaSeries>
#include <QCursor>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>

namespace tco::ui {
namespace {

constexpr qreal PERCENTILE_WIDTH = 1.5;
constexpr qreal CURVE_WIDTH = 2.0;
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

QList<QPointF> cumulativeShares(const Histogram& histogram)
{
    QList<QPointF> points;
    double total = 0.0;
    for (const std::int64_t count : histogram.counts)
        total += static_cast<double>(count);
    if (total <= 0.0)
        return points;
    double below = 0.0;
    points << QPointF(histogram.edges.front(), 0.0);
    for (std::size_t bin = 0; bin < histogram.counts.size(); ++bin) {
        below += static_cast<double>(histogram.counts[bin]);
        points << QPointF(histogram.edges[bin + 1], PERCENT * below / total);
    }
    return points;
}

double shareBelow(const QList<QPointF>& curve, double value)
{
    if (curve.isEmpty() || value <= curve.constFirst().x())
        return 0.0;
    if (value >= curve.constLast().x())
        return PERCENT;
    const auto right = std::ranges::find_if(curve, [value](const QPointF& point) { return point.x() > value; });
    const QPointF& high = *right;
    const QPointF& low = *std::prev(right);
    return low.y() + (high.y() - low.y()) * (value - low.x()) / (high.x() - low.x());
}

UncertaintyChart::UncertaintyChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    // An area series does not own its line: the chart view does.
    , m_below(new QAreaSeries(new QLineSeries(this)))
    , m_above(new QAreaSeries(new QLineSeries(this)))
    , m_p5(new QLineSeries)
    , m_p50(new QLineSeries)
    , m_p95(new QLineSeries)
    , m_cumulative(new QLineSeries)
    , m_outcome(new QValueAxis)
    , m_share(new QValueAxis)
    , m_shareBelow(new QValueAxis)
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
    m_cumulative->setName(tr("Share below (S-curve)"));
    chart()->addAxis(m_shareBelow, Qt::AlignRight);
    chart()->addSeries(m_cumulative);
    m_cumulative->attachAxis(m_outcome);
    m_cumulative->attachAxis(m_shareBelow);
    m_shareBelow->setRange(0.0, PERCENT);
    m_shareBelow->setTickCount(5);
    m_shareBelow->setLabelFormat(QStringLiteral("%.0f"));
    setAxisTitle(*m_shareBelow, tr("Samples below (%)"));
    // Hovering the S-curve reads the probability of staying below the value under the pointer.
    connect(m_cumulative, &QLineSeries::hovered, this, [this](const QPointF& point, bool entered) {
        if (!entered || !m_result) {
            QToolTip::hideText();
            return;
        }
        const Scenario& current = this->scenario().scenario();
        QToolTip::showText(QCursor::pos(),
                           tr("%1 of the samples below %2")
                               .arg(formatPercent(QLocale(), shareBelow(m_cumulative->points(), point.x()) / PERCENT),
                                    formatMoney(QLocale(), Money{point.x(), current.currency.display})),
                           this);
    });
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
        for (QLineSeries* line : {m_below->upperSeries(), m_above->upperSeries(), m_p5, m_p50, m_p95, m_cumulative})
            line->clear();
        for (QAbstractSeries* series :
             std::initializer_list<QAbstractSeries*>{m_below, m_above, m_p5, m_p50, m_p95, m_cumulative})
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
    const bool difference = comparesTwo(outcome.kind);
    const double infinity = std::numeric_limits<double>::infinity();
    const double split = difference ? 0.0 : infinity;
    replacePoints(*m_below->upperSeries(), histogramOutline(run.histogram, total, -infinity, split));
    replacePoints(*m_above->upperSeries(), histogramOutline(run.histogram, total, split, infinity));
    const auto& counts = run.histogram.counts;
    const double tallest = static_cast<double>(*std::ranges::max_element(counts)) / total;
    replacePoints(*m_p5, vertical(run.outcome.percentile5, tallest));
    replacePoints(*m_p50, vertical(run.outcome.percentile50, tallest));
    replacePoints(*m_p95, vertical(run.outcome.percentile95, tallest));
    replacePoints(*m_cumulative, cumulativeShares(run.histogram));

    const QString first = toQString(optionName(current, outcome.option));
    if (difference) {
        m_below->setName(tr("%1 cheaper").arg(first));
        m_above->setName(tr("%1 cheaper").arg(toQString(optionName(current, outcome.other))));
    } else {
        m_below->setName(tr("%1 per million tokens").arg(first));
    }
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{m_below, m_p5, m_p50, m_p95, m_cumulative})
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
    m_cumulative->setPen(QPen(annotationColor(theme), CURVE_WIDTH, Qt::DotLine));
}

} // namespace tco::ui
