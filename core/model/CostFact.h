#pragma once

#include "json/EnumNames.h"
#include "model/Provenance.h"

#include <array>
#include <optional>
#include <string>

namespace tco {

enum class CostCategory { Staff, Power, Facility, Capex, Network, Finance };

inline constexpr std::array COST_CATEGORY_NAMES{
    EnumName<CostCategory>{CostCategory::Staff, "staff"},       EnumName<CostCategory>{CostCategory::Power, "power"},
    EnumName<CostCategory>{CostCategory::Facility, "facility"}, EnumName<CostCategory>{CostCategory::Capex, "capex"},
    EnumName<CostCategory>{CostCategory::Network, "network"},   EnumName<CostCategory>{CostCategory::Finance, "finance"},
};

/// A published figure that cost defaults are drawn from (a salary, a power price, a PUE …), in
/// the unit its source uses.
struct CostFact {
    std::string id;
    CostCategory category = CostCategory::Finance;
    std::string item;
    double value = 0.0;
    std::string unit;
    std::optional<double> low;
    std::optional<double> high;
    std::optional<std::string> region;
    Provenance provenance;

    friend bool operator==(const CostFact&, const CostFact&) = default;
};

} // namespace tco
