#include "sizing/Precision.h"

#include "model/GpuSpec.h"

#include <algorithm>

namespace tco {
namespace {

constexpr double INT4_GROUP_SIZE = 128.0;
constexpr double INT4_SCALE_AND_ZERO_BYTES = 2.0 + 0.5;
constexpr double MXFP4_BLOCK_SIZE = 32.0;
constexpr double MXFP4_SCALE_BYTES = 1.0;

} // namespace

double bytesPerCacheElement(Precision precision)
{
    switch (precision) {
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0;
    case Precision::Int4:
    case Precision::Fp4:
        return 0.5;
    }
    return 2.0;
}

double bytesPerWeight(Precision precision)
{
    // The element itself, plus the 4-bit formats' block scales.
    switch (precision) {
    case Precision::Int4:
        return bytesPerCacheElement(precision) + INT4_SCALE_AND_ZERO_BYTES / INT4_GROUP_SIZE;
    case Precision::Fp4:
        return bytesPerCacheElement(precision) + MXFP4_SCALE_BYTES / MXFP4_BLOCK_SIZE;
    case Precision::Bf16:
    case Precision::Fp16:
    case Precision::Fp8:
    case Precision::Int8:
        return bytesPerCacheElement(precision);
    }
    return bytesPerCacheElement(precision);
}

OpsPerSecond peakThroughput(const GpuSpec& gpu, Precision precision)
{
    // Every catalog GPU has a BF16 rate (the catalog rules require it). A format whose own tensor
    // cores are slower than BF16 (INT8 on Blackwell Ultra, cut to 125 TOPS) is widened to BF16
    // instead, as weight-only kernels do.
    const OpsPerSecond bf16 = gpu.bf16Dense.value_or(OpsPerSecond(0.0));
    const auto fasterOf = [&](const std::optional<OpsPerSecond>& own) { return own ? std::max(*own, bf16) : bf16; };
    switch (precision) {
    case Precision::Fp8:
        return fasterOf(gpu.fp8Dense);
    case Precision::Int8:
        return fasterOf(gpu.int8Dense);
    case Precision::Fp4:
        return fasterOf(gpu.fp4Dense);
    case Precision::Bf16:
    case Precision::Fp16:
    case Precision::Int4:
        return bf16;
    }
    return bf16;
}

} // namespace tco
