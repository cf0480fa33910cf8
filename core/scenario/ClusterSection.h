#pragma once

#include "json/EnumNames.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tco {

/// How a cluster's scheduler decides where a job goes (docs/cluster-model.md).
enum class SchedulingPolicy {
    /// First fit: the first free GPUs in the order of the racks, wherever they are.
    Naive,
    /// Best fit by scale-up domain: a job that fits a domain goes to the fullest one that holds
    /// it, a larger one to as few domains as it needs; a job that must fit a domain waits for one.
    RackAware,
    /// RackAware, and when a job waits for a whole domain that the free GPUs could make up,
    /// checkpointable jobs are stopped and moved to free one.
    Defragment,
};

inline constexpr std::array SCHEDULING_POLICY_NAMES{
    EnumName<SchedulingPolicy>{SchedulingPolicy::Naive, "naive"},
    EnumName<SchedulingPolicy>{SchedulingPolicy::RackAware, "rack-aware"},
    EnumName<SchedulingPolicy>{SchedulingPolicy::Defragment, "defragment"},
};

/// What a job is, which decides whether it may be stopped.
enum class ClusterJobKind {
    Training,
    FineTuning,
    /// A development environment a person works in: never stopped unless the file allows it.
    Interactive,
    /// A serving replica: its GPUs must share a scale-up domain, and it runs throughout.
    Inference,
};

inline constexpr std::array CLUSTER_JOB_KIND_NAMES{
    EnumName<ClusterJobKind>{ClusterJobKind::Training, "training"},
    EnumName<ClusterJobKind>{ClusterJobKind::FineTuning, "fine_tuning"},
    EnumName<ClusterJobKind>{ClusterJobKind::Interactive, "interactive"},
    EnumName<ClusterJobKind>{ClusterJobKind::Inference, "inference"},
};

/// How a job splits its work across GPUs, and what each step (a training step, a serving
/// replica's decode step) computes and moves; the step time by placement follows from it
/// (cluster/StepTime.h).
struct ClusterJobLayout {
    int tensorParallel = 1;
    int expertParallel = 1;
    /// A step's arithmetic alone, on GPUs that never wait for the network.
    double computeSecondsPerStep = 1.0;
    /// Bytes each GPU sends per step in its tensor-parallel all-reduces, its expert-parallel
    /// all-to-alls and its data-parallel gradient all-reduce.
    double tensorParallelBytesPerStep = 0.0;
    double expertParallelBytesPerStep = 0.0;
    double dataParallelBytesPerStep = 0.0;

    friend bool operator==(const ClusterJobLayout&, const ClusterJobLayout&) = default;
};

/// One class of the seeded job mix: its share of arrivals, its size, and its durations, drawn
/// from a lognormal distribution (a long right tail: most jobs short, a few very long).
struct ClusterJobClass {
    std::string name;
    ClusterJobKind kind = ClusterJobKind::Training;
    int gpus = 8;
    /// Its share of the arrivals; the classes' shares are normalized to sum to 1.
    double share = 1.0;
    double medianHours = 4.0;
    /// The duration one job in ten of the class exceeds; at least the median.
    double percentile90Hours = 12.0;
    bool checkpointable = true;
    /// Whether its GPUs must share one scale-up domain (inference replicas always must).
    bool mustShareDomain = false;
    std::optional<ClusterJobLayout> layout;

    friend bool operator==(const ClusterJobClass&, const ClusterJobClass&) = default;
};

/// Serving replicas that occupy the cluster throughout, typed or sized by the scenario.
struct ClusterInference {
    int replicas = 0;
    int gpusPerReplica = 8;
    /// Whether the replicas are the sizing's fleet of the section's option at the scenario's
    /// volume, its replicas and its layout, instead of the figures above (cluster/ServingReplicas.h).
    bool fromSizing = false;
    /// How a typed replica splits and what its decode step moves; without it, a typed replica
    /// runs at full speed wherever it lands.
    std::optional<ClusterJobLayout> layout;

    friend bool operator==(const ClusterInference&, const ClusterInference&) = default;
};

/// The file's /cluster section: a cluster of identical scale-up domains, the jobs it runs, and
/// how it schedules them (docs/scenario-format.md#cluster).
struct ClusterSection {
    /// The self-hosted option whose GPU and price the cluster has, by its name.
    std::string option;
    /// Scale-up domains (NVL72 racks, HGX servers), each of `nodesPerDomain` nodes of
    /// `gpusPerNode` GPUs; empty sizes take the GPU's catalog entry.
    int domains = 1;
    std::optional<int> nodesPerDomain;
    std::optional<int> gpusPerNode;
    /// Scale-out bandwidth per GPU, one direction, in GB/s; empty takes the catalog's.
    std::optional<double> scaleOutGbPerS;
    /// Mean arrivals of the mix's jobs an hour (a Poisson process).
    double arrivalsPerHour = 1.0;
    std::vector<ClusterJobClass> mix;
    ClusterInference inference;
    /// A CSV trace of jobs to replay instead of the mix; relative to the scenario file.
    std::string trace;
    SchedulingPolicy policy = SchedulingPolicy::RackAware;
    double days = 30.0;
    std::uint64_t seed = 1;
    /// What stopping a job and starting it elsewhere costs it: the checkpoint written, the job
    /// restarted and its state read back.
    double checkpointRestartHours = 0.25;
    /// Whether defragmentation may stop interactive environments too.
    bool preemptInteractive = false;

    friend bool operator==(const ClusterSection&, const ClusterSection&) = default;
};

} // namespace tco
