#pragma once

#include "views/charts/ChartScale.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QStackedWidget;
class QTabBar;
class QVBoxLayout;

namespace tco::ui {

class ClusterRunner;
class DriverPresenter;
class ScenarioPresenter;
class VolumeChart;

/// The meeting-room view: the headline, the sliders and the cost by volume, full screen and in
/// large type, readable from the back of a room on a projector. The chart shows the volumes the
/// question is about (today's, ten times it, the break-evens), on log scales or, to show a gap
/// as large as it is, linear ones. Escape or F11 leaves it.
class WorkshopWindow : public QWidget {
    Q_OBJECT

public:
    WorkshopWindow(ScenarioPresenter& scenario, DriverPresenter& drivers, ClusterRunner& cluster, QWidget* parent = nullptr);

    [[nodiscard]] VolumeChart* chart() const { return m_chart; }
    /// Shows the cost page (0) or, when the scenario has a cluster, the cluster page (1).
    void showPage(int page);

signals:
    void closed();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void refresh();
    /// Replaces the chart by one on `scale`: Qt Charts cannot move series between axes.
    void showChart(ScaleKind scale);

    ScenarioPresenter& m_scenario;
    QLabel* m_headline = nullptr;
    QCheckBox* m_linear = nullptr;
    QLabel* m_legend = nullptr;
    QVBoxLayout* m_chartArea = nullptr;
    QTabBar* m_pageTabs = nullptr;
    QStackedWidget* m_pages = nullptr;
    VolumeChart* m_chart = nullptr;
};

} // namespace tco::ui
