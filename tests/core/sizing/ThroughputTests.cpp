#include "sizing/Throughput.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

/// Round numbers instead of the calibrated defaults, so the arithmetic below stays readable.
ServingAssumptions roundAssumptions()
{
    ServingAssumptions assumptions;
    assumptions.memoryBandwidthUtilization = 0.5;
    assumptions.expertBandwidthUtilization = 0.5;
    assumptions.decodeComputeUtilization = 0.5;
    assumptions.prefillComputeUtilization = 0.5;
    assumptions.layerOverhead = microseconds(10.0);
    return assumptions;
}

ReplicaModel llama8bOnH100(ReplicaLayout layout = {})
{
    const Catalog& catalog = test::embeddedCatalog();
    const ModelSpec& model = *catalog.model("llama-3.1-8b");
    return makeReplicaModel(model, countParameters(model), *catalog.gpu("h100-sxm"), Precision::Bf16, Precision::Bf16, layout,
                            roundAssumptions());
}

} // namespace

TEST_CASE("A batch reaches a share of the experts that grows with its size")
{
    // DeepSeek-V3 routes each token to 8 of 256 experts. One token: 8/256 = 0.03125.
    CHECK(expertsTouchedShare(1.0, 8, 256) == 0.03125);
    // Four tokens: 1 − (248/256)^4 = 1 − 0.96875^4 = 1 − 0.880738 = 0.119262.
    CHECK_THAT(expertsTouchedShare(4.0, 8, 256), WithinRel(0.119262, 1e-5));
    // A batch of 256 reaches 1 − (248/256)^256 = 99.97 % of them.
    CHECK(expertsTouchedShare(256.0, 8, 256) > 0.999);
}

