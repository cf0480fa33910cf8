#include "scenario/PriceAge.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using namespace std::chrono;

TEST_CASE("A scenario's catalog prices are listed with their age, stale past their threshold")
{
    const Scenario scenario = test::preset("professional-services-70b");
    const Catalog& catalog = test::embeddedCatalog();
    const std::vector<PriceAge> ages = catalogPriceAges(scenario, catalog, sys_days(2026y / December / 6), StalenessThresholds{});
    // The rented H100 pair's market offer, then the two API offers, each priced from the catalog.
    REQUIRE(ages.size() == 3);
    CHECK(ages[0].option == OptionRef{OptionKind::SelfHosted, 0});
    CHECK(ages[0].section == CatalogSection::CloudPrices);
    CHECK(ages[0].catalogId == "market-h100-sxm-on-demand-2026");
    CHECK(ages[1].catalogId == "anthropic-claude-opus-4-5");
    CHECK(ages[2].catalogId == "together-ai-meta-llama-llama-3.3-70b-instruct-turbo");
    // Opus 4.5's price is as of 2026-08-21: 10 days to the end of August, then 30 + 31 + 30 to
    // the end of November, and 6 into December: 107 days, past the 90 an API price is trusted.
    CHECK(ages[1].asOf == "2026-08-21");
    CHECK(ages[1].days == 107);
    CHECK(ages[1].thresholdDays == 90);
    CHECK(ages[1].stale());
    // With a threshold of 107 days it is not stale yet; at 106 it is.
    CHECK_FALSE(catalogPriceAges(scenario, catalog, sys_days(2026y / December / 6), StalenessThresholds{107, 60})[1].stale());
    CHECK(catalogPriceAges(scenario, catalog, sys_days(2026y / December / 6), StalenessThresholds{106, 60})[1].stale());
    // A day before the price's date counts as no age at all.
    CHECK(catalogPriceAges(scenario, catalog, sys_days(2026y / July / 1), StalenessThresholds{})[1].days == 0);
}

TEST_CASE("Prices the scenario states itself have no catalog age")
{
    Scenario scenario = test::preset("professional-services-70b");
    std::get<RentedCompute>(scenario.selfHosted[0].compute).pricePerGpuHour = Money{3.0, Currency::usd()};
    scenario.apiOffers[0].inputPerMillionTokens = Money{5.0, Currency::usd()};
    scenario.apiOffers[0].outputPerMillionTokens = Money{25.0, Currency::usd()};
    // Only the input price stated: the output still comes from the catalog, so its date matters.
    scenario.apiOffers[1].inputPerMillionTokens = Money{0.88, Currency::usd()};
    const std::vector<PriceAge> ages
        = catalogPriceAges(scenario, test::embeddedCatalog(), sys_days(2026y / December / 6), StalenessThresholds{});
    REQUIRE(ages.size() == 1);
    CHECK(ages[0].option == OptionRef{OptionKind::Api, 1});
}
