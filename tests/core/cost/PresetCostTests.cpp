// The presets reproduce the analyses they are built from, and show what they were written to
// show.

#include "cost/Comparison.h"
#include "cost/Evaluation.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <string>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

Scenario preset(const std::string& name)
{
    auto scenario = loadScenarioFile(TCO_SOURCE_DATA_DIR "/scenarios/" + name + ".breakeven.json", test::embeddedCatalog());
    REQUIRE(scenario.has_value());
    return *scenario;
}

const BreakEven& breakEvenOf(const Evaluation& evaluation, std::size_t selfHosted, std::size_t api)
{
    for (const BreakEven& breakEven : evaluation.breakEvens) {
        if (breakEven.option == OptionRef{OptionKind::SelfHosted, selfHosted} && breakEven.api == api)
            return breakEven;
    }
    FAIL("no break-even for that pair");
    return evaluation.breakEvens.front();
}

} // namespace

TEST_CASE("Professional services: about 12,000 EUR self-hosted, 3,500 USD by API, flipping within ten times the volume")
{
    const Scenario scenario = preset("professional-services-70b");
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    const Evaluation evaluation = evaluate(prepared);
    // Two H100 at 3.50 USD (3.0004 EUR) an hour, 730.5 hours, 40 % cloud extras: 6,137.08 EUR;
    // one engineer at 6,000 EUR. The published analysis: about 12,000 EUR.
    CHECK(evaluation.selfHosted[0].fleet.gpus == 2);
    CHECK_THAT(evaluation.selfHosted[0].monthly.total(), WithinRel(12'137.08, 1e-6));
    // 202.92 M input tokens at 5 USD and 101.46 M output at 25 USD a million: 3,551.04 USD, the
    // analysis's "about 3,500 USD".
    CHECK_THAT(evaluation.api[0].total() * 1.1665, WithinRel(3'551.04, 1e-6));
    // The two GPUs hold up to well beyond ten times the volume, and the API bill grows tenfold:
    // self-hosting wins from 39.9 M tokens a day, four times today's.
    const BreakEven& opus = breakEvenOf(evaluation, 0, 0);
    CHECK(opus.kind == BreakEvenKind::Within);
    CHECK(opus.tokensPerDay > prepared.tokensPerDay.value());
    CHECK(opus.tokensPerDay < 10.0 * prepared.tokensPerDay.value());
    CHECK(*monthlyTotal(prepared, OptionRef{OptionKind::SelfHosted, 0}, prepared.tokensPerDay * 10.0)
          < *monthlyTotal(prepared, OptionRef{OptionKind::Api, 0}, prepared.tokensPerDay * 10.0));
}

TEST_CASE("Small team: one GPU is plenty, and the APIs are far cheaper at its volume")
{
    const Scenario scenario = preset("small-team-8b");
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    const Evaluation evaluation = evaluate(prepared);
    for (const SelfHostedEvaluation& option : evaluation.selfHosted) {
        CHECK(option.fleet.gpus == 1);
        for (const CostBreakdown& api : evaluation.api)
            CHECK(api.total() * 10.0 < option.monthly.total());
    }
}

TEST_CASE("Mid-size company: owning H200 servers undercuts renting them, and both beat a frontier API at a few times the volume")
{
    const Scenario scenario = preset("midsize-70b-h200");
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    const Evaluation evaluation = evaluate(prepared);
    // Options: owned, then rented; offers: Claude Sonnet 4.5, then hosted Llama 3.3 70B.
    CHECK(evaluation.selfHosted[0].monthly.total() < evaluation.selfHosted[1].monthly.total());
    for (std::size_t option = 0; option < 2; ++option) {
        const BreakEven& sonnet = breakEvenOf(evaluation, option, 0);
        CHECK(sonnet.kind == BreakEvenKind::Within);
        CHECK(sonnet.tokensPerDay > prepared.tokensPerDay.value());
        CHECK(sonnet.tokensPerDay < 10.0 * prepared.tokensPerDay.value());
    }
}

TEST_CASE("Large deployment: owned GB200 racks beat a frontier API today, and DeepSeek's own API from a few times the volume")
{
    const Scenario scenario = preset("large-deepseek-r1");
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    const Evaluation evaluation = evaluate(prepared);
    // Options: B200 rented, GB200 NVL72 rented, GB200 NVL72 owned; offers: DeepSeek, Claude Opus.
    CHECK(evaluation.selfHosted[2].fleet.gpus % 72 == 0);
    CHECK(evaluation.selfHosted[2].monthly.total() < evaluation.api[1].total());
    // DeepSeek's API (1.21 USD per million at this mix) is cheapest today. An owned rack is
    // bought whole, so its cost per token falls fastest with volume and it overtakes the API
    // first (the preset's description: 0.41 USD per million at ten times today's volume); the
    // rented options pay per GPU and need more volume, GB200 capacity (2.12 USD per million for
    // its GPUs) more than B200 (1.48).
    const double today = prepared.tokensPerDay.value();
    const BreakEven& b200 = breakEvenOf(evaluation, 0, 0);
    const BreakEven& gb200Rented = breakEvenOf(evaluation, 1, 0);
    const BreakEven& gb200Owned = breakEvenOf(evaluation, 2, 0);
    for (const BreakEven* breakEven : {&b200, &gb200Rented, &gb200Owned}) {
        CHECK(breakEven->kind == BreakEvenKind::Within);
        CHECK(breakEven->tokensPerDay > today);
    }
    CHECK(gb200Owned.tokensPerDay < 10.0 * today);
    CHECK(gb200Owned.tokensPerDay < b200.tokensPerDay);
    CHECK(b200.tokensPerDay < gb200Rented.tokensPerDay);
}
