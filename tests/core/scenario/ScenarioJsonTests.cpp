#include "scenario/ScenarioJson.h"

#include "TestSupport.h"
#include "json/JsonDocument.h"
#include "scenario/ScenarioFile.h"
#include "scenario/Translations.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <map>
#include <string>

using namespace tco;
using json = nlohmann::ordered_json;
using tco::test::hasIssue;
using tco::test::listIssues;

namespace {

/// A small valid scenario; each test breaks one part of it.
json validDocument()
{
    return json::parse(R"({
      "schema_version": 1,
      "name": "Test",
      "currency": {
        "display": "EUR",
        "exchange_rates": [{"currency": "EUR", "usd_per_unit": 1.16, "as_of": "2026-11-27", "source": "ECB"}]
      },
      "horizon_months": 36,
      "workload": {"tokens_per_day": 10000000, "input_tokens_per_request": 2000, "output_tokens_per_request": 1000},
      "model": {"id": "llama-3.3-70b", "weight_precision": "fp8"},
      "self_hosted": [
        {"name": "Rented", "gpu": "h100-sxm", "gpus": 2,
         "rented": {"price_per_gpu_hour": {"amount": 3.5, "currency": "USD"}, "pricing": "on_demand"}},
        {"name": "Owned", "gpu": "h200-sxm",
         "owned": {"server_price": {"amount": 330000, "currency": "USD"}, "life_years": 5,
                   "power_price_per_kwh": {"amount": 0.12, "currency": "EUR"}, "pue": 1.4}}
      ],
      "staffing": {"base_fte": 1, "monthly_cost_per_fte": {"amount": 6000, "currency": "EUR"}},
      "api_offers": [{"name": "API", "api_price": "anthropic-claude-opus-4-5"}]
    })");
}

Issues issuesOf(const json& document)
{
    Issues issues;
    (void)readScenario(document, test::embeddedCatalog(), issues);
    return issues;
}

/// The problems of the valid document with the value at `pointer` replaced.
Issues issuesWith(const std::string& pointer, const json& value)
{
    json document = validDocument();
    document[json::json_pointer(pointer)] = value;
    return issuesOf(document);
}

/// The problems of the valid document with the key at `pointer` removed.
Issues issuesWithout(const std::string& pointer)
{
    json document = validDocument();
    const json::json_pointer path(pointer);
    eraseKey(document[path.parent_pointer()], path.back());
    return issuesOf(document);
}

} // namespace

TEST_CASE("A valid scenario reads into its fields, with defaults where keys are absent")
{
    Issues issues;
    const Scenario scenario = readScenario(validDocument(), test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(scenario.currency.display.code() == "EUR");
    CHECK(scenario.workload.tokensPerDay == TokensPerDay(1e7));
    CHECK(scenario.workload.peakToAverage == 2.0);
    CHECK(scenario.model.weights == Precision::Fp8);
    // The KV cache stays in BF16 unless told otherwise, as in serving engines, even for FP8 weights.
    CHECK(scenario.model.kvCache == Precision::Bf16);
    REQUIRE(scenario.selfHosted.size() == 2);
    const auto& rented = std::get<RentedCompute>(scenario.selfHosted[0].compute);
    CHECK(rented.pricePerGpuHour == Money{3.5, Currency::usd()});
    CHECK(rented.hoursPerDay == 24.0);
    CHECK(scenario.selfHosted[0].gpus == 2);
    const auto& owned = std::get<OwnedCompute>(scenario.selfHosted[1].compute);
    CHECK(owned.powerPricePerKwh == Money{0.12, *Currency::fromCode("EUR")});
    CHECK_FALSE(scenario.selfHosted[1].gpus);
    CHECK(scenario.apiOffers[0].apiPriceId == "anthropic-claude-opus-4-5");
}

TEST_CASE("Negative, zero and huge quantities are refused by name")
{
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", -5), "/workload/tokens_per_day", "must be at least 1, got -5"));
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", 0), "/workload/tokens_per_day", "must be at least 1, got 0"));
    CHECK(
        hasIssue(issuesWith("/workload/tokens_per_day", 1e300), "/workload/tokens_per_day", "must be at most 1e+15, got 1e+300"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/gpus", -2), "/self_hosted/0/gpus", "got -2"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/gpus", 1.5), "/self_hosted/0/gpus", "must be a whole number, got 1.5"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/rented/price_per_gpu_hour/amount", -3.5),
                   "/self_hosted/0/rented/price_per_gpu_hour/amount", "must be at least 0.001, got -3.5"));
    CHECK(hasIssue(issuesWith("/workload/peak_to_average", 0.5), "/workload/peak_to_average", "must be at least 1, got 0.5"));
    CHECK(hasIssue(issuesWith("/self_hosted/1/owned/pue", 0.9), "/self_hosted/1/owned/pue", "must be at least 1, got 0.9"));
    CHECK(hasIssue(issuesWith("/horizon_months", 1000), "/horizon_months", "must be at most 240, got 1000"));
    CHECK(hasIssue(issuesWith("/workload/batch_share", 1.2), "/workload/batch_share", "must be at most 1, got 1.2"));
}

