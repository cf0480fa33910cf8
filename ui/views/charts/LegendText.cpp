#include "views/charts/LegendText.h"

#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QStringList>
#include <QXYSeries>

namespace tco::ui {
namespace {

/// The characters that draw a sample of the marker's series.
QString sampleGlyphs(QLegendMarker& marker)
{
    const auto* points = qobject_cast<const QScatterSeries*>(marker.series());
    if (points != nullptr)
        return points->markerShape() == QScatterSeries::MarkerShapeRectangle ? QStringLiteral("■") : QStringLiteral("●");
    const auto* line = qobject_cast<const QXYSeries*>(marker.series());
    if (line == nullptr)
        return QStringLiteral("■");
    switch (line->pen().style()) {
    case Qt::SolidLine:
        return QStringLiteral("━━");
    case Qt::DotLine:
        return QStringLiteral("┈┈");
    case Qt::DashDotLine:
        return QStringLiteral("━·");
    default:
        return QStringLiteral("╍╍");
    }
}

QString entryHtml(QLegendMarker& marker)
{
    // A line's or points' own colour; a bar set's or an area's fill.
    const auto* series = qobject_cast<const QXYSeries*>(marker.series());
    const QColor colour = series != nullptr ? series->color() : marker.brush().color();
    return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
        .arg(colour.name(), sampleGlyphs(marker),
             marker.label()
                 .toHtmlEscaped()
                 .replace(QLatin1Char(' '), QStringLiteral("&nbsp;"))
                 .replace(QLatin1Char('-'), QStringLiteral("&#8209;")));
}

bool isShown(QLegendMarker& marker)
{
    return marker.series()->isVisible() && !marker.label().isEmpty();
}

} // namespace

QString legendHtml(const QLegend& legend)
{
    QStringList names;
    QStringList entries;
    for (QLegendMarker* marker : legend.markers()) {
        if (!isShown(*marker) || names.contains(marker->label()))
            continue;
        names << marker->label();
        entries << entryHtml(*marker);
    }
    return entries.join(QStringLiteral(" &emsp; "));
}

} // namespace tco::ui
