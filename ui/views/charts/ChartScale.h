#pragma once

#include <QColor>
#include <QString>

#include <functional>
#include <utility>

class QAbstractAxis;
class QCategoryAxis;

namespace tco::ui {

/// How a chart spaces amounts along an axis: by ratios, where each power of ten takes the same
/// length and lines of constant cost per token run parallel; or by differences, where a gap
/// looks as large as it is.
enum class ScaleKind { Log, Linear };

/// An axis that labels its values the way people write amounts ("10 k", "1 M"). Qt Charts
/// prints a value axis's labels only through a printf format, so the series map through one
/// axis, which draws the grid, and a QCategoryAxis along the same edge draws the labels and the
/// title: DecadeAxis by powers of ten, LinearAxis by round steps.
class ChartScale {
public:
    /// The label of a value on the axis.
    using Label = std::function<QString(double value)>;

    virtual ~ChartScale() = default;
    ChartScale() = default;
    ChartScale(const ChartScale&) = delete;
    ChartScale& operator=(const ChartScale&) = delete;

    /// The axis to attach series to.
    [[nodiscard]] virtual QAbstractAxis* scale() const = 0;
    /// The axis that shows the labels and the title.
    [[nodiscard]] virtual QCategoryAxis* labels() const = 0;
    /// The values the axis spans: round ends around what setRange() was given.
    [[nodiscard]] virtual std::pair<double, double> span() const = 0;

    /// Spans at least `minimum` to `maximum` (both positive), to round ends.
    virtual void setRange(double minimum, double maximum) = 0;
    /// Labels as many values as fit in `length`, the pixels the axis spans: Qt Charts elides a
    /// label wider than its category to "10…".
    virtual void fitLabels(qreal length) = 0;
    /// Re-applies what a chart theme resets.
    virtual void restyle(const QColor& background) = 0;

    void setTitle(const QString& title);
};

} // namespace tco::ui
