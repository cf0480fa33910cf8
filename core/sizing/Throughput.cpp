#include "sizing/Throughput.h"

#include "model/GpuSpec.h"
#include "model/ModelSpec.h"
#include "sizing/Precision.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

/// Activations cross links and stages in BF16.
constexpr double ACTIVATION_BYTES = 2.0;
/// Two all-reduces per layer under tensor parallelism: after attention and after the FFN.
constexpr double ALL_REDUCES_PER_LAYER = 2.0;

/// Operations of attention for one token over `context` earlier tokens, all layers.
/// MHA/GQA: QKᵀ and PV, 2 × 2 × heads × head_dim per context token. MLA decodes in its
/// absorbed form, against the latent: 2 × heads × (kv_lora_rank + rope) for scores and
/// 2 × heads × kv_lora_rank for values.
double attentionOperations(const ModelSpec& model, double context, bool absorbedLatent)
{
    double perContextToken = 4.0 * model.attentionHeads * model.headDim;
    if (const auto& latent = model.latentAttention) {
        perContextToken = absorbedLatent ? 2.0 * model.attentionHeads * (2.0 * latent->kvLoraRank + latent->qkRopeHeadDim)
                                         : 2.0 * model.attentionHeads * (latent->qkNopeHeadDim + latent->qkRopeHeadDim + model.headDim);
    }
    const int windowLayers = model.slidingWindow ? model.slidingWindow->layers : 0;
    const double windowed = model.slidingWindow ? std::min(context, static_cast<double>(model.slidingWindow->windowTokens)) : 0.0;
    return perContextToken * ((model.layers - windowLayers) * context + windowLayers * windowed);
}

double layersOnLargestStage(const ModelSpec& model, int pipelineParallel)
{
    return std::ceil(static_cast<double>(model.layers) / pipelineParallel);
}

/// Bytes one GPU sends and receives in a ring all-reduce of `bytes`: 2 (tp − 1) / tp of them.
double allReduceTraffic(double bytes, int tensorParallel)
{
    return 2.0 * (tensorParallel - 1) / tensorParallel * bytes;
}

/// The scale-up link in one direction: the catalog states both directions added.
BytesPerSecond linkBandwidth(const GpuSpec& gpu)
{
    return gpu.interconnectBandwidth / 2.0;
}

} // namespace

ReplicaModel makeReplicaModel(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu, Precision weightPrecision,
                              Precision kvPrecision, ReplicaLayout layout, const ServingAssumptions& assumptions)
{
    ReplicaModel replica;
    replica.model = &model;
    replica.gpu = &gpu;
    replica.layout = layout;
    replica.weights = weightsPerGpu(model, parameters, weightPrecision, layout);
    replica.kvPerGpu = kvFootprintPerGpu(model, kvPrecision, layout);
    replica.peak = peakThroughput(gpu, weightPrecision);
    replica.attentionPeak = peakThroughput(gpu, kvPrecision);
    replica.multipliedParameters = activeParameters(model, parameters) - (model.tiedEmbeddings ? 0.0 : parameters.embedding);
    if (model.moe)
        replica.expertMissLog = std::log1p(-static_cast<double>(model.moe->expertsPerToken) / model.moe->experts);
    replica.assumptions = assumptions;
    return replica;
}

double expertsTouchedShare(double tokens, int perToken, int experts)
{
    return 1.0 - std::pow(1.0 - static_cast<double>(perToken) / experts, tokens);
}

namespace {

/// The parts of a decoding step at one context length, per sequence where they grow with the
/// batch; computed once, so that trying batch after batch costs a few multiplications.
struct StepCosts {
    /// Reading the weights every step touches, dense layers and attention.
    Seconds denseWeights;
    /// Reading every routed expert, of which a micro-batch reaches a share.
    Seconds allExperts;
    double expertMissLog = 0.0;
    Seconds kvCachePerSequence;
    Seconds computePerSequence;
    Seconds allReducePerSequence;
    Seconds layerOverhead;
    int stages = 1;
    Seconds handOverLatency;
    Seconds handOverPerSequence;
};

StepCosts stepCosts(const ReplicaModel& replica, Tokens context)
{
    const ModelSpec& model = *replica.model;
    const ServingAssumptions& assumptions = replica.assumptions;
    const int tp = replica.layout.tensorParallel;
    const BytesPerSecond bandwidth = replica.gpu->memoryBandwidth * assumptions.memoryBandwidthUtilization;
    const double layers = layersOnLargestStage(model, replica.layout.pipelineParallel);

    StepCosts costs;
    costs.denseWeights = (replica.weights.total - replica.weights.inputEmbedding - replica.weights.routedExperts) / bandwidth;
    costs.allExperts = replica.weights.routedExperts / (bandwidth * assumptions.expertBandwidthUtilization);
    costs.expertMissLog = replica.expertMissLog;
    costs.kvCachePerSequence = kvBytesPerSequence(replica.kvPerGpu, context) / bandwidth;
    // Each GPU multiplies its share of every sequence: the linear layers at the weights'
    // precision, attention's own products at the KV cache's.
    const double share = 1.0 / replica.layout.gpus();
    const Operations linear(2.0 * replica.multipliedParameters * share);
    const Operations attention(attentionOperations(model, context.value(), true) * share);
    costs.computePerSequence = (linear / replica.peak + attention / replica.attentionPeak) / assumptions.decodeComputeUtilization;
    if (tp > 1) {
        const Bytes exchanged(allReduceTraffic(model.hiddenSize * ACTIVATION_BYTES, tp));
        costs.allReducePerSequence = exchanged / linkBandwidth(*replica.gpu) * (ALL_REDUCES_PER_LAYER * layers);
    }
    costs.layerOverhead = assumptions.layerOverhead * layers;
    costs.stages = replica.layout.pipelineParallel;
    if (costs.stages > 1) {
        costs.handOverLatency = assumptions.scaleOutLatency;
        costs.handOverPerSequence = Bytes(model.hiddenSize * ACTIVATION_BYTES) / assumptions.scaleOutBandwidth;
    }
    return costs;
}

Seconds stepTime(const StepCosts& costs, double batch)
{
    // Each stage works on one micro-batch of batch / stages sequences at a time.
    const double microBatch = batch / costs.stages;
    // The same share as expertsTouchedShare(), from the logarithm kept in the replica.
    const double touched = -std::expm1(microBatch * costs.expertMissLog);
    const Seconds memory = costs.denseWeights + costs.allExperts * touched + costs.kvCachePerSequence * microBatch;
    const Seconds compute = costs.computePerSequence * microBatch;
    const Seconds stage = std::max(memory, compute) + costs.layerOverhead + costs.allReducePerSequence * microBatch;
    if (costs.stages == 1)
        return stage;
    return (stage + costs.handOverLatency + costs.handOverPerSequence * microBatch) * costs.stages;
}

/// A batch's operating point, given the prefill time each output token carries.
OperatingPoint pointAt(const StepCosts& costs, Seconds prefillPerOutputToken, double batch)
{
    OperatingPoint point;
    point.batch = batch;
    point.decodeStep = stepTime(costs, batch);
    point.output = TokensPerSecond(1.0 / (point.decodeStep.value() / batch + prefillPerOutputToken.value()));
    point.perUser = point.output / batch;
    return point;
}

/// Prompt tokens per output token, over the prefill rate.
Seconds prefillPerOutputToken(const RequestShape& shape, TokensPerSecond prefill)
{
    return Seconds(shape.input / shape.output / prefill.value());
}

} // namespace

