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
}
