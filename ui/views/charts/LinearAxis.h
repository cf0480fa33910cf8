#pragma once

#include "views/charts/ChartScale.h"

#include <QValueAxis>

class QChart;

namespace tco::ui {

/// A linear scale from zero, labelled at the multiples of a round step (1, 2 or 5 times a power
/// of ten): a QValueAxis draws a grid line at each, and the QCategoryAxis of the labels spans
/// the same values.
class LinearAxis : public ChartScale {
public:
    /// Adds both axes to `chart`, which owns them, at `alignment`.
    LinearAxis(QChart& chart, Qt::Alignment alignment, Label label);

    [[nodiscard]] QValueAxis* scale() const override { return m_scale; }
    [[nodiscard]] QCategoryAxis* labels() const override { return m_labels; }
    [[nodiscard]] std::pair<double, double> span() const override { return {0.0, m_top}; }

    /// Spans zero to the first step at or above `maximum`: a gap between two costs is drawn
    /// against the whole of them. `minimum` does not move the start.
    void setRange(double minimum, double maximum) override;
    /// Labels every step, or every second or fifth where their labels would not fit in `length`.
    void fitLabels(qreal length) override;
    /// The scale shows only its grid.
    void restyle(const QColor& background) override;

private:
    /// The stride at which labels fit in m_length.
    [[nodiscard]] int fittingStride() const;
    void relabel();

    QValueAxis* m_scale = nullptr;
    QCategoryAxis* m_labels = nullptr;
    Label m_label;
    bool m_horizontal = true;
    qreal m_length = 0.0;
    double m_maximum = 1.0;
    double m_top = 1.0;
    int m_steps = 1;
    int m_stride = 1;
};

} // namespace tco::ui
