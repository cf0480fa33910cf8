#pragma once

#include "units/Quantity.h"

namespace tco {

/// Arithmetic throughput in operations (floating-point or integer) per second.
using OpsPerSecond = Quantity<struct OpsPerSecondTag>;

[[nodiscard]] constexpr OpsPerSecond teraOpsPerSecond(double tera) { return OpsPerSecond(tera * 1e12); }

} // namespace tco
