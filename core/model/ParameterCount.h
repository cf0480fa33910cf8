#pragma once

namespace tco {

struct ModelSpec;

/// A model's weights by role, counted from its architecture (norms and biases, well under 0.1 %
/// of any catalog model, are left out). Sizing needs the roles apart: embeddings may be stored at
/// a different precision, and a mixture-of-experts token reads only some experts.
struct ParameterBreakdown {
    double embedding = 0.0;
    /// Zero when the LM head shares the embedding's weights.
    double lmHead = 0.0;
    /// The full- or latent-attention layers, output gate and sparse-attention indexer included.
    double attention = 0.0;
    /// The linear-attention layers, split by heads like the rest of attention but kept apart
    /// because the two kinds of layer are counted differently.
    double linearAttention = 0.0;
    double denseFeedForward = 0.0;
    double routedExperts = 0.0;
    double sharedExperts = 0.0;
    double routers = 0.0;

    [[nodiscard]] double total() const
    {
        return embedding + lmHead + attention + linearAttention + denseFeedForward + routedExperts + sharedExperts + routers;
    }
};

/// Weights of the sparse-attention indexer in one layer (counted in `attention`); zero without
/// sparse attention.
[[nodiscard]] double indexerParametersPerLayer(const ModelSpec& model);

/// Counts the weights of every role from the model's dimensions.
[[nodiscard]] ParameterBreakdown countParameters(const ModelSpec& model);

/// Weights one token uses, by the convention the catalog's active counts follow: everything
/// except the routed experts a token is not sent to (input embedding and LM head included).
[[nodiscard]] double activeParameters(const ModelSpec& model, const ParameterBreakdown& parameters);

} // namespace tco
