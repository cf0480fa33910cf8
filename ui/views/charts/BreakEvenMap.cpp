#include "views/charts/BreakEvenMap.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "results/Results.h"
#include "scenario/ScenarioFields.h"
#include "views/charts/ChartPalette.h"

#include <QCategoryAxis>
#include <QGraphicsPixmapItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace tco::ui {
namespace {

/// The faintest a cell is drawn, for an outcome next to zero; the largest is drawn in full.
constexpr double FAINTEST_CELL = 0.12;
/// Cells where an option cannot run, faint against the background.
constexpr double CANNOT_RUN_OPACITY = 0.1;
/// Above the plot area's background, below the series (Qt Charts draws its grid at 2, series at 4).
constexpr qreal CELLS_Z = 3.5;
constexpr qreal CONTOUR_WIDTH = 2.5;
constexpr qreal CURRENT_MARKER_SIZE = 13.0;
constexpr qreal SWATCH_SIZE = 12.0;

QScatterSeries* legendSwatch(QChart& chart)
{
    auto* swatch = new QScatterSeries;
    swatch->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    swatch->setMarkerSize(SWATCH_SIZE);
    chart.addSeries(swatch);
    return swatch;
}

} // namespace

BreakEvenMap::BreakEvenMap(const ScenarioPresenter& scenario, QWidget* parent)
    : CostChartView(scenario, parent)
    , m_columns(*chart(), Qt::AlignBottom)
    , m_rows(*chart(), Qt::AlignLeft)
    , m_cells(new QGraphicsPixmapItem(chart()))
    , m_current(new QScatterSeries)
{
    m_cells->setZValue(CELLS_Z);
    m_current->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_current->setMarkerSize(CURRENT_MARKER_SIZE);
    m_current->setName(tr("Current scenario"));
    m_firstCheaper = legendSwatch(*chart());
    m_otherCheaper = legendSwatch(*chart());
    m_cannotRun = legendSwatch(*chart());
    m_cannotRun->setName(tr("Cannot run"));
    chart()->addSeries(m_current);
    for (QScatterSeries* series : {m_firstCheaper, m_otherCheaper, m_cannotRun, m_current}) {
        series->attachAxis(m_columns.axis());
        series->attachAxis(m_rows.axis());
    }
    chart()->legend()->setAlignment(Qt::AlignBottom);
    connect(chart(), &QChart::plotAreaChanged, this, &BreakEvenMap::placeCells);
    setMouseTracking(true);
    restyle();
    refreshAfterGestures();
    refresh();
}

void BreakEvenMap::setDrivers(const std::string& across, const std::string& up)
{
    if (across == m_chosenAcross && up == m_chosenUp)
        return;
    m_chosenAcross = across;
    m_chosenUp = up;
    refresh();
}

void BreakEvenMap::refresh()
{
    m_map = scenario().results().map(m_chosenAcross, m_chosenUp);
    QList<QPointF> currentPoint;
    if (m_map) {
        const TwoWayTable& table = m_map->table;
        labelAxes();
        setAxisTitle(*m_columns.axis(), driverNameWithUnit(table.x));
        // The unit under the name: the up axis has only the plot's height, which an option's
        // name, an input's and a unit on one line outgrow.
        setAxisTitle(*m_rows.axis(),
                     tr("%1<br>(%2)", "an input above its unit; HTML")
                         .arg(driverName(table.y).toHtmlEscaped(), driverUnit(table.y).toHtmlEscaped()));
        const QPointF at(m_columns.position(table.x.value), m_rows.position(table.y.value));
        if (at.x() >= -0.5 && at.x() <= MAP_COLUMNS - 0.5 && at.y() >= -0.5 && at.y() <= MAP_ROWS - 0.5)
            currentPoint << at;
    }
    replacePoints(*m_current, currentPoint);
    restyle();
    showContour();
    emit drawn();
}

const std::string& BreakEvenMap::acrossDriver() const
{
    static const std::string none;
    return m_map ? m_map->table.x.pointer : none;
}

const std::string& BreakEvenMap::upDriver() const
{
    static const std::string none;
    return m_map ? m_map->table.y.pointer : none;
}

