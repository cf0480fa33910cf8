// The cluster simulation: a month of the NVL72 preset's 144 racks under each policy, the
// defragmenting policy over more and more days of the preset's arrivals, and the target's own
// sizes. Target: 10,000 GPUs over 30 days with 100,000 jobs in under 1 s per policy on one
// core, and 100,000 GPUs over a year within memory and minutes (docs/PERFORMANCE.md).

#include "catalog/CatalogLoader.h"
#include "cluster/ClusterStudy.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <cmath>
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

/// The preset's mix on `domains` racks for `days`, its arrivals `arrivalsPerHour` and its
/// serving replicas as many per rack as the preset has.
ClusterSection scaledPreset(int domains, double days, double arrivalsPerHour)
{
    ClusterSection section = *nvl72Cluster().cluster;
    section.inference.replicas
        = static_cast<int>(std::lround(section.inference.replicas * static_cast<double>(domains) / section.domains));
    section.domains = domains;
    section.days = days;
    section.arrivalsPerHour = arrivalsPerHour;
    return section;
}

/// The section's jobs under the policy given as the argument, on the section's racks for its days.
void simulateSection(benchmark::State& state, const ClusterSection& section)
{
    const auto policy = static_cast<SchedulingPolicy>(state.range(0));
    const std::vector<ClusterJob> jobs = generateJobs(section);
    const ClusterShape shape{section.domains, presetShape().gpusPerDomain, presetShape().links};
    const SimulationSettings settings{.hours = section.days * 24.0};
    for (auto _ : state) {
        PolicyRun run = simulateCluster(shape, jobs, policy, settings);
        benchmark::DoNotOptimize(run);
    }
    state.counters["jobs"] = static_cast<double>(jobs.size());
}

/// The target's size: the preset's 144 racks (10,368 GPUs) for 30 days, its arrivals raised
/// from 18 to 140 an hour for 100,781 jobs, about eight times the load the racks can carry, so
/// that the waiting queue grows long, as it does when a cluster is oversubscribed.
void simulateTargetMonth(benchmark::State& state)
{
    simulateSection(state, scaledPreset(144, 30.0, 140.0));
}
BENCHMARK(simulateTargetMonth)
    ->Arg(static_cast<int>(SchedulingPolicy::Naive))
    ->Arg(static_cast<int>(SchedulingPolicy::RackAware))
    ->Arg(static_cast<int>(SchedulingPolicy::Defragment))
    ->Unit(benchmark::kMillisecond);

/// The process's peak resident memory so far, in bytes (Linux reports ru_maxrss in KiB).
double peakResidentBytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) * 1024.0;
}

/// 100,000 GPUs (1,389 racks) for a year at the preset's load per rack, 174 arrivals an hour:
/// about 1.5 million jobs. One iteration; the peak memory counter is the whole process's, so
/// run this benchmark alone (--benchmark_filter) for it to be this run's.
void simulateLargeYear(benchmark::State& state)
{
    simulateSection(state, scaledPreset(1'389, 365.0, 18.0 * 1'389 / 144));
    state.counters["peak_rss"]
        = benchmark::Counter(peakResidentBytes(), benchmark::Counter::kDefaults, benchmark::Counter::kIs1024);
}
BENCHMARK(simulateLargeYear)
    ->Arg(static_cast<int>(SchedulingPolicy::Naive))
    ->Arg(static_cast<int>(SchedulingPolicy::RackAware))
    ->Arg(static_cast<int>(SchedulingPolicy::Defragment))
    ->Iterations(1)
    ->Unit(benchmark::kSecond);

} // namespace
