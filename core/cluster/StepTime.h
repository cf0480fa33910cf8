#pragma once

#include "scenario/ClusterSection.h"
#include "units/Data.h"
#include "units/Time.h"
#include "units/Tokens.h"

#include <span>

namespace tco {

/// The bandwidth one GPU has to another, one direction, inside its scale-up domain (NVLink)
/// and across domains (the scale-out network).
struct LinkBandwidths {
    BytesPerSecond scaleUp;
    BytesPerSecond scaleOut;
};

/// The time of one training step on GPUs spread over domains as `gpusPerDomain` says (the GPUs
/// the job holds in each domain it uses, in the order its ranks fill them).
///
/// Ranks are laid out as engines lay them out: tensor parallelism innermost, then expert
/// parallelism, then data parallelism. Tensor and data groups reduce what they exchange (ring
/// all-reduces, reduce-scatters, all-gathers): a group whose ranks all sit in one domain sends
/// its bytes B over the scale-up link, B / up; a group split between domains exchanges
/// hierarchically, as NCCL does, inside each domain and then across on each domain's share,
/// which the k ranks it has there carry over their k scale-out links, B / up + B / (k × out), k
/// the fewest any domain holds. An expert group's all-to-all reduces nothing: each rank sends
/// its bytes evenly to the others, the share for ranks in its own domain over the scale-up
/// link and the share for other domains over its own scale-out link, both at once, so it takes
/// the longer of the two, and the group waits for its rank with the fewest peers in its domain.
/// The step waits for its slowest group of each kind, and communication is not overlapped with
/// compute, so the time is compute plus that sum over tensor, expert and data parallelism: an
/// upper bound where engines overlap gradient all-reduce with the backward pass or expert
/// all-to-alls with other micro-batches' compute.
[[nodiscard]] Seconds stepTime(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, LinkBandwidths links);

/// A job's GPUs spread evenly over as few domains of `domainGpus` as hold them: 512 GPUs on
/// 72-GPU racks take 8 racks of 64.
[[nodiscard]] std::vector<int> compactPlacement(int gpus, int domainGpus);

/// How much slower a step runs on `gpusPerDomain` than on the compact placement: 1 when the
/// placement is as compact, or the job has no layout to tell.
[[nodiscard]] double placementSlowdown(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, int domainGpus,
                                       LinkBandwidths links);

/// What a transformer's tensor-parallel group exchanges in a step.
struct TensorParallelTraffic {
    /// The layers each GPU holds: the model's, or one pipeline stage's.
    int layers = 1;
    /// The model's width (hidden size): an activation is `hidden` elements a token.
    int hidden = 1;
    /// The tokens the group processes in a step: in training micro-batch × sequence length ×
    /// micro-batches, in a decode step one for each sequence the group decodes.
    Tokens tokens;
    /// 2 for BF16 activations.
    double bytesPerElement = 2.0;
    int tensorParallel = 1;
};

/// The bytes each GPU of a tensor-parallel group sends in a step, for the layout's
/// `tensorParallelBytesPerStep`.
///
/// Megatron-style tensor parallelism all-reduces a layer's activations (tokens × hidden
/// elements) twice in the forward pass, after attention and after the MLP, and twice in the
/// backward pass; a ring all-reduce of S bytes over t ranks sends 2 (t − 1) / t × S from each.
/// With sequence parallelism each all-reduce becomes a reduce-scatter and an all-gather, the
/// same bytes. So 8 (t − 1) / t × layers × tokens × hidden × bytes per element; the embedding's
/// and the loss's exchanges, one layer's worth or less, are left out.
[[nodiscard]] Bytes tensorParallelBytesPerStep(const TensorParallelTraffic& traffic);

/// The bytes each GPU of a serving replica's tensor-parallel group sends in a decode step, for
/// the layout of a serving replica.
///
/// A decode step is a forward pass of one token of each sequence in the batch: of the four
/// all-reduces a layer tensorParallelBytesPerStep() counts, the two forward ones, after
/// attention and after the MLP, and no backward pass. So 4 (t − 1) / t × layers × tokens ×
/// hidden × bytes per element, tokens the sequences the group decodes together.
[[nodiscard]] Bytes decodeTensorParallelBytes(const TensorParallelTraffic& traffic);

/// What a mixture-of-experts model's expert-parallel group exchanges in a step.
struct ExpertParallelTraffic {
    /// The layers whose MLP is routed experts.
    int moeLayers = 1;
    int hidden = 1;
    /// The tokens one GPU routes in a step.
    Tokens tokens;
    /// The routed experts each token goes to (top-k); a shared expert runs where the token is.
    int expertsPerToken = 1;
    /// The bytes of an element dispatched to the experts and of one combined back (DeepSeek-V3
    /// dispatches in FP8, 1 byte, and combines in BF16, 2).
    double dispatchBytesPerElement = 2.0;
    double combineBytesPerElement = 2.0;
    int expertParallel = 1;
};

/// The bytes each GPU of an expert-parallel group sends to the group's other ranks in a step,
/// for the layout's `expertParallelBytesPerStep`.
///
/// Each token's activation (hidden elements) is dispatched to each of its experts and their
/// outputs combined back; the backward pass takes the same routes the other way (the gradient
/// of a combine is a dispatch, of a dispatch a combine), so a token moves 2 × (dispatch +
/// combine) bytes per element per expert per layer. Experts spread evenly over the ranks, so
/// the (e − 1) / e of those copies bound for other ranks leave the GPU.
[[nodiscard]] Bytes expertParallelBytesPerStep(const ExpertParallelTraffic& traffic);

/// What a data-parallel group exchanges in a step.
struct DataParallelTraffic {
    /// The parameters whose gradients one GPU holds (the model over its tensor and pipeline
    /// split).
    double parameters = 0.0;
    /// 2 for BF16 gradients, 4 for FP32.
    double bytesPerElement = 2.0;
    int dataParallel = 1;
};

/// The bytes each GPU of a data-parallel group sends in a step's gradient all-reduce (a ring:
/// 2 (d − 1) / d × the gradients), for the layout's `dataParallelBytesPerStep`. ZeRO and FSDP
/// split the all-reduce into a reduce-scatter and an all-gather, the same bytes.
[[nodiscard]] Bytes dataParallelBytesPerStep(const DataParallelTraffic& traffic);

} // namespace tco
