#pragma once

#include "units/Quantity.h"

namespace tco {

/// Durations in seconds, the unit step times and latencies are computed in.
using Seconds = Quantity<struct SecondsTag>;

inline constexpr double SECONDS_PER_DAY = 86'400.0;
inline constexpr double HOURS_PER_DAY = 24.0;

[[nodiscard]] constexpr Seconds microseconds(double us)
{
    return Seconds(us * 1e-6);
}
[[nodiscard]] constexpr double inMicroseconds(Seconds time)
{
    return time.value() * 1e6;
}
[[nodiscard]] constexpr Seconds milliseconds(double ms)
{
    return Seconds(ms / 1e3);
}
[[nodiscard]] constexpr double inMilliseconds(Seconds time)
{
    return time.value() * 1e3;
}

} // namespace tco
