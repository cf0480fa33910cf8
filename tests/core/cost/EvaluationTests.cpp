#include "TestSupport.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

// Round numbers that make the arithmetic easy to follow. Requests of 1,000 input and 1,000
// output tokens at 1.00 per million either way: one token a day costs 30.4375 / 1e6 a month.
// One rented GPU costs 1.00 × 730.5 h = 730.50 a month, the API bill of 24 M tokens a day; one
// engineer 6,087.50, the bill of 200 M a day. One GPU is planned to serve 100 M a day.
constexpr double API_PER_TOKEN_PER_DAY = 30.4375e-6;

PreparedLayout layout(int gpus, double capacity)
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{gpus, 1};
    replica.served = TokensPerSecond(capacity / 86'400.0);
    return PreparedLayout{replica, capacity};
}

PreparedScenario prepared(const Scenario& scenario, double tokensPerDay)
{
    PreparedScenario result;
    result.scenario = &scenario;
    result.tokensPerDay = TokensPerDay(tokensPerDay);
    result.horizonMonths = 3;
    result.staffing = PreparedStaffing{1.0, 0.0, 6'087.5};
    PreparedSelfHosted option;
    option.compute = PreparedRented{1.0, 24.0, 0.0, 0.0};
    option.layouts = {layout(1, 100e6)};
    result.selfHosted = {option};
    result.api = {ApiPrices{1.0, 0.0, 0.0, 1.0, 0.0, 0.0}};
    return result;
}

} // namespace

TEST_CASE("Break-even lies on the highest stair where the API is still the cheaper")
{
    const Scenario scenario = test::evenWorkload();
    const PreparedScenario costs = prepared(scenario, 10e6);
    // In the API's tokens a day, r GPUs cost 200 M + 24 M × r and serve up to r × 100 M. On the
    // third stair, (200 M, 300 M], the fleet costs 272 M: the API is the cheaper up to 272 M. On
    // the fourth, (300 M, 400 M], it costs 296 M, below every volume of the stair, and so on up.
    const BreakEven result = breakEven(costs, 0, 0, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY);
    CHECK(result.kind == BreakEvenKind::Within);
    CHECK_THAT(result.tokensPerDay, WithinRel(272e6, 1e-12));
    // There both cost 200 M + 72 M = 272 M a day's worth: 6,087.50 + 3 × 730.50 = 8,279.
    CHECK_THAT(*monthlyTotal(costs, OptionRef{OptionKind::SelfHosted, 0}, TokensPerDay(272e6)), WithinRel(8'279.0, 1e-12));
    CHECK_THAT(*monthlyTotal(costs, OptionRef{OptionKind::Api, 0}, TokensPerDay(272e6)), WithinRel(8'279.0, 1e-12));
}

TEST_CASE("With several layouts, break-even follows the cheaper fleet at each volume")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 10e6);
    // A pair of GPUs planned at 300 M a day: from 200 M to 300 M one pair (2 GPUs, 248 M) beats
    // three single GPUs (272 M), so the API stops being the cheaper at 248 M.
    costs.selfHosted[0].layouts.push_back(layout(2, 300e6));
    const BreakEven result = breakEven(costs, 0, 0, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY);
    CHECK(result.kind == BreakEvenKind::Within);
    CHECK_THAT(result.tokensPerDay, WithinRel(248e6, 1e-12));
}

TEST_CASE("Break-even says when self-hosting wins or loses across the whole range")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 10e6);
    // From 300 M up self-hosting is always the cheaper (above).
    const BreakEven fromAbove = breakEven(costs, 0, 0, 300e6, SCALE_MAX_TOKENS_PER_DAY);
    CHECK(fromAbove.kind == BreakEvenKind::AlwaysCheaper);
    CHECK(fromAbove.tokensPerDay == 300e6);
    // Up to 250 M the API is always the cheaper.
    CHECK(breakEven(costs, 0, 0, SCALE_MIN_TOKENS_PER_DAY, 250e6).kind == BreakEvenKind::NoneInRange);
    // At 5.00 a GPU-hour a GPU costs the API bill of 120 M a day but serves 100 M: every
    // replica added loses money, so the API stays the cheaper at any scale.
    costs.selfHosted[0].compute = PreparedRented{5.0, 24.0, 0.0, 0.0};
    CHECK(breakEven(costs, 0, 0, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY).kind == BreakEvenKind::NoneInRange);
    // A free API is never beaten.
    costs = prepared(scenario, 10e6);
    costs.api[0] = ApiPrices{};
    CHECK(breakEven(costs, 0, 0, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY).kind == BreakEvenKind::NoneInRange);
}

