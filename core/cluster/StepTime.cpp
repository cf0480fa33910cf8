#include "cluster/StepTime.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <vector>

namespace tco {
namespace {

/// The domain of each rank, in rank order.
std::vector<int> domainOfRanks(std::span<const int> gpusPerDomain)
{
    std::vector<int> domains;
    for (std::size_t domain = 0; domain < gpusPerDomain.size(); ++domain)
        domains.insert(domains.end(), static_cast<std::size_t>(gpusPerDomain[domain]), static_cast<int>(domain));
    return domains;
}

/// Of the groups of `size` ranks `stride` apart that span domains, the fewest ranks any holds
/// in one domain; nothing when every group sits in one domain. Groups of one dimension are the
/// ranks r + k × stride (k < size) for every r whose own coordinate in it is 0.
std::optional<std::size_t> fewestRanksPerDomainOfSpanningGroups(std::span<const int> domains, std::size_t stride,
                                                                std::size_t size)
{
    std::optional<std::size_t> fewest;
    std::map<int, std::size_t> ranksIn;
    for (std::size_t first = 0; first < domains.size(); ++first) {
        if ((first / stride) % size != 0)
            continue;
        ranksIn.clear();
        for (std::size_t k = 0; k < size && first + k * stride < domains.size(); ++k)
            ++ranksIn[domains[first + k * stride]];
        if (ranksIn.size() < 2)
            continue;
        for (const auto& [domain, ranks] : ranksIn)
            fewest = std::min(fewest.value_or(ranks), ranks);
    }
    return fewest;
}

/// The time of the slowest rank's share of an all-to-all in which each rank of every group of
/// `size` ranks `stride` apart sends `bytes` evenly to the group's other ranks: the share for
/// peers in its own domain over the scale-up link, the share for the rest over its own
/// scale-out link, at once. Groups as in fewestRanksPerDomainOfSpanningGroups().
Seconds slowestAllToAll(std::span<const int> domains, std::size_t stride, std::size_t size, Bytes bytes, LinkBandwidths links)
{
    Seconds slowest(0.0);
    std::map<int, std::size_t> ranksIn;
    for (std::size_t first = 0; first < domains.size(); ++first) {
        if ((first / stride) % size != 0)
            continue;
        ranksIn.clear();
        std::size_t ranks = 0;
        for (; ranks < size && first + ranks * stride < domains.size(); ++ranks)
            ++ranksIn[domains[first + ranks * stride]];
        if (ranks < 2)
            continue;
        const auto peers = static_cast<double>(ranks - 1);
        for (const auto& domainRanks : ranksIn) {
            const auto peersInDomain = static_cast<double>(domainRanks.second - 1);
            const Seconds inside = bytes * (peersInDomain / peers) / links.scaleUp;
            const Seconds across = bytes * ((peers - peersInDomain) / peers) / links.scaleOut;
            slowest = std::max({slowest, inside, across});
        }
    }
    return slowest;
}

/// The bytes each rank of a tensor-parallel group sends in `allReducesPerLayer` ring
/// all-reduces of the activations of every layer, each 2 (t − 1) / t of them.
Bytes activationAllReduceBytes(const TensorParallelTraffic& traffic, double allReducesPerLayer)
{
    const auto ranks = static_cast<double>(traffic.tensorParallel);
    const double activationBytes = traffic.tokens.value() * traffic.hidden * traffic.bytesPerElement;
    return Bytes(allReducesPerLayer * 2.0 * (ranks - 1.0) / ranks * traffic.layers * activationBytes);
}

} // namespace

Seconds stepTime(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, LinkBandwidths links)
{
    const std::vector<int> domains = domainOfRanks(gpusPerDomain);
    const auto tensor = static_cast<std::size_t>(layout.tensorParallel);
    const auto expert = static_cast<std::size_t>(layout.expertParallel);
    const std::size_t data = std::max<std::size_t>(1, domains.size() / (tensor * expert));
    const auto timeOver = [&](double bytes, std::size_t stride, std::size_t size) {
        if (size <= 1 || bytes <= 0.0)
            return Seconds(0.0);
        const Seconds inside = Bytes(bytes) / links.scaleUp;
        const std::optional<std::size_t> fewest = fewestRanksPerDomainOfSpanningGroups(domains, stride, size);
        if (!fewest)
            return inside;
        // Hierarchically: inside each domain first, then across on the domain's share, which
        // the group's ranks there carry together over their own scale-out links.
        return inside + Bytes(bytes / static_cast<double>(*fewest)) / links.scaleOut;
    };
    return Seconds(layout.computeSecondsPerStep) + timeOver(layout.tensorParallelBytesPerStep, 1, tensor)
        + slowestAllToAll(domains, tensor, expert, Bytes(layout.expertParallelBytesPerStep), links)
        + timeOver(layout.dataParallelBytesPerStep, tensor * expert, data);
}

std::vector<int> compactPlacement(int gpus, int domainGpus)
{
    const int domains = (gpus + domainGpus - 1) / domainGpus;
    std::vector<int> placement(static_cast<std::size_t>(domains), gpus / domains);
    for (int extra = 0; extra < gpus % domains; ++extra)
        ++placement[static_cast<std::size_t>(extra)];
    return placement;
}

double placementSlowdown(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, int domainGpus, LinkBandwidths links)
{
    const int gpus = std::accumulate(gpusPerDomain.begin(), gpusPerDomain.end(), 0);
    const Seconds compact = stepTime(layout, compactPlacement(gpus, domainGpus), links);
    return stepTime(layout, gpusPerDomain, links).value() / compact.value();
}

Bytes tensorParallelBytesPerStep(const TensorParallelTraffic& traffic)
{
    // Four all-reduces a layer: two forward, two backward.
    return activationAllReduceBytes(traffic, 4.0);
}

Bytes decodeTensorParallelBytes(const TensorParallelTraffic& traffic)
{
    // Two all-reduces a layer, forward only.
    return activationAllReduceBytes(traffic, 2.0);
}

Bytes expertParallelBytesPerStep(const ExpertParallelTraffic& traffic)
{
    const auto ranks = static_cast<double>(traffic.expertParallel);
    const double copies = traffic.tokens.value() * traffic.expertsPerToken * traffic.moeLayers;
    // Forward and backward, each a dispatch and a combine of every copy.
    const double bytesPerCopy = traffic.hidden * 2.0 * (traffic.dispatchBytesPerElement + traffic.combineBytesPerElement);
    return Bytes(copies * bytesPerCopy * (ranks - 1.0) / ranks);
}

Bytes dataParallelBytesPerStep(const DataParallelTraffic& traffic)
{
    const auto ranks = static_cast<double>(traffic.dataParallel);
    return Bytes(2.0 * (ranks - 1.0) / ranks * traffic.parameters * traffic.bytesPerElement);
}

} // namespace tco
