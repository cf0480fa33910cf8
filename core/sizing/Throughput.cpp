#include "sizing/Throughput.h"

#include "model/GpuSpec.h"
#include "model/ModelSpec.h"
#include "sizing/Precision.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

/// Activations cross links and stages in BF16; the experts' outputs are combined in BF16.
constexpr double ACTIVATION_BYTES = 2.0;
constexpr double FP8_BYTES = 1.0;

/// Operations of attention for one token over `context` earlier tokens, all layers.
/// MHA/GQA: QKᵀ and PV, 2 × 2 × heads × head_dim per context token. MLA decodes in its
/// absorbed form, against the latent: 2 × heads × (kv_lora_rank + rope) for scores and
/// 2 × heads × kv_lora_rank for values. Window layers attend to at most their window; sparse
/// attention's main attention to at most its top k, its indexer scoring every earlier token;
/// linear-attention layers update and read a fixed state whatever the context.
double attentionOperations(const ModelSpec& model, double context, bool absorbedLatent)
{
    double perContextToken = 4.0 * model.attentionHeads * model.headDim;
    if (const auto& latent = model.latentAttention) {
        perContextToken = absorbedLatent
            ? 2.0 * model.attentionHeads * (2.0 * latent->kvLoraRank + latent->qkRopeHeadDim)
            : 2.0 * model.attentionHeads * (latent->qkNopeHeadDim + latent->qkRopeHeadDim + model.headDim);
    }
    const int linearLayers = model.linearAttention ? model.linearAttention->layers : 0;
    const int windowLayers = model.slidingWindow ? model.slidingWindow->layers : 0;
    const double windowed = model.slidingWindow ? std::min(context, static_cast<double>(model.slidingWindow->windowTokens)) : 0.0;
    double attended = context;
    double indexer = 0.0;
    if (const auto& sparse = model.sparseAttention) {
        attended = std::min(context, static_cast<double>(sparse->topKTokens));
        indexer = 2.0 * sparse->indexerHeads * sparse->indexerHeadDim * context;
    }
    const int fullLayers = model.layers - windowLayers - linearLayers;
    double operations = perContextToken * (fullLayers * attended + windowLayers * windowed) + indexer * fullLayers;
    if (const auto& linear = model.linearAttention) {
        // About 7 operations per state element (decay, read against the key, delta-rule
        // correction, read against the query), and the short convolution over every channel.
        constexpr double OPERATIONS_PER_STATE_ELEMENT = 7.0;
        const double state = static_cast<double>(linear->valueHeads) * linear->keyHeadDim * linear->valueHeadDim;
        const double channels
            = 2.0 * linear->keyHeads * linear->keyHeadDim + static_cast<double>(linear->valueHeads) * linear->valueHeadDim;
        operations += linear->layers * (OPERATIONS_PER_STATE_ELEMENT * state + 2.0 * linear->convolutionKernel * channels);
    }
    return operations;
}

double layersOnLargestStage(const ModelSpec& model, int pipelineParallel)
{
    return std::ceil(static_cast<double>(model.layers) / pipelineParallel);
}

int moeLayers(const ModelSpec& model)
{
    return model.moe ? model.layers - model.moe->denseLayers : 0;
}

/// Experts whose weights one GPU multiplies: ⌈experts / expert parallel⌉ whole ones, or with
/// experts split by tensor parallelism a share of every one.
double expertsPerGpu(const ModelSpec& model, ReplicaLayout layout)
{
    return std::ceil(static_cast<double>(model.moe->experts) / layout.expertParallel);
}

/// Bytes one GPU sends and receives in a ring all-reduce of `bytes` over `gpus`: 2 (n − 1) / n of them.
double allReduceTraffic(double bytes, int gpus)
{
    return 2.0 * (gpus - 1) / gpus * bytes;
}

/// Layers whose FFN part ends in an all-reduce over the whole stage: every dense layer, and
/// the MoE layers when the experts are split by tensor parallelism rather than spread.
double stageAllReduceLayers(const ModelSpec& model, ReplicaLayout layout)
{
    const int moe = moeLayers(model);
    return model.layers - moe + (layout.expertParallel == 1 ? moe : 0);
}

