#include "views/charts/GridAxis.h"

#include "analysis/Sensitivity.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

/// A range spanning fewer powers of ten than this is labelled at 2 and 5 times them as well.
constexpr double FEW_DECADES = 3.0;
/// Values within this share of a step of an end still count as inside the range.
constexpr double EDGE_TOLERANCE = 1e-9;

std::vector<double> ratioValues(const DriverRange& range, int most)
{
    const double lowest = std::log10(range.low);
    const double highest = std::log10(range.high);
    const bool fewDecades = highest - lowest < FEW_DECADES;
    const std::vector<double> multiples = fewDecades ? std::vector{1.0, 2.0, 5.0} : std::vector{1.0};
    const int first = static_cast<int>(std::floor(lowest));
    const int last = static_cast<int>(std::ceil(highest));
    // Every power of ten, or every second, third … where there are too many.
    const int decades = last - first + 1;
    const int stride = fewDecades ? 1 : std::max(1, static_cast<int>(std::ceil(static_cast<double>(decades) / most)));
    std::vector<double> values;
    for (int exponent = first; exponent <= last; ++exponent) {
        if (exponent % stride != 0)
            continue;
        for (const double multiple : multiples) {
            const double value = multiple * std::pow(10.0, exponent);
            if (value >= range.low * (1.0 - EDGE_TOLERANCE) && value <= range.high * (1.0 + EDGE_TOLERANCE))
                values.push_back(value);
        }
    }
    return values;
}

std::vector<double> stepValues(const DriverRange& range, int most)
{
    constexpr std::array<double, 4> ROUND_FACTORS{1.0, 2.0, 5.0, 10.0};
    const double span = range.high - range.low;
    const double magnitude = std::pow(10.0, std::floor(std::log10(span / most)));
    double step = magnitude;
    for (const double factor : ROUND_FACTORS) {
        step = factor * magnitude;
        if (span / step <= most)
            break;
    }
    std::vector<double> values;
    const auto first = static_cast<long long>(std::ceil(range.low / step - EDGE_TOLERANCE));
    const auto last = static_cast<long long>(std::floor(range.high / step + EDGE_TOLERANCE));
    for (long long multiple = first; multiple <= last; ++multiple)
        values.push_back(static_cast<double>(multiple) * step + 0.0);
    return values;
}

} // namespace

std::vector<double> roundValues(const DriverRange& range, int most)
{
    if (!(range.high > range.low) || most < 1)
        return {};
    return spacedByRatio(range) ? ratioValues(range, most) : stepValues(range, most);
}

GridAxis::GridAxis(QChart& chart, Qt::Alignment alignment)
    : m_axis(new QCategoryAxis)
    , m_horizontal((alignment & (Qt::AlignTop | Qt::AlignBottom)) != 0)
{
    m_axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    chart.addAxis(m_axis, alignment);
    restyle();
}

void GridAxis::setCells(const DriverRange& range, int cells, const Label& label, qreal length)
{
    constexpr int MOST_LABELS_ACROSS = 8;
    constexpr int MOST_LABELS_UP = 6;
    constexpr int FEWEST_LABELS = 2;
    m_range = range;
    m_cells = std::max(cells, 1);
    std::vector<double> values = roundValues(range, m_horizontal ? MOST_LABELS_ACROSS : MOST_LABELS_UP);
    const auto labelsOf = [&](const std::vector<double>& at) {
        QStringList texts;
        for (const double value : at)
            texts << label(value);
        return texts;
    };
    QStringList labels = labelsOf(values);
    if (length > 0.0 && !labels.isEmpty()) {
        const QFontMetricsF metrics(m_axis->labelsFont());
        qreal widest = 0.0;
        for (const QString& text : labels)
            widest = std::max(widest, metrics.horizontalAdvance(text));
        const qreal room = m_horizontal ? widest + 2.0 * metrics.averageCharWidth() : 1.5 * metrics.height();
        const int fit = std::max(FEWEST_LABELS, static_cast<int>(length / room));
        if (fit < static_cast<int>(values.size())) {
            values = roundValues(range, fit);
            labels = labelsOf(values);
        }
    }
    QList<double> positions;
    for (const double value : values)
        positions << position(value);
    m_axis->setRange(-0.5, m_cells - 0.5);
    // A new set of labels lays the chart out again: it replaces the old only when it differs.
    const QStringList shown = m_axis->categoriesLabels();
    const bool same = shown == labels
        && std::ranges::equal(shown, positions, {}, [this](const QString& text) { return m_axis->endValue(text); });
    if (same)
        return;
    for (const QString& old : shown)
        m_axis->remove(old);
    for (qsizetype index = 0; index < labels.size(); ++index)
        m_axis->append(labels[index], positions[index]);
    m_axis->setStartValue(-0.5);
}

double GridAxis::position(double value) const
{
    return rangeShare(m_range, value) * (m_cells - 1);
}

void GridAxis::restyle()
{
    m_axis->setGridLineVisible(false);
}

} // namespace tco::ui
