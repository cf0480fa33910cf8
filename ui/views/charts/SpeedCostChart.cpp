#include "views/charts/SpeedCostChart.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "presenters/SpeedCostPresenter.h"
#include "views/charts/ChartPalette.h"

#include <QBrush>
#include <QCategoryAxis>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <limits>
#include <numeric>

namespace tco::ui {
namespace {

/// Pixels between a mark's centre and its label: the mark's radius and a gap.
constexpr qreal LABEL_OFFSET = 10.0;
/// Pixels between two labels that would otherwise touch.
constexpr qreal LABEL_SPACING = 2.0;
/// Pixels of background either side of a label's text.
constexpr qreal LABEL_PADDING = 3.0;
/// How much of what lies under a label its background hides.
constexpr float LABEL_BACKGROUND_OPACITY = 0.8F;
/// Above the series and their marks.
constexpr qreal LABEL_Z_VALUE = 20.0;

/// The options as OptionLines matches its lines to: those the chart draws, at their places in
/// Results::options, and every other place marked as not drawn.
std::vector<OptionSummary> drawnOptions(const std::vector<SpeedCostOption>& options)
{
    std::size_t places = 0;
    for (const SpeedCostOption& option : options)
        places = std::max(places, option.position + 1);
    std::vector<OptionSummary> drawn(places);
    for (OptionSummary& summary : drawn)
        summary.feasible = false;
    for (const SpeedCostOption& option : options) {
        OptionSummary& summary = drawn[option.position];
        summary.name = option.name;
        summary.ref.kind = OptionKind::SelfHosted;
        summary.feasible = true;
    }
    return drawn;
}

QValueAxis* addValueAxis(QChart& chart, Qt::Alignment alignment)
{
    auto* axis = new QValueAxis;
    chart.addAxis(axis, alignment);
    return axis;
}

QPointF chartPoint(const SpeedCostPoint& point)
{
    return {point.perUser.value(), point.costPerMillionTokens};
}

/// The colour of the chart's background at height `y` in it: the theme's colour, or the colour
/// there of the gradient from top to bottom that a theme such as the dark one paints.
QColor backgroundAt(const QChart& chart, qreal y)
{
    const QGradient* gradient = chart.backgroundBrush().gradient();
    if (gradient == nullptr || gradient->stops().size() < 2 || chart.rect().height() <= 0.0)
        return backgroundColor(chart);
    const QGradientStops stops = gradient->stops();
    const qreal share = std::clamp((y - chart.rect().top()) / chart.rect().height(), 0.0, 1.0);
    const auto after = std::ranges::find_if(stops, [share](const QGradientStop& stop) { return stop.first >= share; });
    if (after == stops.begin())
        return after->second;
    if (after == stops.end())
        return stops.constLast().second;
    const QGradientStop& before = *std::prev(after);
    return faded(after->second, before.second, (share - before.first) / (after->first - before.first));
}

/// A layout's name as a mark's label: a disaggregated unit's prefill and decode instances on
/// a line each, which keeps the label narrow enough for a plot beside the docks.
QString labelText(const ServingLayout& layout)
{
    return toQString(describeLayout(layout)).replace(QStringLiteral(" + "), QStringLiteral("\n+ "));
}

/// `text` with each line elided to `width` pixels in `font`.
QString fitted(const QString& text, const QFont& font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, width);
    return lines.join(QLatin1Char('\n'));
}

/// `box` moved down clear of every box in `taken` it overlaps, or, when that leaves `within`,
/// up clear of them instead.
QRectF clearOf(QRectF box, const QList<QRectF>& taken, const QRectF& within)
{
    const QRectF start = box;
    for (bool moved = true; moved;) {
        moved = false;
        for (const QRectF& other : taken) {
            if (box.intersects(other)) {
                box.moveTop(other.bottom() + LABEL_SPACING);
                moved = true;
            }
        }
    }
    if (box.bottom() <= within.bottom())
        return box;
    box = start;
    for (bool moved = true; moved;) {
        moved = false;
        for (const QRectF& other : taken) {
            if (box.intersects(other)) {
                box.moveBottom(other.top() - LABEL_SPACING);
                moved = true;
            }
        }
    }
    return box;
}

} // namespace

