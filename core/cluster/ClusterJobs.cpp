#include "cluster/ClusterJobs.h"

#include "analysis/Random.h"
#include "io/TextFile.h"
#include "scenario/Distribution.h"
#include "text/Csv.h"
#include "text/WholeNumber.h"
#include "units/Time.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <numeric>
#include <string>

namespace tco {
namespace {

/// Draws of one seed: arrivals, classes and durations each from a stream of their own, so
/// that adding a class to the mix does not move the arrival times.
enum Stream : std::uint64_t { ARRIVALS = 1, CLASSES = 2, DURATIONS = 3 };

constexpr double SECONDS_PER_HOUR = 3'600.0;
constexpr int MAX_TRACE_GPUS = 1'000'000;

ClusterJob inferenceReplica(const ClusterSection& cluster)
{
    return ClusterJob{.kind = ClusterJobKind::Inference,
                      .gpus = cluster.inference.gpusPerReplica,
                      .arrivalHours = 0.0,
                      .durationHours = cluster.days * HOURS_PER_DAY,
                      .checkpointable = false,
                      .mustShareDomain = true,
                      .layout = cluster.inference.layout};
}

/// The class whose share of the cumulative total holds `probability`.
std::size_t classAt(std::span<const double> cumulativeShares, double probability)
{
    const double target = probability * cumulativeShares.back();
    const auto found = std::ranges::upper_bound(cumulativeShares, target);
    return std::min(static_cast<std::size_t>(found - cumulativeShares.begin()), cumulativeShares.size() - 1);
}

/// A lognormal draw by inversion: median × (p90 / median)^(Φ⁻¹(u) / Φ⁻¹(0.9)).
double lognormalHours(const ClusterJobClass& jobClass, double probability)
{
    const double z = normalQuantile(probability) / normalQuantile(0.9);
    return jobClass.medianHours * std::pow(jobClass.percentile90Hours / jobClass.medianHours, z);
}

std::optional<double> parseNumber(const std::string& text)
{
    const std::optional<double> value = wholeNumber<double>(text);
    return value && std::isfinite(*value) ? value : std::nullopt;
}

/// Reads one trace line's fields by column name, collecting problems that name the line.
class TraceLine {
public:
    TraceLine(const std::map<std::string, std::size_t>& columns, std::vector<std::string> fields, std::size_t number,
              std::vector<std::string>& problems)
        : m_columns(columns)
        , m_fields(std::move(fields))
        , m_number(number)
        , m_problems(problems)
    { }

    [[nodiscard]] const std::string& text(const std::string& column) const { return m_fields[m_columns.at(column)]; }

    std::optional<double> number(const std::string& column, double minimum, double maximum)
    {
        const std::optional<double> value = parseNumber(text(column));
        if (!value || *value < minimum || *value > maximum) {
            fail(column, fmt::format("must be a number from {} to {}, got \"{}\"", minimum, maximum, text(column)));
            return std::nullopt;
        }
        return value;
    }

    void fail(const std::string& column, const std::string& message)
    {
        m_problems.push_back(fmt::format("line {}, {}: {}", m_number, column, message));
        m_failed = true;
    }

