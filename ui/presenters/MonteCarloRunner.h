#pragma once

#include "analysis/MonteCarlo.h"
#include "analysis/Outcome.h"
#include "analysis/Uncertainty.h"
#include "presenters/ScenarioPresenter.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <string>
#include <thread>

namespace tco::ui {

/// A Monte Carlo run of the scenario's distributions in the background: it starts on request
/// (a run takes seconds), reports how far it has gone, stops when asked, and keeps its result
/// with the scenario it ran on, so that views can say when the scenario has changed since.
/// The run works on a copy of the scenario and a share of the catalog.
class MonteCarloRunner : public QObject {
    Q_OBJECT

public:
    explicit MonteCarloRunner(ScenarioPresenter& scenario, QObject* parent = nullptr);
    /// Stops a run under way and waits for it.
    ~MonteCarloRunner() override;

    [[nodiscard]] bool isRunning() const { return m_worker.joinable(); }
    /// Starts a run of `samples` samples from `seed` on the scenario as it is, unless one is
    /// under way, measuring the scenario's two options' difference as `measure` says (a month,
    /// over the horizon, or its present value); refused (failure() says why) when the scenario
    /// has nothing to draw or compare.
    bool start(std::int64_t samples, std::uint64_t seed, Outcome::Kind measure = Outcome::Kind::MonthlyDifference);
    /// Asks the run under way to stop; it finishes the chunks in hand first.
    void cancel();
    /// The share of the run's samples drawn so far, while it runs.
    [[nodiscard]] double progress() const;

    /// The last run's result, whatever the scenario since; null before the first.
    [[nodiscard]] const std::optional<UncertaintyResult>& result() const { return m_result; }
    /// Whether the scenario and catalog now are the ones the result was run on.
    [[nodiscard]] bool resultIsCurrent() const;
    /// Why the last run gave no result ("Cancelled.", a refusal, an error); empty when it did.
    [[nodiscard]] const QString& failure() const { return m_failure; }

signals:
    /// A run ended: with a result, cancelled, or failed; or a start was refused.
    void finished();

private:
    void finish(std::expected<UncertaintyResult, std::string> outcome);

    ScenarioPresenter& m_scenario;
    std::shared_ptr<MonteCarloProgress> m_progress;
    std::int64_t m_requestedSamples = 0;
    std::optional<ResultInputs> m_runInputs;
    std::optional<UncertaintyResult> m_result;
    /// What the result was run on.
    std::optional<ResultInputs> m_resultInputs;
    QString m_failure;
    std::jthread m_worker;
};

} // namespace tco::ui
