#include "views/charts/BreakdownChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>

namespace tco::ui {
namespace {

constexpr qreal BAR_WIDTH = 0.6;

/// Whether an API bill, or a hybrid's, has a discount taken off it.
bool isDiscounted(const OptionSummary& option)
{
    return !option.selfHosted()
        && (option.monthly[CostItem::BatchDiscount] != 0.0 || option.monthly[CostItem::CommittedSpendDiscount] != 0.0);
}

/// What a segment adds to an option's bar.
///
/// A bar's length is what the option costs a month, so that bars compare at a glance. A discount
/// is no part of that length: drawn as a segment below zero it would leave the bar's end at the
/// bill before the discount, and taking it off the token classes in proportion would invent
/// amounts the bill does not state. So an API bill with a discount is one segment, the bill after
/// it; without one, its token classes add up to the bill exactly and are shown.
double segmentValue(const OptionSummary& option, std::optional<CostItem> segment)
{
    if (!segment)
        return isDiscounted(option) ? option.monthly.total() : 0.0;
    return isDiscounted(option) ? 0.0 : option.monthly[*segment];
}

} // namespace

BreakdownChart::BreakdownChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_bars(new QHorizontalStackedBarSeries)
    , m_options(new QBarCategoryAxis)
    , m_cost(new QValueAxis)
{
    m_bars->setBarWidth(BAR_WIDTH);
    // Qt Charts 6.4 draws a bar set's marker from its series as an empty square.
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    m_cost->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addSeries(m_bars);
    chart()->addAxis(m_options, Qt::AlignLeft);
    chart()->addAxis(m_cost, Qt::AlignBottom);
    m_bars->attachAxis(m_options);
    m_bars->attachAxis(m_cost);
    connect(m_bars, &QHorizontalStackedBarSeries::hovered, this, &BreakdownChart::showSegment);
    refresh();
}

BreakdownChart::Layout BreakdownChart::layoutOf(const std::vector<OptionSummary>& options)
{
    Layout layout;
    // The category axis counts from the bottom: the last option's bar comes first, so that the
    // bars read top down in the scenario's order.
    for (std::size_t position = options.size(); position-- > 0;) {
        if (options[position].feasible) {
            layout.rows.push_back(position);
            layout.names.push_back(options[position].name);
        }
    }
    const auto shows = [&](Segment segment) {
        return std::ranges::any_of(layout.rows, [&](std::size_t row) { return segmentValue(options[row], segment) != 0.0; });
    };
    for (std::size_t index = 0; index < COST_ITEM_COUNT; ++index) {
        const auto item = static_cast<CostItem>(index);
        if (item != CostItem::BatchDiscount && item != CostItem::CommittedSpendDiscount && shows(item))
            layout.segments.emplace_back(item);
    }
    if (shows(std::nullopt))
        layout.segments.emplace_back(std::nullopt);
    return layout;
}

void BreakdownChart::rebuild(Layout layout)
{
    m_layout = std::move(layout);
    m_bars->clear();
    QStringList names;
    for (const std::string& name : m_layout.names)
        names.append(toQString(name));
    m_options->setCategories(names);
    for (const Segment& segment : m_layout.segments) {
        auto* set = new QBarSet(segment ? costItemName(*segment) : tr("API bill after discounts"));
        for (std::size_t row = 0; row < m_layout.rows.size(); ++row)
            set->append(0.0);
        m_bars->append(set);
    }
    restyle();
}

void BreakdownChart::refresh()
{
    const Results& results = scenario().results();
    Layout layout = layoutOf(results.options());
    if (layout != m_layout)
        rebuild(std::move(layout));
    setAxisTitle(*m_cost, inCurrency(tr("Monthly cost")));

    const QList<QBarSet*> sets = m_bars->barSets();
    double highest = 0.0;
    for (std::size_t row = 0; row < m_layout.rows.size(); ++row) {
        const OptionSummary& option = results.options()[m_layout.rows[row]];
        for (std::size_t segment = 0; segment < m_layout.segments.size(); ++segment)
            sets[static_cast<qsizetype>(segment)]->replace(static_cast<int>(row),
                                                           segmentValue(option, m_layout.segments[segment]));
        highest = std::max(highest, option.monthly.total());
    }
    setRoundRange(*m_cost, highest, *chart());
}

void BreakdownChart::restyle()
{
    const QList<QBarSet*> sets = m_bars->barSets();
    for (std::size_t segment = 0; segment < m_layout.segments.size(); ++segment) {
        QBarSet* set = sets[static_cast<qsizetype>(segment)];
        set->setColor(m_layout.segments[segment] ? costItemColor(*m_layout.segments[segment]) : netBillColor());
        // Segments meet without a rim, which would read as a segment of its own on a thin one.
        set->setBorderColor(set->color());
    }
}

void BreakdownChart::showSegment(bool state, int index, QBarSet* set)
{
    const auto row = static_cast<std::size_t>(index);
    if (set == nullptr || row >= m_layout.rows.size()) {
        showTip(*this, {}, false);
        return;
    }
    const OptionSummary& option = scenario().results().options()[m_layout.rows[row]];
    showTip(*this,
            tr("%1\n%2: %3 a month\nTotal: %4 a month")
                .arg(toQString(option.name), set->label(), money(set->at(index)), money(option.monthly.total())),
            state);
}

} // namespace tco::ui
