#pragma once

#include "cluster/ClusterSimulation.h"
#include "cluster/ServingReplicas.h"
#include "units/Money.h"

#include <expected>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tco {

struct Catalog;
struct Scenario;

/// One policy's run and what it makes a useful GPU-hour cost.
struct PolicyOutcome {
    PolicyRun run;
    /// The GPU's hourly cost over the share of its hours that did useful work; empty when no
    /// hour did.
    std::optional<double> costPerUsefulGpuHour;
    /// schedulerEfficiency() of the run.
    std::optional<double> schedulerEfficiency;
};

/// What a better policy is worth against a worse one on the same cluster and jobs: the extra
/// useful GPU-hours as whole domains kept busy, and what those cost a year at the GPU's price.
struct PolicyWorth {
    SchedulingPolicy better = SchedulingPolicy::RackAware;
    SchedulingPolicy baseline = SchedulingPolicy::Naive;
    double domains = 0.0;
    double perYear = 0.0;
};

/// The scenario's cluster simulated under each policy asked for.
struct ClusterStudy {
    /// The option whose GPU and price the cluster has, and that GPU's name.
    std::string option;
    std::string gpuName;
    ClusterShape shape;
    int gpusPerNode = 1;
    /// The option's monthly cost per GPU over the month's hours, in the display currency.
    double pricePerGpuHour = 0.0;
    Currency currency = Currency::usd();
    double days = 30.0;
    std::uint64_t seed = 1;
    /// The serving replicas among the jobs, typed or from the sizing; or why the sizing gives
    /// none, and then the jobs hold none. A trace's serving jobs are its own: then none.
    std::expected<ServingReplicas, Issue> serving;
    /// The jobs every policy ran, ordered by arrival.
    std::vector<ClusterJob> jobs;
    std::vector<PolicyOutcome> outcomes;
    /// Each policy after the first against the first (naive when it is simulated).
    std::vector<PolicyWorth> worth;
};

/// What a cluster run may change from the file's /cluster section.
struct ClusterRunOptions {
    std::vector<SchedulingPolicy> policies;
    std::optional<double> days;
    std::optional<std::uint64_t> seed;
    /// A trace's jobs, read by the caller (readJobTrace()), replacing the section's jobs: its
    /// mix and its serving replicas, which a trace holds as jobs of its own.
    std::optional<std::vector<ClusterJob>> trace;
    /// Whether each run keeps its placements, for a replay (ClusterReplay.h).
    bool recordPlacements = false;
};

/// The scenario's /cluster section simulated under each of `options.policies` on the same
/// jobs; the scenario must be valid and have the section.
[[nodiscard]] ClusterStudy studyCluster(const Scenario& scenario, const Catalog& catalog, const ClusterRunOptions& options);

/// Whether a study of `studied` stands for `now`: every part of the scenario a study reads is
/// the same — the cluster section, the self-hosted options (its option's GPU and price, and the
/// fleet the sizing builds), the workload and model that fleet serves, and the staffing,
/// one-time costs, horizon and currencies that price a GPU-hour. An edit elsewhere (an API
/// offer, an analysis setting, the scenario's name or description) keeps the study.
[[nodiscard]] bool sameClusterStudyInputs(const Scenario& studied, const Scenario& now);

/// What placement made of the GPU-hours it could have put to work: the useful ones over those
/// busy or stranded, usable / (busy + stranded). It is the scheduler's share of the sizing's
/// scheduler efficiency (ServingAssumptions::schedulerEfficiency): GPUs idle for want of jobs
/// are not the scheduler's doing; stranded GPUs, slowed placements and restarts are. Nothing
/// when no GPU-hour was busy or stranded.
[[nodiscard]] std::optional<double> schedulerEfficiency(const PolicyRun& run);

/// The hours of an average year, 365.25 × 24.
inline constexpr double HOURS_PER_YEAR = 8'766.0;

} // namespace tco
