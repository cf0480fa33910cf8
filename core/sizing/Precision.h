#pragma once

#include "scenario/Scenario.h"
#include "units/Compute.h"

namespace tco {

struct GpuSpec;

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