TEST_CASE("Rates and shares that divide start at the least a plan states, not just above zero")
{
    // Each passed "positive" and gave an infinite or undefined cost in random draws: an exchange
    // rate of 7e-213 USD, 10^-287 tokens a day, a request of 10^-316 output tokens.
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", 0.5), "/workload/tokens_per_day", "must be at least 1, got 0.5"));
    CHECK(hasIssue(issuesWith("/workload/output_tokens_per_request", 0.1), "/workload/output_tokens_per_request",
                   "must be at least 1, got 0.1"));
    CHECK(hasIssue(issuesWith("/workload/output_tokens_per_second_per_user", 1e-4), "/workload/output_tokens_per_second_per_user",
                   "must be at least 0.001, got 0.0001"));
    CHECK(hasIssue(issuesWith("/currency/exchange_rates/0/usd_per_unit", 1e-9), "/currency/exchange_rates/0/usd_per_unit",
                   "must be at least 1e-06, got 1e-09"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/rented/price_per_gpu_hour/amount", 1e-4),
                   "/self_hosted/0/rented/price_per_gpu_hour/amount", "must be at least 0.001, got 0.0001"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/rented/hours_per_day", 0.01), "/self_hosted/0/rented/hours_per_day",
                   "must be at least 0.1, got 0.01"));
    CHECK(hasIssue(issuesWith("/self_hosted/1/owned/life_years", 0.01), "/self_hosted/1/owned/life_years",
                   "must be at least 0.1, got 0.01"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving/memory_bandwidth_utilization", 1e-300),
                   "/self_hosted/0/serving/memory_bandwidth_utilization", "must be at least 0.001, got 1e-300"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving/max_batched_tokens", 0.5), "/self_hosted/0/serving/max_batched_tokens",
                   "must be at least 1, got 0.5"));
    // A queue planned full waits without bound: a prefill pool at 100 % gave an infinite first token.
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving/target_utilization", 1.0), "/self_hosted/0/serving/target_utilization",
                   "must be at most 0.99, got 1"));
    CHECK(issuesWith("/self_hosted/0/serving/target_utilization", 0.99).empty());
}

TEST_CASE("Values of the wrong type are refused by name")
{
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", "10M"), "/workload/tokens_per_day", "got \"10M\""));
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", true), "/workload/tokens_per_day", "got true"));
    CHECK(hasIssue(issuesWith("/workload/tokens_per_day", nullptr), "/workload/tokens_per_day", "got null"));
    CHECK(hasIssue(issuesWith("/name", 42), "/name", "must be a string, got 42"));
    CHECK(hasIssue(issuesWith("/workload", json::array()), "/workload", "must be an object, got []"));
    CHECK(hasIssue(issuesWith("/self_hosted", json::object()), "/self_hosted", "must be an array, got {}"));
    CHECK(hasIssue(issuesWith("/model/weight_precision", "fp7"), "/model/weight_precision", "got \"fp7\" (did you mean 'fp8'"));
    CHECK(hasIssue(issuesWith("/currency/display", "euro"), "/currency/display", "must be an ISO 4217 code"));
    CHECK(hasIssue(issuesWith("/one_time", json{{"amortize_over_horizon", "yes"}}), "/one_time/amortize_over_horizon",
                   "must be true or false, got \"yes\""));
}

TEST_CASE("Missing fields are named")
{
    CHECK(hasIssue(issuesWithout("/workload/tokens_per_day"), "/workload/tokens_per_day", "is missing"));
    CHECK(hasIssue(issuesWithout("/model"), "/model", "is missing; expected an object"));
    CHECK(hasIssue(issuesWithout("/schema_version"), "/schema_version", "is missing"));
    CHECK(hasIssue(issuesWithout("/self_hosted/1/owned/life_years"), "/self_hosted/1/owned/life_years", "is missing"));
    CHECK(hasIssue(issuesWithout("/self_hosted/0/rented/pricing"), "/self_hosted/0/rented/pricing",
                   "is missing; say whether the price is on_demand, spot, reserved_1y or reserved_3y"));
    CHECK(hasIssue(issuesWithout("/self_hosted/0/rented/price_per_gpu_hour"), "/self_hosted/0/rented/price_per_gpu_hour",
                   "is missing; give a price, or name a catalog offer in cloud_price"));
    CHECK(hasIssue(issuesWithout("/api_offers/0/api_price"), "/api_offers/0/input_per_mtok", "is missing"));
}

