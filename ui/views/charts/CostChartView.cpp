#include "views/charts/CostChartView.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <QAbstractAxis>
#include <QCursor>
#include <QFontMetricsF>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QStringList>
#include <QTextDocument>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace tco::ui {
namespace {

/// The property of a value axis that keeps the maximum setRoundRange() was given, so that the
/// steps follow the plot's size.
constexpr const char* ROUND_MAXIMUM = "roundMaximum";
/// The same for setSymmetricRoundRange()'s reach.
constexpr const char* ROUND_REACH = "roundReach";

/// The widest an empty message runs, in pixels, however wide the chart: a short paragraph reads
/// better than one line across a wide window.
constexpr qreal MESSAGE_WIDTH = 440.0;
/// Of the chart's width, the most a message takes in a narrow chart.
constexpr qreal MESSAGE_SHARE = 0.8;

/// `text` as HTML, broken between words into lines of at most `length` characters where it can
/// be (a longer word keeps its own line); all on one line when `length` is zero.
QString wrappedHtml(const QString& text, int length)
{
    if (length <= 0)
        return text.toHtmlEscaped();
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > length) {
            lines << line.toHtmlEscaped();
            line.clear();
        }
        line += line.isEmpty() ? word : QLatin1Char(' ') + word;
    }
    if (!line.isEmpty())
        lines << line.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

CostChartView::CostChartView(const ScenarioPresenter& scenario, QWidget* parent)
    : QChartView(parent)
    , m_scenario(scenario)
{
    setRenderHint(QPainter::Antialiasing);
    // One rectangle: the minimal update region of many moving items makes the raster engine clip
    // every span against dozens of rectangles, which cost more than painting the whole chart.
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    // Charts redraw as a slider moves; an animation would lag behind it.
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->setLocalizeNumbers(true);
    // Beside the plot, where option names have room; Qt Charts would elide them in one row below.
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // A name elided in a narrow chart shows whole under the pointer.
    chart()->legend()->setShowToolTips(true);
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &CostChartView::follow);
    // A value axis's steps depend on the room its labels have: a new plot area may take fewer.
    connect(chart(), &QChart::plotAreaChanged, this, [this] {
        for (QAbstractAxis* axis : chart()->axes()) {
            auto* values = qobject_cast<QValueAxis*>(axis);
            if (values != nullptr && values->property(ROUND_MAXIMUM).isValid())
                setRoundRange(*values, values->property(ROUND_MAXIMUM).toDouble(), *chart());
            else if (values != nullptr && values->property(ROUND_REACH).isValid())
                setSymmetricRoundRange(*values, values->property(ROUND_REACH).toDouble(), *chart());
        }
    });
    connect(chart(), &QChart::plotAreaChanged, this, &CostChartView::placeMessage);
}

QString CostChartView::emptyMessage() const
{
    return m_message != nullptr && m_message->isVisible() ? m_message->toPlainText() : QString();
}

QString CostChartView::noOutcomeMessage()
{
    return tr("Nothing to compare yet: the analyses need a self-hosted option that can run and an API offer. Analysis → "
              "Compare Options… can pick any two options instead.");
}

QString CostChartView::noDriverMessage()
{
    return tr("No input moves the outcome over its range. Analysis → Tornado Ranges… gives inputs wider ranges.");
}

QString CostChartView::stackedDriverName(const Driver& driver, const DriverRange& range, int lineLength)
{
    const QString input = wrappedHtml(
        tr("%1 (%2)", "an input and its range").arg(fieldLabel(*driver.field), formatRangeAboutValue(QLocale(), driver, range)),
        lineLength);
    if (driver.owner.empty())
        return input;
    return tr("%1:<br>%2", "an option, and one of its inputs below it; HTML")
        .arg(wrappedHtml(toQString(driver.owner), lineLength), input);
}

