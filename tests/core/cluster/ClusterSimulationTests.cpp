#include "cluster/ClusterSimulation.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;

namespace {

/// Two domains of four GPUs, a scale-up link of 100 GB/s and a scale-out link of 10 GB/s per GPU.
const ClusterShape TWO_BY_FOUR{2, 4, LinkBandwidths{gigabytesPerSecond(100.0), gigabytesPerSecond(10.0)}};

ClusterJob job(int gpus, double arrival, double duration, bool checkpointable = false, bool mustShare = false)
{
    return ClusterJob{ClusterJobKind::Training, gpus, arrival, duration, checkpointable, mustShare, std::nullopt};
}

/// A two-way tensor-parallel job: 1 s of compute and 10 GB of all-reduce per GPU a step.
const ClusterJobLayout TWO_WAY{2, 1, 1.0, 10e9, 0.0, 0.0};

std::vector<std::pair<int, int>> domainsOf(const std::optional<Placement>& placement)
{
    REQUIRE(placement);
    return placement->gpusInDomain;
}

} // namespace

TEST_CASE("Naive first fit takes the first free GPUs and rack-aware best fit the fullest domain that holds the job")
{
    const std::vector<int> free{3, 1, 2, 4};
    using Pairs = std::vector<std::pair<int, int>>;
    // Naive: 3 from domain 0, then 1 from domain 1.
    CHECK(domainsOf(placeJob(free, 4, 4, true, SchedulingPolicy::Naive)) == Pairs{{0, 3}, {1, 1}});
    // Rack-aware, 2 GPUs: domains 0, 2 and 3 hold them; domain 2, with 2 free, is the fullest.
    CHECK(domainsOf(placeJob(free, 4, 2, false, SchedulingPolicy::RackAware)) == Pairs{{2, 2}});
    // 4 GPUs fit only domain 3.
    CHECK(domainsOf(placeJob(free, 4, 4, true, SchedulingPolicy::RackAware)) == Pairs{{3, 4}});
    // 5 GPUs need two domains: the two with most free (3 and 0, 7 between them), in the compact
    // shares of 3 and 2 as far as each has room: domain 0 has its 3, domain 3 takes 2.
    CHECK(domainsOf(placeJob(free, 4, 5, true, SchedulingPolicy::RackAware)) == Pairs{{0, 3}, {3, 2}});
    // More than is free anywhere: nothing, whatever the policy.
    CHECK_FALSE(placeJob(free, 4, 11, false, SchedulingPolicy::Naive));
}

TEST_CASE("A job that must share a domain waits under rack-aware placement where any other spreads")
{
    const std::vector<int> free{1, 1, 2, 0};
    CHECK_FALSE(placeJob(free, 4, 3, true, SchedulingPolicy::RackAware));
    // Spread over the emptiest domains first: 2 from domain 2, 1 from domain 0.
    CHECK(domainsOf(placeJob(free, 4, 3, false, SchedulingPolicy::RackAware))
          == std::vector<std::pair<int, int>>{{2, 2}, {0, 1}});
}

TEST_CASE("A compact placement shares a large job evenly over as few domains as hold it")
{
    // 512 GPUs on 72-GPU racks: 8 racks (7 hold only 504), 64 each, as NVIDIA's GR00T team placed them.
    CHECK(compactPlacement(512, 72) == std::vector<int>(8, 64));
    CHECK(compactPlacement(5, 4) == std::vector<int>{3, 2});
    CHECK(compactPlacement(4, 8) == std::vector<int>{4});
}

