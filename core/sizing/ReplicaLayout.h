#pragma once

#include "json/EnumNames.h"

#include <array>

namespace tco {

/// How one serving engine instance spreads the model over its GPUs.
///
/// Each of `pipelineParallel` consecutive stages holds a share of the layers on
/// `attentionDataParallel` × `tensorParallel` GPUs. Attention runs in `attentionDataParallel`
/// independent ranks, each with its own sequences and KV cache, its heads split over
/// `tensorParallel` GPUs (which must share one scale-up domain). Every other layer (dense FFN,
/// shared experts, vocabulary) is split over all the stage's GPUs; a mixture of experts spreads
/// its routed experts over `expertParallel` of them (dispatch and combine are an all-to-all each
/// MoE layer) and splits each expert over the remaining factor by tensor parallelism.
/// `expertParallel` 1 splits every expert over every GPU of the stage.
struct ReplicaLayout {
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int attentionDataParallel = 1;
    int expertParallel = 1;

    /// GPUs of one pipeline stage: every attention rank's tensor-parallel group.
    [[nodiscard]] constexpr int stageGpus() const { return tensorParallel * attentionDataParallel; }
    [[nodiscard]] constexpr int gpus() const { return stageGpus() * pipelineParallel; }
    /// The GPUs each routed expert is split over.
    [[nodiscard]] constexpr int expertTensorParallel() const { return stageGpus() / expertParallel; }

    friend constexpr bool operator==(ReplicaLayout, ReplicaLayout) = default;
};

/// Whether prompts and decoding share the same engine instances.
enum class ServingMode {
    /// Every instance prefills prompts in chunks inside its decoding steps.
    Aggregated,
    /// Prefill instances process prompts and hand their KV cache to decode instances.
    Disaggregated,
};

inline constexpr std::array SERVING_MODE_NAMES{
    EnumName<ServingMode>{ServingMode::Aggregated, "aggregated"},
    EnumName<ServingMode>{ServingMode::Disaggregated, "disaggregated"},
};

/// The unit a fleet is built of: one aggregated instance, or a rate-matched group of
/// `prefillWorkers` prefill instances and `decodeWorkers` decode instances.
struct ServingLayout {
    ServingMode mode = ServingMode::Aggregated;
    /// The aggregated instance, or each decode instance.
    ReplicaLayout decode;
    /// Each prefill instance; unused when aggregated.
    ReplicaLayout prefill;
    int prefillWorkers = 0;
    int decodeWorkers = 1;

    [[nodiscard]] constexpr int prefillGpus() const
    {
        return mode == ServingMode::Disaggregated ? prefillWorkers * prefill.gpus() : 0;
    }
    [[nodiscard]] constexpr int decodeGpus() const { return decodeWorkers * decode.gpus(); }
    [[nodiscard]] constexpr int gpus() const { return prefillGpus() + decodeGpus(); }

    friend constexpr bool operator==(const ServingLayout&, const ServingLayout&) = default;
};

/// Which serving modes the search may choose.
enum class ServingChoice { Best, Aggregated, Disaggregated };

inline constexpr std::array SERVING_CHOICE_NAMES{
    EnumName<ServingChoice>{ServingChoice::Best, "best"},
    EnumName<ServingChoice>{ServingChoice::Aggregated, "aggregated"},
    EnumName<ServingChoice>{ServingChoice::Disaggregated, "disaggregated"},
};

/// The parts of the layout a user fixes; 0 leaves a degree to the search. `gpus` fixes the
/// unit's GPUs (an aggregated instance's, or a disaggregated group's prefill and decode GPUs
/// together) and lets the search choose the degrees within it.
struct LayoutChoice {
    int gpus = 0;
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int attentionDataParallel = 0;
    int expertParallel = 0;
    ServingChoice serving = ServingChoice::Best;

    friend constexpr bool operator==(const LayoutChoice&, const LayoutChoice&) = default;
};

} // namespace tco
