#pragma once

#include "json/EnumNames.h"
#include "model/Provenance.h"

#include <array>
#include <optional>
#include <string>

namespace tco {

enum class AttentionType { MultiHead, GroupedQuery, MultiHeadLatent };

inline constexpr std::array ATTENTION_TYPE_NAMES{
    EnumName<AttentionType>{AttentionType::MultiHead, "mha"},
    EnumName<AttentionType>{AttentionType::GroupedQuery, "gqa"},
    EnumName<AttentionType>{AttentionType::MultiHeadLatent, "mla"},
};

/// The compressed attention of DeepSeek-V2/V3: each layer caches one latent vector plus a small
/// decoupled RoPE key per token instead of a key and a value per head.
struct LatentAttention {
    int kvLoraRank = 0;
    int qkRopeHeadDim = 0;
    int qkNopeHeadDim = 0;
    std::optional<int> qLoraRank;

    friend bool operator==(const LatentAttention&, const LatentAttention&) = default;
};

/// Layers whose attention reaches back only a bounded number of tokens (sliding or chunked), so
/// their KV cache stops growing at the window.
struct SlidingWindow {
    int windowTokens = 0;
    int layers = 0;

    friend bool operator==(const SlidingWindow&, const SlidingWindow&) = default;
};

struct MixtureOfExperts {
    int experts = 0;
    int expertsPerToken = 0;
    int sharedExperts = 0;
    int expertIntermediateSize = 0;
    /// Layers with a dense FFN of ModelSpec::intermediateSize instead of experts.
    int denseLayers = 0;

    friend bool operator==(const MixtureOfExperts&, const MixtureOfExperts&) = default;
};

/// An open-weight model's architecture, from its config.json.
struct ModelSpec {
    std::string id;
    std::string name;
    std::string license;
    /// Weights in total and used per token (counts, not billions); active includes the embedding and LM head.
    double totalParameters = 0.0;
    double activeParameters = 0.0;
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0;
    int headDim = 0;
    /// FFN width of the dense layers (for MoE models without dense layers, of one expert).
    int intermediateSize = 0;
    int vocabSize = 0;
    int maxContextTokens = 0;
    bool tiedEmbeddings = false;
    AttentionType attention = AttentionType::GroupedQuery;
    /// Present exactly when attention is MultiHeadLatent.
    std::optional<LatentAttention> latentAttention;
    std::optional<SlidingWindow> slidingWindow;
    std::optional<MixtureOfExperts> moe;
    Provenance provenance;

    friend bool operator==(const ModelSpec&, const ModelSpec&) = default;
};

} // namespace tco
