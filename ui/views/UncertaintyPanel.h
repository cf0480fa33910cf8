#pragma once

#include "analysis/Uncertainty.h"
#include "presenters/MonteCarloRunner.h"

#include <QWidget>

#include <array>
#include <cstdint>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTimer;

namespace tco::ui {

class ScenarioPresenter;
class UncertaintyChart;

/// How sure are we: the scenario's uncertain inputs with their distributions and correlations, how
/// they are sampled, a Monte Carlo run
/// of the whole cost model in the background (MonteCarloRunner, with progress and Cancel), and
/// its result: the chance that self-hosting is cheaper, the outcome's percentiles, what drives
/// its spread and a histogram. The result says when the scenario has changed since.
class UncertaintyPanel : public QWidget {
    Q_OBJECT

public:
    explicit UncertaintyPanel(ScenarioPresenter& scenario, QWidget* parent = nullptr);
    ~UncertaintyPanel() override;

    [[nodiscard]] UncertaintyChart* chart() const { return m_chart; }
    [[nodiscard]] bool isRunning() const { return m_runner.isRunning(); }
    /// The last run's result while the scenario on screen is the one it ran on; else null.
    [[nodiscard]] const UncertaintyResult* currentResult() const;

    /// The samples a run draws, as the box offers them.
    static constexpr std::array<std::int64_t, 3> SAMPLE_CHOICES{10'000, 100'000, 1'000'000};

public slots:
    /// Starts a run with the chosen samples and seed, unless one is under way.
    void run();
    /// Asks the run under way to stop; it finishes its chunks in hand first.
    void cancel();

signals:
    /// A run ended: with a result, cancelled, or refused.
    void finished();

private:
    void showInputs();
    void showResult();
    void showProgress();
    void finish();
    void addDistribution();
    void editDistribution();
    void removeDistribution();
    /// Gives the inputs that move the outcome most a triangular distribution over their tornado
    /// range, for a first run.
    void suggestDistributions();

    ScenarioPresenter& m_scenario;
    QTableWidget* m_inputs = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_suggest = nullptr;
    QPushButton* m_correlate = nullptr;
    QComboBox* m_samples = nullptr;
    QSpinBox* m_seed = nullptr;
    QComboBox* m_sampling = nullptr;
    /// How the scenario's two options' difference is measured: a month, the horizon, its present value.
    QComboBox* m_measure = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progressBar = nullptr;
    QLabel* m_summary = nullptr;
    UncertaintyChart* m_chart = nullptr;
    QTimer* m_poll = nullptr;
    MonteCarloRunner m_runner;
};

} // namespace tco::ui
