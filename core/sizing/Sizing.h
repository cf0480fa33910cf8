#pragma once

#include "sizing/MemoryPlan.h"
#include "sizing/ServingPoint.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace tco {

/// How the batch a replica runs is chosen.
enum class BatchPolicy {
    /// As many sequences as the KV cache (and the engine's batch limit) holds: the most
    /// throughput, the slowest users.
    KvCapacity,
    /// A stated number of requests in flight per unit, each sent as the one before it ends (a
    /// benchmark's closed loop): the batch is what of them the KV cache holds and is not yet
    /// waiting for its first token.
    Concurrency,
    /// The most sequences for which every user still sees the target speed and first token.
    PerUserSpeed,
    /// Requests arriving at a stated rate per unit (Poisson, an open loop): the batch is what
    /// of them is decoding at once.
    RequestRate,
};

struct BatchTarget {
    BatchPolicy policy = BatchPolicy::PerUserSpeed;
    double concurrency = 0.0;
    TokensPerSecond perUserSpeed{25.0};
    /// The longest a user may wait for the first token at the planned load; zero sets no bound.
    Seconds timeToFirstToken{0.0};
    double requestsPerSecond = 0.0;

    friend bool operator==(const BatchTarget&, const BatchTarget&) = default;
};

/// Everything one sizing needs. The model and GPU are catalog entries the caller looked up;
/// the layout degrees and serving mode the user fixed are in `assumptions.layout`.
struct SizingRequest {
    const ModelSpec* model = nullptr;
    const GpuSpec* gpu = nullptr;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;
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
    /// The fixed layout splits no valid way (heads and experts must divide evenly, tensor
    /// parallelism stays in one scale-up domain).
    NoValidLayout,
    /// The weights alone exceed the memory budget.
    WeightsDoNotFit,
    /// Weights and reserve fit, but the rest cannot hold one sequence of the longest context.
    NoRoomForOneSequence,
    /// A replica fits but is planned to serve less than MIN_PLANNED_TOKENS_PER_GPU_DAY.
    ServesTooLittle,
};

struct SizingResult {
    bool feasible = false;
    Infeasibility reason = Infeasibility::None;
    ServingLayout layout;
    /// One GPU of the aggregated instance, or of a decode instance.
    MemoryPlan memory;
    /// One GPU of a prefill instance; unused when aggregated.
    MemoryPlan prefillMemory;
    Tokens maxContext;
    /// KV cache of the longest sequence on one GPU, which must fit.
    Bytes kvPerLongestSequence;
    /// KV cache per token of context, whole model, at the average decoding context.
    Bytes kvBytesPerToken;
    /// Tokens of context one (decoding) instance's KV cache holds at the average decoding context.
    Tokens kvCacheTokens;
    /// Sequences one (decoding) instance's KV cache holds at the average decoding context.
    double maxConcurrentSequences = 0.0;
    /// The most sequences the engine batches on one (decoding) instance, every attention rank's together.
    int batchLimit = 0;
    OperatingPoint operating;
    bool meetsPerUserTarget = false;
    bool meetsTimeToFirstTokenTarget = false;
    /// Prompt tokens per second the unit's prefill can process.
    TokensPerSecond prefill;
    /// Input plus output tokens the unit serves per second in the request mix.
    TokensPerSecond served;

    [[nodiscard]] bool meetsTargets() const { return meetsPerUserTarget && meetsTimeToFirstTokenTarget; }
    [[nodiscard]] TokensPerSecond outputPerGpu() const { return operating.output / layout.gpus(); }

    friend bool operator==(const SizingResult&, const SizingResult&) = default;
};

/// One configuration on the frontier of per-user speed against output per GPU.
struct FrontierPoint {
    TokensPerSecond perUser;
    TokensPerSecond outputPerGpu;
    Seconds timeToFirstToken;
    ServingLayout layout;
    double batch = 0.0;

    friend bool operator==(const FrontierPoint&, const FrontierPoint&) = default;
};

/// What the search over every valid layout, batch and serving mode finds.
struct LayoutSearch {
    /// The configuration with the most output per GPU that meets the targets (the fastest per
    /// user when none does), or the infeasible sizing that says why nothing fits.
    SizingResult best;
    /// Each layout at the largest batch meeting the targets (only those that meet them, when
    /// any does), fewest GPUs first, each serving more per GPU than every smaller one: which is
    /// cheapest depends on the volume.
    std::vector<SizingResult> candidates;
    /// The configurations no other beats at once on per-user speed and output per GPU, fastest
    /// per user first; empty unless asked for.
    std::vector<FrontierPoint> frontier;
};

/// Searches every layout the request leaves open (tensor, pipeline, attention-data and expert
/// parallelism, aggregated or disaggregated with rate-matched prefill), each at the batch its
/// policy picks, and optionally traces the frontier.
[[nodiscard]] LayoutSearch searchLayouts(const SizingRequest& request, bool withFrontier);

/// The best configuration for the request (searchLayouts().best).
[[nodiscard]] SizingResult sizeReplica(const SizingRequest& request);

/// Every configuration a fleet could be built of (searchLayouts().candidates), or the one
/// infeasible sizing that says why nothing fits.
[[nodiscard]] std::vector<SizingResult> feasibleLayouts(const SizingRequest& request);

/// One aggregated instance of `layout`, sized at the request's batch policy.
[[nodiscard]] SizingResult sizeAggregated(const SizingRequest& request, ReplicaLayout layout);