/// Distinct values among `draws` picked uniformly from `count`: count (1 − (1 − 1/count)^draws).
double distinctAmong(double count, int draws)
{
    return count * (1.0 - wholePower(1.0 - 1.0 / count, draws));
}

/// Bytes of one hidden-state element sent to the experts: FP8 where the GPU multiplies in FP8
/// and the weights are quantized (DeepEP and TensorRT-LLM dispatch so), else BF16; the experts'
/// outputs come back in BF16.
double dispatchBytesPerElement(const GpuSpec& gpu, Precision weightPrecision)
{
    return weightPrecision != Precision::Bf16 && gpu.fp8Dense ? FP8_BYTES : ACTIVATION_BYTES;
}

/// What one token sends to one expert and gets back: its hidden state dispatched and the
/// expert's output combined.
double tokenRoundTripBytes(const ModelSpec& model, double dispatchBytes)
{
    return model.hiddenSize * (dispatchBytes + ACTIVATION_BYTES);
}

/// The bytes each GPU of a stage sends to other GPUs in one MoE layer's dispatch and combine,
/// per sequence the stage decodes: its 1 / (stage GPUs) share of the tokens, each to the GPUs
/// its k experts sit on, which are e (1 − (1 − 1/e)^k) distinct ones, one in e of them its own.
Bytes allToAllBytesPerSequence(const ModelSpec& model, ReplicaLayout layout, double dispatchBytes)
{
    const int ranks = layout.expertParallel;
    if (!model.moe || ranks == 1)
        return Bytes(0.0);
    const double otherGpus = distinctAmong(ranks, model.moe->expertsPerToken) * (1.0 - 1.0 / ranks);
    return Bytes(otherGpus * tokenRoundTripBytes(model, dispatchBytes) / layout.stageGpus());
}

/// Time per sequence of the expert-parallel dispatch and combine, every MoE layer of a stage:
/// allToAllBytesPerSequence(), each GPU reached over NVLink on the last hop. Beyond one domain a
/// token crosses the network once per other domain its experts are in, and is forwarded inside
/// it (as DeepEP does). NVLink and the network carry their shares at the same time.
Seconds allToAllPerSequence(const ReplicaModel& replica, double layers)
{
    const ModelSpec& model = *replica.model;
    const int ranks = replica.layout.expertParallel;
    if (!model.moe || ranks == 1)
        return Seconds(0.0);
    const Seconds scaleUp
        = allToAllBytesPerSequence(model, replica.layout, replica.dispatchBytes) / collectiveBandwidth(replica, 1);
    if (ranks <= replica.scaleUpDomain)
        return scaleUp * layers;
    const double domains = static_cast<double>(ranks) / replica.scaleUpDomain;
    const double otherDomains = distinctAmong(domains, model.moe->expertsPerToken) * (1.0 - 1.0 / domains);
    const Seconds scaleOut = Bytes(otherDomains * tokenRoundTripBytes(model, replica.dispatchBytes) / replica.layout.stageGpus())
        / collectiveBandwidth(replica, ranks);
    return std::max(scaleUp, scaleOut) * layers;
}

/// The latency of one collective among `gpus` GPUs: they synchronise in log₂ rounds, as tree
/// all-reduces do, hierarchically as NCCL and DeepEP do across servers, log₂(GPUs of a domain)
/// rounds over the scale-up link and log₂(domains) over the network. (Counted as log₂(gpus)
/// rounds at the network's latency, two H100 servers at tensor parallelism 16 would take 41 ms a
/// token where InferenceX's TensorRT-LLM runs measure 14.)
Seconds collectiveLatency(const ReplicaModel& replica, int gpus)
{
    if (gpus <= replica.scaleUpDomain)
        return replica.assumptions.scaleUpLatency * std::log2(static_cast<double>(gpus));
    const int withinDomain = replica.scaleUpDomain;
    const double domains = std::ceil(static_cast<double>(gpus) / replica.scaleUpDomain);
    return replica.assumptions.scaleUpLatency * std::log2(static_cast<double>(withinDomain))
        + replica.assumptions.scaleOutLatency * std::log2(domains);
}