void BreakEvenMap::restyle()
{
    m_columns.restyle();
    m_rows.restyle();
    const QChart::ChartTheme theme = chartTheme();
    const QColor background = backgroundColor(*chart());
    m_current->setColor(annotationColor(theme));
    m_current->setBorderColor(background);
    m_cannotRun->setColor(faded(annotationColor(theme), background, CANNOT_RUN_OPACITY));
    m_cannotRun->setBorderColor(annotationColor(theme));
    for (QLineSeries* line : m_contour)
        line->setPen(QPen(annotationColor(theme), CONTOUR_WIDTH));

    const Scenario& current = scenario().scenario();
    const bool difference = m_map && m_map->outcome.kind == Outcome::Kind::MonthlyDifference;
    if (m_map) {
        m_firstCheaper->setColor(optionColor(optionPosition(current, m_map->outcome.option), theme));
        m_otherCheaper->setColor(optionColor(optionPosition(current, m_map->outcome.other), theme));
    }
    for (QScatterSeries* swatch : {m_firstCheaper, m_otherCheaper})
        swatch->setBorderColor(swatch->color());
    m_firstCheaper->setVisible(m_map.has_value());
    m_otherCheaper->setVisible(m_map.has_value() && difference);
    m_cannotRun->setVisible(m_map && std::ranges::any_of(m_map->table.outcomes, [](const auto& row) {
                                return std::ranges::any_of(row, [](const std::optional<double>& cell) { return !cell; });
                            }));
    paintCells();
}

