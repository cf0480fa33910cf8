#include "scenario/ScenarioEdit.h"

#include "TestSupport.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>
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
    const auto edited
        = editScenario(original, test::embeddedCatalog(),
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
    const auto refused
        = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/workload/peak_to_average", "0.5"}});
    REQUIRE_FALSE(refused);
    CHECK(hasIssue(refused.error(), "/workload/peak_to_average", "got 0.5"));
    CHECK(original == copy);
    // A price in a currency the scenario has no rate for.
    const auto noRate
        = editScenario(original, test::embeddedCatalog(),
                       std::vector<Override>{{"/staffing/monthly_cost_per_fte", R"({"amount": 500000, "currency": "JPY"})"}});
    REQUIRE_FALSE(noRate);
    CHECK(hasIssue(noRate.error(), "/staffing/monthly_cost_per_fte/currency", "JPY"));
}

TEST_CASE("null removes a key or an array element")
{
    const Scenario original = professionalServices();
    // Without its minimum the fleet is sized from the workload alone.
    const auto noMinimum
        = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/self_hosted/0/gpus", "null"}});
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
    const auto added
        = editScenario(original, test::embeddedCatalog(),
                       std::vector<Override>{{"/api_offers/-", R"({"name": "GPT-4.1", "api_price": "openai-gpt-4.1"})"}});
    REQUIRE(added);
    CHECK(added->apiOffers.size() == 3);
    CHECK(added->apiOffers[2].apiPriceId == "openai-gpt-4.1");
    const auto duplicate = editScenario(
        original, test::embeddedCatalog(),
        std::vector<Override>{{"/api_offers/-", R"({"name": "Claude Opus 4.5 API", "api_price": "openai-gpt-4.1"})"}});
    REQUIRE_FALSE(duplicate);
    CHECK(hasIssue(duplicate.error(), "/api_offers/2/name", "Claude Opus 4.5 API"));
}

TEST_CASE("Array indices are written as RFC 6901 writes them and name an element the array has")
{
    const Scenario original = professionalServices();
    const auto refused = [&](const std::string& pointer, const std::string& value) {
        const auto edited = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{pointer, value}});
        REQUIRE_FALSE(edited);
        REQUIRE(edited.error().size() == 1);
        CHECK(edited.error().front().pointer == pointer);
        return edited.error().front().message;
    };
    // The preset has two API offers, at /api_offers/0 and /api_offers/1.
    const std::string malformed = "where /api_offers needs the index of an element: 0, 1, 2 … with no sign or leading zero";
    CHECK(refused("/api_offers/01", "1") == "has '01' " + malformed);
    CHECK(refused("/api_offers/-1", "1") == "has '-1' " + malformed);
    CHECK(refused("/api_offers/1a", "1") == "has '1a' " + malformed);
    CHECK(refused("/api_offers/+1/name", "\"x\"") == "has '+1' " + malformed);
    // A removal by a malformed index used to read "01" as 1 and delete the second offer.
    CHECK(refused("/api_offers/01", "null") == "has '01' " + malformed);
    // Beyond the end: nlohmann would fill the array with nulls up to the index.
    CHECK(refused("/api_offers/2", "1") == "names no element of /api_offers: it has 2 elements; /api_offers/- appends one");
    CHECK(refused("/api_offers/1000000000", "1")
          == "names no element of /api_offers: it has 2 elements; /api_offers/- appends one");
    CHECK(refused("/api_offers/18446744073709551616", "1")
          == "names no element of /api_offers: it has 2 elements; /api_offers/- appends one");
    CHECK(refused("/api_offers/2", "null") == "names no element of /api_offers to remove: it has 2 elements");
    CHECK(refused("/api_offers/-", "null") == "names no element of /api_offers to remove: it has 2 elements");
    // "-" only appends, so it cannot lead further down.
    CHECK(refused("/api_offers/-/name", "\"x\"")
          == "names no element of /api_offers: it has 2 elements; /api_offers/- appends one");
    // Indices deeper down are checked against their own arrays.
    CHECK(refused("/self_hosted/00/gpus", "4").starts_with("has '00' where /self_hosted needs the index"));
    const auto renamed
        = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/1/name", "\"Second\""}});
    REQUIRE(renamed);
    CHECK(renamed->apiOffers[1].name == "Second");
}

TEST_CASE("A pointer or a value that is not UTF-8 is refused, and the message shows it readable")
{
    const Scenario original = professionalServices();
    const auto badValue = editScenario(original, test::embeddedCatalog(),
                                       std::vector<Override>{{"/name",
                                                              "a\xFF"
                                                              "b"}});
    REQUIRE_FALSE(badValue);
    CHECK(hasIssue(badValue.error(), "/name", "is given a value that is not valid UTF-8"));
    const auto badPointer = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/na\xFFme", "\"x\""}});
    REQUIRE_FALSE(badPointer);
    CHECK(hasIssue(badPointer.error(), "/na\xEF\xBF\xBDme", "is not valid UTF-8"));
    // Text in any script is welcome.
    const auto accented = editScenario(original, test::embeddedCatalog(),
                                       std::vector<Override>{{"/name",
                                                              "Despliegue en Espa\xC3\xB1"
                                                              "a"}});
    REQUIRE(accented);
    CHECK(accented->name
          == "Despliegue en Espa\xC3\xB1"
             "a");
}

