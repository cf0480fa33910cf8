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

/// Linear-attention layers (Gated DeltaNet: Qwen3-Next, Qwen3.5) that carry a fixed-size
/// recurrent state from token to token instead of a KV cache that grows with the context. The
/// model's other layers use full attention with ModelSpec::attentionHeads, kvHeads and headDim.
///
/// Memory per sequence and layer, whatever its length: a recurrent state of valueHeads ×
/// valueHeadDim × keyHeadDim values and a convolution state of the last convolutionKernel − 1
/// inputs of the (2 × keyHeads × keyHeadDim + valueHeads × valueHeadDim) query, key and value
/// channels. Tensor parallelism splits both by heads.
///
/// Compute per token and layer, also whatever the context: the state is decayed, read against
/// the key, corrected by the delta rule and read against the query, about 7 operations per state
/// element (valueHeads × keyHeadDim × valueHeadDim); the convolution adds 2 × convolutionKernel
/// per channel. Prefill runs the same recurrence in chunks, so it too grows linearly with the
/// prompt rather than quadratically.
struct LinearAttention {
    /// Layers of linear attention (layer_types "linear_attention"); the rest attend to every token.
    int layers = 0;
    /// Query and key heads (linear_num_key_heads), each shared by valueHeads / keyHeads value heads.
    int keyHeads = 0;
    /// Value heads (linear_num_value_heads): one recurrent state matrix each.
    int valueHeads = 0;
    /// Width of a query or key head in elements (linear_key_head_dim).
    int keyHeadDim = 0;
    /// Width of a value head in elements (linear_value_head_dim).
    int valueHeadDim = 0;
    /// Tokens the causal depthwise convolution over queries, keys and values spans (linear_conv_kernel_dim).
    int convolutionKernel = 0;

    friend bool operator==(const LinearAttention&, const LinearAttention&) = default;
};

/// DeepSeek Sparse Attention (DeepSeek-V3.2, GLM-5) on top of MLA: a lightning indexer scores
/// every earlier token and the main attention reads only the topKTokens best of them.
///
/// The KV cache still keeps the MLA latent of every token, plus the indexer's key: one head of
/// indexerHeadDim per token and layer, cached in FP8 with a 32-bit scale per 128 elements.
///
/// Compute per token and layer at a context of c tokens: the main (MLA) attention attends to
/// min(c, topKTokens) tokens instead of c; the indexer scores all c of them, 2 × indexerHeads ×
/// indexerHeadDim operations per earlier token (FP8 in the reference kernels), then keeps the top
/// k. In prefill the indexer is therefore still quadratic in the prompt, at indexerHeads ×
/// indexerHeadDim instead of the main attention's width.
struct SparseAttention {
    /// Earlier tokens the main attention reads per query token (index_topk).
    int topKTokens = 0;
    /// Query heads of the indexer (index_n_heads); its key has one head.
    int indexerHeads = 0;
    /// Width of an indexer head in elements (index_head_dim).
    int indexerHeadDim = 0;

    friend bool operator==(const SparseAttention&, const SparseAttention&) = default;
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
    /// The full-attention layers also project a sigmoid gate of the query's width for their
    /// output (attn_output_gate in Qwen3-Next and Qwen3.5): one more hidden × heads × headDim
    /// projection per layer, and as many more multiply-adds per token.
    bool attentionOutputGate = false;
    std::optional<SlidingWindow> slidingWindow;
    std::optional<LinearAttention> linearAttention;
    /// Only with MultiHeadLatent attention, whose compressed query the indexer reads.
    std::optional<SparseAttention> sparseAttention;
    std::optional<MixtureOfExperts> moe;
    Provenance provenance;

    friend bool operator==(const ModelSpec&, const ModelSpec&) = default;
};

} // namespace tco
