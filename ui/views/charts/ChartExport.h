#pragma once

#include <QString>

#include <optional>

class QChartView;

namespace tco::ui {

/// Writes the chart as it stands on screen to `path`, with `title` above it so that the picture
/// says what it shows away from the app: SVG when the name ends in ".svg", PNG when it ends in
/// ".png" (at the screen's pixel ratio, as sharp as on screen). The chart on screen keeps its
/// own title. The file is replaced only once the new one is complete. Returns the reason when
/// it cannot.
[[nodiscard]] std::optional<QString> exportChart(QChartView& view, const QString& path, const QString& title);

} // namespace tco::ui