void CostChartView::setEmptyMessage(const QString& message)
{
    const bool wasShown = !emptyMessage().isEmpty();
    if (message.isEmpty()) {
        if (!wasShown)
            return;
        m_message->hide();
        for (const QPointer<QAbstractAxis>& axis : std::as_const(m_hiddenAxes)) {
            if (axis)
                axis->setVisible(true);
        }
        m_hiddenAxes.clear();
        if (m_legendHidden)
            chart()->legend()->show();
        m_legendHidden = false;
        return;
    }
    if (m_message == nullptr) {
        m_message = new QGraphicsTextItem(chart());
        m_message->setObjectName(QStringLiteral("emptyMessage"));
        QTextOption centred = m_message->document()->defaultTextOption();
        centred.setAlignment(Qt::AlignHCenter);
        m_message->document()->setDefaultTextOption(centred);
    }
    if (!wasShown) {
        for (QAbstractAxis* axis : chart()->axes()) {
            if (axis->isVisible()) {
                axis->setVisible(false);
                m_hiddenAxes << axis;
            }
        }
        m_legendHidden = chart()->legend()->isVisible();
        chart()->legend()->hide();
    }
    if (m_message->toPlainText() != message)
        m_message->setPlainText(message);
    m_message->show();
    placeMessage();
}

void CostChartView::placeMessage()
{
    if (m_message == nullptr || !m_message->isVisible())
        return;
    m_message->setDefaultTextColor(chart()->legend()->labelColor());
    m_message->setFont(chart()->legend()->font());
    const QRectF area = chart()->rect();
    m_message->setTextWidth(std::min(MESSAGE_WIDTH, area.width() * MESSAGE_SHARE));
    const QRectF box = m_message->boundingRect();
    m_message->setPos(area.center() - box.center());
}

void CostChartView::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    placeMessage();
}

void CostChartView::follow()
{
    // A chart in a tab out of view catches up when it comes into view, so that a slider's move
    // lays out only the chart on screen. A chart in a window not shown is kept up to date.
    m_stale = window()->isVisible() && !isVisible();
    if (!m_stale)
        refresh();
}

void CostChartView::refreshAfterGestures()
{
    connect(&m_scenario, &ScenarioPresenter::gestureEnded, this, &CostChartView::follow);
}

void CostChartView::showEvent(QShowEvent* event)
{
    if (m_stale) {
        m_stale = false;
        refresh();
    }
    QChartView::showEvent(event);
}

void CostChartView::setChartTheme(QChart::ChartTheme theme)
{
    chart()->setTheme(theme);
    restyle();
    scaleText();
    placeMessage();
}

void CostChartView::setTextScale(double scale, double legendScale)
{
    m_textScale = scale;
    m_legendScale = legendScale;
    // The theme puts its own sizes back, from which the new scale starts.
    setChartTheme(chartTheme());
}

void CostChartView::scaleText()
{
    const auto scaled = [](QFont font, double scale) {
        font.setPointSizeF(font.pointSizeF() * scale);
        return font;
    };
    chart()->legend()->setFont(scaled(chart()->legend()->font(), m_legendScale));
    for (QAbstractAxis* axis : chart()->axes()) {
        axis->setLabelsFont(scaled(axis->labelsFont(), m_textScale));
        axis->setTitleFont(scaled(axis->titleFont(), m_textScale));
    }
}

QChart::ChartTheme CostChartView::chartTheme() const
{
    return chart()->theme();
}

QString CostChartView::money(double amount) const
{
    return formatMoney(QLocale(), Money{amount, m_scenario.scenario().currency.display});
}

QString CostChartView::inCurrency(const QString& quantity) const
{
    return tr("%1 (%2)", "a quantity and its currency").arg(quantity, toQString(m_scenario.scenario().currency.display.code()));
}

void showTip(QWidget& widget, const QString& text, bool state)
{
    if (state)
        QToolTip::showText(QCursor::pos(), text, &widget);
    else
        QToolTip::hideText();
}

