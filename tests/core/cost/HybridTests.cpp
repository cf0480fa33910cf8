#include "cost/Hybrid.h"

#include "cost/Evaluation.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <limits>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// Twelve busy hours at three times the rate of the twelve quiet ones, every day alike: the
/// average hour runs at 2 of those units, so the busy hours at 1.5 times the average and the
/// quiet ones at 0.5.
LoadShape twoLevels()
{
    LoadShape shape;
    std::fill_n(shape.hours.begin(), 12, 3.0);
    std::fill_n(shape.hours.begin() + 12, 12, 1.0);
    shape.days.fill(1.0);
    return shape;
}

/// A rented option of replicas of `gpus` GPUs in units of `unit`, each serving 10 M tokens a day
/// when every hour runs at its planned rate: planned at the busiest hour, 1.5 times the
/// average, that is 6.67 M a day.
PreparedSelfHosted option(int gpus = 1, int unit = 1, int minimum = 0)
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{gpus, 1};
    PreparedSelfHosted result;
    result.compute = PreparedRented{};
    result.gpusPerUnit = unit;
    result.minimumGpus = minimum;
    result.peakFactor = 1.5;
    result.layouts = {PreparedLayout{replica, 10e6 / 1.5}};
    return result;
}

/// The API bills 1e-4 a month for each token a day: 10,000 a month for the 100 M tokens a day
/// the tests serve, 1,000 for what a replica serves flat out.
HybridPrices prices(double fixed, double perGpu)
{
    return HybridPrices{FleetCostLine{fixed, perGpu, perGpu}, 1e-4};
}

constexpr TokensPerDay VOLUME{100e6};

} // namespace

TEST_CASE("A week's load: its busiest hour and the traffic above any capacity")
{
    const WeekLoad load(twoLevels());
    CHECK(load.peak() == 1.5);
    CHECK(peakOverAverage(twoLevels()) == 1.5);
    // Above 1.0: the 84 busy hours' excess of 0.5 each, of the week's 168 → a quarter.
    CHECK_THAT(load.shareAbove(1.0), WithinAbs(0.25, 1e-12));
    // Above 0.5: 84 × 1.0 / 168 → a half; above nothing, everything; above the peak, nothing.
    CHECK_THAT(load.shareAbove(0.5), WithinAbs(0.5, 1e-12));
    CHECK_THAT(load.shareAbove(0.0), WithinAbs(1.0, 1e-12));
    CHECK(load.shareAbove(1.5) == 0.0);
    // Leaving at most half of the hours above: the quiet level; fewer than half: the busy one.
    CHECK(load.capacityLeaving(0.5) == 0.5);
    CHECK(load.capacityLeaving(0.49) == 1.5);
    CHECK(load.capacityLeaving(1.0) == 0.0);
    CHECK(load.percentileRate(0.5) == 0.5);
    CHECK(load.percentileRate(0.51) == 1.5);
    CHECK(load.percentileRate(1.0) == 1.5);

    // Weekends at half a weekday's volume: a weekday carries 1 / (6 / 7) = 7/6 of the average
    // day, so its busy hours run at 1.5 × 7/6 = 1.75 times the week's average hour.
    LoadShape quietWeekends = twoLevels();
    quietWeekends.days = {1.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.5};
    CHECK_THAT(WeekLoad(quietWeekends).peak(), WithinRel(1.75, 1e-12));
    CHECK_THAT(peakOverAverage(quietWeekends), WithinRel(1.75, 1e-12));
    // The week's hours average 1 whatever the shape.
    const auto rates = weekRates(quietWeekends);
    double sum = 0.0;
    for (const double rate : rates)
        sum += rate;
    CHECK_THAT(sum / HOURS_IN_WEEK, WithinRel(1.0, 1e-12));
}

