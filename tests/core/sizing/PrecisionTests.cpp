#include "sizing/Precision.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("Weights take their format's bytes plus the block scales")
{
    CHECK(bytesPerWeight(Precision::Bf16) == 2.0);
    CHECK(bytesPerWeight(Precision::Fp16) == 2.0);
    CHECK(bytesPerWeight(Precision::Fp8) == 1.0);
    CHECK(bytesPerWeight(Precision::Int8) == 1.0);
    // INT4 (AWQ/GPTQ): half a byte, plus a 2-byte scale and a half-byte zero point per 128 weights:
    // 0.5 + 2.5 / 128 = 0.51953125.
    CHECK(bytesPerWeight(Precision::Int4) == 0.51953125);
    // MXFP4: half a byte, plus a 1-byte E8M0 scale per 32 weights: 0.5 + 1 / 32 = 0.53125.
    CHECK(bytesPerWeight(Precision::Fp4) == 0.53125);
}

TEST_CASE("The KV cache takes its format's bytes")
{
    CHECK(bytesPerCacheElement(Precision::Bf16) == 2.0);
    CHECK(bytesPerCacheElement(Precision::Fp8) == 1.0);
    CHECK(bytesPerCacheElement(Precision::Fp4) == 0.5);
}

TEST_CASE("Matrix multiplies run at the GPU's rate for the format, else at BF16")
{
    const Catalog& catalog = test::embeddedCatalog();
    const GpuSpec& h100 = *catalog.gpu("h100-sxm");
    const GpuSpec& a100 = *catalog.gpu("a100-80gb-sxm");
    // H100 SXM datasheet, dense: 989 TFLOP/s BF16, 1979 FP8; no FP4 tensor cores.
    CHECK(peakThroughput(h100, Precision::Fp8) == teraOpsPerSecond(1979));
    CHECK(peakThroughput(h100, Precision::Fp4) == teraOpsPerSecond(989));
    // Weight-only INT4 widens to BF16 before multiplying.
    CHECK(peakThroughput(h100, Precision::Int4) == teraOpsPerSecond(989));
    // The A100 has no FP8 tensor cores: FP8 weights multiply at its 312 TFLOP/s BF16 rate.
    CHECK(peakThroughput(a100, Precision::Fp8) == teraOpsPerSecond(312));
    CHECK(peakThroughput(a100, Precision::Int8) == teraOpsPerSecond(624));
    // Blackwell Ultra cut INT8 to 125 TOPS dense (HGX B300: 2 POPS with sparsity over 8 GPUs),
    // below its 2,250 TFLOP/s BF16: INT8 weights are widened to BF16 instead.
    const GpuSpec& b300 = *catalog.gpu("b300");
    CHECK(peakThroughput(b300, Precision::Int8) == teraOpsPerSecond(2250));
    // Its FP4, 105 PFLOP/s dense over 8 GPUs, is its own: 13,125 TFLOP/s.
    CHECK(peakThroughput(b300, Precision::Fp4) == teraOpsPerSecond(13125));
}
