#pragma once

#include "report/ReportCharts.h"

#include <QFlags>
#include <QSize>
#include <QString>

#include <optional>

namespace tco {
struct UncertaintyResult;
} // namespace tco

namespace tco::ui {

class ScenarioPresenter;

/// The kinds of file a chart is written as.
enum class ImageFormat {
    /// PNG at the chart's size: "volume.png".
    Png = 0x1,
    /// PNG at twice the size, for high-density screens and print: "volume@2x.png".
    Png2x = 0x2,
    /// SVG, vector shapes and text: "volume.svg".
    Svg = 0x4,
};
Q_DECLARE_FLAGS(ImageFormats, ImageFormat)
Q_DECLARE_OPERATORS_FOR_FLAGS(ImageFormats)

/// The size, in logical pixels, of the charts writeChartImages() writes: PNG at 1× is this big.
inline constexpr QSize CHART_IMAGE_SIZE{960, 540};

/// Writes every chart of a report of the presenter's scenario (makeReportCharts()) into
/// `directory`, made if missing, one file per chart and format: volume.png, volume@2x.png,
/// volume.svg, …, each titled with the chart and the scenario. The Monte Carlo histogram and the
/// cluster's chart are among them when `analyses` has them. Each file is replaced only once it is complete.
/// Returns nothing on success, else the reason, naming the file or directory.
[[nodiscard]] std::optional<QString> writeChartImages(const ScenarioPresenter& scenario, const QString& directory,
                                                      ImageFormats formats, const ReportAnalyses& analyses = {});

} // namespace tco::ui
