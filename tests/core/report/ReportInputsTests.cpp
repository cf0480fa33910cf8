#include "report/ReportInputs.h"

#include "TestSupport.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace tco;

namespace {

/// One option prices its GPUs from a catalog offer, the other types its price in; one API offer
/// takes every price from the catalog but its typed-in input price. The figures below are the
/// catalog's (data/catalog/cloud_prices.json and api_prices.json).
constexpr std::string_view SCENARIO = R"({
  "schema_version": 1,
  "name": "Sources",
  "currency": { "display": "EUR",
                "exchange_rates": [ { "currency": "EUR", "usd_per_unit": 1.16, "as_of": "2026-11-02", "source": "ECB reference rate" } ] },
  "horizon_months": 36,
  "workload": { "tokens_per_day": 10000000, "input_tokens_per_request": 1000, "output_tokens_per_request": 500 },
  "model": { "id": "llama-3.1-70b", "weight_precision": "fp8" },
  "self_hosted": [
    { "name": "Nebius H200", "gpu": "h200-sxm",
      "rented": { "cloud_price": "nebius-gpu-h200-sxm-8gpu-128vcpu-1600gb-on-demand-us-central1" } },
    { "name": "Typed H100", "gpu": "h100-sxm", "gpus": 2,
      "rented": { "price_per_gpu_hour": { "amount": 2.0, "currency": "USD" }, "pricing": "reserved_1y" },
      "serving": { "scheduler_efficiency": 0.8 } }
  ],
  "api_offers": [
    { "name": "Opus", "api_price": "anthropic-claude-opus-5", "input_per_mtok": { "amount": 4.0, "currency": "USD" } }
  ]
})";

const Assumption& find(const ReportInputs& inputs, std::string_view pointer)
{
    const auto found = std::ranges::find(inputs.assumptions, pointer, &Assumption::pointer);
    REQUIRE(found != inputs.assumptions.end());
    return *found;
}

const ReportSource& sourceOf(const ReportInputs& inputs, std::string_view pointer)
{
    const Assumption& assumption = find(inputs, pointer);
    REQUIRE(assumption.source.has_value());
    return inputs.sources.at(*assumption.source);
}

} // namespace

