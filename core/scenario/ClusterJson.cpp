#include "scenario/ClusterJson.h"

#include "catalog/Catalog.h"
#include "scenario/ClusterSize.h"
#include "scenario/OptionRef.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string_view>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

constexpr std::size_t MAX_JOB_CLASSES = 100;

/// Reads into `layout`, a job class's or the replicas' (the rows of `section` at `index` hold
/// it), the layout at `reader`, which must split a job of `gpus` GPUs evenly.
void readLayout(ObjectReader& reader, const ClusterJobLayout& layout, FieldSection section, Scenario& scenario, std::size_t index,
                int gpus, std::string_view whose)
{
    readSectionNumbers(reader, section, scenario, index);
    const long long ranks = static_cast<long long>(layout.tensorParallel) * layout.expertParallel;
    if (gpus % ranks != 0)
        reader.report("tensor_parallel",
                      fmt::format("tensor_parallel × expert_parallel ({}) must divide the {}'s {} GPUs", ranks, whose, gpus));
}

/// The serving replicas: typed, or from the sizing, never both.
void readInference(ObjectReader& reader, Scenario& scenario)
{
    ClusterInference& inference = scenario.cluster->inference;
    inference.fromSizing = reader.boolean("from_sizing", false);
    if (inference.fromSizing) {
        // Read to know them; that they are there at all is the mistake.
        for (const char* key : {"replicas", "gpus_per_replica"})
            (void)reader.optionalNumber(key, findField(FieldSection::ClusterInference, key)->rule);
        reader.object("layout", Presence::Optional, [&](ObjectReader& layout) {
            inference.layout.emplace();
            readSectionNumbers(layout, FieldSection::ClusterInferenceLayout, scenario, 0);
            inference.layout.reset();
        });
        for (const std::string_view key : {"replicas", "gpus_per_replica", "layout"}) {
            if (reader.contains(key))
                reader.report(key,
                              "must not be given with from_sizing, which takes the replicas and their layout from the "
                              "sizing; give one or the other");
        }
        return;
    }
    readSectionNumbers(reader, FieldSection::ClusterInference, scenario, 0);
    reader.object("layout", Presence::Optional, [&](ObjectReader& layout) {
        readLayout(layout, inference.layout.emplace(), FieldSection::ClusterInferenceLayout, scenario, 0,
                   inference.gpusPerReplica, "replica");
    });
}

void readJobClass(ObjectReader& reader, Scenario& scenario, std::size_t index)
{
    ClusterJobClass& jobClass = scenario.cluster->mix[index];
    jobClass.name = reader.string("name");
    jobClass.kind = reader.choice("kind", CLUSTER_JOB_KIND_NAMES);
    readSectionNumbers(reader, FieldSection::ClusterJobClass, scenario, index);
    // A duration that failed to read is 0, and says nothing of the other.
    if (jobClass.percentile90Hours > 0.0 && jobClass.percentile90Hours < jobClass.medianHours)
        reader.report(
            "p90_hours",
            fmt::format("must be at least median_hours ({}), got {}", jobClass.medianHours, jobClass.percentile90Hours));
    jobClass.checkpointable = reader.boolean("checkpointable", jobClass.kind != ClusterJobKind::Interactive);
    jobClass.mustShareDomain = reader.boolean("must_share_domain", jobClass.kind == ClusterJobKind::Inference);
    reader.object("layout", Presence::Optional, [&](ObjectReader& layout) {
        readLayout(layout, jobClass.layout.emplace(), FieldSection::ClusterJobLayout, scenario, index, jobClass.gpus, "job");
    });
}

} // namespace

