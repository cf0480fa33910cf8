#include "scenario/ClusterSize.h"

#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tco;
using json = nlohmann::ordered_json;

TEST_CASE("A domain's size comes from the section, else from the GPU's catalog entry")
{
    const Catalog& catalog = test::embeddedCatalog();
    ClusterSection cluster;
    cluster.domains = 144;
    SECTION("an NVL72 rack: 18 trays of 4 GPUs, its NVLink domain of 72")
    {
        const DomainSize rack = domainSize(cluster, *catalog.gpu("gb200-nvl72"));
        CHECK(rack.nodes == 18);
        CHECK(rack.gpusPerNode == 4);
        // 144 racks × 72 = 10,368 GPUs.
        CHECK(clusterGpus(cluster, *catalog.gpu("gb200-nvl72")) == 10'368);
    }
    SECTION("an HGX server: one node of its 8 GPUs")
    {
        const DomainSize server = domainSize(cluster, *catalog.gpu("h100-sxm"));
        CHECK(server.nodes == 1);
        CHECK(server.gpusPerNode == 8);
    }
    SECTION("the file's sizes over the catalog's")
    {
        cluster.nodesPerDomain = 9;
        cluster.gpusPerNode = 8;
        CHECK(domainSize(cluster, *catalog.gpu("gb200-nvl72")).gpus() == 72);
        // Counted in 64 bits: 100,000 domains of 1,000 nodes of 64 GPUs are 6.4 billion.
        cluster.domains = 100'000;
        cluster.nodesPerDomain = 1'000;
        cluster.gpusPerNode = 64;
        CHECK(clusterGpus(cluster, *catalog.gpu("h100-sxm")) == 6'400'000'000);
    }
}

TEST_CASE("A cluster of more GPUs than a simulation holds is refused at /cluster/domains")
{
    json document = json(test::preset("nvl72-cluster"));
    // 13,888 racks of 72 are 999,936 GPUs, within the 1,000,000; one rack more is 1,000,008.
    document["cluster"]["domains"] = 13'888;
    CHECK(test::scenarioIssues(document).empty());
    document["cluster"]["domains"] = 13'889;
    const Issues issues = test::scenarioIssues(document);
    REQUIRE(issues.size() == 1);
    CHECK(issues.front().pointer == "/cluster/domains");
    CHECK(issues.front().message
          == "13889 domains of 72 GPUs (18 nodes of 4) make 1000008 GPUs; a simulation holds at most 1000000");
}
