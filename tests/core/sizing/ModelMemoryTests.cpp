#include "sizing/ModelMemory.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

const ModelSpec& model(std::string_view id)
{
    return *test::embeddedCatalog().model(id);
}

} // namespace

// Llama 3.3 70B: hidden 8192, 80 layers, 64 query heads and 8 KV heads of 128, FFN 28672,
// vocabulary 128256, untied. By role:
//   embedding = LM head = 128256 × 8192                                 =  1,050,673,152
//   attention = 80 × (2 × 8192 × 64 × 128 + 2 × 8192 × 8 × 128)
//             = 80 × (134,217,728 + 16,777,216)                        = 12,079,595,520
//   FFN       = 80 × 3 × 8192 × 28672                                  = 56,371,445,760

TEST_CASE("All weights: quantized linear layers, BF16 embeddings")
{
    const ParameterBreakdown parameters = countParameters(model("llama-3.3-70b"));
    // FP8: (12,079,595,520 + 56,371,445,760) × 1 + 2 × 1,050,673,152 × 2 = 72,653,733,888 bytes,
    // 67.66 GiB; vLLM 0.19 logs 67.72 GiB for the FP8 checkpoint (llm-d-benchmark).
    CHECK(modelWeightBytes(parameters, Precision::Fp8).value() == 72'653'733'888.0);
    // BF16: 70,552,387,584 parameters × 2 bytes.
    CHECK(modelWeightBytes(parameters, Precision::Bf16).value() == 141'104'775'168.0);
}

TEST_CASE("Tensor parallelism splits weights, keeping at least one KV head per GPU")
{
    const ModelSpec& llama = model("llama-3.3-70b");
    const ParameterBreakdown parameters = countParameters(llama);
    SECTION("two GPUs halve everything")
    {
        // (12,079,595,520 + 56,371,445,760) / 2 × 1 + (2 × 1,050,673,152) / 2 × 2 = 36,326,866,944
        // bytes, 33.83 GiB; vLLM logs 33.88 GiB per GPU at TP2.
        const GpuWeights weights = weightsPerGpu(llama, parameters, Precision::Fp8, ReplicaLayout{2, 1});
        CHECK(weights.total.value() == 36'326'866'944.0);
        CHECK(weights.routedExperts.value() == 0.0);
        // The input embedding's half: 1,050,673,152 / 2 × 2 bytes.
        CHECK(weights.inputEmbedding.value() == 1'050'673'152.0);
    }
    SECTION("sixteen GPUs replicate the 8 KV heads")
    {
        // Per layer and GPU: Q and O 2 × 8192 × 64 × 128 / 16 = 8,388,608; K and V keep one whole
        // head, 2 × 8192 × 128 = 2,097,152 (not half a head, 1,048,576). Over 80 layers:
        // 838,860,800; FFN 56,371,445,760 / 16 = 3,523,215,360; at FP8 4,362,076,160 bytes; plus
        // 2 × 1,050,673,152 / 16 × 2 = 262,668,288 in BF16: 4,624,744,448.
        const GpuWeights weights = weightsPerGpu(llama, parameters, Precision::Fp8, ReplicaLayout{16, 1});
        CHECK(weights.total.value() == 4'624'744'448.0);
    }
    SECTION("pipeline stages hold whole layers and one vocabulary matrix")
    {
        // Three stages: the largest holds ceil(80 / 3) = 27 layers, 27/80 of the layers' weights
        // ((12,079,595,520 + 56,371,445,760) × 27 / 80 = 23,102,226,432 bytes at FP8), and the
        // embedding or the LM head, 1,050,673,152 × 2 bytes: 25,203,572,736.
        const GpuWeights weights = weightsPerGpu(llama, parameters, Precision::Fp8, ReplicaLayout{1, 3});
        CHECK_THAT(weights.total.value(), WithinRel(25'203'572'736.0, 1e-12));
    }
}

TEST_CASE("MLA keeps its compressing projections on every GPU")
{
    const ModelSpec& deepseek = model("deepseek-v3");
    const ParameterBreakdown parameters = countParameters(deepseek);
    const GpuWeights one = weightsPerGpu(deepseek, parameters, Precision::Fp8, ReplicaLayout{1, 1});
    const GpuWeights eight = weightsPerGpu(deepseek, parameters, Precision::Fp8, ReplicaLayout{8, 1});
    // Replicated per layer: kv_a 7168 × (512 + 64) + q_a 7168 × 1536 = 4,128,768 + 11,010,048
    // = 15,138,816; over 61 layers 923,467,776 weights, one byte each at FP8. The routers are
    // replicated too: 58 MoE layers × 7168 × 256 = 106,430,464 weights in BF16, 212,860,928
    // bytes. Eight GPUs keep these whole rather than splitting them: 7/8 of them stay on top of
    // one eighth of everything.
    const double replicatedExtra = (923'467'776.0 + 212'860'928.0) * 7.0 / 8.0;
    CHECK_THAT(eight.total.value(), WithinRel(one.total.value() / 8.0 + replicatedExtra, 1e-12));
    // The routed experts: 58 MoE layers × 256 × 3 × 7168 × 2048 weights, one byte each at FP8.
    CHECK(one.routedExperts.value() == 58.0 * 256 * 3 * 7168 * 2048);
}

TEST_CASE("Linear attention and the sparse-attention indexer are weighed like the rest of attention")
{
    SECTION("linear layers split by heads, gated full layers by query heads")
    {
        // Qwen3.5-397B-A17B at FP8 on eight GPUs: per full layer, query, gate and output
        // 3 × 4096 × 32 × 256 / 8 = 12,582,912 and one KV head of 2 × 4096 × 256 = 2,097,152
        // (2 heads over 8 GPUs keep one each): 14,680,064, over 15 layers 220,200,960. The 45
        // linear layers, 5,310,627,840 weights, split eight ways: 663,828,480.
        const ModelSpec& qwen = model("qwen3.5-397b-a17b");
        const ParameterBreakdown parameters = countParameters(qwen);
        const GpuWeights eight = weightsPerGpu(qwen, parameters, Precision::Fp8, ReplicaLayout{8, 1});
        // The rest, as for any MoE model: experts and the shared expert / 8, routers whole
        // (125,829,120 in BF16), embedding and LM head / 8 in BF16.
        const double experts = (parameters.routedExperts + parameters.sharedExperts) / 8.0;
        const double bf16 = (parameters.routers + (parameters.embedding + parameters.lmHead) / 8.0) * 2.0;
        CHECK_THAT(eight.total.value(), WithinRel(220'200'960.0 + 663'828'480.0 + experts + bf16, 1e-12));
    }
    SECTION("the indexer stays whole on every GPU")
    {
        // DeepSeek-V3.2 against DeepSeek-V3.1 at FP8 on eight GPUs: the indexer's 851,509,248
        // weights (61 × 13,959,168) are replicated, so each GPU holds all of them, one byte each.
        const ModelSpec& sparse = model("deepseek-v3.2");
        const ModelSpec& dense = model("deepseek-v3.1");
        const double withIndexer
            = weightsPerGpu(sparse, countParameters(sparse), Precision::Fp8, ReplicaLayout{8, 1}).total.value();
        const double without = weightsPerGpu(dense, countParameters(dense), Precision::Fp8, ReplicaLayout{8, 1}).total.value();
        CHECK(withIndexer - without == 851'509'248.0);
    }
}

TEST_CASE("KV cache per token by attention type")
{
    SECTION("GQA: 2 × layers × KV heads × head_dim × bytes")
    {
        // Llama 3.3 70B in BF16: 2 × 80 × 8 × 128 × 2 = 327,680 bytes per token.
        const KvFootprint whole = kvFootprintPerGpu(model("llama-3.3-70b"), Precision::Bf16, ReplicaLayout{});
        CHECK(whole.fullAttention.value() == 327'680.0);
        CHECK(whole.windowed.value() == 0.0);
        // Two GPUs hold four KV heads each: 163,840. Sixteen still hold one each: 2 × 80 × 1 × 128 × 2 = 40,960.
        CHECK(kvFootprintPerGpu(model("llama-3.3-70b"), Precision::Bf16, ReplicaLayout{2, 1}).fullAttention.value() == 163'840.0);
        CHECK(kvFootprintPerGpu(model("llama-3.3-70b"), Precision::Bf16, ReplicaLayout{16, 1}).fullAttention.value() == 40'960.0);
        // FP8 halves it: 163,840.
        CHECK(kvFootprintPerGpu(model("llama-3.3-70b"), Precision::Fp8, ReplicaLayout{}).fullAttention.value() == 163'840.0);
    }
    SECTION("MLA: layers × (kv_lora_rank + rope dim) × bytes, whole on every GPU")
    {
        // DeepSeek-V3 in BF16: 61 × (512 + 64) × 2 = 70,272 bytes per token, on each of eight
        // GPUs too. A GQA formula would give 2 × 61 × 128 × 128 × 2 = 3,997,696: 57 times more.
        CHECK(kvFootprintPerGpu(model("deepseek-v3"), Precision::Bf16, ReplicaLayout{}).fullAttention.value() == 70'272.0);
        CHECK(kvFootprintPerGpu(model("deepseek-v3"), Precision::Bf16, ReplicaLayout{8, 1}).fullAttention.value() == 70'272.0);
    }
    SECTION("sliding-window layers stop growing at their window")
    {
        // gpt-oss-120b: 36 layers of 8 KV heads × 64, half of them with a 128-token window. Per
        // layer 2 × 8 × 64 × 2 = 2,048 bytes per token; 18 full layers 36,864, 18 windowed 36,864.
        const KvFootprint footprint = kvFootprintPerGpu(model("gpt-oss-120b"), Precision::Bf16, ReplicaLayout{});
        CHECK(footprint.fullAttention.value() == 36'864.0);
        CHECK(footprint.windowed.value() == 36'864.0);
        // An 8,192-token sequence: 36,864 × 8,192 + 36,864 × 128 = 306,708,480 bytes, not the
        // 603,979,776 a formula without windows gives.
        CHECK(kvBytesPerSequence(footprint, Tokens(8'192)).value() == 306'708'480.0);
        // Below the window every layer grows: 100 tokens × 73,728 = 7,372,800.
        CHECK(kvBytesPerSequence(footprint, Tokens(100)).value() == 7'372'800.0);
    }
    SECTION("DeepSeek Sparse Attention adds the indexer key to the latent")
    {
        // DeepSeek-V3.2: per layer the latent, 576 elements, plus the indexer key of 128 in FP8
        // and one 4-byte scale, 132 bytes. In BF16: 61 × (576 × 2 + 132) = 78,324 bytes per
        // token, on each of eight GPUs too; with an FP8 cache 61 × (576 + 132) = 43,188.
        CHECK(kvFootprintPerGpu(model("deepseek-v3.2"), Precision::Bf16, ReplicaLayout{}).fullAttention.value() == 78'324.0);
        CHECK(kvFootprintPerGpu(model("deepseek-v3.2"), Precision::Bf16, ReplicaLayout{8, 1}).fullAttention.value() == 78'324.0);
        CHECK(kvFootprintPerGpu(model("deepseek-v3.2"), Precision::Fp8, ReplicaLayout{}).fullAttention.value() == 43'188.0);
    }
    SECTION("linear-attention layers keep a fixed state per sequence instead of a KV cache")
    {
        // Qwen3.5-397B-A17B: only the 15 full layers cache keys and values, 2 × 2 × 256 × 2 = 2,048
        // bytes each in BF16: 30,720 bytes per token. Each of the 45 linear layers keeps a
        // recurrent state of 64 × 128 × 128 × 4 bytes (FP32) = 4,194,304 and a convolution state
        // of (2 × 16 × 128 + 64 × 128) × (4 − 1) × 2 bytes = 73,728: 4,268,032, 192,061,440 in all.
        const KvFootprint whole = kvFootprintPerGpu(model("qwen3.5-397b-a17b"), Precision::Bf16, ReplicaLayout{});
        CHECK(whole.fullAttention.value() == 30'720.0);
        CHECK(whole.perSequence.value() == 192'061'440.0);
        // The state does not grow: a 32,768-token sequence costs 30,720 × 32,768 + 192,061,440
        // = 1,198,694,400 bytes, a 1,024-token one 31,457,280 + 192,061,440 = 223,518,720.
        CHECK(kvBytesPerSequence(whole, Tokens(32'768)).value() == 1'198'694'400.0);
        CHECK(kvBytesPerSequence(whole, Tokens(1'024)).value() == 223'518'720.0);
        // Nor does it follow the KV precision: an FP8 cache halves only the 30,720.
        const KvFootprint fp8 = kvFootprintPerGpu(model("qwen3.5-397b-a17b"), Precision::Fp8, ReplicaLayout{});
        CHECK(fp8.fullAttention.value() == 15'360.0);
        CHECK(fp8.perSequence.value() == 192'061'440.0);
        // Eight GPUs split the heads: 8 value heads, 64 × 128 × 128 / 8 × 4 = 524,288, and
        // (2 × 2 × 128 + 8 × 128) × 3 × 2 = 9,216 per layer, 533,504 × 45 = 24,007,680; the two KV
        // heads leave one per GPU, 15 × 2 × 1 × 256 × 2 = 15,360 bytes per token.
        const KvFootprint eight = kvFootprintPerGpu(model("qwen3.5-397b-a17b"), Precision::Bf16, ReplicaLayout{8, 1});
        CHECK(eight.perSequence.value() == 24'007'680.0);
        CHECK(eight.fullAttention.value() == 15'360.0);
    }
}
