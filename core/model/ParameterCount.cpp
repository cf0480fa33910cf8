#include "model/ParameterCount.h"

#include "model/ModelSpec.h"

namespace tco {
namespace {

/// Query, key, value and output projections of one layer.
double attentionPerLayer(const ModelSpec& model)
{
    const double hidden = model.hiddenSize;
    const double heads = model.attentionHeads;
    if (const auto& latent = model.latentAttention) {
        // MLA (DeepSeek-V2 paper, section 2.1): queries through an optional low-rank bottleneck;
        // keys and values from one compressed latent plus a shared RoPE key; values of head_dim.
        const double queryWidth = heads * (latent->qkNopeHeadDim + latent->qkRopeHeadDim);
        const double query = latent->qLoraRank ? hidden * *latent->qLoraRank + *latent->qLoraRank * queryWidth : hidden * queryWidth;
        const double keyValue = hidden * (latent->kvLoraRank + latent->qkRopeHeadDim) +
                                static_cast<double>(latent->kvLoraRank) * heads * (latent->qkNopeHeadDim + model.headDim);
        const double output = heads * model.headDim * hidden;
        return query + keyValue + output;
    }
    const double queryAndOutput = 2.0 * hidden * heads * model.headDim;
    const double keyAndValue = 2.0 * hidden * model.kvHeads * model.headDim;
    return queryAndOutput + keyAndValue;
}

/// A gated feed-forward block (SwiGLU or GeGLU): gate, up and down projections.
double gatedFeedForward(double hidden, double intermediate)
{
    return 3.0 * hidden * intermediate;
}

} // namespace

ParameterBreakdown countParameters(const ModelSpec& model)
{
    const double hidden = model.hiddenSize;
    ParameterBreakdown parameters;
    parameters.embedding = static_cast<double>(model.vocabSize) * hidden;
    parameters.lmHead = model.tiedEmbeddings ? 0.0 : parameters.embedding;
    parameters.attention = model.layers * attentionPerLayer(model);
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