/// The latency every forward pass of a stage pays for its collectives, whatever their size:
/// an all-reduce per layer within each attention rank, one per dense layer over the stage,
/// and a dispatch and a combine per MoE layer.
Seconds collectiveLatencies(const ReplicaModel& replica)
{
    const ModelSpec& model = *replica.model;
    const ReplicaLayout layout = replica.layout;
    const double layers = layersOnLargestStage(model, layout.pipelineParallel);
    const double stageShare = layers / model.layers;
    Seconds total(0.0);
    if (layout.tensorParallel > 1)
        total += collectiveLatency(replica, layout.tensorParallel) * layers;
    if (layout.stageGpus() > 1)
        total += collectiveLatency(replica, layout.stageGpus()) * (stageAllReduceLayers(model, layout) * stageShare);
    if (model.moe && layout.expertParallel > 1)
        total += collectiveLatency(replica, layout.expertParallel) * (2.0 * moeLayers(model) * stageShare);
    return total;
}

/// busiestRankLoad() with 2 ln(ranks) worked out once, and the imbalance 0 for one rank.
double busiestLoad(double mean, double spread, double imbalance)
{
    return mean * (1.0 + imbalance) + std::sqrt(spread * mean);
}

} // namespace

int scaleUpDomainSize(const GpuSpec& gpu)
{
    return gpu.nvlinkDomainSize > 1 ? gpu.nvlinkDomainSize : gpu.gpusPerServer;
}

ReplicaModel makeReplicaModel(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu,
                              Precision weightPrecision, Precision kvPrecision, ReplicaLayout layout, const GpuWeights& weights,
                              const KvFootprint& kvPerGpu, const ServingAssumptions& assumptions)
{
    ReplicaModel replica;
    replica.model = &model;
    replica.gpu = &gpu;
    replica.layout = layout;
    replica.weightPrecision = weightPrecision;
    replica.kvPrecision = kvPrecision;
    replica.weights = weights;
    replica.kvPerGpu = kvPerGpu;
    if (model.sparseAttention && model.latentAttention) {
        const double latent
            = (model.latentAttention->kvLoraRank + model.latentAttention->qkRopeHeadDim) * bytesPerCacheElement(kvPrecision);
        const int fullLayers = model.layers - (model.slidingWindow ? model.slidingWindow->layers : 0);
        replica.sparselyReadPerToken
            = Bytes(latent * fullLayers * layersOnLargestStage(model, layout.pipelineParallel) / model.layers);
    }
    const double multiplied = activeParameters(model, parameters) - (model.tiedEmbeddings ? 0.0 : parameters.embedding);
    replica.attentionParameters = parameters.attention + parameters.linearAttention;
    if (model.moe) {
        replica.routedParametersPerToken = parameters.routedExperts * model.moe->expertsPerToken / model.moe->experts;
        replica.expertMissLog = std::log1p(-static_cast<double>(model.moe->expertsPerToken) / model.moe->experts);
    }
    replica.denseParameters = multiplied - replica.attentionParameters - replica.routedParametersPerToken;
    replica.dispatchBytes = dispatchBytesPerElement(gpu, weightPrecision);
    // The catalog states the scale-up bandwidth with both directions added.
    replica.scaleUpBandwidth = gpu.interconnectBandwidth / 2.0;
    replica.scaleUpDomain = scaleUpDomainSize(gpu);
    applyServingAssumptions(replica, assumptions);
    return replica;
}

