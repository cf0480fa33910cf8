#pragma once

#include "cluster/ClusterJobs.h"
#include "cluster/StepTime.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tco {

/// A cluster of identical scale-up domains.
struct ClusterShape {
    int domains = 1;
    int gpusPerDomain = 8;
    LinkBandwidths links;

    [[nodiscard]] int gpus() const { return domains * gpusPerDomain; }
};

/// Where a job's GPUs go: how many in each domain, by domain index.
struct Placement {
    std::vector<std::pair<int, int>> gpusInDomain;

    friend bool operator==(const Placement&, const Placement&) = default;
};

/// A job taking GPUs, or giving them back (an empty placement), at an hour of the simulation.
struct PlacementChange {
    double hour = 0.0;
    std::size_t job = 0;
    Placement placement;
    /// How much slower than on a compact placement the job runs there (placementSlowdown()).
    double slowdown = 1.0;

    friend bool operator==(const PlacementChange&, const PlacementChange&) = default;
};

/// What the simulation holds fixed besides the cluster and its jobs.
struct SimulationSettings {
    double hours = 720.0;
    double checkpointRestartHours = 0.25;
    bool preemptInteractive = false;
    /// How many waiting jobs a scheduling pass looks at, oldest first, for one that fits (the
    /// backfill depth of batch schedulers: Slurm's bf_max_job_test is 500 by default).
    std::size_t backfillDepth = 500;
    /// Whether the run keeps every placement for a replay (ClusterReplay.h): two changes a job,
    /// and one more pair each time it is moved.
    bool recordPlacements = false;
};

/// The cluster at one hour of the simulation.
struct ClusterSample {
    double hour = 0.0;
    int busyGpus = 0;
    /// Free GPUs while a waiting job could use that many if placement did not matter.
    int strandedGpus = 0;
    /// GPUs the waiting jobs ask for, together.
    std::int64_t waitingGpus = 0;
    /// The GPUs' useful work: each running job's GPUs over its placement's slowdown, none while
    /// it restarts.
    double usefulGpus = 0.0;

    friend bool operator==(const ClusterSample&, const ClusterSample&) = default;
};

/// How long the jobs of one size waited for their GPUs.
struct WaitBySize {
    int gpus = 0;
    int jobs = 0;
    double p50Hours = 0.0;
    double p95Hours = 0.0;

    friend bool operator==(const WaitBySize&, const WaitBySize&) = default;
};

/// One policy's simulation, summed over its hours.
struct PolicyRun {
    SchedulingPolicy policy = SchedulingPolicy::Naive;
    /// Useful GPU-hours (work done at full speed) over the cluster's GPU-hours.
    double usableShare = 0.0;
    /// Busy GPU-hours over the cluster's, useful or not.
    double busyShare = 0.0;
    /// Stranded GPU-hours (ClusterSample::strandedGpus) over the cluster's.
    double strandedShare = 0.0;
    /// Busy GPU-hours lost to placements over more domains than needed, over the busy ones.
    double crossDomainSlowdown = 0.0;
    /// GPU-hours spent restarting stopped jobs, over the cluster's.
    double restartShare = 0.0;
    int preemptions = 0;
    int jobsStarted = 0;
    int jobsFinished = 0;
    /// Jobs still waiting at the end; their waits count up to the end.
    int jobsWaiting = 0;
    /// Every job's wait together, and by size; a job never started counts its wait to the end.
    double waitP50Hours = 0.0;
    double waitP95Hours = 0.0;
    std::vector<WaitBySize> waits;
    /// One sample at the start of each hour.
    std::vector<ClusterSample> series;
    /// Every job's GPUs taken and given back, in order, when the settings ask for them.
    std::vector<PlacementChange> placements;

    friend bool operator==(const PolicyRun&, const PolicyRun&) = default;
};

/// The jobs, ordered by arrival, run on the cluster under `policy` for `settings.hours`.
///
/// A discrete-event simulation: arrivals and completions are the events; after each, the
/// scheduler looks at the waiting jobs oldest first and starts each that the policy can place
/// (docs/cluster-model.md). A job placed over more domains than its size needs runs slower by
/// placementSlowdown(); a stopped job resumes where its checkpoint left it, after
/// `checkpointRestartHours`. A job larger than the cluster never starts.
[[nodiscard]] PolicyRun simulateCluster(const ClusterShape& shape, std::span<const ClusterJob> jobs, SchedulingPolicy policy,
                                        const SimulationSettings& settings);

/// Where `policy` puts a job of `gpus` GPUs on domains with `freeGpus` free each, or nothing
/// when it waits. Naive takes the first free GPUs in domain order. Rack-aware puts a job that
/// fits a domain in the fullest domain that holds it, and a larger one evenly on the fewest
/// domains that can hold it, those with the most free GPUs; when that fails, a job that must
/// share a domain waits, and any other takes the emptiest domains, as few as hold it.
[[nodiscard]] std::optional<Placement> placeJob(std::span<const int> freeGpus, int domainGpus, int gpus, bool mustShareDomain,
                                                SchedulingPolicy policy);

} // namespace tco
