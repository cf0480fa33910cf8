#include "cost/ApiCost.h"
#include "cost/CurrencyConverter.h"
#include "cost/MonthlyTokens.h"

#include <catch2/catch.hpp>

using namespace tco;
using Catch::Matchers::WithinRel;

TEST_CASE("A month of tokens splits by the request's mix and the cache shares")
{
    Workload workload;
    workload.inputTokensPerRequest = Tokens(2'000);
    workload.outputTokensPerRequest = Tokens(1'000);
    workload.cachedInputShare = 0.25;
    workload.cacheWriteShare = 0.05;
    const MonthlyTokens tokens = monthlyTokens(workload, TokensPerDay(10'000'000));
    // 10 M a day × 365.25 / 12 = 304.375 M a month; two thirds input: 202.917 M, of which a
    // quarter cached (50.729 M), 5 % written to the cache (10.146 M), the rest 142.042 M.
    CHECK_THAT(tokens.total(), WithinRel(304'375'000.0, 1e-12));
    CHECK_THAT(tokens.cachedInput, WithinRel(50'729'166.67, 1e-9));
    CHECK_THAT(tokens.cacheWrite, WithinRel(10'145'833.33, 1e-9));
    CHECK_THAT(tokens.uncachedInput, WithinRel(142'041'666.67, 1e-9));
    CHECK_THAT(tokens.output, WithinRel(101'458'333.33, 1e-9));
}

TEST_CASE("Cache shares that add up to every input token leave no uncached input, not less than none")
{
    // A random draw's shares: input − cached − written rounded to −3 × 10^-17 of the month.
    Workload workload;
    workload.cachedInputShare = 0.29094190352045696;
    workload.cacheWriteShare = 1.0 - workload.cachedInputShare;
    for (const double volume : {41.26150384085443, 1e7, 1e15}) {
        const MonthlyTokens tokens = monthlyTokens(workload, TokensPerDay(volume));
        CHECK(tokens.uncachedInput >= 0.0);
        CHECK(tokens.uncachedInput <= 1e-15 * tokens.total());
    }
}

TEST_CASE("An API bill prices each token class at its own rate")
{
    const ApiPrices prices{3.0, 0.3, 3.75, 15.0, 0.0, 0.0};
    const MonthlyTokens tokens{100e6, 50e6, 10e6, 40e6};
    const CostBreakdown bill = apiMonthlyCost(prices, tokens, 0.0);
    // 100 × 3 + 50 × 0.3 + 10 × 3.75 + 40 × 15 = 300 + 15 + 37.5 + 600.
    CHECK_THAT(bill[CostItem::UncachedInput], WithinRel(300.0, 1e-12));
    CHECK_THAT(bill[CostItem::CachedInput], WithinRel(15.0, 1e-12));
    CHECK_THAT(bill[CostItem::CacheWrite], WithinRel(37.5, 1e-12));
    CHECK_THAT(bill[CostItem::Output], WithinRel(600.0, 1e-12));
    CHECK_THAT(bill.total(), WithinRel(952.5, 1e-12));
}

TEST_CASE("Batch and committed-spend discounts each apply once")
{
    const ApiPrices prices{3.0, 0.3, 3.75, 15.0, 0.5, 0.1};
    const CostBreakdown bill = apiMonthlyCost(prices, MonthlyTokens{100e6, 50e6, 10e6, 40e6}, 0.2);
    // A fifth of the 952.50 bill goes through the batch API at half price: −95.25. The
    // committed-spend discount takes 10 % of the remaining 857.25: −85.725.
    CHECK_THAT(bill[CostItem::BatchDiscount], WithinRel(-95.25, 1e-12));
    CHECK_THAT(bill[CostItem::CommittedSpendDiscount], WithinRel(-85.725, 1e-12));
    CHECK_THAT(bill.total(), WithinRel(771.525, 1e-12));

    // A cached read sent through the batch API pays the cached price less the batch discount,
    // 0.30 × 0.5 = 0.15 per million, not the batch price of uncached input nor the discount twice.
    const CostBreakdown cachedBatch
        = apiMonthlyCost(ApiPrices{3.0, 0.3, 3.75, 15.0, 0.5, 0.0}, MonthlyTokens{0.0, 1e6, 0.0, 0.0}, 1.0);
    CHECK_THAT(cachedBatch.total(), WithinRel(0.15, 1e-12));
}

TEST_CASE("No tokens cost nothing by API")
{
    const CostBreakdown bill = apiMonthlyCost(ApiPrices{3.0, 0.3, 3.75, 15.0, 0.5, 0.1}, MonthlyTokens{}, 0.5);
    CHECK(bill.total() == 0.0);
}

TEST_CASE("Amounts convert into the display currency through the scenario's USD rates")
{
    CurrencySettings settings;
    settings.display = *Currency::fromCode("EUR");
    settings.exchangeRates = {ExchangeRate{*Currency::fromCode("EUR"), 1.08, "2026-01", "test"},
                              ExchangeRate{*Currency::fromCode("GBP"), 1.27, "2026-01", "test"}};
    const CurrencyConverter converter(settings);
    // 100 GBP = 127 USD = 127 / 1.08 EUR; 100 USD = 100 / 1.08 EUR.
    CHECK_THAT(converter.toDisplay(Money{100.0, *Currency::fromCode("GBP")}), WithinRel(117.5926, 1e-6));
    CHECK_THAT(converter.toDisplay(Money{100.0, Currency::usd()}), WithinRel(92.5926, 1e-6));
    CHECK(converter.toDisplay(Money{100.0, *Currency::fromCode("EUR")}) == 100.0);
}
