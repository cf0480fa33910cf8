#include "cluster/ClusterStudy.h"

#include "TestSupport.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tco;
using json = nlohmann::ordered_json;

namespace {

Scenario nvl72Cluster()
{
    Scenario preset = test::preset("nvl72-cluster");
    REQUIRE(preset.cluster);
    return preset;
}

Issues issuesOf(const json& document)
{
    return test::scenarioIssues(document);
}

} // namespace

TEST_CASE("The NVL72 preset's cluster: 144 racks of 18 trays of 4 GPUs at the owned rack's price")
{
    const Scenario scenario = nvl72Cluster();
    ClusterRunOptions options{{SchedulingPolicy::Naive, SchedulingPolicy::RackAware}, 7.0, std::nullopt, std::nullopt};
    const ClusterStudy study = studyCluster(scenario, test::embeddedCatalog(), options);
    CHECK(study.shape.domains == 144);
    CHECK(study.shape.gpusPerDomain == 72);
    CHECK(study.shape.gpus() == 10'368);
    CHECK(study.gpusPerNode == 4);
    // NVLink 5: 1.8 TB/s per GPU both ways, 900 GB/s each; the catalog's 50 GB/s scale-out.
    CHECK(study.shape.links.scaleUp.value() == Approx(900e9));
    CHECK(study.shape.links.scaleOut.value() == Approx(50e9));
    CHECK(study.days == 7.0);
    REQUIRE(study.outcomes.size() == 2);

    const PolicyRun& naive = study.outcomes[0].run;
    const PolicyRun& rackAware = study.outcomes[1].run;
    // Scattering jobs over racks costs the naive scheduler usable capacity; more than 5 points
    // in a week of the preset (26 in its month, docs/cluster-model.md).
    CHECK(rackAware.usableShare > naive.usableShare + 0.05);
    CHECK(naive.crossDomainSlowdown > rackAware.crossDomainSlowdown);
    // A useful GPU-hour costs the GPU-hour over the usable share; the worth is the usable share
    // gained as racks, 72 GPUs each, at the GPU-hour's price for the 8,766 hours of a year.
    CHECK(*study.outcomes[1].costPerUsefulGpuHour == Approx(study.pricePerGpuHour / rackAware.usableShare));
    REQUIRE(study.worth.size() == 1);
    CHECK(study.worth[0].domains == Approx((rackAware.usableShare - naive.usableShare) * 144.0));
    CHECK(study.worth[0].perYear == Approx(study.worth[0].domains * 72.0 * study.pricePerGpuHour * 8'766.0));
    // The same seed, the same run.
    CHECK(studyCluster(scenario, test::embeddedCatalog(), options).outcomes[0].run == naive);
}

TEST_CASE("The cluster section survives saving and reading again")
{
    const Scenario scenario = nvl72Cluster();
    const auto reread = parseScenario(serializeScenario(scenario), "saved", test::embeddedCatalog());
    REQUIRE(reread);
    CHECK(reread->cluster == scenario.cluster);
}

TEST_CASE("A cluster section's mistakes are refused by their pointers")
{
    const json valid = json(nvl72Cluster());
    SECTION("an option the scenario does not have")
    {
        json document = valid;
        document["cluster"]["option"] = "GB300 racks";
        CHECK(test::hasIssue(issuesOf(document), "/cluster/option", "no self-hosted option is named \"GB300 racks\""));
    }
    SECTION("an API offer is not a cluster's option")
    {
        json document = valid;
        document["cluster"]["option"] = document["api_offers"][0]["name"];
        CHECK(test::hasIssue(issuesOf(document), "/cluster/option", "no self-hosted option"));
    }
    SECTION("a duration's 90th percentile below its median")
    {
        json document = valid;
        document["cluster"]["jobs"]["mix"][0]["p90_hours"] = 2;
        CHECK(test::hasIssue(issuesOf(document), "/cluster/jobs/mix/0/p90_hours", "must be at least median_hours (24)"));
    }
    SECTION("a layout that does not divide the job")
    {
        json document = valid;
        document["cluster"]["jobs"]["mix"][0]["layout"]["tensor_parallel"] = 3;
        CHECK(test::hasIssue(issuesOf(document), "/cluster/jobs/mix/0/layout/tensor_parallel", "must divide the job's 512 GPUs"));
    }
    SECTION("more jobs than a simulation holds")
    {
        json document = valid;
        document["cluster"]["jobs"]["arrivals_per_hour"] = 10'000;
        CHECK(test::hasIssue(issuesOf(document), "/cluster/jobs/arrivals_per_hour", "a simulation holds at most 2000000"));
    }
    SECTION("wrong kinds, policies and sizes")
    {
        json document = valid;
        document["cluster"]["policy"] = "clever";
        document["cluster"]["domains"] = 0;
        document["cluster"]["jobs"]["mix"][1]["kind"] = "batch";
        document["cluster"]["jobs"]["mix"][2]["gpus"] = -8;
        document["cluster"]["days"] = "thirty";
        const Issues issues = issuesOf(document);
        CHECK(test::hasIssue(issues, "/cluster/policy", "naive"));
        CHECK(test::hasIssue(issues, "/cluster/domains", ""));
        CHECK(test::hasIssue(issues, "/cluster/jobs/mix/1/kind", "training"));
        CHECK(test::hasIssue(issues, "/cluster/jobs/mix/2/gpus", ""));
        CHECK(test::hasIssue(issues, "/cluster/days", ""));
    }
    SECTION("nothing to run")
    {
        json document = valid;
        document["cluster"].erase("jobs");
        document["cluster"].erase("inference");
        CHECK(test::hasIssue(issuesOf(document), "/cluster/jobs", "the cluster has nothing to run"));
    }
    SECTION("a misspelt key")
    {
        json document = valid;
        document["cluster"]["domain"] = 2;
        CHECK(test::hasIssue(issuesOf(document), "/cluster/domain", "domains"));
    }
}

TEST_CASE("The scheduler efficiency is the useful share of the GPU-hours placement could have put to work")
{
    // Of a cluster's hours, 40 % useful, 49 % busy and 6 % stranded: 0.40 / 0.55 = 0.727; the
    // 45 % idle for want of jobs does not count against the scheduler.
    PolicyRun run;
    run.usableShare = 0.40;
    run.busyShare = 0.49;
    run.strandedShare = 0.06;
    CHECK(*schedulerEfficiency(run) == Approx(0.40 / 0.55));
    // Every busy hour useful and none stranded: a perfect scheduler.
    run.busyShare = 0.40;
    run.strandedShare = 0.0;
    CHECK(*schedulerEfficiency(run) == Approx(1.0));
    CHECK_FALSE(schedulerEfficiency(PolicyRun{}).has_value());
}

TEST_CASE("A study stands for a scenario edited only where a study does not read")
{
    const Scenario studied = test::preset("nvl72-cluster");
    Scenario now = studied;
    SECTION("an API offer, an analysis setting or the name: the study stands")
    {
        now.apiOffers.front().committedSpendDiscount = 0.2;
        now.analysis.variants.clear();
        now.name = "renamed";
        CHECK(sameClusterStudyInputs(studied, now));
    }
    SECTION("the cluster, its option's price, the volume its fleet serves, or the currency: it does not")
    {
        now.cluster->domains = 100;
        CHECK_FALSE(sameClusterStudyInputs(studied, now));
        now = studied;
        now.selfHosted.front().otherPerMonth.amount += 1.0;
        CHECK_FALSE(sameClusterStudyInputs(studied, now));
        now = studied;
        now.workload.tokensPerDay = TokensPerDay(3e9);
        CHECK_FALSE(sameClusterStudyInputs(studied, now));
        now = studied;
        now.currency.display = Currency::usd() == studied.currency.display ? *Currency::fromCode("EUR") : Currency::usd();
        CHECK_FALSE(sameClusterStudyInputs(studied, now));
    }
}
