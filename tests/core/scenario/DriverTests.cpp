#include "scenario/Driver.h"

#include "TestSupport.h"
#include "json/Issue.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace tco;

TEST_CASE("Drivers are the scenario's fields that are uncertainties, not its settings")
{
    const auto scenario = loadPreset("professional-services-70b", test::embeddedCatalog());
    REQUIRE(scenario);
    std::vector<std::string> drivers;
    for (const Driver& driver : scenarioDrivers(*scenario, test::embeddedCatalog()))
        drivers.push_back(driver.pointer);
    // The scenario's fields in their order, less its settings: the horizon, the GPU count, the
    // serving choices.
    std::vector<std::string> uncertain;
    for (const FieldInstance& instance : scenarioFieldInstances(*scenario)) {
        if (instance.field->use == FieldUse::Driver)
            uncertain.push_back(instance.pointer);
    }
    CHECK(drivers == uncertain);
    CHECK(drivers.size() > 40);
    const auto contains = [&](std::string_view pointer) { return std::ranges::find(drivers, pointer) != drivers.end(); };
    CHECK(contains("/api_offers/0/cache_write_per_mtok"));
    CHECK(contains("/self_hosted/0/rented/price_per_gpu_hour"));
    CHECK(contains("/workload/time_to_first_token_ms"));
    CHECK(contains("/self_hosted/0/serving/memory_bandwidth_utilization"));
    CHECK_FALSE(contains("/horizon_months"));
    CHECK_FALSE(contains("/self_hosted/0/gpus"));
    CHECK_FALSE(contains("/self_hosted/0/serving/tensor_parallel"));
    CHECK_FALSE(contains("/self_hosted/0/serving/request_overhead_ms"));
}

TEST_CASE("The first-token target is a driver in the file's milliseconds")
{
    auto scenario = loadPreset(presetIds().front(), test::embeddedCatalog());
    REQUIRE(scenario);
    const std::optional<Driver> target = findDriver(*scenario, test::embeddedCatalog(), "/workload/time_to_first_token_ms");
    REQUIRE(target);
    CHECK(target->unit == "ms");
    // 1,500 ms set is 1.5 s in the scenario, and reads back as 1,500.
    CHECK(setDriverValue(*target, *scenario, test::embeddedCatalog(), 1'500.0) == 1'500.0);
    CHECK(scenario->workload.timeToFirstToken == Seconds(1.5));
    CHECK(driverValue(*target, *scenario, test::embeddedCatalog()) == 1'500.0);
    // Below zero is no target at all, which the file writes as 0.
    CHECK(setDriverValue(*target, *scenario, test::embeddedCatalog(), -3.0) == 0.0);
}
