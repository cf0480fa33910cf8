#pragma once

#include "units/Quantity.h"

namespace tco {

/// Electrical power in watts.
using Watts = Quantity<struct WattsTag>;

} // namespace tco
