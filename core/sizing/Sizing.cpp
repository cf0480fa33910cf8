#include "sizing/Sizing.h"

#include "model/GpuSpec.h"
#include "model/ModelSpec.h"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <optional>

namespace tco {
namespace {

/// GPUs that can share a layer: one NVLink domain, or for cards without NVLink the GPUs of a
/// server, which reach each other over PCIe.
int tensorParallelDomain(const GpuSpec& gpu)
{
    return gpu.nvlinkDomainSize > 1 ? gpu.nvlinkDomainSize : gpu.gpusPerServer;
}

/// Tensor parallelism splits query heads evenly and KV heads evenly or by replication.
bool isValidTensorParallel(const ModelSpec& model, int degree)
{
    return model.attentionHeads % degree == 0 && (model.kvHeads % degree == 0 || degree % model.kvHeads == 0);
}

/// The layout of `gpus` GPUs with the widest valid tensor parallelism within a domain.
std::optional<ReplicaLayout> layoutFor(const ModelSpec& model, const GpuSpec& gpu, int gpus)
{
    for (int degree = std::min(gpus, tensorParallelDomain(gpu)); degree >= 1; --degree) {
        if (gpus % degree == 0 && isValidTensorParallel(model, degree) && gpus / degree <= model.layers)
            return ReplicaLayout{degree, gpus / degree};
    }
    return std::nullopt;
}

/// The widest valid tensor-parallel degree within a domain.
int widestTensorParallel(const ModelSpec& model, const GpuSpec& gpu)
{
    int widest = 1;
    for (int degree = 1; degree <= tensorParallelDomain(gpu); ++degree) {
        if (isValidTensorParallel(model, degree))
            widest = degree;
    }
    return widest;
}

Tokens longestContext(const SizingRequest& request)
{
    return request.maxContext > Tokens(0.0) ? request.maxContext : request.shape.input + request.shape.output;
}

/// Memory and the first feasibility verdict for one layout.
SizingResult planLayout(const SizingRequest& request, const ParameterBreakdown& parameters, ReplicaLayout layout, int batchLimit)
{
    SizingResult result;
    result.layout = layout;
    result.batchLimit = batchLimit;
    result.maxContext = longestContext(request);
    result.memory = planMemory(*request.model, parameters, *request.gpu, request.weights, layout, request.assumptions, batchLimit);
    result.kvPerLongestSequence = kvBytesPerSequence(kvFootprintPerGpu(*request.model, request.kvCache, layout), result.maxContext);
    if (result.memory.weights.total > result.memory.budget)
        result.reason = Infeasibility::WeightsDoNotFit;
    else if (result.memory.kvCache < result.kvPerLongestSequence)
        result.reason = Infeasibility::NoRoomForOneSequence;
    result.feasible = result.reason == Infeasibility::None;
    return result;
}

/// The first layout that fits, from pure tensor parallelism upwards, then pipeline stages of
/// the widest tensor-parallel group; the largest one when none fits. Layouts with fewer GPUs
/// than all the weights divided by one GPU's budget cannot fit (splitting never shrinks a
/// GPU's share below an even one) and are skipped.
SizingResult smallestFeasibleLayout(const SizingRequest& request, const ParameterBreakdown& parameters, int batchLimit)
{
    const ModelSpec& model = *request.model;
    const Bytes budget = request.gpu->usableMemory * request.assumptions.memoryUtilization;
    const int fewestGpus = static_cast<int>(std::ceil(modelWeightBytes(parameters, request.weights) / budget));
    const int widest = widestTensorParallel(model, *request.gpu);
    for (int degree = std::max(1, fewestGpus); degree <= widest; ++degree) {
        if (!isValidTensorParallel(model, degree))
            continue;
        SizingResult result = planLayout(request, parameters, ReplicaLayout{degree, 1}, batchLimit);
        if (result.feasible)
            return result;
    }
    const int firstStages = std::max(2, (fewestGpus + widest - 1) / widest);
    for (int stages = firstStages; stages < model.layers; ++stages) {
        SizingResult result = planLayout(request, parameters, ReplicaLayout{widest, stages}, batchLimit);
        if (result.feasible)
            return result;
    }
    return planLayout(request, parameters, ReplicaLayout{widest, model.layers}, batchLimit);
}

std::string gib(Bytes bytes)
{
    return fmt::format("{:.1f} GiB", inGibibytes(bytes));
}

std::string tokens(Tokens count)
{
    const auto whole = static_cast<long long>(count.value());
    return whole % 1024 == 0 ? fmt::format("{}k", whole / 1024) : fmt::format("{}", whole);
}

} // namespace

namespace {

/// Completes a feasible layout's sizing with its KV capacity, prefill rate and operating point.
void measureThroughput(const SizingRequest& request, const ParameterBreakdown& parameters, SizingResult& result)
{
    const ModelSpec& model = *request.model;
    const Tokens context = request.shape.averageDecodeContext();
    const KvFootprint wholeModel = kvFootprintPerGpu(model, request.kvCache, ReplicaLayout{});
    result.kvBytesPerToken = kvBytesPerSequence(wholeModel, context) / context.value();
    const ReplicaModel replica = makeReplicaModel(model, parameters, *request.gpu, request.weights, request.kvCache, result.layout,
                                                  request.assumptions);
    const Bytes perSequence = kvBytesPerSequence(replica.kvPerGpu, context);
    result.maxConcurrentSequences = std::floor(result.memory.kvCache / perSequence);
    result.kvCacheTokens = Tokens(result.maxConcurrentSequences * context.value());
    result.prefill = prefillRate(replica, request.shape.input);

    const double maxBatch = std::min(result.maxConcurrentSequences, static_cast<double>(result.batchLimit));
    switch (request.batch.policy) {
    case BatchPolicy::KvCapacity:
        result.operating = operatingPoint(replica, request.shape, maxBatch, result.prefill);
        break;
    case BatchPolicy::Concurrency:
        result.operating = operatingPoint(replica, request.shape, std::clamp(request.batch.concurrency, 1.0, maxBatch), result.prefill);
        break;
    case BatchPolicy::PerUserSpeed:
        result.operating = fastestBatchMeeting(replica, request.shape, maxBatch, result.prefill, request.batch.perUserSpeed);
        break;
    }
    result.meetsPerUserTarget = result.operating.perUser >= request.batch.perUserSpeed;
    result.served = result.operating.output * ((request.shape.input + request.shape.output) / request.shape.output);
}

/// Calls `visit(result)` with each layout that fits, fully sized: every valid tensor-parallel
/// degree within a domain from the smallest that fits up, or, when none fits within a domain,
/// the smallest layout across domains. Returns the smallest layout's result when nothing fits.
template <typename Visit>
SizingResult forEachFeasibleLayout(const SizingRequest& request, const ParameterBreakdown& parameters, int batchLimit, Visit visit)
{
    SizingResult smallest = smallestFeasibleLayout(request, parameters, batchLimit);
    if (!smallest.feasible)
        return smallest;
    measureThroughput(request, parameters, smallest);
    visit(smallest);
    if (smallest.layout.pipelineParallel > 1)
        return smallest;
    const int widest = widestTensorParallel(*request.model, *request.gpu);
    for (int degree = smallest.layout.tensorParallel + 1; degree <= widest; ++degree) {
        if (!isValidTensorParallel(*request.model, degree))
            continue;
        SizingResult candidate = planLayout(request, parameters, ReplicaLayout{degree, 1}, batchLimit);
        if (!candidate.feasible)
            continue;
        measureThroughput(request, parameters, candidate);
        visit(candidate);
    }
    return smallest;
}

} // namespace

SizingResult sizeReplica(const SizingRequest& request)
{
    assert(request.model != nullptr && request.gpu != nullptr);
    const ModelSpec& model = *request.model;
    const ParameterBreakdown parameters = countParameters(model);
    const int batchLimit = maxBatchSequences(*request.gpu, request.assumptions);

    SizingResult result;
    if (request.gpusPerReplica > 0) {
        const auto layout = layoutFor(model, *request.gpu, request.gpusPerReplica);
        if (!layout) {
            result.reason = Infeasibility::NoValidLayout;
            result.layout = ReplicaLayout{request.gpusPerReplica, 1};
            return result;
        }
        result = planLayout(request, parameters, *layout, batchLimit);
    } else {
        result = smallestFeasibleLayout(request, parameters, batchLimit);
    }
    if (result.feasible)
        measureThroughput(request, parameters, result);
    return result;
}

std::vector<SizingResult> feasibleLayouts(const SizingRequest& request)
{
    assert(request.model != nullptr && request.gpu != nullptr);
    const ParameterBreakdown parameters = countParameters(*request.model);
    std::vector<SizingResult> layouts;
    const SizingResult smallest = forEachFeasibleLayout(request, parameters, maxBatchSequences(*request.gpu, request.assumptions),
                                                        [&](const SizingResult& candidate) { layouts.push_back(candidate); });
    if (layouts.empty())
        layouts.push_back(smallest);
    return layouts;
}

std::string explainInfeasibility(const SizingResult& result, const SizingRequest& request)
{
    const ModelSpec& model = *request.model;
    const GpuSpec& gpu = *request.gpu;
    switch (result.reason) {
    case Infeasibility::None:
        return {};
    case Infeasibility::NoValidLayout:
        return fmt::format("{} GPUs cannot split {}'s {} attention heads and {} KV heads evenly with tensor parallelism of at most {}",
                           request.gpusPerReplica, model.name, model.attentionHeads, model.kvHeads, tensorParallelDomain(gpu));
    case Infeasibility::WeightsDoNotFit:
        return fmt::format("weights need {} per GPU across {} {}, more than the {} usable ({:.0f} % of {})", gib(result.memory.weights.total),
                           result.layout.gpus(), gpu.name, gib(result.memory.budget), request.assumptions.memoryUtilization * 100.0,
                           gib(gpu.usableMemory));
    case Infeasibility::NoRoomForOneSequence:
        return fmt::format("weights need {} per GPU, {} usable leaves {} after {} for activations and runtime, no room for one {}-token "
                           "sequence ({} of KV cache per GPU)",
                           gib(result.memory.weights.total), gib(result.memory.budget),
                           gib(std::max(result.memory.kvCache, Bytes(0.0))),
                           gib(result.memory.reserve.activations + result.memory.reserve.runtime), tokens(result.maxContext),
                           gib(result.kvPerLongestSequence));
    }
    return {};
}

double plannedTokensPerDay(const SizingResult& replica, double peakToAverage, const ServingAssumptions& assumptions)
{
    return replica.served.value() * assumptions.targetUtilization * assumptions.schedulerEfficiency * SECONDS_PER_DAY / peakToAverage;
}

int gpusForReplicas(int replicas, int replicaGpus, int gpusPerUnit)
{
    const int units = (replicas * replicaGpus + gpusPerUnit - 1) / gpusPerUnit;
    return units * gpusPerUnit;
}

FleetPlan planFleet(const SizingResult& replica, TokensPerDay tokensPerDay, double peakToAverage, int gpusPerUnit,
                    const ServingAssumptions& assumptions)
{
    assert(replica.feasible && gpusPerUnit >= 1);
    const double averageDemand = tokensPerDay.value() / SECONDS_PER_DAY;
    FleetPlan plan;
    plan.replicas = std::max(1, static_cast<int>(std::ceil(tokensPerDay.value() / plannedTokensPerDay(replica, peakToAverage, assumptions))));
    const int replicaGpus = replica.layout.gpus();
    plan.gpus = gpusForReplicas(plan.replicas, replicaGpus, gpusPerUnit);
    // Whole units may hold more replicas than the demand needs; they serve too.
    const int replicasHeld = plan.gpus / replicaGpus;
    plan.utilization = averageDemand / (replicasHeld * replica.served.value());
    return plan;
}

} // namespace tco
