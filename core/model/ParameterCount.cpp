#include "model/ParameterCount.h"

#include "model/ModelSpec.h"

namespace tco {
namespace {

/// Query, key, value and output projections of one full-attention layer.
double attentionPerLayer(const ModelSpec& model)
{
    const double hidden = model.hiddenSize;
    const double heads = model.attentionHeads;
    if (const auto& latent = model.latentAttention) {
        // MLA (DeepSeek-V2 paper, section 2.1): queries through an optional low-rank bottleneck;
        // keys and values from one compressed latent plus a shared RoPE key; values of head_dim.
        const double queryWidth = heads * (latent->qkNopeHeadDim + latent->qkRopeHeadDim);
        const double query
            = latent->qLoraRank ? hidden * *latent->qLoraRank + *latent->qLoraRank * queryWidth : hidden * queryWidth;
        const double keyValue = hidden * (latent->kvLoraRank + latent->qkRopeHeadDim)
            + static_cast<double>(latent->kvLoraRank) * heads * (latent->qkNopeHeadDim + model.headDim);
        const double output = heads * model.headDim * hidden;
        const double indexer = indexerParametersPerLayer(model);
        return query + keyValue + output + indexer;
    }
    const double queryAndOutput = 2.0 * hidden * heads * model.headDim;
    const double keyAndValue = 2.0 * hidden * model.kvHeads * model.headDim;
    const double outputGate = model.attentionOutputGate ? hidden * heads * model.headDim : 0.0;
    return queryAndOutput + keyAndValue + outputGate;
}

/// One Gated DeltaNet layer (transformers Qwen3_5GatedDeltaNet): the query, key and value
/// projection, the output gate z, the per-head decay and write strengths (a, b), the depthwise
/// convolution over queries, keys and values, and the output projection.
double linearAttentionPerLayer(const ModelSpec& model, const LinearAttention& linear)
{
    const double hidden = model.hiddenSize;
    const double keys = static_cast<double>(linear.keyHeads) * linear.keyHeadDim;
    const double values = static_cast<double>(linear.valueHeads) * linear.valueHeadDim;
    const double inputProjections = hidden * (2.0 * keys + values) + hidden * values + 2.0 * hidden * linear.valueHeads;
    const double convolution = (2.0 * keys + values) * linear.convolutionKernel;
    const double output = values * hidden;
    return inputProjections + convolution + output;
}

/// A gated feed-forward block (SwiGLU or GeGLU): gate, up and down projections.
double gatedFeedForward(double hidden, double intermediate)
{
    return 3.0 * hidden * intermediate;
}

} // namespace

double indexerParametersPerLayer(const ModelSpec& model)
{
    const auto& sparse = model.sparseAttention;
    if (!sparse)
        return 0.0;
    // DeepSeek-V3.2-Exp inference/model.py, class Indexer: queries from MLA's compressed query
    // (wq_b), one key head from the hidden state (wk) and a weight per head (weights_proj).
    const double hidden = model.hiddenSize;
    const double queryInput
        = model.latentAttention && model.latentAttention->qLoraRank ? *model.latentAttention->qLoraRank : hidden;
    const double heads = sparse->indexerHeads;
    return queryInput * heads * sparse->indexerHeadDim + hidden * sparse->indexerHeadDim + hidden * heads;
}

ParameterBreakdown countParameters(const ModelSpec& model)
{
    const double hidden = model.hiddenSize;
    ParameterBreakdown parameters;
    parameters.embedding = static_cast<double>(model.vocabSize) * hidden;
    parameters.lmHead = model.tiedEmbeddings ? 0.0 : parameters.embedding;
    const int linearLayers = model.linearAttention ? model.linearAttention->layers : 0;
    parameters.attention = (model.layers - linearLayers) * attentionPerLayer(model);
    if (const auto& linear = model.linearAttention)
        parameters.linearAttention = linear->layers * linearAttentionPerLayer(model, *linear);
    const int denseLayers = model.moe ? model.moe->denseLayers : model.layers;
    parameters.denseFeedForward = denseLayers * gatedFeedForward(hidden, model.intermediateSize);
    if (const auto& moe = model.moe) {
        const double moeLayers = model.layers - moe->denseLayers;
        const double expert = gatedFeedForward(hidden, moe->expertIntermediateSize);
        parameters.routedExperts = moeLayers * moe->experts * expert;
        parameters.sharedExperts = moeLayers * moe->sharedExperts * expert;
        parameters.routers = moeLayers * hidden * moe->experts;
    }
    return parameters;
}

double activeParameters(const ModelSpec& model, const ParameterBreakdown& parameters)
{
    const double routedShare = model.moe ? static_cast<double>(model.moe->expertsPerToken) / model.moe->experts : 1.0;
    return parameters.total() - parameters.routedExperts * (1.0 - routedShare);
}

} // namespace tco
