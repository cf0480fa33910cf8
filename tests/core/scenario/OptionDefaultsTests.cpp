#include "scenario/OptionDefaults.h"

#include "TestSupport.h"
#include "catalog/Catalog.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("A new rented option starts at the catalog's on-demand offer of its GPU")
{
    const Catalog& catalog = test::embeddedCatalog();
    const RentedCompute rented = defaultRentedCompute(catalog, "h100-sxm");
    // The first on-demand H100 offer of data/catalog/cloud_prices.json: AWS p5.48xlarge, 6.88 USD.
    CHECK(rented.cloudPriceId == "aws-p5.48xlarge-on-demand-us-east-1");
    CHECK_FALSE(rented.pricePerGpuHour);
    CHECK(onDemandPricePerGpuHour(catalog, "h100-sxm") == Money{6.88, Currency::usd()});
}

TEST_CASE("A GPU no offer rents starts at the median on-demand price, typed in")
{
    const Catalog& catalog = test::embeddedCatalog();
    // The H200 NVL is rented nowhere; the 67 on-demand prices of the catalog sorted, the 34th
    // (index 67 / 2 = 33) is 3.50 USD a GPU-hour.
    const RentedCompute rented = defaultRentedCompute(catalog, "h200-nvl");
    CHECK(rented.cloudPriceId.empty());
    CHECK(rented.pricePerGpuHour == Money{3.5, Currency::usd()});
    CHECK(rented.pricing == Pricing::OnDemand);
}

TEST_CASE("A new owned option prices a whole server and takes the catalog's cost facts")
{
    const Catalog& catalog = test::embeddedCatalog();
    const OwnedCompute h100 = defaultOwnedCompute(catalog, "h100-sxm");
    // 8 GPUs a server at the H100's list price of 27,500 USD.
    CHECK(h100.serverPrice == Money{220'000.0, Currency::usd()});
    // depr-neocloud, power-us-industrial-avg, pue-global-avg-2025, network-share-cluster.
    CHECK(h100.lifeYears == 5.0);
    CHECK(h100.powerPricePerKwh == Money{0.0806, Currency::usd()});
    CHECK(h100.powerUsageEffectiveness == 1.54);
    CHECK(h100.networkingShare == 0.125);
    // The H200 NVL has no list price: the median of the four the catalog has (15,000, 27,500,
    // 35,000 and 42,000; the upper middle one) times its 8 GPUs a server.
    CHECK(defaultOwnedCompute(catalog, "h200-nvl").serverPrice == Money{280'000.0, Currency::usd()});
}

TEST_CASE("Without catalog figures a new option starts from the types' own defaults")
{
    const Catalog empty;
    const OwnedCompute owned = defaultOwnedCompute(empty, "h100-sxm");
    CHECK(owned.serverPrice.amount == 0.0);
    CHECK(owned.powerPricePerKwh == Money{0.10, Currency::usd()});
    CHECK(owned.powerUsageEffectiveness == OwnedCompute{}.powerUsageEffectiveness);
    CHECK(defaultRentedCompute(empty, "h100-sxm").pricePerGpuHour == Money{});
    CHECK(startingGpu(Scenario{}, empty).empty());
    CHECK(startingApiPrice(Scenario{}, empty) == nullptr);
}

TEST_CASE("New options start on the scenario's GPU and an API serving its model")
{
    const Catalog& catalog = test::embeddedCatalog();
    Scenario scenario;
    // No option yet: the GPU of the catalog's first cloud offer (AWS p4d, A100 40GB).
    CHECK(startingGpu(scenario, catalog) == "a100-40gb-sxm");
    scenario.selfHosted.push_back(SelfHostedOption{});
    scenario.selfHosted.back().gpuId = "b200";
    CHECK(startingGpu(scenario, catalog) == "b200");
    scenario.model.id = "llama-3.3-70b";
    REQUIRE(startingApiPrice(scenario, catalog) != nullptr);
    CHECK(startingApiPrice(scenario, catalog)->id == "together-ai-meta-llama-llama-3.3-70b-instruct-turbo");
    // A model no API serves: the catalog's first offer.
    scenario.model.id = "no-such-model";
    CHECK(startingApiPrice(scenario, catalog)->id == catalog.apiPrices.front().id);
    const FineTuning run = defaultFineTuning(catalog, "h100-sxm");
    CHECK(run.trainingTokens == Tokens(1e9));
    CHECK(run.gpus == 8);
    CHECK(run.pricePerGpuHour == Money{6.88, Currency::usd()});
}
