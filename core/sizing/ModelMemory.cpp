#include "sizing/ModelMemory.h"

#include "model/ModelSpec.h"
#include "sizing/Precision.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

constexpr double BF16_BYTES = 2.0;
/// Linear-attention states whatever the KV cache's precision: the recurrent state in FP32 (the
/// mamba_ssm_dtype Qwen3.5's config.json asks for and SGLang's default, sgl-project/sglang@02e208de
/// python/sglang/srt/configs/mamba_utils.py mamba2_state_dtype), the convolution state in BF16.
constexpr double RECURRENT_STATE_BYTES = 4.0;
constexpr double CONVOLUTION_STATE_BYTES = 2.0;
/// The indexer key of DeepSeek Sparse Attention is cached in FP8 with one FP32 scale per block
/// of 128 elements (deepseek-ai/DeepSeek-V3.2-Exp@3b99a535 inference/model.py: k_cache
/// float8_e4m3fn, k_scale_cache float32 of head_dim / block_size, block_size 128).
constexpr double INDEXER_KEY_BYTES_PER_ELEMENT = 1.0;
constexpr double INDEXER_SCALE_BYTES = 4.0;
constexpr double INDEXER_SCALE_BLOCK = 128.0;

/// KV heads each GPU keeps: its share, and never less than one whole head.
double kvHeadsPerGpu(const ModelSpec& model, int tensorParallel)
{
    return std::max(1.0, static_cast<double>(model.kvHeads) / tensorParallel);
}

/// Attention weights per layer on one tensor-parallel GPU.
double attentionPerLayerPerGpu(const ModelSpec& model, int tensorParallel)
{
    const double hidden = model.hiddenSize;
    const double heads = model.attentionHeads;
    if (const auto& latent = model.latentAttention) {
        // The compressing projections (q_a, kv_a) are replicated on every GPU; the expanding ones
        // (q_b, kv_b) and the output projection are split by heads.
        const double queryWidth = heads * (latent->qkNopeHeadDim + latent->qkRopeHeadDim);
        const double replicated
            = hidden * (latent->kvLoraRank + latent->qkRopeHeadDim) + (latent->qLoraRank ? hidden * *latent->qLoraRank : 0.0);
        const double split = (latent->qLoraRank ? *latent->qLoraRank * queryWidth : hidden * queryWidth)
            + static_cast<double>(latent->kvLoraRank) * heads * (latent->qkNopeHeadDim + model.headDim)
            + heads * model.headDim * hidden;
        // The sparse-attention indexer stays whole too: the reference code builds it of plain
        // Linear layers, not split ones.
        return replicated + indexerParametersPerLayer(model) + split / tensorParallel;
    }
    // The output gate widens the query projection, split by heads like it.
    const double queryWidths = model.attentionOutputGate ? 3.0 : 2.0;
    const double queryAndOutput = queryWidths * hidden * heads * model.headDim / tensorParallel;
    const double keyAndValue = 2.0 * hidden * model.headDim * kvHeadsPerGpu(model, tensorParallel);
    return queryAndOutput + keyAndValue;
}

/// Layers with full (or latent) attention, as opposed to linear attention.
int fullAttentionLayers(const ModelSpec& model)
{
    return model.layers - (model.linearAttention ? model.linearAttention->layers : 0);
}

/// Key or value heads of linear attention each GPU keeps, never less than one.
double linearHeadsPerGpu(int heads, int tensorParallel)
{
    return std::max(1.0, static_cast<double>(heads) / tensorParallel);
}

/// The share of the model's layers on the most loaded pipeline stage.
double layerShareOfLargestStage(const ModelSpec& model, int pipelineParallel)
{
    const double layersOnStage = std::ceil(static_cast<double>(model.layers) / pipelineParallel);
    return layersOnStage / model.layers;
}

} // namespace

Bytes modelWeightBytes(const ParameterBreakdown& parameters, Precision precision)
{
    const double keptInBf16 = parameters.embedding + parameters.lmHead + parameters.routers;
    const double quantized = parameters.attention + parameters.linearAttention + parameters.denseFeedForward
        + parameters.routedExperts + parameters.sharedExperts;
    return Bytes(keptInBf16 * BF16_BYTES + quantized * bytesPerWeight(precision));
}