TEST_CASE("A rented fleet follows growing volume in whole GPUs, and an owned one never shrinks")
{
    Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 90e6);
    costs.monthlyGrowth = 0.1;
    // 90 M, 99 M and 108.9 M a day: one GPU, one, then two: 6,818.00, 6,818.00, 7,548.50.
    Evaluation evaluation = evaluate(costs);
    const HorizonSeries& rented = evaluation.selfHostedHorizon[0];
    REQUIRE(rented.monthly.size() == 3);
    CHECK_THAT(rented.monthly[0], WithinRel(6'818.0, 1e-12));
    CHECK_THAT(rented.monthly[1], WithinRel(6'818.0, 1e-12));
    CHECK_THAT(rented.monthly[2], WithinRel(7'548.5, 1e-12));
    CHECK_THAT(rented.cumulative, WithinRel(21'184.5, 1e-12));
    // No discounting: the present value is the sum.
    CHECK_THAT(rented.netPresentValue, WithinRel(21'184.5, 1e-12));
    // The API's bill grows with the volume: 90 M × 30.4375e-6 × (1 + 1.1 + 1.21).
    CHECK_THAT(evaluation.apiHorizon[0].cumulative, WithinRel(90e6 * API_PER_TOKEN_PER_DAY * 3.31, 1e-12));

    // Halving every month from 250 M a day, three GPUs are needed in the first month, then two,
    // then one. Rented: 3, 2, 1 GPUs; owned servers (100.00 a month each, no staff) stay at 3.
    costs = prepared(scenario, 250e6);
    costs.monthlyGrowth = -0.5;
    costs.staffing = PreparedStaffing{};
    costs.selfHosted[0].compute = PreparedRented{6'000.0 / 60.0 / 730.5, 24.0, 0.0, 0.0};
    PreparedOwned owned;
    owned.serverCapex = 6'000.0;
    owned.lifeMonths = 60.0;
    PreparedSelfHosted ownedOption = costs.selfHosted[0];
    ownedOption.compute = owned;
    costs.selfHosted.push_back(ownedOption);
    evaluation = evaluate(costs);
    CHECK_THAT(evaluation.selfHostedHorizon[0].cumulative, WithinRel(600.0, 1e-12));
    CHECK_THAT(evaluation.selfHostedHorizon[1].cumulative, WithinRel(900.0, 1e-12));
}

TEST_CASE("Present value discounts each month at the yearly rate")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 10e6);
    costs.horizonMonths = 12;
    costs.discountRatePerYear = 0.1;
    costs.staffing = PreparedStaffing{1.0, 0.0, 1'000.0};
    costs.selfHosted[0].compute = PreparedRented{0.0, 24.0, 0.0, 0.0};
    // 1,000 a month, month m discounted by 1.1^(m / 12): the sum over twelve months is 11,400.49.
    const Evaluation evaluation = evaluate(costs);
    CHECK_THAT(evaluation.selfHostedHorizon[0].cumulative, WithinRel(12'000.0, 1e-12));
    CHECK_THAT(evaluation.selfHostedHorizon[0].netPresentValue, WithinRel(11'400.4878, 1e-8));
}

TEST_CASE("One-time costs are spread over the horizon or paid up front, and set the crossover month")
{
    const Scenario scenario = test::evenWorkload();
    // An API bill of 3,000 a month against 1,000 a month self-hosted after 9,000 paid up front:
    // 9,000 + 1,000 m ≤ 3,000 m from month 4.5, so from month 5 on.
    PreparedScenario costs = prepared(scenario, 3'000.0 / API_PER_TOKEN_PER_DAY);
    costs.horizonMonths = 12;
    costs.staffing = PreparedStaffing{1.0, 0.0, 1'000.0};
    costs.selfHosted[0].compute = PreparedRented{0.0, 24.0, 0.0, 0.0};
    costs.oneTimeTotal = 9'000.0;
    costs.amortizeOneTime = false;
    Evaluation evaluation = evaluate(costs);
    CHECK_THAT(evaluation.selfHostedHorizon[0].monthly[0], WithinRel(10'000.0, 1e-12));
    CHECK_THAT(evaluation.selfHostedHorizon[0].cumulative, WithinRel(21'000.0, 1e-12));
    CHECK(evaluation.selfHosted[0].monthly[CostItem::OneTime] == 0.0);
    REQUIRE(evaluation.crossovers.size() == 1);
    REQUIRE(evaluation.crossovers[0].month.has_value());
    CHECK(*evaluation.crossovers[0].month == 5);

    // Spread over twelve months: 750 a month, and 1,750 ≤ 3,000 from the first month.
    costs.amortizeOneTime = true;
    evaluation = evaluate(costs);
    CHECK_THAT(evaluation.selfHosted[0].monthly[CostItem::OneTime], WithinRel(750.0, 1e-12));
    CHECK_THAT(evaluation.selfHostedHorizon[0].cumulative, WithinRel(21'000.0, 1e-12));
    CHECK(*evaluation.crossovers[0].month == 1);

    // Against an API bill of 1,500 a month, 1,750 never catches up.
    costs.tokensPerDay = TokensPerDay(1'500.0 / API_PER_TOKEN_PER_DAY);
    evaluation = evaluate(costs);
    CHECK_FALSE(evaluation.crossovers[0].month.has_value());
}

TEST_CASE("A sweep spaces volumes evenly on a log scale, both ends included")
{
    const Scenario scenario = test::evenWorkload();
    const PreparedScenario costs = prepared(scenario, 10e6);
    const std::vector<SweepPoint> points = sweep(costs, 1e6, 1e9, 4);
    REQUIRE(points.size() == 4);
    CHECK_THAT(points[1].tokensPerDay, WithinRel(1e7, 1e-12));
    CHECK_THAT(points[2].tokensPerDay, WithinRel(1e8, 1e-12));
    CHECK(points[3].tokensPerDay == 1e9);
    // 1 G a day takes ten GPUs: 6,087.50 + 10 × 730.50; the API bill is 30,437.50.
    // Options in the order of optionPosition(): the self-hosted one, then the offer.
    CHECK_THAT(points[3].monthly[0], WithinRel(13'392.5, 1e-12));
    CHECK_THAT(points[3].monthly[1], WithinRel(30'437.5, 1e-12));
}

TEST_CASE("An option whose model does not fit costs nothing and breaks even nowhere")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 10e6);
    costs.selfHosted[0].layouts = {PreparedLayout{}};
    const Evaluation evaluation = evaluate(costs);
    CHECK_FALSE(evaluation.selfHosted[0].feasible);
    CHECK(evaluation.selfHosted[0].monthly.total() == 0.0);
    CHECK(evaluation.breakEvens.empty());
    CHECK(sweep(costs, 1e6, 1e9, 2)[0].monthly[0] == 0.0);
    CHECK_THAT(evaluation.api[0].total(), WithinAbs(10e6 * API_PER_TOKEN_PER_DAY, 1e-9));
}
