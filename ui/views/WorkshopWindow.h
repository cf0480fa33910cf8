#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace tco::ui {

class CostChartView;
class DriverPresenter;
class ScenarioPresenter;

/// The meeting-room view: the headline, the sliders and the main chart, full screen and in
/// large type, readable from the back of a room on a projector. Escape or F11 leaves it.
class WorkshopWindow : public QWidget {
    Q_OBJECT

public:
    WorkshopWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent = nullptr);

    /// Puts the main chart beside the sliders, its text as large as the rest.
    void setChart(CostChartView* chart);

signals:
    void closed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void refresh();

    ScenarioPresenter& m_scenario;
    QLabel* m_headline = nullptr;
    QVBoxLayout* m_chartArea = nullptr;
};

} // namespace tco::ui
