#include "presenters/MonteCarloRunner.h"

#include "analysis/Outcome.h"
#include "presenters/BackgroundWork.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

namespace tco::ui {

MonteCarloRunner::MonteCarloRunner(ScenarioPresenter& scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
{ }

MonteCarloRunner::~MonteCarloRunner()
{
    // The run reports here: it stops before this goes (the jthread joins).
    if (m_progress)
        m_progress->cancelRequested = true;
}

bool MonteCarloRunner::start(std::int64_t samples, std::uint64_t seed, Outcome::Kind measure)
{
    if (isRunning())
        return false;
    const Scenario& current = m_scenario.scenario();
    std::optional<Outcome> outcome = m_scenario.results().outcome();
    if (outcome && measure == Outcome::Kind::UnusedCommitment) {
        // Of the two options compared, the one that commits to something.
        const std::optional<OptionRef> committed = hasCommitment(current, outcome->option) ? std::optional(outcome->option)
            : comparesTwo(outcome->kind) && hasCommitment(current, outcome->other)         ? std::optional(outcome->other)
                                                                                           : std::nullopt;
        if (!committed) {
            m_failure = tr("Neither option compared commits to anything: give one a reservation or a committed spend.");
            emit finished();
            return false;
        }
        outcome = Outcome{measure, *committed, {}};
    } else if (outcome && comparesTwo(outcome->kind)) {
        outcome->kind = measure;
    }
    if (!outcome || current.analysis.distributions.empty()) {
        m_failure = outcome ? tr("Give at least one input a distribution first.")
                            : tr("The scenario needs a self-hosted option and an API offer to compare.");
        emit finished();
        return false;
    }
    m_failure.clear();
    m_progress = std::make_shared<MonteCarloProgress>();
    m_requestedSamples = samples;
    m_runInputs = m_scenario.resultInputs();
    m_worker = startBackgroundWork<UncertaintyResult>(
        this,
        [scenario = current, catalog = m_scenario.sharedCatalog(), outcome = *outcome, samples, seed,
         progress = m_progress]() -> std::expected<UncertaintyResult, std::string> {
            return runUncertainty(scenario, *catalog, outcome, samples, seed, 0, progress.get());
        },
        [this](std::expected<UncertaintyResult, std::string> result) { finish(std::move(result)); });
    return true;
}

void MonteCarloRunner::cancel()
{
    if (m_progress)
        m_progress->cancelRequested = true;
}

double MonteCarloRunner::progress() const
{
    if (!m_progress || m_requestedSamples <= 0)
        return 0.0;
    return static_cast<double>(m_progress->completedSamples.load()) / static_cast<double>(m_requestedSamples);
}

bool MonteCarloRunner::resultIsCurrent() const
{
    return m_result && m_resultInputs && m_resultInputs->catalogRevision == m_scenario.catalogRevision()
        && m_resultInputs->scenario == m_scenario.scenario();
}

void MonteCarloRunner::finish(std::expected<UncertaintyResult, std::string> outcome)
{
    m_worker.join();
    const bool cancelled = m_progress->cancelRequested.load();
    m_progress.reset();
    if (outcome) {
        m_result = std::move(*outcome);
        m_resultInputs = std::move(m_runInputs);
    } else if (cancelled) {
        // The last result stands: it is still right for the scenario it was run on.
        m_failure = tr("Cancelled.");
    } else {
        m_result.reset();
        m_resultInputs.reset();
        m_failure = toQString(outcome.error());
    }
    m_runInputs.reset();
    emit finished();
}

} // namespace tco::ui
