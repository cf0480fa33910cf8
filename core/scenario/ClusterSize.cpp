#include "scenario/ClusterSize.h"

#include "model/GpuSpec.h"

#include <algorithm>

namespace tco {

DomainSize domainSize(const ClusterSection& cluster, const GpuSpec& gpu)
{
    constexpr int RACK_SCALE_DOMAIN = 72;
    constexpr int GPUS_PER_TRAY = 4;
    const int gpusPerNode = cluster.gpusPerNode.value_or(
        gpu.nvlinkDomainSize >= RACK_SCALE_DOMAIN ? GPUS_PER_TRAY : std::min(gpu.gpusPerServer, gpu.nvlinkDomainSize));
    const int nodes = cluster.nodesPerDomain.value_or(std::max(1, gpu.nvlinkDomainSize / gpusPerNode));
    return DomainSize{nodes, gpusPerNode};
}

std::int64_t clusterGpus(const ClusterSection& cluster, const GpuSpec& gpu)
{
    return static_cast<std::int64_t>(cluster.domains) * domainSize(cluster, gpu).gpus();
}

} // namespace tco
