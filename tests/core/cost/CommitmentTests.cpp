#include "TestSupport.h"
#include "analysis/Outcome.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/MoneyLines.h"
#include "cost/MoneyOverTime.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace tco;
using json = nlohmann::ordered_json;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using tco::test::hasIssue;

namespace {

/// Round numbers: requests of 1,000 input and 1,000 output tokens at 1.00 per million either way,
/// so a token a day costs 30.4375 / 10^6 a month (365.25 / 12 days); a rented GPU at 1.00 an
/// hour costs 730.50 a month (24 × 30.4375 hours) and serves 100 M tokens a day. No staff.
constexpr double GPU_MONTH = 730.5;
constexpr double API_PER_TOKEN_PER_DAY = 30.4375e-6;

PreparedLayout singleGpu()
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{1, 1};
    replica.served = TokensPerSecond(100e6 / 86'400.0);
    return PreparedLayout{replica, 100e6};
}

/// Sixteen GPUs reserved for 12 months at 1.00 an hour; beyond them 1.50 an hour.
PreparedSelfHosted reservedFleet()
{
    PreparedRented rented{1.0, 24.0, 0.0, 0.0};
    rented.abovePerGpuHour = 1.5;
    rented.reservation = CommitmentTerms{12, false};
    PreparedSelfHosted option;
    option.compute = rented;
    option.reservedGpus = 16;
    option.layouts = {singleGpu()};
    return option;
}

PreparedScenario prepared(const Scenario& scenario, double tokensPerDay, int horizonMonths)
{
    PreparedScenario result;
    result.scenario = &scenario;
    result.tokensPerDay = TokensPerDay(tokensPerDay);
    result.horizonMonths = horizonMonths;
    result.selfHosted = {reservedFleet()};
    result.api = {ApiPrices{1.0, 0.0, 0.0, 1.0, 0.0, 0.0}};
    return result;
}

constexpr OptionRef RESERVED{OptionKind::SelfHosted, 0};
constexpr OptionRef API{OptionKind::Api, 0};

double sum(const std::vector<double>& values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

} // namespace

TEST_CASE("Reserved GPUs are billed whether the volume needs them or not, the idle ones as unused commitment")
{
    const Scenario scenario = test::evenWorkload();
    const PreparedScenario costs = prepared(scenario, 500e6, 12);
    // 500 M a day needs 5 GPUs; the reservation holds 16 at 730.50: 11,688.00 a month, of which
    // the 11 idle GPUs' 8,035.50 is paid for nothing.
    const CostBreakdown low = *monthlyBreakdown(costs, RESERVED, TokensPerDay(500e6));
    CHECK_THAT(low.total(), WithinRel(16 * GPU_MONTH, 1e-12));
    CHECK_THAT(low[CostItem::GpuRental], WithinRel(5 * GPU_MONTH, 1e-12));
    CHECK_THAT(low[CostItem::UnusedCommitment], WithinRel(11 * GPU_MONTH, 1e-12));
    // 2,000 M a day needs 20: the 16 reserved at 1.00 an hour and 4 more at 1.50,
    // 11,688.00 + 4 × 1,095.75 = 16,071.00, nothing idle.
    const CostBreakdown high = *monthlyBreakdown(costs, RESERVED, TokensPerDay(2'000e6));
    CHECK_THAT(high.total(), WithinRel(16 * GPU_MONTH + 4 * 1.5 * GPU_MONTH, 1e-12));
    CHECK(high[CostItem::UnusedCommitment] == 0.0);
    // The cost line the searches use agrees from the reservation up.
    const FleetCostLine line = fleetCostLine(costs.selfHosted[0], costs.staffing, 0.0);
    CHECK_THAT(line.at(16), WithinRel(low.total(), 1e-12));
    CHECK_THAT(line.at(20), WithinRel(high.total(), 1e-12));
}

TEST_CASE("A reservation holds through its term as the volume falls, then renews at what the month needs")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 1'600e6, 24);
    costs.monthlyGrowth = -0.1;
    // The volume falls a tenth a month from 1,600 M a day: month m needs ⌈16 × 0.9^(m − 1)⌉ GPUs,
    // 16 15 13 12 11 10 9 8 7 7 6 6 in the first year (120 GPU-months), the reservation's 16
    // idle 0+1+3+4+5+6+7+8+9+9+10+10 = 72 of them. Month 13 needs 5 (451.9 M a day): the
    // reservation renews for 5, and the second year needs 5 5 4 4 3 3 3 3 2 2 2 2 (38), idle
    // 0+0+1+1+2+2+2+2+3+3+3+3 = 22. Paid: 12 × 16 + 12 × 5 = 252 GPU-months; idle 94.
    const HorizonSeries horizon = *optionHorizon(costs, RESERVED);
    CHECK_THAT(horizon.cumulative, WithinRel(252 * GPU_MONTH, 1e-12));
    CHECK_THAT(horizon.unusedCommitment, WithinRel(94 * GPU_MONTH, 1e-12));
    CHECK_THAT(horizon.monthly[12], WithinRel(5 * GPU_MONTH, 1e-12));
    CHECK(monthlyFleet(costs, costs.selfHosted[0])[11] == 16);
    CHECK(monthlyFleet(costs, costs.selfHosted[0])[12] == 5);
    // Without the reservation the fleet follows the volume: 158 GPU-months, 94 fewer.
    PreparedScenario flexible = costs;
    flexible.selfHosted[0].reservedGpus = 0;
    std::get<PreparedRented>(flexible.selfHosted[0].compute).abovePerGpuHour.reset();
    CHECK_THAT(optionHorizon(flexible, RESERVED)->cumulative, WithinRel(158 * GPU_MONTH, 1e-12));
    CHECK(optionHorizon(flexible, RESERVED)->unusedCommitment == 0.0);
    // The Monte Carlo's lock-in outcome is that sum.
    const Outcome lockIn{Outcome::Kind::UnusedCommitment, RESERVED, {}};
    CHECK_THAT(*outcomeValue(costs, lockIn), WithinRel(94 * GPU_MONTH, 1e-12));
}

TEST_CASE("A reservation paid up front pays each term whole at its start, and the P&L spreads it")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 1'600e6, 18);
    costs.monthlyGrowth = -0.1;
    std::get<PreparedRented>(costs.selfHosted[0].compute).reservation.paidUpfront = true;
    const MoneyFlows flows = *moneyFlows(costs, RESERVED);
    // Today the first year's 16 GPUs: 12 × 16 × 730.50 = 140,256; at the end of month 12 the second
    // term's 5 GPUs for its whole 12 months, 43,830, though the horizon sees only six of them.
    CHECK_THAT(flows.commitmentsPrepaid[0], WithinRel(12 * 16 * GPU_MONTH, 1e-12));
    CHECK_THAT(flows.commitmentsPrepaid[12], WithinRel(12 * 5 * GPU_MONTH, 1e-12));
    CHECK_THAT(sum(flows.commitmentsPrepaid), WithinRel((12 * 16 + 12 * 5) * GPU_MONTH, 1e-12));
    // Every GPU of every month is reserved, so nothing else runs; the P&L expenses the 18 months
    // the horizon holds: 12 × 16 + 6 × 5 = 222 GPU-months.
    CHECK_THAT(sum(flows.running), WithinAbs(0.0, 1e-6));
    CHECK_THAT(sum(flows.profitAndLoss()), WithinRel(222 * GPU_MONTH, 1e-12));
    CHECK_THAT(sum(flows.netCash()), WithinRel(252 * GPU_MONTH, 1e-12));
    // By year, as the money views show them: the cash view's first year pays both terms (the
    // second's start, the end of month 12, falls in it); the P&L's spreads them, 6 × 5 GPU-months
    // in the second.
    const std::vector<MoneyYear> years = moneyByYear(flows);
    const std::vector<MoneyLine> cash = moneyLines(years, MoneyView::CashFlow);
    const auto prepaid = std::ranges::find(cash, MoneyLineKind::PrepaidCommitments, &MoneyLine::kind);
    REQUIRE(prepaid != cash.end());
    CHECK_THAT(prepaid->years[0], WithinRel((12 * 16 + 12 * 5) * GPU_MONTH, 1e-12));
    CHECK(prepaid->years[1] == 0.0);
    const std::vector<MoneyLine> books = moneyLines(years, MoneyView::ProfitAndLoss);
    const auto expensed = std::ranges::find(books, MoneyLineKind::PrepaidCommitments, &MoneyLine::kind);
    REQUIRE(expensed != books.end());
    CHECK_THAT(expensed->years[1], WithinRel(6 * 5 * GPU_MONTH, 1e-12));
    // Paid monthly, cash and P&L are the same months.
    std::get<PreparedRented>(costs.selfHosted[0].compute).reservation.paidUpfront = false;
    const MoneyFlows monthly = *moneyFlows(costs, RESERVED);
    CHECK(sum(monthly.commitmentsPrepaid) == 0.0);
    CHECK_THAT(sum(monthly.netCash()), WithinRel(222 * GPU_MONTH, 1e-12));
}

TEST_CASE("A committed API spend is a floor under the bill, and moves the break-even")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 100e6, 24);
    costs.selfHosted[0].reservedGpus = 0;
    std::get<PreparedRented>(costs.selfHosted[0].compute).abovePerGpuHour.reset();
    costs.api[0].committedMonthlySpend = 5'000.0;
    // 100 M a day bills 3,043.75; the promise is 5,000, so 1,956.25 is paid unused.
    const CostBreakdown low = *monthlyBreakdown(costs, API, TokensPerDay(100e6));
    CHECK_THAT(low.total(), WithinRel(5'000.0, 1e-12));
    CHECK_THAT(low[CostItem::UnusedCommitment], WithinRel(5'000.0 - 100e6 * API_PER_TOKEN_PER_DAY, 1e-12));
    // 300 M a day bills 9,131.25, above it.
    const CostBreakdown high = *monthlyBreakdown(costs, API, TokensPerDay(300e6));
    CHECK_THAT(high.total(), WithinRel(300e6 * API_PER_TOKEN_PER_DAY, 1e-12));
    CHECK(high[CostItem::UnusedCommitment] == 0.0);

    // One GPU (730.50 a month, up to 100 M a day) against the API alone breaks even at 24 M a day,
    // where the API bills 730.50. A floor of 500 leaves that; a floor of 5,000 exceeds every
    // fleet up to six GPUs (4,383), and from seven (5,113.50, 168 M a day's bill) the fleet
    // serves 600 M or more: the API is the cheaper nowhere.
    costs.api[0].committedMonthlySpend = 500.0;
    const BreakEven belowFleet = breakEven(costs, 0, 0, 1e6, 1e11);
    CHECK(belowFleet.kind == BreakEvenKind::Within);
    CHECK_THAT(belowFleet.tokensPerDay, WithinRel(GPU_MONTH / API_PER_TOKEN_PER_DAY, 1e-12));
    costs.api[0].committedMonthlySpend = 5'000.0;
    CHECK(breakEven(costs, 0, 0, 1e6, 1e11).kind == BreakEvenKind::AlwaysCheaper);
}

TEST_CASE("A committed API spend holds through its term as the volume falls, then renews at the month's bill")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 100e6, 24);
    costs.monthlyGrowth = -0.1;
    costs.api[0].committedMonthlySpend = 5'000.0;
    // Month m bills b × 0.9^(m − 1), b = 3,043.75: the first year pays 5,000 each month, unused
    // 60,000 − b × (1 − 0.9^12) / 0.1; month 13's bill, b × 0.9^12, is the second year's promise,
    // unused b × 0.9^12 × (11 − (0.9 − 0.9^12) / 0.1) over months 14 to 24.
    const double bill = 100e6 * API_PER_TOKEN_PER_DAY;
    const double renewed = bill * std::pow(0.9, 12);
    const CommitmentMonths months = *commitmentMonths(costs, API);
    CHECK(months.committed[11] == 5'000.0);
    CHECK_THAT(months.committed[12], WithinRel(renewed, 1e-12));
    const double firstYear = 60'000.0 - bill * (1.0 - std::pow(0.9, 12)) / 0.1;
    const double secondYear = renewed * (11.0 - (0.9 - std::pow(0.9, 12)) / 0.1);
    CHECK_THAT(optionHorizon(costs, API)->unusedCommitment, WithinRel(firstYear + secondYear, 1e-12));
    CHECK_THAT(optionHorizon(costs, API)->monthly[0], WithinRel(5'000.0, 1e-12));
}

TEST_CASE("Commitments are read, written back, and refused where they cannot apply")
{
    const Scenario preset = test::preset(DEFAULT_PRESET_ID);
    json document(preset);
    document.erase("hybrids");
    json& rented = document["self_hosted"][0]["rented"];
    rented["commitment"] = {{"gpus", 4}, {"term_months", 36}, {"payment", "upfront"}};
    document["api_offers"][0]["commitment"] = {{"monthly_spend", {{"amount", 2'000}, {"currency", "EUR"}}}};
    Issues issues;
    const Scenario read = readScenario(document, test::embeddedCatalog(), issues);
    INFO(test::listIssues(issues));
    REQUIRE(issues.empty());
    const GpuCommitment& reservation = *std::get<RentedCompute>(read.selfHosted[0].compute).commitment;
    CHECK(reservation.gpus == 4);
    CHECK(reservation.termMonths == 36);
    CHECK(reservation.payment == CommitmentPayment::Upfront);
    CHECK_FALSE(reservation.abovePerGpuHour);
    // Left out, the term is a year paid monthly.
    CHECK(read.apiOffers[0].commitment->termMonths == 12);
    CHECK(read.apiOffers[0].commitment->payment == CommitmentPayment::Monthly);
    Issues again;
    CHECK(readScenario(json(read), test::embeddedCatalog(), again) == read);
    CHECK(again.empty());

    SECTION("reserved GPUs run around the clock and are not spot capacity")
    {
        json partDay = document;
        partDay["self_hosted"][0]["rented"]["hours_per_day"] = 12;
        CHECK(hasIssue(test::scenarioIssues(partDay), "/self_hosted/0/rented/hours_per_day",
                       "reserved GPUs are billed around the clock"));
        json spot = document;
        spot["self_hosted"][0]["rented"]["pricing"] = "spot";
        spot["self_hosted"][0]["rented"].erase("cloud_price");
        spot["self_hosted"][0]["rented"]["price_per_gpu_hour"] = {{"amount", 2.0}, {"currency", "USD"}};
        CHECK(hasIssue(test::scenarioIssues(spot), "/self_hosted/0/rented/commitment", "spot capacity cannot be"));
    }
    SECTION("a committed spend names its amount, and its term is whole months")
    {
        json missing = document;
        missing["api_offers"][0]["commitment"].erase("monthly_spend");
        CHECK(hasIssue(test::scenarioIssues(missing), "/api_offers/0/commitment/monthly_spend", "is missing"));
        json longTerm = document;
        longTerm["api_offers"][0]["commitment"]["term_months"] = 121;
        CHECK(hasIssue(test::scenarioIssues(longTerm), "/api_offers/0/commitment/term_months", ""));
        json badPayment = document;
        badPayment["self_hosted"][0]["rented"]["commitment"]["payment"] = "quarterly";
        CHECK(hasIssue(test::scenarioIssues(badPayment), "/self_hosted/0/rented/commitment/payment", ""));
    }
    SECTION("a hybrid plan's parts are not committed")
    {
        json withHybrid = json(preset);
        withHybrid["self_hosted"][0]["rented"]["commitment"] = {{"gpus", 4}};
        withHybrid["api_offers"][0]["commitment"] = {{"monthly_spend", {{"amount", 2'000}, {"currency", "EUR"}}}};
        const Issues refused = test::scenarioIssues(withHybrid);
        CHECK(hasIssue(refused, "/hybrids/0/self_hosted", "which reserves GPUs; a hybrid plan chooses its fleet"));
        CHECK(hasIssue(refused, "/hybrids/0/api_offer", "which has a committed spend"));
    }
}
