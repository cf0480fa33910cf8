#pragma once

#include "json/EnumNames.h"
#include "model/Provenance.h"
#include "units/Money.h"

#include <array>
#include <string>

namespace tco {

enum class Pricing { OnDemand, Spot, Reserved1Year, Reserved3Year };

inline constexpr std::array PRICING_NAMES{
    EnumName<Pricing>{Pricing::OnDemand, "on_demand"},
    EnumName<Pricing>{Pricing::Spot, "spot"},
    EnumName<Pricing>{Pricing::Reserved1Year, "reserved_1y"},
    EnumName<Pricing>{Pricing::Reserved3Year, "reserved_3y"},
};

/// What a cloud price pays for: GCP, for one, bills accelerators apart from the host VM.
enum class PriceCoverage { Instance, AcceleratorOnly };

inline constexpr std::array PRICE_COVERAGE_NAMES{
    EnumName<PriceCoverage>{PriceCoverage::Instance, "instance"},
    EnumName<PriceCoverage>{PriceCoverage::AcceleratorOnly, "accelerator_only"},
};

/// A rentable GPU offer at one pricing type, per GPU-hour.
struct CloudPrice {
    std::string id;
    std::string provider;
    std::string instance;
    std::string gpuId;
    int gpusPerInstance = 1;
    Money perGpuHour;
    Pricing pricing = Pricing::OnDemand;
    std::string region;
    PriceCoverage covers = PriceCoverage::Instance;
    Provenance provenance;

    friend bool operator==(const CloudPrice&, const CloudPrice&) = default;
};

} // namespace tco
