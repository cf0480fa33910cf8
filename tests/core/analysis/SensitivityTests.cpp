#include "analysis/GoalSeek.h"
#include "analysis/Outcome.h"
#include "analysis/OutcomeMap.h"
#include "analysis/Sensitivity.h"
#include "analysis/Uncertainty.h"
#include "analysis/Variants.h"
#include "scenario/Driver.h"

#include "TestSupport.h"
#include "cost/Evaluation.h"
#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioRules.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace tco;
using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// Prices typed in so that every cost works out by hand. A month is 30.4375 days, or 730.5
/// GPU-hours per GPU. At 10 M tokens a day, half input and half output, a month holds
/// 152,187,500 input and 152,187,500 output tokens: 152.19 + 3 × 152.19 = 608.75 USD by API.
/// Llama 3.1 8B fits one H100 many times over, so at this volume every fleet is at its minimum.
constexpr std::string_view SCENARIO = R"({
  "schema_version": 1,
  "name": "Analysis by hand",
  "currency": { "display": "USD" },
  "horizon_months": 12,
  "workload": { "tokens_per_day": 10000000, "input_tokens_per_request": 1000, "output_tokens_per_request": 1000 },
  "model": { "id": "llama-3.1-8b", "weight_precision": "bf16" },
  "self_hosted": [
    { "name": "Two H100", "gpu": "h100-sxm", "gpus": 2,
      "rented": { "price_per_gpu_hour": { "amount": 2.0, "currency": "USD" }, "pricing": "on_demand" } },
    { "name": "Four H100 reserved", "gpu": "h100-sxm", "gpus": 4,
      "rented": { "price_per_gpu_hour": { "amount": 1.6, "currency": "USD" }, "pricing": "reserved_1y" } },
    { "name": "H100 as needed", "gpu": "h100-sxm",
      "rented": { "price_per_gpu_hour": { "amount": 2.0, "currency": "USD" }, "pricing": "on_demand" } }
  ],
  "staffing": { "base_fte": 1, "monthly_cost_per_fte": { "amount": 10000, "currency": "USD" } },
  "api_offers": [
    { "name": "Typed-in API", "input_per_mtok": { "amount": 1.0, "currency": "USD" }, "output_per_mtok": { "amount": 3.0, "currency": "USD" } }
  ]
})";

constexpr double HOURS_PER_MONTH = 730.5;

Scenario handScenario()
{
    auto loaded = parseScenario(SCENARIO, "analysis test", test::embeddedCatalog());
    REQUIRE(loaded);
    return *loaded;
}

/// Two H100 at 2.00 an hour and one engineer at 10,000, against the API.
const Outcome TWO_H100_MINUS_API{Outcome::Kind::MonthlyDifference, {OptionKind::SelfHosted, 0}, {OptionKind::Api, 0}};

Driver driverAt(const Scenario& scenario, std::string_view pointer)
{
    const std::optional<Driver> driver = findDriver(scenario, test::embeddedCatalog(), pointer);
    REQUIRE(driver);
    return *driver;
}

const TornadoBar& barOf(const Tornado& tornado, std::string_view pointer)
{
    const auto found = std::ranges::find(tornado.bars, pointer, [](const TornadoBar& bar) { return bar.driver.pointer; });
    REQUIRE(found != tornado.bars.end());
    return *found;
}

} // namespace

TEST_CASE("Drivers are every number of the scenario, by pointer, with catalog figures where the file has none")
{
    const Scenario scenario = handScenario();
    const std::vector<Driver> drivers = scenarioDrivers(scenario, test::embeddedCatalog());
    const auto has = [&](std::string_view pointer) {
        return std::ranges::any_of(drivers, [&](const Driver& driver) { return driver.pointer == pointer; });
    };
    CHECK(has("/workload/tokens_per_day"));
    CHECK(has("/self_hosted/2/rented/price_per_gpu_hour"));
    CHECK(has("/self_hosted/1/serving/scheduler_efficiency"));
    CHECK(has("/staffing/monthly_cost_per_fte"));
    CHECK(has("/api_offers/0/output_per_mtok"));
    // Rented options have no owned compute to vary.
    CHECK_FALSE(has("/self_hosted/0/owned/server_price"));

    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(price.name == "Two H100: price per GPU-hour");
    CHECK(price.unit == "USD per GPU-hour");
    CHECK(price.value == 2.0);
    // As an edit of the file: money keeps its currency; other numbers are plain.
    CHECK(driverOverride(price, 2.5).value == R"({"amount":2.5,"currency":"USD"})");
    CHECK(driverOverride(driverAt(scenario, "/workload/tokens_per_day"), 4.8e7).value == "48000000");

    // A catalog API's prices are drivers too: GPT-4.1 mini charges 0.40 USD per million input
    // tokens (data/catalog/api-prices.json); setting it types the figure in, in its currency.
    Scenario withCatalogApi = scenario;
    withCatalogApi.apiOffers[0] = ApiOffer{"Catalog API", "openai-gpt-4.1-mini", {}, {}, {}, {}, {}, 0.0};
    const Driver input = driverAt(withCatalogApi, "/api_offers/0/input_per_mtok");
    CHECK_THAT(input.value, WithinRel(0.40, 1e-12));
    setDriverValue(input, withCatalogApi, test::embeddedCatalog(), 0.5);
    REQUIRE(withCatalogApi.apiOffers[0].inputPerMillionTokens);
    CHECK(*withCatalogApi.apiOffers[0].inputPerMillionTokens == Money{0.5, Currency::usd()});

    // Each of an API's four token prices, the cache write's as well: Claude Opus 4.5 charges
    // 6.25 USD per million tokens written to its prompt cache, 1.25 × its 5 USD input.
    withCatalogApi.apiOffers[0] = ApiOffer{"Catalog API", "anthropic-claude-opus-4-5", {}, {}, {}, {}, {}, 0.0};
    for (const char* tokenClass : {"input", "output", "cached_input", "cache_write"})
        CHECK(findDriver(withCatalogApi, test::embeddedCatalog(), fmt::format("/api_offers/0/{}_per_mtok", tokenClass)));
    const Driver cacheWrite = driverAt(withCatalogApi, "/api_offers/0/cache_write_per_mtok");
    CHECK_THAT(cacheWrite.value, WithinRel(6.25, 1e-12));
    setDriverValue(cacheWrite, withCatalogApi, test::embeddedCatalog(), 3.0);
    REQUIRE(withCatalogApi.apiOffers[0].cacheWritePerMillionTokens);
    CHECK(*withCatalogApi.apiOffers[0].cacheWritePerMillionTokens == Money{3.0, Currency::usd()});
}

