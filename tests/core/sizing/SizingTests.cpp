#include "sizing/Sizing.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

SizingRequest request(std::string_view model, std::string_view gpu, Precision weights)
{
    const Catalog& catalog = test::embeddedCatalog();
    SizingRequest sizing;
    sizing.model = catalog.model(model);
    sizing.gpu = catalog.gpu(gpu);
    sizing.weights = weights;
    return sizing;
}

} // namespace

TEST_CASE("A model too large for its replica says what does not fit")
{
    SizingRequest sizing = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    sizing.gpusPerReplica = 1;
    sizing.maxContext = Tokens(16'384);
    const SizingResult result = sizeReplica(sizing);
    CHECK_FALSE(result.feasible);
    CHECK(result.reason == Infeasibility::NoRoomForOneSequence);
    // Weights 67.66 GiB of 79.19 × 0.9 = 71.27 GiB usable; 1.87 GiB of sampling buffers and 0.25
    // of runtime leave 1.48 GiB, and one 16,384-token sequence needs 327,680 × 16,384 bytes = 5.0 GiB.
    CHECK(explainInfeasibility(result, sizing) ==
          "weights need 67.7 GiB per GPU, 71.3 GiB usable leaves 1.5 GiB after 2.1 GiB for activations and runtime, "
          "no room for one 16k-token sequence (5.0 GiB of KV cache per GPU)");

    SizingRequest bf16 = request("llama-3.3-70b", "h100-sxm", Precision::Bf16);
    bf16.gpusPerReplica = 1;
    const SizingResult tooBig = sizeReplica(bf16);
    CHECK(tooBig.reason == Infeasibility::WeightsDoNotFit);
    CHECK(explainInfeasibility(tooBig, bf16) ==
          "weights need 131.4 GiB per GPU across 1 H100 SXM5 80GB, more than the 71.3 GiB usable (90 % of 79.2 GiB)");
}

TEST_CASE("Without a GPU count the smallest replica that fits is chosen")
{
    // FP8 Llama 3.3 70B leaves one H100 1.48 GiB of KV cache: enough for one 3,000-token
    // sequence (0.92 GiB), so one GPU is the smallest replica; not for a 16k-token one (above),
    // which takes two.
    SizingRequest seventy = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    CHECK(sizeReplica(seventy).layout == ReplicaLayout{1, 1});
    seventy.maxContext = Tokens(16'384);
    CHECK(sizeReplica(seventy).layout == ReplicaLayout{2, 1});
    // Llama 3.1 405B: 405.9 GB at FP8 needs eight H100 (50.7 GB each); 811.7 GB at BF16 needs two
    // NVLink domains: tensor parallelism 8 within each, two pipeline stages.
    CHECK(sizeReplica(request("llama-3.1-405b", "h100-sxm", Precision::Fp8)).layout == ReplicaLayout{8, 1});
    CHECK(sizeReplica(request("llama-3.1-405b", "h100-sxm", Precision::Bf16)).layout == ReplicaLayout{8, 2});
    // DeepSeek-R1 at FP8 (about 680 GB) needs 16 H100 but fits eight H200.
    CHECK(sizeReplica(request("deepseek-r1", "h100-sxm", Precision::Fp8)).layout == ReplicaLayout{8, 2});
    CHECK(sizeReplica(request("deepseek-r1", "h200-sxm", Precision::Fp8)).layout == ReplicaLayout{8, 1});
    // An L40S has no NVLink; the eight GPUs of its server share layers over PCIe. FP8 Llama 3.3
    // 70B (67.7 GiB) needs two of its 44.42 GiB.
    CHECK(sizeReplica(request("llama-3.3-70b", "l40s", Precision::Fp8)).layout == ReplicaLayout{2, 1});
}

TEST_CASE("A GPU count no layout can use is refused")
{
    // Llama 3.1 8B has 32 layers and at most 8-way tensor parallelism on an H100: 1,000 GPUs
    // cannot make one replica.
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.gpusPerReplica = 1'000;
    const SizingResult result = sizeReplica(sizing);
    CHECK(result.reason == Infeasibility::NoValidLayout);
    CHECK(explainInfeasibility(result, sizing) ==
          "1000 GPUs cannot split Llama 3.1 8B's 32 attention heads and 8 KV heads evenly with tensor parallelism of at most 8");
    // Three GPUs can: tensor parallelism 3 does not divide 32 heads, so three pipeline stages.
    sizing.gpusPerReplica = 3;
    CHECK(sizeReplica(sizing).layout == ReplicaLayout{1, 3});
}

TEST_CASE("KV capacity is counted in tokens and sequences at the average decoding context")
{
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.shape = RequestShape{Tokens(3'000), Tokens(2'000)};
    const SizingResult result = sizeReplica(sizing);
    REQUIRE(result.feasible);
    // A sequence holds on average 3,000 + 2,000 / 2 = 4,000 tokens of 131,072 bytes.
    const double perSequence = 4'000.0 * 131'072.0;
    CHECK(result.kvBytesPerToken.value() == 131'072.0);
    CHECK(result.maxConcurrentSequences == std::floor(result.memory.kvCache.value() / perSequence));
    CHECK(result.kvCacheTokens.value() == result.maxConcurrentSequences * 4'000.0);
}

TEST_CASE("The batch follows the policy")
{
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.shape = RequestShape{Tokens(1'000), Tokens(1'000)};
    SECTION("as many as the cache and the engine hold")
    {
        sizing.batch.policy = BatchPolicy::KvCapacity;
        const SizingResult result = sizeReplica(sizing);
        CHECK(result.operating.batch == std::min(result.maxConcurrentSequences, 1024.0));
    }
    SECTION("a stated concurrency, within what fits")
    {
        sizing.batch = BatchTarget{BatchPolicy::Concurrency, 32.0, TokensPerSecond(0.0)};
        CHECK(sizeReplica(sizing).operating.batch == 32.0);
        sizing.batch.concurrency = 1e6;
        const SizingResult capped = sizeReplica(sizing);
        CHECK(capped.operating.batch == std::min(capped.maxConcurrentSequences, 1024.0));
    }
    SECTION("the most sequences whose users each see the target speed")
    {
        sizing.batch = BatchTarget{BatchPolicy::PerUserSpeed, 0.0, TokensPerSecond(50.0)};
        const SizingResult result = sizeReplica(sizing);
        CHECK(result.meetsPerUserTarget);
        CHECK(result.operating.perUser >= TokensPerSecond(50.0));
        CHECK(result.operating.batch > 1.0);
    }
    SECTION("input plus output served in the request's proportions")
    {
        const SizingResult result = sizeReplica(sizing);
        // 1,000 in for every 1,000 out: twice the output rate.
        CHECK_THAT(result.served.value(), WithinRel(2.0 * result.operating.output.value(), 1e-12));
    }
}

TEST_CASE("A fleet covers the busiest hour in whole replicas and whole servers")
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout = ReplicaLayout{2, 1};
    replica.served = TokensPerSecond(1'000.0);
    ServingAssumptions assumptions;
    assumptions.targetUtilization = 0.9;
    assumptions.schedulerEfficiency = 0.95;
    // 10⁸ tokens a day: 1,157.4 per second on average, 2,314.8 at a peak of twice that. Each
    // replica is planned at 1,000 × 0.9 × 0.95 = 855: ceil(2.707) = 3 replicas of 2 GPUs, 6 GPUs,
    // which a server of 8 rounds up to 8: those hold 4 replicas, loaded 1,157.4 / 4,000 = 28.9 %.
    const FleetPlan plan = planFleet(replica, TokensPerDay(1e8), 2.0, 8, assumptions);
    CHECK(plan.replicas == 3);
    CHECK(plan.gpus == 8);
    CHECK_THAT(plan.utilization, WithinRel(1e8 / 86'400.0 / 4'000.0, 1e-12));
    // A volume one replica covers still takes one, and one whole server.
    const FleetPlan small = planFleet(replica, TokensPerDay(1'000.0), 2.0, 8, assumptions);
    CHECK(small.replicas == 1);
    CHECK(small.gpus == 8);
}

TEST_CASE("Every tensor-parallel layout that fits is sized, smallest first")
{
    // FP8 Llama 3.3 70B fits one H100 and every valid wider degree within the 8-GPU domain: its
    // 64 query and 8 KV heads divide evenly by 1, 2, 4 and 8 only.
    SizingRequest seventy = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    const std::vector<SizingResult> layouts = feasibleLayouts(seventy);
    REQUIRE(layouts.size() == 4);
    CHECK(layouts[0].layout == ReplicaLayout{1, 1});
    CHECK(layouts[1].layout == ReplicaLayout{2, 1});
    CHECK(layouts[2].layout == ReplicaLayout{4, 1});
    CHECK(layouts[3].layout == ReplicaLayout{8, 1});
    for (const SizingResult& layout : layouts) {
        CHECK(layout.feasible);
        CHECK(layout.served.value() > 0.0);
    }
    // BF16 Llama 3.1 405B fits no single domain: only the smallest layout across two.
    const std::vector<SizingResult> twoDomains = feasibleLayouts(request("llama-3.1-405b", "h100-sxm", Precision::Bf16));
    REQUIRE(twoDomains.size() == 1);
    CHECK(twoDomains[0].layout == ReplicaLayout{8, 2});
    // A billion-token sequence (131 TB of KV cache for Llama 3.1 8B) fits no layout at all: the
    // single answer says why.
    SizingRequest endless = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    endless.maxContext = Tokens(1e9);
    const std::vector<SizingResult> none = feasibleLayouts(endless);
    REQUIRE(none.size() == 1);
    CHECK_FALSE(none[0].feasible);
    CHECK(none[0].reason == Infeasibility::NoRoomForOneSequence);
}
