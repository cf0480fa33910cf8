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

/// One replica in one layout, with the quantities the roofline needs computed once.
struct ReplicaModel {
    const ModelSpec* model = nullptr;
    const GpuSpec* gpu = nullptr;
    ReplicaLayout layout;
    GpuWeights weights;
    KvFootprint kvPerGpu;
    /// Peak tensor throughput of the linear layers, at the weights' precision.
    OpsPerSecond peak;
    /// Peak tensor throughput of attention's own products (QKᵀ and PV), at the KV cache's precision.
    OpsPerSecond attentionPeak;
    /// Weights a token multiplies by (two operations each), model-wide: the active parameters
    /// less an untied input embedding, which is a lookup.
    double multipliedParameters = 0.0;
    /// ln(1 − experts per token / experts) for a mixture of experts, 0 for a dense model: the
    /// logarithm of the chance that one token misses a given expert, kept so that the share a
    /// batch reaches costs one exponential rather than a power on the sizing's hot path.
    double expertMissLog = 0.0;
    ServingAssumptions assumptions;
};

[[nodiscard]] ReplicaModel makeReplicaModel(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu,
                                            Precision weightPrecision, Precision kvPrecision, ReplicaLayout layout,
                                            const ServingAssumptions& assumptions);

/// Expected share of a MoE layer's routed experts that a batch of `tokens` reaches, each token
/// choosing `perToken` of `experts` uniformly: 1 − (1 − k/E)^tokens.
[[nodiscard]] double expertsTouchedShare(double tokens, int perToken, int experts);

/// Time between two tokens of one sequence while `batch` sequences decode together at
/// `context`, prefill aside. Each pipeline stage takes the larger of its bytes over bandwidth ×
/// MBU (weights touched, routed experts at their own efficiency, and the batch's KV cache) and
/// its operations over peak × MFU (linear layers at the weights' precision, attention at the KV
/// cache's), plus per-layer overhead and tensor-parallel all-reduces;
/// with pipeline stages a token passes every stage and every link between them.
[[nodiscard]] Seconds decodeStepTime(const ReplicaModel& replica, double batch, Tokens context);

/// Prompt tokens per second one replica processes, from the operations per token (linear
/// layers and causal attention over prompts of `promptLength`) at peak × prefill MFU, plus the
/// tensor-parallel all-reduce traffic and the hand-over between pipeline stages.
[[nodiscard]] TokensPerSecond prefillRate(const ReplicaModel& replica, Tokens promptLength);

/// A replica serving `batch` sequences of `shape` with prefill interleaved.
struct OperatingPoint {
    double batch = 0.0;
    /// The decoding step alone.
    Seconds decodeStep;
    /// What each user sees: output tokens per second including the pauses for other
    /// requests' prefill.
    TokensPerSecond perUser;
    /// Output tokens per second of the whole replica.
    TokensPerSecond output;
};

/// Time per output token is decodeStep / batch + (input / output) / prefillRate: the replica
/// decodes `batch` tokens per step and prefills input/output prompt tokens per output token.
[[nodiscard]] OperatingPoint operatingPoint(const ReplicaModel& replica, const RequestShape& shape, double batch, TokensPerSecond prefill);

/// The largest batch, at most `maxBatch`, whose users each still see `perUserTarget`; a
/// batch of one when not even that meets it.
[[nodiscard]] OperatingPoint fastestBatchMeeting(const ReplicaModel& replica, const RequestShape& shape, double maxBatch,
                                                 TokensPerSecond prefill, TokensPerSecond perUserTarget);

} // namespace tco
