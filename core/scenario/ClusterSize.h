#pragma once

#include "scenario/ClusterSection.h"

#include <cstdint>

namespace tco {

struct GpuSpec;

/// One scale-up domain of a cluster: its nodes and the GPUs of each.
struct DomainSize {
    int nodes = 1;
    int gpusPerNode = 8;

    [[nodiscard]] constexpr int gpus() const { return nodes * gpusPerNode; }
};

/// The domains of `cluster` on `gpu`: its own sizes, else from the GPU's catalog entry, a tray
/// of four GPUs for NVL72-class racks (18 trays of 4) and the server's GPUs for the rest, as
/// many nodes as make up the NVLink domain.
[[nodiscard]] DomainSize domainSize(const ClusterSection& cluster, const GpuSpec& gpu);

/// The GPUs of every domain together, which a simulation holds at most MAX_CLUSTER_GPUS of.
[[nodiscard]] std::int64_t clusterGpus(const ClusterSection& cluster, const GpuSpec& gpu);

/// Five times the largest clusters announced (xAI's Colossus at 200,000 GPUs in 2025): a
/// larger one is a typo, and its GPUs would no longer fit the simulation's counts.
inline constexpr std::int64_t MAX_CLUSTER_GPUS = 1'000'000;

} // namespace tco
