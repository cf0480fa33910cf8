#include "sizing/Sizing.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

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
    sizing.assumptions.layout.gpus = 1;
    sizing.assumptions.memoryAccounting = MemoryAccounting::DeviceMemory;
    sizing.maxContext = Tokens(16'384);
    const SizingResult result = sizeReplica(sizing);
    CHECK_FALSE(result.feasible);
    CHECK(result.reason == Infeasibility::NoRoomForOneSequence);
    // Weights 67.66 GiB of 79.19 × 0.9 = 71.27 GiB usable; 1.87 GiB of sampling buffers and 0.25
    // of runtime leave 1.48 GiB, and one 16,384-token sequence needs 327,680 × 16,384 bytes = 5.0 GiB.
    CHECK(explainInfeasibility(result, sizing)
          == "weights need 67.7 GiB per GPU, 71.3 GiB usable leaves 1.5 GiB after 2.1 GiB for activations and runtime, "
             "no room for one 16k-token sequence (5.0 GiB of KV cache per GPU)");

    SizingRequest bf16 = request("llama-3.3-70b", "h100-sxm", Precision::Bf16);
    bf16.assumptions.layout.gpus = 1;
    bf16.assumptions.memoryAccounting = MemoryAccounting::DeviceMemory;
    const SizingResult tooBig = sizeReplica(bf16);
    CHECK(tooBig.reason == Infeasibility::WeightsDoNotFit);
    CHECK(explainInfeasibility(tooBig, bf16)
          == "weights need 131.4 GiB per GPU across 1 H100 SXM5 80GB, more than the 71.3 GiB usable (90 % of 79.2 GiB)");
}

