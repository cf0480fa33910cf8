#include "cluster/ClusterJobs.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace tco;

namespace {

ClusterSection mixOfTwo()
{
    ClusterSection cluster;
    cluster.days = 1'000.0;
    cluster.arrivalsPerHour = 1.0;
    cluster.inference = ClusterInference{.replicas = 3, .gpusPerReplica = 16, .fromSizing = false, .layout = std::nullopt};
    ClusterJobClass small{.name = "small",
                          .kind = ClusterJobKind::FineTuning,
                          .gpus = 8,
                          .share = 3.0,
                          .medianHours = 2.0,
                          .percentile90Hours = 6.0,
                          .layout = std::nullopt};
    ClusterJobClass large{.name = "large",
                          .kind = ClusterJobKind::Training,
                          .gpus = 64,
                          .share = 1.0,
                          .medianHours = 10.0,
                          .percentile90Hours = 40.0,
                          .mustShareDomain = true,
                          .layout = std::nullopt};
    cluster.mix = {small, large};
    return cluster;
}

} // namespace

TEST_CASE("The job mix is drawn from its seed: Poisson arrivals, classes by share, lognormal durations")
{
    const ClusterSection cluster = mixOfTwo();
    const std::vector<ClusterJob> jobs = generateJobs(cluster);
    CHECK(jobs == generateJobs(cluster));
    ClusterSection reseeded = cluster;
    reseeded.seed = 2;
    CHECK(jobs != generateJobs(reseeded));

    // The serving replicas first, from the start to the end, in one domain each.
    REQUIRE(jobs.size() > 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(jobs[i].kind == ClusterJobKind::Inference);
        CHECK(jobs[i].gpus == 16);
        CHECK(jobs[i].durationHours == 24'000.0);
        CHECK(jobs[i].mustShareDomain);
    }
    // 24,000 hours at one an hour: 24,000 arrivals, give or take √24,000 = 155; four standard
    // deviations either way bound the count.
    const auto arrivals = static_cast<double>(jobs.size() - 3);
    CHECK(std::abs(arrivals - 24'000.0) < 4.0 * std::sqrt(24'000.0));
    CHECK(std::ranges::is_sorted(jobs, {}, &ClusterJob::arrivalHours));
    // A quarter of them large (share 1 of 4): binomial deviation √(24,000 × 0.25 × 0.75) = 67.
    std::vector<double> small;
    std::vector<double> large;
    for (std::size_t i = 3; i < jobs.size(); ++i)
        (jobs[i].gpus == 8 ? small : large).push_back(jobs[i].durationHours);
    CHECK(std::abs(static_cast<double>(large.size()) - arrivals / 4.0) < 4.0 * 67.0);
    // Half the draws fall below the median, nine in ten below the 90th percentile: for the
    // small class's 18,000 draws the share's deviation is √(0.25 / 18,000) = 0.0037.
    const auto shareBelow = [](const std::vector<double>& values, double limit) {
        return static_cast<double>(std::ranges::count_if(values, [&](double v) { return v < limit; }))
            / static_cast<double>(values.size());
    };
    CHECK(shareBelow(small, 2.0) == Approx(0.5).margin(0.015));
    CHECK(shareBelow(small, 6.0) == Approx(0.9).margin(0.01));
    CHECK(shareBelow(large, 10.0) == Approx(0.5).margin(0.03));
    CHECK(std::ranges::all_of(jobs, [](const ClusterJob& job) { return job.durationHours > 0.0; }));
}

TEST_CASE("Typed serving replicas carry the layout the file gives them")
{
    ClusterSection cluster = mixOfTwo();
    cluster.inference.layout = ClusterJobLayout{.tensorParallel = 16,
                                                .expertParallel = 1,
                                                .computeSecondsPerStep = 0.03,
                                                .tensorParallelBytesPerStep = 3.1e8,
                                                .expertParallelBytesPerStep = 0.0,
                                                .dataParallelBytesPerStep = 0.0};
    const std::vector<ClusterJob> jobs = generateJobs(cluster);
    REQUIRE(jobs.size() > 3);
    for (std::size_t replica = 0; replica < 3; ++replica) {
        CHECK(jobs[replica].kind == ClusterJobKind::Inference);
        CHECK(jobs[replica].layout == cluster.inference.layout);
    }
    CHECK_FALSE(jobs[3].layout);
}

TEST_CASE("A trace in Breakeven's own columns is read, ordered by arrival, from the first arrival")
{
    const TraceJobs trace = readJobTrace("arrival_hours,gpus,duration_hours,kind,checkpointable\r\n"
                                         "5,8,2.5,training,true\n"
                                         "3,4,1,interactive,false\n"
                                         "\n"
                                         "4,16,100,inference,false\n");
    REQUIRE(trace.problems.empty());
    REQUIRE(trace.jobs.size() == 3);
    CHECK(trace.jobs[0] == ClusterJob{ClusterJobKind::Interactive, 4, 0.0, 1.0, false, false, std::nullopt});
    CHECK(trace.jobs[1] == ClusterJob{ClusterJobKind::Inference, 16, 1.0, 100.0, false, true, std::nullopt});
    CHECK(trace.jobs[2] == ClusterJob{ClusterJobKind::Training, 8, 2.0, 2.5, true, false, std::nullopt});
}

TEST_CASE("Alibaba's GPU trace of 2023 is read: GPU pods from scheduling to deletion, LS pods as serving")
{
    // Lines of the kind cluster-trace-gpu-v2023/csv/openb_pod_list_default.csv holds.
    const TraceJobs trace = readJobTrace(
        "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,deletion_time,scheduled_time\n"
        "openb-pod-0017,88000,327680,8,1000,,Burstable,Succeeded,9437497,10769854,9437497\n"
        "openb-pod-0022,4000,15258,1,220,,BE,Running,9679175,9973826,9679175\n"
        "openb-pod-0035,16000,32768,1,1000,V100M16|V100M32,LS,Running,9967058,9968575,9967063\n"
        "openb-pod-0005,20000,65536,0,0,,BE,Succeeded,9437000,9500000,9437000\n");
    REQUIRE(trace.problems.empty());
    // The CPU-only pod is skipped; arrivals count from the first GPU pod's, 9,437,497 s.
    REQUIRE(trace.jobs.size() == 3);
    // 8 GPUs for (10,769,854 − 9,437,497) / 3,600 = 370.099 h, checkpointable training.
    CHECK(trace.jobs[0].gpus == 8);
    CHECK(trace.jobs[0].arrivalHours == 0.0);
    CHECK(trace.jobs[0].durationHours == Approx(1'332'357.0 / 3'600.0));
    CHECK(trace.jobs[0].checkpointable);
    // A share of a GPU (220 milli) takes a whole one; it arrives (9,679,175 − 9,437,497) / 3,600 = 67.133 h later.
    CHECK(trace.jobs[1].gpus == 1);
    CHECK(trace.jobs[1].arrivalHours == Approx(241'678.0 / 3'600.0));
    // Latency-sensitive: a serving job, never stopped, running from its scheduling (1,512 s).
    CHECK(trace.jobs[2].kind == ClusterJobKind::Inference);
    CHECK_FALSE(trace.jobs[2].checkpointable);
    CHECK(trace.jobs[2].durationHours == Approx(1'512.0 / 3'600.0));
}

TEST_CASE("A trace's mistakes are reported by line and column")
{
    const TraceJobs trace = readJobTrace("arrival_hours,gpus,duration_hours,kind,checkpointable\n"
                                         "0,0,1,training,true\n"
                                         "1,2.5,1,training,maybe\n"
                                         "2,4,nan,lunch,true\n"
                                         "3,4,1\n");
    CHECK(trace.problems
          == std::vector<std::string>{
              "line 2, gpus: must be a number from 1 to 1000000, got \"0\"",
              "line 3, checkpointable: must be true or false, got \"maybe\"",
              "line 3, gpus: must be a whole number, got \"2.5\"",
              "line 4, duration_hours: must be a number from 0 to 10000000, got \"nan\"",
              "line 4, kind: must be training, fine_tuning, interactive or inference, got \"lunch\"",
              "line 5: has 3 fields where the header names 5",
          });
    CHECK(readJobTrace("when,size\n1,2\n").problems.front().starts_with("line 1: the header names neither"));
    // A column named twice would leave a line's fields and the header's names apart (found by fuzz_trace).
    CHECK(readJobTrace("arrival_hours,gpus,gpus,duration_hours,kind,checkpointable\n0,1,1,1,training,true\n").problems
          == std::vector<std::string>{"line 1: the header names the column \"gpus\" twice"});
    CHECK(readJobTrace("").problems == std::vector<std::string>{"the trace is empty: it needs a header line and a line per job"});
    // A quote left open is said at the line it opens on, and nothing after it is read.
    CHECK(readJobTrace("arrival_hours,gpus,duration_hours,kind,checkpointable\n0,8,1,\"training,true\n1,8,1,training,true\n")
              .problems
          == std::vector<std::string>{"line 2: a quoted field is never closed"});
}

TEST_CASE("A trace's fields may be quoted, as a spreadsheet saves them")
{
    // LibreOffice and Excel quote text, and any field holding a comma; a pod's name may hold one.
    // Blank lines before the header are skipped, and lines are counted from the file's first.
    const TraceJobs own = readJobTrace("\n\"arrival_hours\",\"gpus\",\"duration_hours\",\"kind\",\"checkpointable\"\r\n"
                                       "0,8,2.5,\"training\",\"true\"\r\n"
                                       "1,4,1,\"inference\",false\r\n"
                                       "2,x,1,training,true\r\n");
    REQUIRE(own.jobs.size() == 2);
    CHECK(own.jobs[0] == ClusterJob{ClusterJobKind::Training, 8, 0.0, 2.5, true, false, std::nullopt});
    CHECK(own.jobs[1].kind == ClusterJobKind::Inference);
    CHECK(own.problems == std::vector<std::string>{"line 5, gpus: must be a number from 1 to 1000000, got \"x\""});
    const TraceJobs alibaba = readJobTrace(
        "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,deletion_time,scheduled_time\n"
        "\"pod, first\",88000,327680,8,1000,\"V100M16,V100M32\",LS,Running,0,3600,0\n");
    REQUIRE(alibaba.problems.empty());
    REQUIRE(alibaba.jobs.size() == 1);
    // Scheduled at 0 s and deleted at 3,600 s: a serving job of one hour on 8 GPUs.
    CHECK(alibaba.jobs[0].gpus == 8);
    CHECK(alibaba.jobs[0].durationHours == 1.0);
    CHECK(alibaba.jobs[0].kind == ClusterJobKind::Inference);
}

TEST_CASE("A trace file's problems each name the file")
{
    const test::TemporaryDirectory directory;
    const std::string header = "arrival_hours,gpus,duration_hours,kind,checkpointable\n";
    const auto good = directory.write("good.csv", header + "0,8,2,training,true\n");
    const TraceJobs read = readJobTraceFile(good);
    CHECK(read.problems.empty());
    CHECK(read.jobs == std::vector{ClusterJob{ClusterJobKind::Training, 8, 0.0, 2.0, true, false, std::nullopt}});

    const auto bad = directory.write("bad.csv", header + "0,-1,1,training,true\n");
    CHECK(readJobTraceFile(bad).problems
          == std::vector<std::string>{bad.string() + ": line 2, gpus: must be a number from 1 to 1000000, got \"-1\""});
    const auto empty = directory.write("empty.csv", header);
    CHECK(readJobTraceFile(empty).problems
          == std::vector<std::string>{"the trace " + empty.string() + " has no job that uses a GPU"});
    const TraceJobs missing = readJobTraceFile(directory.path() / "missing.csv");
    REQUIRE(missing.problems.size() == 1);
    CHECK(missing.problems.front().starts_with("the trace " + (directory.path() / "missing.csv").string() + ": "));
}
