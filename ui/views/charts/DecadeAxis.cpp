#include "views/charts/DecadeAxis.h"

#include "views/charts/ChartPalette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QPen>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace tco::ui {
namespace {

/// Lines at 2, 3, … 9 times each power of ten.
constexpr int MINOR_LINES_PER_DECADE = 8;
constexpr double MINOR_LINE_OPACITY = 0.3;
/// A label needs this much of its category's length, so that neighbours stay apart.
constexpr double LABEL_ROOM = 1.5;
/// Steps between labelled powers of ten, the way a scale is read: every, every other, …
constexpr std::array<int, 4> LABEL_STEPS{1, 2, 3, 5};

} // namespace

DecadeAxis::DecadeAxis(QChart& chart, Qt::Alignment alignment, Label label)
    : m_scale(new QLogValueAxis)
    , m_labels(new QCategoryAxis)
    , m_label(std::move(label))
    , m_horizontal((alignment & (Qt::AlignTop | Qt::AlignBottom)) != 0)
{
    m_scale->setBase(10.0);
    m_scale->setMinorTickCount(MINOR_LINES_PER_DECADE);
    m_labels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart.addAxis(m_scale, alignment);
    chart.addAxis(m_labels, alignment);
    setDecades(0, 1);
    restyle(backgroundColor(chart));
}

void DecadeAxis::restyle(const QColor& background)
{
    m_scale->setLabelsVisible(false);
    m_scale->setLineVisible(false);
    m_scale->setTitleVisible(false);
    m_labels->setGridLineVisible(false);
    // The theme draws the lines between powers of ten as boldly as those at them; faint and
    // solid, they help read a value without crowding the lines of the chart.
    m_scale->setMinorGridLinePen(QPen(faded(m_scale->gridLineColor(), background, MINOR_LINE_OPACITY), 1.0));
}

void DecadeAxis::setRange(double minimum, double maximum)
{
    const int lowest = static_cast<int>(std::floor(std::log10(minimum)));
    const int highest = static_cast<int>(std::ceil(std::log10(maximum)));
    setDecades(lowest, std::max(highest, lowest + 1));
}

void DecadeAxis::setDecades(int lowest, int highest)
{
    if (lowest == m_lowest && highest == m_highest)
        return;
    m_lowest = lowest;
    m_highest = highest;
    m_scale->setRange(std::pow(10.0, lowest), std::pow(10.0, highest));
    m_step = fittingStep();
    relabel();
}

void DecadeAxis::fitLabels(qreal length)
{
    m_length = length;
    const int step = fittingStep();
    if (step != m_step) {
        m_step = step;
        relabel();
    }
}

int DecadeAxis::fittingStep() const
{
    if (m_length <= 0.0)
        return 1;
    const QFontMetricsF metrics(m_labels->labelsFont());
    qreal longest = 0.0;
    for (int exponent = m_lowest; exponent <= m_highest; ++exponent)
        longest
            = std::max(longest, m_horizontal ? metrics.horizontalAdvance(m_label(std::pow(10.0, exponent))) : metrics.height());
    const qreal perDecade = m_length / (m_highest - m_lowest);
    const auto fits = std::ranges::find_if(LABEL_STEPS, [&](int step) { return perDecade * step >= longest * LABEL_ROOM; });
    return fits != LABEL_STEPS.end() ? *fits : LABEL_STEPS.back();
}

void DecadeAxis::relabel()
{
    for (const QString& label : m_labels->categoriesLabels())
        m_labels->remove(label);
    // A category's label stands at its end, so the first one ends at the first power of ten
    // labelled, a multiple of the step ("1 M", "100 M", "10 B" rather than "10 M", "1 B").
    const int first = static_cast<int>(std::ceil(static_cast<double>(m_lowest) / m_step)) * m_step;
    m_labels->setStartValue(first - m_step);
    for (int exponent = first; exponent <= m_highest; exponent += m_step)
        m_labels->append(m_label(std::pow(10.0, exponent)), exponent);
    m_labels->setRange(m_lowest, m_highest);
}

std::pair<double, double> DecadeAxis::span() const
{
    return {std::pow(10.0, m_lowest), std::pow(10.0, m_highest)};
}

} // namespace tco::ui
