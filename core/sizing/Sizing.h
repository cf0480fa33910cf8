#pragma once

#include "sizing/MemoryPlan.h"
#include "sizing/Throughput.h"

#include <string>

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

/// Sizes one replica: the layout (the requested GPU count, or the smallest that fits), its
/// memory, KV-cache capacity and operating point. Pure and allocation-free.
[[nodiscard]] SizingResult sizeReplica(const SizingRequest& request);

/// The reason an infeasible result gives, in a sentence naming the figures that decide it.
[[nodiscard]] std::string explainInfeasibility(const SizingResult& result, const SizingRequest& request);

/// The GPUs a fleet of replicas needs for a daily volume.
struct FleetPlan {
    int replicas = 0;
    int gpus = 0;
    /// Average load over the day as a share of the fleet's throughput.
    double utilization = 0.0;
};

/// Replicas for the busiest hour (daily volume / 86,400 × peak-to-average), each loaded to the
/// target utilization and the fleet discounted by the scheduler efficiency, rounded up to whole
/// replicas and then to whole units of `gpusPerUnit` (an instance or a server).
[[nodiscard]] FleetPlan planFleet(const SizingResult& replica, TokensPerDay tokensPerDay, double peakToAverage, int gpusPerUnit,
                                  const ServingAssumptions& assumptions);

} // namespace tco