TEST_CASE("A two-level load's cheapest hybrid, worked by hand")
{
    // 100 M tokens a day: the quiet hours need 5 replicas (0.5 × 100 M / 10 M), the busy ones 15.
    // A fleet of n one-GPU replicas serves every hour up to 0.1 n times the average rate; the
    // API takes the rest: up to 5 replicas, 1 − 0.1 n of the traffic, then (1.5 − 0.1 n) / 2.
    const WeekLoad load(twoLevels());
    const PreparedHybrid cheapest;

    SECTION("a GPU busy only in the busy half of the hours costs more than the API charges for them")
    {
        // 700 a GPU: a replica pays for itself when busy 700 / 1,000 = 70 % of the hours. The
        // first 5 replicas are busy in all of them; the next 10 in half. Months:
        // n ≤ 5: 1,000 + 700 n + 10,000 (1 − 0.1 n) = 11,000 − 300 n, least at n = 5: 9,500;
        // n ≥ 5: 1,000 + 700 n + 10,000 (1.5 − 0.1 n) / 2 = 8,500 + 200 n, rising.
        // The API alone costs 10,000 and the fleet for the busiest hour 1,000 + 15 × 700 = 11,500:
        // the hybrid beats both.
        const HybridFleet fleet = hybridFleetFor(cheapest, option(), load, prices(1'000.0, 700.0), VOLUME);
        CHECK(fleet.fleet.gpus == 5);
        CHECK(fleet.fleet.replicas == 5);
        CHECK_THAT(fleet.capacity, WithinRel(0.5, 1e-12));
        CHECK_THAT(fleet.overflowShare, WithinRel(0.5, 1e-12));
        CHECK_THAT(fleet.paysOffBusyShare, WithinRel(0.7, 1e-12));
        CHECK_THAT(hybridMonthlyTotal(prices(1'000.0, 700.0), fleet, VOLUME), WithinRel(9'500.0, 1e-12));
    }
    SECTION("a GPU that pays for itself in under half the hours covers the busiest hour too")
    {
        // 400 a GPU: n ≥ 5 costs 8,500 − 100 n, least at 15 GPUs: 7,000, all served by the fleet.
        const HybridFleet fleet = hybridFleetFor(cheapest, option(), load, prices(1'000.0, 400.0), VOLUME);
        CHECK(fleet.fleet.gpus == 15);
        CHECK(fleet.overflowShare == 0.0);
        CHECK_THAT(hybridMonthlyTotal(prices(1'000.0, 400.0), fleet, VOLUME), WithinRel(7'000.0, 1e-12));
    }
    SECTION("a GPU dearer than the API even when always busy: no fleet")
    {
        const HybridFleet fleet = hybridFleetFor(cheapest, option(), load, prices(1'000.0, 1'100.0), VOLUME);
        CHECK(fleet.fleet.gpus == 0);
        CHECK(fleet.overflowShare == 1.0);
        CHECK_THAT(fleet.paysOffBusyShare, WithinRel(1.1, 1e-12));
        CHECK_THAT(hybridMonthlyTotal(prices(1'000.0, 1'100.0), fleet, VOLUME), WithinRel(10'000.0, 1e-12));
    }
    SECTION("an API that charges nothing is never worth a GPU, even a free one")
    {
        const HybridFleet fleet = hybridFleetFor(cheapest, option(), load, HybridPrices{FleetCostLine{}, 0.0}, VOLUME);
        CHECK(fleet.fleet.gpus == 0);
        CHECK(fleet.paysOffBusyShare == std::numeric_limits<double>::infinity());
    }
    SECTION("a fleet's fixed costs can outweigh what its busy GPUs save")
    {
        // 2,000 before the first GPU: 5 GPUs cost 2,000 + 3,500 + 5,000 = 10,500 > 10,000.
        const HybridFleet fleet = hybridFleetFor(cheapest, option(), load, prices(2'000.0, 700.0), VOLUME);
        CHECK(fleet.fleet.gpus == 0);
        // Nor does the option's own minimum of 8 GPUs bind the hybrid, which may do without.
        CHECK(hybridFleetFor(cheapest, option(1, 1, 8), load, prices(2'000.0, 700.0), VOLUME).fleet.gpus == 0);
    }
    SECTION("a fleet the file sets, by its GPUs or by the hours it serves in full")
    {
        // 8 GPUs: 1,000 + 5,600 + 10,000 × (1.5 − 0.8) / 2 = 10,100.
        const HybridFleet fixed
            = hybridFleetFor(PreparedHybrid{0, 0, 8, std::nullopt}, option(), load, prices(1'000.0, 700.0), VOLUME);
        CHECK(fixed.fleet.gpus == 8);
        CHECK_THAT(hybridMonthlyTotal(prices(1'000.0, 700.0), fixed, VOLUME), WithinRel(10'100.0, 1e-12));
        // Half the hours served in full: the quiet level, 5 replicas, even where 15 would be cheaper.
        const HybridFleet half
            = hybridFleetFor(PreparedHybrid{0, 0, std::nullopt, 0.5}, option(), load, prices(1'000.0, 400.0), VOLUME);
        CHECK(half.fleet.gpus == 5);
    }
}

TEST_CASE("The cheapest hybrid fleet is the least of every fleet, whole units and replicas included")
{
    // Replicas of g GPUs in units of u make the cost wobble with a period of g / gcd(g, u)
    // units; the search looks only near where a replica stops paying for itself, so check it
    // against every fleet from one replica to the busiest hour's, at several prices.
    LoadShape office;
    office.hours = {0.6, 0.4, 0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.2, 1.2, 1.9, 1.9,
                    0.8, 1.1, 1.9, 2.2, 2.3, 1.7, 1.0, 1.3, 1.5, 1.4, 1.2, 1.0};
    office.days = {1.2, 1.2, 1.2, 1.2, 1.0, 0.5, 0.7};
    const WeekLoad load(office);
    for (const auto& [gpus, unit, minimum] : {std::tuple{1, 1, 0}, {2, 8, 0}, {3, 2, 0}, {8, 3, 0}, {16, 8, 24}, {5, 4, 0}}) {
        for (const double perGpu : {50.0, 120.0, 300.0, 500.0, 700.0, 900.0}) {
            const PreparedSelfHosted self = option(gpus, unit, minimum);
            const HybridPrices at = prices(400.0, perGpu / gpus * 10.0);
            const TokensPerDay volume(437e6);
            const HybridFleet found = hybridFleetFor(PreparedHybrid{}, self, load, at, volume);
            double least = at.apiPerTokenPerDay * volume.value();
            const double fullRate = 10e6;
            for (std::int64_t units = 1;; ++units) {
                const std::int64_t fleetGpus = units * unit;
                const std::int64_t replicas = fleetGpus / gpus;
                if (replicas == 0)
                    continue;
                least = std::min(least, hybridMonthlyTotal(at, hybridFleetOf(self, load, fleetGpus, 0, volume), volume));
                if (static_cast<double>(replicas) * fullRate >= load.peak() * volume.value())
                    break;
            }
            CAPTURE(gpus, unit, minimum, perGpu, found.fleet.gpus);
            CHECK_THAT(hybridMonthlyTotal(at, found, volume), WithinRel(least, 1e-12));
        }
    }
}

TEST_CASE("Over the horizon a hybrid's fleet follows the volume, and an owned one is kept when it falls")
{
    // Requests of 1,000 tokens in and out at 1.00 per million each way: a token a day costs
    // 30.4375e-6 a month at the API. A replica of one GPU serves 150 M a day at its full rate
    // (planned at 100 M for a busiest hour 1.5 times the average), which the API would bill
    // 4,565.63 a month; the GPU costs 2,922 a month (4.00 an hour rented, or a 175,320 server
    // written off over 60 months): it pays for itself busy 64 % of the hours, more than the
    // busy half, so the fleet serves the quiet level, half the average rate, in full.
    Scenario scenario;
    scenario.workload.inputTokensPerRequest = Tokens(1'000);
    scenario.workload.outputTokensPerRequest = Tokens(1'000);
    const auto months = [&](std::variant<PreparedRented, PreparedOwned> compute) {
        PreparedScenario prepared;
        prepared.scenario = &scenario;
        prepared.tokensPerDay = TokensPerDay(600e6);
        // The volume halves each month: 600 M, 300 M, 150 M a day.
        prepared.monthlyGrowth = -0.5;
        prepared.horizonMonths = 3;
        prepared.weekLoad.emplace(twoLevels());
        PreparedSelfHosted self = option();
        self.layouts.front().capacityPerDay = 100e6;
        self.compute = std::move(compute);
        prepared.selfHosted = {self};
        prepared.api = {ApiPrices{1.0, 0.0, 0.0, 1.0, 0.0, 0.0}};
        prepared.hybrids = {PreparedHybrid{}};
        return hybridMonths(prepared, prepared.hybrids.front());
    };
    constexpr double API = 30.4375e-6;
    // Rented: 2 GPUs for the quiet 300 M, the busy half's 600 M above them (half the traffic) to
    // the API; then 1 GPU, exactly the quiet 150 M, the API half of 300 M; then 1 GPU serving up
    // to the average 150 M, the API the busy hours' excess, a quarter of 150 M (1 GPU at 2,922
    // plus 1,141 beats both no fleet at 4,566 and 2 GPUs at 5,844).
    const HybridMonths rented = months(PreparedRented{4.0, 24.0, 0.0, 0.0});
    CHECK(rented.gpus == std::vector<std::int64_t>{2, 1, 1});
    CHECK_THAT(rented.apiBills[0], WithinRel(600e6 * 0.5 * API, 1e-12));
    CHECK_THAT(rented.apiBills[1], WithinRel(300e6 * 0.5 * API, 1e-12));
    CHECK_THAT(rented.apiBills[2], WithinRel(150e6 * 0.25 * API, 1e-12));
    // Owned: the two servers stay; at 300 M they serve up to the average rate, a quarter to the
    // API; at 150 M, every hour.
    PreparedOwned owned;
    owned.serverCapex = 2'922.0 * 60.0;
    owned.lifeMonths = 60.0;
    const HybridMonths kept = months(owned);
    CHECK(kept.gpus == std::vector<std::int64_t>{2, 2, 2});
    CHECK_THAT(kept.apiBills[0], WithinRel(600e6 * 0.5 * API, 1e-12));
    CHECK_THAT(kept.apiBills[1], WithinRel(300e6 * 0.25 * API, 1e-12));
    CHECK(kept.apiBills[2] == 0.0);
}

TEST_CASE("A hybrid plan's break-even with its API offer, worked by hand")
{
    // The horizon case's prices: the API bills 30.4375e-6 a month for each token a day, a one-GPU
    // replica costs 2,922 a month and serves 150 M tokens a day at its full rate, so serves
    // every hour of the two-level week (busiest at 1.5 times the average) up to 100 M a day.
    Scenario scenario;
    scenario.workload.inputTokensPerRequest = Tokens(1'000);
    scenario.workload.outputTokensPerRequest = Tokens(1'000);
    PreparedScenario prepared;
    prepared.scenario = &scenario;
    prepared.tokensPerDay = TokensPerDay(50e6);
    prepared.weekLoad.emplace(twoLevels());
    PreparedSelfHosted self = option();
    self.layouts.front().capacityPerDay = 100e6;
    self.compute = PreparedRented{4.0, 24.0, 0.0, 0.0};
    prepared.selfHosted = {self};
    prepared.api = {ApiPrices{1.0, 0.0, 0.0, 1.0, 0.0, 0.0}};
    prepared.hybrids = {PreparedHybrid{}, PreparedHybrid{0, 0, 2, std::nullopt}, PreparedHybrid{0, 0, std::nullopt, 0.5}};

    // Below 100 M a day one GPU serves every hour, so it saves 30.4375e-6 × v − 2,922, which
    // turns positive at 2,922 / 30.4375e-6 = 96 M a day; no fleet saves anything sooner, since
    // each GPU costs 2,922 and no GPU can save more than the whole bill.
    const std::optional<BreakEven> cheapest = hybridBreakEven(prepared, 0, 1e6, 1e11);
    REQUIRE(cheapest.has_value());
    CHECK(cheapest->option == OptionRef{OptionKind::Hybrid, 0});
    CHECK(cheapest->api == 0);
    CHECK(cheapest->kind == BreakEvenKind::Within);
    CHECK_THAT(cheapest->tokensPerDay, WithinRel(96e6, 1e-8));
    // Two GPUs fixed: they serve every hour up to 200 M a day and cost 5,844, even at 192 M.
    const std::optional<BreakEven> fixed = hybridBreakEven(prepared, 1, 1e6, 1e11);
    REQUIRE(fixed.has_value());
    CHECK_THAT(fixed->tokensPerDay, WithinRel(192e6, 1e-8));

    // The range searched bounds the answer; a fleet for a percentile of the hours has none.
    CHECK(hybridBreakEven(prepared, 0, 100e6, 1e11)->kind == BreakEvenKind::AlwaysCheaper);
    CHECK(hybridBreakEven(prepared, 0, 1e6, 90e6)->kind == BreakEvenKind::NoneInRange);
    CHECK(!hybridBreakEven(prepared, 2, 1e6, 1e11).has_value());
}
