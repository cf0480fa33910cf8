#include "views/charts/TornadoChart.h"

#include "analysis/SensitivityAnalysis.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFontMetricsF>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tco::ui {
namespace {

constexpr qreal BAR_WIDTH = 0.7;
/// The height a bar needs, in lines of its name's type: its name on two lines (the option, then
/// the input and its range) and a little space between.
constexpr qreal LINES_PER_BAR = 2.4;
/// The most characters of an option's name a bar's label shows.
constexpr qsizetype OPTION_NAME_LENGTH = 20;
/// The fewest bars shown, however small the chart.
constexpr int FEWEST_BARS = 3;

} // namespace

TornadoChart::TornadoChart(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_bars(new QHorizontalStackedBarSeries)
    , m_low(new QBarSet(tr("Input lower")))
    , m_high(new QBarSet(tr("Input higher")))
    , m_drivers(new QBarCategoryAxis)
    , m_change(new QValueAxis)
{
    m_bars->setBarWidth(BAR_WIDTH);
    m_bars->append(m_low);
    m_bars->append(m_high);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    // Two short names: below the plot, which leaves its width to the bars and the inputs' names.
    chart()->legend()->setAlignment(Qt::AlignBottom);
    m_change->setLabelFormat(QStringLiteral("%.0f"));
    chart()->addSeries(m_bars);
    chart()->addAxis(m_drivers, Qt::AlignLeft);
    chart()->addAxis(m_change, Qt::AlignBottom);
    m_bars->attachAxis(m_drivers);
    m_bars->attachAxis(m_change);
    connect(m_bars, &QHorizontalStackedBarSeries::hovered, this, &TornadoChart::showBar);
    // Queued: the plot's new size is known once the chart is laid out, and a refresh lays it out again.
    connect(chart(), &QChart::plotAreaChanged, this, &TornadoChart::fitBars, Qt::QueuedConnection);
    m_room = MOST_TORNADO_BARS;
    restyle();
    refreshAfterGestures();
    refresh();
}

void TornadoChart::refresh()
{
    const Scenario& current = scenario().scenario();
    const std::optional<Tornado>& result = scenario().results().tornado();
    std::vector<TornadoBar> bars;
    if (result) {
        bars = shownBars(*result);
        // The widest that have room for their names: a name cut short would not say which input it is.
        if (std::cmp_greater(bars.size(), m_room))
            bars.resize(static_cast<std::size_t>(m_room));
        // The outcome named once above the plot, where it has the chart's width; the axis says the unit.
        const QString outcome = outcomeName(current, result->outcome);
        if (chart()->title() != outcome)
            chart()->setTitle(outcome);
        setAxisTitle(*m_change, inCurrency(tr("Change")));
    }
    setEmptyMessage(!result ? noOutcomeMessage() : bars.empty() ? noDriverMessage() : QString());
    // The category axis counts from the bottom: the widest bar last, so that it is on top.
    std::ranges::reverse(bars);
    QStringList names;
    QList<qreal> lows;
    QList<qreal> highs;
    m_tips.clear();
    double widest = 0.0;
    for (const TornadoBar& bar : bars) {
        // The input first, then its option, shortened: Qt Charts cuts a label too wide for the
        // axis from its end, and the input is what tells the bars of one option apart.
        Driver input = bar.driver;
        input.owner.clear();
        QString name = stackedDriverName(input, {bar.driver.pointer, bar.low, bar.high});
        if (!bar.driver.owner.empty()) {
            QString owner = toQString(bar.driver.owner);
            if (owner.size() > OPTION_NAME_LENGTH)
                owner = owner.left(OPTION_NAME_LENGTH - 1) + QChar(0x2026);
            name += QStringLiteral(" · ") + owner.toHtmlEscaped();
        }
        names << name;
        const double low = *bar.outcomeAtLow - result->base;
        const double high = *bar.outcomeAtHigh - result->base;
        lows << low;
        highs << high;
        widest = std::max({widest, std::abs(low), std::abs(high)});
        m_tips << tr("%1\nAt %2: %3\nAt %4: %5")
                      .arg(driverName(bar.driver), formatInputWithUnit(QLocale(), bar.driver, bar.low), money(*bar.outcomeAtLow),
                           formatInputWithUnit(QLocale(), bar.driver, bar.high), money(*bar.outcomeAtHigh));
    }
    if (m_drivers->categories() != names)
        m_drivers->setCategories(names);
    if (m_low->count() != lows.size()) {
        m_low->remove(0, m_low->count());
        m_high->remove(0, m_high->count());
        m_low->append(lows);
        m_high->append(highs);
    } else {
        for (int index = 0; index < lows.size(); ++index) {
            m_low->replace(index, lows[index]);
            m_high->replace(index, highs[index]);
        }
    }
    // Symmetric about zero, the outcome at the current values.
    setSymmetricRoundRange(*m_change, widest, *chart());
}

void TornadoChart::fitBars()
{
    const qreal height = chart()->plotArea().height();
    if (height <= 0.0)
        return;
    const qreal line = QFontMetricsF(m_drivers->labelsFont()).height();
    const int room = std::clamp(static_cast<int>(height / (LINES_PER_BAR * line)), FEWEST_BARS, MOST_TORNADO_BARS);
    if (room == m_room)
        return;
    m_room = room;
    refresh();
}

void TornadoChart::restyle()
{
    m_low->setColor(tornadoColor(false));
    m_high->setColor(tornadoColor(true));
    m_low->setBorderColor(m_low->color());
    m_high->setBorderColor(m_high->color());
}

void TornadoChart::showBar(bool state, int index, QBarSet* /*set*/)
{
    if (index < 0 || index >= m_tips.size()) {
        showTip(*this, {}, false);
        return;
    }
    showTip(*this, m_tips[index], state);
}

} // namespace tco::ui