TEST_CASE("Unknown catalog ids are refused with the nearest ids as hints")
{
    CHECK(hasIssue(issuesWith("/model/id", "llama-3.3-70"), "/model/id",
                   "unknown model \"llama-3.3-70\" (did you mean 'llama-3.3-70b'"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/gpu", "h100"), "/self_hosted/0/gpu",
                   "unknown gpu \"h100\" (did you mean 'h100-sxm', 'h100-nvl' or 'h100-pcie'?)"));
    CHECK(hasIssue(issuesWith("/api_offers/0/api_price", "anthropic-claude-opus-4.5"), "/api_offers/0/api_price",
                   "unknown API price \"anthropic-claude-opus-4.5\" (did you mean 'anthropic-claude-opus-4-5'"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/rented/cloud_price", "aws-p5"), "/self_hosted/0/rented/cloud_price",
                   "unknown cloud price \"aws-p5\""));
}

TEST_CASE("Unknown keys are refused as likely typos")
{
    json document = validDocument();
    document["workload"]["tokens_per_dya"] = 5;
    document["horizon"] = 36;
    const Issues issues = issuesOf(document);
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/workload/tokens_per_dya", "unknown key (did you mean 'tokens_per_day'?)"));
    CHECK(hasIssue(issues, "/horizon", "unknown key (did you mean 'horizon_months'?)"));
}

TEST_CASE("Every problem is reported at once, not only the first")
{
    json document = validDocument();
    document["workload"]["tokens_per_day"] = -5;
    document["model"]["id"] = "no-such-model";
    document["self_hosted"][1]["owned"]["pue"] = "high";
    document["api_offers"][0]["surprise"] = 1;
    const Issues issues = issuesOf(document);
    INFO(listIssues(issues));
    CHECK(issues.size() == 4);
}

TEST_CASE("Relations between fields are checked")
{
    SECTION("a catalog offer for another GPU")
    {
        json document = validDocument();
        document["self_hosted"][0]["rented"] = json{{"cloud_price", "aws-p5en.48xlarge-on-demand-us-east-1"}};
        CHECK(hasIssue(issuesOf(document), "/self_hosted/0/rented/cloud_price",
                       "\"aws-p5en.48xlarge-on-demand-us-east-1\" rents h200-sxm, but this option's gpu is h100-sxm"));
    }
    SECTION("a pricing type that contradicts the catalog offer")
    {
        json document = validDocument();
        document["self_hosted"][0]["rented"] = json{{"cloud_price", "aws-p5.48xlarge-on-demand-us-east-1"}, {"pricing", "spot"}};
        CHECK(hasIssue(issuesOf(document), "/self_hosted/0/rented/pricing", "contradicts the catalog offer"));
    }
    SECTION("a pre-emption allowance on capacity that is not spot")
    {
        CHECK(hasIssue(issuesWith("/self_hosted/0/rented/spot_interruption_overhead", 0.1),
                       "/self_hosted/0/rented/spot_interruption_overhead",
                       "applies only to spot capacity, but this price is on_demand"));
    }
    SECTION("an option both rented and owned, or neither")
    {
        json both = validDocument();
        both["self_hosted"][1]["rented"] = both["self_hosted"][0]["rented"];
        CHECK(hasIssue(issuesOf(both), "/self_hosted/1", "has both \"rented\" and \"owned\""));
        CHECK(hasIssue(issuesWithout("/self_hosted/1/owned"), "/self_hosted/1",
                       "needs either a \"rented\" or an \"owned\" object"));
    }
    SECTION("owning an accelerator whose power draw is unpublished")
    {
        CHECK(hasIssue(issuesWith("/self_hosted/1/gpu", "tpu-v6e"), "/self_hosted/1/gpu", "tpu-v6e has no published power draw"));
    }
    SECTION("a currency without an exchange rate")
    {
        CHECK(hasIssue(issuesWith("/staffing/monthly_cost_per_fte/currency", "GBP"), "/staffing/monthly_cost_per_fte/currency",
                       "GBP has no exchange rate; add one to /currency/exchange_rates"));
    }
    SECTION("a rate for the base currency, or two for one currency")
    {
        CHECK(hasIssue(issuesWith("/currency/exchange_rates/0/currency", "USD"), "/currency/exchange_rates/0/currency",
                       "USD is the base"));
        json twice = validDocument();
        twice["currency"]["exchange_rates"].push_back(twice["currency"]["exchange_rates"][0]);
        CHECK(hasIssue(issuesOf(twice), "/currency/exchange_rates/1/currency", "EUR already has a rate"));
    }
    SECTION("two options with one name")
    {
        CHECK(hasIssue(issuesWith("/api_offers/0/name", "Rented"), "/api_offers/0/name",
                       "\"Rented\" is already the name of /self_hosted/0"));
    }
    SECTION("cache shares that add up to more than every input token")
    {
        json document = validDocument();
        document["workload"]["cached_input_share"] = 0.7;
        document["workload"]["cache_write_share"] = 0.5;
        CHECK(hasIssue(issuesOf(document), "/workload/cache_write_share", "plus cached_input_share (0.7) exceeds 1"));
    }
    SECTION("growth that carries the volume past the most a volume may be")
    {
        // 10 M tokens a day growing 50 % a month for 60 months: 10^7 × 1.5^59 = 2.451e17 a day
        // in the last, past 10^15. The most growth is (10^15 / 10^7)^(1 / 59) − 1 = 0.3664.
        json document = validDocument();
        document["horizon_months"] = 60;
        document["workload"]["monthly_growth"] = 0.5;
        CHECK(hasIssue(issuesOf(document), "/workload/monthly_growth",
                       "grows 1e+07 tokens a day to 2.451e+17 by month 60, past the most a volume may be (1e+15 tokens a day); "
                       "over 60 months from this volume, growth is at most 0.3664 a month"));
        document["workload"]["monthly_growth"] = 0.366;
        CHECK(issuesOf(document).empty());
    }
    SECTION("nothing to compare")
    {
        json document = validDocument();
        document["self_hosted"] = json::array();
        document["api_offers"] = json::array();
        CHECK(hasIssue(issuesOf(document), "", "the scenario has no option to compare"));
    }
}

