#include "scenario/ClusterJson.h"

#include "TestSupport.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tco;
using json = nlohmann::ordered_json;

namespace {

const json REPLICA_LAYOUT{{"tensor_parallel", 4}, {"compute_seconds_per_step", 0.03}, {"tensor_parallel_bytes_per_step", 3.9e8}};

} // namespace

TEST_CASE("Serving replicas from the sizing, or typed with a layout, survive saving and reading again")
{
    json document = json(test::preset("hgx-h100-cluster"));
    SECTION("from the sizing")
    {
        document["cluster"]["inference"] = {{"from_sizing", true}};
        Issues issues;
        const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
        REQUIRE(issues.empty());
        CHECK(scenario.cluster->inference.fromSizing);
        CHECK(clusterJson(scenario)["inference"] == json{{"from_sizing", true}});
        const auto reread = parseScenario(serializeScenario(scenario), "saved", test::embeddedCatalog());
        REQUIRE(reread);
        CHECK(reread->cluster == scenario.cluster);
    }
    SECTION("typed, with a layout")
    {
        document["cluster"]["inference"]["layout"] = REPLICA_LAYOUT;
        Issues issues;
        const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
        REQUIRE(issues.empty());
        REQUIRE(scenario.cluster->inference.layout);
        CHECK(scenario.cluster->inference.layout->tensorParallel == 4);
        CHECK(scenario.cluster->inference.layout->tensorParallelBytesPerStep == 3.9e8);
        const auto reread = parseScenario(serializeScenario(scenario), "saved", test::embeddedCatalog());
        REQUIRE(reread);
        CHECK(reread->cluster == scenario.cluster);
    }
    SECTION("typed, as the presets type them: no from_sizing written")
    {
        Issues issues;
        const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
        REQUIRE(issues.empty());
        CHECK(clusterJson(scenario)["inference"] == json{{"replicas", 32}, {"gpus_per_replica", 4}});
    }
}

TEST_CASE("Serving replicas are either typed or from the sizing, each mistake at its pointer")
{
    json document = json(test::preset("hgx-h100-cluster"));
    json& inference = document["cluster"]["inference"];
    SECTION("from the sizing and typed at once")
    {
        inference["from_sizing"] = true;
        inference["layout"] = REPLICA_LAYOUT;
        const Issues issues = test::scenarioIssues(document);
        CHECK(test::hasIssue(issues, "/cluster/inference/replicas", "must not be given with from_sizing"));
        CHECK(test::hasIssue(issues, "/cluster/inference/gpus_per_replica", "must not be given with from_sizing"));
        CHECK(test::hasIssue(issues, "/cluster/inference/layout", "must not be given with from_sizing"));
        // Each once, not again as an unknown key.
        CHECK(issues.size() == 3);
    }
    SECTION("from_sizing is true or false")
    {
        document["cluster"]["inference"] = {{"from_sizing", "yes"}};
        CHECK(test::hasIssue(test::scenarioIssues(document), "/cluster/inference/from_sizing", ""));
    }
    SECTION("typed replicas need their size")
    {
        document["cluster"]["inference"] = {{"replicas", 4}};
        CHECK(test::hasIssue(test::scenarioIssues(document), "/cluster/inference/gpus_per_replica", "is missing"));
    }
    SECTION("a replica's layout must divide its GPUs")
    {
        inference["layout"] = REPLICA_LAYOUT;
        inference["layout"]["tensor_parallel"] = 3;
        CHECK(test::hasIssue(test::scenarioIssues(document), "/cluster/inference/layout/tensor_parallel",
                             "tensor_parallel × expert_parallel (3) must divide the replica's 4 GPUs"));
    }
    SECTION("a replica's layout has a step")
    {
        inference["layout"] = {{"tensor_parallel", 4}};
        CHECK(test::hasIssue(test::scenarioIssues(document), "/cluster/inference/layout/compute_seconds_per_step", "is missing"));
    }
    SECTION("from the sizing, the cluster has something to run")
    {
        document["cluster"].erase("jobs");
        document["cluster"]["inference"] = {{"from_sizing", true}};
        CHECK(test::scenarioIssues(document).empty());
    }
}
