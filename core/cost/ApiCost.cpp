#include "cost/ApiCost.h"

namespace tco {
namespace {

constexpr double TOKENS_PER_MILLION = 1e6;

} // namespace

CostBreakdown apiMonthlyCost(const ApiPrices& prices, const MonthlyTokens& tokens, double batchShare)
{
    CostBreakdown cost;
    cost[CostItem::UncachedInput] = tokens.uncachedInput / TOKENS_PER_MILLION * prices.input;
    cost[CostItem::CachedInput] = tokens.cachedInput / TOKENS_PER_MILLION * prices.cachedInput;
    cost[CostItem::CacheWrite] = tokens.cacheWrite / TOKENS_PER_MILLION * prices.cacheWrite;
    cost[CostItem::Output] = tokens.output / TOKENS_PER_MILLION * prices.output;
    const double listed = cost.total();
    cost[CostItem::BatchDiscount] = -listed * batchShare * prices.batchDiscount;
    cost[CostItem::CommittedSpendDiscount] = -(listed + cost[CostItem::BatchDiscount]) * prices.committedSpendDiscount;
    return cost;
}

} // namespace tco
