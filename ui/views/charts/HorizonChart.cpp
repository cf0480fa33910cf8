#include "views/charts/HorizonChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace tco::ui {
namespace {

/// At most this many month labels, so that they never crowd.
constexpr int MOST_MONTH_LABELS = 12;

/// A step between month labels that people count in: a quarter, half a year, a year.
int monthStep(int horizonMonths)
{
    constexpr std::array<int, 7> STEPS{1, 3, 6, 12, 24, 60, 120};
    for (const int step : STEPS) {
        if (horizonMonths / step <= MOST_MONTH_LABELS)
            return step;
    }
    return STEPS.back();
}

/// Each month's running total: the cost of that month and all before it.
QList<QPointF> cumulativeLine(const HorizonSeries& horizon)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(horizon.monthly.size()));
    double cumulative = 0.0;
    for (std::size_t month = 0; month < horizon.monthly.size(); ++month) {
        cumulative += horizon.monthly[month];
        points.append(QPointF(static_cast<double>(month + 1), cumulative));
    }
    return points;
}

QValueAxis* addValueAxis(QChart& chart, Qt::Alignment alignment)
{
    auto* axis = new QValueAxis;
    chart.addAxis(axis, alignment);
    return axis;
}

} // namespace

HorizonChart::HorizonChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_months(addValueAxis(*chart(), Qt::AlignBottom))
    , m_cost(addValueAxis(*chart(), Qt::AlignLeft))
    , m_lines(*chart(), [this](std::size_t position, const QPointF& point, bool state) { showOption(position, point, state); })
    , m_crossovers(*this, tr("Crossover"), m_months, m_cost)
{
    m_months->setTitleText(tr("Month"));
    // Qt Charts 6.4 prints no label for "%d" once numbers are localized.
    m_months->setLabelFormat(QStringLiteral("%.0f"));
    m_months->setTickType(QValueAxis::TicksDynamic);
    m_months->setTickAnchor(0.0);
    m_cost->setLabelFormat(QStringLiteral("%.0f"));
    restyle();
    refresh();
}

void HorizonChart::refresh()
{
    const Results& results = scenario().results();
    m_lines.update(results.options(), m_months, m_cost);
    m_crossovers.bringToFront();
    setAxisTitle(*m_cost, inCurrency(tr("Cumulative cost")));

    double highest = 0.0;
    for (std::size_t position = 0; position < results.options().size(); ++position) {
        if (QLineSeries* line = m_lines.line(position)) {
            const QList<QPointF> points = cumulativeLine(*results.options()[position].horizon);
            if (!points.isEmpty())
                highest = std::max(highest, points.constLast().y());
            replacePoints(*line, points);
        }
    }
    const int horizonMonths = scenario().scenario().horizonMonths;
    // From month 0, before anything is spent: a crossover in month 1 shows whole, not cut by the edge.
    m_months->setRange(0.0, horizonMonths);
    m_months->setTickInterval(monthStep(horizonMonths));
    setRoundRange(*m_cost, highest, *chart());

    const Scenario& current = scenario().scenario();
    std::vector<ChartMark> marks;
    for (const Crossover& crossover : results.evaluation().crossovers) {
        if (!crossover.month)
            continue;
        const QPointF point = cumulativeLine(horizonOf(results.evaluation(), crossover.option)).at(*crossover.month - 1);
        marks.push_back({point,
                         tr("From month %1 on, %2 has cost no more in total than %3: %4 by month %1")
                             .arg(QLocale().toString(*crossover.month), toQString(optionName(current, crossover.option)),
                                  toQString(current.apiOffers[crossover.api].name), money(point.y())),
                         optionPosition(current, crossover.option)});
    }
    m_crossovers.replace(std::move(marks));
}

void HorizonChart::restyle()
{
    m_lines.restyle();
    m_crossovers.restyle();
}

void HorizonChart::showOption(std::size_t position, const QPointF& point, bool state)
{
    const OptionSummary& option = scenario().results().options()[position];
    const QPointF nearest = nearestPoint(*chart(), *m_lines.line(position), point);
    showTip(*this,
            tr("%1\nMonth %2: %3 in total")
                .arg(toQString(option.name), QLocale().toString(static_cast<int>(nearest.x())), money(nearest.y())),
            state);
}

} // namespace tco::ui
