#include "report/ChartImages.h"

#include "presenters/ScenarioPresenter.h"
#include "report/ReportCharts.h"
#include "views/charts/ChartExport.h"

#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QGraphicsLayout>

namespace tco::ui {

std::optional<QString> writeChartImages(const ScenarioPresenter& scenario, const QString& directory, ImageFormats formats,
                                        const ReportAnalyses& analyses)
{
    const QDir folder(directory);
    if (!folder.mkpath(QStringLiteral(".")))
        return QCoreApplication::translate("ChartImages", "The folder %1 could not be made.")
            .arg(QDir::toNativeSeparators(directory));
    const QString scenarioName = QString::fromStdString(scenario.scenario().name);
    for (const ReportChart& chart : makeReportCharts(scenario, CHART_IMAGE_SIZE, analyses, ChartLegend::InChart)) {
        // Away from the report, the picture says what it shows.
        chart.view->chart()->setTitle(
            QCoreApplication::translate("ChartImages", "%1 — %2", "chart, scenario").arg(chart.title, scenarioName));
        chart.view->chart()->layout()->activate();
        const QString stem = folder.filePath(chart.name);
        std::optional<QString> failure;
        if (!failure && formats.testFlag(ImageFormat::Png))
            failure = writeWholeFile(stem + QStringLiteral(".png"), chartPng(*chart.view, 1.0));
        if (!failure && formats.testFlag(ImageFormat::Png2x))
            failure = writeWholeFile(stem + QStringLiteral("@2x.png"), chartPng(*chart.view, 2.0));
        if (!failure && formats.testFlag(ImageFormat::Svg))
            failure = writeWholeFile(stem + QStringLiteral(".svg"), chartSvg(*chart.view));
        if (failure)
            return failure;
    }
    return std::nullopt;
}

} // namespace tco::ui
