#include "sizing/MemoryPlan.h"

#include "model/GpuSpec.h"
#include "model/ModelSpec.h"

#include <algorithm>

namespace tco {
namespace {

/// FP32 logit copies the sampler holds per sequence and vocabulary entry (fitted, see runtimeReserve()).
constexpr double SAMPLER_LOGIT_COPIES = 3.83;
constexpr double FP32_BYTES = 4.0;
constexpr double BF16_BYTES = 2.0;
/// Hidden-state-sized tensors alive at the forward pass's peak: residual, normalised input,
/// attention output and the next layer's input.
constexpr double HIDDEN_TENSORS_AT_PEAK = 4.0;
/// The gate, up and activated intermediates of a gated FFN.
constexpr double FFN_TENSORS_AT_PEAK = 3.0;
/// vLLM 0.19 logs on H100: 0.13–0.25 GiB outside PyTorch's allocator on one GPU, 2.07–2.13 GiB
/// per GPU at tensor parallelism 2 and 4 (llm-d-planner accuracy report); the difference is the
/// all-reduce buffers.
constexpr double RUNTIME_BASE_GIB = 0.25;
constexpr double TENSOR_PARALLEL_BUFFERS_GIB = 1.85;
/// vLLM's rule for its default max_num_seqs: 1024 on GPUs with at least this much memory, else 256.
constexpr double LARGE_GPU_GIB = 70.0;
constexpr int LARGE_GPU_SEQUENCES = 1024;
constexpr int SMALL_GPU_SEQUENCES = 256;

/// The widest FFN intermediate one token expands to on one GPU: a dense layer's, or a MoE
/// layer's routed and shared experts together.
double widestFeedForwardPerGpu(const ModelSpec& model, int tensorParallel)
{
    double width = model.moe && model.moe->denseLayers == 0 ? 0.0 : model.intermediateSize;
    if (model.moe) {
        const double expertsPerToken = model.moe->expertsPerToken + model.moe->sharedExperts;
        width = std::max(width, expertsPerToken * model.moe->expertIntermediateSize);
    }
    return width / tensorParallel;
}

} // namespace

int maxBatchSequences(const GpuSpec& gpu, const MemoryAssumptions& assumptions)
{
    if (assumptions.maxBatchSequences > 0)
        return assumptions.maxBatchSequences;
    return inGibibytes(gpu.usableMemory) >= LARGE_GPU_GIB ? LARGE_GPU_SEQUENCES : SMALL_GPU_SEQUENCES;
}

RuntimeReserve runtimeReserve(const ModelSpec& model, ReplicaLayout layout, const MemoryAssumptions& assumptions,
                              int batchSequences)
{
    const double sampling = SAMPLER_LOGIT_COPIES * FP32_BYTES * batchSequences * model.vocabSize;
    const double forward = assumptions.maxBatchedTokens
        * (FFN_TENSORS_AT_PEAK * widestFeedForwardPerGpu(model, layout.tensorParallel)
           + HIDDEN_TENSORS_AT_PEAK * model.hiddenSize)
        * BF16_BYTES;
    // Expert-parallel all-to-all buffers are counted like tensor-parallel ones: no published log
    // separates them.
    const double runtime = RUNTIME_BASE_GIB + (layout.stageGpus() > 1 ? TENSOR_PARALLEL_BUFFERS_GIB : 0.0);
    return RuntimeReserve{Bytes(std::max(sampling, forward)), gibibytes(runtime)};
}

Bytes weightCapacity(const GpuSpec& gpu, const MemoryAssumptions& assumptions)
{
    return assumptions.memoryAccounting == MemoryAccounting::DeviceMemory ? gpu.usableMemory * assumptions.memoryUtilization
                                                                          : gpu.usableMemory;
}

MemoryPlan planMemory(const ModelSpec& model, const ParameterBreakdown& parameters, const GpuSpec& gpu, Precision weightPrecision,
                      ReplicaLayout layout, const MemoryAssumptions& assumptions, int batchSequences)
{
    MemoryPlan plan;
    plan.weights = weightsPerGpu(model, parameters, weightPrecision, layout);
    plan.reserve = runtimeReserve(model, layout, assumptions, batchSequences);
    const Bytes heldBeside = plan.weights.total + plan.reserve.activations + plan.reserve.runtime;
    switch (assumptions.memoryAccounting) {
    case MemoryAccounting::DeviceMemory:
        plan.budget = gpu.usableMemory * assumptions.memoryUtilization;
        plan.kvCache = plan.budget - heldBeside;
        break;
    case MemoryAccounting::FreeMemory:
        // What the rest leaves, even nothing, is shared: a negative cache says by how much the
        // rest overflows the GPU.
        const Bytes free = gpu.usableMemory - heldBeside;
        plan.kvCache = free > Bytes(0.0) ? free * assumptions.memoryUtilization : free;
        plan.budget = heldBeside + std::max(plan.kvCache, Bytes(0.0));
        break;
    }
    return plan;
}

} // namespace tco
