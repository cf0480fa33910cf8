#pragma once

#include "model/ParameterCount.h"
#include "sizing/Precision.h"
#include "sizing/ReplicaLayout.h"
#include "units/Data.h"
#include "units/Tokens.h"

namespace tco {

struct ModelSpec;

/// The bytes of all the model's weights at `precision`. Linear layers take the precision;
/// embeddings, the LM head and MoE routers stay in BF16, as real FP8 and 4-bit checkpoints keep them.
[[nodiscard]] Bytes modelWeightBytes(const ParameterBreakdown& parameters, Precision precision);

/// The weights the most loaded GPU of a replica holds, with the parts decoding treats apart.
struct GpuWeights {
    Bytes total;
    /// The routed experts, of which a decoding step reads only those its tokens are sent to.
    Bytes routedExperts;
    /// The input embedding table, of which a step reads one row per token; zero when it is tied
    /// to the LM head, which reads it whole, or when the GPU is on a pipeline stage that holds
    /// the LM head instead (the last stage, which reads it whole at every step).
    Bytes inputEmbedding;
    /// The attention projections, which each attention rank holds for its own sequences.
    Bytes attention;

    friend bool operator==(const GpuWeights&, const GpuWeights&) = default;
};

/// The weights on the most loaded GPU of a replica. Each attention rank holds all of attention,
/// its heads split by tensor parallelism: K and V projections are replicated once the degree
/// exceeds the KV heads (every GPU keeps at least one head), as are MLA's compressing
/// projections and the sparse-attention indexer; linear-attention layers are split by heads.
/// Dense FFN columns, shared experts and the vocabulary are split over every GPU of a stage;
/// routed experts over expert parallelism, each expert split over the rest. Embedding and LM
/// head sit on the first and last pipeline stage; stages hold whole layers.
[[nodiscard]] GpuWeights weightsPerGpu(const ModelSpec& model, const ParameterBreakdown& parameters, Precision precision,
                                       ReplicaLayout layout);

/// What one token of context costs in KV cache on one GPU, split by how the layers keep it.
struct KvFootprint {
    /// Per token, over the layers that keep every token of the context.
    Bytes fullAttention;
    /// Per token, over the sliding- or chunked-window layers, which keep at most `windowTokens`.
    Bytes windowed;
    Tokens windowTokens;
    /// Per sequence whatever its length: the linear-attention layers' recurrent and convolution states.
    Bytes perSequence;
};

/// The KV cache per token on the most loaded GPU of a replica.
///
/// MHA/GQA: 2 (key and value) × KV heads on the GPU × head_dim × bytes per layer, where a GPU
/// holds max(1, KV heads / tensor parallel) heads. MLA: (kv_lora_rank + qk_rope_head_dim) × bytes
/// per layer: one latent per token, which every tensor-parallel GPU keeps whole. DeepSeek Sparse
/// Attention adds its indexer key, index_head_dim bytes in FP8 plus a 4-byte scale per 128, also
/// whole on every GPU. Linear-attention layers keep no KV cache but a state per sequence: value
/// heads × value_head_dim × key_head_dim in FP32 plus (2 × key heads × key_head_dim + value heads
/// × value_head_dim) × (kernel − 1) in BF16, whatever the KV precision, with the heads split by
/// tensor parallelism (at least one of each per GPU).
[[nodiscard]] KvFootprint kvFootprintPerGpu(const ModelSpec& model, Precision kvPrecision, ReplicaLayout layout);

/// The KV cache (and linear-attention state) one sequence of `context` tokens occupies under `footprint`.
[[nodiscard]] Bytes kvBytesPerSequence(const KvFootprint& footprint, Tokens context);

} // namespace tco
