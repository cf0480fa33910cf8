#include "sizing/MemoryPlan.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

const Catalog& catalog()
{
    return test::embeddedCatalog();
}

} // namespace

TEST_CASE("The batch limit follows vLLM's default unless stated")
{
    const MemoryAssumptions defaults = memoryAssumptionsOf(ServingAssumptions{});
    // 79.19 GiB usable: at least 70 GiB, so 1024 sequences; an L4's 22.35 GiB: 256.
    CHECK(maxBatchSequences(*catalog().gpu("h100-sxm"), defaults) == 1024);
    CHECK(maxBatchSequences(*catalog().gpu("l4"), defaults) == 256);
    ServingAssumptions stated;
    stated.maxBatchSequences = 64;
    CHECK(maxBatchSequences(*catalog().gpu("h100-sxm"), memoryAssumptionsOf(stated)) == 64);
}

TEST_CASE("The reserve: sampling buffers or the largest forward pass, and runtime memory")
{
    const ModelSpec& llama = *catalog().model("llama-3.1-8b");
    const MemoryAssumptions defaults = memoryAssumptionsOf(ServingAssumptions{});
    // Sampling 1,024 sequences over 128,256 entries: 3.83 × 4 × 1024 × 128256 = 2,012,039,086 bytes
    // (1.87 GiB; vLLM 0.19 logs a 1.89 GiB activation peak). The forward pass of 8,192 tokens
    // holds 8192 × (3 × 14336 + 4 × 4096) × 2 = 973,078,528 bytes: sampling is the larger.
    const RuntimeReserve single = runtimeReserve(llama, ReplicaLayout{1, 1}, defaults, 1024);
    CHECK_THAT(single.activations.value(), WithinRel(3.83 * 4.0 * 1024 * 128256, 1e-12));
    // 0.25 GiB outside the allocator on one GPU, 0.25 + 1.85 GiB under tensor parallelism.
    CHECK(single.runtime == gibibytes(0.25));
    CHECK(runtimeReserve(llama, ReplicaLayout{2, 1}, defaults, 1024).runtime == gibibytes(2.1));

    // With 16 sequences sampling needs 31.4 MB; the forward pass's 973,078,528 bytes is the peak.
    CHECK(runtimeReserve(llama, ReplicaLayout{1, 1}, defaults, 16).activations.value() == 973'078'528.0);
}

TEST_CASE("The KV cache gets what weights and reserve leave of the budget")
{
    const ModelSpec& llama = *catalog().model("llama-3.1-8b");
    ServingAssumptions assumptions;
    assumptions.memoryUtilization = 0.95;
    const MemoryPlan plan = planMemory(llama, countParameters(llama), *catalog().gpu("h100-sxm"), Precision::Bf16,
                                       ReplicaLayout{}, memoryAssumptionsOf(assumptions), 1024);
    // Budget 79.19 GiB × 0.95 = 75.2305 GiB. Weights: embedding and LM head 2 × 128256 × 4096 =
    // 1,050,673,152, attention 32 × (2 × 4096 × 32 × 128 + 2 × 4096 × 8 × 128) = 1,342,177,280,
    // FFN 32 × 3 × 4096 × 14336 = 5,637,144,576; 8,029,995,008 × 2 = 16,059,990,016 bytes
    // (14.957 GiB; vLLM logs 14.99). KV cache: 75.2305 − 14.9570 − 1.8739 − 0.25 = 58.150 GiB,
    // against 58.11 GiB in vLLM 0.19.0's log for this model, GPU and utilization.
    CHECK(plan.budget == gibibytes(79.19 * 0.95));
    CHECK(plan.weights.total.value() == 16'059'990'016.0);
    CHECK_THAT(inGibibytes(plan.kvCache), WithinRel(58.150, 1e-4));
}
