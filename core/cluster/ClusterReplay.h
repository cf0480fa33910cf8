#pragma once

#include "cluster/ClusterSimulation.h"

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace tco {

/// A recorded run (SimulationSettings::recordPlacements) played back: which job holds each GPU
/// at a chosen hour, GPU g of domain d at index d × gpusPerDomain + g.
///
/// The simulation counts GPUs per domain, not which ones; the replay gives each job that takes
/// GPUs in a domain the lowest-numbered free ones there, as a scheduler walking its node list
/// would, and keeps them its own until it gives them back. So the picture shows the free GPUs
/// where they lie, scattered between jobs, as a fragmented rack has them.
class ClusterReplay {
public:
    /// What holders() says of a GPU no job holds.
    static constexpr int FREE = -1;

    /// The replay at the start, every GPU free; `changes` must outlive it.
    ClusterReplay(const ClusterShape& shape, std::span<const PlacementChange> changes);

    /// The cluster after every change at or before `hour`: forward from where the replay is, or
    /// from the start when `hour` lies before it.
    void seek(double hour);

    /// The job index each GPU is held by, or FREE.
    [[nodiscard]] std::span<const int> holders() const { return m_holders; }
    /// Whether each GPU's job runs slower than it would placed compactly: split over more
    /// domains than its size needs.
    [[nodiscard]] std::span<const std::uint8_t> slowed() const { return m_slowed; }

private:
    void apply(const PlacementChange& change);

    int m_gpusPerDomain;
    std::span<const PlacementChange> m_changes;
    std::size_t m_applied = 0;
    double m_hour = 0.0;
    std::vector<int> m_holders;
    std::vector<std::uint8_t> m_slowed;
    /// The GPUs each running job holds.
    std::unordered_map<std::size_t, std::vector<int>> m_held;
};

} // namespace tco
