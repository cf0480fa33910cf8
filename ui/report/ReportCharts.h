#pragma once

#include <QChartView>
#include <QSize>
#include <QString>

#include <memory>
#include <vector>

namespace tco {
struct ClusterStudy;
struct UncertaintyResult;
} // namespace tco

namespace tco::ui {

class ScenarioPresenter;

/// A chart drawn for a page or a file rather than for the screen.
struct ReportChart {
    /// A file name's stem: "volume", "tornado".
    QString name;
    /// What the chart shows, as a heading or a picture's title says it.
    QString title;
    std::unique_ptr<QChartView> view;
    /// Its legend as a line of HTML, each entry a coloured mark and a name, when the legend is to
    /// be set in the text (ChartLegend::InText); empty otherwise, and when the chart is empty.
    QString legendHtml;
};

/// Where a report's chart keys its series.
enum class ChartLegend {
    /// Inside the picture, as a file of its own needs.
    InChart,
    /// In the text beside the picture, where names wrap instead of being cut and the plot has
    /// the picture's whole width.
    InText,
};

/// The analyses a report shows beside the scenario's own figures, when they have been run: they
/// take seconds, so whoever asks for the report runs them. Each must outlive the report.
struct ReportAnalyses {
    /// A Monte Carlo run of the scenario (analysis/Uncertainty.h).
    const UncertaintyResult* monteCarlo = nullptr;
    /// The scenario's cluster under each scheduling policy (cluster/ClusterStudy.h).
    const ClusterStudy* cluster = nullptr;
};

/// The charts a report shows of the presenter's scenario, each laid out at `size` (in the
/// screen's logical pixels) in the light theme, whatever the application's: paper is white.
/// The Monte Carlo histogram and the cluster's GPUs over time are among them when `analyses`
/// has them. They are never shown on screen and need no window.
[[nodiscard]] std::vector<ReportChart> makeReportCharts(const ScenarioPresenter& scenario, QSize size,
                                                        const ReportAnalyses& analyses, ChartLegend legend);

} // namespace tco::ui
