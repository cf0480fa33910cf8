#include "views/charts/ChartExport.h"

#include "io/AtomicFile.h"
#include "views/charts/ChartPalette.h"

#include <QBuffer>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace tco::ui {
namespace {

constexpr double INCHES_PER_METRE = 1.0 / 0.0254;

/// Renders the view's scene, as it is laid out for the view's size, onto `device`.
void renderScene(QChartView& view, QPaintDevice& device)
{
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    view.scene()->render(&painter, QRectF(QPoint(0, 0), view.size()), view.sceneRect());
}

} // namespace

QByteArray chartSvg(QChartView& view)
{
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view.size());
    generator.setViewBox(QRect(QPoint(0, 0), view.size()));
    // Fonts are sized in points: at the screen's resolution they keep their size against the plot.
    generator.setResolution(view.logicalDpiX());
    generator.setTitle(view.chart()->title());
    renderScene(view, generator);
    return buffer.data();
}

QByteArray chartPng(QChartView& view, double pixelRatio)
{
    QImage image(view.size() * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    // As the screen's resolution, for the reason chartSvg() gives.
    image.setDotsPerMeterX(qRound(view.logicalDpiX() * INCHES_PER_METRE));
    image.setDotsPerMeterY(qRound(view.logicalDpiY() * INCHES_PER_METRE));
    image.fill(backgroundColor(*view.chart()));
    renderScene(view, image);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return {};
    return bytes;
}

std::optional<QString> writeWholeFile(const QString& path, const QByteArray& bytes)
{
    const auto written
        = writeFileAtomically(path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!written) {
        return QCoreApplication::translate("ChartExport", "Cannot write %1: %2")
            .arg(QDir::toNativeSeparators(path), QString::fromStdString(written.error()));
    }
    return std::nullopt;
}

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
    const QByteArray bytes = suffix == QLatin1String("svg") ? chartSvg(view) : chartPng(view, view.devicePixelRatioF());
    retitle(shownTitle);
    if (bytes.isEmpty())
        return QCoreApplication::translate("ChartExport", "The chart could not be drawn as %1.").arg(suffix.toUpper());
    return writeWholeFile(path, bytes);
}

} // namespace tco::ui