SpeedCostChart::SpeedCostChart(const SpeedCostPresenter& speedCost, QWidget* parent)
    : CostChartView(speedCost.scenario(), parent)
    , m_speedCost(speedCost)
    , m_speed(addValueAxis(*chart(), Qt::AlignBottom))
    , m_cost(*chart(), Qt::AlignLeft, [](double value) { return formatCompact(QLocale(), value); })
    , m_lines(*chart(), [this](std::size_t position, const QPointF& point, bool state) { showPoint(position, point, state); })
    , m_target(new QLineSeries)
    , m_chosen(*this, tr("Today's fleet"), m_speed, m_cost.scale())
{
    m_speed->setTitleText(tr("Output tokens per second per user"));
    // Qt Charts 6.4 prints no label for "%d" once numbers are localized.
    m_speed->setLabelFormat(QStringLiteral("%.0f"));
    m_target->setName(tr("Target per user"));
    chart()->addSeries(m_target);
    m_target->attachAxis(m_speed);
    m_target->attachAxis(m_cost.scale());
    connect(m_target, &QLineSeries::hovered, this, [this](const QPointF&, bool state) {
        showTip(*this, tr("Target: %1 per user").arg(m_speedCost.targetText()), state);
    });
    m_targetLabel = makeLabel();
    connect(chart(), &QChart::plotAreaChanged, this, [this](const QRectF& plotArea) {
        m_cost.fitLabels(plotArea.height());
        placeLabels();
    });
    // The labels are drawn in the axes' type, which a theme and the workshop's scale set.
    connect(m_cost.labels(), &QAbstractAxis::labelsFontChanged, this, &SpeedCostChart::setLabelsFont);
    setLabelsFont(m_cost.labels()->labelsFont());
    restyle();
    refresh();
}

QList<QGraphicsSimpleTextItem*> SpeedCostChart::chosenLabels() const
{
    QList<QGraphicsSimpleTextItem*> texts;
    for (const Label& label : m_chosenLabels)
        texts.append(label.text);
    return texts;
}

void SpeedCostChart::refresh()
{
    const std::vector<SpeedCostOption>& options = m_speedCost.options();
    if (m_lines.update(drawnOptions(options), m_speed, m_cost.scale())) {
        // Each configuration is a point; the line between them only leads the eye from one to the next.
        for (const SpeedCostOption& option : options)
            m_lines.line(option.position)->setPointsVisible(true);
        bringToFront(*chart(), m_target);
        m_chosen.bringToFront();
    }
    setAxisTitle(*m_cost.labels(), inCurrency(tr("Cost per million tokens")));

    const double target = m_speedCost.perUserTarget().value();
    double fastest = target;
    double lowest = std::numeric_limits<double>::infinity();
    double highest = 0.0;
    const auto extend = [&](const QPointF& point) {
        fastest = std::max(fastest, point.x());
        lowest = std::min(lowest, point.y());
        highest = std::max(highest, point.y());
    };
    std::vector<ChartMark> marks;
    for (const SpeedCostOption& option : options) {
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(option.points.size()));
        for (const SpeedCostPoint& point : option.points) {
            points.append(chartPoint(point));
            extend(points.constLast());
        }
        replacePoints(*m_lines.line(option.position), points);
        marks.push_back({chartPoint(option.chosen), m_speedCost.describeChosen(option), option.position});
        extend(marks.back().point);
    }
    if (highest > 0.0)
        m_cost.setRange(lowest, highest);
    setRoundRange(*m_speed, fastest, *chart());
    replacePoints(*m_target, {QPointF(target, m_cost.scale()->min()), QPointF(target, m_cost.scale()->max())});
    m_chosen.replace(std::move(marks));

    while (m_chosenLabels.size() > static_cast<qsizetype>(options.size()))
        delete m_chosenLabels.takeLast().patch;
    while (m_chosenLabels.size() < static_cast<qsizetype>(options.size()))
        m_chosenLabels.append(makeLabel());
    for (std::size_t index = 0; index < options.size(); ++index) {
        Label& label = m_chosenLabels[static_cast<qsizetype>(index)];
        label.whole = labelText(options[index].chosen.layout);
        label.position = options[index].position;
        label.patch->setToolTip(m_speedCost.describeChosen(options[index]));
    }
    m_targetLabel.whole = m_speedCost.targetText();
    restyleLabels();
    // Nothing to draw but the reason, where a title would stand.
    if (chart()->title() != m_speedCost.failure())
        chart()->setTitle(m_speedCost.failure());
}

void SpeedCostChart::restyle()
{
    m_cost.restyle(backgroundColor(*chart()));
    m_lines.restyle();
    m_chosen.restyle();
    QPen pen(annotationColor(chartTheme()), 1.5);
    pen.setStyle(Qt::DotLine);
    m_target->setPen(pen);
    restyleLabels();
}

SpeedCostChart::Label SpeedCostChart::makeLabel()
{
    Label label;
    label.patch = new QGraphicsRectItem(chart());
    label.patch->setPen(Qt::NoPen);
    label.patch->setZValue(LABEL_Z_VALUE);
    label.text = new QGraphicsSimpleTextItem(label.patch);
    label.text->setPos(LABEL_PADDING, 0.0);
    label.text->setFont(m_labelFont);
    return label;
}

