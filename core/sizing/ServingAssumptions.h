#pragma once

#include "json/EnumNames.h"
#include "sizing/ReplicaLayout.h"
#include "units/Data.h"
#include "units/Time.h"

#include <array>

namespace tco {

/// What an engine's memory share (ServingAssumptions::memoryUtilization) is a share of.
enum class MemoryAccounting {
    /// The KV cache takes the share of the memory the weights, activations and runtime leave:
    /// TensorRT-LLM's kv_cache_config.free_gpu_memory_fraction (default 0.9). A model whose
    /// weights nearly fill the GPU still runs, with a small cache, as vendors run DeepSeek-R1 at
    /// FP8 on four B200.
    FreeMemory,
    /// Weights, activations, runtime and KV cache together within the share of the device's
    /// memory: vLLM's gpu_memory_utilization (default 0.9), and SGLang's mem_fraction_static
    /// for weights and cache.
    DeviceMemory,
};

inline constexpr std::array MEMORY_ACCOUNTING_NAMES{
    EnumName<MemoryAccounting>{MemoryAccounting::FreeMemory, "free_memory"},
    EnumName<MemoryAccounting>{MemoryAccounting::DeviceMemory, "device_memory"},
};

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
    /// Share of memory the engine may fill, of what `memoryAccounting` says: 0.9 is the default
    /// of TensorRT-LLM's free_gpu_memory_fraction (tensorrt_llm/llmapi/llm_args.py
    /// KvCacheConfig) and of vLLM's gpu_memory_utilization (vllm/config/cache.py).
    double memoryUtilization = 0.9;
    /// How the engine divides memory. Free memory by default: most published measurements are
    /// of TensorRT-LLM, Dynamo and NIM, and a layout that fits the GPU then fits the plan.
    MemoryAccounting memoryAccounting = MemoryAccounting::FreeMemory;
    /// Share of peak memory bandwidth that decoding reaches reading weights and KV cache (MBU).
    double memoryBandwidthUtilization = 0.89;
    /// Share of that bandwidth the routed experts of a mixture of experts reach: each expert
    /// multiplies only the few tokens routed to it, in small grouped GEMMs, and tokens are
    /// permuted to and from the experts around them.
    double expertBandwidthUtilization = 0.66;
    /// Share of peak tensor throughput the routed experts' grouped GEMMs reach once many tokens
    /// reach each expert, in decoding. Prefill's experts run at prefillComputeUtilization: fitted
    /// at this one instead, they moved the held-out first tokens closer but the throughputs
    /// further (docs/sizing-model.md §11).
    double expertComputeUtilization = 0.38;
    /// Tokens per expert at which an expert's GEMM reaches half that efficiency: below, its
    /// tiles run mostly empty. Each expert a pass reaches costs as much as this many tokens more.
    double expertTokensAtHalfEfficiency = 61.0;
    /// The busiest expert-parallel GPU's tokens beyond the mean, as a share of the mean, on top
    /// of the spread uniform routing gives: real routers favour some experts, and expert
    /// load balancers even most of it out.
    double routingImbalance = 1.0;
    /// Share of peak tensor throughput a compute-bound decoding step's linear layers reach (MFU).
    double decodeComputeUtilization = 0.57;
    /// Share of peak tensor throughput decoding attention's own products (QKᵀ and PV against
    /// the cache) reach: attention kernels, not GEMMs.
    double attentionComputeUtilization = 0.45;
    /// Share of the FP4 tensor peak that FP4 kernels reach relative to other formats' share of
    /// theirs: block-scaled FP4 spends part of its doubled rate quantizing activations and
    /// applying scales.
    double fp4ComputeEfficiency = 0.36;
    /// Share of peak tensor throughput prefill reaches.
    double prefillComputeUtilization = 0.63;
    /// Time a request spends outside the GPUs before its first token: the API server's
    /// parsing and tokenization, scheduling, and streaming the token back.
    Seconds requestOverhead{0.125};
    /// Whether an engine with several attention ranks holds prompts until every rank can take
    /// one in the same step (TensorRT-LLM's attention_dp_config.enable_balance, which its
    /// DeepSeek-R1 recipes set), so that a step's prefill is the ranks' evenly shared work;
    /// otherwise (SGLang's and vLLM's data-parallel attention) a step lasts a chunk's prefill
    /// whenever any rank has one, since every MoE layer waits for the slowest rank.
    bool balancedAttentionRanks = false;
    /// Steps between the scheduler's looks for new requests while it decodes: 1 for vLLM and
    /// TensorRT-LLM, which look before every step; SGLang looks every --scheduler-recv-interval
    /// steps (default 1). A request arriving at a random moment waits half of them on average
    /// before its prefill can begin.
    int schedulerPollSteps = 1;
    /// Time per sequence per decoding step outside the GPU's kernels, on each attention rank:
    /// the scheduler's bookkeeping, sampling and detokenization of each sequence, which engines
    /// overlap with the GPU's work only in part.
    Seconds sequenceOverhead = microseconds(6.7);
    /// Fixed time per transformer layer per decoding step: kernel launches, small operators and
    /// the synchronisation of tensor-parallel all-reduces, which CUDA graphs do not hide. (Fitted
    /// alone, a separate all-reduce latency comes out at zero: this term holds it.)
    Seconds layerOverhead = microseconds(66.0);
    /// Share of the scale-up link's bandwidth (NVLink, or PCIe between cards without it) that
    /// collectives (all-reduce, all-to-all) reach.
    double linkBandwidthUtilization = 0.35;
    /// Share of the scale-out network's bandwidth that transfers across it reach.
    double scaleOutBandwidthUtilization = 0.50;
    /// Bandwidth per GPU, one direction, between GPUs of different scale-up domains; zero takes
    /// the GPU's catalog figure (its reference design's InfiniBand or RoCE ports).
    BytesPerSecond scaleOutBandwidth{0.0};
    /// Latency of one collective (all-reduce, dispatch or combine) within a scale-up domain,
    /// whatever its size: the synchronisation of its GPUs.
    Seconds scaleUpLatency = microseconds(7.0);
    /// Latency of one transfer or collective across the scale-out network.
    Seconds scaleOutLatency = microseconds(48.0);
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
    /// The layout degrees and serving mode the user fixed; the search chooses the rest.
    LayoutChoice layout;

    friend bool operator==(const ServingAssumptions&, const ServingAssumptions&) = default;
};

/// The serving assumptions a GPU's memory plan reads, and nothing else: planMemory() takes only
/// these, so requests alike in them divide every layout's memory alike whatever their
/// efficiencies, and an analysis drawing an efficiency need not plan the memory again.
/// Their defaults are ServingAssumptions' own, by memoryAssumptionsOf().
struct MemoryAssumptions {
    double memoryUtilization = 0.0;
    MemoryAccounting memoryAccounting = MemoryAccounting::FreeMemory;
    int maxBatchSequences = 0;
    double maxBatchedTokens = 0.0;

    friend bool operator==(const MemoryAssumptions&, const MemoryAssumptions&) = default;
};

[[nodiscard]] constexpr MemoryAssumptions memoryAssumptionsOf(const ServingAssumptions& assumptions)
{
    return MemoryAssumptions{assumptions.memoryUtilization, assumptions.memoryAccounting, assumptions.maxBatchSequences,
                             assumptions.maxBatchedTokens};
}

} // namespace tco