TEST_CASE("A decoding step takes the larger of its memory and compute time, plus layer overhead")
{
    const ReplicaModel replica = llama8bOnH100();
    // Llama 3.1 8B in BF16 on one H100 (3.35 TB/s, 989 TFLOP/s), one sequence at 1,000 tokens.
    // Weights read: 16,059,990,016 bytes less the input embedding's 1,050,673,152 = 15,009,316,864;
    // KV cache 131,072 bytes × 1,000 = 131,072,000. Memory: 15,140,388,864 / (3.35e12 × 0.5) = 9.03904 ms.
    // Compute: 2 × 7,504,658,432 = 15,009,316,864 operations plus attention 4 × 32 × 128 × 1000 × 32
    // = 524,288,000, over 989e12 × 0.5: 31.4 µs, far below. Overhead 32 layers × 10 µs = 0.32 ms.
    const double memory = 15'140'388'864.0 / (3.35e12 * 0.5);
    CHECK_THAT(decodeStepTime(replica, 1.0, Tokens(1'000)).value(), WithinRel(memory + 32 * 10e-6, 1e-9));

    // At 2,000 sequences and 1,000 tokens of context memory still rules: 2000 × (15,009,316,864 +
    // 524,288,000) / (989e12 × 0.5) = 62.8 ms of compute against (15,009,316,864 + 2000 ×
    // 131,072,000) / 1.675e12 = 165.4 ms of memory. At 10 tokens of context compute rules.
    const double computeBound = 2000.0 * (15'009'316'864.0 + 4.0 * 32 * 128 * 10 * 32) / (989e12 * 0.5);
    const double memoryAt10 = (15'009'316'864.0 + 2000.0 * 1'310'720.0) / (3.35e12 * 0.5);
    REQUIRE(computeBound > memoryAt10);
    CHECK_THAT(decodeStepTime(replica, 2000.0, Tokens(10)).value(), WithinRel(computeBound + 32 * 10e-6, 1e-9));
}

TEST_CASE("A mixture of experts reads the experts its batch reaches, at their own efficiency")
{
    const Catalog& catalog = test::embeddedCatalog();
    const ModelSpec& mixtral = *catalog.model("mixtral-8x7b");
    const ReplicaModel replica = makeReplicaModel(mixtral, countParameters(mixtral), *catalog.gpu("h200-sxm"), Precision::Bf16,
                                                  Precision::Bf16, ReplicaLayout{}, roundAssumptions());
    // Mixtral 8x7B in BF16 on one H200 (4.8 TB/s), one sequence at 100 tokens of context.
    // Always read: attention 32 × (2 × 4096 × 32 × 128 + 2 × 4096 × 8 × 128) = 1,342,177,280, the
    // LM head 32000 × 4096 = 131,072,000 and routers 32 × 4096 × 8 = 1,048,576 weights, 2 bytes
    // each: 2,948,595,712 bytes, plus KV 131,072 × 100 = 13,107,200: 2,961,702,912 / 2.4e12 =
    // 1.234043 ms. One token reaches 2 of 8 experts: a quarter of 32 × 8 × 3 × 4096 × 14336 × 2
    // bytes = 22,548,578,304, read at half the bandwidth efficiency: / 1.2e12 = 18.790482 ms.
    // Overhead 32 × 10 µs.
    const double expected = 2'961'702'912.0 / 2.4e12 + 22'548'578'304.0 / 1.2e12 + 32 * 10e-6;
    CHECK_THAT(decodeStepTime(replica, 1.0, Tokens(100)).value(), WithinRel(expected, 1e-9));
}

TEST_CASE("Tensor parallelism adds the all-reduce traffic over NVLink")
{
    const ReplicaModel replica = llama8bOnH100(ReplicaLayout{2, 1});
    // Per layer two all-reduces of 64 tokens × 4096 × 2 bytes, of which each GPU moves
    // 2 × (2 − 1) / 2 of it = 524,288 bytes at 450 GB/s (900 GB/s both ways): 1.165 µs each,
    // 74.6 µs over 32 layers.
    const double traffic = 2.0 * 32 * 524'288.0 / 450e9;
    const double step = decodeStepTime(replica, 64.0, Tokens(1'000)).value();
    // Each GPU reads half the weights read (less its half of the input embedding), and 64
    // sequences × 1,000 tokens of its 4 KV heads: 2 × 32 × 4 × 128 × 2 = 65,536 bytes per token.
    const double weights = (16'059'990'016.0 - 1'050'673'152.0) / 2.0;
    const double kv = 64.0 * 65'536.0 * 1'000.0;
    const double memory = (weights + kv) / (3.35e12 * 0.5);
    CHECK_THAT(step, WithinRel(memory + 32 * 10e-6 + traffic, 1e-9));
}

TEST_CASE("Pipeline stages pass every token through each stage and the links between them")
{
    const ReplicaModel replica = llama8bOnH100(ReplicaLayout{1, 2});
    // Two stages of 16 layers, batch 2 so one sequence per micro-batch, 100 tokens of context.
    // The last stage is the most loaded: half the layers' weights, (1,342,177,280 +
    // 5,637,144,576) / 2 × 2 bytes = 6,979,321,856, and the LM head it reads whole at every step,
    // 128256 × 4096 × 2 = 1,050,673,152: 8,029,995,008 bytes, plus its KV cache, 16 layers ×
    // 2 × 8 × 128 × 2 = 65,536 bytes × 100 tokens. Memory (8,029,995,008 + 6,553,600) / 1.675e12
    // = 4.79794 ms, overhead 16 × 10 µs; the hand-over costs 10 µs of latency plus 4096 × 2
    // bytes at 50 GB/s. Each token crosses both stages.
    const double stage = (8'029'995'008.0 + 6'553'600.0) / (3.35e12 * 0.5) + 16 * 10e-6;
    const double handOver = 10e-6 + 4096.0 * 2.0 / 50e9;
    CHECK_THAT(decodeStepTime(replica, 2.0, Tokens(100)).value(), WithinRel(2.0 * (stage + handOver), 1e-9));
}

TEST_CASE("Prefill runs at the prefill share of peak over the prompt's operations")
{
    const ReplicaModel replica = llama8bOnH100();
    // Per prompt token of a 1,000-token prompt: 15,009,316,864 linear operations and attention to
    // half the prompt, 4 × 32 × 128 × 500 × 32 = 262,144,000, at 989e12 × 0.5:
    // 15,271,460,864 / 494.5e12 = 30.883 µs, so 32,380.7 tokens per second.
    CHECK_THAT(prefillRate(replica, Tokens(1'000)).value(), WithinRel(494.5e12 / 15'271'460'864.0, 1e-9));
}

TEST_CASE("An operating point charges each output token its share of prefill")
{
    const ReplicaModel replica = llama8bOnH100();
    const RequestShape shape{Tokens(1'000), Tokens(500)};
    const TokensPerSecond prefill(10'000.0);
    const OperatingPoint point = operatingPoint(replica, shape, 10.0, prefill);
    // Per output token: step / 10 + (1000 / 500) / 10,000 s; per user, ten times that.
    const double step = decodeStepTime(replica, 10.0, Tokens(1'250)).value();
    CHECK_THAT(point.output.value(), WithinRel(1.0 / (step / 10.0 + 2.0 / 10'000.0), 1e-12));
    CHECK_THAT(point.perUser.value(), WithinRel(point.output.value() / 10.0, 1e-12));
}

TEST_CASE("The interactivity target picks the largest batch whose users still get their speed")
{
    const ReplicaModel replica = llama8bOnH100();
    const RequestShape shape{Tokens(1'000), Tokens(500)};
    const TokensPerSecond prefill = prefillRate(replica, shape.input);
    const TokensPerSecond target(40.0);
    const OperatingPoint chosen = fastestBatchMeeting(replica, shape, 500.0, prefill, target);
    CHECK(chosen.perUser >= target);
    CHECK(operatingPoint(replica, shape, chosen.batch + 1.0, prefill).perUser < target);
    // A target no batch meets falls back to one sequence; a lax one takes the whole limit.
    CHECK(fastestBatchMeeting(replica, shape, 500.0, prefill, TokensPerSecond(10'000.0)).batch == 1.0);
    CHECK(fastestBatchMeeting(replica, shape, 500.0, prefill, TokensPerSecond(0.001)).batch == 500.0);
}
