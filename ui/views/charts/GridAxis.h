#pragma once

#include "scenario/Driver.h"

#include <QString>

#include <functional>
#include <vector>

class QCategoryAxis;
class QChart;

namespace tco::ui {

/// The round values from `range.low` to `range.high` worth a label on a data table's axis:
/// powers of ten where the table spaces its values by ratios (with 2 and 5 times them when the
/// range spans fewer than three), else the multiples of one round step; at most `most` of them.
[[nodiscard]] std::vector<double> roundValues(const DriverRange& range, int most);

/// An axis along the cells of a data table, one unit a cell: the first cell's centre at 0, the
/// last's at cells − 1, each edge half a cell beyond, so that a picture of the cells fills the
/// plot exactly. A driver's values map onto it as the table spaces them (rangeShare()), so a
/// scale of ratios is even along it; round values are labelled where they fall.
class GridAxis {
public:
    using Label = std::function<QString(double value)>;

    /// Adds the axis to `chart`, which owns it, at `alignment`.
    GridAxis(QChart& chart, Qt::Alignment alignment);

    [[nodiscard]] QCategoryAxis* axis() const { return m_axis; }

    /// Spans `cells` cells over `range`, labelling round values with `label`: as many as fit
    /// `length` pixels of plot without touching (each label's room its widest label and two
    /// characters across, a line and a half up), two at least; unthinned when `length` is 0.
    void setCells(const DriverRange& range, int cells, const Label& label, qreal length);
    /// Where `value` lies along the axis.
    [[nodiscard]] double position(double value) const;
    /// Re-applies what a chart theme resets: no grid over the cells.
    void restyle();

private:
    QCategoryAxis* m_axis = nullptr;
    DriverRange m_range;
    int m_cells = 1;
    bool m_horizontal = true;
};

} // namespace tco::ui
