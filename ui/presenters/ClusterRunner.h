#pragma once

#include "cluster/ClusterStudy.h"
#include "presenters/ScenarioPresenter.h"

#include <QObject>
#include <QString>

#include <expected>
#include <optional>
#include <string>
#include <thread>

namespace tco::ui {

/// The scenario's /cluster section, which it must have, under every policy of
/// ClusterRunner::policies(), on the jobs of its trace when it names one (relative to
/// `scenarioFile`); each run keeps its placements when `recordPlacements`. The reason, with its
/// JSON pointer, when the trace cannot be read or the sizing gives no replicas that fit.
[[nodiscard]] std::expected<ClusterStudy, std::string> studyScenarioCluster(const Scenario& scenario, const Catalog& catalog,
                                                                            const QString& scenarioFile, bool recordPlacements);

/// The scenario's /cluster section simulated in the background under every policy, each run
/// recorded for a replay (a month of 10,000 GPUs takes seconds). It keeps its study with the
/// scenario it ran on, so that views can say when the scenario has changed since. The run works
/// on a copy of the scenario and a share of the catalog.
class ClusterRunner : public QObject {
    Q_OBJECT

public:
    explicit ClusterRunner(ScenarioPresenter& scenario, QObject* parent = nullptr);
    /// Waits for a run under way: it reports here.
    ~ClusterRunner() override;

    [[nodiscard]] bool isRunning() const { return m_worker.joinable(); }
    /// Starts a study of the scenario as it is, unless one is under way; refused (failure()
    /// says why) when the scenario has no cluster.
    bool start();

    /// The last study, whatever the scenario since; null before the first.
    [[nodiscard]] const std::optional<ClusterStudy>& study() const { return m_study; }
    /// Whether the scenario now has the inputs the study was run on (sameClusterStudyInputs()),
    /// with the same catalog.
    [[nodiscard]] bool studyIsCurrent() const;
    /// Lets the study stand for the scenario as it is now, after an edit it does not depend on:
    /// the option's serving assumptions size its fleet, not the cluster's jobs or their price.
    void keepStudyForCurrentScenario();
    /// Why the last start gave no study; empty when it did.
    [[nodiscard]] const QString& failure() const { return m_failure; }

    /// The policies a study runs: all three, naive first, so that the others are weighed against it.
    static const std::vector<SchedulingPolicy>& policies();

signals:
    /// A study began.
    void started();
    /// A study ended, with a result or an error; or a start was refused.
    void finished();

private:
    void finish(std::expected<ClusterStudy, std::string> outcome);

    ScenarioPresenter& m_scenario;
    std::optional<ResultInputs> m_runInputs;
    std::optional<ClusterStudy> m_study;
    /// What the study was run on.
    std::optional<ResultInputs> m_studyInputs;
    QString m_failure;
    std::jthread m_worker;
};

} // namespace tco::ui
