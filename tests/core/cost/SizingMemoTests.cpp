#include "cost/SizingMemo.h"

#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;

namespace {

/// The large deployment's options: B200 rented, GB200 NVL72 rented and owned. The two GB200
/// options differ only in how they pay for their GPUs, so the scenario has two sizings.
Scenario largeDeployment()
{
    auto scenario = loadPreset("large-deepseek-r1", test::embeddedCatalog());
    REQUIRE(scenario.has_value());
    return *scenario;
}

/// The B200 option prepared with a memory-bandwidth efficiency of `efficiency`.
PreparedSelfHosted b200At(double efficiency)
{
    Scenario scenario = largeDeployment();
    scenario.selfHosted[0].serving.memoryBandwidthUtilization = efficiency;
    return prepareSelfHosted(scenario, test::embeddedCatalog(), 0);
}

std::vector<double> efficienciesIn(const SizingMemo& memo)
{
    std::vector<double> efficiencies;
    for (const PreparedSelfHosted& entry : memo.entries())
        efficiencies.push_back(entry.sizing.assumptions.memoryBandwidthUtilization);
    return efficiencies;
}

} // namespace

TEST_CASE("A memo keeps one entry per sizing, the most recently used first, and forgets the least recently used")
{
    const PreparedSelfHosted low = b200At(0.5);
    const PreparedSelfHosted middle = b200At(0.6);
    const PreparedSelfHosted high = b200At(0.7);
    SizingMemo memo(2);
    memo.remember(low);
    memo.remember(middle);
    CHECK(efficienciesIn(memo) == std::vector{0.6, 0.5});
    // Asked for again: to the front, not kept twice.
    memo.remember(low);
    CHECK(efficienciesIn(memo) == std::vector{0.5, 0.6});
    // A third sizing in a memo of two: 0.6, used least recently, goes.
    memo.remember(high);
    CHECK(efficienciesIn(memo) == std::vector{0.7, 0.5});
}

TEST_CASE("A scenario prepared through a memo adds an entry per new sizing and costs to the bit what a fresh preparation costs")
{
    const Catalog& catalog = test::embeddedCatalog();
    const Scenario scenario = largeDeployment();
    SizingMemo memo;
    static_cast<void>(prepareScenario(scenario, catalog, memo));
    // B200, and GB200 NVL72 shared by the rented and the owned option.
    CHECK(memo.entries().size() == 2);

    // A price is no sizing input: nothing new to remember, the same costs.
    Scenario cheaper = scenario;
    std::get<RentedCompute>(cheaper.selfHosted[0].compute).pricePerGpuHour = Money{3.0, Currency::usd()};
    const PreparedScenario repriced = prepareScenario(cheaper, catalog, memo);
    CHECK(memo.entries().size() == 2);
    const PreparedScenario fresh = prepareScenario(cheaper, catalog);
    REQUIRE(repriced.selfHosted.size() == fresh.selfHosted.size());
    for (std::size_t index = 0; index < fresh.selfHosted.size(); ++index) {
        CHECK(repriced.selfHosted[index].layouts.size() == fresh.selfHosted[index].layouts.size());
        const OptionRef option{OptionKind::SelfHosted, index};
        CHECK(monthlyTotal(repriced, option, repriced.tokensPerDay) == monthlyTotal(fresh, option, fresh.tokensPerDay));
    }

    // The B200 option's efficiency feeds its sizing alone: one new entry. The GB200 options,
    // prepared after it, used theirs last.
    Scenario slower = scenario;
    slower.selfHosted[0].serving.memoryBandwidthUtilization = 0.7;
    static_cast<void>(prepareScenario(slower, catalog, memo));
    REQUIRE(memo.entries().size() == 3);
    CHECK(memo.entries()[0].sizing.gpu->id == "gb200-nvl72");
    CHECK(memo.entries()[1].sizing.gpu->id == "b200");
    CHECK(memo.entries()[1].sizing.assumptions.memoryBandwidthUtilization == 0.7);
    CHECK(memo.entries()[2].sizing.gpu->id == "b200");
    CHECK(memo.entries()[2].sizing.assumptions.memoryBandwidthUtilization
          == scenario.selfHosted[0].serving.memoryBandwidthUtilization);
}
