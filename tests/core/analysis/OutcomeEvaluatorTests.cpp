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

#include <cmath>
#include <vector>

using namespace tco;

namespace {

/// Every outcome a scenario's options allow: each option's cost per million tokens, and each
/// self-hosted option less each API offer.
std::vector<Outcome> everyOutcome(const Scenario& scenario)
{
    std::vector<Outcome> outcomes;
    for (std::size_t api = 0; api < scenario.apiOffers.size(); ++api)
        outcomes.push_back({Outcome::Kind::CostPerMillionTokens, {OptionKind::Api, api}, {}});
    for (std::size_t selfHosted = 0; selfHosted < scenario.selfHosted.size(); ++selfHosted) {
        outcomes.push_back({Outcome::Kind::CostPerMillionTokens, {OptionKind::SelfHosted, selfHosted}, {}});
        for (std::size_t api = 0; api < scenario.apiOffers.size(); ++api) {
            for (const Outcome::Kind kind :
                 {Outcome::Kind::MonthlyDifference, Outcome::Kind::HorizonDifference, Outcome::Kind::PresentValueDifference})
                outcomes.push_back({kind, {OptionKind::SelfHosted, selfHosted}, {OptionKind::Api, api}});
        }
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

TEST_CASE("Over the horizon a difference is summed month by month, or discounted to today")
{
    const Catalog& catalog = test::embeddedCatalog();
    const auto preset = loadPreset("professional-services-70b", catalog);
    REQUIRE(preset);
    // No growth, one-time costs of nothing, 36 months at 8 % a year.
    REQUIRE(preset->workload.monthlyGrowth == 0.0);
    REQUIRE(preset->horizonMonths == 36);
    REQUIRE(preset->discountRatePerYear == 0.08);
    const OptionRef gpus{OptionKind::SelfHosted, 0};
    const OptionRef opus{OptionKind::Api, 0};
    const double monthly = *outcomeValue(*preset, catalog, {Outcome::Kind::MonthlyDifference, gpus, opus});
    // Every month alike but the rented GPUs' bill, 2 × 3.50 USD × 730.5 h × 1.4 / 1.1665 USD a
    // euro = 6,137.08 EUR, which gets 5 % cheaper a year (the preset's price trend): month m pays
    // w^(m − 1) of it, w = 0.95^(1/12), 36 months summing to (1 − w^36) / (1 − w) = 33.438 of it
    // instead of 36; the staff and the API stay.
    REQUIRE(preset->selfHosted[0].priceTrendPerYear == -0.05);
    const double gpuBill = 2 * 3.5 * 730.5 * 1.4 / 1.1665;
    const double w = std::pow(0.95, 1.0 / 12.0);
    const double trended = (1.0 - std::pow(w, 36)) / (1.0 - w);
    CHECK_THAT(trended, Catch::Matchers::WithinAbs(33.438, 0.001));
    CHECK_THAT(*outcomeValue(*preset, catalog, {Outcome::Kind::HorizonDifference, gpus, opus}),
               Catch::Matchers::WithinRel(36.0 * monthly - (36.0 - trended) * gpuBill, 1e-12));
    // Month m is worth v^m of it today, v = 1.08^(−1/12): Σ v^m for m = 1 … 36 = v (1 − v^36) / (1 − v)
    // = 32.043, v^36 being 1.08^−3 = 0.79383; the GPUs' bill, Σ v^m w^(m − 1) = v (1 − (vw)^36) / (1 − vw)
    // = 29.851.
    const double v = std::pow(1.08, -1.0 / 12.0);
    const double annuity = v * (1.0 - std::pow(v, 36)) / (1.0 - v);
    const double trendedAnnuity = v * (1.0 - std::pow(v * w, 36)) / (1.0 - v * w);
    CHECK_THAT(annuity, Catch::Matchers::WithinAbs(32.043, 0.001));
    CHECK_THAT(trendedAnnuity, Catch::Matchers::WithinAbs(29.851, 0.001));
    CHECK_THAT(*outcomeValue(*preset, catalog, {Outcome::Kind::PresentValueDifference, gpus, opus}),
               Catch::Matchers::WithinRel(annuity * monthly - (annuity - trendedAnnuity) * gpuBill, 1e-12));

    // Growing 5 % a month, two API bills grow alike: their difference in month m is the first
    // month's times 1.05^(m − 1), 36 months summing to (1.05^36 − 1) / 0.05 = 95.836 of it.
    Scenario growing = *preset;
    growing.workload.monthlyGrowth = 0.05;
    const OptionRef together{OptionKind::Api, 1};
    const double first = *outcomeValue(growing, catalog, {Outcome::Kind::MonthlyDifference, opus, together});
    CHECK_THAT(*outcomeValue(growing, catalog, {Outcome::Kind::HorizonDifference, opus, together}),
               Catch::Matchers::WithinRel(first * (std::pow(1.05, 36) - 1.0) / 0.05, 1e-12));
    CHECK(describeOutcome(growing, {Outcome::Kind::PresentValueDifference, opus, together})
          == "Claude Opus 4.5 API minus Llama 3.3 70B on Together AI over 36 months, discounted at 8 % a year");
}
