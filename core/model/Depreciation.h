#pragma once

#include "json/EnumNames.h"

#include <array>

namespace tco {

/// How the books spread an asset's cost over its life.
enum class DepreciationMethod {
    /// The same amount every period.
    StraightLine,
    /// A fixed share of the remaining book value every period (factor / life), switching to
    /// straight-line over the remaining periods once that is larger, as Excel's VDB does.
    DecliningBalance,
};

inline constexpr std::array DEPRECIATION_METHOD_NAMES{
    EnumName<DepreciationMethod>{DepreciationMethod::StraightLine, "straight_line"},
    EnumName<DepreciationMethod>{DepreciationMethod::DecliningBalance, "declining_balance"},
};

} // namespace tco