TEST_CASE("A driver set out of range stays within what the file accepts")
{
    Scenario scenario = handScenario();
    const Driver share = driverAt(scenario, "/workload/cached_input_share");
    CHECK(setDriverValue(share, scenario, test::embeddedCatalog(), 1.3) == 1.0);
    CHECK(scenario.workload.cachedInputShare == 1.0);
    const Driver volume = driverAt(scenario, "/workload/tokens_per_day");
    // At least one token a day.
    CHECK(setDriverValue(volume, scenario, test::embeddedCatalog(), -5.0) == 1.0);
    CHECK_FALSE(findDriver(scenario, test::embeddedCatalog(), "/workload/no_such_number"));
}

TEST_CASE("Volume and growth set together never carry the horizon past the most a volume may be")
{
    Scenario scenario = handScenario();
    scenario.horizonMonths = 11;
    const Driver volume = driverAt(scenario, "/workload/tokens_per_day");
    const Driver growth = driverAt(scenario, "/workload/monthly_growth");
    CHECK(setDriverValue(volume, scenario, test::embeddedCatalog(), 1e11) == 1e11);
    // From 10^11 tokens a day over 11 months, growth reaches 10^15 at (10^4)^(1 / 10) − 1 = 1.5119.
    const double most = setDriverValue(growth, scenario, test::embeddedCatalog(), 5.0);
    CHECK_THAT(most, WithinRel(1.5118864315, 1e-9));
    CHECK(scenario_rules::lastMonthTokensPerDay(1e11, most, 11) <= MAX_TOKENS_PER_DAY);
    CHECK(scenario_rules::lastMonthTokensPerDay(1e11, most * (1.0 + 1e-12), 11) > MAX_TOKENS_PER_DAY);
    // Doubling every month for ten months is 1,024 times: the first month at most 10^15 / 1,024.
    setDriverValue(growth, scenario, test::embeddedCatalog(), 1.0);
    CHECK(setDriverValue(volume, scenario, test::embeddedCatalog(), 1e15) == 976'562'500'000.0);
    // Shrinking volume bounds nothing.
    setDriverValue(growth, scenario, test::embeddedCatalog(), -0.1);
    CHECK(setDriverValue(volume, scenario, test::embeddedCatalog(), 1e15) == 1e15);
}

TEST_CASE("The outcome is one option's monthly cost less another's, or an option's cost per million tokens")
{
    const Scenario scenario = handScenario();
    // 2 GPUs × 2.00 × 730.5 h = 2,922 and 10,000 of staff, less 608.75 of API.
    CHECK_THAT(*outcomeValue(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API), WithinRel(12'313.25, 1e-12));
    // 608.75 for 304,375,000 tokens: 2.00 per million.
    const Outcome unitCost{Outcome::Kind::CostPerMillionTokens, {OptionKind::Api, 0}, {}};
    CHECK_THAT(*outcomeValue(scenario, test::embeddedCatalog(), unitCost), WithinRel(2.0, 1e-12));
    CHECK(describeOutcome(scenario, TWO_H100_MINUS_API) == "Two H100 minus Typed-in API, a month");
    CHECK(findOption(scenario, "Four H100 reserved") == OptionRef{OptionKind::SelfHosted, 1});
    CHECK(findOption(scenario, "Typed-in API") == OptionRef{OptionKind::Api, 0});
    CHECK_FALSE(findOption(scenario, "two h100"));

    // The headline's question: the cheapest self-hosted option (two H100 at 12,922 against four
    // at 14,675.20 and one as needed at 11,461) against the only API.
    const std::optional<Outcome> headline = defaultOutcome(scenario, test::embeddedCatalog());
    REQUIRE(headline);
    CHECK(headline->option == OptionRef{OptionKind::SelfHosted, 2});
    CHECK(headline->other == OptionRef{OptionKind::Api, 0});
}

TEST_CASE("A tornado varies each driver alone over the range its kind of number calls for")
{
    const Scenario scenario = handScenario();
    const std::optional<Tornado> result = tornado(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, std::nullopt);
    REQUIRE(result);
    CHECK_THAT(result->base, WithinRel(12'313.25, 1e-12));

    // The team, half to one and a half FTE, moves the staff line by ± 5,000 a month: 10,000 apart.
    // Its cost, 10,000 ± 25 %, by ± 2,500: 5,000 apart. The two widest bars.
    REQUIRE(result->bars.size() >= 5);
    CHECK(result->bars[0].driver.pointer == "/staffing/base_fte");
    CHECK_THAT(result->bars[0].low, WithinRel(0.5, 1e-12));
    CHECK_THAT(result->bars[0].high, WithinRel(1.5, 1e-12));
    CHECK_THAT(result->bars[0].swing, WithinRel(10'000.0, 1e-9));
    CHECK(result->bars[1].driver.pointer == "/staffing/monthly_cost_per_fte");
    CHECK_THAT(result->bars[1].swing, WithinRel(5'000.0, 1e-9));

    // A rented GPU-hour ± 30 %: 1.40 and 2.60 an hour, 2 × 730.5 × 1.40 = 2,045.40 and × 2.60 =
    // 3,798.60, plus 10,000 of staff less 608.75 of API; 1,753.20 apart.
    CHECK(result->bars[2].driver.pointer == "/self_hosted/0/rented/price_per_gpu_hour");
    const TornadoBar& price = result->bars[2];
    CHECK_THAT(price.low, WithinRel(1.4, 1e-12));
    CHECK_THAT(price.high, WithinRel(2.6, 1e-12));
    CHECK_THAT(*price.outcomeAtLow, WithinRel(11'436.65, 1e-12));
    CHECK_THAT(*price.outcomeAtHigh, WithinRel(13'189.85, 1e-12));
    CHECK_THAT(price.swing, WithinRel(1'753.2, 1e-9));

    // The volume, a third to three times 10 M tokens a day: the API bills 608.75 / 3 = 202.92 and
    // 608.75 × 3 = 1,826.25 while the fleet stays at its two GPUs (12,922 with staff); 1,623.33 apart.
    CHECK(result->bars[3].driver.pointer == "/workload/tokens_per_day");
    const TornadoBar& volume = result->bars[3];
    CHECK_THAT(volume.low, WithinRel(1e7 / 3.0, 1e-12));
    CHECK_THAT(volume.high, WithinRel(3e7, 1e-12));
    CHECK_THAT(*volume.outcomeAtLow, WithinRel(12'922.0 - 608.75 / 3.0, 1e-12));
    CHECK_THAT(*volume.outcomeAtHigh, WithinRel(12'922.0 - 608.75 * 3.0, 1e-12));

    // An API's output price, half to a quarter above 3.00: 1.50 and 3.75 per million on
    // 152,187,500 tokens bill 228.28 and 570.70, beside the input's 152.19.
    const TornadoBar& output = barOf(*result, "/api_offers/0/output_per_mtok");
    CHECK_THAT(output.low, WithinRel(1.5, 1e-12));
    CHECK_THAT(output.high, WithinRel(3.75, 1e-12));
    CHECK_THAT(*output.outcomeAtLow, WithinRel(12'922.0 - 152.1875 - 228.28125, 1e-12));
    CHECK_THAT(*output.outcomeAtHigh, WithinRel(12'922.0 - 152.1875 - 570.703125, 1e-12));
    CHECK(std::ranges::is_sorted(result->bars, std::ranges::greater{}, &TornadoBar::swing));
}

TEST_CASE("Each kind of number has its default range, kept within what the file accepts")
{
    const Scenario scenario = handScenario();
    const auto range = [&](std::string_view pointer) { return defaultRange(driverAt(scenario, pointer)); };
    // An efficiency ± 15 %, never above 1: the fitted 0.89 of peak bandwidth from 0.89 × 0.85 =
    // 0.7565 up to 1, not 0.89 × 1.15 = 1.0235.
    const DriverRange bandwidth = range("/self_hosted/0/serving/memory_bandwidth_utilization");
    CHECK_THAT(bandwidth.low, WithinRel(0.7565, 1e-12));
    CHECK(bandwidth.high == 1.0);
    // Hours a day ± 20 %, never above 24: 19.2 to 24.
    const DriverRange hours = range("/self_hosted/0/rented/hours_per_day");
    CHECK_THAT(hours.low, WithinRel(19.2, 1e-12));
    CHECK(hours.high == 24.0);
    // The horizon is a setting: no driver, no range. Numbers at zero have none: growth, the cache.
    CHECK_FALSE(findDriver(scenario, test::embeddedCatalog(), "/horizon_months"));
    const DriverRange growth = range("/workload/monthly_growth");
    CHECK(growth.low == growth.high);

    // An exchange rate ± 5 %: the euro at 1.1665 USD from 1.108175 to 1.224825.
    const auto preset = loadPreset("professional-services-70b", test::embeddedCatalog());
    REQUIRE(preset);
    const std::optional<Driver> euro = findDriver(*preset, test::embeddedCatalog(), "/currency/exchange_rates/0/usd_per_unit");
    REQUIRE(euro);
    CHECK_THAT(defaultRange(*euro).low, WithinRel(1.108175, 1e-12));
    CHECK_THAT(defaultRange(*euro).high, WithinRel(1.224825, 1e-12));

    // The file's range comes first, then a spread when one is given, then the default.
    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");
    const DriverRange given{price.pointer, 1.0, 4.0};
    CHECK(variedRange(price, std::span(&given, 1), 0.1) == given);
    CHECK_THAT(variedRange(price, {}, 0.1).low, WithinRel(1.8, 1e-12));
    CHECK_THAT(variedRange(price, {}).low, WithinRel(1.4, 1e-12));
}

TEST_CASE("With a spread, a tornado varies each driver alone by that share either way and puts the widest swing first")
{
    const Scenario scenario = handScenario();
    const std::optional<Tornado> result = tornado(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 0.2);
    REQUIRE(result);
    CHECK_THAT(result->base, WithinRel(12'313.25, 1e-12));

    // One FTE ± 0.2 and 10,000 ± 2,000 a month each move the staff line by ± 2,000: the two
    // widest bars, in the file's order, where the base team comes first.
    REQUIRE(result->bars.size() >= 4);
    CHECK(result->bars[0].driver.pointer == "/staffing/base_fte");
    CHECK(result->bars[1].driver.pointer == "/staffing/monthly_cost_per_fte");
    CHECK_THAT(result->bars[0].swing, WithinRel(4'000.0, 1e-9));
    CHECK_THAT(result->bars[1].swing, WithinRel(4'000.0, 1e-9));

    // 1.60 and 2.40 an hour: 2 × 730.5 × 1.60 = 2,337.60 and × 2.40 = 3,506.40, plus 10,000 of
    // staff less 608.75 of API.
    const TornadoBar& price = barOf(*result, "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK_THAT(price.low, WithinRel(1.6, 1e-12));
    CHECK_THAT(*price.outcomeAtLow, WithinRel(11'728.85, 1e-12));
    CHECK_THAT(*price.outcomeAtHigh, WithinRel(12'897.65, 1e-12));
    CHECK_THAT(price.swing, WithinRel(1'168.8, 1e-9));

    // 8 M and 12 M tokens a day bill 487.00 and 730.50 by API; the fleet stays at two GPUs.
    const TornadoBar& volume = barOf(*result, "/workload/tokens_per_day");
    CHECK_THAT(*volume.outcomeAtLow, WithinRel(12'922.0 - 487.0, 1e-12));
    CHECK_THAT(*volume.outcomeAtHigh, WithinRel(12'922.0 - 730.5, 1e-12));

    // Another option's price does not move this outcome: its bar is there, with no swing, last.
    CHECK(barOf(*result, "/self_hosted/1/rented/price_per_gpu_hour").swing == 0.0);
    CHECK(std::ranges::is_sorted(result->bars, std::ranges::greater{}, &TornadoBar::swing));
    // Numbers at zero have no ±20 %: the cache shares, growth, one-time costs.
    CHECK(std::ranges::none_of(result->bars,
                               [](const TornadoBar& bar) { return bar.driver.pointer == "/workload/monthly_growth"; }));
}

TEST_CASE("A driver's range in the scenario replaces the default spread")
{
    const Scenario scenario = handScenario();
    const DriverRange given{"/self_hosted/0/rented/price_per_gpu_hour", 1.0, 4.0};
    const std::optional<Tornado> result
        = tornado(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 0.2, std::span(&given, 1));
    REQUIRE(result);
    // From 1.00 to 4.00 an hour: 3.00 × 2 GPUs × 730.5 h = 4,383 apart.
    const TornadoBar& price = barOf(*result, "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK_THAT(price.swing, WithinRel(4'383.0, 1e-9));
    CHECK(result->bars.front().driver.pointer == price.driver.pointer);
}

TEST_CASE("A spider plot follows each driver across its range, the tornado's ends at its own")
{
    const Scenario scenario = handScenario();
    const std::array steps{-1.0, -0.5, 0.0, 0.5, 1.0};
    const std::vector<SpiderLine> lines = spider(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, steps);
    const auto lineOf = [&](std::string_view pointer) {
        return std::ranges::find(lines, pointer, [](const SpiderLine& line) { return line.driver.pointer; });
    };
    const auto price = lineOf("/api_offers/0/output_per_mtok");
    REQUIRE(price != lines.end());
    // The output price from half of 3.00 to a quarter above, each side in equal steps: 1.50,
    // 2.25, 3.00, 3.375 and 3.75 per million, on 152,187,500 tokens 228.28, 342.42, 456.56,
    // 513.63 and 570.70, beside the input's 152.19.
    CHECK(price->range == DriverRange{"/api_offers/0/output_per_mtok", 1.5, 3.75});
    REQUIRE(price->values.size() == 5);
    CHECK_THAT(price->values[1], WithinRel(2.25, 1e-12));
    CHECK_THAT(price->values[3], WithinRel(3.375, 1e-12));
    REQUIRE(price->outcomes.size() == 5);
    CHECK_THAT(*price->outcomes[0], WithinRel(12'922.0 - 152.1875 - 228.28125, 1e-12));
    CHECK_THAT(*price->outcomes[1], WithinRel(12'922.0 - 152.1875 - 342.421875, 1e-12));
    CHECK_THAT(*price->outcomes[2], WithinRel(12'313.25, 1e-12));
    CHECK_THAT(*price->outcomes[3], WithinRel(12'922.0 - 152.1875 - 513.6328125, 1e-12));
    CHECK_THAT(*price->outcomes[4], WithinRel(12'922.0 - 152.1875 - 570.703125, 1e-12));

    // Its ends are the tornado's, for every line.
    const std::optional<Tornado> bars = tornado(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, std::nullopt);
    REQUIRE(bars);
    for (const SpiderLine& line : lines) {
        const TornadoBar& bar = barOf(*bars, line.driver.pointer);
        CHECK(line.values.front() == bar.low);
        CHECK(line.values.back() == bar.high);
    }
    // Growth at zero has no range of its own and no line; given one in the file, it has both.
    CHECK(lineOf("/workload/monthly_growth") == lines.end());
    const DriverRange growth{"/workload/monthly_growth", -0.02, 0.04};
    const std::vector<SpiderLine> withGrowth
        = spider(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, steps, std::span(&growth, 1));
    const auto grown = std::ranges::find(withGrowth, growth.pointer, [](const SpiderLine& line) { return line.driver.pointer; });
    REQUIRE(grown != withGrowth.end());
    // From 0 half way to each end: -0.01 and 0.02.
    CHECK(grown->values == std::vector<double>{-0.02, -0.01, 0.0, 0.02, 0.04});
}

TEST_CASE("Goal seek finds the hourly price at which two options cost the same")
{
    Scenario scenario = handScenario();
    // Without staff: 2 × 730.5 × p = 608.75, so p = 608.75 / 1,461 = 5/12 of a dollar.
    setDriverValue(driverAt(scenario, "/staffing/base_fte"), scenario, test::embeddedCatalog(), 0.0);
    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");
    const auto found = goalSeek(scenario, test::embeddedCatalog(), {TWO_H100_MINUS_API}, price, searchRange(price));
    REQUIRE(found);
    CHECK_THAT(found->value, WithinRel(5.0 / 12.0, 1e-6));
    CHECK_FALSE(found->step);
    CHECK(found->crossings == 1);
    CHECK(found->outcomeBelow <= 0.0);
    CHECK(found->outcomeAbove >= 0.0);

    // And the volume: the API bills 6.0875e-5 a month per token a day (30.4375 days × 2.00 per
    // million on average), which reaches the fleet's 2,922 at 48 M tokens a day.
    const Driver volume = driverAt(scenario, "/workload/tokens_per_day");
    const auto breakEven = goalSeek(scenario, test::embeddedCatalog(), {TWO_H100_MINUS_API}, volume, searchRange(volume));
    REQUIRE(breakEven);
    CHECK_THAT(breakEven->value, WithinRel(48e6, 1e-6));
}

TEST_CASE("Goal seek says where a fleet's next GPU makes the cheaper option change")
{
    const Scenario scenario = handScenario();
    // GPUs as needed at 2.00 (1,461 a GPU-month) against four reserved at 1.60 (5,844 × 0.8 =
    // 4,675.20): cheaper up to three GPUs (4,383), dearer from the fourth (5,844). The difference
    // never passes through zero: it jumps when the growing fleet adds its fourth GPU.
    const Outcome asNeededMinusReserved{
        Outcome::Kind::MonthlyDifference, {OptionKind::SelfHosted, 2}, {OptionKind::SelfHosted, 1}};
    const Driver volume = driverAt(scenario, "/workload/tokens_per_day");
    const DriverRange range{volume.pointer, 1e6, 1e11};
    const auto found = goalSeek(scenario, test::embeddedCatalog(), {asNeededMinusReserved}, volume, range);
    REQUIRE(found);
    CHECK(found->step);
    CHECK_THAT(found->outcomeBelow, WithinAbs(4'383.0 - 4'675.2, 1e-6));
    CHECK_THAT(found->outcomeAbove, WithinAbs(5'844.0 - 4'675.2, 1e-6));
    // The fleet's own sizing agrees: three GPUs just below, four just above.
    Scenario probe = scenario;
    const PreparedScenario prepared = prepareScenario(probe, test::embeddedCatalog());
    CHECK(fleetFor(prepared.selfHosted[2], TokensPerDay(found->value * (1.0 - 1e-5))).gpus == 3);
    CHECK(fleetFor(prepared.selfHosted[2], TokensPerDay(found->value * (1.0 + 1e-5))).gpus == 4);
}

TEST_CASE("Goal seek says why no value in range makes the options cost the same")
{
    const Scenario scenario = handScenario();
    // With 10,000 of staff, two H100 cost more than the API at any hourly price above zero. Over
    // the price's search range, a tenth to ten times 2.00: at 0.20 the GPUs cost 1,461 × 0.2 =
    // 292.20, so the difference is 292.20 + 10,000 − 608.75 = 9,683.45; at 20.00, 29,220 +
    // 10,000 − 608.75 = 38,611.25.
    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");
    const GoalSeekTarget breakEven{TWO_H100_MINUS_API};
    const auto found = goalSeek(scenario, test::embeddedCatalog(), breakEven, price, searchRange(price));
    REQUIRE_FALSE(found);
    const GoalSeekMiss& miss = found.error();
    CHECK(miss.reason == GoalSeekMiss::Reason::StaysAbove);
    CHECK_THAT(miss.lowest, WithinRel(9'683.45, 1e-9));
    CHECK_THAT(miss.highest, WithinRel(38'611.25, 1e-9));
    CHECK_THAT(miss.nearestValue, WithinRel(0.2, 1e-12));
    // The staff's 10,000 are the same at every price and alone exceed the API's whole 608.75.
    REQUIRE(miss.fixedItem);
    CHECK(miss.fixedItem->option == OptionRef{OptionKind::SelfHosted, 0});
    CHECK(miss.fixedItem->item == CostItem::Staff);
    CHECK_THAT(miss.fixedItem->amount, WithinRel(10'000.0, 1e-12));
    CHECK_THAT(miss.fixedItem->otherTotal, WithinRel(608.75, 1e-12));
    CHECK(describeMiss(scenario, breakEven, price, miss)
          == "from 0.2 to 20 USD per GPU-hour, Staff of Two H100 alone comes to 10,000 USD a month at every value, more than "
             "all of Typed-in API (609 USD a month at 0.2 USD per GPU-hour, where the two come nearest)");

    // Without staff nothing fixed stands in the way; on the volume, nothing is fixed either: the
    // fleet's stairs and the API bill both follow it.
    const Outcome perMillion{Outcome::Kind::CostPerMillionTokens, {OptionKind::SelfHosted, 0}, {}};
    const auto tooLow = goalSeek(scenario, test::embeddedCatalog(), {perMillion, 1.0}, price, searchRange(price));
    REQUIRE_FALSE(tooLow);
    CHECK(tooLow.error().reason == GoalSeekMiss::Reason::StaysAbove);
    CHECK_FALSE(tooLow.error().fixedItem);
}

TEST_CASE("Goal seek reaches any target of either outcome, as Excel's does")
{
    Scenario scenario = handScenario();
    setDriverValue(driverAt(scenario, "/staffing/base_fte"), scenario, test::embeddedCatalog(), 0.0);
    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");

    // Two H100 at p cost 1,461 p a month for 304,375,000 tokens: 1,461 p / 304.375 = 4.8 p per
    // million. 2.40 per million is reached at p = 0.50.
    const Outcome perMillion{Outcome::Kind::CostPerMillionTokens, {OptionKind::SelfHosted, 0}, {}};
    const auto half = goalSeek(scenario, test::embeddedCatalog(), {perMillion, 2.4}, price, searchRange(price));
    REQUIRE(half);
    CHECK_THAT(half->value, WithinRel(0.5, 1e-6));
    CHECK_FALSE(half->step);

    // 100 a month cheaper than the API: 1,461 p − 608.75 = −100, p = 508.75 / 1,461.
    const auto cheaper = goalSeek(scenario, test::embeddedCatalog(), {TWO_H100_MINUS_API, -100.0}, price, searchRange(price));
    REQUIRE(cheaper);
    CHECK_THAT(cheaper->value, WithinRel(508.75 / 1'461.0, 1e-6));

    // Over 0.2 to 20 the unit cost runs from 0.96 to 96 per million: 200 is out of reach from below.
    const auto dear = goalSeek(scenario, test::embeddedCatalog(), {perMillion, 200.0}, price, searchRange(price));
    REQUIRE_FALSE(dear);
    CHECK(dear.error().reason == GoalSeekMiss::Reason::StaysBelow);
    CHECK_THAT(dear.error().highest, WithinRel(96.0, 1e-9));
    CHECK_THAT(dear.error().nearestValue, WithinRel(20.0, 1e-12));
    CHECK(describeMiss(scenario, {perMillion, 200.0}, price, dear.error())
          == "from 0.2 to 20 USD per GPU-hour, Two H100 per million tokens is between 0.96 and 96.00 USD, always below the "
             "target of 200 USD (nearest at 20 USD per GPU-hour)");
}

TEST_CASE("Data tables give the outcome across one driver, or two with the break-even contour")
{
    Scenario scenario = handScenario();
    setDriverValue(driverAt(scenario, "/staffing/base_fte"), scenario, test::embeddedCatalog(), 0.0);
    const Driver price = driverAt(scenario, "/self_hosted/0/rented/price_per_gpu_hour");
    const OneWayTable oneWay
        = oneWayTable(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, price, {price.pointer, 1.0, 3.0}, 3);
    REQUIRE(oneWay.values == std::vector{1.0, 2.0, 3.0});
    // 1,461 an hour's worth of GPU-month per dollar, less 608.75.
    CHECK_THAT(*oneWay.outcomes[0], WithinRel(1'461.0 - 608.75, 1e-12));
    CHECK_THAT(*oneWay.outcomes[2], WithinRel(4'383.0 - 608.75, 1e-12));

    // Volume across, price down: the API's 6.0875e-5 per token a day meets 1,461 p where
    // volume = 1,461 p / 6.0875e-5 = 24 M × p tokens a day. At 48 M, between the rows for 1.00
    // and 3.00, the cells are 2,922 − 2,922 = 0 at p = 2; the contour is read off the grid.
    const Driver volume = driverAt(scenario, "/workload/tokens_per_day");
    const TwoWayTable grid = twoWayTable(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, volume,
                                         {volume.pointer, 24e6, 72e6}, price, {price.pointer, 0.5, 3.5}, 3, 4);
    REQUIRE(grid.outcomes.size() == 4);
    REQUIRE(grid.outcomes[0].size() == 3);
    // Row p = 0.5, column 24 M: 730.5 − 24e6 × 6.0875e-5 = 730.5 − 1,461.
    CHECK_THAT(*grid.outcomes[0][0], WithinRel(730.5 - 1'461.0, 1e-12));
    // Every cell is linear in p, so each column's contour is exact: p = volume / 24 M.
    REQUIRE(grid.breakEven.size() == 3);
    CHECK_THAT(*grid.breakEven[0], WithinRel(1.0, 1e-9));
    CHECK_THAT(*grid.breakEven[1], WithinRel(2.0, 1e-9));
    CHECK_THAT(*grid.breakEven[2], WithinRel(3.0, 1e-9));
}

TEST_CASE("A break-even map puts the volume across and the measured option's GPU price up, unless asked otherwise")
{
    const Scenario scenario = handScenario();
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    const std::optional<OutcomeMap> map = scenarioMap(scenario, test::embeddedCatalog(), prepared);
    REQUIRE(map);
    // The cheapest fleet at 10 M tokens a day is one H100 as needed, 1,461 + 10,000 = 11,461, below
    // two at 12,922 and four reserved at 4 × 1.60 × 730.5 + 10,000 = 14,674.80; measured against the API.
    CHECK(map->outcome.kind == Outcome::Kind::MonthlyDifference);
    CHECK(map->outcome.option == OptionRef{OptionKind::SelfHosted, 2});
    CHECK(map->outcome.other == OptionRef{OptionKind::Api, 0});
    // Across, the volume over the scenario's range: a hundredth to a hundred times 10 M, widened to
    // the scale's 10^5 to 10^11. Up, that option's price per GPU-hour, a tenth to ten times 2.00.
    CHECK(map->table.x.pointer == "/workload/tokens_per_day");
    CHECK(map->acrossRange.low == 1e5);
    CHECK(map->acrossRange.high == 1e11);
    CHECK(map->table.y.pointer == "/self_hosted/2/rented/price_per_gpu_hour");
    CHECK_THAT(map->upRange.low, WithinRel(0.2, 1e-12));
    CHECK_THAT(map->upRange.high, WithinRel(20.0, 1e-12));
    REQUIRE(map->table.outcomes.size() == static_cast<std::size_t>(MAP_ROWS));
    REQUIRE(map->table.outcomes.front().size() == static_cast<std::size_t>(MAP_COLUMNS));
    // Bottom left, 10^5 tokens a day on one GPU at 0.20 an hour: 0.2 × 730.5 = 146.10 and 10,000
    // of staff, less the API's 10^5 × 6.0875e-5 = 6.0875: 10,140.0125. Top left, at 20.00 an hour,
    // 14,610 + 10,000 − 6.0875 = 24,603.9125.
    CHECK_THAT(*map->table.outcomes.front().front(), WithinRel(146.1 + 10'000.0 - 6.0875, 1e-12));
    CHECK_THAT(*map->table.outcomes.back().front(), WithinRel(14'610.0 + 10'000.0 - 6.0875, 1e-12));

    // Asked for the team up: a tenth to ten times one FTE, 1,000 to 100,000 of staff a month.
    const std::optional<OutcomeMap> team
        = scenarioMap(scenario, test::embeddedCatalog(), prepared, "/workload/tokens_per_day", "/staffing/base_fte");
    REQUIRE(team);
    CHECK(team->table.y.pointer == "/staffing/base_fte");
    CHECK_THAT(*team->table.outcomes.front().front(), WithinRel(1'461.0 + 1'000.0 - 6.0875, 1e-12));
    // Up the same input as across, or an input the scenario does not have: the defaults.
    const auto defaultsOf = [&](std::string_view across, std::string_view up) {
        const std::optional<OutcomeMap> asked = scenarioMap(scenario, test::embeddedCatalog(), prepared, across, up);
        REQUIRE(asked);
        return std::pair(asked->table.x.pointer, asked->table.y.pointer);
    };
    const auto defaults = std::pair(map->table.x.pointer, map->table.y.pointer);
    CHECK(defaultsOf("/workload/tokens_per_day", "/workload/tokens_per_day") == defaults);
    CHECK(defaultsOf("/no/such/input", "/no/such/input") == defaults);

    // Without an API offer there is no outcome to map.
    Scenario alone = scenario;
    alone.apiOffers.clear();
    CHECK_FALSE(scenarioMap(alone, test::embeddedCatalog(), prepareScenario(alone, test::embeddedCatalog())));
}

TEST_CASE("A table's values are spaced by steps, or by ratios over more than a factor of ten, and placed back on the grid")
{
    // 1 to 3 in three points: steps of 1; 2 lies halfway.
    const DriverRange narrow{"/x", 1.0, 3.0};
    CHECK_FALSE(spacedByRatio(narrow));
    CHECK(rangeValues(narrow, 3) == std::vector{1.0, 2.0, 3.0});
    CHECK(rangeShare(narrow, 2.0) == 0.5);
    CHECK(rangeShare(narrow, 4.0) == 1.5);

    // 1 to 1,000 is three factors of ten: four points 1, 10, 100, 1,000, and 10 a third of the way.
    const DriverRange wide{"/x", 1.0, 1'000.0};
    REQUIRE(spacedByRatio(wide));
    const std::vector<double> values = rangeValues(wide, 4);
    CHECK_THAT(values[1], WithinRel(10.0, 1e-12));
    CHECK_THAT(values[2], WithinRel(100.0, 1e-12));
    CHECK_THAT(rangeShare(wide, 10.0), WithinRel(1.0 / 3.0, 1e-12));
    // 0 lies infinitely far below on a scale of ratios.
    CHECK(rangeShare(wide, 0.0) == -std::numeric_limits<double>::infinity());
    // A range from zero cannot be spaced by ratios.
    CHECK_FALSE(spacedByRatio({"/x", 0.0, 1'000.0}));
}

TEST_CASE("Goal seek on the volume finds the break-even the cost model finds by its stairs")
{
    const auto loaded = loadPreset("professional-services-70b", test::embeddedCatalog());
    REQUIRE(loaded);
    // 2× H100 rented against Claude Opus 4.5 API: two methods, one answer (39.9 M tokens a day,
    // as the headline says).
    const Outcome h100MinusOpus{Outcome::Kind::MonthlyDifference, {OptionKind::SelfHosted, 0}, {OptionKind::Api, 0}};
    const Driver volume = driverAt(*loaded, "/workload/tokens_per_day");
    const DriverRange range = searchRange(volume);
    CHECK(range.low == SCALE_MIN_TOKENS_PER_DAY);
    CHECK(range.high == SCALE_MAX_TOKENS_PER_DAY);
    const auto found = goalSeek(*loaded, test::embeddedCatalog(), {h100MinusOpus}, volume, range);
    REQUIRE(found);
    const PreparedScenario prepared = prepareScenario(*loaded, test::embeddedCatalog());
    const BreakEven stairs = breakEven(prepared, 0, 0, range.low, range.high);
    REQUIRE(stairs.kind == BreakEvenKind::Within);
    CHECK_THAT(found->value, WithinRel(stairs.tokensPerDay, 1e-5));
    CHECK_THAT(found->value, WithinRel(39.9e6, 0.005));
}

TEST_CASE("Variants are compared side by side with the scenario, inputs first, then results")
{
    const Scenario scenario = handScenario();
    const std::vector<Variant> variants{{"Cheaper GPUs", {{"/self_hosted/0/rented/price_per_gpu_hour", 1.5}}},
                                        {"Twice the volume", {{"/workload/tokens_per_day", 2e7}}}};
    const auto comparison = compareVariants(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, variants);
    REQUIRE(comparison);
    REQUIRE(comparison->inputs.size() == 2);
    CHECK(comparison->inputs[0].pointer == "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(comparison->options == std::vector<std::string>{"Two H100", "Four H100 reserved", "H100 as needed", "Typed-in API"});
    CHECK(comparison->current.inputs == std::vector{2.0, 1e7});
    REQUIRE(comparison->variants.size() == 2);
    CHECK(comparison->variants[0].inputs == std::vector{1.5, 1e7});
    CHECK(comparison->variants[1].inputs == std::vector{2.0, 2e7});

    // 2 × 1.50 × 730.5 = 2,191.50 of GPUs and 10,000 of staff; the API still 608.75.
    CHECK_THAT(*comparison->variants[0].monthly[0], WithinRel(12'191.5, 1e-12));
    CHECK_THAT(*comparison->variants[0].outcome, WithinRel(11'582.75, 1e-12));
    // Twice the tokens, twice the API bill: 1,217.50; the two H100 serve it unchanged.
    CHECK_THAT(*comparison->variants[1].monthly[3], WithinRel(1'217.5, 1e-12));
    CHECK_THAT(*comparison->variants[1].outcome, WithinRel(12'922.0 - 1'217.5, 1e-12));

    // 11,582.75 against 12,313.25: 730.50 less, 5.93 % of it.
    const Change change = changeFrom(*comparison->current.outcome, *comparison->variants[0].outcome);
    CHECK_THAT(change.absolute, WithinRel(-730.5, 1e-12));
    CHECK_THAT(*change.relative, WithinRel(-730.5 / 12'313.25, 1e-12));
    CHECK_FALSE(changeFrom(0.0, 5.0).relative);
}

TEST_CASE("A variant of a price trend moves the outcome over the horizon, not the month's")
{
    const Scenario scenario = handScenario();
    const std::vector<Variant> variants{{"API halves each year", {{"/api_offers/0/price_trend_per_year", -0.5}}}};
    const auto comparison = compareVariants(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, variants);
    REQUIRE(comparison);
    REQUIRE(comparison->overHorizon);
    CHECK(comparison->overHorizon->kind == Outcome::Kind::PresentValueDifference);
    // Today's month is the same: 12,922 − 608.75.
    CHECK_THAT(*comparison->variants[0].outcome, WithinRel(12'313.25, 1e-12));
    // Over 12 months at no discount: 12 × 12,313.25 = 147,759 as the scenario is. Halving a year,
    // month m bills 608.75 × 0.5^((m − 1) / 12), a geometric sum of
    // 608.75 × (1 − 0.5) / (1 − 0.5^(1/12)) = 608.75 × 8.908577 = 5,423.10; the two H100 still
    // cost 12 × 12,922 = 155,064, so the variant's outcome is 149,640.90.
    CHECK_THAT(*comparison->current.outcomeOverHorizon, WithinRel(147'759.0, 1e-12));
    CHECK_THAT(*comparison->variants[0].outcomeOverHorizon,
               WithinRel(155'064.0 - 608.75 * 0.5 / (1.0 - std::pow(0.5, 1.0 / 12.0)), 1e-12));
    CHECK_THAT(*comparison->variants[0].outcomeOverHorizon, WithinAbs(149'640.90, 0.01));

    // A cost per million tokens has no horizon counterpart.
    const Outcome perMillion{Outcome::Kind::CostPerMillionTokens, {OptionKind::Api, 0}, {}};
    const auto perToken = compareVariants(scenario, test::embeddedCatalog(), perMillion, variants);
    REQUIRE(perToken);
    CHECK_FALSE(perToken->overHorizon);
    CHECK_FALSE(perToken->variants[0].outcomeOverHorizon);
}

TEST_CASE("A variant that sets what the scenario does not have is refused with its pointer")
{
    const Scenario scenario = handScenario();
    const std::vector<Variant> variants{{"Fine", {{"/workload/tokens_per_day", 2e7}}},
                                        {"Typo", {{"/workload/tokens_a_day", 2e7}}}};
    const auto comparison = compareVariants(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, variants);
    REQUIRE_FALSE(comparison);
    CHECK(test::hasIssue(comparison.error(), "/analysis/variants/1/set", "/workload/tokens_a_day"));
}

TEST_CASE("A Monte Carlo run of the cost model draws the scenario's distributions")
{
    Scenario scenario = handScenario();
    // The hourly price uniform from 1.50 to 2.50: the outcome, 1,461 p + 10,000 − 608.75, is
    // uniform from 11,582.75 to 13,043.75, so its P5 is 11,582.75 + 0.05 × 1,461 = 11,655.80
    // and its P95 12,970.70. With 20,000 samples a percentile's standard error is about
    // √(0.05 × 0.95 / 20,000) × 1,461 = 2.3; the tolerance is four of them.
    scenario.analysis.distributions = {{"/self_hosted/0/rented/price_per_gpu_hour", Distribution::uniform(1.5, 2.5)}};
    const auto result = runUncertainty(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 20'000, 7, 2);
    REQUIRE(result);
    CHECK(result->run.samples == 20'000);
    CHECK(result->run.nonFiniteSamples == 0);
    CHECK_THAT(result->run.outcome.percentile5, WithinAbs(11'655.8, 10.0));
    CHECK_THAT(result->run.outcome.percentile50, WithinAbs(12'313.25, 10.0));
    CHECK_THAT(result->run.outcome.percentile95, WithinAbs(12'970.7, 10.0));
    // The outcome rises with the one input drawn, in lockstep.
    REQUIRE(result->run.importance.size() == 1);
    CHECK(result->run.importance[0].rankCorrelation > 0.999);
    REQUIRE(result->gpusAgainstApi);
    CHECK(result->gpusAgainstApi->probabilityGpusCheaper == 0.0);

    // The same seed gives the same run on one thread as on two.
    const auto again = runUncertainty(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 20'000, 7, 1);
    REQUIRE(again);
    CHECK(again->run.outcome.percentile50 == result->run.outcome.percentile50);
    CHECK(again->run.histogram.counts == result->run.histogram.counts);
}

TEST_CASE("The probability that self-hosting is cheaper is the share of draws where it is")
{
    Scenario scenario = handScenario();
    setDriverValue(driverAt(scenario, "/staffing/base_fte"), scenario, test::embeddedCatalog(), 0.0);
    // Without staff the two H100 cost less than the API below 5/12 of a dollar an hour (goal
    // seek above). With the price uniform from 0.20 to 0.60 that is (0.41667 − 0.20) / 0.40 =
    // 54.17 % of draws; the standard error at 20,000 samples is 0.35 %.
    scenario.analysis.distributions = {{"/self_hosted/0/rented/price_per_gpu_hour", Distribution::uniform(0.2, 0.6)}};
    const auto result = runUncertainty(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 20'000, 11, 0);
    REQUIRE(result);
    REQUIRE(result->gpusAgainstApi);
    CHECK(result->gpusAgainstApi->gpus == OptionRef{OptionKind::SelfHosted, 0});
    CHECK(result->gpusAgainstApi->api == OptionRef{OptionKind::Api, 0});
    const double probability = result->gpusAgainstApi->probabilityGpusCheaper;
    CHECK_THAT(probability, WithinAbs(0.5417, 0.015));
    // Compared the other way round, the same probability.
    const Outcome reversed{Outcome::Kind::MonthlyDifference, {OptionKind::Api, 0}, {OptionKind::SelfHosted, 0}};
    const auto flipped = runUncertainty(scenario, test::embeddedCatalog(), reversed, 20'000, 11, 0);
    REQUIRE(flipped);
    CHECK_THAT(flipped->gpusAgainstApi->probabilityGpusCheaper, WithinAbs(probability, 1e-12));

    scenario.analysis.distributions.clear();
    const auto none = runUncertainty(scenario, test::embeddedCatalog(), TWO_H100_MINUS_API, 1'000, 1, 0);
    REQUIRE_FALSE(none);
    CHECK_THAT(none.error(), Contains("/analysis/distributions"));
}

TEST_CASE("A hybrid plan's chance of costing less than its API: a plan that runs no GPUs ties")
{
    // A flat week, and a plan of the two H100's option with the API: the plan's fleet may be
    // one GPU, which serves the whole 10 M tokens a day.
    Scenario scenario = handScenario();
    LoadShape flat;
    flat.hours.fill(1.0);
    flat.days.fill(1.0);
    scenario.workload.loadProfile = LoadProfileChoice{{}, flat};
    scenario.hybrids = {HybridOption{"Plan", "Two H100", "Typed-in API", std::nullopt, std::nullopt}};
    scenario.analysis.distributions = {{"/self_hosted/0/rented/price_per_gpu_hour", Distribution::uniform(0.2, 0.6)}};
    const Outcome planMinusApi{Outcome::Kind::MonthlyDifference, {OptionKind::Hybrid, 0}, {OptionKind::Api, 0}};

    // With the engineer's 10,000 a month no fleet beats the API's 608.75: the plan is the API in
    // every draw, neither cheaper nor dearer.
    const auto staffed = runUncertainty(scenario, test::embeddedCatalog(), planMinusApi, 2'000, 3, 0);
    REQUIRE(staffed);
    REQUIRE(staffed->gpusAgainstApi);
    CHECK(staffed->gpusAgainstApi->gpus == OptionRef{OptionKind::Hybrid, 0});
    CHECK(staffed->gpusAgainstApi->probabilityGpusCheaper == 0.0);
    CHECK(staffed->run.shareAboveZero == 0.0);
    CHECK(staffed->run.outcome.percentile50 == 0.0);

    // Without staff one H100 at 0.60 an hour at most costs 730.5 × 0.60 = 438.30, less than the
    // API in every draw, though the option alone, at its two GPUs, is cheaper in only 54 %.
    setDriverValue(driverAt(scenario, "/staffing/base_fte"), scenario, test::embeddedCatalog(), 0.0);
    const auto unstaffed = runUncertainty(scenario, test::embeddedCatalog(), planMinusApi, 2'000, 3, 0);
    REQUIRE(unstaffed);
    CHECK(unstaffed->gpusAgainstApi->probabilityGpusCheaper == 1.0);
}

TEST_CASE("While a slider is dragged a tornado sizes its variations at the layouts found")
{
    const Catalog& catalog = test::embeddedCatalog();
    const auto preset = loadPreset("large-deepseek-r1", catalog);
    REQUIRE(preset.has_value());
    const PreparedScenario prepared = prepareScenario(*preset, catalog);
    const std::optional<Outcome> outcome = defaultOutcome(*preset, catalog);
    REQUIRE(outcome);
    const std::optional<Tornado> exact = tornado(*preset, catalog, *outcome, 0.5);
    const std::optional<Tornado> quick = tornado(*preset, catalog, *outcome, 0.5, {}, LayoutSource{nullptr, &prepared});
    REQUIRE(exact);
    REQUIRE(quick);
    CHECK(quick->base == exact->base);
    REQUIRE(quick->bars.size() == exact->bars.size());
    // The inputs a replica's sizing depends on: the request's shape and speed, the busiest hour,
    // the hours the GPUs run, and the engine's settings.
    const auto sizes = [](const std::string& pointer) {
        return pointer.find("/serving/") != std::string::npos || pointer.find("tokens_per_request") != std::string::npos
            || pointer.ends_with("per_user") || pointer.ends_with("peak_to_average") || pointer.ends_with("hours_per_day");
    };
    int differing = 0;
    for (const TornadoBar& bar : exact->bars) {
        const auto same
            = std::ranges::find(quick->bars, bar.driver.pointer, [](const TornadoBar& other) { return other.driver.pointer; });
        REQUIRE(same != quick->bars.end());
        INFO(bar.driver.pointer);
        // Each end as the layouts found give it: an evaluator that keeps them, at that value.
        OutcomeEvaluator kept(catalog, *outcome, prepared);
        Scenario varied = *preset;
        setDriverValue(bar.driver, varied, catalog, bar.low);
        CHECK(same->outcomeAtLow == kept.evaluate(varied));
        if (sizes(bar.driver.pointer)) {
            differing += same->outcomeAtLow != bar.outcomeAtLow || same->outcomeAtHigh != bar.outcomeAtHigh ? 1 : 0;
        } else {
            CHECK(same->outcomeAtLow == bar.outcomeAtLow);
            CHECK(same->outcomeAtHigh == bar.outcomeAtHigh);
        }
    }
    // Half the memory bandwidth decoding reaches: the search finds a layout that serves at that
    // rate for less than today's layouts do (the variations of ±20 % leave the one rack this
    // volume needs as it is); the layouts found for today's keep the old answer until the drag
    // ends.
    CHECK(differing >= 1);

    // What a memo holds from searches is taken as it is, exact, and nothing kept is put there:
    // a drag of a price, whose variations the memo holds, shows the exact tornado throughout.
    SizingMemo memo;
    const std::optional<Tornado> searched = tornado(*preset, catalog, *outcome, 0.2, {}, LayoutSource{&memo});
    const std::size_t remembered = memo.entries().size();
    const std::optional<Tornado> dragged = tornado(*preset, catalog, *outcome, 0.2, {}, LayoutSource{&memo, &prepared});
    REQUIRE(searched);
    REQUIRE(dragged);
    CHECK(memo.entries().size() == remembered);
    for (std::size_t index = 0; index < searched->bars.size(); ++index) {
        INFO(searched->bars[index].driver.pointer);
        CHECK(dragged->bars[index].outcomeAtLow == searched->bars[index].outcomeAtLow);
        CHECK(dragged->bars[index].outcomeAtHigh == searched->bars[index].outcomeAtHigh);
    }
}
