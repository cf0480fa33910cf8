#include "ClusterCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "cluster/ClusterStudy.h"
#include "report/Csv.h"
#include "scenario/ClusterJson.h"
#include "text/EnglishNumbers.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <ostream>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;

constexpr std::size_t MAX_TRACE_PROBLEMS_SHOWN = 20;

/// The trace the command line names (from the working directory), else the file's (from the
/// scenario's folder); nothing when neither names one.
std::optional<std::filesystem::path> tracePath(const ClusterOptions& options, const ClusterSection& cluster)
{
    if (!options.trace.empty())
        return std::filesystem::path(options.trace);
    if (cluster.trace.empty())
        return std::nullopt;
    return std::filesystem::path(options.path).parent_path() / cluster.trace;
}

/// The trace's jobs, or nothing after saying why on `err`.
std::optional<std::vector<ClusterJob>> readTrace(const std::filesystem::path& path, std::ostream& err)
{
    TraceJobs trace = readJobTraceFile(path);
    if (trace.problems.empty())
        return std::move(trace.jobs);
    for (std::size_t i = 0; i < std::min(trace.problems.size(), MAX_TRACE_PROBLEMS_SHOWN); ++i)
        fmt::print(err, "error: {}\n", trace.problems[i]);
    if (trace.problems.size() > MAX_TRACE_PROBLEMS_SHOWN)
        fmt::print(err, "error: {}: and {} more problems\n", path.string(), trace.problems.size() - MAX_TRACE_PROBLEMS_SHOWN);
    return std::nullopt;
}

std::string policyName(SchedulingPolicy policy)
{
    return std::string(nameOf(policy, SCHEDULING_POLICY_NAMES));
}

std::string counted(int count, const std::string& noun)
{
    return fmt::format("{} {}{}", count, noun, count == 1 ? "" : "s");
}

std::string percent(double share)
{
    return fmt::format("{:.1f}%", share * 100.0);
}

std::string costText(const PolicyOutcome& outcome)
{
    return outcome.costPerUsefulGpuHour ? fmt::format("{:.2f}", *outcome.costPerUsefulGpuHour) : "-";
}

std::string worthSentence(const ClusterStudy& study, const PolicyWorth& worth)
{
    const std::string currency(study.currency.code());
    const double gpus = worth.domains * study.shape.gpusPerDomain;
    if (worth.domains >= 0.0)
        return fmt::format("{} against {}: worth {:.1f} domains ({:.0f} GPUs) kept usefully busy, {} {} a year.",
                           policyName(worth.better), policyName(worth.baseline), worth.domains, gpus,
                           englishAmount(worth.perYear), currency);
    return fmt::format("{} against {}: {:.1f} domains ({:.0f} GPUs) fewer kept usefully busy, {} {} a year less.",
                       policyName(worth.better), policyName(worth.baseline), -worth.domains, -gpus, englishAmount(-worth.perYear),
                       currency);
}

/// Where the serving replicas came from, for the table's header; nothing for a trace's.
std::optional<std::string> servingLine(const ServingReplicas& serving)
{
    const std::string replicas = fmt::format("{} of {} GPUs", counted(serving.replicas, "replica"), serving.gpusPerReplica);
    switch (serving.source) {
    case ReplicaSource::Typed:
        return fmt::format("Serving: {}, as the file types them{}", replicas,
                           serving.layout ? fmt::format(", TP {}", serving.layout->tensorParallel) : "");
    case ReplicaSource::Sizing:
        return fmt::format("Serving: {}, the sizing's fleet at {} tokens a day ({})", replicas,
                           englishTokens(serving.tokensPerDay.value()), serving.sizedLayout);
    case ReplicaSource::Trace:
        break;
    }
    return std::nullopt;
}

json servingJson(const ServingReplicas& serving)
{
    json document{{"source", nameOf(serving.source, REPLICA_SOURCE_NAMES)}};
    if (serving.source == ReplicaSource::Trace)
        return document;
    document["replicas"] = serving.replicas;
    document["gpus_per_replica"] = serving.gpusPerReplica;
    if (serving.source == ReplicaSource::Sizing) {
        document["layout"] = serving.sizedLayout;
        document["tokens_per_day"] = serving.tokensPerDay.value();
    }
    return document;
}

