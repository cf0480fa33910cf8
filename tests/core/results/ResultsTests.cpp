#include "results/Results.h"

#include "TestSupport.h"
#include "analysis/Sensitivity.h"
#include "cost/MoneyOverTime.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string_view>

using namespace tco;

TEST_CASE("A sweep holds sixty volumes a decade, both ends included")
{
    // Six decades: 6 × 60 + 1 = 361. One decade: 61. Half a decade, log10(√10) × 60 = 30, + 1.
    CHECK(sweepPointCount(1e5, 1e11) == 361);
    CHECK(sweepPointCount(1e6, 1e7) == 61);
    CHECK(sweepPointCount(1e6, 1e6 * std::sqrt(10.0)) == 31);
    // A range narrower than a sixtieth of a decade still has its two ends.
    CHECK(sweepPointCount(1e6, 1.0001e6) == 2);
}

TEST_CASE("Results hold the scenario's sweep across its volume range, and its evaluation")
{
    const Scenario scenario = test::preset("professional-services-70b");
    SizingMemo memo;
    const Results results(scenario, test::embeddedCatalog(), memo);
    // 10 M tokens a day, flat: 10^5 to 10^11, 361 volumes; every option priced at each.
    const std::vector<SweepPoint>& sweep = results.sweep();
    REQUIRE(sweep.size() == 361);
    CHECK(sweep.front().tokensPerDay == 1e5);
    CHECK(sweep.back().tokensPerDay == 1e11);
    CHECK(sweep[60].tokensPerDay == Approx(1e6));
    CHECK(sweep.front().monthly.size() == results.options().size());
    // The sweep's price at today's volume, 10^7 (the 121st point), is the evaluation's.
    REQUIRE(sweep[120].tokensPerDay == Approx(1e7).epsilon(1e-12));
    for (std::size_t option = 0; option < results.options().size(); ++option) {
        if (results.options()[option].feasible)
            CHECK(sweep[120].monthly[option] == Approx(results.options()[option].monthly.total()).epsilon(1e-9));
    }
    REQUIRE(results.outcome());
    CHECK(results.answer().tokensPerDay == 1e7);
}

TEST_CASE("The analyses Results keep are the ones worked out afresh, of any outcome and spread")
{
    const Scenario scenario = test::preset("professional-services-70b");
    SizingMemo memo;
    const Results results(scenario, test::embeddedCatalog(), memo);
    const Outcome outcome = *results.outcome();

    // The tornado is the one worked out afresh, bar for bar.
    const std::optional<Tornado>& kept = results.tornado();
    REQUIRE(kept);
    const std::optional<Tornado> fresh
        = tornado(scenario, test::embeddedCatalog(), outcome, std::nullopt, scenario.analysis.ranges);
    REQUIRE(fresh);
    REQUIRE(kept->bars.size() == fresh->bars.size());
    CHECK(kept->base == fresh->base);
    for (std::size_t bar = 0; bar < fresh->bars.size(); ++bar) {
        CHECK(kept->bars[bar].driver.pointer == fresh->bars[bar].driver.pointer);
        CHECK(kept->bars[bar].swing == fresh->bars[bar].swing);
    }

    // With a spread, another tornado: the staff cost of 6,000 a month from 4,800 to 7,200.
    const std::optional<Tornado>& spread = results.tornadoOf(outcome, 0.2);
    REQUIRE(spread);
    const auto staff = std::ranges::find(spread->bars, std::string_view("/staffing/monthly_cost_per_fte"),
                                         [](const TornadoBar& bar) { return std::string_view(bar.driver.pointer); });
    REQUIRE(staff != spread->bars.end());
    CHECK(staff->low == Approx(4'800.0));
    CHECK(staff->high == Approx(7'200.0));
    // Asked for the scenario's own again after another, the default ranges again.
    const std::optional<Tornado>& again = results.tornado();
    REQUIRE(again);
    CHECK(again->bars.front().swing == fresh->bars.front().swing);

    // An option's money over time is the cost model's.
    const OptionRef selfHosted{OptionKind::SelfHosted, 0};
    REQUIRE(results.moneyFlows(selfHosted));
    CHECK(results.moneyFlows(selfHosted)->netCash() == moneyFlows(results.prepared(), selfHosted)->netCash());
}
