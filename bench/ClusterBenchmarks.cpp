// The cluster simulation: a month of the NVL72 preset's 144 racks under each policy, and the
// defragmenting policy over more and more days of the preset's arrivals. Target: 10,000 GPUs
// over 30 days with 100,000 jobs in under 1 s per policy on one core (docs/PERFORMANCE.md).

#include "catalog/CatalogLoader.h"
#include "cluster/ClusterStudy.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>

#include <cstdlib>

namespace {

using namespace tco;

const Catalog& catalog()
{
    static const Catalog loaded = *loadEmbeddedCatalog();
    return loaded;
}

const Scenario& nvl72Cluster()
{
    static const Scenario scenario = [] {
        auto preset = loadPreset("nvl72-cluster", catalog());
        if (!preset)
            std::abort();
        return *preset;
    }();
    return scenario;
}

/// The preset's jobs, drawn once.
const std::vector<ClusterJob>& presetJobs()
{
    static const std::vector<ClusterJob> jobs = generateJobs(*nvl72Cluster().cluster);
    return jobs;
}

ClusterShape presetShape()
{
    return ClusterShape{144, 72, LinkBandwidths{gigabytesPerSecond(900.0), gigabytesPerSecond(50.0)}};
}

/// 30 days of the preset's jobs under the policy given as the argument.
void simulateMonth(benchmark::State& state)
{
    const auto policy = static_cast<SchedulingPolicy>(state.range(0));
    const SimulationSettings settings{.hours = 720.0};
    for (auto _ : state) {
        PolicyRun run = simulateCluster(presetShape(), presetJobs(), policy, settings);
        benchmark::DoNotOptimize(run);
    }
    state.counters["jobs"] = static_cast<double>(presetJobs().size());
}
BENCHMARK(simulateMonth)
    ->Arg(static_cast<int>(SchedulingPolicy::Naive))
    ->Arg(static_cast<int>(SchedulingPolicy::RackAware))
    ->Arg(static_cast<int>(SchedulingPolicy::Defragment))
    ->Unit(benchmark::kMillisecond);

/// The whole command's work: the preset's jobs drawn and priced, all three policies.
void studyPreset(benchmark::State& state)
{
    const ClusterRunOptions options{{SchedulingPolicy::Naive, SchedulingPolicy::RackAware, SchedulingPolicy::Defragment},
                                    std::nullopt,
                                    std::nullopt,
                                    std::nullopt};
    for (auto _ : state) {
        ClusterStudy study = studyCluster(nvl72Cluster(), catalog(), options);
        benchmark::DoNotOptimize(study);
    }
}
BENCHMARK(studyPreset)->Unit(benchmark::kMillisecond);

/// The defragmenting scheduler over `days` of the preset's arrivals: how its cost grows.
void defragmentOverDays(benchmark::State& state)
{
    ClusterSection section = *nvl72Cluster().cluster;
    section.days = static_cast<double>(state.range(0));
    const std::vector<ClusterJob> jobs = generateJobs(section);
    const SimulationSettings settings{.hours = section.days * 24.0};
    for (auto _ : state) {
        PolicyRun run = simulateCluster(presetShape(), jobs, SchedulingPolicy::Defragment, settings);
        benchmark::DoNotOptimize(run);
    }
    state.counters["jobs"] = static_cast<double>(jobs.size());
}
BENCHMARK(defragmentOverDays)->Arg(7)->Arg(30)->Arg(90)->Unit(benchmark::kMillisecond);

} // namespace
