#include "presenters/ClusterRunner.h"

#include "presenters/BackgroundWork.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <filesystem>

namespace tco::ui {
std::expected<ClusterStudy, std::string> studyScenarioCluster(const Scenario& scenario, const Catalog& catalog,
                                                              const QString& scenarioFile, bool recordPlacements)
{
    ClusterRunOptions options;
    options.policies = ClusterRunner::policies();
    options.recordPlacements = recordPlacements;
    // A trace is named relative to the scenario's file, as the command line reads it.
    if (!scenario.cluster->trace.empty()) {
        TraceJobs trace
            = readJobTraceFile(std::filesystem::path(scenarioFile.toStdString()).parent_path() / scenario.cluster->trace);
        if (!trace.problems.empty())
            return std::unexpected(trace.problems.front());
        options.trace = std::move(trace.jobs);
    }
    ClusterStudy study = studyCluster(scenario, catalog, options);
    if (!study.serving)
        return std::unexpected(study.serving.error().pointer + ": " + study.serving.error().message);
    return study;
}

ClusterRunner::ClusterRunner(ScenarioPresenter& scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
{ }

ClusterRunner::~ClusterRunner() = default;

const std::vector<SchedulingPolicy>& ClusterRunner::policies()
{
    static const std::vector<SchedulingPolicy> all{SchedulingPolicy::Naive, SchedulingPolicy::RackAware,
                                                   SchedulingPolicy::Defragment};
    return all;
}

bool ClusterRunner::start()
{
    if (isRunning())
        return false;
    const Scenario& current = m_scenario.scenario();
    if (!current.cluster) {
        m_failure = tr("The scenario has no cluster to simulate.");
        emit finished();
        return false;
    }
    m_failure.clear();
    m_runInputs = m_scenario.resultInputs();
    m_worker = startBackgroundWork<ClusterStudy>(
        this,
        [scenario = current, catalog = m_scenario.sharedCatalog(), file = m_scenario.filePath()] {
            return studyScenarioCluster(scenario, *catalog, file, true);
        },
        [this](std::expected<ClusterStudy, std::string> study) { finish(std::move(study)); });
    emit started();
    return true;
}

bool ClusterRunner::studyIsCurrent() const
{
    return m_study && m_studyInputs && m_studyInputs->catalogRevision == m_scenario.catalogRevision()
        && sameClusterStudyInputs(m_studyInputs->scenario, m_scenario.scenario());
}

void ClusterRunner::keepStudyForCurrentScenario()
{
    if (m_study)
        m_studyInputs->scenario = m_scenario.scenario();
}

void ClusterRunner::finish(std::expected<ClusterStudy, std::string> outcome)
{
    m_worker.join();
    if (outcome) {
        m_study = std::move(*outcome);
        m_studyInputs = std::move(m_runInputs);
    } else {
        m_study.reset();
        m_studyInputs.reset();
        m_failure = toQString(outcome.error());
    }
    m_runInputs.reset();
    emit finished();
}

} // namespace tco::ui