TEST_CASE("Serving assumptions default to the calibrated ones and may be overridden per option")
{
    Issues issues;
    json document = validDocument();
    document["self_hosted"][0]["serving"] = json{
        {"memory_utilization", 0.92}, {"layer_overhead_us", 33.3}, {"max_batch_sequences", 512}, {"scheduler_poll_steps", 30}};
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    const ServingAssumptions& overridden = scenario.selfHosted[0].serving;
    CHECK(overridden.memoryUtilization == 0.92);
    CHECK(overridden.layerOverhead == microseconds(33.3));
    CHECK(overridden.maxBatchSequences == 512);
    CHECK(overridden.schedulerPollSteps == 30);
    CHECK(overridden.memoryBandwidthUtilization == ServingAssumptions{}.memoryBandwidthUtilization);
    CHECK(scenario.selfHosted[1].serving == ServingAssumptions{});

    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"memory_utilization", 1.5}}),
                   "/self_hosted/0/serving/memory_utilization", "must be at most 1, got 1.5"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"decode_compute_utilization", 0}}),
                   "/self_hosted/0/serving/decode_compute_utilization", "must be at least 0.001, got 0"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"mbu", 0.6}}), "/self_hosted/0/serving/mbu", "unknown key"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"scheduler_poll_steps", 0}}),
                   "/self_hosted/0/serving/scheduler_poll_steps", "got 0"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"scheduler_poll_steps", 2.5}}),
                   "/self_hosted/0/serving/scheduler_poll_steps", "must be a whole number, got 2.5"));
}

TEST_CASE("The serving section fixes layout degrees and the serving mode, and the workload a first-token target")
{
    Issues issues;
    json document = validDocument();
    document["self_hosted"][0]["serving"] = json{{"tensor_parallel", 2},
                                                 {"attention_dp", 4},
                                                 {"expert_parallel", 8},
                                                 {"serving_mode", "disaggregated"},
                                                 {"request_overhead_ms", 20}};
    document["workload"]["time_to_first_token_ms"] = 500;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    const ServingAssumptions& serving = scenario.selfHosted[0].serving;
    CHECK(serving.layout == LayoutChoice{0, 2, 0, 4, 8, ServingChoice::Disaggregated});
    CHECK(serving.requestOverhead == Seconds(0.020));
    CHECK(scenario.workload.timeToFirstToken == Seconds(0.5));
    // Left out, every degree is the search's and there is no first-token bound.
    CHECK(scenario.selfHosted[1].serving.layout == LayoutChoice{});
    CHECK(readScenario(validDocument(), test::embeddedCatalog(), issues).workload.timeToFirstToken == Seconds(0.0));

    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"serving_mode", "split"}}), "/self_hosted/0/serving/serving_mode",
                   "got \"split\""));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"tensor_parallel", -1}}), "/self_hosted/0/serving/tensor_parallel",
                   "got -1"));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"expert_parallel", 2.5}}), "/self_hosted/0/serving/expert_parallel",
                   "must be a whole number, got 2.5"));
    CHECK(hasIssue(issuesWith("/workload/time_to_first_token_ms", -1), "/workload/time_to_first_token_ms", "got -1"));
    CHECK(hasIssue(issuesWith("/workload/time_to_first_token_ms", "fast"), "/workload/time_to_first_token_ms", "got \"fast\""));
}

