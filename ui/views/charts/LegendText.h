#pragma once

#include <QString>

class QLegend;

namespace tco::ui {

/// A chart's legend as HTML that wraps: each entry a sample of its series in the series' colour
/// (a line's stroke and dashes, a dot or a square for points, a square for bars and areas) and
/// its name, kept on one line by no-break spaces and hyphens, so that the text breaks only
/// between entries. For setting a legend as text: Qt Charts lays a legend out in one row or one
/// column and cuts the names that do not fit.
///
/// An entry is listed when its series is shown, once per name (a line drawn as several series
/// keys once); the markers' own visibility is not asked, since it follows the legend's, which is
/// hidden when its text takes its place. A chart hides a series it has nothing to key by.
[[nodiscard]] QString legendHtml(const QLegend& legend);

} // namespace tco::ui
