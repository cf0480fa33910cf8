#include "cost/SelfHostedCost.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// A layout of `gpus` tensor-parallel GPUs serving `served` tokens a second, planned at
/// `capacity` tokens a day.
PreparedLayout layout(int gpus, double served, double capacity)
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{gpus, 1};
    replica.served = TokensPerSecond(served);
    return PreparedLayout{replica, capacity};
}

/// Eight-GPU servers at 300,000 each over five years with 10 % residual value and 1 % a month
/// cost of capital, drawing 10 kW at a PUE of 1.5 and 0.10 a kWh, in colocation at 150 a
/// kW-month, maintained for 5 % of capex a year.
PreparedSelfHosted ownedOption()
{
    PreparedOwned owned;
    owned.serverCapex = 300'000.0;
    owned.lifeMonths = 60.0;
    owned.residualValueShare = 0.1;
    owned.monthlyCostOfCapital = 0.01;
    owned.powerPricePerKwh = 0.10;
    owned.powerUsageEffectiveness = 1.5;
    owned.serverPower = Watts(10'000.0);
    owned.colocationPerKwMonth = 150.0;
    owned.maintenanceSharePerYear = 0.05;
    PreparedSelfHosted option;
    option.compute = owned;
    option.gpusPerUnit = 8;
    return option;
}

PreparedSelfHosted rentedOption(double pricePerGpuHour)
{
    PreparedSelfHosted option;
    option.compute = PreparedRented{pricePerGpuHour, 24.0, 0.0, 0.0};
    return option;
}

} // namespace

