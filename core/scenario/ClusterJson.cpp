#include "scenario/ClusterJson.h"

#include "scenario/OptionRef.h"
#include "scenario/Scenario.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string_view>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

constexpr double MAX_DOMAINS = 100'000;
constexpr double MAX_DOMAIN_NODES = 1'000;
constexpr double MAX_NODE_GPUS = 64;
constexpr double MAX_DAYS = 366;
constexpr double MAX_HOURS = 1e6;
constexpr double MAX_STEP_SECONDS = 1e6;
constexpr double MAX_STEP_BYTES = 1e15;
constexpr double MAX_PARALLEL = 100'000;
constexpr double MAX_SEED = 9'007'199'254'740'992.0; // 2^53: every whole number a JSON reader keeps exactly
constexpr std::size_t MAX_JOB_CLASSES = 100;
constexpr double MAX_JOB_GPUS = 1'000'000;
constexpr double MAX_REPLICAS = 1'000'000;

ClusterJobLayout readLayout(ObjectReader& reader)
{
    ClusterJobLayout layout;
    layout.tensorParallel = reader.integer("tensor_parallel", rules::count(1, MAX_PARALLEL), 1);
    layout.expertParallel = reader.integer("expert_parallel", rules::count(1, MAX_PARALLEL), 1);
    layout.computeSecondsPerStep = reader.number("compute_seconds_per_step", rules::positive(MAX_STEP_SECONDS));
    layout.tensorParallelBytesPerStep = reader.number("tensor_parallel_bytes_per_step", rules::nonNegative(MAX_STEP_BYTES), 0.0);
    layout.expertParallelBytesPerStep = reader.number("expert_parallel_bytes_per_step", rules::nonNegative(MAX_STEP_BYTES), 0.0);
    layout.dataParallelBytesPerStep = reader.number("data_parallel_bytes_per_step", rules::nonNegative(MAX_STEP_BYTES), 0.0);
    return layout;
}

/// The layout at `reader`, which must split a job of `gpus` GPUs evenly.
ClusterJobLayout readDividingLayout(ObjectReader& reader, int gpus, std::string_view whose)
{
    const ClusterJobLayout layout = readLayout(reader);
    const long long ranks = static_cast<long long>(layout.tensorParallel) * layout.expertParallel;
    if (gpus % ranks != 0)
        reader.report("tensor_parallel",
                      fmt::format("tensor_parallel × expert_parallel ({}) must divide the {}'s {} GPUs", ranks, whose, gpus));
    return layout;
}

/// The serving replicas: typed, or from the sizing, never both.
ClusterInference readInference(ObjectReader& reader)
{
    ClusterInference inference;
    inference.fromSizing = reader.boolean("from_sizing", false);
    if (inference.fromSizing) {
        // Read to know them; that they are there at all is the mistake.
        (void)reader.optionalInteger("replicas", rules::count(0, MAX_REPLICAS));
        (void)reader.optionalInteger("gpus_per_replica", rules::count(1, MAX_JOB_GPUS));
        reader.object("layout", Presence::Optional, [](ObjectReader& layout) { (void)readLayout(layout); });
        for (const std::string_view key : {"replicas", "gpus_per_replica", "layout"}) {
            if (reader.contains(key))
                reader.report(key,
                              "must not be given with from_sizing, which takes the replicas and their layout from the "
                              "sizing; give one or the other");
        }
        return inference;
    }
    inference.replicas = reader.integer("replicas", rules::count(0, MAX_REPLICAS));
    inference.gpusPerReplica = reader.integer("gpus_per_replica", rules::count(1, MAX_JOB_GPUS));
    reader.object("layout", Presence::Optional, [&](ObjectReader& layout) {
        inference.layout = readDividingLayout(layout, inference.gpusPerReplica, "replica");
    });
    return inference;
}

ClusterJobClass readJobClass(ObjectReader& reader)
{
    ClusterJobClass jobClass;
    jobClass.name = reader.string("name");
    jobClass.kind = reader.choice("kind", CLUSTER_JOB_KIND_NAMES);
    jobClass.gpus = reader.integer("gpus", rules::count(1, MAX_JOB_GPUS));
    jobClass.share = reader.number("share", rules::positive(1e6));
    jobClass.medianHours = reader.number("median_hours", rules::positive(MAX_HOURS));
    jobClass.percentile90Hours = reader.number("p90_hours", rules::positive(MAX_HOURS));
    if (jobClass.percentile90Hours < jobClass.medianHours)
        reader.report(
            "p90_hours",
            fmt::format("must be at least median_hours ({}), got {}", jobClass.medianHours, jobClass.percentile90Hours));
    jobClass.checkpointable = reader.boolean("checkpointable", jobClass.kind != ClusterJobKind::Interactive);
    jobClass.mustShareDomain = reader.boolean("must_share_domain", jobClass.kind == ClusterJobKind::Inference);
    reader.object("layout", Presence::Optional,
                  [&](ObjectReader& layout) { jobClass.layout = readDividingLayout(layout, jobClass.gpus, "job"); });
    return jobClass;
}

