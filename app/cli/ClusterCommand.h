#pragma once

#include "scenario/ClusterSection.h"

#include "AnalysisCommands.h"
#include "CatalogCommands.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

/// The arguments of `breakeven-cli cluster`, as typed.
struct ClusterOptions {
    std::string path;
    /// The policies --policy names: one, or all three (its default), naive first.
    std::vector<SchedulingPolicy> policies{SchedulingPolicy::Naive, SchedulingPolicy::RackAware, SchedulingPolicy::Defragment};
    std::optional<double> days;
    std::optional<std::uint64_t> seed;
    /// A CSV trace to replay instead of the file's job mix; empty for the file's.
    std::string trace;
};

/// `breakeven-cli cluster`: the file's /cluster section simulated under each policy asked for,
/// on the same jobs: usable GPU-hours, stranded GPUs, waits, the throughput lost to placement
/// across domains, preemptions, the cost of a useful GPU-hour, and what each policy is worth
/// against the first in domains and money. Returns false after explaining on `err` when the
/// file or the trace cannot be used.
[[nodiscard]] bool runCluster(const Catalog& catalog, const ClusterOptions& options, const std::vector<Override>& overrides,
                              ReportFormat format, std::ostream& out, std::ostream& err);

} // namespace tco::cli
