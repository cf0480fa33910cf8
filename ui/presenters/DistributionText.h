#pragma once

#include "scenario/Distribution.h"

#include <QString>

namespace tco::ui {

/// What a person calls a kind of distribution.
[[nodiscard]] QString distributionKindLabel(DistributionKind kind);

/// A distribution's figures in words, for a list: "3.2 to 4.2, most likely 3.5".
[[nodiscard]] QString distributionSummary(const Distribution& distribution);

} // namespace tco::ui