QPointF nearestPoint(QChart& chart, QXYSeries& series, const QPointF& point)
{
    const QPointF target = chart.mapToPosition(point, &series);
    QPointF nearest = point;
    double nearestDistance = std::numeric_limits<double>::infinity();
    for (const QPointF& candidate : series.points()) {
        const QPointF offset = chart.mapToPosition(candidate, &series) - target;
        const double distance = QPointF::dotProduct(offset, offset);
        if (distance < nearestDistance) {
            nearest = candidate;
            nearestDistance = distance;
        }
    }
    return nearest;
}

void replacePoints(QXYSeries& series, const QList<QPointF>& points)
{
    if (series.points() != points)
        series.replace(points);
}

namespace {

/// A round step (1, 2, 2.5 or 5 times a power of ten) and how many of them reach `maximum` in
/// at most `mostSteps`.
std::pair<double, int> roundSteps(double maximum, int mostSteps)
{
    constexpr std::array<double, 5> ROUND_FACTORS{1.0, 2.0, 2.5, 5.0, 10.0};
    const double top = maximum > 0.0 ? maximum : 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(top / mostSteps)));
    const double factor
        = *std::ranges::find_if(ROUND_FACTORS, [&](double candidate) { return top / (candidate * magnitude) <= mostSteps; });
    const double step = factor * magnitude;
    return {step, std::max(1, static_cast<int>(std::ceil(top / step)))};
}

/// How many labels of `axis` have room side by side along the plot of `chart`, the widest
/// reading `widest`: each takes its width along a horizontal axis, its height along a vertical
/// one, with an em of space between.
int labelsWithRoom(const QValueAxis& axis, double widest, const QChart& chart)
{
    const QFontMetricsF metrics(axis.labelsFont());
    const bool horizontal = axis.orientation() == Qt::Horizontal;
    const double label = horizontal ? metrics.horizontalAdvance(chart.locale().toString(widest, 'f', 0)) : metrics.height();
    const double room = label + metrics.horizontalAdvance(QLatin1Char('M'));
    // Before the chart's first layout its plot is not known: the legend beside it and the axes'
    // labels leave it about three fifths of the chart.
    constexpr double PLOT_SHARE_BEFORE_LAYOUT = 0.6;
    const QSizeF plot = chart.plotArea().isEmpty() ? chart.size() * PLOT_SHARE_BEFORE_LAYOUT : chart.plotArea().size();
    const double length = horizontal ? plot.width() : plot.height();
    return length > 0.0 ? static_cast<int>(length / room) : std::numeric_limits<int>::max();
}

} // namespace

void setRoundRange(QValueAxis& axis, double maximum, const QChart& chart)
{
    axis.setProperty(ROUND_MAXIMUM, maximum);
    constexpr int MOST_STEPS = 6;
    const int fitting = labelsWithRoom(axis, maximum, chart) - 1;
    const auto [step, steps] = roundSteps(maximum, std::clamp(fitting, 1, MOST_STEPS));
    axis.setRange(0.0, steps * step);
    axis.setTickCount(steps + 1);
}

void setSymmetricRoundRange(QValueAxis& axis, double reach, const QChart& chart)
{
    axis.setProperty(ROUND_REACH, reach);
    constexpr int MOST_STEPS_A_SIDE = 3;
    // The widest label is the lowest, with its minus sign.
    const int fitting = (labelsWithRoom(axis, -reach, chart) - 1) / 2;
    const auto [step, steps] = roundSteps(reach, std::clamp(fitting, 1, MOST_STEPS_A_SIDE));
    axis.setRange(-steps * step, steps * step);
    axis.setTickCount(2 * steps + 1);
}

void bringToFront(QChart& chart, QAbstractSeries* series)
{
    const QList<QAbstractAxis*> axes = series->attachedAxes();
    chart.removeSeries(series);
    chart.addSeries(series);
    for (QAbstractAxis* axis : axes)
        series->attachAxis(axis);
}

void setChartTheme(const QList<CostChartView*>& charts, QChart::ChartTheme theme)
{
    for (CostChartView* chart : charts)
        chart->setChartTheme(theme);
}

void setAxisTitle(QAbstractAxis& axis, const QString& title)
{
    if (axis.titleText() != title)
        axis.setTitleText(title);
}

} // namespace tco::ui
