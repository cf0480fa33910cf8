#include "views/charts/MoneyChart.h"

#include "presenters/MoneyTableModel.h"
#include "views/charts/ChartPalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLegend>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace tco::ui {
namespace {

constexpr qreal BAR_WIDTH = 0.6;

} // namespace

MoneyChart::MoneyChart(const ScenarioPresenter& scenario, const MoneyTableModel& model, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_model(model)
    , m_bars(new QStackedBarSeries)
    , m_bottomLine(new QLineSeries)
    , m_years(new QBarCategoryAxis)
    , m_amount(new QValueAxis)
{
    m_bars->setBarWidth(BAR_WIDTH);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    m_amount->setLabelFormat(QStringLiteral("%.0f"));
    m_bottomLine->setPointsVisible(true);
    chart()->addSeries(m_bars);
    chart()->addSeries(m_bottomLine);
    chart()->addAxis(m_years, Qt::AlignBottom);
    chart()->addAxis(m_amount, Qt::AlignLeft);
    for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(m_bars), static_cast<QAbstractSeries*>(m_bottomLine)}) {
        series->attachAxis(m_years);
        series->attachAxis(m_amount);
    }
    connect(m_bars, &QStackedBarSeries::hovered, this, &MoneyChart::showBar);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &MoneyChart::refresh);
    refresh();
}

void MoneyChart::refresh()
{
    const std::vector<MoneyYear>& years = m_model.years();
    if (years.empty()) {
        setEmptyMessage(tr("Choose an option that can run to see its money year by year."));
        return;
    }
    setEmptyMessage({});
    QStringList categories;
    for (const MoneyYear& year : years)
        categories << MoneyTableModel::yearLabel(year);
    if (m_years->categories() != categories)
        m_years->setCategories(categories);

    m_bars->clear();
    double highest = 0.0;
    double lowest = 0.0;
    QList<QPointF> bottom;
    for (const MoneyLine& line : m_model.lines()) {
        if (line.bottomLine()) {
            m_bottomLine->setName(MoneyTableModel::lineLabel(line.kind));
            for (std::size_t year = 0; year < line.years.size(); ++year)
                bottom.append(QPointF(static_cast<qreal>(year), line.years[year]));
            continue;
        }
        auto* set = new QBarSet(MoneyTableModel::lineLabel(line.kind));
        set->setProperty("kind", static_cast<int>(line.kind));
        for (const double amount : line.years)
            set->append(amount);
        m_bars->append(set);
    }
    // The bars stack what is paid above zero and what comes back below it.
    for (std::size_t year = 0; year < years.size(); ++year) {
        double above = 0.0;
        double below = 0.0;
        for (const MoneyLine& line : m_model.lines()) {
            if (!line.bottomLine())
                (line.years[year] >= 0.0 ? above : below) += line.years[year];
        }
        highest = std::max(highest, above);
        lowest = std::min(lowest, below);
    }
    m_bottomLine->replace(bottom);
    setAxisTitle(*m_amount, inCurrency(m_model.view() == MoneyView::CashFlow ? tr("Cash out a year") : tr("P&L cost a year")));
    if (lowest < 0.0) {
        // Servers sold or kept reach below zero, usually far less than what is paid above it.
        m_amount->setRange(lowest, highest);
        m_amount->applyNiceNumbers();
    } else {
        setRoundRange(*m_amount, highest, *chart());
    }
    restyle();
}

void MoneyChart::restyle()
{
    for (QBarSet* set : m_bars->barSets()) {
        set->setColor(moneyLineColor(static_cast<MoneyLineKind>(set->property("kind").toInt())));
        set->setBorderColor(set->color());
    }
    QPen pen(annotationColor(chart()->theme()));
    pen.setWidthF(2.0);
    m_bottomLine->setPen(pen);
    m_bottomLine->setColor(pen.color());
}

void MoneyChart::showBar(bool state, int index, QBarSet* set)
{
    const std::vector<MoneyYear>& years = m_model.years();
    if (set == nullptr || index < 0 || static_cast<std::size_t>(index) >= years.size()) {
        showTip(*this, {}, false);
        return;
    }
    showTip(*this,
            tr("%1\n%2: %3")
                .arg(MoneyTableModel::yearLabel(years[static_cast<std::size_t>(index)]), set->label(), money(set->at(index))),
            state);
}

} // namespace tco::ui