void SpeedCostChart::restyleLabels()
{
    m_targetLabel.text->setBrush(annotationColor(chartTheme()));
    // In the option's colour: marks of options alike may stand together, their labels stacked.
    for (const Label& label : m_chosenLabels)
        label.text->setBrush(optionColor(label.position, chartTheme()));
    // A patch takes the background's colour where it stands.
    placeLabels();
}

void SpeedCostChart::setLabelsFont(const QFont& font)
{
    m_labelFont = font;
    m_targetLabel.text->setFont(font);
    for (const Label& label : m_chosenLabels)
        label.text->setFont(font);
    placeLabels();
}

QSizeF SpeedCostChart::fitLabel(const Label& label, qreal width)
{
    label.text->setText(fitted(label.whole, m_labelFont, width - 2.0 * LABEL_PADDING));
    const QRectF text = label.text->boundingRect();
    label.patch->setRect(QRectF(0.0, 0.0, text.width() + 2.0 * LABEL_PADDING, text.height()));
    return label.patch->rect().size();
}

void SpeedCostChart::moveLabel(const Label& label, const QPointF& topLeft)
{
    label.patch->setPos(topLeft);
    QColor background = backgroundAt(*chart(), label.patch->mapToParent(label.patch->rect().center()).y());
    background.setAlphaF(LABEL_BACKGROUND_OPACITY);
    label.patch->setBrush(background);
}

void SpeedCostChart::placeLabels()
{
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    QList<QRectF> taken;
    const double target = m_speedCost.perUserTarget().value();
    const QPointF top = chart()->mapToPosition(QPointF(target, m_cost.scale()->max()), m_target);
    QRectF targetBox(QPointF(), fitLabel(m_targetLabel, plot.width()));
    targetBox.moveTopLeft(top + QPointF(LABEL_SPACING, LABEL_SPACING));
    if (targetBox.right() > plot.right())
        targetBox.moveRight(top.x() - LABEL_SPACING);
    moveLabel(m_targetLabel, targetBox.topLeft());
    taken.append(targetBox);

    const std::vector<SpeedCostOption>& options = m_speedCost.options();
    const std::size_t count = std::min(options.size(), static_cast<std::size_t>(m_chosenLabels.size()));
    std::vector<QPointF> marks;
    for (std::size_t index = 0; index < count; ++index)
        marks.push_back(chart()->mapToPosition(chartPoint(options[index].chosen), m_chosen.series()));
    // Top to bottom, so that a label pushed down makes way for the ones below it.
    std::vector<std::size_t> order(count);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::ranges::stable_sort(order, {}, [&marks](std::size_t index) { return marks[index].y(); });
    for (const std::size_t index : order) {
        const Label& label = m_chosenLabels[static_cast<qsizetype>(index)];
        const QPointF mark = marks[index];
        // Right of the mark where it fits, else left of it, else as wide as the plot and elided.
        const qreal right = plot.right() - mark.x() - LABEL_OFFSET;
        const qreal left = mark.x() - LABEL_OFFSET - plot.left();
        const qreal whole = fitLabel(label, plot.width()).width();
        const bool onTheRight = whole <= right || right >= left;
        QRectF box(QPointF(), fitLabel(label, std::min(whole, std::max(onTheRight ? right : left, 0.0))));
        box.moveTop(mark.y() - box.height() / 2.0);
        if (onTheRight)
            box.moveLeft(mark.x() + LABEL_OFFSET);
        else
            box.moveRight(mark.x() - LABEL_OFFSET);
        box.moveTop(std::clamp(box.top(), plot.top(), std::max(plot.top(), plot.bottom() - box.height())));
        box = clearOf(box, taken, plot);
        moveLabel(label, box.topLeft());
        taken.append(box);
    }
}

void SpeedCostChart::showPoint(std::size_t position, const QPointF& point, bool state)
{
    const std::vector<SpeedCostOption>& options = m_speedCost.options();
    const auto option = std::ranges::find(options, position, &SpeedCostOption::position);
    QLineSeries* line = m_lines.line(position);
    const qsizetype index = line != nullptr ? line->points().indexOf(nearestPoint(*chart(), *line, point)) : -1;
    if (option == options.end() || index < 0 || static_cast<std::size_t>(index) >= option->points.size()) {
        showTip(*this, {}, false);
        return;
    }
    showTip(*this, m_speedCost.describe(*option, option->points[static_cast<std::size_t>(index)]), state);
}

} // namespace tco::ui