/// A disaggregated unit of `prefillWorkers` instances of `prefill` and `decodeWorkers` of
/// `decode`, sized at the request's batch policy (a stated concurrency is the whole unit's).
[[nodiscard]] SizingResult sizeDisaggregated(const SizingRequest& request, ReplicaLayout prefill, ReplicaLayout decode,
                                             int prefillWorkers, int decodeWorkers);

/// One serving unit of `layout` sized as the search sizes it: an aggregated instance at its
/// batch, or a disaggregated unit's decode instances at theirs with as many prefill instances
/// as keep up (the layout's own prefill count is not kept). For analyses that vary inputs around
/// layouts a search already chose.
[[nodiscard]] SizingResult sizeServingLayout(const SizingRequest& request, const ServingLayout& layout);

/// Serving layouts a search chose, sized again and again as an analysis varies the request
/// around them (a Monte Carlo sample draws an efficiency; a slider moves): sizeServingLayout()
/// of each, in order and to the bit. Each instance's memory plan and replica shape are kept
/// while the requests agree on what they depend on (model, GPU, precisions, request shape,
/// longest context, memory assumptions), so a drawn efficiency runs only the rooflines and the
/// batch searches again.
class KeptServingLayouts {
public:
    explicit KeptServingLayouts(std::vector<ServingLayout> layouts);
    KeptServingLayouts(const KeptServingLayouts& other);
    KeptServingLayouts& operator=(const KeptServingLayouts& other);
    KeptServingLayouts(KeptServingLayouts&&) noexcept;
    KeptServingLayouts& operator=(KeptServingLayouts&&) noexcept;
    ~KeptServingLayouts();

    [[nodiscard]] std::span<const ServingLayout> layouts() const { return m_layouts; }

    /// Each layout sized for `request`.
    [[nodiscard]] std::vector<SizingResult> size(const SizingRequest& request);

private:
    struct Plans;

    std::vector<ServingLayout> m_layouts;
    /// Nothing until the first sizing.
    std::unique_ptr<Plans> m_plans;
};

/// The reason an infeasible result gives, in a sentence naming the figures that decide it.
[[nodiscard]] std::string explainInfeasibility(const SizingResult& result, const SizingRequest& request);

/// The layout in words: "DeepSeek-R1 style" names such as "TP 8", "DP 8 × EP 8", "prefill
/// 1 × TP 8, decode 2 × DP 16 EP 16".
[[nodiscard]] std::string describeLayout(const ServingLayout& layout);

/// The least a replica may be planned to serve for a fleet to be built of it: one token a day
/// per GPU. Then the largest volume (MAX_TOKENS_PER_DAY) takes at most 10^15 GPUs, a count 64-bit
/// integers and doubles both hold exactly; a replica serving less has settings no deployment
/// runs (efficiencies near zero, prompts of millions of tokens on the smallest GPU).
inline constexpr double MIN_PLANNED_TOKENS_PER_GPU_DAY = 1.0;

/// The GPUs a fleet of replicas needs for a daily volume.
struct FleetPlan {
    std::int64_t replicas = 0;
    std::int64_t gpus = 0;
    /// Average load over the day as a share of the fleet's throughput.
    double utilization = 0.0;
};

/// The tokens a day one replica is planned to serve: its throughput loaded to the target
/// utilization, discounted by the scheduler efficiency, at the busiest hour's rate.
[[nodiscard]] double plannedTokensPerDay(const SizingResult& replica, double peakToAverage,
                                         const ServingAssumptions& assumptions);

/// Whether a fleet may be built of a feasible replica planned at `plannedPerDay` tokens a day
/// (plannedTokensPerDay()): at least MIN_PLANNED_TOKENS_PER_GPU_DAY on each of its GPUs.
[[nodiscard]] bool servesEnoughForAFleet(const SizingResult& replica, double plannedPerDay);

/// The replica, infeasible because it serves too little for a fleet (Infeasibility::ServesTooLittle).
[[nodiscard]] SizingResult tooLittleForAFleet(SizingResult replica);

/// The whole replicas, at least one, that serve `tokensPerDay` when each is planned at
/// `plannedPerDay` tokens a day (plannedTokensPerDay()): the quotient rounded up, and a volume on
/// a stair's boundary kept on that stair when the division rounds it into the one above. The one
/// count of replicas for the sizing's fleet (planFleet()) and the cost model's.
[[nodiscard]] std::int64_t replicasFor(double plannedPerDay, TokensPerDay tokensPerDay);

/// The GPUs `replicas` replicas occupy in whole units of `gpusPerUnit` (instances or servers).
[[nodiscard]] std::int64_t gpusForReplicas(std::int64_t replicas, int replicaGpus, int gpusPerUnit);

/// Replicas for the busiest hour (daily volume / 86,400 × peak-to-average), each loaded to the
/// target utilization and the fleet discounted by the scheduler efficiency, rounded up to whole
/// replicas and then to whole units of `gpusPerUnit` (an instance or a server). The volume is
/// at most MAX_TOKENS_PER_DAY and the replica serves enough for a fleet (servesEnoughForAFleet()).
[[nodiscard]] FleetPlan planFleet(const SizingResult& replica, TokensPerDay tokensPerDay, double peakToAverage, int gpusPerUnit,
                                  const ServingAssumptions& assumptions);

} // namespace tco