    /// Whether any field of the line was refused.
    [[nodiscard]] bool failed() const { return m_failed; }

private:
    const std::map<std::string, std::size_t>& m_columns;
    std::vector<std::string> m_fields;
    std::size_t m_number;
    std::vector<std::string>& m_problems;
    bool m_failed = false;
};

constexpr double MAX_TRACE_HOURS = 1e7;
constexpr double MAX_TRACE_SECONDS = MAX_TRACE_HOURS * SECONDS_PER_HOUR;

std::optional<ClusterJob> ownFormatJob(TraceLine& line)
{
    const auto arrival = line.number("arrival_hours", 0.0, MAX_TRACE_HOURS);
    const auto gpus = line.number("gpus", 1.0, MAX_TRACE_GPUS);
    const auto duration = line.number("duration_hours", 0.0, MAX_TRACE_HOURS);
    const std::string& kindText = line.text("kind");
    const auto kind = std::ranges::find(CLUSTER_JOB_KIND_NAMES, kindText, &EnumName<ClusterJobKind>::name);
    if (kind == CLUSTER_JOB_KIND_NAMES.end())
        line.fail("kind", fmt::format("must be training, fine_tuning, interactive or inference, got \"{}\"", kindText));
    const std::string& checkpointText = line.text("checkpointable");
    if (checkpointText != "true" && checkpointText != "false")
        line.fail("checkpointable", fmt::format("must be true or false, got \"{}\"", checkpointText));
    if (gpus && *gpus != std::floor(*gpus))
        line.fail("gpus", fmt::format("must be a whole number, got \"{}\"", line.text("gpus")));
    if (line.failed())
        return std::nullopt;
    return ClusterJob{.kind = kind->value,
                      .gpus = static_cast<int>(*gpus),
                      .arrivalHours = *arrival,
                      .durationHours = *duration,
                      .checkpointable = checkpointText == "true",
                      .mustShareDomain = kind->value == ClusterJobKind::Inference,
                      .layout = std::nullopt};
}

std::optional<ClusterJob> alibabaJob(TraceLine& line)
{
    const auto gpus = line.number("num_gpu", 0.0, MAX_TRACE_GPUS);
    const auto created = line.number("creation_time", 0.0, MAX_TRACE_SECONDS);
    const auto deleted = line.number("deletion_time", 0.0, MAX_TRACE_SECONDS);
    // A pod still pending when the trace was cut was never scheduled: it has no start.
    const std::optional<double> scheduled = parseNumber(line.text("scheduled_time"));
    if (!gpus || !created || !deleted)
        return std::nullopt;
    if (*gpus == 0.0 || !scheduled)
        return std::nullopt;
    const bool latencySensitive = line.text("qos") == "LS";
    return ClusterJob{.kind = latencySensitive ? ClusterJobKind::Inference : ClusterJobKind::Training,
                      .gpus = static_cast<int>(std::ceil(*gpus)),
                      .arrivalHours = *created / SECONDS_PER_HOUR,
                      .durationHours = std::max(0.0, *deleted - *scheduled) / SECONDS_PER_HOUR,
                      .checkpointable = !latencySensitive,
                      .mustShareDomain = latencySensitive,
                      .layout = std::nullopt};
}

const std::vector<std::string> OWN_COLUMNS{"arrival_hours", "gpus", "duration_hours", "kind", "checkpointable"};
const std::vector<std::string> ALIBABA_COLUMNS{"num_gpu", "qos", "creation_time", "deletion_time", "scheduled_time"};

bool hasColumns(const std::map<std::string, std::size_t>& columns, const std::vector<std::string>& names)
{
    return std::ranges::all_of(names, [&](const std::string& name) { return columns.contains(name); });
}

} // namespace

std::vector<ClusterJob> generateJobs(const ClusterSection& cluster)
{
    std::vector<ClusterJob> jobs(static_cast<std::size_t>(cluster.inference.replicas), inferenceReplica(cluster));
    if (cluster.mix.empty())
        return jobs;
    std::vector<double> cumulativeShares;
    std::transform_inclusive_scan(cluster.mix.begin(), cluster.mix.end(), std::back_inserter(cumulativeShares), std::plus<>(),
                                  [](const ClusterJobClass& jobClass) { return jobClass.share; });
    auto arrivals = Xoshiro256StarStar::forStream(cluster.seed, ARRIVALS);
    auto classes = Xoshiro256StarStar::forStream(cluster.seed, CLASSES);
    auto durations = Xoshiro256StarStar::forStream(cluster.seed, DURATIONS);
    const double endHours = cluster.days * HOURS_PER_DAY;
    // Exponential gaps between arrivals, by inversion: −ln(u) / λ.
    for (double at = -std::log(arrivals.nextProbability()) / cluster.arrivalsPerHour; at < endHours;
         at += -std::log(arrivals.nextProbability()) / cluster.arrivalsPerHour) {
        const ClusterJobClass& jobClass = cluster.mix[classAt(cumulativeShares, classes.nextProbability())];
        jobs.push_back(ClusterJob{.kind = jobClass.kind,
                                  .gpus = jobClass.gpus,
                                  .arrivalHours = at,
                                  .durationHours = lognormalHours(jobClass, durations.nextProbability()),
                                  .checkpointable = jobClass.checkpointable,
                                  .mustShareDomain = jobClass.mustShareDomain || jobClass.kind == ClusterJobKind::Inference,
                                  .layout = jobClass.layout});
    }
    return jobs;
}

TraceJobs readJobTrace(std::string_view csv)
{
    TraceJobs result;
    std::map<std::string, std::size_t> columns;
    bool alibaba = false;
    CsvReader reader(csv);
    while (true) {
        auto record = reader.next();
        if (!record) {
            result.problems.push_back(fmt::format("line {}: {}", record.error().line, record.error().message));
            return result;
        }
        if (!*record)
            break;
        const auto number = static_cast<std::size_t>(reader.recordLine());
        std::vector<std::string> fields = std::move(**record);
        // An empty line is no job.
        if (fields.size() == 1 && fields.front().empty())
            continue;
        if (columns.empty()) {
            for (std::size_t i = 0; i < fields.size(); ++i) {
                if (!columns.emplace(fields[i], i).second) {
                    result.problems.push_back(
                        fmt::format("line {}: the header names the column \"{}\" twice", number, fields[i]));
                    return result;
                }
            }
            alibaba = hasColumns(columns, ALIBABA_COLUMNS);
            if (!alibaba && !hasColumns(columns, OWN_COLUMNS)) {
                result.problems.push_back(
                    fmt::format("line {}: the header names neither arrival_hours,gpus,duration_hours,kind,checkpointable nor "
                                "Alibaba's num_gpu,qos,creation_time,deletion_time,scheduled_time",
                                number));
                return result;
            }
            continue;
        }
        if (fields.size() != columns.size()) {
            result.problems.push_back(
                fmt::format("line {}: has {} fields where the header names {}", number, fields.size(), columns.size()));
            continue;
        }
        TraceLine line(columns, std::move(fields), number, result.problems);
        if (std::optional<ClusterJob> job = alibaba ? alibabaJob(line) : ownFormatJob(line))
            result.jobs.push_back(std::move(*job));
        if (result.jobs.size() > MAX_TRACE_JOBS) {
            result.problems.push_back(fmt::format("line {}: a trace holds at most {} jobs", number, MAX_TRACE_JOBS));
            return result;
        }
    }
    if (columns.empty())
        result.problems.push_back("the trace is empty: it needs a header line and a line per job");
    std::ranges::stable_sort(result.jobs, {}, &ClusterJob::arrivalHours);
    if (!result.jobs.empty()) {
        const double first = result.jobs.front().arrivalHours;
        for (ClusterJob& job : result.jobs)
            job.arrivalHours -= first;
    }
    return result;
}

TraceJobs readJobTraceFile(const std::filesystem::path& path)
{
    const auto text = readTextFile(path, MAX_TRACE_BYTES);
    if (!text)
        return TraceJobs{{}, {fmt::format("the trace {}: {}", path.string(), text.error())}};
    TraceJobs trace = readJobTrace(*text);
    for (std::string& problem : trace.problems)
        problem = fmt::format("{}: {}", path.string(), problem);
    if (trace.problems.empty() && trace.jobs.empty())
        trace.problems.push_back(fmt::format("the trace {} has no job that uses a GPU", path.string()));
    return trace;
}

} // namespace tco
