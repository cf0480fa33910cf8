#pragma once

#include "units/Quantity.h"
#include "units/Time.h"

namespace tco {

/// A number of arithmetic operations (floating-point or integer); a multiply-add counts as two.
using Operations = Quantity<struct OperationsTag>;
/// Arithmetic throughput in operations per second.
using OpsPerSecond = Quantity<struct OpsPerSecondTag>;

[[nodiscard]] constexpr OpsPerSecond teraOpsPerSecond(double tera)
{
    return OpsPerSecond(tera * 1e12);
}

/// How long `work` takes at `rate`.
[[nodiscard]] constexpr Seconds operator/(Operations work, OpsPerSecond rate)
{
    return Seconds(work.value() / rate.value());
}

} // namespace tco
