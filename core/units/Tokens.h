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

} // namespace tco
