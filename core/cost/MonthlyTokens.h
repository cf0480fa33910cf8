#pragma once

#include "scenario/Scenario.h"

namespace tco {

/// An average month: 365.25 days over 12.
inline constexpr double DAYS_PER_MONTH = 365.25 / 12.0;

/// Token prices and costs per token are quoted per million tokens.
inline constexpr double TOKENS_PER_MILLION = 1e6;

/// A month's tokens by billing class. Input splits into tokens read from a prompt cache,
/// tokens written to it, and the rest.
struct MonthlyTokens {
    double uncachedInput = 0.0;
    double cachedInput = 0.0;
    double cacheWrite = 0.0;
    double output = 0.0;

    [[nodiscard]] double total() const { return uncachedInput + cachedInput + cacheWrite + output; }
};

/// A month of `tokensPerDay` in the workload's mix: input and output in the ratio of a
/// request's, input further split by the cache shares.
[[nodiscard]] MonthlyTokens monthlyTokens(const Workload& workload, TokensPerDay tokensPerDay);

} // namespace tco