void readCluster(ObjectReader& reader, Scenario& scenario)
{
    ClusterSection& cluster = scenario.cluster.emplace();
    cluster.option = reader.string("option");
    readSectionNumbers(reader, FieldSection::Cluster, scenario, 0);
    cluster.policy = reader.choice("policy", SCHEDULING_POLICY_NAMES, ClusterSection{}.policy);
    cluster.preemptInteractive = reader.boolean("preempt_interactive", false);
    cluster.trace = reader.string("trace", "");
    reader.object("inference", Presence::Optional, [&](ObjectReader& inference) { readInference(inference, scenario); });
    reader.object("jobs", Presence::Optional, [&](ObjectReader& jobs) {
        readSectionNumbers(jobs, FieldSection::ClusterJobs, scenario, 0);
        if (cluster.arrivalsPerHour * cluster.days * 24.0 > MAX_CLUSTER_JOBS)
            jobs.report("arrivals_per_hour",
                        fmt::format("draws {:.0f} jobs over {} days; a simulation holds at most {:.0f}",
                                    cluster.arrivalsPerHour * cluster.days * 24.0, cluster.days, MAX_CLUSTER_JOBS));
        jobs.array("mix", Presence::Required, 1, MAX_JOB_CLASSES, [&](ObjectReader& entry, std::size_t index) {
            cluster.mix.emplace_back();
            readJobClass(entry, scenario, index);
        });
    });
    if (cluster.mix.empty() && cluster.trace.empty() && cluster.inference.replicas == 0 && !cluster.inference.fromSizing)
        reader.report("jobs", "the cluster has nothing to run: give a job mix, a trace or inference replicas");
}

void checkCluster(const Scenario& scenario, const Catalog& catalog, Issues& issues)
{
    if (!scenario.cluster)
        return;
    const ClusterSection& cluster = *scenario.cluster;
    const std::optional<OptionRef> option = findOption(scenario, cluster.option);
    if (!option || !option->selfHosted()) {
        issues.push_back({"/cluster/option", fmt::format("no self-hosted option is named \"{}\"", cluster.option)});
        return;
    }
    const GpuSpec* gpu = catalog.gpu(scenario.selfHosted[option->index].gpuId);
    if (gpu == nullptr)
        return;
    const DomainSize domain = domainSize(cluster, *gpu);
    if (const std::int64_t gpus = clusterGpus(cluster, *gpu); gpus > MAX_CLUSTER_GPUS)
        issues.push_back({"/cluster/domains",
                          fmt::format("{} domains of {} GPUs ({} nodes of {}) make {} GPUs; a simulation "
                                      "holds at most {}",
                                      cluster.domains, domain.gpus(), domain.nodes, domain.gpusPerNode, gpus, MAX_CLUSTER_GPUS)});
}

json clusterJson(const Scenario& scenario)
{
    const ClusterSection& cluster = *scenario.cluster;
    json document{{"option", cluster.option}};
    writeSectionNumbers(document, FieldSection::Cluster, scenario, 0);
    document["policy"] = nameOf(cluster.policy, SCHEDULING_POLICY_NAMES);
    document["preempt_interactive"] = cluster.preemptInteractive;
    if (!cluster.trace.empty())
        document["trace"] = cluster.trace;
    if (cluster.inference.fromSizing) {
        document["inference"] = {{"from_sizing", true}};
    } else if (cluster.inference.replicas > 0) {
        json inference = json::object();
        writeSectionNumbers(inference, FieldSection::ClusterInference, scenario, 0);
        if (cluster.inference.layout)
            writeSectionNumbers(inference["layout"], FieldSection::ClusterInferenceLayout, scenario, 0);
        document["inference"] = std::move(inference);
    }
    if (!cluster.mix.empty()) {
        json jobs = json::object();
        writeSectionNumbers(jobs, FieldSection::ClusterJobs, scenario, 0);
        json& mix = jobs["mix"] = json::array();
        for (std::size_t index = 0; index < cluster.mix.size(); ++index) {
            const ClusterJobClass& jobClass = cluster.mix[index];
            json entry{{"name", jobClass.name}, {"kind", nameOf(jobClass.kind, CLUSTER_JOB_KIND_NAMES)}};
            writeSectionNumbers(entry, FieldSection::ClusterJobClass, scenario, index);
            entry["checkpointable"] = jobClass.checkpointable;
            entry["must_share_domain"] = jobClass.mustShareDomain;
            if (jobClass.layout)
                writeSectionNumbers(entry["layout"], FieldSection::ClusterJobLayout, scenario, index);
            mix.push_back(std::move(entry));
        }
        document["jobs"] = std::move(jobs);
    }
    return document;
}

} // namespace tco
