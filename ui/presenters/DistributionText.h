#pragma once

#include "scenario/Distribution.h"
#include "scenario/Driver.h"

#include <QString>

namespace tco::ui {

/// What a person calls a kind of distribution.
[[nodiscard]] QString distributionKindLabel(DistributionKind kind);

/// A distribution's figures in words, for a list, in the unit of the input it draws (`driver`,
/// when the scenario still has it): "3.2 to 4.2, most likely 3.5"; "20 to 40" for a share
/// shown as a percentage.
[[nodiscard]] QString distributionSummary(const Distribution& distribution, const Driver* driver);

} // namespace tco::ui
