#include "cluster/ClusterReplay.h"

#include <algorithm>

namespace tco {
namespace {

/// A job a hundredth slower than compact or more is slowed; a placement as good as compact
/// may differ from it in the last bits of its step time.
constexpr double SLOWED_FROM = 1.01;

} // namespace

ClusterReplay::ClusterReplay(const ClusterShape& shape, std::span<const PlacementChange> changes)
    : m_gpusPerDomain(shape.gpusPerDomain)
    , m_changes(changes)
    , m_holders(static_cast<std::size_t>(shape.gpus()), FREE)
    , m_slowed(m_holders.size(), 0)
{ }

void ClusterReplay::seek(double hour)
{
    if (hour < m_hour) {
        std::ranges::fill(m_holders, FREE);
        std::ranges::fill(m_slowed, 0);
        m_held.clear();
        m_applied = 0;
    }
    m_hour = hour;
    for (; m_applied < m_changes.size() && m_changes[m_applied].hour <= hour; ++m_applied)
        apply(m_changes[m_applied]);
}

void ClusterReplay::apply(const PlacementChange& change)
{
    std::vector<int>& held = m_held[change.job];
    for (const int gpu : held) {
        m_holders[static_cast<std::size_t>(gpu)] = FREE;
        m_slowed[static_cast<std::size_t>(gpu)] = 0;
    }
    held.clear();
    const int holder = static_cast<int>(change.job);
    const std::uint8_t slowed = change.slowdown >= SLOWED_FROM ? 1 : 0;
    for (const auto& [domain, gpus] : change.placement.gpusInDomain) {
        int wanted = gpus;
        const int first = domain * m_gpusPerDomain;
        for (int gpu = first; gpu < first + m_gpusPerDomain && wanted > 0; ++gpu) {
            if (m_holders[static_cast<std::size_t>(gpu)] != FREE)
                continue;
            m_holders[static_cast<std::size_t>(gpu)] = holder;
            m_slowed[static_cast<std::size_t>(gpu)] = slowed;
            held.push_back(gpu);
            --wanted;
        }
    }
    if (held.empty())
        m_held.erase(change.job);
}

} // namespace tco
