#include "cluster/ClusterReplay.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;

namespace {

/// Two domains of four GPUs.
const ClusterShape TWO_BY_FOUR{2, 4, LinkBandwidths{gigabytesPerSecond(100.0), gigabytesPerSecond(10.0)}};

ClusterJob job(int gpus, double arrival, double duration)
{
    return ClusterJob{ClusterJobKind::Training, gpus, arrival, duration, false, false, std::nullopt};
}

/// A (2 GPUs, hours 0 to 2), B (1 GPU, 0 to 5), C (2 GPUs, from hour 1 for 3 hours) and D
/// (2 GPUs, from hour 3 for 1 hour), first fit.
PolicyRun recordedRun(bool record)
{
    const std::vector<ClusterJob> jobs{job(2, 0.0, 2.0), job(1, 0.0, 5.0), job(2, 1.0, 3.0), job(2, 3.0, 1.0)};
    return simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Naive,
                           SimulationSettings{.hours = 6.0, .recordPlacements = record});
}

constexpr int F = ClusterReplay::FREE;

std::vector<int> at(ClusterReplay& replay, double hour)
{
    replay.seek(hour);
    return {replay.holders().begin(), replay.holders().end()};
}

} // namespace

TEST_CASE("A recorded run lists every job's GPUs taken and given back, and recording changes nothing else")
{
    const PolicyRun recorded = recordedRun(true);
    using Change = PlacementChange;
    // First fit: A takes domain 0's first 2, B the third; at hour 1 C finds 1 free in domain 0
    // and takes 1 more from domain 1; A ends at 2; D at 3 takes domain 0's 2 free; C and D end
    // at 4, B at 5.
    const std::vector<Change> expected{
        {0.0, 0, Placement{{{0, 2}}}}, {0.0, 1, Placement{{{0, 1}}}}, {1.0, 2, Placement{{{0, 1}, {1, 1}}}},
        {2.0, 0, Placement{}},         {3.0, 3, Placement{{{0, 2}}}}, {4.0, 2, Placement{}},
        {4.0, 3, Placement{}},         {5.0, 1, Placement{}},
    };
    CHECK(recorded.placements == expected);

    PolicyRun withoutRecord = recorded;
    withoutRecord.placements.clear();
    CHECK(withoutRecord == recordedRun(false));
}

TEST_CASE("The replay gives each job the lowest free GPUs of its domains and keeps them its own until it leaves")
{
    const PolicyRun run = recordedRun(true);
    ClusterReplay replay(TWO_BY_FOUR, run.placements);
    CHECK(at(replay, 0.5) == std::vector{0, 0, 1, F, F, F, F, F});
    // C: GPU 3, the last free one of domain 0, and GPU 4, the first of domain 1.
    CHECK(at(replay, 1.5) == std::vector{0, 0, 1, 2, 2, F, F, F});
    // A gone: its two GPUs are free between nothing and B, the fragmentation a picture shows.
    CHECK(at(replay, 2.5) == std::vector{F, F, 1, 2, 2, F, F, F});
    CHECK(at(replay, 3.0) == std::vector{3, 3, 1, 2, 2, F, F, F});
    // Back in time: replayed from the start.
    CHECK(at(replay, 1.5) == std::vector{0, 0, 1, 2, 2, F, F, F});
    CHECK(at(replay, 6.0) == std::vector{F, F, F, F, F, F, F, F});
}

TEST_CASE("The replay marks the GPUs of a job split over more domains than it needs")
{
    // A 3-GPU job leaves one GPU of domain 0 free; first fit gives a two-way tensor-parallel
    // job (1 s of compute, 10 GB a step) that GPU and the first of domain 1, where its step
    // takes 2.1 s instead of 1.1 s (ClusterSimulationTests).
    std::vector<ClusterJob> jobs{job(3, 0.0, 10.0), job(2, 1.0, 5.0)};
    jobs[1].layout = ClusterJobLayout{2, 1, 1.0, 10e9, 0.0, 0.0};
    const PolicyRun run = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Naive,
                                          SimulationSettings{.hours = 20.0, .recordPlacements = true});
    REQUIRE(run.placements.size() >= 2);
    CHECK(run.placements[1].slowdown == Approx(2.1 / 1.1));
    ClusterReplay replay(TWO_BY_FOUR, run.placements);
    replay.seek(2.0);
    CHECK(std::vector(replay.holders().begin(), replay.holders().end()) == std::vector{0, 0, 0, 1, 1, F, F, F});
    CHECK(std::vector(replay.slowed().begin(), replay.slowed().end()) == std::vector<std::uint8_t>{0, 0, 0, 1, 1, 0, 0, 0});
}
