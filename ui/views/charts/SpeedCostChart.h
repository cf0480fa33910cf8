#pragma once

#include "views/charts/ChartMarks.h"
#include "views/charts/CostChartView.h"
#include "views/charts/DecadeAxis.h"
#include "views/charts/OptionLines.h"

#include <QFont>
#include <QList>
#include <QString>

#include <cstddef>

class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace tco::ui {

class SpeedCostPresenter;

/// What speed costs: for each self-hosted option, the cost per million tokens (log scale) of a
/// fleet serving today's volume with each configuration of its frontier, against the speed each
/// user sees, with a line at the scenario's target and a mark, named after its layout, on the
/// configuration the fleet uses today. Left of the line users see less than the scenario's
/// target; right of it the chart shows what more speed would cost.
class SpeedCostChart : public CostChartView {
    Q_OBJECT

public:
    /// Draws what `speedCost` works out. It follows the scenario as every chart does, after the
    /// presenter, which was made (and connected to the scenario) before it.
    explicit SpeedCostChart(const SpeedCostPresenter& speedCost, QWidget* parent = nullptr);

    /// The label beside each option's mark, in the order of SpeedCostPresenter::options().
    [[nodiscard]] QList<QGraphicsSimpleTextItem*> chosenLabels() const;

private:
    /// Text on a patch of the background, which keeps it readable over the lines.
    struct Label {
        QGraphicsRectItem* patch = nullptr;
        QGraphicsSimpleTextItem* text = nullptr;
        /// What it says; it shows each line elided where the plot is narrower.
        QString whole;
        /// The option it names, by its place in Results::options, which gives it its colour.
        std::size_t position = 0;
    };

    void refresh() override;
    void restyle() override;
    void showPoint(std::size_t position, const QPointF& point, bool state);
    /// Puts the target's label at the top of its line and each mark's beside it, clear of each
    /// other and inside the plot.
    void placeLabels();
    /// Shows the label's text with each line elided to `width` pixels; returns the label's size.
    QSizeF fitLabel(const Label& label, qreal width);
    /// Puts the label at `topLeft` on a patch of the background there.
    void moveLabel(const Label& label, const QPointF& topLeft);
    [[nodiscard]] Label makeLabel();
    void setLabelsFont(const QFont& font);
    void restyleLabels();

    const SpeedCostPresenter& m_speedCost;
    QValueAxis* m_speed = nullptr;
    DecadeAxis m_cost;
    OptionLines m_lines;
    QLineSeries* m_target = nullptr;
    Label m_targetLabel;
    ChartMarks m_chosen;
    /// One per option, in the order of SpeedCostPresenter::options().
    QList<Label> m_chosenLabels;
    QFont m_labelFont;
};

} // namespace tco::ui
