#pragma once

#include "units/Quantity.h"

namespace tco {

/// A count of tokens. Held as a double: daily volumes reach 1e11, averages are fractional, and
/// every use is an estimate rather than a tally.
using Tokens = Quantity<struct TokensTag>;
/// A token rate per day, the unit workloads are stated in.
using TokensPerDay = Quantity<struct TokensPerDayTag>;
/// A token rate per second, the unit serving throughput is measured in.
using TokensPerSecond = Quantity<struct TokensPerSecondTag>;

/// The most tokens a day any volume may be: a scenario's in any month of its horizon, a
/// command's, an analysis's. Past the largest volumes published (tens of trillions a day), and
/// low enough that the fleet it takes is counted exactly (sizing/Sizing.h).
inline constexpr double MAX_TOKENS_PER_DAY = 1e15;

/// The volumes scale analyses span, in tokens a day: from a team's trial to a large consumer
/// product.
inline constexpr double SCALE_MIN_TOKENS_PER_DAY = 1e5;
inline constexpr double SCALE_MAX_TOKENS_PER_DAY = 1e11;

} // namespace tco
