#include "views/editor/LoadSketch.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace tco::ui {
namespace {

/// The bars' height in lines of text, and the width the editor's narrowest form leaves.
constexpr int BAR_LINES = 4;
constexpr int PREFERRED_WIDTH = 320;
constexpr int MINIMUM_WIDTH = 168;
constexpr int DAYS = 7;
/// Digits of the busiest hour's multiple, as the catalog states profiles.
constexpr int RATIO_DECIMALS = 2;

} // namespace

LoadSketch::LoadSketch(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LoadSketch::setRates(std::vector<double> rates)
{
    m_rates = std::move(rates);
    const QString text = caption();
    setToolTip(tr("The week's traffic hour by hour, Monday first, against the average hour (dashed). %1").arg(text));
    setAccessibleName(text);
    update();
}

QSize LoadSketch::sizeHint() const
{
    return {PREFERRED_WIDTH, minimumSizeHint().height()};
}

QSize LoadSketch::minimumSizeHint() const
{
    // The bars, the days' names under them, and the caption.
    return {MINIMUM_WIDTH, fontMetrics().height() * (BAR_LINES + 2) + 4};
}

QString LoadSketch::caption() const
{
    if (m_rates.empty())
        return {};
    const double busiest = std::ranges::max(m_rates);
    return tr("Busiest hour: %1 × the average").arg(QLocale().toString(busiest, 'f', RATIO_DECIMALS));
}

void LoadSketch::paintEvent(QPaintEvent*)
{
    if (m_rates.empty())
        return;
    QPainter painter(this);
    const int line = fontMetrics().height();
    const QRectF bars(0, 0, width(), line * BAR_LINES);
    const double busiest = std::max(std::ranges::max(m_rates), 1.0);
    const double barWidth = bars.width() / static_cast<double>(m_rates.size());
    const QColor barColour = palette().color(QPalette::Highlight);
    for (std::size_t hour = 0; hour < m_rates.size(); ++hour) {
        const double height = bars.height() * m_rates[hour] / busiest;
        painter.fillRect(QRectF(bars.left() + barWidth * static_cast<double>(hour), bars.bottom() - height, barWidth, height),
                         barColour);
    }
    QPen average(palette().color(QPalette::WindowText));
    average.setStyle(Qt::DashLine);
    painter.setPen(average);
    const double averageY = bars.bottom() - bars.height() / busiest;
    painter.drawLine(QPointF(bars.left(), averageY), QPointF(bars.right(), averageY));

    // A tick between days, each day's short name under its hours.
    painter.setPen(palette().color(QPalette::PlaceholderText));
    const double dayWidth = bars.width() / DAYS;
    for (int day = 0; day < DAYS; ++day) {
        const QRectF name(bars.left() + dayWidth * day, bars.bottom(), dayWidth, line);
        painter.drawText(name, Qt::AlignCenter, QLocale().dayName(day + 1, QLocale::ShortFormat));
        if (day > 0)
            painter.drawLine(QPointF(name.left(), bars.top()), QPointF(name.left(), bars.bottom() + 2));
    }
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRectF(0, bars.bottom() + line, width(), line), Qt::AlignLeft | Qt::AlignVCenter, caption());
}

} // namespace tco::ui
