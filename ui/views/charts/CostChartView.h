#pragma once

#include "analysis/OutcomeEvaluator.h"

#include <QChart>
#include <QChartView>
#include <QList>
#include <QPointer>

class QAbstractAxis;
class QGraphicsTextItem;
class QAbstractSeries;
class QValueAxis;
class QXYSeries;

namespace tco {
struct Driver;
struct DriverRange;
} // namespace tco

namespace tco::ui {

class ScenarioPresenter;

/// What the four charts share: they follow a ScenarioPresenter, redrawing on every change of
/// the scenario, and keep each option's colour through a change of theme.
class CostChartView : public QChartView {
    Q_OBJECT

public:
    /// Applies a chart theme (ChartThemeLight, ChartThemeDark, …), keeping every option's colour.
    void setChartTheme(QChart::ChartTheme theme);
    [[nodiscard]] QChart::ChartTheme chartTheme() const;
    /// Draws the axes' text `scale` times the theme's size (a projector wants 1.8), and the
    /// legend's `legendScale` times it: a legend beside the plot takes width from it.
    void setTextScale(double scale, double legendScale);
    /// What the chart says in place of its plot when it has nothing to draw; empty when it draws.
    [[nodiscard]] QString emptyMessage() const;

protected:
    CostChartView(const ScenarioPresenter& scenario, QWidget* parent);

    [[nodiscard]] const ScenarioPresenter& scenario() const { return m_scenario; }

    void showEvent(QShowEvent* event) override;

    /// Shows the current results, changing series in place where their number stays the same.
    virtual void refresh() = 0;
    /// Sets what a theme resets: the colours of the series, and which parts of the axes show.
    virtual void restyle() = 0;

    /// Says `message` in the middle of the chart, its axes and legend hidden, rather than draw
    /// empty axes: what to do to have something to show. An empty message shows the chart again,
    /// with the axes and the legend that were showing before.
    void setEmptyMessage(const QString& message);
    /// The message of a chart of the analyses' outcome when the scenario has none.
    [[nodiscard]] static QString noOutcomeMessage();
    /// The message of the tornado and the spider when no input moves the outcome over its range.
    [[nodiscard]] static QString noDriverMessage();
    /// An input's name and its range as a legend or an axis shows them (they read HTML), the
    /// option it belongs to on a line of its own: a label beside a plot has room for one or the
    /// other, not both. "2× H100 rented:<br>price per GPU-hour (±30%)". With `lineLength`, lines
    /// longer than that many characters break between words: Qt Charts cuts a line too wide for
    /// a legend short, and drops the lines after it.
    [[nodiscard]] static QString stackedDriverName(const Driver& driver, const DriverRange& range, int lineLength = 0);

    void resizeEvent(QResizeEvent* event) override;

    /// For charts of analyses that vary the scenario (Results::tornado() and the like), which
    /// follow a slider's drag at the layouts found: refreshed when the drag ends, exact again.
    void refreshAfterGestures();

    /// An amount in the scenario's display currency, in the user's locale.
    [[nodiscard]] QString money(double amount) const;
    /// An axis title with the display currency: "Monthly cost (EUR)".
    [[nodiscard]] QString inCurrency(const QString& quantity) const;

private:
    /// Refreshes after a change of the scenario, or marks the chart stale while it is out of view.
    void follow();
    void scaleText();
    /// Centres the empty message on the chart, in the theme's colour and the legend's type.
    void placeMessage();

    const ScenarioPresenter& m_scenario;
    double m_textScale = 1.0;
    double m_legendScale = 1.0;
    bool m_stale = false;
    /// The empty message, drawn in the chart's scene so that an exported picture has it too.
    QGraphicsTextItem* m_message = nullptr;
    /// The axes the message hid, to show again with the chart.
    QList<QPointer<QAbstractAxis>> m_hiddenAxes;
    bool m_legendHidden = false;
};

/// Shows `text` at the pointer over `widget` while `state` holds, as a series' hovered() reports.
void showTip(QWidget& widget, const QString& text, bool state);

/// The point of `series` nearest on screen to `point`, a position in the chart's values.
[[nodiscard]] QPointF nearestPoint(QChart& chart, QXYSeries& series, const QPointF& point);

/// Replaces the points of `series` unless they are the same: a new set of points makes Qt Charts
/// lay out the whole line again, and a slider that moves only today's volume changes no line.
void replacePoints(QXYSeries& series, const QList<QPointF>& points);

/// Sets `axis` of `chart` to run from zero to a round number at or above `maximum`, in at most
/// six round steps, and fewer where their labels would otherwise touch along the plot. Unlike
/// QValueAxis::applyNiceNumbers(), which sets the range twice, it leaves an axis whose range
/// stays the same untouched, so its series are not laid out again for nothing.
void setRoundRange(QValueAxis& axis, double maximum, const QChart& chart);

/// Sets `axis` of `chart` to run from minus to plus a round number at or above `reach`, in at
/// most three round steps either side of zero, and fewer where their labels would touch; as
/// setRoundRange(), an unchanged range is left alone.
void setSymmetricRoundRange(QValueAxis& axis, double reach, const QChart& chart);

/// Draws `series` above every other, still attached to the same axes.
void bringToFront(QChart& chart, QAbstractSeries* series);

/// Applies `theme` to every chart in `charts`.
void setChartTheme(const QList<CostChartView*>& charts, QChart::ChartTheme theme);

/// Sets an axis's title only when it differs, which spares the chart a new layout.
void setAxisTitle(QAbstractAxis& axis, const QString& title);

} // namespace tco::ui
