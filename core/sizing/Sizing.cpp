#include "sizing/Sizing.h"

#include "model/GpuSpec.h"
#include "model/ModelSpec.h"
#include "text/EnglishNumbers.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <utility>

namespace tco {
namespace {

/// Decode instances a disaggregated unit may group behind its prefill instances.
constexpr std::array DECODE_WORKER_COUNTS{1, 2, 4, 8};
/// The most prefill instances one unit may need to keep its first tokens within the target.
constexpr int MAX_PREFILL_WORKERS = 64;
/// Batches the frontier is traced at grow by this factor.
constexpr double FRONTIER_BATCH_STEP = 1.4;
/// Frontier points closer than this ratio in per-user speed show as one, the one serving most.
constexpr double FRONTIER_SPEED_BAND = 0.97;

/// Tensor parallelism splits query heads evenly and KV heads evenly or by replication.
bool isValidTensorParallel(const ModelSpec& model, int degree)
{
    return model.attentionHeads % degree == 0 && (model.kvHeads % degree == 0 || degree % model.kvHeads == 0);
}

Tokens longestContext(const SizingRequest& request)
{
    return request.maxContext > Tokens(0.0) ? request.maxContext : request.shape.input + request.shape.output;
}

/// The widest stage the search builds: beyond one domain, whole domains, up to 16 HGX servers
/// or two NVL72 racks (the widest expert parallelism published deployments use, 144 GPUs).
int widestStage(const GpuSpec& gpu)
{
    return std::max(128, 2 * scaleUpDomainSize(gpu));
}

/// GPUs per stage the search tries: powers of two and whole domains.
std::vector<int> stageSizes(const GpuSpec& gpu)
{
    const int domain = scaleUpDomainSize(gpu);
    const int widest = widestStage(gpu);
    std::vector<int> sizes;
    for (int size = 1; size <= widest; size *= 2)
        sizes.push_back(size);
    for (int size = domain; size <= widest; size += domain)
        sizes.push_back(size);
    std::ranges::sort(sizes);
    const auto [first, last] = std::ranges::unique(sizes);
    sizes.erase(first, last);
    std::erase_if(sizes, [&](int size) { return size > domain && size % domain != 0; });
    return sizes;
}

/// One engine instance's memory verdict and KV capacity.
struct Instance {
    ReplicaLayout layout;
    MemoryPlan memory;
    Bytes kvPerLongestSequence;
    /// The KV cache one token of context takes on each of the instance's GPUs.
    KvFootprint kvPerGpu;
    Infeasibility reason = Infeasibility::None;
    /// Sequences the instance's KV cache holds at the average decoding context.
    double maxSequences = 0.0;
    int batchLimit = 0;

