#include "cost/ApiCost.h"

#include <algorithm>

namespace tco {

CostBreakdown apiMonthlyCost(const ApiPrices& prices, const MonthlyTokens& tokens, double batchShare)
{
    CostBreakdown cost;
    cost[CostItem::UncachedInput] = tokens.uncachedInput / TOKENS_PER_MILLION * prices.input;
    cost[CostItem::CachedInput] = tokens.cachedInput / TOKENS_PER_MILLION * prices.cachedInput;
    cost[CostItem::CacheWrite] = tokens.cacheWrite / TOKENS_PER_MILLION * prices.cacheWrite;
    cost[CostItem::Output] = tokens.output / TOKENS_PER_MILLION * prices.output;
    const double listed = cost.total();
    const double batchSaving = listed * batchShare * prices.batchDiscount;
    const double commitmentSaving = (listed - batchSaving) * prices.committedSpendDiscount;
    // Savings are negative items; none is zero, not −0 in what is printed.
    cost[CostItem::BatchDiscount] = batchSaving > 0.0 ? -batchSaving : 0.0;
    cost[CostItem::CommittedSpendDiscount] = commitmentSaving > 0.0 ? -commitmentSaving : 0.0;
    cost[CostItem::UnusedCommitment] = std::max(0.0, prices.committedMonthlySpend - cost.total());
    return cost;
}

} // namespace tco
