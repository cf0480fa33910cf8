#pragma once

#include "json/EnumNames.h"
#include "units/Compute.h"

#include <array>

namespace tco {

struct GpuSpec;

/// The numeric format of weights or of the KV cache.
enum class Precision { Bf16, Fp16, Fp8, Int8, Int4, Fp4 };

inline constexpr std::array PRECISION_NAMES{
    EnumName<Precision>{Precision::Bf16, "bf16"}, EnumName<Precision>{Precision::Fp16, "fp16"},
    EnumName<Precision>{Precision::Fp8, "fp8"},   EnumName<Precision>{Precision::Int8, "int8"},
    EnumName<Precision>{Precision::Int4, "int4"}, EnumName<Precision>{Precision::Fp4, "fp4"},
};

/// The KV cache's precision when none is stated: the activations' 16-bit format, as serving
/// engines default to (vLLM's kv_cache_dtype "auto"), whatever the weights are stored in.
[[nodiscard]] constexpr Precision defaultKvCachePrecision(Precision weights)
{
    return weights == Precision::Fp16 ? Precision::Fp16 : Precision::Bf16;
}

/// Bytes one weight occupies at `precision`, the quantization scales included.
///
/// 4-bit formats carry a scale per block of weights: INT4 (AWQ/GPTQ) a 16-bit scale and a 4-bit
/// zero point per group of 128 weights, (2 + 0.5) / 128 bytes per weight; FP4 an 8-bit E8M0 scale
/// per block of 32 (the OCP Microscaling MXFP4 format gpt-oss ships in), 1 / 32 bytes per weight.
/// FP8 and INT8 scales are per tensor or per channel and too small to count.
[[nodiscard]] double bytesPerWeight(Precision precision);

/// Bytes one element of the KV cache occupies at `precision`.
[[nodiscard]] double bytesPerCacheElement(Precision precision);

/// The dense tensor throughput matrix multiplies run at with weights at `precision`: the GPU's
/// own rate for that format when it has one and it is faster, else its BF16 rate, since
/// weight-only quantized kernels (INT4 everywhere, FP8 on an A100, INT8 on a B300) widen the
/// weights to BF16 before multiplying.
[[nodiscard]] OpsPerSecond peakThroughput(const GpuSpec& gpu, Precision precision);

} // namespace tco
