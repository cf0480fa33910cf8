#include "analysis/OutcomeEvaluator.h"

#include "TestSupport.h"
#include "analysis/Sensitivity.h"
#include "cost/PreparedScenario.h"
#include "cost/SizingMemo.h"
#include "scenario/Driver.h"
#include "scenario/ScenarioFile.h"

// The evaluator and a full preparation give optional outcomes: print them when they differ.
#define CATCH_CONFIG_ENABLE_OPTIONAL_STRINGMAKER
#include <catch2/catch.hpp>

#include <vector>

using namespace tco;

namespace {

/// Every outcome a scenario's options allow: each option's cost per million tokens, and each
/// self-hosted option less each API offer.
std::vector<Outcome> everyOutcome(const Scenario& scenario)
{
    std::vector<Outcome> outcomes;
    for (std::size_t api = 0; api < scenario.apiOffers.size(); ++api)
        outcomes.push_back({Outcome::Kind::CostPerMillionTokens, {false, api}, {}});
    for (std::size_t selfHosted = 0; selfHosted < scenario.selfHosted.size(); ++selfHosted) {
        outcomes.push_back({Outcome::Kind::CostPerMillionTokens, {true, selfHosted}, {}});
        for (std::size_t api = 0; api < scenario.apiOffers.size(); ++api)
            outcomes.push_back({Outcome::Kind::MonthlyDifference, {true, selfHosted}, {false, api}});
    }
    return outcomes;
}

/// Values far enough from the driver's own to change whatever it feeds.
std::vector<double> changedValues(const Driver& driver)
{
    if (driver.value == 0.0)
        return {searchRange(driver).high};
    return {driver.value * 0.5, driver.value * 2.0};
}

} // namespace

TEST_CASE("Evaluating scenario after scenario gives, to the bit, what preparing every option gives, whichever driver changes")
{
    const Catalog& catalog = test::embeddedCatalog();
    for (const std::string& id : presetIds()) {
        const auto preset = loadPreset(id, catalog);
        REQUIRE(preset);
        const std::vector<Driver> drivers = scenarioDrivers(*preset, catalog);
        for (const Outcome& outcome : everyOutcome(*preset)) {
            // One evaluator for the whole walk: each scenario differs from the one before in the
            // driver put back and the driver changed, so its kept sizing is reused where neither
            // feeds it and redone where one does.
            OutcomeEvaluator evaluator(catalog, outcome);
            // And one that keeps every sizing it has seen, walked twice: the second time
            // through, every sizing comes from the memo.
            SizingMemo memo;
            OutcomeEvaluator remembering(catalog, outcome, memo);
            const std::optional<double> base = outcomeValue(prepareScenario(*preset, catalog), outcome);
            CHECK(evaluator.evaluate(*preset) == base);
            for (int walk = 0; walk < 2; ++walk) {
                CHECK(remembering.evaluate(*preset) == base);
                for (const Driver& driver : drivers) {
                    for (const double value : changedValues(driver)) {
                        INFO(id << ": " << describeOutcome(*preset, outcome) << "; " << driver.pointer << " = " << value
                                << ", walk " << walk);
                        Scenario changed = *preset;
                        setDriverValue(driver, changed, catalog, value);
                        const std::optional<double> expected = outcomeValue(prepareScenario(changed, catalog), outcome);
                        if (walk == 0)
                            CHECK(evaluator.evaluate(changed) == expected);
                        CHECK(remembering.evaluate(changed) == expected);
                    }
                }
            }
        }
    }
}