json layoutJson(const ClusterJobLayout& layout)
{
    return {{"tensor_parallel", layout.tensorParallel},
            {"expert_parallel", layout.expertParallel},
            {"compute_seconds_per_step", layout.computeSecondsPerStep},
            {"tensor_parallel_bytes_per_step", layout.tensorParallelBytesPerStep},
            {"expert_parallel_bytes_per_step", layout.expertParallelBytesPerStep},
            {"data_parallel_bytes_per_step", layout.dataParallelBytesPerStep}};
}

} // namespace

ClusterSection readCluster(ObjectReader& reader)
{
    ClusterSection cluster;
    cluster.option = reader.string("option");
    cluster.domains = reader.integer("domains", rules::count(1, MAX_DOMAINS));
    cluster.nodesPerDomain = reader.optionalInteger("nodes_per_domain", rules::count(1, MAX_DOMAIN_NODES));
    cluster.gpusPerNode = reader.optionalInteger("gpus_per_node", rules::count(1, MAX_NODE_GPUS));
    cluster.scaleOutGbPerS = reader.optionalNumber("scale_out_gb_per_s", rules::positive(100'000));
    cluster.days = reader.number("days", rules::positive(MAX_DAYS), ClusterSection{}.days);
    cluster.seed = static_cast<std::uint64_t>(reader.number("seed", rules::count(0, MAX_SEED), 1.0));
    cluster.policy = reader.choice("policy", SCHEDULING_POLICY_NAMES, ClusterSection{}.policy);
    cluster.checkpointRestartHours
        = reader.number("checkpoint_restart_hours", rules::nonNegative(1'000), ClusterSection{}.checkpointRestartHours);
    cluster.preemptInteractive = reader.boolean("preempt_interactive", false);
    cluster.trace = reader.string("trace", "");
    reader.object("inference", Presence::Optional,
                  [&](ObjectReader& inference) { cluster.inference = readInference(inference); });
    reader.object("jobs", Presence::Optional, [&](ObjectReader& jobs) {
        cluster.arrivalsPerHour = jobs.number("arrivals_per_hour", rules::positive(1e5));
        if (cluster.arrivalsPerHour * cluster.days * 24.0 > MAX_CLUSTER_JOBS)
            jobs.report("arrivals_per_hour",
                        fmt::format("draws {:.0f} jobs over {} days; a simulation holds at most {:.0f}",
                                    cluster.arrivalsPerHour * cluster.days * 24.0, cluster.days, MAX_CLUSTER_JOBS));
        jobs.array("mix", Presence::Required, 1, MAX_JOB_CLASSES,
                   [&](ObjectReader& entry, std::size_t) { cluster.mix.push_back(readJobClass(entry)); });
    });
    if (cluster.mix.empty() && cluster.trace.empty() && cluster.inference.replicas == 0 && !cluster.inference.fromSizing)
        reader.report("jobs", "the cluster has nothing to run: give a job mix, a trace or inference replicas");
    return cluster;
}

void checkCluster(const Scenario& scenario, Issues& issues)
{
    if (!scenario.cluster)
        return;
    const std::optional<OptionRef> option = findOption(scenario, scenario.cluster->option);
    if (!option || !option->selfHosted)
        issues.push_back({"/cluster/option", fmt::format("no self-hosted option is named \"{}\"", scenario.cluster->option)});
}

json clusterJson(const ClusterSection& cluster)
{
    json document{{"option", cluster.option}, {"domains", cluster.domains}};
    if (cluster.nodesPerDomain)
        document["nodes_per_domain"] = *cluster.nodesPerDomain;
    if (cluster.gpusPerNode)
        document["gpus_per_node"] = *cluster.gpusPerNode;
    if (cluster.scaleOutGbPerS)
        document["scale_out_gb_per_s"] = *cluster.scaleOutGbPerS;
    document["days"] = cluster.days;
    document["seed"] = cluster.seed;
    document["policy"] = nameOf(cluster.policy, SCHEDULING_POLICY_NAMES);
    document["checkpoint_restart_hours"] = cluster.checkpointRestartHours;
    document["preempt_interactive"] = cluster.preemptInteractive;
    if (!cluster.trace.empty())
        document["trace"] = cluster.trace;
    if (cluster.inference.fromSizing) {
        document["inference"] = {{"from_sizing", true}};
    } else if (cluster.inference.replicas > 0) {
        json inference{{"replicas", cluster.inference.replicas}, {"gpus_per_replica", cluster.inference.gpusPerReplica}};
        if (cluster.inference.layout)
            inference["layout"] = layoutJson(*cluster.inference.layout);
        document["inference"] = std::move(inference);
    }
    if (!cluster.mix.empty()) {
        json mix = json::array();
        for (const ClusterJobClass& jobClass : cluster.mix) {
            json entry{{"name", jobClass.name},
                       {"kind", nameOf(jobClass.kind, CLUSTER_JOB_KIND_NAMES)},
                       {"gpus", jobClass.gpus},
                       {"share", jobClass.share},
                       {"median_hours", jobClass.medianHours},
                       {"p90_hours", jobClass.percentile90Hours},
                       {"checkpointable", jobClass.checkpointable},
                       {"must_share_domain", jobClass.mustShareDomain}};
            if (jobClass.layout)
                entry["layout"] = layoutJson(*jobClass.layout);
            mix.push_back(std::move(entry));
        }
        document["jobs"] = {{"arrivals_per_hour", cluster.arrivalsPerHour}, {"mix", std::move(mix)}};
    }
    return document;
}

} // namespace tco