TEST_CASE("The serving section says how the engine accounts memory and whether its attention ranks take prompts together")
{
    Issues issues;
    json document = validDocument();
    document["self_hosted"][0]["serving"]
        = json{{"memory_accounting", "device_memory"}, {"balanced_attention_ranks", true}, {"memory_utilization", 0.85}};
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(scenario.selfHosted[0].serving.memoryAccounting == MemoryAccounting::DeviceMemory);
    CHECK(scenario.selfHosted[0].serving.balancedAttentionRanks);
    // Left out: TensorRT-LLM's accounting of free memory, and ranks that take prompts as they come.
    CHECK(scenario.selfHosted[1].serving.memoryAccounting == MemoryAccounting::FreeMemory);
    CHECK_FALSE(scenario.selfHosted[1].serving.balancedAttentionRanks);
    // Written back as read.
    const json written = scenario;
    CHECK(written["self_hosted"][0]["serving"]["memory_accounting"] == "device_memory");
    CHECK(written["self_hosted"][0]["serving"]["balanced_attention_ranks"] == true);

    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"memory_accounting", "most"}}),
                   "/self_hosted/0/serving/memory_accounting", "got \"most\""));
    CHECK(hasIssue(issuesWith("/self_hosted/0/serving", json{{"balanced_attention_ranks", "yes"}}),
                   "/self_hosted/0/serving/balanced_attention_ranks", "must be"));
}

TEST_CASE("A fine-tuning run reads with its defaults and is checked field by field")
{
    Issues issues;
    json document = validDocument();
    document["one_time"] = json{{"fine_tuning",
                                 {{"training_tokens", 2e9},
                                  {"gpu", "h100-sxm"},
                                  {"gpus", 16},
                                  {"price_per_gpu_hour", {{"amount", 2.5}, {"currency", "USD"}}}}}};
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    REQUIRE(scenario.oneTime.fineTuning.has_value());
    CHECK(scenario.oneTime.fineTuning->trainingTokens == Tokens(2e9));
    CHECK(scenario.oneTime.fineTuning->gpus == 16);
    CHECK(scenario.oneTime.fineTuning->computeUtilization == 0.4);
    const json written = scenario;
    CHECK(readScenario(written, test::embeddedCatalog(), issues) == scenario);

    const auto issuesOfRun = [&](const std::string& key, const json& value) {
        json broken = document;
        broken["one_time"]["fine_tuning"][key] = value;
        return issuesOf(broken);
    };
    CHECK(hasIssue(issuesOfRun("training_tokens", -1), "/one_time/fine_tuning/training_tokens",
                   "must be a positive number, got -1"));
    CHECK(hasIssue(issuesOfRun("gpu", "h100"), "/one_time/fine_tuning/gpu", "unknown gpu \"h100\""));
    CHECK(hasIssue(issuesOfRun("gpus", 0), "/one_time/fine_tuning/gpus", "got 0"));
    CHECK(hasIssue(issuesOfRun("mfu", 1.2), "/one_time/fine_tuning/mfu", "got 1.2"));
    CHECK(hasIssue(issuesOfRun("price_per_gpu_hour", "cheap"), "/one_time/fine_tuning/price_per_gpu_hour", "must be an object"));
}

TEST_CASE("A newer schema version is refused with the version this build reads")
{
    CHECK(hasIssue(issuesWith("/schema_version", 2), "/schema_version",
                   "is 2; this version of Breakeven reads scenario schema version 1"));
}

TEST_CASE("Writing a scenario and reading it back gives the same scenario")
{
    Issues issues;
    const Scenario original = readScenario(validDocument(), test::embeddedCatalog(), issues);
    REQUIRE(issues.empty());
    const json written = original;
    const Scenario reread = readScenario(written, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(reread == original);
    // And the text is stable: writing the re-read scenario gives the same document.
    CHECK(json(reread) == written);
}

TEST_CASE("The analysis section names what to compare, the drivers' ranges and the variants")
{
    json document = validDocument();
    document["analysis"] = json::parse(R"({
      "compare": {"option": "Rented", "against": "API"},
      "ranges": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "low": 2.0, "high": 5.0}],
      "variants": [{"name": "Twice the volume", "set": [{"pointer": "/workload/tokens_per_day", "value": 2e7}]}]
    })");
    Issues issues;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(scenario.analysis.option == "Rented");
    CHECK(scenario.analysis.against == "API");
    CHECK(scenario.analysis.ranges == std::vector<DriverRange>{{"/self_hosted/0/rented/price_per_gpu_hour", 2.0, 5.0}});
    REQUIRE(scenario.analysis.variants.size() == 1);
    CHECK(scenario.analysis.variants[0].settings == std::vector<DriverSetting>{{"/workload/tokens_per_day", 2e7}});

    // Written back and read again, unchanged.
    const json written = scenario;
    CHECK(written.at("analysis") == document.at("analysis"));
    // A scenario without analyses writes no section.
    CHECK_FALSE(json(readScenario(validDocument(), test::embeddedCatalog(), issues)).contains("analysis"));
}