void applyServingAssumptions(ReplicaModel& replica, const ServingAssumptions& assumptions)
{
    const GpuSpec& gpu = *replica.gpu;
    // FP4 multiplies reach a smaller share of their peak than other formats.
    const auto effectivePeak = [&](Precision precision) {
        const OpsPerSecond peak = peakThroughput(gpu, precision);
        return precision == Precision::Fp4 && gpu.fp4Dense ? peak * assumptions.fp4ComputeEfficiency : peak;
    };
    replica.peak = effectivePeak(replica.weightPrecision);
    replica.attentionPeak = effectivePeak(replica.kvPrecision);
    replica.scaleOutBandwidth
        = assumptions.scaleOutBandwidth > BytesPerSecond(0.0) ? assumptions.scaleOutBandwidth : gpu.scaleOutBandwidth;
    replica.assumptions = assumptions;
    replica.collectiveLatencyPerPass = collectiveLatencies(replica);
}

Bytes kvBytesReadPerStep(const ReplicaModel& replica, Tokens context)
{
    const Bytes held = kvBytesPerSequence(replica.kvPerGpu, context);
    if (!replica.model->sparseAttention)
        return held;
    const Tokens skipped = std::max(Tokens(0.0), context - Tokens(replica.model->sparseAttention->topKTokens));
    return held - replica.sparselyReadPerToken * skipped.value();
}

double expertsTouchedShare(double tokens, int perToken, int experts)
{
    return 1.0 - std::pow(1.0 - static_cast<double>(perToken) / experts, tokens);
}

double busiestRankLoad(double mean, int ranks, double imbalance)
{
    return busiestLoad(mean, ranks <= 1 ? 0.0 : 2.0 * std::log(static_cast<double>(ranks)), ranks <= 1 ? 0.0 : imbalance);
}

BytesPerSecond collectiveBandwidth(const ReplicaModel& replica, int gpus)
{
    if (gpus <= replica.scaleUpDomain)
        return replica.scaleUpBandwidth * replica.assumptions.linkBandwidthUtilization;
    return replica.scaleOutBandwidth * replica.assumptions.scaleOutBandwidthUtilization;
}

DecodeStepModel decodeStepModel(const ReplicaModel& replica, Tokens context)
{
    const ModelSpec& model = *replica.model;
    const ServingAssumptions& assumptions = replica.assumptions;
    const ReplicaLayout layout = replica.layout;
    const int tp = layout.tensorParallel;
    const int stageGpus = layout.stageGpus();
    const BytesPerSecond bandwidth = replica.gpu->memoryBandwidth * assumptions.memoryBandwidthUtilization;
    const double layers = layersOnLargestStage(model, layout.pipelineParallel);
    const double stageShare = layers / model.layers;
    const double decodeEfficiency = assumptions.decodeComputeUtilization;

    DecodeStepModel step;
    step.attentionRanks = layout.attentionDataParallel;
    step.attentionRankSpread = 2.0 * std::log(static_cast<double>(layout.attentionDataParallel));
    step.stages = layout.pipelineParallel;
    // Attention: each rank's GPUs read their share of its weights and of its sequences' cache,
    // and multiply their share of its heads.
    step.attentionWeights = replica.weights.attention / bandwidth;
    step.kvCachePerRankSequence = kvBytesReadPerStep(replica, context) / bandwidth;
    const Operations projections(2.0 * replica.attentionParameters * stageShare / tp);
    const Operations products(attentionOperations(model, context.value(), true) * stageShare / tp);
    step.attentionComputePerRankSequence = projections / replica.peak / decodeEfficiency
        + products / replica.attentionPeak / assumptions.attentionComputeUtilization;
    // The dense layers see every sequence of the stage, split over all its GPUs.
    step.denseWeights
        = (replica.weights.total - replica.weights.attention - replica.weights.routedExperts - replica.weights.inputEmbedding)
        / bandwidth;
    step.denseComputePerSequence
        = Operations(2.0 * replica.denseParameters * stageShare / stageGpus) / replica.peak / decodeEfficiency;
    if (model.moe) {
        const int ranks = layout.expertParallel;
        step.allExperts = replica.weights.routedExperts / (bandwidth * assumptions.expertBandwidthUtilization);
        step.expertMissLog = replica.expertMissLog;
        const double perExpert = replica.routedParametersPerToken / model.moe->expertsPerToken / moeLayers(model);
        const double moeOnStage = moeLayers(model) * stageShare;
        step.expertComputePerAssignment = Operations(2.0 * perExpert * moeOnStage / layout.expertTensorParallel()) / replica.peak
            / assumptions.expertComputeUtilization;
        step.expertsPerGpu = expertsPerGpu(model, layout);
        step.tokensAtHalfEfficiency = assumptions.expertTokensAtHalfEfficiency;
        step.assignmentsPerSequence = static_cast<double>(model.moe->expertsPerToken) / ranks;
        step.expertRankSpread = ranks > 1 ? 2.0 * std::log(static_cast<double>(ranks)) : 0.0;
        step.routingImbalance = ranks > 1 ? assumptions.routingImbalance : 0.0;
        step.allToAllPerSequence = allToAllPerSequence(replica, moeOnStage);
    }
    const Bytes hiddenState(model.hiddenSize * ACTIVATION_BYTES);
    if (tp > 1)
        step.allReducePerRankSequence
            = Bytes(allReduceTraffic(hiddenState.value(), tp)) / collectiveBandwidth(replica, tp) * layers;
    if (stageGpus > 1) {
        step.stageAllReducePerSequence = Bytes(allReduceTraffic(hiddenState.value(), stageGpus))
            / collectiveBandwidth(replica, stageGpus) * (stageAllReduceLayers(model, layout) * stageShare);
    }
    step.fixedPerStep = assumptions.layerOverhead * layers + replica.collectiveLatencyPerPass;
    step.hostPerRankSequence = assumptions.sequenceOverhead;
    if (step.stages > 1) {
        step.handOverLatency = assumptions.scaleOutLatency;
        step.handOverPerSequence = hiddenState / (replica.scaleOutBandwidth * assumptions.scaleOutBandwidthUtilization);
    }
    return step;
}

