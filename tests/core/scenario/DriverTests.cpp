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
    // The professional-services preset: 2 scenario numbers and 1 of its euro rate, 10 of the
    // workload, 1 rented option with 3 + 5 + 28 fields (its GPU count fixed), 3 of staffing, 2
    // one-time costs, 2 API offers of 6.
    const auto scenario = loadPreset("professional-services-70b", test::embeddedCatalog());
    REQUIRE(scenario);
    std::set<std::string> drivers;
    for (const Driver& driver : scenarioDrivers(*scenario, test::embeddedCatalog()))
        drivers.insert(driver.pointer);
    // Of its 66 fields, the horizon, the GPU count and 17 serving settings are choices, not
    // uncertainties.
    CHECK(scenarioFieldInstances(*scenario).size() == 3 + 10 + 36 + 3 + 2 + 12);
    CHECK(drivers.size() == 66 - 1 - 1 - 17);
    CHECK(drivers.contains("/api_offers/0/cache_write_per_mtok"));
    CHECK(drivers.contains("/self_hosted/0/rented/price_per_gpu_hour"));
    CHECK(drivers.contains("/workload/time_to_first_token_ms"));
    CHECK_FALSE(drivers.contains("/horizon_months"));
    CHECK_FALSE(drivers.contains("/self_hosted/0/serving/tensor_parallel"));
    CHECK_FALSE(drivers.contains("/self_hosted/0/serving/request_overhead_ms"));
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