void BreakEvenMap::paintCells()
{
    if (!m_map) {
        m_picture = QImage();
        m_cells->hide();
        return;
    }
    double lowest = 0.0;
    double highest = 0.0;
    const Outcome& outcome = m_map->outcome;
    for (const auto& row : m_map->table.outcomes) {
        for (const std::optional<double>& cell : row) {
            if (cell) {
                lowest = std::min(lowest, *cell);
                highest = std::max(highest, *cell);
            }
        }
    }
    const Scenario& current = scenario().scenario();
    const QColor background = backgroundColor(*chart());
    const QColor first = m_firstCheaper->color();
    const QColor other = m_otherCheaper->color();
    const QColor cannotRun = m_cannotRun->color();
    const bool difference = outcome.kind == Outcome::Kind::MonthlyDifference;
    // A difference is coloured by whichever option is cheaper, fuller the more it saves; a cost
    // per million tokens in the option's colour, fuller the dearer. By the square root of the
    // share of the largest, so that the cells near break-even, a small share of the far corner's
    // saving, still show which side they are on.
    const double reach = std::max(-lowest, highest);
    const auto colour = [&](double value) {
        const double share = difference ? (reach > 0.0 ? std::abs(value) / reach : 0.0) : (highest > 0.0 ? value / highest : 0.0);
        const QColor& hue = difference && value > 0.0 ? other : first;
        return faded(hue, background, FAINTEST_CELL + (1.0 - FAINTEST_CELL) * std::sqrt(share));
    };
    m_picture = QImage(MAP_COLUMNS, MAP_ROWS, QImage::Format_RGB32);
    for (int row = 0; row < MAP_ROWS; ++row) {
        for (int column = 0; column < MAP_COLUMNS; ++column) {
            const std::optional<double>& cell
                = m_map->table.outcomes[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
            // The first row is the lowest value, drawn at the bottom.
            m_picture.setPixelColor(column, MAP_ROWS - 1 - row, cell ? colour(*cell) : cannotRun);
        }
    }

    const QString optionText = toQString(optionName(current, outcome.option));
    if (difference) {
        m_firstCheaper->setName(tr("%1 cheaper").arg(optionText));
        m_otherCheaper->setName(tr("%1 cheaper").arg(toQString(optionName(current, outcome.other))));
    } else {
        m_firstCheaper->setName(tr("%1 per million tokens").arg(optionText));
    }
    m_cells->show();
    placeCells();
}

void BreakEvenMap::labelAxes()
{
    if (!m_map)
        return;
    const TwoWayTable& table = m_map->table;
    m_labelledFor = chart()->plotArea().size();
    m_columns.setCells(
        m_map->acrossRange, MAP_COLUMNS, [&](double value) { return valueLabel(table.x, value); }, m_labelledFor.width());
    m_rows.setCells(m_map->upRange, MAP_ROWS, [&](double value) { return valueLabel(table.y, value); }, m_labelledFor.height());
}

void BreakEvenMap::placeCells()
{
    if (m_picture.isNull())
        return;
    const QRectF area = chart()->plotArea();
    // A margin against relabelling back and forth: new labels change the plot area a little.
    constexpr qreal RELABEL_PIXELS = 8.0;
    if (std::abs(area.width() - m_labelledFor.width()) > RELABEL_PIXELS
        || std::abs(area.height() - m_labelledFor.height()) > RELABEL_PIXELS)
        labelAxes();
    m_cells->setPos(area.topLeft());
    // Sharp-edged cells: each value is one cell, not a blend of its neighbours.
    m_cells->setPixmap(QPixmap::fromImage(m_picture.scaled(area.size().toSize(), Qt::IgnoreAspectRatio, Qt::FastTransformation)));
}

void BreakEvenMap::showContour()
{
    // Runs of neighbouring columns whose outcome crosses zero going up.
    QList<QList<QPointF>> runs;
    if (m_map) {
        bool inRun = false;
        for (std::size_t column = 0; column < m_map->table.breakEven.size(); ++column) {
            const std::optional<double>& crossing = m_map->table.breakEven[column];
            if (!crossing) {
                inRun = false;
                continue;
            }
            if (!inRun)
                runs.append(QList<QPointF>());
            inRun = true;
            runs.back() << QPointF(static_cast<double>(column), m_rows.position(*crossing));
        }
    }
    while (m_contour.size() < runs.size()) {
        auto* line = new QLineSeries;
        chart()->addSeries(line);
        line->attachAxis(m_columns.axis());
        line->attachAxis(m_rows.axis());
        line->setPen(QPen(annotationColor(chartTheme()), CONTOUR_WIDTH));
        m_contour << line;
    }
    while (m_contour.size() > std::max<qsizetype>(runs.size(), 1)) {
        QLineSeries* line = m_contour.takeLast();
        chart()->removeSeries(line);
        delete line;
    }
    for (qsizetype index = 0; index < m_contour.size(); ++index) {
        QLineSeries* line = m_contour[index];
        replacePoints(*line, index < runs.size() ? runs[index] : QList<QPointF>());
        // One entry in the legend for the whole contour.
        line->setName(tr("Break-even"));
        for (QLegendMarker* marker : chart()->legend()->markers(line))
            marker->setVisible(index == 0 && !runs.isEmpty());
    }
    bringToFront(*chart(), m_current);
}

QString BreakEvenMap::valueLabel(const Driver& driver, double value) const
{
    constexpr double WHOLE_FROM = 1e4;
    if (driver.field == findField(FieldSection::Workload, "tokens_per_day"))
        return formatTokens(QLocale(), value);
    if (driver.rule.maximum <= 1.0)
        return formatPercent(QLocale(), value);
    return std::abs(value) >= WHOLE_FROM ? formatWhole(QLocale(), value) : QLocale().toString(value, 'g', 4);
}

void BreakEvenMap::mouseMoveEvent(QMouseEvent* event)
{
    CostChartView::mouseMoveEvent(event);
    const QPointF at = chart()->mapToValue(event->position(), m_current);
    const auto column = static_cast<qsizetype>(std::lround(at.x()));
    const auto row = static_cast<qsizetype>(std::lround(at.y()));
    if (!m_map || !chart()->plotArea().contains(event->position()) || column < 0 || column >= MAP_COLUMNS || row < 0
        || row >= MAP_ROWS) {
        QToolTip::hideText();
        return;
    }
    const Scenario& current = scenario().scenario();
    const TwoWayTable& table = m_map->table;
    const Outcome& outcome = m_map->outcome;
    const auto x = static_cast<std::size_t>(column);
    const auto y = static_cast<std::size_t>(row);
    const std::optional<double>& cell = table.outcomes[y][x];
    QString result;
    if (!cell)
        result = tr("A self-hosted option cannot run here.");
    else if (outcome.kind == Outcome::Kind::CostPerMillionTokens)
        result = tr("%1 a million tokens").arg(money(*cell));
    else
        result = (*cell < 0.0 ? tr("%1 costs %2 a month less than %3") : tr("%1 costs %2 a month more than %3"))
                     .arg(toQString(optionName(current, outcome.option)), money(std::abs(*cell)),
                          toQString(optionName(current, outcome.other)));
    QToolTip::showText(event->globalPosition().toPoint(),
                       tr("%1: %2\n%3: %4\n%5")
                           .arg(driverName(table.x), formatInputWithUnit(QLocale(), table.x, table.xValues[x]),
                                driverName(table.y), formatInputWithUnit(QLocale(), table.y, table.yValues[y]), result),
                       this);
}

} // namespace tco::ui
