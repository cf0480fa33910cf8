#pragma once

#include "json/Issue.h"
#include "scenario/ClusterSection.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace tco {

/// One job the cluster runs, as the scheduler sees it.
struct ClusterJob {
    ClusterJobKind kind = ClusterJobKind::Training;
    int gpus = 1;
    double arrivalHours = 0.0;
    /// How long it runs on GPUs placed as compactly as its size allows.
    double durationHours = 1.0;
    bool checkpointable = false;
    /// Whether it must sit in as few scale-up domains as its size allows: one when it fits one.
    bool mustShareDomain = false;
    std::optional<ClusterJobLayout> layout;

    friend bool operator==(const ClusterJob&, const ClusterJob&) = default;
};

/// The serving replicas as the section types them (studyCluster() puts the sizing's in their
/// place first), there from the start to the end, then `days` of the mix's arrivals:
/// a Poisson process at `arrivalsPerHour`, each arrival of a class drawn by its share, its
/// duration from the class's lognormal distribution. Ordered by arrival; the same section and
/// seed give the same jobs on every machine (xoshiro256**, inversion sampling).
[[nodiscard]] std::vector<ClusterJob> generateJobs(const ClusterSection& cluster);

/// The jobs of a CSV trace, ordered by arrival, with arrivals counted from the first one; or
/// every problem, each naming its line ("line 12, gpus: must be a whole number from 1 to
/// 1000000, got 0"). Two formats are read, told apart by their header line:
///
/// - Breakeven's own: `arrival_hours,gpus,duration_hours,kind,checkpointable`, kind one of
///   training, fine_tuning, interactive, inference, checkpointable `true` or `false`.
/// - Alibaba's cluster-trace-gpu-v2023 pod lists (openb_pod_list_*.csv, the trace of Weng et
///   al., "Beware of Fragmentation", USENIX ATC '23): `name, …, num_gpu, gpu_milli, …, qos,
///   pod_phase, creation_time, deletion_time, scheduled_time`, times in seconds. Pods without a
///   GPU are skipped, a share of one GPU (gpu_milli below 1000) takes a whole one, a pod runs
///   from scheduled_time to deletion_time, and its qos decides its kind: LS (latency sensitive)
///   is a serving job that is never stopped, the rest checkpointable training.
///
/// Fields may be quoted as RFC 4180 has it (core/text/Csv.h: a spreadsheet's export quotes
/// text); empty lines are skipped; a trace's jobs are never more than MAX_TRACE_JOBS.
struct TraceJobs {
    std::vector<ClusterJob> jobs;
    std::vector<std::string> problems;
};
[[nodiscard]] TraceJobs readJobTrace(std::string_view csv);

inline constexpr std::size_t MAX_TRACE_JOBS = 2'000'000;

/// The largest trace file read: Alibaba's largest v2023 pod list is under 1 MB, its v2020 task
/// table 113 MB.
inline constexpr std::size_t MAX_TRACE_BYTES = 512ull * 1024 * 1024;

/// The trace file at `path` read as readJobTrace() reads its text, each problem a sentence of
/// its own that names the file: "trace.csv: line 2, gpus: …", "the trace trace.csv: does not
/// exist", "the trace trace.csv has no job that uses a GPU".
[[nodiscard]] TraceJobs readJobTraceFile(const std::filesystem::path& path);

} // namespace tco
