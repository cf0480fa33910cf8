#include "report/ReportCharts.h"

#include "analysis/Uncertainty.h"
#include "views/charts/BreakEvenMap.h"
#include "views/charts/BreakdownChart.h"
#include "views/charts/ClusterTimeChart.h"
#include "views/charts/HorizonChart.h"
#include "views/charts/LegendText.h"
#include "views/charts/SpiderChart.h"
#include "views/charts/TornadoChart.h"
#include "views/charts/UncertaintyChart.h"
#include "views/charts/UnitCostChart.h"
#include "views/charts/VolumeChart.h"

#include <QCoreApplication>
#include <QGraphicsLayout>

namespace tco::ui {
namespace {

/// The break-even map's height to the other charts'.
constexpr double MAP_HEIGHT_SHARE = 1.4;

/// Lays `view` out at `size` without putting it on screen. A chart view fits its chart to its
/// viewport only while shown (a hidden one lays the chart out at a default size, which a
/// picture would then stretch), and a widget can be shown without appearing.
void layOut(QChartView& view, QSize size)
{
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(size);
    view.show();
    view.chart()->layout()->activate();
}

/// The chart's legend as text (legendHtml()); empty when the chart shows a message instead of
/// series.
QString legendText(const CostChartView& view)
{
    return view.emptyMessage().isEmpty() ? legendHtml(*view.chart()->legend()) : QString();
}

/// `view` ready for print, `title` translated (marked with QT_TRANSLATE_NOOP in the context
/// "ReportCharts").
ReportChart forPrint(std::unique_ptr<CostChartView> view, const char* name, const char* title, QSize size, ChartLegend legend)
{
    view->setChartTheme(QChart::ChartThemeLight);
    // A shadow is drawn as pixels: it would put a picture behind every chart in a PDF.
    view->chart()->setDropShadowEnabled(false);
    QString keyText;
    if (legend == ChartLegend::InText) {
        keyText = legendText(*view);
        view->chart()->legend()->hide();
    }
    layOut(*view, size);
    return ReportChart{QString::fromLatin1(name), QCoreApplication::translate("ReportCharts", title), std::move(view), keyText};
}

/// Each policy's useful and stranded GPUs over the cluster study's days.
ReportChart clusterChart(const ClusterStudy& study, QSize size, ChartLegend legend)
{
    auto view = std::make_unique<ClusterTimeChart>();
    view->setChartTheme(QChart::ChartThemeLight);
    view->chart()->setDropShadowEnabled(false);
    view->showStudy(study);
    QString keyText;
    if (legend == ChartLegend::InText) {
        keyText = legendHtml(*view->chart()->legend());
        view->chart()->legend()->hide();
    }
    layOut(*view, size);
    return ReportChart{QStringLiteral("cluster"),
                       QCoreApplication::translate("ReportCharts", "GPUs doing useful work and GPUs stranded, by policy"),
                       std::move(view), keyText};
}

template <typename Chart>
ReportChart chart(const ScenarioPresenter& scenario, const char* name, const char* title, QSize size, ChartLegend legend)
{
    return forPrint(std::make_unique<Chart>(scenario), name, title, size, legend);
}

} // namespace

std::vector<ReportChart> makeReportCharts(const ScenarioPresenter& scenario, QSize size, const ReportAnalyses& analyses,
                                          ChartLegend legend)
{
    std::vector<ReportChart> charts;
    charts.push_back(
        chart<VolumeChart>(scenario, "volume", QT_TRANSLATE_NOOP("ReportCharts", "Monthly cost by volume"), size, legend));
    charts.push_back(chart<UnitCostChart>(scenario, "unit-cost",
                                          QT_TRANSLATE_NOOP("ReportCharts", "Cost per million tokens by volume"), size, legend));
    charts.push_back(
        chart<BreakdownChart>(scenario, "breakdown", QT_TRANSLATE_NOOP("ReportCharts", "Monthly cost by item"), size, legend));
    charts.push_back(chart<HorizonChart>(scenario, "horizon",
                                         QT_TRANSLATE_NOOP("ReportCharts", "Cumulative cost over the horizon"), size, legend));
    charts.push_back(
        chart<TornadoChart>(scenario, "tornado", QT_TRANSLATE_NOOP("ReportCharts", "What moves the outcome most"), size, legend));
    charts.push_back(chart<SpiderChart>(scenario, "spider",
                                        QT_TRANSLATE_NOOP("ReportCharts", "The outcome as each input changes"), size, legend));
    // Taller than the others: its up axis is an input too, and its title (an option's name and
    // the input's, "2× H100 rented: price per GPU-hour (USD per GPU-hour)") needs the height.
    charts.push_back(chart<BreakEvenMap>(scenario, "break-even-map",
                                         QT_TRANSLATE_NOOP("ReportCharts", "The outcome across two inputs"),
                                         QSize(size.width(), qRound(size.height() * MAP_HEIGHT_SHARE)), legend));
    if (analyses.monteCarlo != nullptr) {
        // Given its run before it is laid out, so that its legend has room for the run's series.
        auto histogram = std::make_unique<UncertaintyChart>(scenario);
        histogram->setResult(*analyses.monteCarlo);
        charts.push_back(forPrint(std::move(histogram), "uncertainty",
                                  QT_TRANSLATE_NOOP("ReportCharts", "Distribution of the outcome"), size, legend));
    }
    if (analyses.cluster != nullptr)
        charts.push_back(clusterChart(*analyses.cluster, size, legend));
    return charts;
}

} // namespace tco::ui
