#include "TestSupport.h"
#include "cost/Evaluation.h"
#include "cost/MoneyOverTime.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

double sum(const std::vector<double>& values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

PreparedLayout layout(double capacity)
{
    SizingResult replica;
    replica.feasible = true;
    replica.layout.decode = ReplicaLayout{1, 1};
    replica.served = TokensPerSecond(capacity / 86'400.0);
    return PreparedLayout{replica, capacity};
}

PreparedScenario prepared(const Scenario& scenario, int horizonMonths)
{
    PreparedScenario result;
    result.scenario = &scenario;
    result.tokensPerDay = TokensPerDay(10e6);
    result.horizonMonths = horizonMonths;
    result.api = {ApiPrices{1.0, 0.0, 0.0, 1.0, 0.0, 0.0}};
    return result;
}

/// One owned single-GPU server of 12,000, kept 12 months and sold for a quarter of its price;
/// nothing else costs anything.
PreparedSelfHosted ownedServer()
{
    PreparedOwned owned;
    owned.serverCapex = 12'000.0;
    owned.lifeMonths = 12.0;
    owned.residualValueShare = 0.25;
    PreparedSelfHosted option;
    option.compute = owned;
    option.layouts = {layout(100e6)};
    return option;
}

PreparedSelfHosted rentedGpu()
{
    PreparedSelfHosted option;
    option.compute = PreparedRented{1.0, 24.0, 0.0, 0.0};
    option.layouts = {layout(100e6)};
    return option;
}

} // namespace

TEST_CASE("Owned servers are paid when bought, sold at their life's end, and valued at the horizon's end")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 18);
    costs.selfHosted = {ownedServer()};
    const MoneyFlows flows = *moneyFlows(costs, OptionRef{OptionKind::SelfHosted, 0});
    REQUIRE(flows.capitalSpending.size() == 19u);
    // Bought today for 12,000; after 12 months sold for 3,000 and bought again for 12,000; at
    // month 18 the second server is half-way through its life, worth 12,000 − 9,000 / 2 = 7,500.
    CHECK(flows.capitalSpending[0] == 12'000.0);
    CHECK(flows.capitalSpending[12] == 12'000.0);
    CHECK(sum(flows.capitalSpending) == 24'000.0);
    CHECK(flows.proceeds[12] == 3'000.0);
    CHECK(flows.proceeds[18] == 7'500.0);
    CHECK(sum(flows.proceeds) == 10'500.0);
    // Straight-line, (12,000 − 3,000) / 12 = 750 a month for 18 months: 13,500, which is the net
    // cash too (24,000 − 10,500): with straight-line books the two views agree over the horizon.
    CHECK(flows.depreciation[0] == 0.0);
    CHECK(flows.depreciation[1] == 750.0);
    CHECK(flows.depreciation[18] == 750.0);
    CHECK_THAT(sum(flows.profitAndLoss()), WithinRel(13'500.0, 1e-12));
    CHECK_THAT(sum(flows.netCash()), WithinRel(13'500.0, 1e-12));

    const std::vector<MoneyYear> years = moneyByYear(flows);
    REQUIRE(years.size() == 2u);
    // Year 1 holds today and months 1–12: both purchases, the first sale; year 2 the last six months.
    CHECK(years[0].months == 12);
    CHECK(years[0].capitalSpending == 24'000.0);
    CHECK(years[0].proceeds == 3'000.0);
    CHECK(years[0].depreciation == 9'000.0);
    CHECK(years[1].months == 6);
    CHECK(years[1].netCash() == -7'500.0);
    CHECK(years[1].profitAndLoss() == 4'500.0);
}

TEST_CASE("Declining-balance books front-load the P&L and leave the cash as it was")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 18);
    costs.selfHosted = {ownedServer()};
    const MoneyFlows straightLine = *moneyFlows(costs, OptionRef{OptionKind::SelfHosted, 0});
    std::get<PreparedOwned>(costs.selfHosted[0].compute).depreciation = DepreciationMethod::DecliningBalance;
    const MoneyFlows declining = *moneyFlows(costs, OptionRef{OptionKind::SelfHosted, 0});
    CHECK(declining.netCash() == straightLine.netCash());
    // Double-declining over 12 months writes off a sixth of the book value a month: 2,000, then
    // 1,666.67, ... until month 8, where it reaches the 3,000 residual; the first server's life
    // depreciates 9,000, the second's first six months 2,000 + 1,666.67 + 1,388.89 + 1,157.41
    // + 964.51 + 803.76 = 7,981.22.
    CHECK(declining.depreciation[1] == 2'000.0);
    CHECK_THAT(declining.depreciation[2], WithinRel(1'666.666667, 1e-9));
    CHECK(declining.depreciation[9] == 0.0);
    const std::vector<MoneyYear> years = moneyByYear(declining);
    CHECK_THAT(years[0].depreciation, WithinRel(9'000.0, 1e-12));
    CHECK_THAT(years[1].depreciation, WithinAbs(7'981.22, 0.005));
    // The books then hold the second server at 12,000 − 7,981.22 = 4,018.78, below the 7,500 it
    // would fetch: over the horizon the P&L is 3,481.22 above the net cash.
    CHECK_THAT(sum(declining.profitAndLoss()) - sum(declining.netCash()), WithinAbs(3'481.22, 0.005));
}

TEST_CASE("Price trends apply month by month: to API bills, rentals, and servers bought later")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 24);
    costs.staffing = PreparedStaffing{1.0, 0.0, 6'087.5};
    costs.api[0].priceTrendPerYear = -0.2;
    costs.selfHosted = {rentedGpu()};
    costs.selfHosted[0].priceTrendPerYear = -0.1;
    const Evaluation evaluation = evaluate(costs);

    // 10 M tokens a day bill 304.375 in the first month, 0.8 of it in month 13, and 0.8^(23/12)
    // of it in month 24; over 24 months 304.375 × (1 − 0.8²) / (1 − 0.8^(1/12)) = 304.375 × 19.5403.
    const HorizonSeries& api = evaluation.apiHorizon[0];
    CHECK_THAT(api.monthly[0], WithinRel(304.375, 1e-12));
    CHECK_THAT(api.monthly[12], WithinRel(304.375 * 0.8, 1e-12));
    CHECK_THAT(api.monthly[23], WithinRel(304.375 * std::pow(0.8, 23.0 / 12.0), 1e-12));
    CHECK_THAT(api.cumulative, WithinRel(304.375 * 19.540293, 1e-7));

    // The rental falls 10 % a year, the engineer does not: 6,087.50 + 730.50 in month 1,
    // 6,087.50 + 730.50 × 0.9 = 6,744.95 in month 13.
    const HorizonSeries& rented = evaluation.selfHostedHorizon[0];
    CHECK_THAT(rented.monthly[0], WithinRel(6'818.0, 1e-12));
    CHECK_THAT(rented.monthly[12], WithinRel(6'744.95, 1e-12));

    // An owned fleet growing from one server to two in month 12 (95 M a day growing 0.5 % a
    // month passes 100 M then: 95 × 1.005^11 = 100.36) pays the second at 0.8^(11/12) of the
    // first's price, 12,000 × 0.815015 = 9,780.18, at the start of month 12.
    costs.selfHosted = {ownedServer()};
    costs.selfHosted[0].priceTrendPerYear = -0.2;
    costs.tokensPerDay = TokensPerDay(95e6);
    costs.monthlyGrowth = 0.005;
    const MoneyFlows flows = *moneyFlows(costs, OptionRef{OptionKind::SelfHosted, 0});
    CHECK(flows.capitalSpending[0] == 12'000.0);
    CHECK_THAT(flows.capitalSpending[11], WithinRel(9'780.18, 1e-6));
    // Its capital charge in the monthly view follows that price: (9,780.18 − 2,445.05) / 12 =
    // 611.26 a month, beside the first server's 750 and the engineer's 6,087.50.
    const HorizonSeries owned = *optionHorizon(costs, OptionRef{OptionKind::SelfHosted, 0});
    CHECK_THAT(owned.monthly[10], WithinRel(6'087.5 + 750.0, 1e-12));
    CHECK_THAT(owned.monthly[11], WithinRel(6'087.5 + 750.0 + 611.261, 1e-6));
}

TEST_CASE("An investment case is the other option's cash less this one's: NPV, IRR and payback")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 5);
    // Excel's IRR example month by month: 70,000 spent today saves 12,000, 15,000, 18,000, 21,000
    // and 26,000 in the next five months. IRR 8.663 % a month, (1.08663)^12 − 1 = 171.0 % a year;
    // paid back in month 5, the running savings −58,000, −43,000, −25,000, −4,000, +22,000.
    const std::vector<double> none(6, 0.0);
    MoneyFlows buy{none, none, none, none, none, none, none, none};
    MoneyFlows pay = buy;
    buy.capitalSpending[0] = 70'000.0;
    pay.running = {0.0, 12'000.0, 15'000.0, 18'000.0, 21'000.0, 26'000.0};
    // At 5 % a month (1.05^12 − 1 = 79.5856 % a year) the savings are worth 8,231.52 today, and
    // the discounted running sum, 57,859.85 after four months, passes 70,000 in month 5.
    costs.discountRatePerYear = std::pow(1.05, 12.0) - 1.0;
    const InvestmentCase result
        = investmentCase(costs, OptionRef{OptionKind::SelfHosted, 0}, buy, OptionRef{OptionKind::Api, 0}, pay);
    CHECK_THAT(result.netPresentValue, WithinAbs(8'231.52, 0.005));
    REQUIRE(result.rateOfReturnPerYear);
    CHECK_THAT(*result.rateOfReturnPerYear, WithinAbs(1.710097, 5e-6));
    CHECK(result.paybackMonth == 5);
    CHECK(result.discountedPaybackMonth == 5);
    // At 10 % a month the savings' present value is 67,316.68: never paid back.
    costs.discountRatePerYear = std::pow(1.10, 12.0) - 1.0;
    const InvestmentCase dearer
        = investmentCase(costs, OptionRef{OptionKind::SelfHosted, 0}, buy, OptionRef{OptionKind::Api, 0}, pay);
    CHECK_THAT(dearer.netPresentValue, WithinAbs(-2'683.31, 0.005));
    CHECK(dearer.paybackMonth == 5);
    CHECK_FALSE(dearer.discountedPaybackMonth);
}

TEST_CASE("Investment cases set each self-hosted option against the API offers, and owned against rented")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 12);
    costs.selfHosted = {ownedServer(), rentedGpu()};
    const std::vector<InvestmentCase> cases = investmentCases(costs);
    REQUIRE(cases.size() == 3u);
    CHECK(cases[0].option == OptionRef{OptionKind::SelfHosted, 0});
    CHECK(cases[0].against == OptionRef{OptionKind::Api, 0});
    CHECK(cases[1].option == OptionRef{OptionKind::SelfHosted, 0});
    CHECK(cases[1].against == OptionRef{OptionKind::SelfHosted, 1});
    CHECK(cases[2].option == OptionRef{OptionKind::SelfHosted, 1});
    CHECK(cases[2].against == OptionRef{OptionKind::Api, 0});
    // Owning against renting, at no discount: renting costs 730.50 a month, 8,766 over the year;
    // owning 12,000 today, 3,000 back when the server retires at month 12. Owning saves
    // 8,766 − 9,000 = −234 over the year: it never pays back. The savings, −12,000 then twelve
    // gains, change sign once, so one rate zeroes them, and it is below zero.
    const InvestmentCase& owning = cases[1];
    CHECK_THAT(owning.netPresentValue, WithinRel(-234.0, 1e-12));
    CHECK_FALSE(owning.paybackMonth);
    REQUIRE(owning.rateOfReturnPerYear);
    CHECK(*owning.rateOfReturnPerYear < 0.0);
}

TEST_CASE("A hybrid plan's investment cases set it against each of its parts alone")
{
    const Scenario scenario = test::evenWorkload();
    PreparedScenario costs = prepared(scenario, 12);
    costs.selfHosted = {rentedGpu()};
    LoadShape flat;
    flat.hours.fill(1.0);
    flat.days.fill(1.0);
    costs.weekLoad.emplace(flat);
    costs.hybrids = {PreparedHybrid{}};
    const std::vector<InvestmentCase> cases = investmentCases(costs);
    REQUIRE(cases.size() == 3u);
    CHECK(cases[1].option == OptionRef{OptionKind::Hybrid, 0});
    CHECK(cases[1].against == OptionRef{OptionKind::Api, 0});
    CHECK(cases[2].option == OptionRef{OptionKind::Hybrid, 0});
    CHECK(cases[2].against == OptionRef{OptionKind::SelfHosted, 0});
    // 10 M tokens a day cost 304.375 a month at the API; a GPU rents for 730.50, more than the
    // whole bill, so the plan runs none and is the API: nothing saved, ahead from the start, no
    // rate of return to speak of.
    CHECK(cases[1].netPresentValue == 0.0);
    CHECK(cases[1].paybackMonth == 0);
    CHECK_FALSE(cases[1].rateOfReturnPerYear);
    // Against the GPU alone it saves 730.50 − 304.375 = 426.125 a month, 5,113.50 over the year
    // at no discount.
    CHECK_THAT(cases[2].netPresentValue, WithinRel(5'113.5, 1e-12));
    CHECK(cases[2].paybackMonth == 0);
}
