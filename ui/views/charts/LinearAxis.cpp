#include "views/charts/LinearAxis.h"

#include "views/charts/GridAxis.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace tco::ui {
namespace {

/// Steps of the grid over the axis's length, about: the span, and so every line drawn against it,
/// does not change when the axis's length does; only its labels thin out.
constexpr int STEPS = 6;
/// Labels at every step, or only every second or fifth where they would not fit.
constexpr std::array<int, 3> LABEL_STRIDES{1, 2, 5};
/// A label needs this much of a step's length, so that neighbours stay apart.
constexpr double LABEL_ROOM = 1.5;
/// A vertical axis's labels need a few lines between them to read as a scale.
constexpr double LINES_PER_VERTICAL_LABEL = 2.5;

} // namespace

LinearAxis::LinearAxis(QChart& chart, Qt::Alignment alignment, Label label)
    : m_scale(new QValueAxis)
    , m_labels(new QCategoryAxis)
    , m_label(std::move(label))
    , m_horizontal((alignment & (Qt::AlignTop | Qt::AlignBottom)) != 0)
{
    m_scale->setTickType(QValueAxis::TicksDynamic);
    m_scale->setTickAnchor(0.0);
    m_scale->setMinorTickCount(0);
    m_labels->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart.addAxis(m_scale, alignment);
    chart.addAxis(m_labels, alignment);
    relabel();
    restyle(QColor());
}

void LinearAxis::restyle(const QColor& /*background*/)
{
    m_scale->setLabelsVisible(false);
    m_scale->setLineVisible(false);
    m_scale->setTitleVisible(false);
    m_labels->setGridLineVisible(false);
}

void LinearAxis::setRange(double /*minimum*/, double maximum)
{
    if (maximum == m_maximum || !(maximum > 0.0))
        return;
    m_maximum = maximum;
    relabel();
}

void LinearAxis::fitLabels(qreal length)
{
    m_length = length;
    const int stride = fittingStride();
    if (stride != m_stride) {
        m_stride = stride;
        relabel();
    }
}

int LinearAxis::fittingStride() const
{
    if (m_length <= 0.0)
        return 1;
    const QFontMetricsF metrics(m_labels->labelsFont());
    const qreal need
        = m_horizontal ? metrics.horizontalAdvance(m_label(m_top)) * LABEL_ROOM : metrics.height() * LINES_PER_VERTICAL_LABEL;
    const qreal perStep = m_length / m_steps;
    const auto fits = std::ranges::find_if(LABEL_STRIDES, [&](int stride) { return perStep * stride >= need; });
    return fits != LABEL_STRIDES.end() ? *fits : LABEL_STRIDES.back();
}

void LinearAxis::relabel()
{
    const std::vector<double> values = roundValues({{}, 0.0, m_maximum}, STEPS);
    const double step = values.size() > 1 ? values[1] - values[0] : m_maximum;
    // The axis ends on a step, the first at or above the highest value.
    m_steps = static_cast<int>(std::ceil(m_maximum / step * (1.0 - 1e-9)));
    m_top = m_steps * step;
    m_scale->setRange(0.0, m_top);
    m_scale->setTickInterval(step);
    for (const QString& label : m_labels->categoriesLabels())
        m_labels->remove(label);
    const double labelStep = step * m_stride;
    m_labels->setStartValue(-labelStep);
    for (int index = 0; index <= m_steps; index += m_stride)
        m_labels->append(m_label(index * step), index * step);
    m_labels->setRange(0.0, m_top);
}

} // namespace tco::ui
