#include "cost/PreparedScenario.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

const std::string PROFESSIONAL_SERVICES = TCO_SOURCE_DATA_DIR "/scenarios/professional-services-70b.breakeven.json";

Scenario professionalServices(const std::vector<Override>& overrides = {})
{
    auto scenario = loadScenarioFile(PROFESSIONAL_SERVICES, test::embeddedCatalog(), overrides);
    REQUIRE(scenario.has_value());
    return *scenario;
}

} // namespace

TEST_CASE("Preparing converts every amount into the display currency at the scenario's rate")
{
    const Scenario scenario = professionalServices();
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    // EUR display at 1 EUR = 1.1665 USD: the catalog's 3.50 USD a GPU-hour is 3.0004 EUR; Claude
    // Opus 4.5's 5 and 25 USD per million tokens are 4.2863 and 21.4316 EUR.
    const auto& rented = std::get<PreparedRented>(prepared.selfHosted[0].compute);
    CHECK_THAT(rented.pricePerGpuHour, WithinRel(3.5 / 1.1665, 1e-12));
    CHECK_THAT(prepared.api[0].input, WithinRel(5.0 / 1.1665, 1e-12));
    CHECK_THAT(prepared.api[0].output, WithinRel(25.0 / 1.1665, 1e-12));
    // The engineer is paid in EUR already.
    CHECK(prepared.staffing.monthlyCostPerFte == 6'000.0);
    CHECK(prepared.selfHosted[0].minimumGpus == 2);
    CHECK(prepared.selfHosted[0].gpusPerUnit == 1);
    // Office hours: the catalog profile's busiest hour, 2.27 × its busiest day, 1.22, each over a
    // mean of very nearly 1 (the profile's figures are rounded to three digits).
    CHECK_THAT(prepared.selfHosted[0].peakFactor, WithinRel(2.27 * 1.22, 2e-3));
    CHECK(prepared.selfHosted[0].peakFactor == peakOverAverage(test::embeddedCatalog().loadProfile("office-hours")->shape));
}

TEST_CASE("Preparing keeps every layout the search offers a fleet, each serving more per GPU than the ones before")
{
    const Scenario scenario = professionalServices();
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    // FP8 Llama 3.3 70B fits one H100; at 25 tokens a second per user the search offers wider
    // layouts and disaggregated units that serve more per GPU, fewest GPUs first.
    const auto& layouts = prepared.selfHosted[0].layouts;
    REQUIRE(layouts.size() >= 3);
    CHECK(layouts[0].replica.layout.decode == ReplicaLayout{1, 1});
    for (std::size_t index = 0; index < layouts.size(); ++index) {
        const SizingResult& replica = layouts[index].replica;
        CHECK(replica.meetsPerUserTarget);
        if (index > 0)
            CHECK(layouts[index - 1].replica.layout.gpus() <= replica.layout.gpus());
        if (index > 0)
            CHECK(layouts[index - 1].replica.outputPerGpu() < replica.outputPerGpu());
        // Each layout's planned day: served tokens a second × 0.9 target utilization × 0.95
        // scheduler efficiency × 86,400 s / the busiest hour's multiple of the average.
        CHECK_THAT(layouts[index].capacityPerDay,
                   WithinRel(replica.served.value() * 0.9 * 0.95 * 86'400.0 / prepared.selfHosted[0].peakFactor, 1e-12));
    }
}

TEST_CASE("GPUs rented part of the day must serve the day's tokens in those hours")
{
    const Catalog& catalog = test::embeddedCatalog();
    // A busiest hour twice the average, and no hybrid, which would need the GPUs around the clock.
    const std::vector<Override> peakOfTwo{
        {"/workload/load_profile", "null"}, {"/hybrids", "null"}, {"/workload/peak_to_average", "2"}};
    const auto withHours = [&](const char* hours) {
        std::vector<Override> overrides = peakOfTwo;
        overrides.push_back({"/self_hosted/0/rented/hours_per_day", hours});
        return professionalServices(overrides);
    };
    // Twelve hours a day doubles the average rate, no more than the peak factor of 2 already asks.
    const Scenario twelveHours = withHours("12");
    CHECK(prepareScenario(twelveHours, catalog).selfHosted[0].peakFactor == 2.0);
    // Eight hours a day triples it.
    const Scenario eightHours = withHours("8");
    CHECK(prepareScenario(eightHours, catalog).selfHosted[0].peakFactor == 3.0);
}

TEST_CASE("Spot capacity pays for its interruption overhead, in whole instances, less any discount")
{
    const Catalog& catalog = test::embeddedCatalog();
    const Scenario spot = professionalServices(
        {{"/self_hosted/0/rented/cloud_price", "\"nebius-gpu-h100-sxm-8gpu-128vcpu-1600gb-spot-eu-north1\""},
         {"/self_hosted/0/rented/spot_interruption_overhead", "0.2"},
         {"/self_hosted/0/rented/discount", "0.25"}});
    const PreparedSelfHosted option = prepareScenario(spot, catalog).selfHosted[0];
    const auto& rented = std::get<PreparedRented>(option.compute);
    CHECK(rented.interruptionOverhead == 0.2);
    // Nebius spot H100 at 1.25 USD a GPU-hour, a quarter off, in EUR.
    CHECK_THAT(rented.pricePerGpuHour, WithinRel(1.25 * 0.75 / 1.1665, 1e-12));
    // The instance holds 8 GPUs, so a minimum of 2 becomes one whole instance.
    CHECK(option.gpusPerUnit == 8);
    CHECK(option.minimumGpus == 8);
}

TEST_CASE("A fine-tuning run costs its training operations at the GPUs' BF16 peak and MFU")
{
    const Catalog& catalog = test::embeddedCatalog();
    FineTuning run;
    run.trainingTokens = Tokens(1e9);
    run.gpuId = "h100-sxm";
    run.gpus = 8;
    run.computeUtilization = 0.4;
    // Llama 3.1 8B counts 8,029,995,008 parameters from its configuration (32 layers of
    // 218,103,808, untied embeddings and LM head of 525,336,576 each). 1e9 tokens × 6 × that =
    // 4.818e19 operations; 8 H100 × 989 TFLOPS × 0.4 = 3.1648e15 a second: 15,223.7 s = 4.2288 h,
    // × 8 GPUs × 3.00 a GPU-hour = 101.49.
    CHECK_THAT(fineTuningCost(run, *catalog.model("llama-3.1-8b"), *catalog.gpu("h100-sxm"), 3.0), WithinRel(101.4913, 1e-6));
}