TEST_CASE("A rented fleet pays its GPU-hours, spot overhead, cloud extras, software, staff and one-time share")
{
    PreparedSelfHosted option = rentedOption(2.0);
    option.compute = PreparedRented{2.0, 24.0, 0.1, 0.4};
    option.softwarePerGpuMonth = 100.0;
    option.otherPerMonth = 500.0;
    const PreparedStaffing staffing{1.0, 4.0, 10'000.0};
    const CostBreakdown cost = selfHostedMonthlyCost(option, staffing, 8, 1'000.0, 0);
    // 24 h × 30.4375 days = 730.5 h; 8 GPUs × 2.00 × 730.5 h × 1.1 for pre-emptions = 12,856.80,
    // and 40 % of that for storage, egress and support = 5,142.72.
    CHECK_THAT(cost[CostItem::GpuRental], WithinRel(12'856.8, 1e-12));
    CHECK_THAT(cost[CostItem::CloudExtras], WithinRel(5'142.72, 1e-12));
    CHECK_THAT(cost[CostItem::Software], WithinRel(800.0, 1e-12));
    CHECK_THAT(cost[CostItem::Other], WithinRel(500.0, 1e-12));
    // One base FTE plus 8 / 4 = 2 more, at 10,000 each.
    CHECK_THAT(cost[CostItem::Staff], WithinRel(30'000.0, 1e-12));
    CHECK_THAT(cost[CostItem::OneTime], WithinRel(1'000.0, 1e-12));
    CHECK_THAT(cost.total(), WithinRel(50'299.52, 1e-12));
    CHECK(cost[CostItem::Depreciation] == 0.0);
}

TEST_CASE("GPUs rented for part of the day are paid for those hours")
{
    PreparedSelfHosted option = rentedOption(2.0);
    option.compute = PreparedRented{2.0, 10.0, 0.0, 0.0};
    // 4 GPUs × 2.00 × 10 h × 30.4375 days.
    CHECK_THAT(selfHostedMonthlyCost(option, PreparedStaffing{}, 4, 0.0, 0).total(), WithinRel(2'435.0, 1e-12));
}

TEST_CASE("An owned server's capital charge is straight-line depreciation plus the annuity's interest")
{
    PreparedOwned owned = std::get<PreparedOwned>(ownedOption().compute);
    const CapitalCharge charge = monthlyCapitalCharge(owned);
    // (300,000 − 30,000) / 60 = 4,500 a month.
    CHECK_THAT(charge.depreciation, WithinRel(4'500.0, 1e-12));
    // The annuity: (300,000 − 30,000 / 1.01^60) × 0.01 / (1 − 1.01^−60) = 6,306.0009 a month.
    CHECK_THAT(charge.costOfCapital, WithinRel(1'806.0009, 1e-7));
    // Its payments and the residual value, discounted at 1 % a month, repay the purchase exactly.
    double presentValue = 30'000.0 / std::pow(1.01, 60);
    for (int month = 1; month <= 60; ++month)
        presentValue += (charge.depreciation + charge.costOfCapital) / std::pow(1.01, month);
    CHECK_THAT(presentValue, WithinRel(300'000.0, 1e-12));

    owned.monthlyCostOfCapital = 0.0;
    CHECK(monthlyCapitalCharge(owned).costOfCapital == 0.0);
}

TEST_CASE("The capital charge's interest is never negative, and exact at rates near zero")
{
    // Interest over n months at a small rate r is about C × r × (n + 1) / (2n): for 300,000 over
    // 60 months at 10^-12 a month, 300,000 × 10^-12 × 61 / 120 = 1.525 × 10^-7, which
    // 1 − (1 + r)^−n computed directly loses to cancellation.
    PreparedOwned owned;
    owned.serverCapex = 300'000.0;
    owned.lifeMonths = 60.0;
    owned.monthlyCostOfCapital = 1e-12;
    CHECK_THAT(monthlyCapitalCharge(owned).costOfCapital, WithinRel(1.525e-7, 1e-3));
    // A random draw's server price of 3.4 × 10^-259 rounded the interest below zero.
    for (const double capex : {3.377550339420967e-259, 1.0, 300'000.0, 1e12}) {
        for (const double residual : {0.0, 0.5, 0.9109451194653829, 1.0}) {
            for (const double rate : {1e-15, 1e-9, 0.01, 0.0549}) {
                for (const double months : {1.2, 60.0, 360.0}) {
                    owned.serverCapex = capex;
                    owned.residualValueShare = residual;
                    owned.monthlyCostOfCapital = rate;
                    owned.lifeMonths = months;
                    const CapitalCharge charge = monthlyCapitalCharge(owned);
                    CHECK(charge.costOfCapital >= 0.0);
                    CHECK(std::isfinite(charge.costOfCapital));
                }
            }
        }
    }
}

TEST_CASE("An owned fleet pays capital, power through the PUE, colocation per kW and maintenance per server")
{
    const CostBreakdown cost = selfHostedMonthlyCost(ownedOption(), PreparedStaffing{}, 16, 0.0, 0);
    // Two servers.
    CHECK_THAT(cost[CostItem::Depreciation], WithinRel(9'000.0, 1e-12));
    CHECK_THAT(cost[CostItem::CostOfCapital], WithinRel(3'612.0017, 1e-7));
    // 20 kW of IT load × 1.5 × 730.5 h × 0.10 a kWh.
    CHECK_THAT(cost[CostItem::Power], WithinRel(2'191.5, 1e-12));
    // 20 kW × 150 a kW-month.
    CHECK_THAT(cost[CostItem::Colocation], WithinRel(3'000.0, 1e-12));
    // 2 × 300,000 × 5 % a year / 12.
    CHECK_THAT(cost[CostItem::Maintenance], WithinRel(2'500.0, 1e-12));
    CHECK(cost[CostItem::GpuRental] == 0.0);
}

TEST_CASE("A fleet takes whichever layout needs the fewest GPUs at its volume")
{
    PreparedSelfHosted option = rentedOption(1.0);
    // One GPU planned at 100 M tokens a day; two tensor-parallel GPUs, with more room for
    // batching, at 300 M.
    option.layouts = {layout(1, 2'000.0, 100e6), layout(2, 6'000.0, 300e6)};

    // 50 M: one single-GPU replica against one of two GPUs.
    Fleet fleet = fleetFor(option, TokensPerDay(50e6));
    CHECK(fleet.gpus == 1);
    CHECK(fleet.layout == 0);
    // 150 M: two single GPUs or one pair, two GPUs either way; the pair serves 300 M, the
    // singles 200 M, so the pair.
    fleet = fleetFor(option, TokensPerDay(150e6));
    CHECK(fleet.gpus == 2);
    CHECK(fleet.layout == 1);
    CHECK(fleet.replicas == 1);
    // 320 M: four singles against two pairs (four GPUs either way, 400 M against 600 M).
    fleet = fleetFor(option, TokensPerDay(320e6));
    CHECK(fleet.gpus == 4);
    CHECK(fleet.layout == 1);
    // 250 M: three singles against a pair's one replica (300 M): the pair.
    CHECK(fleetFor(option, TokensPerDay(250e6)).gpus == 2);
    // 700 M: seven singles against three pairs.
    CHECK(fleetFor(option, TokensPerDay(700e6)).gpus == 6);
    // Zero volume still keeps one replica up.
    CHECK(fleetFor(option, TokensPerDay(0.0)).gpus == 1);
}

TEST_CASE("A fleet comes in whole instances or servers and never below the option's minimum")
{
    PreparedSelfHosted option = rentedOption(1.0);
    option.layouts = {layout(1, 2'000.0, 100e6), layout(2, 6'000.0, 300e6)};
    option.gpusPerUnit = 8;
    // 450 M: five singles or two pairs, either way one 8-GPU server, which holds eight singles
    // (800 M) or four pairs (1,200 M): the pairs.
    Fleet fleet = fleetFor(option, TokensPerDay(450e6));
    CHECK(fleet.gpus == 8);
    CHECK(fleet.layout == 1);
    CHECK(fleet.replicas == 4);
    CHECK(fleetFor(option, TokensPerDay(1'300e6)).gpus == 16);

    option.gpusPerUnit = 1;
    option.minimumGpus = 4;
    fleet = fleetFor(option, TokensPerDay(50e6));
    CHECK(fleet.gpus == 4);
    CHECK(fleet.replicas == 2);
    CHECK(fleetGpusFor(option, option.layouts[0], 6) == 6);
    CHECK(fleetGpusFor(option, option.layouts[0], 3) == 4);
}

TEST_CASE("Utilization is the volume over what the fleet's replicas serve while they run")
{
    PreparedSelfHosted option = rentedOption(1.0);
    option.layouts = {layout(1, 2'000.0, 100e6), layout(2, 6'000.0, 300e6)};
    // 150 M a day on one pair serving 6,000 tokens a second: 150e6 / 86,400 / 6,000 = 28.94 %.
    const Fleet fleet = fleetFor(option, TokensPerDay(150e6));
    CHECK_THAT(fleetUtilization(option, fleet, TokensPerDay(150e6)), WithinRel(0.289352, 1e-5));
    // Running 12 hours a day, the same day's tokens load it twice as much.
    option.runningHoursPerDay = 12.0;
    CHECK_THAT(fleetUtilization(option, fleet, TokensPerDay(150e6)), WithinRel(0.578704, 1e-5));
    CHECK_THAT(fleetUtilization(option, fleet, TokensPerDay(0.0)), WithinAbs(0.0, 1e-15));
}

TEST_CASE("A month's cost is a line in the fleet's GPUs")
{
    PreparedSelfHosted option = ownedOption();
    option.softwarePerGpuMonth = 100.0;
    option.otherPerMonth = 500.0;
    const PreparedStaffing staffing{1.0, 16.0, 10'000.0};
    const FleetCostLine line = fleetCostLine(option, staffing, 250.0);
    // Fixed: one engineer, other costs and the one-time share: 10,000 + 500 + 250.
    CHECK_THAT(line.fixed, WithinRel(10'750.0, 1e-12));
    for (const int gpus : {8, 16, 64})
        CHECK_THAT(line.at(gpus), WithinRel(selfHostedMonthlyCost(option, staffing, gpus, 250.0, 0).total(), 1e-12));
}

TEST_CASE("A stair spans the volumes over which the fleet keeps its GPUs")
{
    PreparedSelfHosted option = rentedOption(1.0);
    option.layouts = {layout(1, 2'000.0, 100e6), layout(2, 6'000.0, 300e6)};
    // 250 M: singles stand on their third stair (200 M, 300 M], pairs on their first (0, 300 M]:
    // the fleet keeps one pair from 200 M to 300 M.
    FleetStair stair = fleetStairAt(option, TokensPerDay(250e6));
    CHECK(stair.gpus == 2);
    CHECK(stair.from == 200e6);
    CHECK(stair.to == 300e6);
    // A volume on a boundary belongs to the stair below it.
    CHECK(fleetStairAt(option, TokensPerDay(300e6)).to == 300e6);
    // Just above: four singles or two pairs, until the singles need a fifth at 400 M.
    stair = fleetStairAt(option, TokensPerDay(301e6));
    CHECK(stair.gpus == 4);
    CHECK(stair.from == 300e6);
    CHECK(stair.to == 400e6);
    CHECK(stair.gpus == fleetFor(option, TokensPerDay(301e6)).gpus);
}

TEST_CASE("The reason for a fleet's layout names the one that serves most per GPU and what it would take")
{
    PreparedSelfHosted option;
    option.compute = PreparedRented{1.0, 24.0, 0.0, 0.0};
    // One GPU planned at 100 M tokens a day, two at 300 M (150 M each), eight at 1 B (125 M each).
    option.layouts = {layout(1, 2'000.0, 100e6), layout(2, 6'000.0, 300e6), layout(8, 20'000.0, 1e9)};
    // At 150 M tokens a day: two single GPUs, or one pair; the pair serves most per GPU and a
    // fleet of it needs ⌈150 / 300⌉ = 1 replica, 2 GPUs.
    const LayoutChoiceReason reason = layoutChoiceReason(option, TokensPerDay(150e6));
    CHECK(reason.mostPerGpu == 1);
    CHECK(reason.mostPerGpuFleetGpus == 2);
    // At 700 M: ⌈700 / 300⌉ = 3 pairs, 6 GPUs.
    CHECK(layoutChoiceReason(option, TokensPerDay(700e6)).mostPerGpuFleetGpus == 6);
}

TEST_CASE("Fleets are counted and priced exactly up to the largest volume")
{
    PreparedSelfHosted option = rentedOption(2.0);
    option.gpusPerUnit = 8;
    // Eight GPUs planned at eight tokens a day, one each, the least a fleet is built of:
    // 10^15 tokens a day take 1.25 × 10^14 replicas, 10^15 GPUs.
    option.layouts = {layout(8, 1.0, 8.0)};
    const Fleet fleet = fleetFor(option, TokensPerDay(MAX_TOKENS_PER_DAY));
    CHECK(fleet.replicas == 125'000'000'000'000);
    CHECK(fleet.gpus == 1'000'000'000'000'000);
    // The last stair starts at 10^15 − 8 tokens a day, where the replica before it is full.
    const FleetStair stair = fleetStairAt(option, TokensPerDay(MAX_TOKENS_PER_DAY));
    CHECK(stair.gpus == fleet.gpus);
    CHECK(stair.from == MAX_TOKENS_PER_DAY - 8.0);
    CHECK(stair.to == MAX_TOKENS_PER_DAY);
    // 10^15 GPUs at 2 an hour for 730.5 hours: 1.461 × 10^18 a month; a smaller volume, less.
    const PreparedStaffing staffing;
    const FleetCostLine line = fleetCostLine(option, staffing, 0.0);
    CHECK_THAT(line.at(fleet.gpus), WithinRel(1e15 * 2.0 * 730.5, 1e-12));
    CHECK(line.at(fleetFor(option, TokensPerDay(MAX_TOKENS_PER_DAY / 3.0)).gpus) < line.at(fleet.gpus));
}

TEST_CASE("The sizing's fleet and the cost model's agree on a volume at a stair's boundary")
{
    const SizingResult replica = layout(8, 987.3, 0.0).replica;
    ServingAssumptions assumptions;
    assumptions.targetUtilization = 0.9;
    assumptions.schedulerEfficiency = 0.95;
    // Planned at 987.3 × 0.9 × 0.95 × 86,400 / 2 = 36,466,912.8 tokens a day at a peak of twice
    // the average. Fifteen replicas serve 15 × that = 547,003,692 tokens a day exactly, yet in
    // doubles 547,003,692 / 36,466,912.8 = 15.000000000000002, which rounded up is 16: the
    // sizing's fleet (`breakeven-cli size`) named one replica more than the cost model's.
    const double planned = plannedTokensPerDay(replica, 2.0, assumptions);
    CHECK(planned == 987.3 * 0.9 * 0.95 * 86'400.0 / 2.0);
    const TokensPerDay boundary(15.0 * planned);
    REQUIRE(std::ceil(boundary.value() / planned) == 16.0);
    CHECK(planFleet(replica, boundary, 2.0, 8, assumptions).replicas == 15);
    CHECK(replicasNeeded(layout(8, 987.3, planned), boundary.value()) == 15);
    // A token more takes the sixteenth.
    CHECK(planFleet(replica, TokensPerDay(boundary.value() + 1.0), 2.0, 8, assumptions).replicas == 16);
}
