#pragma once

#include "model/Provenance.h"
#include "units/Compute.h"
#include "units/Data.h"
#include "units/Money.h"
#include "units/Power.h"

#include <optional>
#include <string>

namespace tco {

/// One accelerator as its datasheet describes it, per GPU.
struct GpuSpec {
    std::string id;
    std::string vendor;
    std::string name;
    std::string formFactor;
    Bytes memory;
    /// What the driver lets programs use (CUDA's total device memory): less than nominal by
    /// the firmware's and ECC's reserve, and what serving engines take their share of.
    Bytes usableMemory;
    BytesPerSecond memoryBandwidth;
    /// Dense tensor throughput per precision (no structured sparsity); empty when unsupported.
    std::optional<OpsPerSecond> bf16Dense;
    std::optional<OpsPerSecond> fp8Dense;
    std::optional<OpsPerSecond> fp4Dense;
    std::optional<OpsPerSecond> int8Dense;
    /// Board power; empty when the vendor does not publish it.
    std::optional<Watts> tdp;
    /// Scale-up bandwidth per GPU, both directions added (the vendors' convention).
    BytesPerSecond interconnectBandwidth;
    /// Scale-out (InfiniBand, RoCE or Ethernet) bandwidth per GPU, one direction: the NICs of
    /// the reference server divided by its GPUs. What crosses between scale-up domains (expert
    /// parallelism, pipeline stages, KV-cache hand-over) goes over it.
    BytesPerSecond scaleOutBandwidth;
    /// GPUs that share one NVLink (or equivalent) domain.
    int nvlinkDomainSize = 1;
    /// GPUs in the unit that is bought and racked: a server, or a whole rack for NVL72.
    int gpusPerServer = 1;
    int launchYear = 0;
    std::optional<Money> listPrice;
    Provenance provenance;

    friend bool operator==(const GpuSpec&, const GpuSpec&) = default;
};

} // namespace tco
