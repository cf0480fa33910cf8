// The sizing model against published measurements (tests/data/validation/serving-measurements.json
// and sizing-validation.json, tabled in docs/sizing-model.md). The held-out error table is pinned,
// so any change to the model shows here as moved cells; after a deliberate change,
// bench/calibrate_sizing prints the new table and --pin re-pins the memory estimates.

#include "SizingValidation.h"

#include "TestPaths.h"
#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <set>

using namespace tco;
using namespace tco::validation;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

const std::vector<ServingCase>& servingCases()
{
    static const std::vector<ServingCase> loaded = loadServingCases(TCO_TEST_DATA_DIR "/validation/serving-measurements.json",
                                                                    TCO_TEST_DATA_DIR "/validation/sizing-validation.json");
    return loaded;
}

const std::vector<MemoryCase>& memoryCases()
{
    static const std::vector<MemoryCase> loaded = loadMemoryCases(TCO_TEST_DATA_DIR "/validation/sizing-validation.json");
    return loaded;
}

} // namespace

TEST_CASE("The validation set covers dense and MoE models, H100 to GB300 and MI300X to MI355X, both serving modes")
{
    int judged = 0;
    int dense = 0;
    int disaggregated = 0;
    int withFirstToken = 0;
    std::set<std::string> gpus;
    for (const ServingCase& servingCase : servingCases()) {
        if (servingCase.speculative)
            continue;
        ++judged;
        dense += servingCase.mixtureOfExperts(test::embeddedCatalog()) ? 0 : 1;
        disaggregated += servingCase.mode == ServingMode::Disaggregated ? 1 : 0;
        withFirstToken += servingCase.timeToFirstTokenMs ? 1 : 0;
        gpus.insert(servingCase.gpu);
    }
    CHECK(judged >= 1'000);
    CHECK(dense >= 300);
    CHECK(disaggregated >= 100);
    CHECK(withFirstToken >= 300);
    for (const std::string gpu : {"h100-sxm", "h200-sxm", "b200", "b300", "gb200-nvl72", "gb300-nvl72", "mi300x", "mi355x"})
        CHECK(gpus.contains(gpu));
}

TEST_CASE("Memory estimates stay where they were pinned")
{
    const ServingAssumptions defaults;
    for (const MemoryCase& memoryCase : memoryCases()) {
        INFO(memoryCase.id);
        REQUIRE(memoryCase.pinnedEstimate);
        // Pinned to four significant digits.
        CHECK_THAT(estimate(memoryCase, test::embeddedCatalog(), defaults), WithinRel(*memoryCase.pinnedEstimate, 1e-3));
    }
}

TEST_CASE("Every layout a published measurement ran is one the memory plan admits")
{
    // A layout an engine ran fits by definition; each one refused is a defect of the plan.
    const std::vector<InfeasibleCase> refused = infeasibleCases(servingCases(), test::embeddedCatalog(), ServingAssumptions{});
    for (const InfeasibleCase& infeasible : refused)
        INFO(infeasible.servingCase->id << ": " << infeasible.reason);
    CHECK(refused.empty());
}

TEST_CASE("The held-out errors stay where they were pinned, and meet the accuracy targets")
{
    const ErrorTable table = errorTable(servingCases(), memoryCases(), test::embeddedCatalog(), ServingAssumptions{}, true);
    // The table of docs/sizing-model.md §10, printed by bench/calibrate_sizing: median absolute
    // errors of output per GPU, inter-token latency and time to first token on the held-out
    // campaigns, dense then MoE.
    const double pinned[2][3] = {{0.118, 0.078, 0.047}, {0.212, 0.156, 0.514}};
    for (int metric = 0; metric < 3; ++metric) {
        INFO("metric " << metric);
        CHECK_THAT(table.dense[metric].medianError, WithinAbs(pinned[0][metric], 0.005));
        CHECK_THAT(table.moe[metric].medianError, WithinAbs(pinned[1][metric], 0.005));
    }
    // The MoE first tokens of aggregated and of disaggregated systems apart.
    CHECK_THAT(table.moeFirstToken[0].medianError, WithinAbs(0.263, 0.005));
    CHECK_THAT(table.moeFirstToken[1].medianError, WithinAbs(0.753, 0.005));
    // Targets: inter-token latency within 30 %, dense throughput within 15 %, first tokens within
    // 30 %. Disaggregated mixture-of-experts first tokens miss theirs, and with them MoE first
    // tokens as a whole; MoE throughput (21 %) is worst on wide expert parallelism over H100 and
    // H200 servers and on MI355X (docs/sizing-model.md §11 says why).
    CHECK(table.dense[0].cases >= 30);
    CHECK(table.dense[0].medianError <= 0.15);
    CHECK(table.moe[0].cases >= 300);
    for (const ErrorCell& cell : {table.dense[1], table.moe[1]}) {
        CHECK(cell.cases >= 10);
        CHECK(cell.medianError <= 0.30);
    }
    CHECK(table.dense[2].medianError <= 0.30);
    CHECK(table.moeFirstToken[0].cases >= 30);
    CHECK(table.moeFirstToken[0].medianError <= 0.30);
    CHECK(table.memory <= 0.02);
}

TEST_CASE("Every held-out group of model, layout and GPU has its inter-token latency within 30 %")
{
    const std::vector<ErrorGroup> groups = errorGroups(servingCases(), test::embeddedCatalog(), ServingAssumptions{}, true);
    int measured = 0;
    for (const ErrorGroup& group : groups) {
        const ErrorCell& latency = group.cells[static_cast<int>(Metric::InterTokenLatency)];
        if (latency.cases == 0)
            continue;
        ++measured;
        INFO((group.moe ? "MoE " : "dense ") << (group.wideExpertParallel ? "wide EP " : "TP ") << group.gpu);
        CHECK(latency.medianError <= 0.30);
    }
    // Dense H100; MoE with tensor parallelism on seven GPUs and wide expert parallelism on six.
    CHECK(measured == 14);
}

TEST_CASE("Two H100 hold fourteen times the KV cache of one for Llama 3.1 70B, and serve four times as much")
{
    // vLLM's "Distributed Inference with vLLM" (2025-02-17): FP8 Llama 3.1 70B, 1,024 in / 128
    // out, vLLM 0.7.0: 923 KV-cache blocks on one H100 against 12,830 on two (13.9×), 2,282
    // against 8,967 tokens a second (3.9×).
    const Catalog& catalog = test::embeddedCatalog();
    SizingRequest request;
    request.model = catalog.model("llama-3.1-70b");
    request.gpu = catalog.gpu("h100-sxm");
    request.weights = Precision::Fp8;
    request.shape = RequestShape{Tokens(1'024), Tokens(128)};
    request.batch.policy = BatchPolicy::KvCapacity;
    // The post states neither; vLLM 0.7 ran at most 256 sequences, and 923 blocks of 16 tokens ×
    // 327,680 bytes (4.5 GiB) do not fit beside 67.7 GiB of weights at its default 0.9 of 79.19 GiB:
    // it ran at 0.95.
    request.assumptions.maxBatchSequences = 256;
    request.assumptions.memoryUtilization = 0.95;
    request.assumptions.memoryAccounting = MemoryAccounting::DeviceMemory;
    const SizingResult one = sizeAggregated(request, ReplicaLayout{1, 1});
    const SizingResult two = sizeAggregated(request, ReplicaLayout{2, 1});
    REQUIRE(one.feasible);
    REQUIRE(two.feasible);
    // Blocks hold the same tokens on one GPU or split over two: the ratio of tokens held.
    CHECK_THAT(two.kvCacheTokens / one.kvCacheTokens, WithinRel(13.9, 0.15));
    CHECK_THAT(two.served / one.served, WithinRel(3.9, 0.2));
}
