#include "cluster/ClusterStudy.h"

#include "catalog/Catalog.h"
#include "cost/MonthlyTokens.h"
#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "scenario/ClusterSize.h"
#include "scenario/OptionRef.h"
#include "units/Time.h"

#include <cassert>
#include <cstdint>

namespace tco {
namespace {

ClusterShape shapeOf(const ClusterSection& cluster, const GpuSpec& gpu, DomainSize domain)
{
    const BytesPerSecond scaleOut = cluster.scaleOutGbPerS ? gigabytesPerSecond(*cluster.scaleOutGbPerS) : gpu.scaleOutBandwidth;
    // The catalog's scale-up figure adds both directions; a transfer uses one.
    return ClusterShape{cluster.domains, domain.gpus(), LinkBandwidths{gpu.interconnectBandwidth / 2.0, scaleOut}};
}

} // namespace

std::optional<double> schedulerEfficiency(const PolicyRun& run)
{
    const double workable = run.busyShare + run.strandedShare;
    if (workable <= 0.0)
        return std::nullopt;
    return run.usableShare / workable;
}

ClusterStudy studyCluster(const Scenario& scenario, const Catalog& catalog, const ClusterRunOptions& options)
{
    assert(scenario.cluster.has_value());
    const ClusterSection& cluster = *scenario.cluster;
    const std::optional<OptionRef> option = findOption(scenario, cluster.option);
    assert(option && option->selfHosted());
    const SelfHostedOption& selfHosted = scenario.selfHosted[option->index];
    const GpuSpec& gpu = *catalog.gpu(selfHosted.gpuId);

    const PreparedScenario prepared = prepareWithoutOptions(scenario, catalog);
    const PreparedSelfHosted priced = prepareSelfHosted(scenario, catalog, option->index);
    const FleetCostLine line = fleetCostLine(priced, prepared.staffing, 0.0);

    ClusterStudy study;
    study.option = selfHosted.name;
    study.gpuName = gpu.name;
    const DomainSize domain = domainSize(cluster, gpu);
    study.gpusPerNode = domain.gpusPerNode;
    study.shape = shapeOf(cluster, gpu, domain);
    study.pricePerGpuHour = line.perGpu / (HOURS_PER_DAY * DAYS_PER_MONTH);
    study.currency = scenario.currency.display;
    study.days = options.days.value_or(cluster.days);
    study.seed = options.seed.value_or(cluster.seed);

    ClusterSection generated = cluster;
    generated.days = study.days;
    generated.seed = study.seed;
    if (options.trace) {
        study.serving = ServingReplicas{};
        study.serving->source = ReplicaSource::Trace;
    } else if (cluster.inference.fromSizing) {
        study.serving = sizedReplicas(priced, prepared.tokensPerDay,
                                      static_cast<std::int64_t>(study.shape.domains) * study.shape.gpusPerDomain,
                                      study.shape.links.scaleUp);
    } else {
        study.serving = typedReplicas(cluster.inference);
    }
    const ServingReplicas serving = study.serving.value_or(ServingReplicas{});
    generated.inference = ClusterInference{
        .replicas = serving.replicas, .gpusPerReplica = serving.gpusPerReplica, .fromSizing = false, .layout = serving.layout};
    study.jobs = options.trace ? *options.trace : generateJobs(generated);
    const SimulationSettings settings{.hours = study.days * HOURS_PER_DAY,
                                      .checkpointRestartHours = cluster.checkpointRestartHours,
                                      .preemptInteractive = cluster.preemptInteractive,
                                      .recordPlacements = options.recordPlacements};
    for (const SchedulingPolicy policy : options.policies) {
        PolicyRun run = simulateCluster(study.shape, study.jobs, policy, settings);
        const std::optional<double> cost
            = run.usableShare > 0.0 ? std::optional(study.pricePerGpuHour / run.usableShare) : std::nullopt;
        const std::optional<double> efficiency = schedulerEfficiency(run);
        study.outcomes.push_back(PolicyOutcome{std::move(run), cost, efficiency});
    }
    for (std::size_t i = 1; i < study.outcomes.size(); ++i) {
        const PolicyRun& baseline = study.outcomes.front().run;
        const PolicyRun& better = study.outcomes[i].run;
        const double domains = (better.usableShare - baseline.usableShare) * study.shape.domains;
        study.worth.push_back(PolicyWorth{better.policy, baseline.policy, domains,
                                          domains * study.shape.gpusPerDomain * study.pricePerGpuHour * HOURS_PER_YEAR});
    }
    return study;
}

bool sameClusterStudyInputs(const Scenario& studied, const Scenario& now)
{
    return studied.cluster == now.cluster && studied.selfHosted == now.selfHosted && studied.workload == now.workload
        && studied.model == now.model && studied.staffing == now.staffing && studied.oneTime == now.oneTime
        && studied.horizonMonths == now.horizonMonths && studied.currency == now.currency;
}

} // namespace tco
