#include "sizing/Throughput.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <cmath>

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
    assumptions.attentionComputeUtilization = 0.5;
    assumptions.expertComputeUtilization = 0.5;
    assumptions.prefillComputeUtilization = 0.5;
    assumptions.routingImbalance = 0.0;
    assumptions.layerOverhead = microseconds(10.0);
    assumptions.sequenceOverhead = Seconds(0.0);
    assumptions.linkBandwidthUtilization = 1.0;
    assumptions.scaleOutBandwidthUtilization = 1.0;
    assumptions.scaleUpLatency = microseconds(2.0);
    assumptions.scaleOutLatency = microseconds(10.0);
    assumptions.scaleOutBandwidth = gigabytesPerSecond(50.0);
    return assumptions;
}

ReplicaModel replicaOf(std::string_view modelId, std::string_view gpuId, Precision weights, Precision kvCache,
                       ReplicaLayout layout = {})
{
    const Catalog& catalog = test::embeddedCatalog();
    const ModelSpec& model = *catalog.model(modelId);
    const ParameterBreakdown parameters = countParameters(model);
    return makeReplicaModel(model, parameters, *catalog.gpu(gpuId), weights, kvCache, layout,
                            weightsPerGpu(model, parameters, weights, layout), kvFootprintPerGpu(model, kvCache, layout),
                            roundAssumptions());
}

