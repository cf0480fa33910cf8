#pragma once

#include "cost/CostItems.h"
#include "cost/MoneyLines.h"
#include "scenario/ClusterSection.h"
#include "scenario/OptionRef.h"

#include <QChart>
#include <QColor>
#include <QPen>

#include <cstddef>

class QPalette;

namespace tco::ui {

/// Whether a theme draws on a dark background.
[[nodiscard]] bool isDarkTheme(QChart::ChartTheme theme);

/// The theme that suits a widget palette: dark when the window is darker than mid-grey.
[[nodiscard]] QChart::ChartTheme themeFor(const QPalette& palette);

/// The colour of the option at `position` in Results::options: the same in every chart, so
/// that an option is recognized from one chart to the next. Lighter on a dark theme.
[[nodiscard]] QColor optionColor(std::size_t position, QChart::ChartTheme theme);

/// The pen of an option's line: solid for a self-hosted option, dashed for an API offer, dots and
/// dashes for a hybrid of the two.
[[nodiscard]] QPen optionPen(std::size_t position, OptionKind kind, QChart::ChartTheme theme);

/// The colour of an item's segment in a stacked bar.
[[nodiscard]] QColor costItemColor(CostItem item);

/// The colour of a line of the money views' bars: servers in depreciation's green, running costs
/// in the GPU rental's blue, one-time costs in their brown, as the cost items' bars show them.
[[nodiscard]] QColor moneyLineColor(MoneyLineKind kind);

/// The colour of an API bill shown whole, after its discounts.
[[nodiscard]] QColor netBillColor();

/// The colour of a tornado's bars for an input set lower or higher than its value: a blue and
/// an orange that people with red-green colour blindness tell apart.
[[nodiscard]] QColor tornadoColor(bool higher);

/// The colour a chart's background shows: the first of its gradient's, if it has one (the
/// dark theme's does).
[[nodiscard]] QColor backgroundColor(const QChart& chart);

/// `colour` faded towards `background`, opaquely: `opacity` 1 is `colour`, 0 is `background`.
/// Qt's raster engine draws a translucent line many times slower than an opaque one.
[[nodiscard]] QColor faded(const QColor& colour, const QColor& background, double opacity);

/// The colour of what belongs to no one option (today's volume, the legend's entry for marks):
/// the theme's text.
[[nodiscard]] QColor annotationColor(QChart::ChartTheme theme);

/// The colour of a GPU held by a job of `kind` (Tableau 10 hues: serving purple, training
/// blue, fine-tuning green, development yellow), in one of three shades picked by `job`, so
/// that neighbouring jobs of a kind stand apart.
[[nodiscard]] QColor clusterJobColor(ClusterJobKind kind, std::size_t job);

/// The colour of a free GPU: grey, or red when it is stranded (free while a waiting job could
/// use it were the free GPUs together).
[[nodiscard]] QColor freeGpuColor(bool stranded, QChart::ChartTheme theme);

/// The colour of a GPU whose job runs slower than it would placed compactly (Tableau 10's brown,
/// apart from every job kind's hue and from the stranded red).
[[nodiscard]] QColor slowedGpuColor();

/// The colour of a scheduling policy's lines: orange for naive, blue for rack-aware, teal with
/// defragmentation.
[[nodiscard]] QColor policyColor(SchedulingPolicy policy, QChart::ChartTheme theme);

} // namespace tco::ui