Seconds DecodeStepModel::at(double batch) const
{
    // Each stage works on one micro-batch of batch / stages sequences at a time, which its
    // attention ranks share.
    const double microBatch = batch / stages;
    // Sequences come and go on each rank; the busiest rank's attention sets the step.
    const double rankBatch = busiestLoad(microBatch / attentionRanks, attentionRankSpread, 0.0);
    const Seconds attention
        = std::max(attentionWeights + kvCachePerRankSequence * rankBatch, attentionComputePerRankSequence * rankBatch);
    const Seconds dense = std::max(denseWeights, denseComputePerSequence * microBatch);
    Seconds experts(0.0);
    if (assignmentsPerSequence > 0.0) {
        // The same share as expertsTouchedShare(), from the logarithm kept in the replica. A
        // batch of one token or more reaches at least k / E of the experts (1 % or more), so
        // 1 − exp loses at most two of sixteen digits, and costs half of expm1.
        const double touched = 1.0 - std::exp(microBatch * expertMissLog);
        const double busiest = busiestLoad(microBatch * assignmentsPerSequence, expertRankSpread, routingImbalance);
        // Each expert's GEMM reaches half its efficiency at `tokensAtHalfEfficiency` tokens: as
        // if every expert the batch reaches multiplied that many tokens more.
        const double padded = busiest + tokensAtHalfEfficiency * expertsPerGpu * touched;
        experts = std::max(allExperts * touched, expertComputePerAssignment * padded);
    }
    const Seconds communication
        = allReducePerRankSequence * rankBatch + stageAllReducePerSequence * microBatch + allToAllPerSequence * microBatch;
    // The host schedules the whole batch of its rank once per step, whatever the stages.
    const Seconds stage = attention + dense + experts + communication + fixedPerStep;
    if (stages == 1)
        return stage + hostPerRankSequence * rankBatch;
    const double hostBatch = busiestLoad(batch / attentionRanks, attentionRankSpread, 0.0);
    return (stage + handOverLatency + handOverPerSequence * microBatch) * stages + hostPerRankSequence * hostBatch;
}

Seconds decodeStepTime(const ReplicaModel& replica, double batch, Tokens context)
{
    return decodeStepModel(replica, context).at(batch);
}