GpuWeights weightsPerGpu(const ModelSpec& model, const ParameterBreakdown& parameters, Precision precision, ReplicaLayout layout)
{
    const int tp = layout.tensorParallel;
    const int stageGpus = layout.stageGpus();
    const double weightBytes = bytesPerWeight(precision);
    const double stageShare = layerShareOfLargestStage(model, layout.pipelineParallel);
    // Every attention rank keeps its own copy of attention, split over its tensor-parallel
    // group; linear attention's projections and convolution are all split by heads.
    const double attention
        = (fullAttentionLayers(model) * attentionPerLayerPerGpu(model, tp) + parameters.linearAttention / tp) * stageShare;
    const double feedForward = (parameters.denseFeedForward + parameters.sharedExperts) / stageGpus * stageShare;
    // A GPU holds ⌈experts / expert parallel⌉ experts (engines fill an uneven split with
    // redundant copies), each split over the stage's remaining GPUs.
    double experts = 0.0;
    if (model.moe) {
        const double perExpert = parameters.routedExperts / model.moe->experts;
        const double expertsPerGpu = std::ceil(static_cast<double>(model.moe->experts) / layout.expertParallel);
        experts = expertsPerGpu * perExpert / layout.expertTensorParallel() * stageShare;
    }
    const double routers = parameters.routers * stageShare;
    // One stage holds both vocabulary matrices when there is one stage; otherwise the larger of
    // the first stage's embedding and the last stage's LM head (a tied one is needed on both).
    const double head = model.tiedEmbeddings ? parameters.embedding : parameters.lmHead;
    const double vocabulary
        = (layout.pipelineParallel == 1 ? parameters.embedding + parameters.lmHead : std::max(parameters.embedding, head))
        / stageGpus;
    // With pipeline stages the most loaded GPU holds one vocabulary matrix; count it as read.
    const bool holdsUnreadEmbedding = !model.tiedEmbeddings && layout.pipelineParallel == 1;
    const double unreadEmbedding = holdsUnreadEmbedding ? parameters.embedding / stageGpus : 0.0;
    return GpuWeights{
        Bytes((attention + feedForward + experts) * weightBytes + (routers + vocabulary) * BF16_BYTES),
        Bytes(experts * weightBytes),
        Bytes(unreadEmbedding * BF16_BYTES),
        Bytes(attention * weightBytes),
    };
}

KvFootprint kvFootprintPerGpu(const ModelSpec& model, Precision kvPrecision, ReplicaLayout layout)
{
    const double elementBytes = bytesPerCacheElement(kvPrecision);
    double perLayer = model.latentAttention
        ? (model.latentAttention->kvLoraRank + model.latentAttention->qkRopeHeadDim) * elementBytes
        : 2.0 * kvHeadsPerGpu(model, layout.tensorParallel) * model.headDim * elementBytes;
    if (const auto& sparse = model.sparseAttention) {
        // One indexer key per token, kept whole on every GPU like the latent.
        perLayer += sparse->indexerHeadDim * INDEXER_KEY_BYTES_PER_ELEMENT
            + std::ceil(sparse->indexerHeadDim / INDEXER_SCALE_BLOCK) * INDEXER_SCALE_BYTES;
    }
    double statePerLayer = 0.0;
    if (const auto& linear = model.linearAttention) {
        const int tp = layout.tensorParallel;
        const double valueHeads = linearHeadsPerGpu(linear->valueHeads, tp);
        const double channels
            = 2.0 * linearHeadsPerGpu(linear->keyHeads, tp) * linear->keyHeadDim + valueHeads * linear->valueHeadDim;
        statePerLayer = valueHeads * linear->valueHeadDim * linear->keyHeadDim * RECURRENT_STATE_BYTES
            + channels * (linear->convolutionKernel - 1) * CONVOLUTION_STATE_BYTES;
    }
    const double stageShare = layerShareOfLargestStage(model, layout.pipelineParallel);
    const int windowLayers = model.slidingWindow ? model.slidingWindow->layers : 0;
    const int linearLayers = model.linearAttention ? model.linearAttention->layers : 0;
    return KvFootprint{
        Bytes(perLayer * (model.layers - windowLayers - linearLayers) * stageShare),
        Bytes(perLayer * windowLayers * stageShare),
        Tokens(model.slidingWindow ? model.slidingWindow->windowTokens : 0.0),
        Bytes(statePerLayer * linearLayers * stageShare),
    };
}

Bytes kvBytesPerSequence(const KvFootprint& footprint, Tokens context)
{
    const Tokens windowed = std::min(context, footprint.windowTokens);
    return footprint.fullAttention * context.value() + footprint.windowed * windowed.value() + footprint.perSequence;
}

} // namespace tco
