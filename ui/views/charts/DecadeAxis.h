#pragma once

#include "views/charts/ChartScale.h"

#include <QLogValueAxis>

class QChart;

namespace tco::ui {

/// A logarithmic scale labelled at each power of ten: a QLogValueAxis draws the grid, and the
/// QCategoryAxis of the labels spans the same decades by their exponents.
class DecadeAxis : public ChartScale {
public:
    /// Adds both axes to `chart`, which owns them, at `alignment`.
    DecadeAxis(QChart& chart, Qt::Alignment alignment, Label label);

    [[nodiscard]] QLogValueAxis* scale() const override { return m_scale; }
    [[nodiscard]] QCategoryAxis* labels() const override { return m_labels; }
    [[nodiscard]] std::pair<double, double> span() const override;

    /// Spans the powers of ten around `minimum` and `maximum` (both positive).
    void setRange(double minimum, double maximum) override;
    /// Spans exactly 10^`lowest` to 10^`highest`.
    void setDecades(int lowest, int highest);
    /// Labels every power of ten, or only every second, third or fifth where their labels would
    /// not fit.
    void fitLabels(qreal length) override;
    /// The scale shows only its grid, the lines between powers of ten faint against `background`.
    void restyle(const QColor& background) override;

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

} // namespace tco::ui