void printTable(const ClusterStudy& study, std::ostream& out)
{
    const std::string currency(study.currency.code());
    const int nodes = study.shape.gpusPerDomain / study.gpusPerNode;
    fmt::print(out, "Cluster: {} of {} GPUs ({}), {} GPUs of {}; \"{}\" at {:.2f} {} per GPU-hour\n",
               counted(study.shape.domains, "domain"), study.shape.gpusPerDomain,
               nodes == 1 ? "one node" : fmt::format("{} nodes of {}", nodes, study.gpusPerNode), study.shape.gpus(),
               study.gpuName, study.option, study.pricePerGpuHour, currency);
    fmt::print(out, "Jobs: {} over {} day{}, seed {}\n", study.jobs.size(), study.days, study.days == 1.0 ? "" : "s", study.seed);
    if (const std::optional<std::string> serving = servingLine(*study.serving))
        fmt::print(out, "{}\n", *serving);
    fmt::print(out, "\n");
    TextTable table({{"POLICY"},
                     {"USABLE", TextTable::Align::Right},
                     {"BUSY", TextTable::Align::Right},
                     {"STRANDED", TextTable::Align::Right},
                     {"WAIT P50 H", TextTable::Align::Right},
                     {"WAIT P95 H", TextTable::Align::Right},
                     {"LOST TO PLACEMENT", TextTable::Align::Right},
                     {"PREEMPTIONS", TextTable::Align::Right},
                     {"WAITING AT END", TextTable::Align::Right},
                     {"SCHEDULER EFFICIENCY", TextTable::Align::Right},
                     {fmt::format("{} PER USEFUL GPU-H", currency), TextTable::Align::Right}});
    for (const PolicyOutcome& outcome : study.outcomes) {
        const PolicyRun& run = outcome.run;
        table.addRow({policyName(run.policy), percent(run.usableShare), percent(run.busyShare), percent(run.strandedShare),
                      fmt::format("{:.2f}", run.waitP50Hours), fmt::format("{:.2f}", run.waitP95Hours),
                      percent(run.crossDomainSlowdown), std::to_string(run.preemptions), std::to_string(run.jobsWaiting),
                      outcome.schedulerEfficiency ? percent(*outcome.schedulerEfficiency) : "-", costText(outcome)});
    }
    fmt::print(out, "{}\n", table.render());
    for (const PolicyWorth& worth : study.worth)
        fmt::print(out, "{}\n", worthSentence(study, worth));

    std::vector<TextTable::Column> columns{{"JOB GPUS", TextTable::Align::Right}, {"JOBS", TextTable::Align::Right}};
    for (const PolicyOutcome& outcome : study.outcomes)
        columns.push_back({fmt::format("{} P50 / P95 H", policyName(outcome.run.policy)), TextTable::Align::Right});
    TextTable waits(std::move(columns));
    for (std::size_t size = 0; size < study.outcomes.front().run.waits.size(); ++size) {
        const WaitBySize& first = study.outcomes.front().run.waits[size];
        std::vector<std::string> row{std::to_string(first.gpus), std::to_string(first.jobs)};
        for (const PolicyOutcome& outcome : study.outcomes) {
            const WaitBySize& wait = outcome.run.waits[size];
            row.push_back(fmt::format("{:.2f} / {:.2f}", wait.p50Hours, wait.p95Hours));
        }
        waits.addRow(std::move(row));
    }
    fmt::print(out, "\nWaits by job size (a job still waiting at the end counts its wait so far):\n{}", waits.render());
}

json policyJson(const PolicyOutcome& outcome)
{
    const PolicyRun& run = outcome.run;
    json waits = json::array();
    for (const WaitBySize& wait : run.waits)
        waits.push_back({{"gpus", wait.gpus}, {"jobs", wait.jobs}, {"p50_h", wait.p50Hours}, {"p95_h", wait.p95Hours}});
    json series = json::array();
    for (const ClusterSample& sample : run.series)
        series.push_back({{"hour", sample.hour},
                          {"busy", sample.busyGpus},
                          {"stranded", sample.strandedGpus},
                          {"waiting", sample.waitingGpus},
                          {"useful", sample.usefulGpus}});
    return {{"policy", policyName(run.policy)},
            {"usable_share", run.usableShare},
            {"busy_share", run.busyShare},
            {"stranded_gpu_share", run.strandedShare},
            {"restart_share", run.restartShare},
            {"wait_p50_h", run.waitP50Hours},
            {"wait_p95_h", run.waitP95Hours},
            {"waits_by_size", std::move(waits)},
            {"cross_domain_slowdown", run.crossDomainSlowdown},
            {"preemptions", run.preemptions},
            {"jobs_started", run.jobsStarted},
            {"jobs_finished", run.jobsFinished},
            {"jobs_waiting_at_end", run.jobsWaiting},
            {"cost_per_useful_gpu_hour", outcome.costPerUsefulGpuHour ? json(*outcome.costPerUsefulGpuHour) : json(nullptr)},
            {"scheduler_efficiency", outcome.schedulerEfficiency ? json(*outcome.schedulerEfficiency) : json(nullptr)},
            {"series", std::move(series)}};
}

