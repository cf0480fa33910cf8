#pragma once

#include "sizing/MemoryPlan.h"
#include "sizing/Throughput.h"

#include <string>
#include <vector>

namespace tco {

/// How the batch a replica runs is chosen.
enum class BatchPolicy {
    /// As many sequences as the KV cache (and the engine's batch limit) holds: the most
    /// throughput, the slowest users.
    KvCapacity,
    /// A stated number of concurrent sequences, if the cache holds them.
    Concurrency,
    /// The most sequences for which every user still sees the target speed.
    PerUserSpeed,
};

struct BatchTarget {
    BatchPolicy policy = BatchPolicy::PerUserSpeed;
    double concurrency = 0.0;
    TokensPerSecond perUserSpeed{25.0};

    friend bool operator==(const BatchTarget&, const BatchTarget&) = default;
};

/// Everything one sizing needs. The model and GPU are catalog entries the caller looked up.
struct SizingRequest {
    const ModelSpec* model = nullptr;
    const GpuSpec* gpu = nullptr;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;
    /// GPUs per replica; 0 picks the smallest layout that fits.
    int gpusPerReplica = 0;
    RequestShape shape{Tokens(2'000), Tokens(1'000)};
    /// The longest sequence a replica must hold; 0 means input plus output.
    Tokens maxContext{0.0};
    BatchTarget batch;
    ServingAssumptions assumptions;

    /// The same model and GPU entries (by address) and the same figures.
    friend bool operator==(const SizingRequest&, const SizingRequest&) = default;
};

/// Why a replica cannot serve the model.
enum class Infeasibility {
    None,
    /// The requested GPU count splits no valid tensor-parallel degree (heads must divide evenly).
    NoValidLayout,
    /// The weights alone exceed the memory budget.
    WeightsDoNotFit,
    /// Weights and reserve fit, but the rest cannot hold one sequence of the longest context.
    NoRoomForOneSequence,
};

struct SizingResult {
    bool feasible = false;
    Infeasibility reason = Infeasibility::None;
    ReplicaLayout layout;
    MemoryPlan memory;
    Tokens maxContext;
    /// KV cache of the longest sequence on one GPU, which must fit.
    Bytes kvPerLongestSequence;
    /// KV cache per token of context, whole model, at the average decoding context.
    Bytes kvBytesPerToken;
    /// Tokens of context the replica's KV cache holds at the average decoding context.
    Tokens kvCacheTokens;
    /// Sequences the KV cache holds at the average decoding context.
    double maxConcurrentSequences = 0.0;
    int batchLimit = 0;
    OperatingPoint operating;
    bool meetsPerUserTarget = false;
    TokensPerSecond prefill;
    /// Input plus output tokens the replica serves per second in the request mix.
    TokensPerSecond served;
};

/// Sizes one replica: the layout (the requested GPU count, or the smallest that fits),
/// its memory, KV-cache capacity and operating point. Pure and allocation-free.
[[nodiscard]] SizingResult sizeReplica(const SizingRequest& request);

/// Every layout a fleet could be built of, sized: each valid tensor-parallel degree within one
/// domain that fits, smallest first, or the smallest layout across domains when none fits in
/// one. When nothing fits, the one infeasible result that explains why. Which is cheapest depends
/// on the volume: a small one wastes less of a small fleet, a wide one may serve more per GPU.
[[nodiscard]] std::vector<SizingResult> feasibleLayouts(const SizingRequest& request);

/// The reason an infeasible result gives, in a sentence naming the figures that decide it.
[[nodiscard]] std::string explainInfeasibility(const SizingResult& result, const SizingRequest& request);

/// The GPUs a fleet of replicas needs for a daily volume.
struct FleetPlan {
    int replicas = 0;
    int gpus = 0;
    /// Average load over the day as a share of the fleet's throughput.
    double utilization = 0.0;
};

/// The tokens a day one replica is planned to serve: its throughput loaded to the target
/// utilization, discounted by the scheduler efficiency, at the busiest hour's rate.
[[nodiscard]] double plannedTokensPerDay(const SizingResult& replica, double peakToAverage, const ServingAssumptions& assumptions);

/// The GPUs `replicas` replicas occupy in whole units of `gpusPerUnit` (instances or servers).
[[nodiscard]] int gpusForReplicas(int replicas, int replicaGpus, int gpusPerUnit);

/// Replicas for the busiest hour (daily volume / 86,400 × peak-to-average), each loaded to the
/// target utilization and the fleet discounted by the scheduler efficiency, rounded up to whole
/// replicas and then to whole units of `gpusPerUnit` (an instance or a server).
[[nodiscard]] FleetPlan planFleet(const SizingResult& replica, TokensPerDay tokensPerDay, double peakToAverage, int gpusPerUnit,
                                  const ServingAssumptions& assumptions);

} // namespace tco
