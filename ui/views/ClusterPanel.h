#pragma once

#include "cluster/ClusterReplay.h"
#include "presenters/ClusterRunner.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTableWidget;
class QTimer;

namespace tco::ui {

class ClusterTimeChart;
class RackGrid;
class ScenarioPresenter;

/// Where the scenario's cluster puts its jobs: its /cluster section simulated under each policy
/// in the background (ClusterRunner), first when a panel is shown. It says what the better
/// policies are worth in racks and money, draws the racks as grids of GPUs coloured by job at
/// the hour a slider or Play picks, the useful and stranded GPUs of each policy over the days,
/// and each policy's figures. A study says when the scenario has changed since it ran.
class ClusterPanel : public QWidget {
    Q_OBJECT

public:
    /// A view of `runner`'s studies of `scenario`; several panels may share one runner.
    ClusterPanel(ScenarioPresenter& scenario, ClusterRunner& runner, QWidget* parent = nullptr);
    ~ClusterPanel() override;

    [[nodiscard]] bool isRunning() const { return m_runner.isRunning(); }
    [[nodiscard]] const ClusterRunner& runner() const { return m_runner; }
    /// Draws the chart's text `scale` times its size, as a projector wants it.
    void setChartTextScale(double scale);
    /// Shows or hides the table of each policy's figures: a projector has room for the pictures.
    void setFiguresShown(bool shown);

public slots:
    /// Simulates the scenario's cluster as it is now, unless a run is under way.
    void simulate();
    /// Shows the replay of the policy at `position` in the study at `hour`.
    void showReplay(int position, int hour);

signals:
    /// A study ended, or a start was refused.
    void finished();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showStudy();
    void showStatus();
    void togglePlay();
    void advancePlay();
    void fillFigures(const ClusterStudy& study);

    ScenarioPresenter& m_scenario;
    ClusterRunner& m_runner;
    QLabel* m_summary = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_simulate = nullptr;
    QWidget* m_body = nullptr;
    QComboBox* m_policy = nullptr;
    QSlider* m_hour = nullptr;
    QPushButton* m_play = nullptr;
    QLabel* m_hourText = nullptr;
    RackGrid* m_grid = nullptr;
    QLabel* m_gridLegend = nullptr;
    ClusterTimeChart* m_chart = nullptr;
    QLabel* m_chartLegend = nullptr;
    QTableWidget* m_figures = nullptr;
    QTimer* m_player = nullptr;
    /// The replay of the policy at m_replayed in the study.
    std::optional<ClusterReplay> m_replay;
    int m_replayed = -1;
};

} // namespace tco::ui