ReplicaModel llama8bOnH100(ReplicaLayout layout = {})
{
    return replicaOf("llama-3.1-8b", "h100-sxm", Precision::Bf16, Precision::Bf16, layout);
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

TEST_CASE("The busiest expert-parallel GPU carries the router's skew and the spread of chance")
{
    // 64 assignments a GPU on average over 8 GPUs, a 10 % skew: 64 × 1.1 + √(2 × 64 × ln 8) =
    // 70.4 + √266.17 = 70.4 + 16.315 = 86.715.
    CHECK_THAT(busiestRankLoad(64.0, 8, 0.1), WithinRel(86.715, 1e-4));
    // One GPU receives every assignment, and no other can be busier.
    CHECK(busiestRankLoad(64.0, 1, 0.1) == 64.0);
}

TEST_CASE("A decoding step sums the rooflines of attention and the dense layers, plus layer overhead")
{
    const ReplicaModel replica = llama8bOnH100();
    // Llama 3.1 8B in BF16 on one H100 (3.35 TB/s, 989 TFLOP/s), one sequence at 1,000 tokens.
    // Attention: 32 × (2 × 4096 × 4096 + 2 × 4096 × 1024) = 1,342,177,280 weights, 2,684,354,560
    // bytes, and the KV cache's 131,072 × 1,000 = 131,072,000. The dense layers: 16,059,990,016
    // bytes in all, less attention and the 1,050,673,152 of the input embedding = 12,324,962,304.
    // Both memory-bound at 3.35e12 × 0.5; compute (31.4 µs) far below. Overhead 32 × 10 µs.
    const double memory = (2'684'354'560.0 + 131'072'000.0 + 12'324'962'304.0) / (3.35e12 * 0.5);
    CHECK_THAT(decodeStepTime(replica, 1.0, Tokens(1'000)).value(), WithinRel(memory + 32 * 10e-6, 1e-9));

    // 2,000 sequences at 10 tokens of context are compute-bound in both parts: attention
    // 2000 × (2 × 1,342,177,280 + 4 × 32 × 128 × 10 × 32) / (989e12 × 0.5) = 10.88 ms against
    // (2,684,354,560 + 2000 × 1,310,720) / 1.675e12 = 3.17 ms of reading; the dense layers
    // 2000 × 2 × (7,504,658,432 − 1,342,177,280) / 494.5e12 = 49.85 ms against 7.36 ms.
    const double attention = 2000.0 * (2.0 * 1'342'177'280.0 + 4.0 * 32 * 128 * 10 * 32) / (989e12 * 0.5);
    const double dense = 2000.0 * 2.0 * (7'504'658'432.0 - 1'342'177'280.0) / (989e12 * 0.5);
    CHECK(attention > (2'684'354'560.0 + 2000.0 * 1'310'720.0) / (3.35e12 * 0.5));
    CHECK_THAT(decodeStepTime(replica, 2000.0, Tokens(10)).value(), WithinRel(attention + dense + 32 * 10e-6, 1e-9));
}

TEST_CASE("A mixture of experts reads the experts its batch reaches, at their own efficiency")
{
    const ReplicaModel replica = replicaOf("mixtral-8x7b", "h200-sxm", Precision::Bf16, Precision::Bf16);
    // Mixtral 8x7B in BF16 on one H200 (4.8 TB/s), one sequence at 100 tokens of context.
    // Attention 32 × (2 × 4096 × 32 × 128 + 2 × 4096 × 8 × 128) = 1,342,177,280 weights and
    // KV 131,072 × 100 = 13,107,200 bytes; the dense part the LM head 32000 × 4096 =
    // 131,072,000 and the routers 32 × 4096 × 8 = 1,048,576 weights; 2 bytes each:
    // 2,961,702,912 bytes / 2.4e12 = 1.234043 ms. One token reaches 2 of 8 experts: a quarter of
    // 32 × 8 × 3 × 4096 × 14336 × 2 bytes = 22,548,578,304, read at half the bandwidth
    // efficiency: / 1.2e12 = 18.790482 ms, far above their 2 × 2 × 176,160,768 × 32 operations at
    // 494.5e12. Overhead 32 × 10 µs.
    const double expected = 2'961'702'912.0 / 2.4e12 + 22'548'578'304.0 / 1.2e12 + 32 * 10e-6;
    CHECK_THAT(decodeStepTime(replica, 1.0, Tokens(100)).value(), WithinRel(expected, 1e-9));
}

TEST_CASE("Tensor parallelism adds the all-reduce traffic and latency over NVLink")
{
    const ReplicaModel replica = llama8bOnH100(ReplicaLayout{2, 1});
    // Per layer two all-reduces (after attention, after the FFN) of 64 tokens × 4096 × 2 bytes,
    // of which each GPU moves 2 × (2 − 1) / 2 of it = 524,288 bytes at 450 GB/s (900 GB/s both
    // ways): 1.165 µs each, 74.6 µs over 32 layers; and 2 µs of latency each, 128 µs.
    const double traffic = 2.0 * 32 * 524'288.0 / 450e9 + 2.0 * 32 * 2e-6;
    const double step = decodeStepTime(replica, 64.0, Tokens(1'000)).value();
    // Each GPU reads half the weights read (less its half of the input embedding), and 64
    // sequences × 1,000 tokens of its 4 KV heads: 2 × 32 × 4 × 128 × 2 = 65,536 bytes per token.
    const double weights = (16'059'990'016.0 - 1'050'673'152.0) / 2.0;
    const double kv = 64.0 * 65'536.0 * 1'000.0;
    const double memory = (weights + kv) / (3.35e12 * 0.5);
    CHECK_THAT(step, WithinRel(memory + 32 * 10e-6 + traffic, 1e-9));
}

TEST_CASE("A collective across servers takes its rounds within a server over NVLink and among servers over the network")
{
    // Llama 3.1 405B, 126 layers, two all-reduces each (after attention, after the FFN). On
    // eight H100 of one server an all-reduce takes log2(8) = 3 rounds of 2 µs: 2 × 126 × 6 µs =
    // 1.512 ms a pass. At tensor parallelism 16 over two servers it takes those 3 rounds and
    // log2(2) = 1 round of 10 µs over the network: 2 × 126 × 16 µs = 4.032 ms (counted as
    // log2(16) = 4 rounds at the network's 10 µs it would be 10.08 ms).
    const ReplicaModel server = replicaOf("llama-3.1-405b", "h100-sxm", Precision::Fp8, Precision::Fp8, ReplicaLayout{8, 1});
    const ReplicaModel twoServers = replicaOf("llama-3.1-405b", "h100-sxm", Precision::Fp8, Precision::Fp8, ReplicaLayout{16, 1});
    CHECK_THAT(server.collectiveLatencyPerPass.value(), WithinRel(2.0 * 126 * 6e-6, 1e-12));
    CHECK_THAT(twoServers.collectiveLatencyPerPass.value(), WithinRel(2.0 * 126 * 16e-6, 1e-12));
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

TEST_CASE("Attention ranks each read only their own sequences' latent")
{
    // DeepSeek-R1 on eight B200, FP8 cache: 61 × 576 bytes = 35,136 per token of context, which
    // every GPU of a tensor-parallel group keeps whole. A step of 64 sequences at 2,000 tokens
    // reads 64 × 70,272,000 bytes on each GPU of one rank of eight, 8 × 70,272,000 on each of
    // eight ranks of one.
    const ReplicaModel tensor = replicaOf("deepseek-r1", "b200", Precision::Fp8, Precision::Fp8, ReplicaLayout{8, 1, 1, 8});
    const ReplicaModel ranks = replicaOf("deepseek-r1", "b200", Precision::Fp8, Precision::Fp8, ReplicaLayout{1, 1, 8, 8});
    const DecodeStepModel tensorStep = decodeStepModel(tensor, Tokens(2'000));
    const DecodeStepModel rankStep = decodeStepModel(ranks, Tokens(2'000));
    const double perSequence = 35'136.0 * 2'000.0 / (8e12 * 0.5);
    CHECK_THAT(tensorStep.kvCachePerRankSequence.value(), WithinRel(perSequence, 1e-9));
    CHECK_THAT(rankStep.kvCachePerRankSequence.value(), WithinRel(perSequence, 1e-9));
    CHECK(tensorStep.attentionRanks == 1);
    CHECK(rankStep.attentionRanks == 8);
}

TEST_CASE("Experts spread beyond a domain send part of every dispatch over the network")
{
    // DeepSeek-R1 at FP8 on 16 H100 (two 8-GPU domains), experts over all 16. A token's 8
    // experts fall on 16 × (1 − (15/16)^8) = 16 × 0.403260 = 6.45216 GPUs, of which 15 in 16 are
    // others: 6.04890, each reached over NVLink on the last hop. They lie in 2 × (1 − (1/2)^8) =
    // 1.99219 domains, of which one in two is the other one: 0.99609 crossings of the network.
    // Each copy is 7168 × (1 dispatched in FP8 + 2 combined in BF16) bytes, each GPU sending 1/16
    // of the tokens: NVLink carries 8,129.7 bytes a sequence at 450 GB/s, 18.07 ns; the network
    // 1,338.7 at 50 GB/s, 26.77 ns, the slower; over 58 MoE layers.
    const ReplicaModel replica
        = replicaOf("deepseek-r1", "h100-sxm", Precision::Fp8, Precision::Fp8, ReplicaLayout{1, 1, 16, 16});
    const double otherGpus = 16.0 * (1.0 - std::pow(15.0 / 16.0, 8)) * 15.0 / 16.0;
    const double otherDomains = 2.0 * (1.0 - std::pow(0.5, 8)) * 0.5;
    const double copy = 7168.0 * 3.0 / 16.0;
    CHECK(otherGpus * copy / 450e9 < otherDomains * copy / 50e9);
    CHECK_THAT(decodeStepModel(replica, Tokens(1'000)).allToAllPerSequence.value(),
               WithinRel(otherDomains * copy / 50e9 * 58.0, 1e-9));
    // Within one NVL72 rack the same dispatch stays on NVLink at 900 GB/s.
    const ReplicaModel rack
        = replicaOf("deepseek-r1", "gb200-nvl72", Precision::Fp8, Precision::Fp8, ReplicaLayout{1, 1, 16, 16});
    CHECK_THAT(decodeStepModel(rack, Tokens(1'000)).allToAllPerSequence.value(),
               WithinRel(otherGpus * copy / 900e9 * 58.0, 1e-9));
}

TEST_CASE("A decoding step's expert all-to-all bytes are what its dispatches and combines carry")
{
    const Catalog& catalog = test::embeddedCatalog();
    const ModelSpec& deepseek = *catalog.model("deepseek-r1");
    const GpuSpec& h100 = *catalog.gpu("h100-sxm");
    // DeepSeek-R1 on 16 GPUs, experts over all 16, 100 sequences: each GPU sends 1/16 of them to
    // 6.04890 other GPUs (as above), 7,168 × (1 + 2) bytes a copy with FP8 weights, over 58 MoE
    // layers: 100 × 6.04890 × 21,504 / 16 × 58 = 47.15 MB.
    const ReplicaLayout wide{1, 1, 16, 16};
    const double otherGpus = 16.0 * (1.0 - std::pow(15.0 / 16.0, 8)) * 15.0 / 16.0;
    CHECK_THAT(decodeAllToAllBytes(deepseek, h100, Precision::Fp8, wide, 100.0).value(),
               WithinRel(100.0 * otherGpus * 21'504.0 / 16.0 * 58.0, 1e-12));
    // BF16 weights dispatch in BF16: 7,168 × (2 + 2) bytes a copy.
    CHECK_THAT(decodeAllToAllBytes(deepseek, h100, Precision::Bf16, wide, 100.0).value(),
               WithinRel(100.0 * otherGpus * 28'672.0 / 16.0 * 58.0, 1e-12));
    // Two pipeline stages: each GPU carries the 31 layers of its stage, of which 58/61 route.
    CHECK_THAT(decodeAllToAllBytes(deepseek, h100, Precision::Fp8, ReplicaLayout{1, 2, 16, 16}, 100.0).value(),
               WithinRel(100.0 * otherGpus * 21'504.0 / 16.0 * 58.0 * 31.0 / 61.0, 1e-12));
    // Nothing to exchange with every expert split over every GPU, or in a dense model.
    CHECK(decodeAllToAllBytes(deepseek, h100, Precision::Fp8, ReplicaLayout{8, 1, 1, 1}, 100.0).value() == 0.0);
    CHECK(decodeAllToAllBytes(*catalog.model("llama-3.3-70b"), h100, Precision::Fp8, ReplicaLayout{1, 1, 8, 8}, 100.0).value()
          == 0.0);
}

TEST_CASE("Sparse attention reads the latent of its top k tokens and the indexer's keys of all")
{
    // DeepSeek-V3.2 keeps 61 × 576 = 35,136 FP8 bytes of latent per token; at 10,000 tokens of
    // context its main attention reads only 2,048 of them.
    const ReplicaModel replica = replicaOf("deepseek-v3.2", "b200", Precision::Fp8, Precision::Fp8, ReplicaLayout{8, 1, 1, 8});
    const Bytes held = kvBytesPerSequence(replica.kvPerGpu, Tokens(10'000));
    CHECK_THAT(kvBytesReadPerStep(replica, Tokens(10'000)).value(), WithinRel(held.value() - 35'136.0 * (10'000 - 2'048), 1e-12));
    CHECK(kvBytesReadPerStep(replica, Tokens(1'000)) == kvBytesPerSequence(replica.kvPerGpu, Tokens(1'000)));
}

TEST_CASE("Prefill runs at the prefill share of peak over the prompt's operations")
{
    const ReplicaModel replica = llama8bOnH100();
    // Per prompt token of a 1,000-token prompt: 15,009,316,864 linear operations and attention to
    // half the prompt, 4 × 32 × 128 × 500 × 32 = 262,144,000, at 989e12 × 0.5:
    // 15,271,460,864 / 494.5e12 = 30.883 µs, so 32,380.7 tokens per second.
    CHECK_THAT(prefillRate(replica, Tokens(1'000)).value(), WithinRel(494.5e12 / 15'271'460'864.0, 1e-9));
    // A pass of 16 tokens is bound by reading the weights instead: 15,009,316,864 bytes at
    // 1.675e12 = 8.961 ms against 16 × 30.883 µs = 0.49 ms, plus 32 × 10 µs of overhead.
    CHECK_THAT(prefillForwardTime(replica, Tokens(16), Tokens(1'000)).value(),
               WithinRel(15'009'316'864.0 / 1.675e12 + 32 * 10e-6, 1e-9));
}