TEST_CASE("The simulation places a job in the shape its step time is measured against")
{
    // 17 GPUs on three empty 8-GPU domains: compactPlacement() shares them 6, 6 and 5, and the
    // simulation places them so. It placed 5 each and the two left over in the first domain,
    // 7, 5 and 5, whose slowdown against 6, 6, 5 was never measured.
    CHECK(compactPlacement(17, 8) == std::vector<int>{6, 6, 5});
    const std::vector<int> free{8, 8, 8};
    CHECK(domainsOf(placeJob(free, 8, 17, false, SchedulingPolicy::RackAware))
          == std::vector<std::pair<int, int>>{{0, 6}, {1, 6}, {2, 5}});
    // The same job where the first domain has only 4 free: 4 there, 6 and 5 in the others, and
    // the 2 it could not take where room is left, the second domain: 4, 8, 5.
    const std::vector<int> crowded{4, 8, 8};
    CHECK(domainsOf(placeJob(crowded, 8, 17, false, SchedulingPolicy::RackAware))
          == std::vector<std::pair<int, int>>{{0, 4}, {1, 8}, {2, 5}});
}

TEST_CASE("A step's time adds its communication over the links its placement gives each group")
{
    const LinkBandwidths links{gigabytesPerSecond(900.0), gigabytesPerSecond(50.0)};
    // 512 GPUs, tensor parallel 4, data parallel 128: 0.86 s of compute, 64 GB of tensor-parallel
    // and 70 GB of gradient all-reduce per GPU a step.
    const ClusterJobLayout layout{4, 1, 0.86, 64e9, 0.0, 70e9};
    // Eight racks of 64: every tensor group of 4 inside a rack, 64e9 / 900e9 = 0.0711 s; each
    // data-parallel group of 128 spans the 8 racks with 16 ranks in each, so 70e9 / 900e9 =
    // 0.0778 s inside and 70e9 / (16 × 50e9) = 0.0875 s across. 0.86 + 0.0711 + 0.0778 + 0.0875 = 1.0964 s.
    CHECK(stepTime(layout, std::vector<int>(8, 64), links).value() == Approx(0.86 + 64.0 / 900 + 70.0 / 900 + 70.0 / 800));
    // The same job with one rack holding only 2 GPUs: a tensor group is split 2 + 2 (64e9 /
    // (2 × 50e9) = 0.64 s more), and the data groups' fewest ranks in a rack drop to 1 (70e9 /
    // 50e9 = 1.4 s across).
    std::vector<int> scattered(7, 64);
    scattered.push_back(62);
    scattered.push_back(2);
    CHECK(stepTime(layout, scattered, links).value() == Approx(0.86 + 64.0 / 900 + 64.0 / 100 + 70.0 / 900 + 70.0 / 50));
    // Against the compact placement: 0.86 + 0.0711 + 0.64 + 0.0778 + 1.4 = 3.0489 s over
    // 1.0964 s, 2.78 times slower.
    CHECK(placementSlowdown(layout, scattered, 72, links) == Approx(3.04889 / 1.09639).epsilon(1e-4));
    CHECK(placementSlowdown(layout, std::vector<int>(8, 64), 72, links) == Approx(1.0));
}

TEST_CASE("On 8-GPU servers a tensor group split between two servers crosses InfiniBand")
{
    // The HGX H100 preset's 64-GPU runs: tensor parallel 8, data parallel 8, 0.33 s of compute,
    // 42 GB of tensor-parallel and 6.5 GB of gradient all-reduce per GPU a step; NVLink 450 GB/s
    // and InfiniBand 50 GB/s each way per GPU (docs/cluster-model.md).
    const LinkBandwidths links{gigabytesPerSecond(450.0), gigabytesPerSecond(50.0)};
    const ClusterJobLayout layout{8, 1, 0.33, 42e9, 0.0, 6.5e9};
    // On 8 whole servers each data group has one rank per server: 0.33 + 42/450 + 6.5/450 + 6.5/50 = 0.5678 s.
    const double compact = 0.33 + 42.0 / 450 + 6.5 / 450 + 6.5 / 50;
    CHECK(stepTime(layout, std::vector<int>(8, 8), links).value() == Approx(compact));
    // Seven of the first tensor group on one server and its eighth on another: 42/50 = 0.84 s more.
    std::vector<int> split{7, 1};
    split.insert(split.end(), 7, 8);
    CHECK(stepTime(layout, split, links).value() == Approx(compact + 42.0 / 50));
}

