#include "views/charts/ChartPalette.h"

#include <QPalette>

#include <array>

namespace tco::ui {
namespace {

constexpr int MID_GREY = 128;
constexpr int DARK_LIGHTER_PERCENT = 135;
constexpr double LINE_WIDTH = 2.5;

/// Tableau 10 (Tableau's default categorical palette since 2016), ordered so that the first
/// options, the ones every scenario has, get the most distinct hues.
constexpr std::array<QRgb, 10> OPTION_COLORS{
    0x4e79a7, 0xf28e2b, 0xe15759, 0x59a14f, 0xb07aa1, 0x76b7b2, 0xedc948, 0xff9da7, 0x9c755f, 0xbab0ac,
};

} // namespace

bool isDarkTheme(QChart::ChartTheme theme)
{
    return theme == QChart::ChartThemeDark || theme == QChart::ChartThemeBlueCerulean;
}

QChart::ChartTheme themeFor(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < MID_GREY ? QChart::ChartThemeDark : QChart::ChartThemeLight;
}

QColor optionColor(std::size_t position, QChart::ChartTheme theme)
{
    const QColor color(OPTION_COLORS[position % OPTION_COLORS.size()]);
    return isDarkTheme(theme) ? color.lighter(DARK_LIGHTER_PERCENT) : color;
}

QPen optionPen(std::size_t position, bool selfHosted, QChart::ChartTheme theme)
{
    QPen pen(optionColor(position, theme), LINE_WIDTH);
    pen.setStyle(selfHosted ? Qt::SolidLine : Qt::DashLine);
    return pen;
}

QColor backgroundColor(const QChart& chart)
{
    const QBrush brush = chart.backgroundBrush();
    const QGradient* gradient = brush.gradient();
    return gradient != nullptr && !gradient->stops().isEmpty() ? gradient->stops().constFirst().second : brush.color();
}

QColor faded(const QColor& colour, const QColor& background, double opacity)
{
    const auto mix
        = [&](float from, float to) { return static_cast<float>(opacity) * from + (1.0F - static_cast<float>(opacity)) * to; };
    return QColor::fromRgbF(mix(colour.redF(), background.redF()), mix(colour.greenF(), background.greenF()),
                            mix(colour.blueF(), background.blueF()));
}

QColor annotationColor(QChart::ChartTheme theme)
{
    return isDarkTheme(theme) ? QColor(0xe0e0e0) : QColor(0x404040);
}

} // namespace tco::ui
