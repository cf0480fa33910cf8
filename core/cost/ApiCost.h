#pragma once

#include "cost/CostItems.h"
#include "cost/MonthlyTokens.h"

namespace tco {

/// How long a commitment binds and how it is paid.
struct CommitmentTerms {
    int months = 12;
    bool paidUpfront = false;
};

/// An API offer's prices per million tokens in the display currency, and its discounts.
struct ApiPrices {
    double input = 0.0;
    double cachedInput = 0.0;
    double cacheWrite = 0.0;
    double output = 0.0;
    double batchDiscount = 0.0;
    double committedSpendDiscount = 0.0;
    /// Compound yearly change of every price over the horizon.
    double priceTrendPerYear = 0.0;
    /// The spend a month promised for a term, which the bill never falls below; 0 for none.
    double committedMonthlySpend = 0.0;
    CommitmentTerms commitment = {};
};

/// A month of `tokens` at `prices`.
///
/// Each class is billed at its own price; the batch discount then applies once to the batched
/// share of the whole bill (cached reads in a batch pay the cached price less the batch
/// discount, as Anthropic's and OpenAI's batch APIs bill them), and the committed-spend
/// discount once to what remains. No discount is applied to another's result twice. A committed
/// spend above the bill is paid all the same: the difference is the item UnusedCommitment.
[[nodiscard]] CostBreakdown apiMonthlyCost(const ApiPrices& prices, const MonthlyTokens& tokens, double batchShare);

} // namespace tco
