#include "cost/SpeedCost.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "cost/SelfHostedCost.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

TEST_CASE("A frontier point costs what a fleet of that configuration alone costs at today's volume")
{
    const auto scenario
        = loadScenarioFile(TCO_SOURCE_DATA_DIR "/scenarios/professional-services-70b.breakeven.json", test::embeddedCatalog());
    REQUIRE(scenario.has_value());
    const PreparedScenario prepared = prepareScenario(*scenario, test::embeddedCatalog());
    const PreparedSelfHosted& option = prepared.selfHosted[0];
    const ServingLayout two{ServingMode::Aggregated, ReplicaLayout{2, 1}, ReplicaLayout{}, 0, 1};
    const ServingLayout sixteen{ServingMode::Aggregated, ReplicaLayout{8, 2}, ReplicaLayout{}, 0, 1};
    const std::vector<FrontierPoint> frontier{
        {TokensPerSecond(40.0), TokensPerSecond(1'000.0), Seconds(0.3), two, 8.0},
        {TokensPerSecond(20.0), TokensPerSecond(1'000.0), Seconds(0.3), sixteen, 64.0},
    };
    const std::vector<SpeedCostPoint> points = speedAgainstCost(prepared, 0, frontier);
    REQUIRE(points.size() == 2);
    // Two GPUs serving 1,000 output tokens a second each, 2,000 in for 1,000 out: 6,000 tokens a
    // second, planned at 6,000 × 0.9 × 0.95 × 86,400 / 2 = 222 M a day, one replica for today's
    // 10 M; the option's two GPUs (its minimum) cost 12,137.08 EUR a month (no one-time costs),
    // over 10 M × 30.4375 days: 39.875 EUR per million tokens.
    CHECK(points[0].fleetGpus == 2);
    CHECK_THAT(points[0].costPerMillionTokens, WithinRel(12'137.08 / (10e6 * 30.4375) * 1e6, 1e-5));
    CHECK(points[0].perUser == TokensPerSecond(40.0));
    CHECK(points[0].layout == two);
    // Sixteen GPUs cost what sixteen cost, however little of them today's volume uses: at 20
    // tokens a second per user the faster two-GPU fleet is the cheaper way to give users that.
    const FleetCostLine line = fleetCostLine(option, prepared.staffing, 0.0);
    REQUIRE(line.at(16) > line.at(2));
    CHECK(points[1].perUser == TokensPerSecond(20.0));
    CHECK(points[1].configurationPerUser == TokensPerSecond(40.0));
    CHECK(points[1].fleetGpus == 2);
    CHECK(points[1].layout == two);
    CHECK(points[1].costPerMillionTokens == points[0].costPerMillionTokens);
    // Alone, the sixteen GPUs are priced as sixteen.
    const std::vector<SpeedCostPoint> wide = speedAgainstCost(prepared, 0, std::span(frontier).subspan(1));
    CHECK(wide[0].fleetGpus == 16);
    CHECK_THAT(wide[0].costPerMillionTokens, WithinRel(line.at(16) / (10e6 * 30.4375) * 1e6, 1e-9));
}
