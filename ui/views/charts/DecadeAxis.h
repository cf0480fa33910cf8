#pragma once

#include <QColor>
#include <QString>

#include <functional>

class QCategoryAxis;
class QChart;
class QLogValueAxis;

namespace tco::ui {

/// A logarithmic scale labelled at each power of ten the way people write amounts ("10 M",
/// "1,000"). Qt Charts prints a QLogValueAxis's labels only through a printf format, so the
/// series map through a QLogValueAxis, which draws the grid, and a QCategoryAxis along the same
/// edge, spanning the same decades by their exponents, draws the labels and the title.
class DecadeAxis {
public:
    /// The label of a power of ten.
    using Label = std::function<QString(double value)>;

    /// Adds both axes to `chart`, which owns them, at `alignment`.
    DecadeAxis(QChart& chart, Qt::Alignment alignment, Label label);

    /// The axis to attach series to.
    [[nodiscard]] QLogValueAxis* scale() const { return m_scale; }
    /// The axis that shows the labels and the title.
    [[nodiscard]] QCategoryAxis* labels() const { return m_labels; }

    /// Spans the powers of ten around `minimum` and `maximum` (both positive).
    void setRange(double minimum, double maximum);
    /// Spans exactly 10^`lowest` to 10^`highest`.
    void setDecades(int lowest, int highest);
    void setTitle(const QString& title);
    /// Labels every power of ten, or only every second, third or fifth where their labels would
    /// not fit in `length`, the pixels the axis spans: Qt Charts elides a label wider than its
    /// category to "10…".
    void fitLabels(qreal length);
    /// Re-applies what a chart theme resets: the scale shows only its grid, the lines between
    /// powers of ten faint against `background`.
    void restyle(const QColor& background);

private:
    /// Labels the powers of ten that are a multiple of m_step.
    void relabel();
    /// The step at which labels fit in m_length.
    [[nodiscard]] int fittingStep() const;

    QLogValueAxis* m_scale = nullptr;
    QCategoryAxis* m_labels = nullptr;
    Label m_label;
    bool m_horizontal = true;
    qreal m_length = 0.0;
    int m_lowest = 0;
    int m_highest = 0;
    int m_step = 1;
};

/// A power of ten as a plain number in the user's locale, with as many decimals as it needs:
/// "0.01", "1", "1,000,000".
[[nodiscard]] QString decadeNumber(double value);

} // namespace tco::ui
