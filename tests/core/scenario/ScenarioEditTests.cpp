#include "scenario/ScenarioEdit.h"

#include "TestSupport.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;
using tco::test::hasIssue;

namespace {

Scenario professionalServices()
{
    auto scenario = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(scenario);
    return *scenario;
}

} // namespace

TEST_CASE("An edit changes the values it names and nothing else")
{
    const Scenario original = professionalServices();
    const auto edited = editScenario(original, test::embeddedCatalog(),
                                     std::vector<Override>{{"/workload/tokens_per_day", "2.5e7"},
                                                           {"/staffing/monthly_cost_per_fte", R"({"amount": 7000, "currency": "EUR"})"}});
    REQUIRE(edited);
    CHECK(edited->workload.tokensPerDay == TokensPerDay(2.5e7));
    CHECK(edited->staffing.monthlyCostPerFte == Money{7'000.0, *Currency::fromCode("EUR")});
    Scenario expected = original;
    expected.workload.tokensPerDay = TokensPerDay(2.5e7);
    expected.staffing.monthlyCostPerFte = Money{7'000.0, *Currency::fromCode("EUR")};
    CHECK(*edited == expected);
}

TEST_CASE("An edit that breaks the scenario is refused with the pointer, and the scenario is kept")
{
    const Scenario original = professionalServices();
    const Scenario copy = original;
    const auto refused = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/workload/peak_to_average", "0.5"}});
    REQUIRE_FALSE(refused);
    CHECK(hasIssue(refused.error(), "/workload/peak_to_average", "got 0.5"));
    CHECK(original == copy);
    // A price in a currency the scenario has no rate for.
    const auto noRate = editScenario(original, test::embeddedCatalog(),
                                     std::vector<Override>{{"/staffing/monthly_cost_per_fte", R"({"amount": 500000, "currency": "JPY"})"}});
    REQUIRE_FALSE(noRate);
    CHECK(hasIssue(noRate.error(), "/staffing/monthly_cost_per_fte/currency", "JPY"));
}

TEST_CASE("null removes a key or an array element")
{
    const Scenario original = professionalServices();
    // Without its minimum the fleet is sized from the workload alone.
    const auto noMinimum = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/self_hosted/0/gpus", "null"}});
    REQUIRE(noMinimum);
    CHECK_FALSE(noMinimum->selfHosted[0].gpus.has_value());
    // Removing the second API offer leaves the first.
    const auto oneOffer = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/1", "null"}});
    REQUIRE(oneOffer);
    REQUIRE(oneOffer->apiOffers.size() == 1);
    CHECK(oneOffer->apiOffers[0].name == original.apiOffers[0].name);
    const auto nothing = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/7", "null"}});
    REQUIRE_FALSE(nothing);
    CHECK(hasIssue(nothing.error(), "/api_offers/7", "names no element of /api_offers to remove"));
    CHECK_FALSE(editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/-", "null"}}));
}

TEST_CASE("An element appended at the end of an array is validated like the others")
{
    const Scenario original = professionalServices();
    const auto added = editScenario(original, test::embeddedCatalog(),
                                    std::vector<Override>{{"/api_offers/-", R"({"name": "GPT-4.1", "api_price": "openai-gpt-4.1"})"}});
    REQUIRE(added);
    CHECK(added->apiOffers.size() == 3);
    CHECK(added->apiOffers[2].apiPriceId == "openai-gpt-4.1");
    const auto duplicate = editScenario(original, test::embeddedCatalog(),
                                        std::vector<Override>{{"/api_offers/-", R"({"name": "Claude Opus 4.5 API", "api_price": "openai-gpt-4.1"})"}});
    REQUIRE_FALSE(duplicate);
    CHECK(hasIssue(duplicate.error(), "/api_offers/2/name", "Claude Opus 4.5 API"));
}
