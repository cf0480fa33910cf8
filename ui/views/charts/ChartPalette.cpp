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

/// Tableau 20, by family: compute in blues and greens, power and facilities in yellows,
/// people in orange, one-time and other costs in browns and greys, API tokens in purples and reds.
constexpr std::array<QRgb, COST_ITEM_COUNT> COST_ITEM_COLORS{
    0x4e79a7, // GPU rental
    0xa0cbe8, // cloud extras
    0x59a14f, // depreciation
    0x8cd17d, // cost of capital
    0xf1ce63, // power
    0xb6992d, // colocation
    0x86bcb6, // maintenance
    0x499894, // software
    0xbab0ac, // other
    0xf28e2b, // staff
    0x9d7660, // one-time costs
    0xb07aa1, // input tokens
    0xd4a6c8, // cached input
    0xff9d9a, // cache writes
    0xe15759, // output tokens
    0x79706e, // batch discount
    0x79706e, // committed-spend discount
    0xd37295, // unused commitment
};

/// An API bill after its discounts, in the discounts' grey.
constexpr QRgb NET_BILL_COLOR = 0x79706e;
/// Tableau 10's blue and orange, the first pair of the palette the options use.
constexpr QRgb TORNADO_LOWER_COLOR = 0x4e79a7;
constexpr QRgb TORNADO_HIGHER_COLOR = 0xf28e2b;

/// Tableau 10's blue, green, yellow and purple, by ClusterJobKind: training, fine-tuning,
/// development, serving.
constexpr std::array<QRgb, 4> JOB_KIND_COLORS{0x4e79a7, 0x59a14f, 0xedc948, 0xb07aa1};
/// The shades of a job kind's colour, in QColor::lighter() percent.
constexpr std::array<int, 3> JOB_SHADES{100, 122, 84};
constexpr QRgb FREE_LIGHT = 0xdcdcdc;
constexpr QRgb FREE_DARK = 0x505050;
constexpr QRgb STRANDED_COLOR = 0xe15759;
constexpr QRgb SLOWED_COLOR = 0x9c755f;
/// Tableau 10's orange, blue and teal, by SchedulingPolicy.
constexpr std::array<QRgb, 3> POLICY_COLORS{0xf28e2b, 0x4e79a7, 0x76b7b2};

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

QPen optionPen(std::size_t position, OptionKind kind, QChart::ChartTheme theme)
{
    QPen pen(optionColor(position, theme), LINE_WIDTH);
    pen.setStyle(kind == OptionKind::SelfHosted ? Qt::SolidLine : kind == OptionKind::Api ? Qt::DashLine : Qt::DashDotLine);
    return pen;
}

QColor costItemColor(CostItem item)
{
    return QColor(COST_ITEM_COLORS[static_cast<std::size_t>(item)]);
}

QColor moneyLineColor(MoneyLineKind kind)
{
    switch (kind) {
    case MoneyLineKind::ServersBought:
    case MoneyLineKind::Depreciation:
        return costItemColor(CostItem::Depreciation);
    case MoneyLineKind::ServersSoldOrKept:
        return costItemColor(CostItem::CostOfCapital);
    case MoneyLineKind::RunningCosts:
        return costItemColor(CostItem::GpuRental);
    case MoneyLineKind::OneTimeCosts:
        return costItemColor(CostItem::OneTime);
    case MoneyLineKind::PrepaidCommitments:
        return costItemColor(CostItem::UnusedCommitment);
    case MoneyLineKind::NetCashOut:
    case MoneyLineKind::Cost:
        return netBillColor();
    }
    return netBillColor();
}

QColor netBillColor()
{
    return QColor(NET_BILL_COLOR);
}

QColor tornadoColor(bool higher)
{
    return QColor(higher ? TORNADO_HIGHER_COLOR : TORNADO_LOWER_COLOR);
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

QColor clusterJobColor(ClusterJobKind kind, std::size_t job)
{
    const QColor color(JOB_KIND_COLORS[static_cast<std::size_t>(kind) % JOB_KIND_COLORS.size()]);
    const int shade = JOB_SHADES[job % JOB_SHADES.size()];
    return shade >= 100 ? color.lighter(shade) : color.darker(100 * 100 / shade);
}

QColor freeGpuColor(bool stranded, QChart::ChartTheme theme)
{
    if (stranded)
        return QColor(STRANDED_COLOR);
    return QColor(isDarkTheme(theme) ? FREE_DARK : FREE_LIGHT);
}

QColor slowedGpuColor()
{
    return QColor(SLOWED_COLOR);
}

QColor policyColor(SchedulingPolicy policy, QChart::ChartTheme theme)
{
    const QColor color(POLICY_COLORS[static_cast<std::size_t>(policy) % POLICY_COLORS.size()]);
    return isDarkTheme(theme) ? color.lighter(DARK_LIGHTER_PERCENT) : color;
}

} // namespace tco::ui