TEST_CASE("Rack-aware placement makes a job wait for a domain that naive placement splits")
{
    // Two 3-GPU jobs leave one GPU free in each domain; at hour 1 a 2-GPU job that must share
    // a domain arrives. Twenty hours of 8 GPUs: 160 GPU-hours.
    const std::vector<ClusterJob> jobs{job(3, 0.0, 10.0), job(3, 0.0, 10.0), job(2, 1.0, 5.0, false, true)};
    const SimulationSettings settings{.hours = 20.0};

    const PolicyRun rackAware = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::RackAware, settings);
    // It starts when the first two end, at hour 10: a wait of 9 hours. Busy and useful:
    // 3 × 10 + 3 × 10 + 2 × 5 = 70 GPU-hours, 70 / 160 = 0.4375.
    CHECK(rackAware.usableShare == Approx(0.4375));
    CHECK(rackAware.busyShare == Approx(0.4375));
    // From hour 1 to 10 two GPUs are free while a 2-GPU job waits: 2 × 9 / 160 = 0.1125.
    CHECK(rackAware.strandedShare == Approx(0.1125));
    // Waits 0, 0 and 9: the median 0; the 95th percentile at position 0.95 × 2 = 1.9, 0.9 of the way from 0 to 9.
    CHECK(rackAware.waitP50Hours == Approx(0.0));
    CHECK(rackAware.waitP95Hours == Approx(8.1));
    CHECK(rackAware.jobsFinished == 3);
    REQUIRE(rackAware.series.size() == 20);
    // Hour 5: six GPUs busy, two stranded, two asked for; hour 12: the waiting job runs.
    CHECK(rackAware.series[5] == ClusterSample{5.0, 6, 2, 2, 6.0});
    CHECK(rackAware.series[12] == ClusterSample{12.0, 2, 0, 0, 2.0});

    const PolicyRun naive = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Naive, settings);
    // Naive put the second job on domain 0's last GPU and two of domain 1's, so the third finds
    // two free in domain 1 and starts at once; the second, split, has no layout to slow it.
    CHECK(naive.waitP95Hours == Approx(0.0));
    CHECK(naive.strandedShare == Approx(0.0));
    CHECK(naive.usableShare == Approx(0.4375));
    CHECK(naive.crossDomainSlowdown == Approx(0.0));
}

TEST_CASE("A job split across domains runs slower, and the hours it loses are counted")
{
    // A 3-GPU job leaves one GPU of domain 0 free; naive placement gives the two-way job that
    // GPU and the first of domain 1.
    std::vector<ClusterJob> jobs{job(3, 0.0, 10.0), job(2, 1.0, 5.0)};
    jobs[1].layout = TWO_WAY;
    const PolicyRun naive = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Naive, SimulationSettings{.hours = 20.0});
    // Compact, a step is 1 + 10e9 / 100e9 = 1.1 s; split 1 + 1 between domains, 1 + 0.1 +
    // 10e9 / (1 × 10e9) = 2.1 s: 21 / 11 = 1.909 times slower, so its 5 hours take 9.545.
    // Busy: 30 + 2 × 9.545 = 49.09 GPU-hours, of which 40 useful; lost 9.09 / 49.09 = 0.1852.
    const double slowdown = 2.1 / 1.1;
    const double busy = 30.0 + 2.0 * 5.0 * slowdown;
    CHECK(naive.busyShare == Approx(busy / 160.0));
    CHECK(naive.usableShare == Approx(40.0 / 160.0));
    CHECK(naive.crossDomainSlowdown == Approx((busy - 40.0) / busy));
    // At hour 2 the 3-GPU job does 3 GPUs' work and the split job 2 / 1.909 = 1.048.
    CHECK(naive.series[2].usefulGpus == Approx(3.0 + 2.0 / slowdown));
    // Rack-aware placement puts it whole in domain 1, at full speed.
    const PolicyRun rackAware
        = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::RackAware, SimulationSettings{.hours = 20.0});
    CHECK(rackAware.busyShare == Approx(40.0 / 160.0));
    CHECK(rackAware.crossDomainSlowdown == Approx(0.0));
}

