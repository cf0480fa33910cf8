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

TEST_CASE("Accounting device memory, the KV cache gets what weights and reserve leave of the budget")
{
    const ModelSpec& llama = *catalog().model("llama-3.1-8b");
    ServingAssumptions assumptions;
    assumptions.memoryUtilization = 0.95;
    assumptions.memoryAccounting = MemoryAccounting::DeviceMemory;
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

TEST_CASE("Accounting free memory, the KV cache takes the share of what weights and reserve leave")
{
    const ModelSpec& llama = *catalog().model("llama-3.1-8b");
    const GpuSpec& h100 = *catalog().gpu("h100-sxm");
    const MemoryAssumptions freeMemory = memoryAssumptionsOf(ServingAssumptions{});
    REQUIRE(freeMemory.memoryAccounting == MemoryAccounting::FreeMemory);
    const MemoryPlan plan = planMemory(llama, countParameters(llama), h100, Precision::Bf16, ReplicaLayout{}, freeMemory, 1024);
    // Weights 14.95703 GiB, sampling 1.87386 GiB and runtime 0.25 GiB (as above) leave
    // 79.19 − 17.08089 = 62.10911 GiB free, of which TensorRT-LLM's free_gpu_memory_fraction of
    // 0.9 takes 55.89820 GiB; the engine fills 17.08089 + 55.89820 = 72.97909 GiB.
    CHECK_THAT(inGibibytes(plan.kvCache), WithinRel(55.89820, 1e-6));
    CHECK_THAT(inGibibytes(plan.budget), WithinRel(72.97909, 1e-6));
    // The weights may take the whole GPU, not 0.9 of it.
    CHECK(weightCapacity(h100, freeMemory) == h100.usableMemory);
}

TEST_CASE("Weights that fill nearly all of a GPU leave a cache accounting free memory and next to none accounting the device")
{
    // DeepSeek-R1 at FP8 with expert parallelism 4 on four B200, as NVIDIA's TensorRT-LLM
    // performance tables run it.
    const ModelSpec& deepseek = *catalog().model("deepseek-r1");
    const GpuSpec& b200 = *catalog().gpu("b200");
    const ReplicaLayout layout{4, 1, 1, 4};
    ServingAssumptions assumptions;
    const MemoryPlan freePlan
        = planMemory(deepseek, countParameters(deepseek), b200, Precision::Fp8, layout, memoryAssumptionsOf(assumptions), 256);
    assumptions.memoryAccounting = MemoryAccounting::DeviceMemory;
    const MemoryPlan devicePlan
        = planMemory(deepseek, countParameters(deepseek), b200, Precision::Fp8, layout, memoryAssumptionsOf(assumptions), 256);
    const Bytes held = freePlan.weights.total + freePlan.reserve.activations + freePlan.reserve.runtime;
    // The same weights and reserve; free memory: 0.9 × (usable − held); device: 0.9 × usable − held.
    CHECK(freePlan.weights == devicePlan.weights);
    CHECK_THAT(freePlan.kvCache.value(), WithinRel(((b200.usableMemory - held) * 0.9).value(), 1e-12));
    CHECK_THAT(devicePlan.kvCache.value(), WithinRel((b200.usableMemory * 0.9 - held).value(), 1e-12));
    // 671 B parameters at one byte each over four GPUs are about 156 GiB a GPU of 178.36, so a
    // tenth of the device (17.8 GiB) is about all the rest has: accounting the device leaves
    // next to no cache, accounting free memory 0.9 of the ~20 GiB the weights leave. A hundred
    // 2,048-token sequences of the 35,136-byte latent (61 layers × 576 bytes at FP8) need
    // 100 × 2,048 × 35,136 = 7.20 GB: room for them in one plan only.
    const Bytes hundredSequences(100.0 * 2'048 * 35'136);
    CHECK(freePlan.kvCache > hundredSequences);
    CHECK(devicePlan.kvCache < hundredSequences);
}
