#include "cluster/StepTime.h"

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
        + timeOver(layout.expertParallelBytesPerStep, tensor, expert)
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

} // namespace tco