TEST_CASE("Defragmentation stops a checkpointable job to free a domain, and pays its restart")
{
    // A checkpointable 3-GPU job in domain 0 and a development environment of 3 GPUs in domain 1
    // leave one GPU free in each; a 2-GPU job that must share a domain arrives at hour 1.
    std::vector<ClusterJob> jobs{job(3, 0.0, 10.0, true), job(3, 0.0, 10.0, false), job(2, 1.0, 5.0, false, true)};
    jobs[1].kind = ClusterJobKind::Interactive;
    const SimulationSettings settings{.hours = 20.0, .checkpointRestartHours = 0.25};
    const PolicyRun run = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Defragment, settings);
    // The first job stops at hour 1 (1 hour done), the waiting one takes domain 0 at once, and
    // the stopped one resumes on 2 + 1 GPUs: 0.25 h restart, then its 9 hours, to hour 10.25.
    CHECK(run.preemptions == 1);
    CHECK(run.waitP95Hours == Approx(0.0));
    // Busy: 3 × 1 + 3 × 9.25 + 3 × 10 + 2 × 5 = 70.75; useful 70; restart 3 × 0.25 = 0.75.
    CHECK(run.busyShare == Approx(70.75 / 160.0));
    CHECK(run.usableShare == Approx(70.0 / 160.0));
    CHECK(run.restartShare == Approx(0.75 / 160.0));
    // Sampled just after hour 1's moves, the resumed job's 3 GPUs restart and do nothing
    // useful; by hour 2 all 8 do.
    CHECK(run.series[1] == ClusterSample{1.0, 8, 0, 0, 5.0});
    CHECK(run.series[2].usefulGpus == Approx(8.0));

    // Swapped, the environment sits in domain 0 and the checkpointable job in domain 1, which
    // is the one stopped. Made not checkpointable, nothing may be stopped and the job waits as
    // under rack-aware placement, until the file lets environments be stopped too.
    std::swap(jobs[0], jobs[1]);
    const PolicyRun untouched = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Defragment, settings);
    CHECK(untouched.preemptions == 1);
    jobs[1].checkpointable = false;
    const PolicyRun noneMovable = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Defragment, settings);
    CHECK(noneMovable.preemptions == 0);
    CHECK(noneMovable.waitP95Hours == Approx(8.1));
    SimulationSettings allowed = settings;
    allowed.preemptInteractive = true;
    CHECK(simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::Defragment, allowed).preemptions == 1);
}

TEST_CASE("A job larger than the cluster waits to the end, its wait counted so far")
{
    const std::vector<ClusterJob> jobs{job(9, 2.0, 1.0)};
    const PolicyRun run = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::RackAware, SimulationSettings{.hours = 10.0});
    CHECK(run.jobsStarted == 0);
    CHECK(run.jobsWaiting == 1);
    CHECK(run.waitP50Hours == Approx(8.0));
    // Nothing free can hold it: no GPU is stranded by placement.
    CHECK(run.strandedShare == Approx(0.0));
}

TEST_CASE("The GPUs waiting jobs ask for are counted past two billion")
{
    // Three jobs of a billion GPUs each on 8 GPUs never start: from the first hour 3 × 10^9
    // GPUs wait, more than a 32-bit count holds.
    const std::vector<ClusterJob> jobs{job(1'000'000'000, 0.0, 1.0), job(1'000'000'000, 0.0, 1.0), job(1'000'000'000, 0.0, 1.0)};
    const PolicyRun run = simulateCluster(TWO_BY_FOUR, jobs, SchedulingPolicy::RackAware, SimulationSettings{.hours = 3.0});
    REQUIRE(run.series.size() == 3);
    CHECK(run.series.back().waitingGpus == 3'000'000'000);
    CHECK(run.jobsWaiting == 3);
}