Bytes decodeAllToAllBytes(const ModelSpec& model, const GpuSpec& gpu, Precision weightPrecision, ReplicaLayout layout,
                          double batch)
{
    const double moeOnStage = moeLayers(model) * layersOnLargestStage(model, layout.pipelineParallel) / model.layers;
    return allToAllBytesPerSequence(model, layout, dispatchBytesPerElement(gpu, weightPrecision)) * (batch * moeOnStage);
}

namespace {

/// The time per prompt token of prefill, every attention rank busy: the linear layers (the
/// routed experts on the busiest GPU) and attention at the prefill MFU, and the collectives'
/// traffic; the weights' reading spread over many tokens.
Seconds prefillTimePerToken(const ReplicaModel& replica, Tokens promptLength)
{
    const ModelSpec& model = *replica.model;
    const ServingAssumptions& assumptions = replica.assumptions;
    const ReplicaLayout layout = replica.layout;
    const int tp = layout.tensorParallel;
    const int stageGpus = layout.stageGpus();
    const double layers = layersOnLargestStage(model, layout.pipelineParallel);
    const double stageShare = layers / model.layers;
    const Operations linear(2.0 * (replica.attentionParameters + replica.denseParameters) / layout.gpus());
    // A causal prompt attends on average to half of itself.
    const Operations attention(attentionOperations(model, promptLength.value() / 2.0, false) / layout.gpus());
    Seconds perToken = (linear / replica.peak + attention / replica.attentionPeak) / assumptions.prefillComputeUtilization;
    if (model.moe) {
        // Long passes reach every expert evenly but for the router's skew, which the busiest
        // expert-parallel GPU carries; their GEMMs are as large as the dense layers'.
        const double skew = layout.expertParallel > 1 ? 1.0 + assumptions.routingImbalance : 1.0;
        perToken += Operations(2.0 * replica.routedParametersPerToken * skew / layout.gpus()) / replica.peak
            / assumptions.prefillComputeUtilization;
    }
    const Bytes hiddenState(model.hiddenSize * ACTIVATION_BYTES);
    // Attention ranks all-reduce their own tokens at the same time.
    if (tp > 1) {
        perToken += Bytes(allReduceTraffic(hiddenState.value(), tp)) / collectiveBandwidth(replica, tp) * layers
            / static_cast<double>(layout.attentionDataParallel);
    }
    if (stageGpus > 1) {
        perToken += Bytes(allReduceTraffic(hiddenState.value(), stageGpus)) / collectiveBandwidth(replica, stageGpus)
            * (stageAllReduceLayers(model, layout) * stageShare);
    }
    perToken += allToAllPerSequence(replica, moeLayers(model) * stageShare);
    if (layout.pipelineParallel > 1)
        perToken += hiddenState / (replica.scaleOutBandwidth * assumptions.scaleOutBandwidthUtilization);
    return perToken;
}

} // namespace

TokensPerSecond prefillRate(const ReplicaModel& replica, Tokens promptLength)
{
    return TokensPerSecond(1.0 / prefillTimePerToken(replica, promptLength).value());
}

Seconds prefillForwardTime(const ReplicaModel& replica, Tokens tokens, Tokens promptLength)
{
    const ModelSpec& model = *replica.model;
    const ServingAssumptions& assumptions = replica.assumptions;
    const BytesPerSecond bandwidth = replica.gpu->memoryBandwidth * assumptions.memoryBandwidthUtilization;
    const Seconds work = prefillTimePerToken(replica, promptLength) * tokens.value();
    Bytes read = replica.weights.total - replica.weights.inputEmbedding - replica.weights.routedExperts;
    if (model.moe)
        read += replica.weights.routedExperts
            * expertsTouchedShare(tokens.value(), model.moe->expertsPerToken, model.moe->experts);
    const double layers = layersOnLargestStage(model, replica.layout.pipelineParallel);
    return std::max(work, read / bandwidth)
        + (assumptions.layerOverhead * layers + replica.collectiveLatencyPerPass) * replica.layout.pipelineParallel;
}

} // namespace tco