TEST_CASE("A report names the catalog entry behind each figure the scenario does not type in", "[report]")
{
    const auto scenario = parseScenario(SCENARIO, "report inputs test", test::embeddedCatalog());
    REQUIRE(scenario);
    const ReportInputs inputs = reportInputs(*scenario, test::embeddedCatalog());

    SECTION("a cloud offer's hourly price: 28.0 USD an hour for 8 GPUs, 3.5 a GPU-hour, as of 2026-11-30")
    {
        const Assumption& price = find(inputs, "/self_hosted/0/rented/price_per_gpu_hour");
        CHECK(price.group == "Nebius H200");
        CHECK(price.label == "price per GPU-hour");
        CHECK(price.value == 3.5);
        CHECK(price.unit == "USD per GPU-hour");
        const ReportSource& source = sourceOf(inputs, price.pointer);
        CHECK(source.kind == "Cloud price");
        CHECK(source.id == "nebius-gpu-h200-sxm-8gpu-128vcpu-1600gb-on-demand-us-central1");
        CHECK(source.provenance.asOf == "2026-11-30");
        CHECK_THAT(source.provenance.source, Catch::Matchers::Contains("skypilot"));
    }
    SECTION("a typed-in price has no source but the file")
    {
        const Assumption& price = find(inputs, "/self_hosted/1/rented/price_per_gpu_hour");
        CHECK(price.value == 2.0);
        CHECK_FALSE(price.source.has_value());
    }
    SECTION("an API offer's catalog prices, but not the one typed in over them")
    {
        CHECK_FALSE(find(inputs, "/api_offers/0/input_per_mtok").source.has_value());
        CHECK(find(inputs, "/api_offers/0/input_per_mtok").value == 4.0);
        CHECK(find(inputs, "/api_offers/0/output_per_mtok").value == 25.0);
        CHECK(sourceOf(inputs, "/api_offers/0/output_per_mtok").id == "anthropic-claude-opus-5");
        CHECK(sourceOf(inputs, "/api_offers/0/output_per_mtok").provenance.asOf == "2026-08-21");
        // Cache writes are billed at 6.25 USD per million tokens though no analysis varies them.
        CHECK(find(inputs, "/api_offers/0/cache_write_per_mtok").value == 6.25);
        CHECK(sourceOf(inputs, "/api_offers/0/cache_write_per_mtok").kind == "API price");
    }
    SECTION("serving efficiencies left at their fitted defaults come from the calibration")
    {
        CHECK(sourceOf(inputs, "/self_hosted/0/serving/memory_bandwidth_utilization").kind == "Calibration");
        CHECK(sourceOf(inputs, "/self_hosted/1/serving/layer_overhead_us").kind == "Calibration");
        // Planning choices and engine settings are stated, not fitted: the file is their source.
        CHECK(find(inputs, "/self_hosted/1/serving/scheduler_efficiency").value == 0.8);
        CHECK_FALSE(find(inputs, "/self_hosted/1/serving/scheduler_efficiency").source.has_value());
        CHECK_FALSE(find(inputs, "/self_hosted/0/serving/target_utilization").source.has_value());
        CHECK_FALSE(find(inputs, "/self_hosted/0/serving/max_batched_tokens").source.has_value());
    }
    SECTION("every number of the file, settings included, with its field's label and unit")
    {
        const auto numbers = std::ranges::count_if(inputs.assumptions, [](const Assumption& a) { return !a.isChoice(); });
        CHECK(static_cast<std::size_t>(numbers) == scenarioFieldInstances(*scenario).size());
        // The default 125 ms before the first token outside the GPUs, in the file's milliseconds.
        const Assumption& overhead = find(inputs, "/self_hosted/0/serving/request_overhead_ms");
        CHECK(overhead.value == 125.0);
        CHECK(overhead.unit == "ms");
        REQUIRE(overhead.field != nullptr);
        CHECK(std::string_view(overhead.field->key) == "request_overhead_ms");
        CHECK(find(inputs, "/self_hosted/1/serving/tensor_parallel").value == 0.0);
    }
    SECTION("an exchange rate carries the date and source typed with it")
    {
        const ReportSource& rate = sourceOf(inputs, "/currency/exchange_rates/0/usd_per_unit");
        CHECK(rate.kind == "Exchange rate");
        CHECK(rate.id == "EUR");
        CHECK(rate.provenance.asOf == "2026-11-02");
        CHECK(rate.provenance.source == "ECB reference rate");
    }
    SECTION("choices: the model and each option's GPU with their catalog entries")
    {
        CHECK(find(inputs, "/model/id").text == "Llama 3.1 70B");
        CHECK(sourceOf(inputs, "/model/id").kind == "Model");
        CHECK(find(inputs, "/model/weight_precision").text == "fp8");
        CHECK(sourceOf(inputs, "/self_hosted/1/gpu").id == "h100-sxm");
        CHECK(find(inputs, "/self_hosted/1/gpus").value == 2.0);
        CHECK(find(inputs, "/self_hosted/1/rented/pricing").text == "reserved_1y");
        CHECK(find(inputs, "/horizon_months").value == 36.0);
    }
    SECTION("each source once, however many figures it gives")
    {
        for (std::size_t index = 0; index < inputs.sources.size(); ++index) {
            const ReportSource& source = inputs.sources[index];
            CHECK(
                std::ranges::count_if(
                    inputs.sources, [&](const ReportSource& other) { return other.kind == source.kind && other.id == source.id; })
                == 1);
        }
        // The API offer's three catalog figures and its choice share one entry.
        const auto fromOpus = std::ranges::count_if(inputs.assumptions, [&](const Assumption& assumption) {
            return assumption.source && inputs.sources[*assumption.source].id == "anthropic-claude-opus-5";
        });
        CHECK(fromOpus == 5); // catalog price, output, cached input, batch discount, cache write
    }
    SECTION("an option's choices come before its numbers, in the file's order")
    {
        const auto position = [&](std::string_view pointer) {
            return std::ranges::find(inputs.assumptions, pointer, &Assumption::pointer) - inputs.assumptions.begin();
        };
        CHECK(position("/self_hosted/0/gpu") < position("/self_hosted/0/rented/price_per_gpu_hour"));
        CHECK(position("/self_hosted/0/serving/scheduler_efficiency") < position("/self_hosted/1/gpu"));
        CHECK(position("/workload/tokens_per_day") < position("/self_hosted/0/gpu"));
        // The scenario's own numbers together, then the workload, then the model.
        CHECK(position("/horizon_months") < position("/workload/tokens_per_day"));
        CHECK(position("/discount_rate_per_year") < position("/workload/tokens_per_day"));
        CHECK(position("/workload/output_tokens_per_second_per_user") < position("/model/id"));
        CHECK(position("/model/kv_cache_precision") < position("/self_hosted/0/gpu"));
        CHECK(position("/api_offers/0/api_price") < position("/api_offers/0/input_per_mtok"));
    }
}

TEST_CASE("A report lists the cluster's inputs, each job class under its own name", "[report]")
{
    // The HGX H100 preset: 128 servers, 14 arrivals an hour, its first class 64-GPU training
    // whose layout computes for 0.33 s a step (data/scenarios/hgx-h100-cluster.breakeven.json).
    const ReportInputs inputs = reportInputs(test::preset("hgx-h100-cluster"), test::embeddedCatalog());
    const Assumption& domains = find(inputs, "/cluster/domains");
    CHECK(domains.group == "Cluster");
    CHECK(domains.label == "Scale-up domains");
    CHECK(domains.value == 128.0);
    CHECK(domains.unit == "domains");
    CHECK(find(inputs, "/cluster/jobs/arrivals_per_hour").value == 14.0);
    const Assumption& compute = find(inputs, "/cluster/jobs/mix/0/layout/compute_seconds_per_step");
    CHECK(compute.group == "training, 13B dense");
    CHECK(compute.value == 0.33);
    CHECK(find(inputs, "/cluster/jobs/mix/3/gpus").group == "development environment, 1 GPU");
}
