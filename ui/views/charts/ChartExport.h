#pragma once

#include <QByteArray>
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

/// The view's chart as SVG: vector shapes and text, which scale without blurring.
[[nodiscard]] QByteArray chartSvg(QChartView& view);

/// The view's chart as PNG, `pixelRatio` pixels to each of the view's: 2 for a picture as sharp
/// on a high-density screen or in print as the chart is on a plain one. Empty when it cannot
/// be encoded.
[[nodiscard]] QByteArray chartPng(QChartView& view, double pixelRatio);

/// Replaces the file at `path` with `bytes`, only once they are all written; the reason, naming
/// the file, when it cannot.
[[nodiscard]] std::optional<QString> writeWholeFile(const QString& path, const QByteArray& bytes);

} // namespace tco::ui
