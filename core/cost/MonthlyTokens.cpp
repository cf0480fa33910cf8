#include "cost/MonthlyTokens.h"

namespace tco {

MonthlyTokens monthlyTokens(const Workload& workload, TokensPerDay tokensPerDay)
{
    const double perRequest = (workload.inputTokensPerRequest + workload.outputTokensPerRequest).value();
    const double month = tokensPerDay.value() * DAYS_PER_MONTH;
    const double input = month * workload.inputTokensPerRequest.value() / perRequest;
    MonthlyTokens tokens;
    tokens.cachedInput = input * workload.cachedInputShare;
    tokens.cacheWrite = input * workload.cacheWriteShare;
    // Not input − cached − written, which rounds below zero when the shares add up to one.
    tokens.uncachedInput = input * (1.0 - (workload.cachedInputShare + workload.cacheWriteShare));
    tokens.output = month - input;
    return tokens;
}

} // namespace tco
