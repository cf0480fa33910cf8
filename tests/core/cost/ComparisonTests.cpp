#include "cost/Comparison.h"

#include "TestSupport.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;
using Catch::Matchers::WithinRel;

TEST_CASE("Options are summarized in the scenario's order and sorted cheapest first")
{
    const auto scenario = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(scenario);
    const PreparedScenario prepared = prepareScenario(*scenario, test::embeddedCatalog());
    const Evaluation evaluation = evaluate(prepared);
    std::vector<OptionSummary> options = summarizeOptions(prepared, evaluation);
    REQUIRE(options.size() == 4);
    CHECK(options[0].name == "2× H100 rented");
    CHECK(options[0].selfHosted());
    CHECK(options[0].fleet.gpus == 2);
    REQUIRE(options[0].replica != nullptr);
    CHECK(options[0].replica->layout.gpus() == 2);
    CHECK(options[1].name == "Claude Opus 4.5 API");
    CHECK(options[1].ref == OptionRef{OptionKind::Api, 0});
    // 3,044.18 EUR for 304.375 M tokens: 10.0014 EUR a million.
    CHECK_THAT(options[1].costPerMillionTokens, WithinRel(3'044.1849 / 304.375, 1e-6));
    CHECK(options[1].horizon == &evaluation.apiHorizon[0]);
    // The hybrid last, with no fleet: the engineer alone costs more than Opus's whole bill.
    CHECK(options[3].ref == OptionRef{OptionKind::Hybrid, 0});
    CHECK(options[3].fleet.gpus == 0);
    CHECK(options[3].replica == nullptr);
    REQUIRE(options[3].hybrid != nullptr);
    CHECK(options[3].hybrid->overflowShare == 1.0);
    CHECK_THAT(options[3].monthly.total(), WithinRel(3'044.1849, 1e-6));

    // Ties keep the scenario's order: Opus before the hybrid that costs what it does.
    sortCheapestFirst(options);
    CHECK(options[0].name == "Llama 3.3 70B on Together AI");
    CHECK(options[1].name == "Claude Opus 4.5 API");
    CHECK(options[2].name == "H100s + Opus for peaks");
    CHECK(options[3].name == "2× H100 rented");
}

TEST_CASE("An option that cannot run says why and sorts last")
{
    const auto base = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(base);
    // Llama 3.1 405B with 100 M-token prompts on single-GPU L4 instances: no layout holds one sequence.
    const auto scenario
        = editScenario(*base, test::embeddedCatalog(),
                       std::vector<Override>{{"/workload/input_tokens_per_request", "1e8"},
                                             {"/model/id", "llama-3.1-405b"},
                                             {"/model/kv_cache_precision", "bf16"},
                                             {"/self_hosted/0/gpu", "l4"},
                                             {"/self_hosted/0/rented/cloud_price", "aws-g6.xlarge-on-demand-us-east-2"}});
    REQUIRE(scenario);
    const PreparedScenario prepared = prepareScenario(*scenario, test::embeddedCatalog());
    std::vector<OptionSummary> options = summarizeOptions(prepared, evaluate(prepared));
    CHECK_FALSE(options[0].feasible);
    // 10^8 input tokens and 1,000 output: a sequence of 100,001,000 tokens, its digits grouped.
    CHECK(options[0].reason.find("holds no 100,001,000-token sequence") != std::string::npos);
    CHECK(options[0].replica == nullptr);
    CHECK(options[0].costPerMillionTokens == 0.0);
    // The hybrid of the option cannot run either.
    CHECK_FALSE(options[3].feasible);
    CHECK(options[3].reason == options[0].reason);
    sortCheapestFirst(options);
    CHECK(options[2].name == "2× H100 rented");
    CHECK(options[3].name == "H100s + Opus for peaks");
}

namespace {

OptionSummary optionCosting(std::string name, OptionKind kind, double monthly, bool feasible = true)
{
    OptionSummary option;
    option.name = std::move(name);
    option.ref.kind = kind;
    option.feasible = feasible;
    option.monthly[CostItem::GpuRental] = monthly;
    return option;
}

} // namespace

TEST_CASE("The cheapest option is the first of the least costly that can run, of the kinds asked")
{
    const std::vector<OptionSummary> options{
        optionCosting("cannot run", OptionKind::SelfHosted, 100.0, false),
        optionCosting("rented", OptionKind::SelfHosted, 900.0),
        optionCosting("owned", OptionKind::SelfHosted, 900.0),
        optionCosting("API", OptionKind::Api, 1'200.0),
    };
    // 100 cannot run; rented and owned tie at 900 and the earlier wins, in every output.
    CHECK(cheapestOption(options)->name == "rented");
    CHECK(cheapestOption(options, OptionKind::SelfHosted)->name == "rented");
    CHECK(cheapestOption(options, OptionKind::Api)->name == "API");
    CHECK(cheapestOption(std::span(options).first(1)) == nullptr);
    // The same rule over any costs: an option without one is passed over; of two least, the earlier.
    const std::vector<std::optional<double>> costs{std::nullopt, 7.0, 3.0, 3.0};
    CHECK(cheapestOf(costs.size(), [&](std::size_t index) { return costs[index]; }) == std::optional<std::size_t>(2));
    CHECK_FALSE(cheapestOf(1, [](std::size_t) { return std::optional<double>(); }));
}
