#pragma once

#include "sizing/ModelMemory.h"
#include "sizing/ServingAssumptions.h"

namespace tco {

struct GpuSpec;

/// Memory an engine keeps on each GPU beside weights and KV cache.
struct RuntimeReserve {
    /// The peak of the engine's largest forward pass or of sampling a full batch, whichever is larger.
    Bytes activations;
    /// Memory outside the tensor allocator: CUDA libraries' workspaces and, under tensor
    /// parallelism, the communication buffers of NCCL and custom all-reduce kernels.
    Bytes runtime;

    friend bool operator==(const RuntimeReserve&, const RuntimeReserve&) = default;
};

/// The most sequences a batch may hold: the assumption's, else vLLM's default for the GPU.
[[nodiscard]] int maxBatchSequences(const GpuSpec& gpu, const MemoryAssumptions& assumptions);

/// The reserve of one GPU of `layout`.
///
/// Sampling a batch keeps several FP32 copies of the logits (max sequences × vocabulary): vLLM
/// 0.17–0.19 start-up logs show an activation peak of 14,600–16,300 bytes per vocabulary entry at
/// 1,024 sequences on six models from Llama 3.1 8B to Gemma 3 27B, 3.83 copies on average, and the
/// same on every tensor-parallel rank. A forward pass of `maxBatchedTokens` holds, at its peak,
/// the gated FFN's three intermediate tensors and four hidden-state tensors in BF16.
[[nodiscard]] RuntimeReserve runtimeReserve(const ModelSpec& model, ReplicaLayout layout, const MemoryAssumptions& assumptions,
                                            int batchSequences);

/// How one GPU's memory divides in a layout. `kvCache` is negative when the rest does not fit.
struct MemoryPlan {
    /// What the engine may fill: the share of the device's usable memory, or, accounting free
    /// memory, the weights, reserve and cache the share of what they leave sets.
    Bytes budget;
    GpuWeights weights;
    RuntimeReserve reserve;
    Bytes kvCache;

    friend bool operator==(const MemoryPlan&, const MemoryPlan&) = default;
};

/// The most memory one GPU's weights may take: the engine's share of the device, or accounting
/// free memory the whole of it.
[[nodiscard]] Bytes weightCapacity(const GpuSpec& gpu, const MemoryAssumptions& assumptions);

[[nodiscard]] MemoryPlan planMemory(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu,
                                    Precision weightPrecision, ReplicaLayout layout, const MemoryAssumptions& assumptions,
                                    int batchSequences);

} // namespace tco
