// libFuzzer target: any bytes as a CSV job trace. Reading never crashes; a trace read without a
// problem replays on a small cluster under every policy, and the shares it reports stay shares.

#include "FuzzSupport.h"
#include "cluster/ClusterSimulation.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

/// Enough jobs to exercise every path of the scheduler, few enough to stay within the run's
/// time limit however their sizes and durations fall.
constexpr std::size_t MAX_SIMULATED_JOBS = 500;

void requireShare(double value)
{
    if (!(std::isfinite(value) && value >= 0.0 && value <= 1.0 + 1e-9))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const tco::TraceJobs trace = tco::readJobTrace(tco::fuzz::textOf(data, size));
    if (!trace.problems.empty() || trace.jobs.size() > MAX_SIMULATED_JOBS)
        return 0;
    const tco::ClusterShape shape{4, 8, {tco::gigabytesPerSecond(450.0), tco::gigabytesPerSecond(50.0)}};
    const tco::SimulationSettings settings{.hours = 48.0};
    for (const auto policy :
         {tco::SchedulingPolicy::Naive, tco::SchedulingPolicy::RackAware, tco::SchedulingPolicy::Defragment}) {
        const tco::PolicyRun run = tco::simulateCluster(shape, trace.jobs, policy, settings);
        for (const double share : {run.usableShare, run.busyShare, run.strandedShare, run.restartShare})
            requireShare(share);
        if (run.usableShare > run.busyShare + 1e-9 || run.series.size() != 48)
            std::abort();
    }
    return 0;
}
