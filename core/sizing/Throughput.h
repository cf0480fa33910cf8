#pragma once

#include "model/ParameterCount.h"
#include "sizing/ModelMemory.h"
#include "sizing/ServingAssumptions.h"
#include "units/Compute.h"
#include "units/Tokens.h"

namespace tco {

struct GpuSpec;
struct ModelSpec;

/// What every request reads and writes, which sets the prefill share and the context decoding
/// attends to.
struct RequestShape {
    Tokens input;
    Tokens output;

    /// The context a decoding step attends to on average: the prompt plus half the output.
    [[nodiscard]] Tokens averageDecodeContext() const { return input + output * 0.5; }

    friend bool operator==(const RequestShape&, const RequestShape&) = default;
};

/// GPUs that share one scale-up fabric: an NVLink domain (8 on HGX, 72 on NVL72), or for cards
/// without NVLink the GPUs of one server, which reach each other over PCIe.
[[nodiscard]] int scaleUpDomainSize(const GpuSpec& gpu);

/// One engine instance in one layout, with the quantities the roofline needs computed once.
struct ReplicaModel {
    const ModelSpec* model = nullptr;
    const GpuSpec* gpu = nullptr;
    ReplicaLayout layout;
    Precision weightPrecision = Precision::Bf16;
    Precision kvPrecision = Precision::Bf16;
    GpuWeights weights;
    KvFootprint kvPerGpu;
    /// Per token of context on one GPU, the latent that sparse attention's main attention reads
    /// only for its top k tokens; zero without sparse attention.
    Bytes sparselyReadPerToken;
    /// Peak tensor throughput of the linear layers, at the weights' precision.
    OpsPerSecond peak;
    /// Peak tensor throughput of attention's own products (QKᵀ and PV), at the KV cache's precision.
    OpsPerSecond attentionPeak;
    /// Weights a token multiplies by (two operations each), model-wide, in three parts: the
    /// attention projections; the routed experts it is sent to; and the rest (dense FFN, shared
    /// experts, routers, LM head). The input embedding is a lookup and counts in none.
    double attentionParameters = 0.0;
    double routedParametersPerToken = 0.0;
    double denseParameters = 0.0;
    /// ln(1 − experts per token / experts) for a mixture of experts, 0 for a dense model: the
    /// logarithm of the chance that one token misses a given expert, kept so that the share a
    /// batch reaches costs one exponential rather than a power on the sizing's hot path.
    double expertMissLog = 0.0;
    /// Bytes of one hidden-state element sent to the experts: FP8 where the GPU multiplies in
    /// FP8 and the weights are quantized (DeepEP and TensorRT-LLM dispatch so), else BF16.
    double dispatchBytes = 2.0;
    /// One direction per GPU: the scale-up link, and the network between domains.
    BytesPerSecond scaleUpBandwidth;
    BytesPerSecond scaleOutBandwidth;
    int scaleUpDomain = 1;
    ServingAssumptions assumptions;
    /// The latency every forward pass of a stage pays for its collectives, whatever their size:
    /// fixed by the layout, so worked out once rather than at every batch a search tries.
    Seconds collectiveLatencyPerPass;
};

/// The replica of `layout` whose GPUs each hold `weights` and a KV cache of `kvPerGpu` a token,
/// as weightsPerGpu() and kvFootprintPerGpu() work them out for the layout (the sizing has them
/// from its memory plan).
[[nodiscard]] ReplicaModel makeReplicaModel(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu,
                                            Precision weightPrecision, Precision kvPrecision, ReplicaLayout layout,
                                            const GpuWeights& weights, const KvFootprint& kvPerGpu,
                                            const ServingAssumptions& assumptions);

/// Puts `replica` under other serving assumptions: what they decide (the peak throughputs, FP4's
/// efficiency applied; the scale-out bandwidth; the collectives' latency per pass) is worked out
/// again, its shape (layout, weights and KV cache per GPU, parameters) kept. A replica of the same
/// shape sized under drawn efficiencies need not be made anew.
void applyServingAssumptions(ReplicaModel& replica, const ServingAssumptions& assumptions);

/// The KV cache one decoding step reads for one sequence of `context` tokens on one GPU: all of
/// it, but with sparse attention the latent of only the top k tokens (the indexer's keys of all).
[[nodiscard]] Bytes kvBytesReadPerStep(const ReplicaModel& replica, Tokens context);

/// `base` to a whole, non-negative power by repeated squaring: the sizing's powers have small
/// whole exponents (attention ranks, experts per token), and std::pow is its slowest call.
/// Inline, since the batch search calls it at every batch it tries.
[[nodiscard]] constexpr double wholePower(double base, int exponent)
{
    double result = 1.0;
    for (; exponent > 0; exponent >>= 1, base *= base) {
        if ((exponent & 1) != 0)
            result *= base;
    }
    return result;
}

/// Expected share of a MoE layer's routed experts that a batch of `tokens` reaches, each token
/// choosing `perToken` of `experts` uniformly: 1 − (1 − k/E)^tokens.
[[nodiscard]] double expertsTouchedShare(double tokens, int perToken, int experts);

/// Token–expert assignments the busiest of `ranks` expert-parallel GPUs receives when each gets
/// `mean` on average: the mean raised by the router's `imbalance`, plus the spread of uniform
/// routing, √(2 × mean × ln ranks) (the largest of `ranks` nearly Poisson counts).
[[nodiscard]] double busiestRankLoad(double mean, int ranks, double imbalance);

/// The parts of a decoding step at one context length, per sequence where they grow with the
/// batch; computed once, so that trying batch after batch costs a few multiplications.
///
/// A step on the most loaded GPU of a stage is the sum of three rooflines, each the larger of its
/// bytes over bandwidth × MBU and its operations over peak × MFU: attention (its weights, the
/// KV cache of the attention rank's sequences), the dense layers (every token of the stage's
/// micro-batch), and the routed experts (those the micro-batch reaches, at the experts' own
/// efficiencies, the busiest GPU's tokens setting the compute); plus the tensor-parallel
/// all-reduces, the expert-parallel all-to-all and a fixed overhead per layer. With pipeline
/// stages a token passes every stage and every link between them.
struct DecodeStepModel {
    int attentionRanks = 1;
    /// 2 ln(attention ranks): the spread of the busiest rank's share (busiestRankLoad()).
    double attentionRankSpread = 0.0;
    int stages = 1;
    Seconds attentionWeights;
    Seconds kvCachePerRankSequence;
    Seconds attentionComputePerRankSequence;
    Seconds denseWeights;
    Seconds denseComputePerSequence;
    /// Reading every routed expert on the GPU, of which a micro-batch reaches a share.
    Seconds allExperts;
    double expertMissLog = 0.0;
    /// Multiplying one token–expert assignment, every MoE layer of the stage.
    Seconds expertComputePerAssignment;
    /// Assignments per sequence each expert-parallel GPU receives per MoE layer, on average.
    double assignmentsPerSequence = 0.0;
    /// Experts whose weights one GPU multiplies, and the tokens at which each one's GEMM reaches
    /// half its efficiency.
    double expertsPerGpu = 0.0;
    double tokensAtHalfEfficiency = 0.0;
    /// 2 ln(expert-parallel GPUs), and the router's skew (both 0 with experts on every GPU).
    double expertRankSpread = 0.0;
    double routingImbalance = 0.0;
    Seconds allReducePerRankSequence;
    /// The host's work per sequence of the busiest rank.
    Seconds hostPerRankSequence;
    Seconds stageAllReducePerSequence;
    Seconds allToAllPerSequence;
    Seconds fixedPerStep;
    Seconds handOverLatency;
    Seconds handOverPerSequence;