TEST_CASE("The analysis section is checked against the scenario it belongs to")
{
    // A pointer to no number of the scenario: the owned option has no rented price.
    CHECK(hasIssue(
        issuesWith("/analysis",
                   json::parse(R"({"ranges": [{"pointer": "/self_hosted/1/rented/price_per_gpu_hour", "low": 1, "high": 2}]})")),
        "/analysis/ranges/0/pointer", "is not a number of this scenario"));
    // A range upside down, and one beyond what the file accepts for a share.
    CHECK(hasIssue(
        issuesWith("/analysis", json::parse(R"({"ranges": [{"pointer": "/workload/tokens_per_day", "low": 5, "high": 2}]})")),
        "/analysis/ranges/0/high", "must be above low"));
    CHECK(hasIssue(
        issuesWith("/analysis", json::parse(R"({"ranges": [{"pointer": "/workload/batch_share", "low": 0.5, "high": 1.5}]})")),
        "/analysis/ranges/0/high", "must be 0 to 1"));
    // A variant's value the file would refuse, an option no one is named, a variant with nothing set.
    CHECK(hasIssue(
        issuesWith(
            "/analysis",
            json::parse(R"({"variants": [{"name": "x", "set": [{"pointer": "/workload/tokens_per_day", "value": -1}]}]})")),
        "/analysis/variants/0/set/0/value", "must be 1 to 1000000000000000 for /workload/tokens_per_day, got -1"));
    CHECK(hasIssue(issuesWith("/analysis", json::parse(R"({"compare": {"option": "Rented", "against": "Claude"}})")),
                   "/analysis/compare/against", "no option is named \"Claude\""));
    CHECK(hasIssue(issuesWith("/analysis", json::parse(R"({"variants": [{"name": "x", "set": []}]})")),
                   "/analysis/variants/0/set", ""));
    // Two variants of one name could not be told apart side by side; a variant may share an option's name.
    CHECK(hasIssue(issuesWith("/analysis", json::parse(R"({"variants": [
        {"name": "Rented", "set": [{"pointer": "/workload/tokens_per_day", "value": 2e7}]},
        {"name": "Rented", "set": [{"pointer": "/workload/tokens_per_day", "value": 3e7}]}]})")),
                   "/analysis/variants/1/name", "\"Rented\" is already the name of /analysis/variants/0"));
    CHECK_FALSE(hasIssue(issuesWith("/analysis", json::parse(R"({"variants": [
        {"name": "Rented", "set": [{"pointer": "/workload/tokens_per_day", "value": 2e7}]}]})")),
                         "/analysis/variants/0/name", ""));
    CHECK(hasIssue(issuesWith("/analysis", json::parse(R"({"rangez": []})")), "/analysis/rangez", ""));
}

TEST_CASE("Distributions for a Monte Carlo run are read, checked and written back by kind")
{
    json document = validDocument();
    document["analysis"] = json::parse(R"({"distributions": [
      {"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "pert", "minimum": 2.5, "mode": 3.5, "maximum": 5.0},
      {"pointer": "/workload/tokens_per_day", "kind": "lognormal", "median": 1e7, "p90": 2e7},
      {"pointer": "/staffing/base_fte", "kind": "normal", "mean": 1.0, "standard_deviation": 0.2}
    ]})");
    Issues issues;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    REQUIRE(scenario.analysis.distributions.size() == 3);
    CHECK(scenario.analysis.distributions[0].distribution == Distribution::pert(2.5, 3.5, 5.0));
    CHECK(scenario.analysis.distributions[1].distribution == Distribution::lognormal(1e7, 2e7));
    CHECK(json(scenario).at("analysis") == document.at("analysis"));

    // A mode outside the range, a kind that does not exist, a key the kind does not read, and a
    // range beyond what the file accepts for a share.
    const auto with = [](const char* text) { return issuesWith("/analysis", json::parse(text)); };
    CHECK(hasIssue(
        with(
            R"({"distributions": [{"pointer": "/workload/tokens_per_day", "kind": "triangular", "minimum": 1, "mode": 7, "maximum": 6}]})"),
        "/analysis/distributions/0/mode", "must be from the minimum"));
    CHECK(hasIssue(
        with(R"({"distributions": [{"pointer": "/workload/tokens_per_day", "kind": "gamma", "minimum": 1, "maximum": 6}]})"),
        "/analysis/distributions/0/kind", "gamma"));
    CHECK(hasIssue(
        with(
            R"({"distributions": [{"pointer": "/workload/tokens_per_day", "kind": "uniform", "minimum": 1, "maximum": 6, "mean": 3}]})"),
        "/analysis/distributions/0/mean", ""));
    CHECK(hasIssue(
        with(R"({"distributions": [{"pointer": "/workload/batch_share", "kind": "uniform", "minimum": 0.5, "maximum": 2}]})"),
        "/analysis/distributions/0/maximum", "must be 0 to 1"));
}