Seconds decodeStepTime(const ReplicaModel& replica, double batch, Tokens context)
{
    return stepTime(stepCosts(replica, context), batch);
}

TokensPerSecond prefillRate(const ReplicaModel& replica, Tokens promptLength)
{
    const ModelSpec& model = *replica.model;
    const ServingAssumptions& assumptions = replica.assumptions;
    const int tp = replica.layout.tensorParallel;
    const int pp = replica.layout.pipelineParallel;
    // A causal prompt attends on average to half of itself.
    const Operations linear(2.0 * replica.multipliedParameters / replica.layout.gpus());
    const Operations attention(attentionOperations(model, promptLength.value() / 2.0, false) / replica.layout.gpus());
    Seconds perTokenTime = (linear / replica.peak + attention / replica.attentionPeak) / assumptions.prefillComputeUtilization;
    if (tp > 1) {
        const Bytes exchanged(allReduceTraffic(model.hiddenSize * ACTIVATION_BYTES, tp) * ALL_REDUCES_PER_LAYER *
                              layersOnLargestStage(model, pp));
        perTokenTime += exchanged / linkBandwidth(*replica.gpu);
    }
    if (pp > 1)
        perTokenTime += Bytes(model.hiddenSize * ACTIVATION_BYTES) / assumptions.scaleOutBandwidth;
    return TokensPerSecond(1.0 / perTokenTime.value());
}

OperatingPoint operatingPoint(const ReplicaModel& replica, const RequestShape& shape, double batch, TokensPerSecond prefill)
{
    return pointAt(stepCosts(replica, shape.averageDecodeContext()), prefillPerOutputToken(shape, prefill), batch);
}

OperatingPoint fastestBatchMeeting(const ReplicaModel& replica, const RequestShape& shape, double maxBatch, TokensPerSecond prefill,
                                   TokensPerSecond perUserTarget)
{
    const StepCosts costs = stepCosts(replica, shape.averageDecodeContext());
    const Seconds prefillShare = prefillPerOutputToken(shape, prefill);
    const Seconds allowed(1.0 / perUserTarget.value());
    // A user waits stepTime(batch) + batch × prefillShare per token, which grows with the batch:
    // find where it crosses the allowed time by false position (Illinois), which lands in a few
    // steps because the wait is nearly linear in the batch, then settle on the whole batch.
    const auto excess = [&](double batch) { return (stepTime(costs, batch) + prefillShare * batch - allowed).value(); };
    double low = 1.0;
    double high = std::max(1.0, std::floor(maxBatch));
    double excessLow = excess(low);
    double excessHigh = excess(high);
    if (excessHigh <= 0.0)
        return pointAt(costs, prefillShare, high);
    if (excessLow > 0.0)
        return pointAt(costs, prefillShare, low);
    constexpr int MAX_ITERATIONS = 64;
    int side = 0;
    for (int iteration = 0; iteration < MAX_ITERATIONS && high - low > 1.0; ++iteration) {
        const double guess = std::clamp(low - excessLow * (high - low) / (excessHigh - excessLow), low + 0.5, high - 0.5);
        const double value = excess(guess);
        if (value <= 0.0) {
            low = guess;
            excessLow = value;
            if (side == -1)
                excessHigh /= 2.0;
            side = -1;
        } else {
            high = guess;
            excessHigh = value;
            if (side == 1)
                excessLow /= 2.0;
            side = 1;
        }
    }
    double batch = std::floor(low);
    while (batch + 1.0 <= std::floor(maxBatch) && excess(batch + 1.0) <= 0.0)
        batch += 1.0;
    return pointAt(costs, prefillShare, batch);
}

} // namespace tco