TEST_CASE("A key to create below a missing section is a name, never an index or empty")
{
    const Scenario original = professionalServices();
    const auto refused = [&](const std::string& pointer) {
        const auto edited = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{pointer, "1"}});
        REQUIRE_FALSE(edited);
        REQUIRE(edited.error().size() == 1);
        CHECK(edited.error().front().pointer == pointer);
        return edited.error().front().message;
    };
    // Found by fuzzing (tests/fuzz/FuzzOverrides.cpp): the empty last key below sections that do
    // not exist made nlohmann throw, and the program end.
    CHECK(refused("/self/api_offers/rs1/") == "has no place in this scenario: /self/api_offers/rs1 does not exist");
    // An index below a section to create would make it an array of nulls, a billion of them here.
    CHECK(refused("/self/x/1000000000") == "has no place in this scenario: /self/x does not exist");
    CHECK(refused("/new//x") == "has no place in this scenario: /new/ does not exist");
    // A section the file left out is still created, and its keys validated by name.
    const auto serving = editScenario(original, test::embeddedCatalog(),
                                      std::vector<Override>{{"/self_hosted/0/serving/scheduler_poll_steps", "30"}});
    REQUIRE(serving);
    CHECK(serving->selfHosted[0].serving.schedulerPollSteps == 30);
}

TEST_CASE("The compared options follow a rename, and removing one removes the comparison")
{
    // The preset compares "2× H100 rented" with "Claude Opus 4.5 API" (/analysis/compare).
    const Scenario original = professionalServices();
    REQUIRE(original.analysis.option == "2× H100 rented");
    REQUIRE(original.analysis.against == "Claude Opus 4.5 API");
    const auto renamed = editScenario(original, test::embeddedCatalog(),
                                      std::vector<Override>{{"/self_hosted/0/name", "Two H100"}, {"/api_offers/0/name", "Opus"}});
    REQUIRE(renamed);
    CHECK(renamed->analysis.option == "Two H100");
    CHECK(renamed->analysis.against == "Opus");

    // Removing the other API offer leaves the question as it was.
    const auto otherRemoved = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/1", "null"}});
    REQUIRE(otherRemoved);
    CHECK(otherRemoved->analysis.against == "Claude Opus 4.5 API");

    // Removing Opus: the analyses go back to the headline's question.
    const auto removed = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/0", "null"}});
    REQUIRE(removed);
    CHECK(removed->analysis.option.empty());
    CHECK(removed->analysis.against.empty());

    // A name no option ever had is the user's mistake, for validation to report.
    const auto typo
        = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/analysis/compare/against", "Opsu"}});
    REQUIRE_FALSE(typo);
    CHECK(hasIssue(typo.error(), "/analysis/compare/against", "no option is named \"Opsu\""));
}

TEST_CASE("The cluster follows its option's new name, and removing the option is refused there")
{
    // The HGX H100 cluster preset runs on its only option, "2× H100 rented" (/cluster/option).
    const auto loaded = loadPreset("hgx-h100-cluster", test::embeddedCatalog());
    REQUIRE(loaded);
    REQUIRE(loaded->cluster);
    REQUIRE(loaded->cluster->option == "2× H100 rented");

    const auto renamed
        = editScenario(*loaded, test::embeddedCatalog(), std::vector<Override>{{"/self_hosted/0/name", "Rented pair"}});
    REQUIRE(renamed);
    CHECK(renamed->cluster->option == "Rented pair");

    // Without its option the cluster has no GPU or price; no other option is guessed.
    const auto removed = editScenario(*loaded, test::embeddedCatalog(), std::vector<Override>{{"/self_hosted/0", "null"}});
    REQUIRE_FALSE(removed);
    CHECK(hasIssue(removed.error(), "/cluster/option", "no self-hosted option is named \"2× H100 rented\""));
}

