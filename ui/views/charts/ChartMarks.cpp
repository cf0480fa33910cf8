#include "views/charts/ChartMarks.h"

#include "views/charts/ChartPalette.h"
#include "views/charts/CostChartView.h"

#include <QScatterSeries>

#include <algorithm>

namespace tco::ui {
namespace {

constexpr double MARKER_SIZE = 12.0;

} // namespace

ChartMarks::ChartMarks(QChartView& view, const QString& name, QAbstractAxis* x, QAbstractAxis* y)
    : m_view(view)
    , m_series(new QScatterSeries)
{
    m_series->setName(name);
    m_series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_series->setMarkerSize(MARKER_SIZE);
    m_view.chart()->addSeries(m_series);
    m_series->attachAxis(x);
    m_series->attachAxis(y);
    QObject::connect(m_series, &QScatterSeries::hovered, m_series,
                     [this](const QPointF& point, bool state) { show(point, state); });
    restyle();
}

void ChartMarks::replace(std::vector<ChartMark> marks)
{
    QList<QPointF> points;
    points.reserve(static_cast<qsizetype>(marks.size()));
    for (const ChartMark& mark : marks)
        points.append(mark.point);
    const bool recolour = points.size() != m_series->count()
        || !std::ranges::equal(marks, m_marks, [](const ChartMark& a, const ChartMark& b) { return a.option == b.option; });
    m_marks = std::move(marks);
    replacePoints(*m_series, points);
    if (recolour)
        restyle();
    // A legend entry for marks that are not there would send the reader looking for them.
    m_series->setVisible(!points.isEmpty());
}

void ChartMarks::bringToFront()
{
    if (m_view.chart()->series().constLast() != m_series)
        tco::ui::bringToFront(*m_view.chart(), m_series);
}

void ChartMarks::restyle()
{
    const QChart::ChartTheme theme = m_view.chart()->theme();
    // The legend shows the series' colour: the theme's text, as marks of every option share it.
    m_series->setColor(annotationColor(theme));
    m_series->setBorderColor(backgroundColor(*m_view.chart()));
    m_series->clearPointsConfiguration();
    for (std::size_t index = 0; index < m_marks.size(); ++index)
        m_series->setPointConfiguration(static_cast<int>(index), QXYSeries::PointConfiguration::Color,
                                        optionColor(m_marks[index].option, theme));
}

void ChartMarks::show(const QPointF& point, bool state)
{
    const auto index = static_cast<std::size_t>(m_series->points().indexOf(nearestPoint(*m_view.chart(), *m_series, point)));
    if (index < m_marks.size())
        showTip(m_view, m_marks[index].tip, state);
    else
        showTip(m_view, {}, false);
}

} // namespace tco::ui