TEST_CASE("Accounting free memory, a model fits while its weights fit, and the cache takes the share of what is left")
{
    // The same 67.66 GiB of weights and 2.12 GiB of reserve leave 79.19 − 69.78 = 9.41 GiB, of
    // which the cache takes 90 %, 8.47 GiB: a 16,384-token sequence's 5.0 GiB fits, a 32,768-token
    // one's 10.0 GiB does not.
    SizingRequest sizing = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    sizing.assumptions.layout.gpus = 1;
    sizing.maxContext = Tokens(16'384);
    CHECK(sizeReplica(sizing).feasible);
    sizing.maxContext = Tokens(32'768);
    const SizingResult result = sizeReplica(sizing);
    CHECK(result.reason == Infeasibility::NoRoomForOneSequence);
    CHECK(explainInfeasibility(result, sizing)
          == "weights need 67.7 GiB per GPU and activations and runtime 2.1 GiB of the 79.2 GiB it has; 90 % of what they "
             "leave, 8.5 GiB, holds no 32k-token sequence (10.0 GiB of KV cache per GPU)");

    SizingRequest bf16 = request("llama-3.3-70b", "h100-sxm", Precision::Bf16);
    bf16.assumptions.layout.gpus = 1;
    const SizingResult tooBig = sizeReplica(bf16);
    CHECK(tooBig.reason == Infeasibility::WeightsDoNotFit);
    CHECK(explainInfeasibility(tooBig, bf16)
          == "weights need 131.4 GiB per GPU across 1 H100 SXM5 80GB, more than the 79.2 GiB each has");
}

TEST_CASE("Tensor parallelism and expert stages may span whole servers, as engines run them")
{
    // SGLang and TensorRT-LLM serve DeepSeek-R1 at FP8 on two H100 servers with tensor
    // parallelism 16 (InferenceX's h100 runs), its experts split by the same 16.
    SizingRequest deepseek = request("deepseek-r1", "h100-sxm", Precision::Fp8);
    CHECK(sizeAggregated(deepseek, ReplicaLayout{16, 1, 1, 1}).feasible);
    SizingRequest llama = request("llama-3.1-405b", "h100-sxm", Precision::Fp8);
    CHECK(sizeAggregated(llama, ReplicaLayout{16, 1}).feasible);
    // A stage of 12 would take a server and a half: not a layout.
    CHECK_FALSE(sizeAggregated(deepseek, ReplicaLayout{1, 1, 12, 12}).feasible);
}

TEST_CASE("A layout the model cannot be split into is refused")
{
    // Llama 3.1 8B has 32 query and 8 KV heads: tensor parallelism 3 splits neither.
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.assumptions.layout.tensorParallel = 3;
    const SizingResult result = sizeReplica(sizing);
    CHECK(result.reason == Infeasibility::NoValidLayout);
    CHECK(explainInfeasibility(result, sizing)
          == "no layout of the chosen degrees splits Llama 3.1 8B's 32 attention heads and 8 KV heads evenly with tensor "
             "parallelism within one scale-up domain of 8 GPUs or over whole domains");
    // 1,000 GPUs make no instance: tensor parallelism splits the 32 heads at most 32 ways and
    // 32 layers allow at most 32 stages, and 1,000 is 8 × 125, 16 × 62.5 or 32 × 31.25.
    sizing.assumptions.layout = LayoutChoice{1'000};
    CHECK(sizeReplica(sizing).reason == Infeasibility::NoValidLayout);
    // Three GPUs do: three pipeline stages of one GPU each.
    sizing.assumptions.layout = LayoutChoice{3};
    CHECK(sizeReplica(sizing).layout.decode == ReplicaLayout{1, 3, 1, 1});
    // A dense model has no experts to spread and no attention ranks to share its FFN.
    CHECK_FALSE(sizeAggregated(sizing, ReplicaLayout{1, 1, 8, 8}).feasible);
}

TEST_CASE("The search fixes what the user fixed and chooses the rest")
{
    SizingRequest sizing = request("deepseek-r1", "h200-sxm", Precision::Fp8);
    sizing.assumptions.layout.tensorParallel = 8;
    sizing.assumptions.layout.serving = ServingChoice::Aggregated;
    const LayoutSearch search = searchLayouts(sizing, false);
    REQUIRE(search.best.feasible);
    for (const SizingResult& candidate : search.candidates) {
        CHECK(candidate.layout.mode == ServingMode::Aggregated);
        CHECK(candidate.layout.decode.tensorParallel == 8);
    }
    // Eight H200 hold DeepSeek-R1 at FP8 (671 GB in 8 × 126.8 GB); fixing eight GPUs keeps every
    // candidate on one server.
    sizing.assumptions.layout = LayoutChoice{8};
    for (const SizingResult& candidate : searchLayouts(sizing, false).candidates)
        CHECK(candidate.layout.decode.gpus() == 8);
}

TEST_CASE("The best configuration serves the most per GPU among those that meet the targets")
{
    SizingRequest sizing = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    sizing.batch.perUserSpeed = TokensPerSecond(50.0);
    const LayoutSearch search = searchLayouts(sizing, false);
    REQUIRE(search.best.feasible);
    CHECK(search.best.meetsTargets());
    for (const SizingResult& candidate : search.candidates) {
        CHECK(candidate.meetsTargets());
        CHECK(candidate.outputPerGpu() <= search.best.outputPerGpu());
    }
    // One H100 holds FP8 Llama 3.3 70B with room for a dozen sequences: a deployment serving
    // users at 50 tokens a second spreads it wider.
    CHECK(search.best.layout.gpus() > 1);
}

TEST_CASE("Candidates come fewest GPUs first, each serving more per GPU than every smaller one")
{
    const std::vector<SizingResult> candidates = feasibleLayouts(request("llama-3.3-70b", "h100-sxm", Precision::Fp8));
    REQUIRE(candidates.size() >= 2);
    for (std::size_t index = 1; index < candidates.size(); ++index) {
        CHECK(candidates[index - 1].layout.gpus() <= candidates[index].layout.gpus());
        CHECK(candidates[index - 1].outputPerGpu() < candidates[index].outputPerGpu());
    }
}

TEST_CASE("A billion-token sequence fits no layout, and the answer says why")
{
    // 131 TB of KV cache for Llama 3.1 8B.
    SizingRequest endless = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    endless.maxContext = Tokens(1e9);
    const std::vector<SizingResult> none = feasibleLayouts(endless);
    REQUIRE(none.size() == 1);
    CHECK_FALSE(none[0].feasible);
    CHECK(none[0].reason == Infeasibility::NoRoomForOneSequence);
}

TEST_CASE("KV capacity is counted in tokens and sequences at the average decoding context")
{
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.shape = RequestShape{Tokens(3'000), Tokens(2'000)};
    const SizingResult result = sizeAggregated(sizing, ReplicaLayout{});
    REQUIRE(result.feasible);
    // A sequence holds on average 3,000 + 2,000 / 2 = 4,000 tokens of 131,072 bytes.
    const double perSequence = 4'000.0 * 131'072.0;
    CHECK(result.kvBytesPerToken.value() == 131'072.0);
    CHECK(result.maxConcurrentSequences == std::floor(result.memory.kvCache.value() / perSequence));
    CHECK(result.kvCacheTokens.value() == result.maxConcurrentSequences * 4'000.0);
}

TEST_CASE("Attention data parallelism holds MLA's latent once per rank")
{
    // DeepSeek-R1's latent is 576 FP8 bytes per layer and token, 61 × 576 = 35,136 bytes: every
    // tensor-parallel GPU keeps it whole, so eight ranks of one GPU hold eight times the
    // sequences of one rank of eight GPUs, less what the ranks' copies of attention take.
    SizingRequest sizing = request("deepseek-r1", "b200", Precision::Fp8);
    sizing.kvCache = Precision::Fp8;
    sizing.shape = RequestShape{Tokens(1'000), Tokens(1'000)};
    const SizingResult tensor = sizeAggregated(sizing, ReplicaLayout{8, 1, 1, 8});
    const SizingResult ranks = sizeAggregated(sizing, ReplicaLayout{1, 1, 8, 8});
    REQUIRE(tensor.feasible);
    REQUIRE(ranks.feasible);
    CHECK(tensor.kvBytesPerToken.value() == 35'136.0);
    const double perSequence = 1'500.0 * 35'136.0;
    CHECK(tensor.maxConcurrentSequences == std::floor(tensor.memory.kvCache.value() / perSequence));
    CHECK(ranks.maxConcurrentSequences == 8.0 * std::floor(ranks.memory.kvCache.value() / perSequence));
    CHECK(ranks.maxConcurrentSequences > 6.0 * tensor.maxConcurrentSequences);
}

TEST_CASE("The batch follows the policy")
{
    SizingRequest sizing = request("llama-3.1-8b", "h100-sxm", Precision::Bf16);
    sizing.shape = RequestShape{Tokens(1'000), Tokens(1'000)};
    const ReplicaLayout one{};
    SECTION("as many as the cache and the engine hold")
    {
        sizing.batch.policy = BatchPolicy::KvCapacity;
        const SizingResult result = sizeAggregated(sizing, one);
        CHECK(result.operating.batch == std::min(result.maxConcurrentSequences, 1024.0));
    }
    SECTION("requests in flight, of which those decoding are the batch")
    {
        sizing.batch = BatchTarget{BatchPolicy::Concurrency, 32.0, TokensPerSecond(0.0)};
        const SizingResult result = sizeAggregated(sizing, one);
        // Little's law: 32 in flight = decoding + requests a second × time to first token.
        const double waiting = result.operating.output.value() / 1'000.0 * result.operating.timeToFirstToken.value();
        CHECK_THAT(result.operating.batch + waiting, WithinRel(32.0, 1e-6));
        CHECK(result.operating.batch < 32.0);
    }
    SECTION("the most sequences whose users each see the target speed")
    {
        sizing.batch = BatchTarget{BatchPolicy::PerUserSpeed, 0.0, TokensPerSecond(50.0)};
        const SizingResult result = sizeAggregated(sizing, one);
        CHECK(result.meetsPerUserTarget);
        CHECK(result.operating.perUser >= TokensPerSecond(50.0));
        CHECK(result.operating.batch > 1.0);
    }
    SECTION("a first token within the target bounds the batch too")
    {
        sizing.batch = BatchTarget{BatchPolicy::PerUserSpeed, 0.0, TokensPerSecond(10.0)};
        const SizingResult unbounded = sizeAggregated(sizing, one);
        sizing.batch.timeToFirstToken = unbounded.operating.timeToFirstToken * 0.9;
        const SizingResult bounded = sizeAggregated(sizing, one);
        CHECK(bounded.meetsTimeToFirstTokenTarget);
        CHECK(bounded.operating.batch < unbounded.operating.batch);
    }
    SECTION("input plus output served in the request's proportions")
    {
        const SizingResult result = sizeAggregated(sizing, one);
        // 1,000 in for every 1,000 out: twice the output rate.
        CHECK_THAT(result.served.value(), WithinRel(2.0 * result.operating.output.value(), 1e-12));
    }
}

TEST_CASE("Disaggregated serving rate-matches its prefill to its decoding")
{
    SizingRequest sizing = request("deepseek-r1", "gb200-nvl72", Precision::Fp4);
    sizing.kvCache = Precision::Fp8;
    sizing.shape = RequestShape{Tokens(8'000), Tokens(1'000)};
    sizing.assumptions.layout.serving = ServingChoice::Disaggregated;
    const SizingResult result = sizeReplica(sizing);
    REQUIRE(result.feasible);
    CHECK(result.layout.mode == ServingMode::Disaggregated);
    CHECK(result.layout.prefillWorkers >= 1);
    CHECK(result.layout.gpus()
          == result.layout.prefillWorkers * result.layout.prefill.gpus()
              + result.layout.decodeWorkers * result.layout.decode.gpus());
    // The prefill keeps up with the prompts the decode instances finish: 8 prompt tokens for
    // every output token.
    CHECK(result.prefill.value() >= result.operating.output.value() * 8.0 * (1.0 - 1e-9));
    CHECK(result.meetsPerUserTarget);
}

TEST_CASE("The frontier trades per-user speed for output per GPU, each point beating every faster one")
{
    SizingRequest sizing = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    const LayoutSearch search = searchLayouts(sizing, true);
    REQUIRE(search.frontier.size() >= 3);
    for (std::size_t index = 1; index < search.frontier.size(); ++index) {
        CHECK(search.frontier[index].perUser < search.frontier[index - 1].perUser);
        CHECK(search.frontier[index].outputPerGpu > search.frontier[index - 1].outputPerGpu);
    }
    // No configuration on it that still gives users the default 25 tokens a second serves more
    // per GPU than the one the search chose for them.
    for (const FrontierPoint& point : search.frontier) {
        if (point.perUser >= sizing.batch.perUserSpeed)
            CHECK(point.outputPerGpu.value() <= search.best.outputPerGpu().value() * (1.0 + 1e-9));
    }
}

TEST_CASE("A fleet covers the busiest hour in whole replicas and whole servers")
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{2, 1};
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

TEST_CASE("Requests without a prompt are served with a finite first token, aggregated or disaggregated")
{
    // A draw of the property test over random scenarios (tests/core/cost/ScenarioPropertyTests.cpp):
    // a disaggregated unit's prefill took ⌈0 / 0⌉ passes for an empty prompt, and its first token NaN.
    SizingRequest sizing = request("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    sizing.shape = RequestShape{Tokens(0.0), Tokens(500.0)};
    const SizingResult apart = sizeDisaggregated(sizing, ReplicaLayout{8, 1}, ReplicaLayout{8, 1}, 1, 1);
    REQUIRE(apart.feasible);
    // No prompt to wait for: the first token is the request's overhead and one decoding step.
    CHECK_THAT(apart.operating.timeToFirstToken.value(),
               WithinRel(sizing.assumptions.requestOverhead.value() + apart.operating.decodeStep.value(), 1e-9));
    const SizingResult together = sizeAggregated(sizing, ReplicaLayout{8, 1});
    REQUIRE(together.feasible);
    CHECK(std::isfinite(together.operating.timeToFirstToken.value()));
}

TEST_CASE("A fleet for the largest volume is counted past 2^31 replicas and GPUs")
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{8, 2};
    replica.served = TokensPerSecond(50.0);
    ServingAssumptions assumptions;
    assumptions.targetUtilization = 0.8;
    assumptions.schedulerEfficiency = 1.0;
    // A replica of 16 GPUs serving 50 tokens a second (130,000-token requests on L4s) at 80 % is
    // planned at 50 × 0.8 × 86,400 / 100 = 34,560 tokens a day at a peak of 100 times the average.
    // 10^15 tokens a day take ⌈10^15 / 34,560⌉ = 28,935,185,186 replicas, 462,962,962,976 GPUs in
    // whole servers of 8, loaded 10^15 / 86,400 / (28,935,185,186 × 50) = 0.8 % on average.
    const double planned = plannedTokensPerDay(replica, 100.0, assumptions);
    CHECK_THAT(planned, WithinRel(34'560.0, 1e-12));
    REQUIRE(servesEnoughForAFleet(replica, planned));
    const FleetPlan plan = planFleet(replica, TokensPerDay(MAX_TOKENS_PER_DAY), 100.0, 8, assumptions);
    CHECK(plan.replicas == 28'935'185'186);
    CHECK(plan.gpus == 462'962'962'976);
    CHECK_THAT(plan.utilization, WithinRel(1e15 / 86'400.0 / (28'935'185'186.0 * 50.0), 1e-12));
    CHECK(plan.utilization < 0.008);
}

TEST_CASE("A replica planned at under one token a day per GPU is too little to build a fleet of")
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{4, 1};
    // Four GPUs planned at 3.99 tokens a day: under one each; at 4, one each.
    CHECK_FALSE(servesEnoughForAFleet(replica, 3.99));
    CHECK(servesEnoughForAFleet(replica, 4.0));
    const SizingResult refused = tooLittleForAFleet(replica);
    CHECK_FALSE(refused.feasible);
    CHECK(refused.reason == Infeasibility::ServesTooLittle);
}

TEST_CASE("Layouts read as the engines' own names")
{
    CHECK(describeLayout(ServingLayout{}) == "1 GPU");
    CHECK(describeLayout(ServingLayout{ServingMode::Aggregated, ReplicaLayout{8, 2, 1, 1}, ReplicaLayout{}, 0, 1})
          == "16 GPUs, TP 8 × PP 2");
    CHECK(describeLayout(ServingLayout{ServingMode::Aggregated, ReplicaLayout{1, 1, 8, 8}, ReplicaLayout{}, 0, 1})
          == "8 GPUs, TP 1 × DP 8, EP 8");
    CHECK(describeLayout(ServingLayout{ServingMode::Disaggregated, ReplicaLayout{1, 1, 16, 16}, ReplicaLayout{4, 1, 1, 4}, 3, 2})
          == "3 prefill × (4 GPUs, TP 4, EP 4) + 2 decode × (16 GPUs, TP 1 × DP 16, EP 16)");
}

TEST_CASE("Kept layouts size as if afresh while their memory plans are kept")
{
    SizingRequest sizing = request("deepseek-r1", "gb200-nvl72", Precision::Fp4);
    sizing.kvCache = Precision::Fp8;
    sizing.shape = RequestShape{Tokens(8'000), Tokens(1'000)};
    sizing.assumptions.layout.serving = ServingChoice::Best;
    std::vector<ServingLayout> layouts;
    for (const SizingResult& result : feasibleLayouts(sizing))
        layouts.push_back(result.layout);
    REQUIRE(std::ranges::any_of(layouts, [](const ServingLayout& layout) { return layout.mode == ServingMode::Disaggregated; }));
    REQUIRE(std::ranges::any_of(layouts, [](const ServingLayout& layout) { return layout.mode == ServingMode::Aggregated; }));
    // One layout that splits 128 heads no way, one whose 671B weights fit no single GPU.
    for (const ReplicaLayout layout : {ReplicaLayout{3, 1}, ReplicaLayout{1, 1}}) {
        ServingLayout aggregated;
        aggregated.decode = layout;
        layouts.push_back(aggregated);
    }
    KeptServingLayouts kept(layouts);

    // Each step changes what the one before did not: efficiencies, latencies and bandwidths
    // (the replicas' assumptions only), then memory assumptions and the request's shape (new
    // memory plans), then the first request again.
    std::vector<SizingRequest> requests{sizing};
    const auto next = [&](auto change) {
        SizingRequest changed = requests.back();
        change(changed);
        requests.push_back(changed);
    };
    next([](SizingRequest& r) { r.assumptions.memoryBandwidthUtilization = 0.5; });
    next([](SizingRequest& r) { r.assumptions.fp4ComputeEfficiency = 0.6; });
    next([](SizingRequest& r) { r.assumptions.scaleUpLatency = microseconds(20.0); });
    next([](SizingRequest& r) { r.assumptions.linkBandwidthUtilization = 0.2; });
    next([](SizingRequest& r) { r.assumptions.scaleOutBandwidth = BytesPerSecond(25e9); });
    next([](SizingRequest& r) { r.batch.perUserSpeed = TokensPerSecond(60.0); });
    next([](SizingRequest& r) { r.assumptions.memoryUtilization = 0.7; });
    next([](SizingRequest& r) { r.assumptions.maxBatchSequences = 64; });
    next([](SizingRequest& r) { r.assumptions.maxBatchedTokens = 32'768.0; });
    next([](SizingRequest& r) { r.shape = RequestShape{Tokens(2'000), Tokens(2'000)}; });
    next([](SizingRequest& r) { r.maxContext = Tokens(100'000); });
    next([](SizingRequest& r) { r.kvCache = Precision::Bf16; });
    requests.push_back(sizing);

    for (std::size_t step = 0; step < requests.size(); ++step) {
        INFO("request " << step);
        const std::vector<SizingResult> sized = kept.size(requests[step]);
        REQUIRE(sized.size() == layouts.size());
        for (std::size_t index = 0; index < layouts.size(); ++index) {
            INFO("layout " << describeLayout(layouts[index]));
            CHECK(sized[index] == sizeServingLayout(requests[step], layouts[index]));
        }
    }
    // The memory assumptions did change the answer: 70 % of the memory holds less KV cache.
    CHECK(kept.size(requests[7]).front().memory.kvCache < kept.size(requests[6]).front().memory.kvCache);
}