TEST_CASE("A correlation follows its numbers and goes with the distribution of either")
{
    // The preset correlates Opus's output price (/analysis/distributions/4) with its input price
    // (/analysis/distributions/5).
    const Scenario original = professionalServices();
    REQUIRE(original.analysis.correlations.size() == 1);
    REQUIRE(original.analysis.correlations[0].first == "/api_offers/0/output_per_mtok");
    REQUIRE(original.analysis.distributions[5].pointer == "/api_offers/0/input_per_mtok");

    // A new first offer moves Opus to /api_offers/1, its distributions and the pair with it.
    nlohmann::ordered_json offers = nlohmann::ordered_json(original).at("api_offers");
    std::swap(offers[0], offers[1]);
    const auto moved = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/api_offers", offers.dump()}});
    REQUIRE(moved);
    REQUIRE(moved->analysis.correlations.size() == 1);
    CHECK(moved->analysis.correlations[0].first == "/api_offers/1/output_per_mtok");
    CHECK(moved->analysis.correlations[0].second == "/api_offers/1/input_per_mtok");

    // The input price no longer drawn: the pair goes too, rather than the edit being refused.
    const auto undrawn
        = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/analysis/distributions/5", "null"}});
    REQUIRE(undrawn);
    CHECK(undrawn->analysis.correlations.empty());

    // A pointer that never had a distribution is the user's mistake, for validation to report.
    const auto typo = editScenario(original, test::embeddedCatalog(),
                                   std::vector<Override>{{"/analysis/correlations/0/second", "/api_offers/0/input_per_mtk"}});
    REQUIRE_FALSE(typo);
    CHECK(hasIssue(typo.error(), "/analysis/correlations/0/second", "has no distribution"));
}

TEST_CASE("The analyses' pointers follow the entries they name, and go with one that is removed")
{
    // The mid-size preset: the owned H200 first (/self_hosted/0), the rented one second; its
    // distributions and a variant name numbers of both, and of no API offer.
    const auto loaded = loadPreset("midsize-70b-h200", test::embeddedCatalog());
    REQUIRE(loaded);
    const Scenario& original = *loaded;
    const auto pointers = [](const std::vector<DriverDistribution>& entries) {
        std::vector<std::string> list;
        for (const DriverDistribution& entry : entries)
            list.push_back(entry.pointer);
        return list;
    };
    REQUIRE(pointers(original.analysis.distributions)
            == std::vector<std::string>{
                "/workload/tokens_per_day", "/self_hosted/1/rented/price_per_gpu_hour", "/self_hosted/0/owned/server_price",
                "/self_hosted/0/owned/life_years", "/self_hosted/0/owned/power_price_per_kwh",
                "/self_hosted/0/owned/colocation_per_kw_month", "/self_hosted/1/rented/extra_cost_share"});

    // Removing the owned option: its four distributions and its variant go, and the rented
    // option's numbers, now /self_hosted/0, follow it there.
    const auto removed = editScenario(original, test::embeddedCatalog(), std::vector<Override>{{"/self_hosted/0", "null"}});
    REQUIRE(removed);
    CHECK(pointers(removed->analysis.distributions)
          == std::vector<std::string>{"/workload/tokens_per_day", "/self_hosted/0/rented/price_per_gpu_hour",
                                      "/self_hosted/0/rented/extra_cost_share"});
    REQUIRE(removed->analysis.variants.size() == 2);
    CHECK(removed->analysis.variants[0].name == "Rented H200 reserved for a year (40 % off)");
    CHECK(removed->analysis.variants[0].settings == std::vector<DriverSetting>{{"/self_hosted/0/rented/discount", 0.4}});
    CHECK(removed->analysis.variants[1].settings == std::vector<DriverSetting>{{"/self_hosted/0/price_trend_per_year", -0.3}});

    // Adding an option or an API offer moves nothing.
    const auto added
        = editScenario(original, test::embeddedCatalog(),
                       std::vector<Override>{{"/api_offers/-", R"({"name": "GPT-4.1", "api_price": "openai-gpt-4.1"})"}});
    REQUIRE(added);
    CHECK(added->analysis == original.analysis);

    // Rented compute become owned: the rented price's and extras' distributions go with it, and
    // so does the variant that only set its discount.
    const auto owned = editScenario(
        original, test::embeddedCatalog(),
        std::vector<Override>{{"/self_hosted/1/rented", "null"}, {"/self_hosted/1/owned", R"({"server_price": {"amount": 330000,
                                                            "currency": "USD"}, "life_years": 5, "power_price_per_kwh":
                                                            {"amount": 0.0859, "currency": "USD"}, "pue": 1.54})"}});
    REQUIRE(owned);
    CHECK(pointers(owned->analysis.distributions)
          == std::vector<std::string>{"/workload/tokens_per_day", "/self_hosted/0/owned/server_price",
                                      "/self_hosted/0/owned/life_years", "/self_hosted/0/owned/power_price_per_kwh",
                                      "/self_hosted/0/owned/colocation_per_kw_month"});
    CHECK(owned->analysis.variants.size() == 2);

    // A pointer that named nothing before the edit is the user's mistake, for validation to report.
    const auto typo = editScenario(original, test::embeddedCatalog(),
                                   std::vector<Override>{{"/analysis/ranges", R"([{"pointer": "/self_hosted/1/owned/pue",
                                                          "low": 1.1, "high": 1.6}])"}});
    REQUIRE_FALSE(typo);
    CHECK(hasIssue(typo.error(), "/analysis/ranges/0/pointer", "is not a number of this scenario"));
}