    /// The time between two tokens of each of `batch` sequences decoding together on the
    /// instance, prefill aside.
    [[nodiscard]] Seconds at(double batch) const;
};

[[nodiscard]] DecodeStepModel decodeStepModel(const ReplicaModel& replica, Tokens context);

/// Time between two tokens of one sequence while `batch` sequences decode together at
/// `context` on the whole instance, prefill aside.
[[nodiscard]] Seconds decodeStepTime(const ReplicaModel& replica, double batch, Tokens context);

/// The bytes each GPU of an instance sends to the other GPUs of its stage in the expert-parallel
/// dispatches and combines of one decoding step of `batch` sequences: one token of each, through
/// every MoE layer of the largest stage, as decodeStepTime() carries them. Each GPU sends its
/// 1 / (stage GPUs) share of the tokens to the GPUs their k experts sit on, e (1 − (1 − 1/e)^k)
/// distinct ones, one in e of them its own; a hidden state goes out (FP8 where the GPU multiplies
/// in FP8 and the weights are quantized, else BF16) and one comes back in BF16. Zero for a dense
/// model, or with every expert split over every GPU (expert parallel 1).
[[nodiscard]] Bytes decodeAllToAllBytes(const ModelSpec& model, const GpuSpec& gpu, Precision weightPrecision,
                                        ReplicaLayout layout, double batch);

/// Prompt tokens per second one instance processes in forward passes of the engine's token
/// budget on every attention rank: the operations per token (linear layers and causal attention
/// over prompts of `promptLength` at peak × prefill MFU, the busiest expert GPU's share of the
/// routed experts at theirs), plus the all-reduce and all-to-all traffic per token and the
/// hand-over between pipeline stages.
[[nodiscard]] TokensPerSecond prefillRate(const ReplicaModel& replica, Tokens promptLength);

/// One forward pass of `tokens` prompt tokens (prompts of `promptLength`) through the instance:
/// the larger of their operations at peak × prefill MFU and the weights they read (every dense
/// weight, the experts they reach) at the memory bandwidth × MBU, plus their all-reduce and
/// all-to-all traffic, the pipeline hand-over and the fixed overhead of every layer.
[[nodiscard]] Seconds prefillForwardTime(const ReplicaModel& replica, Tokens tokens, Tokens promptLength);

/// The bandwidth collectives among `gpus` GPUs of one instance reach, one direction: the
/// scale-up link within a domain, the scale-out network beyond it.
[[nodiscard]] BytesPerSecond collectiveBandwidth(const ReplicaModel& replica, int gpus);

} // namespace tco