    [[nodiscard]] bool feasible() const { return reason == Infeasibility::None; }
    [[nodiscard]] double maxBatch() const { return std::min(maxSequences, static_cast<double>(batchLimit)); }
};

/// What every instance of one request shares.
struct SearchContext {
    const SizingRequest& request;
    ParameterBreakdown parameters;
    /// The whole model's KV cache a token of context takes, on one GPU.
    KvFootprint modelKv;
    int batchLimitPerRank = 0;
    /// The most a GPU's weights may take (weightCapacity()).
    Bytes weightCapacity;
    double load = 1.0;
};

SearchContext searchContext(const SizingRequest& request)
{
    return SearchContext{request,
                         countParameters(*request.model),
                         kvFootprintPerGpu(*request.model, request.kvCache, ReplicaLayout{}),
                         maxBatchSequences(*request.gpu, memoryAssumptionsOf(request.assumptions)),
                         weightCapacity(*request.gpu, memoryAssumptionsOf(request.assumptions)),
                         request.assumptions.targetUtilization};
}

Instance planInstance(const SearchContext& context, ReplicaLayout layout, Tokens maxContext)
{
    const SizingRequest& request = context.request;
    Instance instance;
    instance.layout = layout;
    instance.memory = planMemory(*request.model, context.parameters, *request.gpu, request.weights, layout,
                                 memoryAssumptionsOf(request.assumptions), context.batchLimitPerRank);
    instance.kvPerGpu = kvFootprintPerGpu(*request.model, request.kvCache, layout);
    instance.kvPerLongestSequence = kvBytesPerSequence(instance.kvPerGpu, maxContext);
    if (instance.memory.weights.total > context.weightCapacity)
        instance.reason = Infeasibility::WeightsDoNotFit;
    else if (instance.memory.kvCache < instance.kvPerLongestSequence)
        instance.reason = Infeasibility::NoRoomForOneSequence;
    instance.batchLimit = context.batchLimitPerRank * layout.attentionDataParallel;
    if (instance.feasible()) {
        const Bytes perSequence = kvBytesPerSequence(instance.kvPerGpu, request.shape.averageDecodeContext());
        instance.maxSequences = std::floor(instance.memory.kvCache / perSequence) * layout.attentionDataParallel;
    }
    return instance;
}

/// Whether a layout can split the model at all: heads by tensor parallelism, layers by stages,
/// experts by expert parallelism within the stage. Engines run tensor parallelism across
/// servers too (SGLang and TensorRT-LLM serve DeepSeek-R1 at FP8 with TP 16 over two H100
/// servers), slow as its all-reduces are over the network.
bool isValidLayout(const ModelSpec& model, const GpuSpec& gpu, ReplicaLayout layout)
{
    const int stage = layout.stageGpus();
    const int domain = scaleUpDomainSize(gpu);
    if (layout.tensorParallel < 1 || layout.attentionDataParallel < 1 || layout.pipelineParallel < 1 || layout.expertParallel < 1)
        return false;
    // A group reaching beyond one domain takes whole domains, its collectives crossing the network.
    const auto fits = [&](int gpus) { return gpus <= domain || gpus % domain == 0; };
    if (!fits(layout.tensorParallel) || !fits(stage) || !isValidTensorParallel(model, layout.tensorParallel))
        return false;
    if (layout.pipelineParallel > model.layers || stage % layout.expertParallel != 0)
        return false;
    if (!model.moe)
        return layout.attentionDataParallel == 1 && layout.expertParallel == 1;
    return layout.expertParallel <= model.moe->experts;
}

/// Calls `visit(instance)` for every feasible instance the choice allows, and returns the
/// infeasible one that came closest to fitting when none fits. Pipeline stages are added only
/// as far as needed to fit, and only to layouts without attention data parallelism.
template <typename Visit>
std::optional<Instance> forEachInstance(const SearchContext& context, const LayoutChoice& choice, Tokens maxContext, Visit visit)
{
    const ModelSpec& model = *context.request.model;
    const GpuSpec& gpu = *context.request.gpu;
    const int domain = scaleUpDomainSize(gpu);
    std::optional<Instance> closest;
    bool any = false;
    const auto consider = [&](const Instance& instance) {
        if (instance.feasible()) {
            any = true;
            visit(instance);
        } else if (!closest
                   || instance.memory.kvCache - instance.kvPerLongestSequence
                       > closest->memory.kvCache - closest->kvPerLongestSequence) {
            closest = instance;
        }
    };
    // The search keeps tensor parallelism within a domain, where its all-reduces stay on the
    // scale-up link; a degree the user fixes may span whole domains.
    const int widestTensor = choice.tensorParallel != 0 ? choice.tensorParallel : domain;
    for (int tp = 1; tp <= widestTensor; ++tp) {
        if ((choice.tensorParallel != 0 && tp != choice.tensorParallel) || !isValidTensorParallel(model, tp))
            continue;
        for (const int stage : stageSizes(gpu)) {
            if (stage % tp != 0 || (!model.moe && stage != tp))
                continue;
            const int dp = stage / tp;
            if (choice.attentionDataParallel != 0 && dp != choice.attentionDataParallel)
                continue;
            // Experts split by tensor parallelism all-reduce over the stage: the search keeps that
            // within one domain, where it is not slower than spreading them.
            std::vector<int> expertOptions;
            if (stage <= domain)
                expertOptions.push_back(1);
            if (model.moe && stage > 1)
                expertOptions.push_back(stage);
            for (const int ep : expertOptions) {
                if (choice.expertParallel != 0 && ep != choice.expertParallel)
                    continue;
                ReplicaLayout layout{tp, 1, dp, ep};
                if (!isValidLayout(model, gpu, layout))
                    continue;
                const int fewestStages = choice.pipelineParallel != 0 ? choice.pipelineParallel : 1;
                const int mostStages = choice.pipelineParallel != 0 || dp > 1 ? fewestStages : model.layers;
                for (int stages = fewestStages; stages <= mostStages; ++stages) {
                    layout.pipelineParallel = stages;
                    if (choice.gpus != 0 && layout.gpus() != choice.gpus)
                        continue;
                    const Instance instance = planInstance(context, layout, maxContext);
                    consider(instance);
                    if (instance.feasible())
                        break;
                    // Splitting never shrinks a GPU's weights below an even share: skip stages
                    // that cannot hold them.
                    const double evenShare = instance.memory.weights.total / context.weightCapacity;
                    stages = std::max(stages, static_cast<int>(std::ceil(stages * evenShare)) - 1);
                }
            }
        }
    }
    if (any)
        return std::nullopt;
    return closest;
}

/// The largest whole batch in [1, most] for which `meets` holds, `meets` holding for small
/// batches and failing from some batch on; 1 when not even that meets it.
template <typename Meets> double largestBatchMeeting(double most, Meets meets)
{
    double low = 1.0;
    double high = std::max(1.0, std::floor(most));
    if (meets(high))
        return high;
    if (!meets(low))
        return low;
    while (high - low > 1.0) {
        const double middle = std::floor((low + high) / 2.0);
        (meets(middle) ? low : high) = middle;
    }
    return low;
}

/// Anderson–Björck's scale for the end of the bracket that stays put: 1 − f(new) / f(replaced),
/// or a half where that is not positive.
double keptEndScale(double replacing, double replaced)
{
    const double scale = 1.0 - replacing / replaced;
    return scale > 0.0 ? scale : 0.5;
}

/// The largest whole batch in [1, most] whose `excess` is at most zero, the excess growing with
/// the batch (a user's time per token over the time allowed, less one): false position on whole
/// batches, which lands in a few steps because the excess is nearly linear in the batch. Each
/// guess is a whole batch strictly inside the bracket, so no batch is tried twice and the search
/// ends when the bracket's ends are neighbours. 1 when not even that is within.
///
/// Where one end stays put twice, its excess is scaled down as Anderson and Björck do (their
/// 1973 variant of the Illinois method), which follows a curved excess better than halving it:
/// with many attention ranks the prefill share of a step saturates as the batch grows.
template <typename Excess> double largestBatchWithin(double most, Excess excess)
{
    // An infinite excess (a queue that never drains) would stop false position from moving.
    constexpr double MOST_EXCESS = 1e9;
    const auto bounded = [&](double batch) { return std::min(excess(batch), MOST_EXCESS); };
    double low = 1.0;
    double high = std::max(1.0, std::floor(most));
    double excessLow = bounded(low);
    if (high == low || excessLow > 0.0)
        return low;
    double excessHigh = bounded(high);
    if (excessHigh <= 0.0)
        return high;
    int side = 0;
    // Each step narrows the bracket by a whole batch at least, so this ends.
    while (high - low > 1.0) {
        const double crossing = low - excessLow * (high - low) / (excessHigh - excessLow);
        const double guess = std::clamp(std::floor(crossing), low + 1.0, high - 1.0);
        const double value = bounded(guess);
        if (value <= 0.0) {
            if (side == -1)
                excessHigh *= keptEndScale(value, excessLow);
            low = guess;
            excessLow = value;
            side = -1;
        } else {
            if (side == 1)
                excessLow *= keptEndScale(value, excessHigh);
            high = guess;
            excessHigh = value;
            side = 1;
        }
    }
    return low;
}

double batchFor(const BatchTarget& target, double maxBatch, const auto& excess)
{
    switch (target.policy) {
    case BatchPolicy::KvCapacity:
        return std::max(1.0, std::floor(maxBatch));
    case BatchPolicy::Concurrency:
        // The closed loop settles the batch; this sizes the prefill that keeps up with it.
        return std::clamp(target.concurrency, 1.0, std::max(1.0, std::floor(maxBatch)));
    case BatchPolicy::PerUserSpeed:
        return largestBatchWithin(maxBatch, excess);
    case BatchPolicy::RequestRate:
        return std::max(1.0, std::floor(maxBatch));
    }
    return 1.0;
}

bool withinFirstTokenTarget(const BatchTarget& target, Seconds timeToFirstToken)
{
    return target.timeToFirstToken <= Seconds(0.0) || timeToFirstToken <= target.timeToFirstToken;
}

/// How far a user's time per token is over the time the per-user target allows, as a share of it.
double speedExcess(const BatchTarget& target, Seconds tokenInterval)
{
    return target.perUserSpeed.value() * tokenInterval.value() - 1.0;
}

/// How far an operating point is from the targets, both as shares of them: at most zero when it
/// meets both, growing with the batch.
double targetExcess(const BatchTarget& target, const OperatingPoint& point)
{
    const double perToken = speedExcess(target, Seconds(1.0 / point.perUser.value()));
    if (target.timeToFirstToken <= Seconds(0.0))
        return perToken;
    return std::max(perToken, point.timeToFirstToken / target.timeToFirstToken - 1.0);
}

/// The result's memory and KV figures from the (decoding) instance.
SizingResult resultFrom(const SearchContext& context, const Instance& decode)
{
    const SizingRequest& request = context.request;
    SizingResult result;
    result.feasible = decode.feasible();
    result.reason = decode.reason;
    result.layout.decode = decode.layout;
    result.memory = decode.memory;
    result.maxContext = longestContext(request);
    result.kvPerLongestSequence = decode.kvPerLongestSequence;
    const Tokens decodeContext = request.shape.averageDecodeContext();
    result.kvBytesPerToken = kvBytesPerSequence(context.modelKv, decodeContext) / decodeContext.value();
    result.maxConcurrentSequences = decode.maxSequences;
    result.kvCacheTokens = Tokens(decode.maxSequences * decodeContext.value());
    result.batchLimit = decode.batchLimit;
    return result;
}

void setOperatingPoint(const SizingRequest& request, const OperatingPoint& point, SizingResult& result)
{
    result.operating = point;
    result.meetsPerUserTarget = point.perUser >= request.batch.perUserSpeed;
    result.meetsTimeToFirstTokenTarget = withinFirstTokenTarget(request.batch, point.timeToFirstToken);
    result.served = point.output * ((request.shape.input + request.shape.output) / request.shape.output);
}

/// The replica an instance's memory plan describes.
ReplicaModel replicaFor(const SearchContext& context, const Instance& instance)
{
    const SizingRequest& request = context.request;
    return makeReplicaModel(*request.model, context.parameters, *request.gpu, request.weights, request.kvCache, instance.layout,
                            instance.memory.weights, instance.kvPerGpu, request.assumptions);
}

/// An aggregated instance ready to try batch after batch.
struct AggregatedCandidate {
    Instance instance;
    AggregatedServing serving;
};

AggregatedCandidate aggregatedCandidate(const SearchContext& context, const Instance& instance)
{
    return AggregatedCandidate{instance, aggregatedServing(replicaFor(context, instance), context.request.shape, context.load)};
}

SizingResult aggregatedResult(const SearchContext& context, const AggregatedCandidate& candidate)
{
    const SizingRequest& request = context.request;
    SizingResult result = resultFrom(context, candidate.instance);
    result.prefill = candidate.serving.prefill;
    if (request.batch.policy == BatchPolicy::Concurrency) {
        setOperatingPoint(request, candidate.serving.atConcurrency(request.batch.concurrency, candidate.instance.maxBatch()),
                          result);
        return result;
    }
    if (request.batch.policy == BatchPolicy::RequestRate) {
        setOperatingPoint(
            request, candidate.serving.atRequestRate(request.batch.requestsPerSecond, candidate.instance.maxBatch()), result);
        return result;
    }
    // Without a first-token target the search needs only each batch's per-user speed, a part of
    // what a whole operating point costs.
    const bool speedOnly = request.batch.timeToFirstToken <= Seconds(0.0);
    const double batch = batchFor(request.batch, candidate.instance.maxBatch(), [&](double size) {
        return speedOnly ? speedExcess(request.batch, candidate.serving.tokenIntervalAt(size))
                         : targetExcess(request.batch, candidate.serving.at(size));
    });
    setOperatingPoint(request, candidate.serving.at(batch), result);
    return result;
}

/// A decode instance ready to try batch after batch.
struct DecodeCandidate {
    Instance instance;
    DecodeStepModel step;
};

/// Moving one prompt's KV cache to its decode instance, over as many links as the smaller
/// instance has GPUs: NVLink when the unit fits one domain, the network otherwise.
Seconds kvTransferTime(const SearchContext& context, const ReplicaModel& decode, ReplicaLayout prefill, int unitGpus)
{
    const SizingRequest& request = context.request;
    const Bytes prompt = kvBytesPerSequence(context.modelKv, request.shape.input);
    const int links = std::min(prefill.gpus(), decode.layout.gpus());
    return prompt / (collectiveBandwidth(decode, unitGpus) * links);
}

/// The fewest prefill instances that keep up with `decodeWorkers` decode instances at `batch`
/// (each step taking `step`) and, when the request bounds it, bring the first token within the
/// target; none when no number of them can.
std::optional<int> prefillWorkersFor(const SizingRequest& request, const DisaggregatedServing& unit, double batch, Seconds step,
                                     double load)
{
    const double perDecode = prefillWorkersPerDecodeWorker(step, unit.shape, unit.prefill, batch, 1.0);
    int workers = std::max(1, static_cast<int>(std::ceil(perDecode * unit.decodeWorkers - 1e-9)));
    if (request.batch.timeToFirstToken > Seconds(0.0)) {
        const Seconds promptWork(unit.shape.input.value() / unit.prefill.rate.value());
        const Seconds slack = request.batch.timeToFirstToken - unit.prefill.promptTime - unit.kvTransfer - step;
        if (slack <= Seconds(0.0))
            return std::nullopt;
        // Waiting ρ S / (2 (1 − ρ)) at most `slack` bounds the prefill load at 2q / (1 + 2q), q = slack / S.
        const double ratio = slack / promptWork;
        const double maxLoad = 2.0 * ratio / (1.0 + 2.0 * ratio);
        workers = std::max(workers, static_cast<int>(std::ceil(load * perDecode * unit.decodeWorkers / maxLoad - 1e-9)));
    }
    if (workers > MAX_PREFILL_WORKERS)
        return std::nullopt;
    return workers;
}

struct PrefillCandidate {
    Instance instance;
    PrefillInstance prefill;
};

/// Prefill instances no other beats at once on prompt tokens per GPU and on one prompt's time.
std::vector<PrefillCandidate> prefillCandidates(const SearchContext& context)
{
    std::vector<PrefillCandidate> all;
    // A prompt would cross every pipeline stage in turn: prefill instances split layers only
    // within a stage.
    LayoutChoice free;
    free.pipelineParallel = 1;
    (void)forEachInstance(context, free, context.request.shape.input, [&](const Instance& instance) {
        all.push_back({instance, prefillInstance(replicaFor(context, instance), context.request.shape)});
    });
    const auto perGpu
        = [](const PrefillCandidate& candidate) { return candidate.prefill.rate.value() / candidate.instance.layout.gpus(); };
    std::vector<PrefillCandidate> kept;
    for (const PrefillCandidate& candidate : all) {
        const bool dominated = std::ranges::any_of(all, [&](const PrefillCandidate& other) {
            return &other != &candidate && perGpu(other) >= perGpu(candidate)
                && other.prefill.promptTime <= candidate.prefill.promptTime
                && (perGpu(other) > perGpu(candidate) || other.prefill.promptTime < candidate.prefill.promptTime
                    || other.instance.layout.gpus() < candidate.instance.layout.gpus());
        });
        if (!dominated)
            kept.push_back(candidate);
    }
    // Along that front, the quickest prompt, the most prompt tokens per GPU, and the one midway
    // cover the choices a first-token target leaves; pairing every decode instance with more
    // only slows the search.
    std::ranges::sort(
        kept, [](const PrefillCandidate& a, const PrefillCandidate& b) { return a.prefill.promptTime < b.prefill.promptTime; });
    if (kept.size() > 3)
        kept = {kept.front(), kept[kept.size() / 2], kept.back()};
    return kept;
}

DisaggregatedServing disaggregatedUnit(const SearchContext& context, const DecodeCandidate& decode,
                                       const ReplicaModel& decodeReplica, const PrefillCandidate& prefill, int prefillWorkers,
                                       int decodeWorkers)
{
    DisaggregatedServing unit;
    unit.step = decode.step;
    unit.shape = context.request.shape;
    unit.prefill = prefill.prefill;
    unit.prefillWorkers = prefillWorkers;
    unit.decodeWorkers = decodeWorkers;
    const int unitGpus = prefillWorkers * prefill.instance.layout.gpus() + decodeWorkers * decode.instance.layout.gpus();
    unit.kvTransfer = kvTransferTime(context, decodeReplica, prefill.instance.layout, unitGpus);
    unit.load = context.load;
    return unit;
}

/// The unit's result at `batch`, or under a stated concurrency at the batch its closed loop settles at.
SizingResult disaggregatedResult(const SearchContext& context, const DecodeCandidate& decode, const PrefillCandidate& prefill,
                                 const DisaggregatedServing& unit, double batch)
{
    const SizingRequest& request = context.request;
    SizingResult result = resultFrom(context, decode.instance);
    result.layout = ServingLayout{ServingMode::Disaggregated, decode.instance.layout, prefill.instance.layout,
                                  unit.prefillWorkers, unit.decodeWorkers};
    result.prefillMemory = prefill.instance.memory;
    result.prefill = prefill.prefill.rate * unit.prefillWorkers;
    OperatingPoint point;
    switch (request.batch.policy) {
    case BatchPolicy::Concurrency:
        point = unit.atConcurrency(request.batch.concurrency, decode.instance.maxBatch());
        break;
    case BatchPolicy::RequestRate:
        point = unit.atRequestRate(request.batch.requestsPerSecond, decode.instance.maxBatch());
        break;
    case BatchPolicy::KvCapacity:
    case BatchPolicy::PerUserSpeed:
        point = unit.at(batch);
        break;
    }
    setOperatingPoint(request, point, result);
    return result;
}

/// The batch decode instances run at: they decode without interruption, so the per-user target
/// bounds it alone (the first-token target bounds it through each unit's prefill).
double perUserBatchOf(const SearchContext& context, const DecodeCandidate& decode)
{
    const SizingRequest& request = context.request;
    return batchFor(request.batch, decode.instance.maxBatch(),
                    [&](double size) { return decode.step.at(size).value() * request.batch.perUserSpeed.value() - 1.0; });
}

/// A unit of `decodeWorkers` decode instances and as many prefill instances as keep up with them
/// and, when the request bounds it, bring the first token within the target; at a smaller batch
/// when no number of prefill instances can at `perUserBatch`.
SizingResult disaggregatedFor(const SearchContext& context, const DecodeCandidate& decode, const ReplicaModel& decodeReplica,
                              const PrefillCandidate& prefill, int decodeWorkers, double perUserBatch)
{
    const SizingRequest& request = context.request;
    DisaggregatedServing unit = disaggregatedUnit(context, decode, decodeReplica, prefill, 1, decodeWorkers);
    const auto workersAt
        = [&](double size) { return prefillWorkersFor(request, unit, size, decode.step.at(size), context.load); };
    double batch = perUserBatch;
    if (request.batch.policy == BatchPolicy::PerUserSpeed && !workersAt(batch))
        batch = largestBatchMeeting(perUserBatch, [&](double size) { return workersAt(size).has_value(); });
    unit.prefillWorkers = workersAt(batch).value_or(MAX_PREFILL_WORKERS);
    return disaggregatedResult(context, decode, prefill, unit, batch);
}

/// The best disaggregated units around one decode instance: with one decode instance, and with
/// as many as serve the most per GPU.
std::vector<SizingResult> disaggregatedResults(const SearchContext& context, const DecodeCandidate& decode,
                                               std::span<const PrefillCandidate> prefills)
{
    const ReplicaModel decodeReplica = replicaFor(context, decode.instance);
    std::optional<SizingResult> single;
    std::optional<SizingResult> widest;
    const double perUserBatch = perUserBatchOf(context, decode);
    for (const PrefillCandidate& prefill : prefills) {
        for (const int decodeWorkers : DECODE_WORKER_COUNTS) {
            SizingResult result = disaggregatedFor(context, decode, decodeReplica, prefill, decodeWorkers, perUserBatch);
            const auto better = [&](const std::optional<SizingResult>& incumbent) {
                return !incumbent || (result.meetsTargets() && !incumbent->meetsTargets())
                    || (result.meetsTargets() == incumbent->meetsTargets() && result.outputPerGpu() > incumbent->outputPerGpu());
            };
            if (decodeWorkers == 1 && better(single))
                single = result;
            if (better(widest))
                widest = std::move(result);
        }
    }
    std::vector<SizingResult> results;
    if (single)
        results.push_back(*single);
    if (widest && !(single && widest->layout == single->layout))
        results.push_back(*widest);
    return results;
}

/// Whether `better` is the one to report: it meets the targets and `other` does not; or both
/// do and it serves more per GPU; or neither does and its users are faster.
bool preferred(const SizingResult& better, const SizingResult& other)
{
    if (better.meetsTargets() != other.meetsTargets())
        return better.meetsTargets();
    if (better.meetsTargets()) {
        if (better.outputPerGpu() != other.outputPerGpu())
            return better.outputPerGpu() > other.outputPerGpu();
        return better.layout.gpus() < other.layout.gpus();
    }
    return better.operating.perUser > other.operating.perUser;
}

/// Keeps the candidates a fleet could be built of: those meeting the targets when any does,
/// fewest GPUs first, each serving more per GPU than every smaller one. A wider unit that serves
/// no more per GPU than a smaller one would build a fleet of no fewer GPUs but where whole units
/// round differently, and those few volumes are not worth sizing it at every one.
std::vector<SizingResult> fleetCandidates(std::vector<SizingResult> results)
{
    if (std::ranges::any_of(results, &SizingResult::meetsTargets))
        std::erase_if(results, [](const SizingResult& result) { return !result.meetsTargets(); });
    std::ranges::sort(results, [](const SizingResult& a, const SizingResult& b) {
        if (a.layout.gpus() != b.layout.gpus())
            return a.layout.gpus() < b.layout.gpus();
        return a.outputPerGpu() > b.outputPerGpu();
    });
    std::vector<SizingResult> kept;
    for (SizingResult& result : results) {
        if (kept.empty() || result.outputPerGpu() > kept.back().outputPerGpu())
            kept.push_back(std::move(result));
    }
    return kept;
}

/// The batches the frontier is traced at: one, growing by FRONTIER_BATCH_STEP, and the largest.
template <typename Visit> void forEachFrontierBatch(double maxBatch, Visit visit)
{
    const double most = std::max(1.0, std::floor(maxBatch));
    for (double batch = 1.0; batch < most; batch = std::max(batch + 1.0, std::floor(batch * FRONTIER_BATCH_STEP)))
        visit(batch);
    visit(most);
}

std::size_t frontierBatchCount(double maxBatch)
{
    std::size_t count = 0;
    forEachFrontierBatch(maxBatch, [&](double) { ++count; });
    return count;
}

/// The points no other point beats at once on per-user speed and output per GPU, fastest first.
std::vector<FrontierPoint> paretoFrontier(std::vector<FrontierPoint> points)
{
    std::ranges::sort(points, [](const FrontierPoint& a, const FrontierPoint& b) {
        if (a.perUser != b.perUser)
            return a.perUser > b.perUser;
        return a.outputPerGpu > b.outputPerGpu;
    });
    std::vector<FrontierPoint> frontier;
    TokensPerSecond bandTop;
    for (const FrontierPoint& point : points) {
        if (!frontier.empty() && point.outputPerGpu <= frontier.back().outputPerGpu)
            continue;
        // Within a band of per-user speed the slower point serves more: it stands for the band.
        if (!frontier.empty() && point.perUser >= bandTop * FRONTIER_SPEED_BAND) {
            frontier.back() = point;
            continue;
        }
        frontier.push_back(point);
        bandTop = point.perUser;
    }
    return frontier;
}

void traceAggregated(const SizingRequest& request, const AggregatedCandidate& candidate, std::vector<FrontierPoint>& points)
{
    ServingLayout layout;
    layout.decode = candidate.instance.layout;
    forEachFrontierBatch(candidate.instance.maxBatch(), [&](double batch) {
        const OperatingPoint point = candidate.serving.at(batch);
        if (withinFirstTokenTarget(request.batch, point.timeToFirstToken))
            points.push_back({point.perUser, point.output / layout.gpus(), point.timeToFirstToken, layout, batch});
    });
}

void traceDisaggregated(const SearchContext& context, const DecodeCandidate& decode, std::span<const PrefillCandidate> prefills,
                        std::vector<FrontierPoint>& points)
{
    const ReplicaModel decodeReplica = replicaFor(context, decode.instance);
    std::vector<DisaggregatedServing> units;
    for (const PrefillCandidate& prefill : prefills) {
        for (const int decodeWorkers : DECODE_WORKER_COUNTS)
            units.push_back(disaggregatedUnit(context, decode, decodeReplica, prefill, 1, decodeWorkers));
    }
    forEachFrontierBatch(decode.instance.maxBatch(), [&](double batch) {
        const Seconds step = decode.step.at(batch);
        std::optional<FrontierPoint> best;
        for (DisaggregatedServing& unit : units) {
            const std::optional<int> workers = prefillWorkersFor(context.request, unit, batch, step, context.load);
            if (!workers)
                continue;
            unit.prefillWorkers = *workers;
            const int gpus
                = unit.prefillWorkers * unit.prefill.layout.gpus() + unit.decodeWorkers * decode.instance.layout.gpus();
            const OperatingPoint point = unit.withStep(batch, step);
            const TokensPerSecond perGpu = point.output / gpus;
            if (!best || perGpu > best->outputPerGpu) {
                best = FrontierPoint{point.perUser, perGpu, point.timeToFirstToken,
                                     ServingLayout{ServingMode::Disaggregated, decode.instance.layout, unit.prefill.layout,
                                                   unit.prefillWorkers, unit.decodeWorkers},
                                     batch};
            }
        }
        if (best)
            points.push_back(*best);
    });
}

bool allows(ServingChoice choice, ServingMode mode)
{
    return choice == ServingChoice::Best || (choice == ServingChoice::Aggregated) == (mode == ServingMode::Aggregated);
}

SizingResult infeasibleResult(const SearchContext& context, const std::optional<Instance>& closest)
{
    if (!closest) {
        SizingResult result;
        result.reason = Infeasibility::NoValidLayout;
        result.maxContext = longestContext(context.request);
        return result;
    }
    return resultFrom(context, *closest);
}

std::string gib(Bytes bytes)
{
    return fmt::format("{:.1f} GiB", inGibibytes(bytes));
}

std::string tokens(Tokens count)
{
    const auto whole = static_cast<long long>(count.value());
    return whole % 1024 == 0 ? fmt::format("{}k", whole / 1024) : englishCount(whole);
}

std::string describeInstance(ReplicaLayout layout)
{
    std::string text = layout.gpus() == 1 ? "1 GPU" : fmt::format("{} GPUs, TP {}", layout.gpus(), layout.tensorParallel);
    if (layout.attentionDataParallel > 1)
        text += fmt::format(" × DP {}", layout.attentionDataParallel);
    if (layout.pipelineParallel > 1)
        text += fmt::format(" × PP {}", layout.pipelineParallel);
    if (layout.expertParallel > 1)
        text += fmt::format(", EP {}", layout.expertParallel);
    return text;
}

} // namespace

LayoutSearch searchLayouts(const SizingRequest& request, bool withFrontier)
{
    assert(request.model != nullptr && request.gpu != nullptr);
    const SearchContext context = searchContext(request);
    const LayoutChoice& choice = request.assumptions.layout;
    std::vector<AggregatedCandidate> aggregated;
    std::vector<DecodeCandidate> decoding;
    const std::optional<Instance> closest
        = forEachInstance(context, choice, longestContext(request), [&](const Instance& instance) {
              if (allows(choice.serving, ServingMode::Aggregated))
                  aggregated.push_back(aggregatedCandidate(context, instance));
              if (allows(choice.serving, ServingMode::Disaggregated))
                  decoding.push_back(
                      {instance, decodeStepModel(replicaFor(context, instance), request.shape.averageDecodeContext())});
          });
    LayoutSearch search;
    if (aggregated.empty() && decoding.empty()) {
        search.best = infeasibleResult(context, closest);
        search.candidates.push_back(search.best);
        return search;
    }
    const std::vector<PrefillCandidate> prefills
        = decoding.empty() ? std::vector<PrefillCandidate>{} : prefillCandidates(context);

    std::vector<SizingResult> results;
    for (const AggregatedCandidate& candidate : aggregated)
        results.push_back(aggregatedResult(context, candidate));
    for (const DecodeCandidate& candidate : decoding) {
        for (SizingResult& result : disaggregatedResults(context, candidate, prefills))
            results.push_back(std::move(result));
    }
    if (results.empty()) {
        search.best = infeasibleResult(context, closest);
        search.candidates.push_back(search.best);
        return search;
    }
    search.best
        = *std::ranges::max_element(results, [](const SizingResult& a, const SizingResult& b) { return preferred(b, a); });
    search.candidates = fleetCandidates(std::move(results));
    if (withFrontier) {
        // Thousands of points on a rack: room for all of them at once spares the allocator
        // a dozen growths of a few hundred kilobytes, a third of the frontier's time.
        std::size_t traced = 0;
        for (const AggregatedCandidate& candidate : aggregated)
            traced += frontierBatchCount(candidate.instance.maxBatch());
        for (const DecodeCandidate& candidate : decoding)
            traced += frontierBatchCount(candidate.instance.maxBatch());
        std::vector<FrontierPoint> points;
        points.reserve(traced);
        for (const AggregatedCandidate& candidate : aggregated)
            traceAggregated(request, candidate, points);
        for (const DecodeCandidate& candidate : decoding)
            traceDisaggregated(context, candidate, prefills, points);
        search.frontier = paretoFrontier(std::move(points));
    }
    return search;
}

SizingResult sizeReplica(const SizingRequest& request)
{
    return searchLayouts(request, false).best;
}

std::vector<SizingResult> feasibleLayouts(const SizingRequest& request)
{
    return searchLayouts(request, false).candidates;
}

namespace {

/// A serving layout's instances as sizing plans them before it tries any batch: their memory
/// and their replicas. Depends on nothing plansAlike() leaves out but the replicas' assumptions.
struct PlannedServing {
    ServingLayout layout;
    /// False when the layout cannot split the model; nothing else is planned then.
    bool valid = false;
    /// The aggregated instance, or the decode instance.
    Instance decode;
    /// Disaggregated only.
    Instance prefill;
    /// Each feasible instance's replica; nothing for an instance not planned or infeasible.
    std::optional<ReplicaModel> decodeReplica;
    std::optional<ReplicaModel> prefillReplica;
};

/// Whether two requests plan every layout alike (planServing()): planInstance() reads the
/// model, the GPU, the precisions, the request's contexts and the memory assumptions, and a
/// replica's shape reads nothing more.
bool plansAlike(const SizingRequest& a, const SizingRequest& b)
{
    return a.model == b.model && a.gpu == b.gpu && a.weights == b.weights && a.kvCache == b.kvCache && a.shape == b.shape
        && a.maxContext == b.maxContext && memoryAssumptionsOf(a.assumptions) == memoryAssumptionsOf(b.assumptions);
}

PlannedServing planServing(const SearchContext& context, const ServingLayout& layout)
{
    const SizingRequest& request = context.request;
    PlannedServing planned;
    planned.layout = layout;
    const bool aggregated = layout.mode == ServingMode::Aggregated;
    planned.valid = isValidLayout(*request.model, *request.gpu, layout.decode)
        && (aggregated || isValidLayout(*request.model, *request.gpu, layout.prefill));
    if (!planned.valid)
        return planned;
    planned.decode = planInstance(context, layout.decode, longestContext(request));
    if (planned.decode.feasible())
        planned.decodeReplica = replicaFor(context, planned.decode);
    if (!aggregated) {
        planned.prefill = planInstance(context, layout.prefill, request.shape.input);
        if (planned.prefill.feasible())
            planned.prefillReplica = replicaFor(context, planned.prefill);
    }
    return planned;
}

/// `planned` under the request's serving assumptions: its replicas' efficiencies, latencies and
/// bandwidths taken from them, for a request plansAlike() the one it was planned for.
void applyAssumptions(PlannedServing& planned, const ServingAssumptions& assumptions)
{
    for (std::optional<ReplicaModel>* replica : {&planned.decodeReplica, &planned.prefillReplica}) {
        if (*replica)
            applyServingAssumptions(**replica, assumptions);
    }
}

SizingResult sizePlanned(const SearchContext& context, const PlannedServing& planned)
{
    const SizingRequest& request = context.request;
    if (!planned.valid)
        return infeasibleResult(context, std::nullopt);
    if (!planned.decode.feasible())
        return resultFrom(context, planned.decode);
    const ReplicaModel& decodeReplica = *planned.decodeReplica;
    if (planned.layout.mode == ServingMode::Aggregated)
        return aggregatedResult(
            context, AggregatedCandidate{planned.decode, aggregatedServing(decodeReplica, request.shape, context.load)});
    if (!planned.prefill.feasible())
        return resultFrom(context, planned.prefill);
    const DecodeCandidate decoding{planned.decode, decodeStepModel(decodeReplica, request.shape.averageDecodeContext())};
    const PrefillCandidate prefilling{planned.prefill, prefillInstance(*planned.prefillReplica, request.shape)};
    return disaggregatedFor(context, decoding, decodeReplica, prefilling, planned.layout.decodeWorkers,
                            perUserBatchOf(context, decoding));
}

SizingResult sizeServingLayout(const SearchContext& context, const ServingLayout& layout)
{
    return sizePlanned(context, planServing(context, layout));
}

} // namespace

SizingResult sizeAggregated(const SizingRequest& request, ReplicaLayout layout)
{
    ServingLayout aggregated;
    aggregated.decode = layout;
    return sizeServingLayout(searchContext(request), aggregated);
}

SizingResult sizeDisaggregated(const SizingRequest& request, ReplicaLayout prefill, ReplicaLayout decode, int prefillWorkers,
                               int decodeWorkers)
{
    const SearchContext context = searchContext(request);
    if (!isValidLayout(*request.model, *request.gpu, prefill) || !isValidLayout(*request.model, *request.gpu, decode))
        return infeasibleResult(context, std::nullopt);
    const Instance decodeInstance = planInstance(context, decode, longestContext(request));
    const Instance prefillInstancePlan = planInstance(context, prefill, request.shape.input);
    if (!decodeInstance.feasible())
        return resultFrom(context, decodeInstance);
    if (!prefillInstancePlan.feasible())
        return resultFrom(context, prefillInstancePlan);
    const DecodeCandidate decoding{decodeInstance,
                                   decodeStepModel(replicaFor(context, decodeInstance), request.shape.averageDecodeContext())};
    const PrefillCandidate prefilling{prefillInstancePlan,
                                      prefillInstance(replicaFor(context, prefillInstancePlan), request.shape)};
    const DisaggregatedServing unit
        = disaggregatedUnit(context, decoding, replicaFor(context, decodeInstance), prefilling, prefillWorkers, decodeWorkers);
    const double batch = batchFor(request.batch, decodeInstance.maxBatch(),
                                  [&](double size) { return targetExcess(request.batch, unit.at(size)); });
    return disaggregatedResult(context, decoding, prefilling, unit, batch);
}

SizingResult sizeServingLayout(const SizingRequest& request, const ServingLayout& layout)
{
    return sizeServingLayout(searchContext(request), layout);
}

struct KeptServingLayouts::Plans {
    /// The request the plans were made for, as far as plansAlike() reads it.
    SizingRequest plannedFor;
    std::vector<PlannedServing> layouts;
};

KeptServingLayouts::KeptServingLayouts(std::vector<ServingLayout> layouts)
    : m_layouts(std::move(layouts))
{ }

KeptServingLayouts::KeptServingLayouts(const KeptServingLayouts& other)
    : m_layouts(other.m_layouts)
    , m_plans(other.m_plans ? std::make_unique<Plans>(*other.m_plans) : nullptr)
{ }

KeptServingLayouts& KeptServingLayouts::operator=(const KeptServingLayouts& other)
{
    if (this != &other)
        *this = KeptServingLayouts(other);
    return *this;
}

KeptServingLayouts::KeptServingLayouts(KeptServingLayouts&&) noexcept = default;
KeptServingLayouts& KeptServingLayouts::operator=(KeptServingLayouts&&) noexcept = default;
KeptServingLayouts::~KeptServingLayouts() = default;

std::vector<SizingResult> KeptServingLayouts::size(const SizingRequest& request)
{
    // What the request alone decides (the parameter count, the memory budget) is worked out once.
    const SearchContext context = searchContext(request);
    if (m_plans && plansAlike(m_plans->plannedFor, request)) {
        for (PlannedServing& planned : m_plans->layouts)
            applyAssumptions(planned, request.assumptions);
    } else {
        m_plans = std::make_unique<Plans>(Plans{request, {}});
        m_plans->layouts.reserve(m_layouts.size());
        for (const ServingLayout& layout : m_layouts)
            m_plans->layouts.push_back(planServing(context, layout));
    }
    std::vector<SizingResult> sized;
    sized.reserve(m_layouts.size());
    for (const PlannedServing& planned : m_plans->layouts)
        sized.push_back(sizePlanned(context, planned));
    return sized;
}

std::string explainInfeasibility(const SizingResult& result, const SizingRequest& request)
{
    const ModelSpec& model = *request.model;
    const GpuSpec& gpu = *request.gpu;
    switch (result.reason) {
    case Infeasibility::None:
        return {};
    case Infeasibility::NoValidLayout:
        return fmt::format(
            "no layout of the chosen degrees splits {}'s {} attention heads and {} KV heads{} evenly with tensor parallelism "
            "within one scale-up domain of {} GPUs or over whole domains",
            model.name, model.attentionHeads, model.kvHeads,
            model.moe ? fmt::format(" and {} experts", model.moe->experts) : std::string(), scaleUpDomainSize(gpu));
    case Infeasibility::WeightsDoNotFit:
        if (request.assumptions.memoryAccounting == MemoryAccounting::FreeMemory)
            return fmt::format("weights need {} per GPU across {} {}, more than the {} each has",
                               gib(result.memory.weights.total), result.layout.decode.gpus(), gpu.name, gib(gpu.usableMemory));
        return fmt::format("weights need {} per GPU across {} {}, more than the {} usable ({:.0f} % of {})",
                           gib(result.memory.weights.total), result.layout.decode.gpus(), gpu.name,
                           gib(weightCapacity(gpu, memoryAssumptionsOf(request.assumptions))),
                           request.assumptions.memoryUtilization * 100.0, gib(gpu.usableMemory));
    case Infeasibility::NoRoomForOneSequence:
        if (request.assumptions.memoryAccounting == MemoryAccounting::FreeMemory)
            return fmt::format(
                "weights need {} per GPU and activations and runtime {} of the {} it has; {:.0f} % of what they leave, {}, "
                "holds no {}-token sequence ({} of KV cache per GPU)",
                gib(result.memory.weights.total), gib(result.memory.reserve.activations + result.memory.reserve.runtime),
                gib(gpu.usableMemory), request.assumptions.memoryUtilization * 100.0,
                gib(std::max(result.memory.kvCache, Bytes(0.0))), tokens(result.maxContext), gib(result.kvPerLongestSequence));
        return fmt::format(
            "weights need {} per GPU, {} usable leaves {} after {} for activations and runtime, no room for one {}-token "
            "sequence ({} of KV cache per GPU)",
            gib(result.memory.weights.total), gib(result.memory.budget), gib(std::max(result.memory.kvCache, Bytes(0.0))),
            gib(result.memory.reserve.activations + result.memory.reserve.runtime), tokens(result.maxContext),
            gib(result.kvPerLongestSequence));
    case Infeasibility::ServesTooLittle:
        return fmt::format(
            "a replica of {} ({}) serves {:.3g} tokens a second; loaded to its target utilization of {:.3g} at the busiest "
            "hour's rate, that is under one token a day on each GPU, too little to build a fleet of",
            gpu.name, describeLayout(result.layout), result.served.value(), request.assumptions.targetUtilization);
    }
    return {};
}

std::string describeLayout(const ServingLayout& layout)
{
    if (layout.mode == ServingMode::Aggregated)
        return describeInstance(layout.decode);
    return fmt::format("{} prefill × ({}) + {} decode × ({})", layout.prefillWorkers, describeInstance(layout.prefill),
                       layout.decodeWorkers, describeInstance(layout.decode));
}

double plannedTokensPerDay(const SizingResult& replica, double peakToAverage, const ServingAssumptions& assumptions)
{
    return replica.served.value() * assumptions.targetUtilization * assumptions.schedulerEfficiency * SECONDS_PER_DAY
        / peakToAverage;
}

bool servesEnoughForAFleet(const SizingResult& replica, double plannedPerDay)
{
    return plannedPerDay >= MIN_PLANNED_TOKENS_PER_GPU_DAY * replica.layout.gpus();
}

SizingResult tooLittleForAFleet(SizingResult replica)
{
    replica.feasible = false;
    replica.reason = Infeasibility::ServesTooLittle;
    return replica;
}

std::int64_t replicasFor(double plannedPerDay, TokensPerDay tokensPerDay)
{
    assert(plannedPerDay > 0.0 && tokensPerDay.value() <= MAX_TOKENS_PER_DAY);
    const double volume = tokensPerDay.value();
    std::int64_t replicas = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(volume / plannedPerDay)));
    // The division may round a volume on a boundary up into the stair above.
    if (replicas > 1 && static_cast<double>(replicas - 1) * plannedPerDay >= volume)
        --replicas;
    return replicas;
}