void printJson(const ClusterStudy& study, std::ostream& out)
{
    json policies = json::array();
    for (const PolicyOutcome& outcome : study.outcomes)
        policies.push_back(policyJson(outcome));
    json worth = json::array();
    for (const PolicyWorth& entry : study.worth)
        worth.push_back({{"policy", policyName(entry.better)},
                         {"against", policyName(entry.baseline)},
                         {"domains", entry.domains},
                         {"per_year", entry.perYear}});
    const json document{{"gpus", study.shape.gpus()},
                        {"domains", study.shape.domains},
                        {"gpus_per_domain", study.shape.gpusPerDomain},
                        {"gpu", study.gpuName},
                        {"option", study.option},
                        {"currency", std::string(study.currency.code())},
                        {"price_per_gpu_hour", study.pricePerGpuHour},
                        {"days", study.days},
                        {"seed", study.seed},
                        {"jobs", study.jobs.size()},
                        {"serving", servingJson(*study.serving)},
                        {"policies", std::move(policies)},
                        {"worth", std::move(worth)}};
    out << document.dump(2) << '\n';
}

void printCsv(const ClusterStudy& study, std::ostream& out)
{
    const std::vector<std::string> header{"policy",
                                          "usable_share",
                                          "busy_share",
                                          "stranded_gpu_share",
                                          "wait_p50_h",
                                          "wait_p95_h",
                                          "cross_domain_slowdown",
                                          "preemptions",
                                          "jobs_waiting_at_end",
                                          "cost_per_useful_gpu_hour",
                                          "scheduler_efficiency"};
    out << csvLine(header);
    for (const PolicyOutcome& outcome : study.outcomes) {
        const PolicyRun& run = outcome.run;
        const std::vector<std::string> row{policyName(run.policy),
                                           csvNumber(run.usableShare),
                                           csvNumber(run.busyShare),
                                           csvNumber(run.strandedShare),
                                           csvNumber(run.waitP50Hours),
                                           csvNumber(run.waitP95Hours),
                                           csvNumber(run.crossDomainSlowdown),
                                           std::to_string(run.preemptions),
                                           std::to_string(run.jobsWaiting),
                                           outcome.costPerUsefulGpuHour ? csvNumber(*outcome.costPerUsefulGpuHour) : "",
                                           outcome.schedulerEfficiency ? csvNumber(*outcome.schedulerEfficiency) : ""};
        out << csvLine(row);
    }
}

} // namespace

bool runCluster(const Catalog& catalog, const ClusterOptions& options, const std::vector<Override>& overrides,
                ReportFormat format, std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, options.path, overrides, err);
    if (!scenario)
        return false;
    if (!scenario->cluster) {
        fmt::print(err, "error: {}: /cluster: the scenario describes no cluster; see docs/scenario-format.md#cluster\n",
                   options.path);
        return false;
    }
    const ClusterSection& cluster = *scenario->cluster;
    // The file's days were checked against the most jobs a run holds; --days must be too.
    const double days = options.days.value_or(cluster.days);
    if (!cluster.mix.empty() && cluster.arrivalsPerHour * days * 24.0 > MAX_CLUSTER_JOBS) {
        fmt::print(err,
                   "error: --days {}: draws {:.0f} jobs at the file's {} arrivals an hour; a simulation holds at most {:.0f}\n",
                   days, cluster.arrivalsPerHour * days * 24.0, cluster.arrivalsPerHour, MAX_CLUSTER_JOBS);
        return false;
    }
    ClusterRunOptions run{options.policies, options.days, options.seed, std::nullopt};
    if (const std::optional<std::filesystem::path> path = tracePath(options, cluster)) {
        run.trace = readTrace(*path, err);
        if (!run.trace)
            return false;
    }
    const ClusterStudy study = studyCluster(*scenario, catalog, run);
    if (!study.serving) {
        fmt::print(err, "error: {}: {}\n", options.path, describe(study.serving.error()));
        return false;
    }
    switch (format) {
    case ReportFormat::Table:
        printTable(study, out);
        break;
    case ReportFormat::Json:
        printJson(study, out);
        break;
    case ReportFormat::Csv:
        printCsv(study, out);
        break;
    }
    return true;
}

} // namespace tco::cli
