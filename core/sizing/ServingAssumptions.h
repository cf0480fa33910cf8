#pragma once

#include "units/Data.h"
#include "units/Time.h"

namespace tco {

/// The named factors that turn a roofline into what serving engines measure, and the
/// operating choices of a fleet. Every default is calibrated on published measurements or
/// taken from an engine's documented default; docs/sizing-model.md gives each its source and
/// the validation table the calibrated ones are fitted to. All are scenario inputs.
///
/// The five efficiency factors are fitted together by bench/calibrate_sizing to 30 published
/// throughput measurements (TensorRT-LLM, NIM and vLLM; H100, H200, B200 and MI300X; dense and
/// MoE models from 8B to 671B; single users to full batches); refit them there when the
/// measurements change.
struct ServingAssumptions {
    /// Share of the GPU's usable memory the engine may fill (vLLM's gpu_memory_utilization,
    /// default 0.9 in vllm/config/cache.py).
    double memoryUtilization = 0.9;
    /// Share of peak memory bandwidth that decoding reaches reading weights and KV cache (MBU).
    double memoryBandwidthUtilization = 0.59;
    /// Share of that bandwidth the routed experts of a mixture of experts reach: each expert
    /// multiplies only the few tokens routed to it, in small grouped GEMMs, and tokens are
    /// permuted to and from the experts around them.
    double expertBandwidthUtilization = 0.21;
    /// Share of peak tensor throughput a compute-bound decoding step reaches (MFU).
    double decodeComputeUtilization = 0.30;
    /// Share of peak tensor throughput prefill reaches.
    double prefillComputeUtilization = 0.56;
    /// Fixed time per transformer layer per decoding step: kernel launches, small operators and
    /// the synchronisation of tensor-parallel all-reduces, which CUDA graphs do not hide. (Fitted
    /// alone, a separate all-reduce latency comes out at zero: this term holds it.)
    Seconds layerOverhead = microseconds(32.0);
    /// Bandwidth and latency between GPUs of different NVLink domains: one 400 Gb/s
    /// InfiniBand or RoCE port per GPU, as in NVIDIA's DGX H100 and DGX B200 reference designs.
    BytesPerSecond scaleOutBandwidth = gigabytesPerSecond(50.0);
    Seconds scaleOutLatency = microseconds(10.0);
    /// The most sequences the engine batches; 0 takes vLLM's default: 1024 on GPUs of 70 GiB
    /// or more, 256 below (vllm/engine/arg_utils.py).
    int maxBatchSequences = 0;
    /// Tokens in the engine's largest forward pass, which sizes its activation buffers
    /// (vLLM's max_num_batched_tokens for online serving, default 8192).
    double maxBatchedTokens = 8192.0;
    /// Share of a replica's throughput the fleet is planned to use at the busiest hour, so
    /// that arrivals in bursts still meet their latency: MLPerf Inference's Server results,
    /// under Poisson arrivals and latency bounds, reach 88–98 % of the same systems' Offline
    /// throughput.
    double targetUtilization = 0.9;
    /// Share of the fleet's GPUs that can hold a replica after placement: a rack-aware
    /// scheduler packs whole replicas into NVLink domains, a naive one strands GPUs.
    double schedulerEfficiency = 0.95;

    friend bool operator==(const ServingAssumptions&, const ServingAssumptions&) = default;
};

} // namespace tco