std::int64_t gpusForReplicas(std::int64_t replicas, int replicaGpus, int gpusPerUnit)
{
    const std::int64_t units = (replicas * replicaGpus + gpusPerUnit - 1) / gpusPerUnit;
    return units * gpusPerUnit;
}

FleetPlan planFleet(const SizingResult& replica, TokensPerDay tokensPerDay, double peakToAverage, int gpusPerUnit,
                    const ServingAssumptions& assumptions)
{
    assert(replica.feasible && gpusPerUnit >= 1);
    const double averageDemand = tokensPerDay.value() / SECONDS_PER_DAY;
    FleetPlan plan;
    const double planned = plannedTokensPerDay(replica, peakToAverage, assumptions);
    assert(tokensPerDay.value() <= MAX_TOKENS_PER_DAY && servesEnoughForAFleet(replica, planned));
    plan.replicas = replicasFor(planned, tokensPerDay);
    const int replicaGpus = replica.layout.gpus();
    plan.gpus = gpusForReplicas(plan.replicas, replicaGpus, gpusPerUnit);
    // Whole units may hold more replicas than the demand needs; they serve too.
    const std::int64_t replicasHeld = plan.gpus / replicaGpus;
    plan.utilization = averageDemand / (static_cast<double>(replicasHeld) * replica.served.value());
    return plan;
}

} // namespace tco