TEST_CASE("Correlated pairs of drawn numbers and the sampling are read, written back and checked")
{
    json document = validDocument();
    document["analysis"] = json::parse(R"({"distributions": [
      {"pointer": "/workload/tokens_per_day", "kind": "lognormal", "median": 1e7, "p90": 3e7},
      {"pointer": "/staffing/base_fte", "kind": "triangular", "minimum": 0.5, "mode": 1, "maximum": 1.5}
    ], "correlations": [
      {"first": "/workload/tokens_per_day", "second": "/staffing/base_fte", "rank_correlation": 0.6,
       "reason": "More traffic, more support"}
    ], "sampling": "lhs"})");
    Issues issues;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    REQUIRE(scenario.analysis.correlations.size() == 1);
    CHECK(scenario.analysis.correlations[0]
          == DriverCorrelation{"/workload/tokens_per_day", "/staffing/base_fte", 0.6, "More traffic, more support"});
    CHECK(scenario.analysis.sampling == Sampling::LatinHypercube);
    CHECK(json(scenario).at("analysis") == document.at("analysis"));

    // Each problem at its place: a number without a distribution, a pair of one number, a pair
    // named twice (in either order), a correlation beyond ±1, an unknown way of sampling.
    const auto with = [](const char* extra) {
        json analysis = json::parse(R"({"distributions": [
          {"pointer": "/workload/tokens_per_day", "kind": "lognormal", "median": 1e7, "p90": 3e7},
          {"pointer": "/staffing/base_fte", "kind": "triangular", "minimum": 0.5, "mode": 1, "maximum": 1.5}]})");
        // Key by key: update() leaves the parents JSON_DIAGNOSTICS keeps unset (nlohmann 3.11.2).
        const json keys = json::parse(extra);
        for (const auto& [key, value] : keys.items())
            analysis[key] = value;
        return issuesWith("/analysis", analysis);
    };
    CHECK(hasIssue(with(R"({"correlations": [{"first": "/workload/tokens_per_day", "second": "/staffing/overhead",
                                              "rank_correlation": 0.5}]})"),
                   "/analysis/correlations/0/second", "\"/staffing/overhead\" has no distribution in /analysis/distributions"));
    CHECK(hasIssue(with(R"({"correlations": [{"first": "/staffing/base_fte", "second": "/staffing/base_fte",
                                              "rank_correlation": 0.5}]})"),
                   "/analysis/correlations/0/second", "must be another number than first"));
    CHECK(hasIssue(with(R"({"correlations": [
                              {"first": "/staffing/base_fte", "second": "/workload/tokens_per_day", "rank_correlation": 0.5},
                              {"first": "/workload/tokens_per_day", "second": "/staffing/base_fte", "rank_correlation": 0.2}]})"),
                   "/analysis/correlations/1", "repeats the pair of /analysis/correlations/0"));
    CHECK(hasIssue(with(R"({"correlations": [{"first": "/staffing/base_fte", "second": "/workload/tokens_per_day",
                                              "rank_correlation": -1.5}]})"),
                   "/analysis/correlations/0/rank_correlation", "must be at least -1"));
    CHECK(hasIssue(with(R"({"correlations": [{"first": "/staffing/base_fte", "second": "/workload/tokens_per_day",
                                              "rank_correlation": 0.5, "reason": ""}]})"),
                   "/analysis/correlations/0/reason", "must not be empty"));
    CHECK(hasIssue(with(R"({"sampling": "sobol"})"), "/analysis/sampling", "must be one of \"random\", \"lhs\""));
    // At most 100 pairs: a run checks and repairs their matrix before it starts.
    json many = json::array();
    for (int pair = 0; pair < 101; ++pair)
        many.push_back({{"first", "/workload/tokens_per_day"}, {"second", "/staffing/base_fte"}, {"rank_correlation", 0.1}});
    CHECK(hasIssue(with(json{{"correlations", many}}.dump().c_str()), "/analysis/correlations", "at most 100"));
}

TEST_CASE("A distribution may say why its range is what it is, and the reason is kept")
{
    json document = validDocument();
    document["analysis"] = json::parse(R"({"distributions": [
      {"pointer": "/workload/tokens_per_day", "kind": "lognormal", "median": 1e7, "p90": 3e7,
       "reason": "A forecast: as likely a third as three times"},
      {"pointer": "/staffing/base_fte", "kind": "triangular", "minimum": 0.5, "mode": 1, "maximum": 1.5}
    ]})");
    Issues issues;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    REQUIRE(scenario.analysis.distributions.size() == 2);
    CHECK(scenario.analysis.distributions[0].reason == "A forecast: as likely a third as three times");
    // Without one, none: and none is written back.
    CHECK(scenario.analysis.distributions[1].reason.empty());
    CHECK(json(scenario).at("analysis") == document.at("analysis"));

    // A reason that is there says something, and is text; each problem at its place.
    const auto with = [](const char* text) { return issuesWith("/analysis", json::parse(text)); };
    CHECK(hasIssue(
        with(
            R"({"distributions": [{"pointer": "/workload/tokens_per_day", "kind": "uniform", "minimum": 1, "maximum": 6, "reason": ""}]})"),
        "/analysis/distributions/0/reason", "must not be empty"));
    CHECK(hasIssue(
        with(
            R"({"distributions": [{"pointer": "/workload/tokens_per_day", "kind": "uniform", "minimum": 1, "maximum": 6, "reason": 3}]})"),
        "/analysis/distributions/0/reason", "must be a string"));
}

