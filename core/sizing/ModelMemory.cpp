#include "sizing/ModelMemory.h"

#include "model/ModelSpec.h"
#include "sizing/Precision.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

constexpr double BF16_BYTES = 2.0;

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
        const double replicated = hidden * (latent->kvLoraRank + latent->qkRopeHeadDim) + (latent->qLoraRank ? hidden * *latent->qLoraRank : 0.0);
        const double split = (latent->qLoraRank ? *latent->qLoraRank * queryWidth : hidden * queryWidth) +
                             static_cast<double>(latent->kvLoraRank) * heads * (latent->qkNopeHeadDim + model.headDim) +
                             heads * model.headDim * hidden;
        return replicated + split / tensorParallel;
    }
    const double queryAndOutput = 2.0 * hidden * heads * model.headDim / tensorParallel;
    const double keyAndValue = 2.0 * hidden * model.headDim * kvHeadsPerGpu(model, tensorParallel);
    return queryAndOutput + keyAndValue;
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
    const double quantized = parameters.attention + parameters.denseFeedForward + parameters.routedExperts + parameters.sharedExperts;
    return Bytes(keptInBf16 * BF16_BYTES + quantized * bytesPerWeight(precision));
}

GpuWeights weightsPerGpu(const ModelSpec& model, const ParameterBreakdown& parameters, Precision precision, ReplicaLayout layout)
{
    const int tp = layout.tensorParallel;
    const double weightBytes = bytesPerWeight(precision);
    const double stageShare = layerShareOfLargestStage(model, layout.pipelineParallel);
    const double attention = model.layers * attentionPerLayerPerGpu(model, tp) * stageShare;
    const double feedForward = (parameters.denseFeedForward + parameters.sharedExperts) / tp * stageShare;
    const double experts = parameters.routedExperts / tp * stageShare;
    const double routers = parameters.routers * stageShare;
    // One stage holds both vocabulary matrices when there is one stage; otherwise the larger of
    // the first stage's embedding and the last stage's LM head (a tied one is needed on both).
    const double head = model.tiedEmbeddings ? parameters.embedding : parameters.lmHead;
    const double vocabulary = (layout.pipelineParallel == 1 ? parameters.embedding + parameters.lmHead
                                                            : std::max(parameters.embedding, head)) /
                              tp;
    // With pipeline stages the most loaded GPU holds one vocabulary matrix; count it as read.
    const bool holdsUnreadEmbedding = !model.tiedEmbeddings && layout.pipelineParallel == 1;
    const double unreadEmbedding = holdsUnreadEmbedding ? parameters.embedding / tp : 0.0;
    return GpuWeights{
        Bytes((attention + feedForward + experts) * weightBytes + (routers + vocabulary) * BF16_BYTES),
        Bytes(experts * weightBytes),
        Bytes(unreadEmbedding * BF16_BYTES),
    };
}

KvFootprint kvFootprintPerGpu(const ModelSpec& model, Precision kvPrecision, ReplicaLayout layout)
{
    const double elementBytes = bytesPerCacheElement(kvPrecision);
    const double perLayer = model.latentAttention
                                ? (model.latentAttention->kvLoraRank + model.latentAttention->qkRopeHeadDim) * elementBytes
                                : 2.0 * kvHeadsPerGpu(model, layout.tensorParallel) * model.headDim * elementBytes;
    const double stageShare = layerShareOfLargestStage(model, layout.pipelineParallel);
    const int windowLayers = model.slidingWindow ? model.slidingWindow->layers : 0;
    return KvFootprint{
        Bytes(perLayer * (model.layers - windowLayers) * stageShare),
        Bytes(perLayer * windowLayers * stageShare),
        Tokens(model.slidingWindow ? model.slidingWindow->windowTokens : 0.0),
    };
}

Bytes kvBytesPerSequence(const KvFootprint& footprint, Tokens context)
{
    const Tokens windowed = std::min(context, footprint.windowTokens);
    return footprint.fullAttention * context.value() + footprint.windowed * windowed.value();
}

} // namespace tco
