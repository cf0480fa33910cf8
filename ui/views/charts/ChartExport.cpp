#include "views/charts/ChartExport.h"

#include <QBuffer>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QPainter>
#include <QPixmap>
#include <QSaveFile>
#include <QSvgGenerator>

namespace tco::ui {
namespace {

/// The view's scene as SVG: vector shapes and text, which scale without blurring.
QByteArray svg(QChartView& view)
{
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view.size());
    generator.setViewBox(QRect(QPoint(0, 0), view.size()));
    // Fonts are sized in points: at the screen's resolution they keep their size against the plot.
    generator.setResolution(view.logicalDpiX());
    generator.setTitle(view.chart()->title());
    QPainter painter(&generator);
    view.scene()->render(&painter, QRectF(QPoint(0, 0), view.size()), view.sceneRect());
    painter.end();
    return buffer.data();
}

/// The view as pixels, at its screen's device pixel ratio.
std::optional<QByteArray> png(QChartView& view)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !view.grab().save(&buffer, "PNG"))
        return std::nullopt;
    return bytes;
}

} // namespace

std::optional<QString> exportChart(QChartView& view, const QString& path, const QString& title)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("svg") && suffix != QLatin1String("png"))
        return QCoreApplication::translate("ChartExport", "A chart is exported to a file named .png or .svg.");
    const QString shownTitle = view.chart()->title();
    const auto retitle = [&view](const QString& text) {
        view.chart()->setTitle(text);
        // Laid out now rather than at the next turn of the event loop, which the picture would miss.
        view.chart()->layout()->activate();
    };
    retitle(title);
    const std::optional<QByteArray> bytes = suffix == QLatin1String("svg") ? svg(view) : png(view);
    retitle(shownTitle);
    if (!bytes || bytes->isEmpty())
        return QCoreApplication::translate("ChartExport", "The chart could not be drawn as %1.").arg(suffix.toUpper());

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit())
        return QCoreApplication::translate("ChartExport", "Cannot write %1: %2")
            .arg(QFileInfo(path).fileName(), file.errorString());
    return std::nullopt;
}

} // namespace tco::ui