TEST_CASE("A scenario's prose switches to a language it is translated into, and back")
{
    json document = validDocument();
    document["description"] = "Two rented H100 against an API.";
    document["analysis"] = json::parse(R"({
      "variants": [{"name": "Twice the volume", "set": [{"pointer": "/workload/tokens_per_day", "value": 2e7}]}]
    })");
    // Translations of texts by their words: "Half the volume" is of a text the file no longer has.
    document["translations"] = json::parse(R"({
      "es": {"Test": "Prueba", "Twice the volume": "El doble de volumen", "Half the volume": "La mitad del volumen"},
      "de": {"Test": "Prüfung"}
    })");
    Issues issues;
    const Scenario english = readScenario(document, test::embeddedCatalog(), issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(english.language == "en");
    REQUIRE(english.translations.size() == 2);

    const Scenario spanish = inLanguage(english, "es");
    CHECK(spanish.language == "es");
    CHECK(spanish.name == "Prueba");
    CHECK(spanish.analysis.variants[0].name == "El doble de volumen");
    // Not translated: the file's own text stays.
    CHECK(spanish.description == "Two rented H100 against an API.");
    // The English texts it replaced are now the translations of their Spanish into English;
    // German is untouched, and so is nothing else.
    CHECK(spanish.translations.at("en")
          == std::map<std::string, std::string>{{"Prueba", "Test"}, {"El doble de volumen", "Twice the volume"}});
    CHECK_FALSE(spanish.translations.contains("es"));
    CHECK(spanish.translations.at("de").at("Test") == "Prüfung");
    // Written and read again, the Spanish document says so; switched back, it is the file as it
    // was but for the translation of a text it does not have, which had nothing to stand for.
    const json written = spanish;
    CHECK(written.at("language") == "es");
    const Scenario reread = readScenario(written, test::embeddedCatalog(), issues);
    REQUIRE(issues.empty());
    CHECK(reread == spanish);
    Scenario expected = english;
    expected.translations.at("es").erase("Half the volume");
    CHECK(inLanguage(reread, "en") == expected);
    // A language the file has no translation into, or its own, changes nothing.
    CHECK(inLanguage(english, "fr") == english);
    CHECK(inLanguage(english, "en") == english);
    // A text edited since its translation was written no longer matches it, and stays as written.
    Scenario renamed = english;
    renamed.name = "Test, revised";
    CHECK(inLanguage(renamed, "es").name == "Test, revised");
    // A file in English with no translations writes neither key.
    const json plain = readScenario(validDocument(), test::embeddedCatalog(), issues);
    CHECK_FALSE(plain.contains("language"));
    CHECK_FALSE(plain.contains("translations"));
}

TEST_CASE("Translations are checked: language codes, not into the file's own, never empty")
{
    CHECK(hasIssue(issuesWith("/language", "English"), "/language", "got \"English\""));
    CHECK(hasIssue(issuesWith("/translations", json::parse(R"({"ES": {"Test": "Prueba"}})")), "/translations/ES",
                   "not a language code"));
    // The issue's pointer escapes a key's slashes (RFC 6901: "/" is "~1").
    CHECK(hasIssue(issuesWith("/translations", json::parse(R"({"es": {"A/B test": ""}})")), "/translations/es/A~1B test",
                   "must not be empty"));
    CHECK(hasIssue(issuesWith("/translations", json::parse(R"({"es": {"Test": 3}})")), "/translations/es/Test", "string"));
    CHECK(hasIssue(issuesWith("/translations", json::parse(R"({"en": {"Test": "Trial"}})")), "/translations/en",
                   "its own language"));
    CHECK(hasIssue(issuesWith("/translations", json::parse(R"({"es": "Prueba"})")), "/translations/es", "object"));
}

TEST_CASE("An exchange rate's date is a date, and the refusal says which forms are")
{
    CHECK(hasIssue(issuesWith("/currency/exchange_rates/0/as_of", "July 2025"), "/currency/exchange_rates/0/as_of",
                   "YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Qn or YYYY-Hn, got \"July 2025\""));
    // What the message offers is accepted: a half-year, as catalog figures are dated.
    CHECK(issuesWith("/currency/exchange_rates/0/as_of", "2025-H2").empty());
    CHECK(issuesWith("/currency/exchange_rates/0/as_of", "2025-07").empty());
}
