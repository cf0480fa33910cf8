#include "cost/SelfHostedCost.h"

#include "cost/MonthlyTokens.h"
#include "units/Time.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace tco {
namespace {

constexpr double SECONDS_PER_HOUR = 3'600.0;
constexpr double WATTS_PER_KILOWATT = 1'000.0;

/// `gpus` rented GPUs for a month, `reserved` of them at the reservation's price (the fleet holds
/// at least those) and `idle` of those not needed by the volume, whose rental is the unused
/// commitment. Reserved GPUs are never spot and always run around the clock (the reader refuses
/// a reservation otherwise), so one hourly rate covers both kinds.
void addRentedCosts(const PreparedRented& rented, double gpus, double reserved, double idle, CostBreakdown& cost)
{
    const double hours = rented.hoursPerDay * DAYS_PER_MONTH;
    const double beyond = std::max(0.0, gpus - reserved) * rented.priceBeyondReservation();
    const double rental
        = (std::min(gpus, reserved) * rented.pricePerGpuHour + beyond) * hours * (1.0 + rented.interruptionOverhead);
    const double unused = idle * rented.pricePerGpuHour * hours;
    cost[CostItem::GpuRental] = rental - unused;
    cost[CostItem::UnusedCommitment] = unused;
    cost[CostItem::CloudExtras] = rental * rented.extraCostShare;
}

void addOwnedCosts(const PreparedOwned& owned, double servers, CostBreakdown& cost)
{
    const CapitalCharge charge = monthlyCapitalCharge(owned);
    cost[CostItem::Depreciation] = servers * charge.depreciation;
    cost[CostItem::CostOfCapital] = servers * charge.costOfCapital;
    // IT power drawn at TDP around the clock; the facility's overhead on top through the PUE.
    const double itKilowatts = servers * owned.serverPower.value() / WATTS_PER_KILOWATT;
    cost[CostItem::Power] = itKilowatts * owned.powerUsageEffectiveness * HOURS_PER_DAY * DAYS_PER_MONTH * owned.powerPricePerKwh;
    cost[CostItem::Colocation] = itKilowatts * owned.colocationPerKwMonth;
    cost[CostItem::Maintenance] = servers * owned.serverCapex * owned.maintenanceSharePerYear / 12.0;
}

/// The GPUs `replicas` replicas of a layout occupy, in whole servers or instances, never fewer
/// than `floor`.
std::int64_t gpusAtLeast(const PreparedSelfHosted& option, const PreparedLayout& layout, std::int64_t replicas,
                         std::int64_t floor)
{
    return std::max(floor, gpusForReplicas(replicas, layout.replica.layout.gpus(), option.gpusPerUnit));
}

} // namespace

std::int64_t replicasNeeded(const PreparedLayout& layout, double volume)
{
    assert(servesEnoughForAFleet(layout.replica, layout.capacityPerDay));
    return replicasFor(layout.capacityPerDay, TokensPerDay(volume));
}

std::int64_t fleetGpusFor(const PreparedSelfHosted& option, const PreparedLayout& layout, std::int64_t replicas)
{
    return gpusAtLeast(option, layout, replicas, std::max(option.minimumGpus, option.reservedGpus));
}

std::int64_t idleReservedGpus(const PreparedSelfHosted& option, TokensPerDay tokensPerDay)
{
    if (option.reservedGpus == 0)
        return 0;
    std::int64_t needed = std::numeric_limits<std::int64_t>::max();
    for (const PreparedLayout& layout : option.layouts)
        needed = std::min(needed, gpusAtLeast(option, layout, replicasNeeded(layout, tokensPerDay.value()), option.minimumGpus));
    return std::max<std::int64_t>(0, option.reservedGpus - needed);
}

Fleet fleetFor(const PreparedSelfHosted& option, TokensPerDay tokensPerDay)
{
    assert(option.feasible());
    Fleet best;
    double bestCapacity = 0.0;
    for (std::size_t index = 0; index < option.layouts.size(); ++index) {
        const PreparedLayout& layout = option.layouts[index];
        const std::int64_t gpus = fleetGpusFor(option, layout, replicasNeeded(layout, tokensPerDay.value()));
        const std::int64_t replicas = gpus / layout.replica.layout.gpus();
        const double capacity = static_cast<double>(replicas) * layout.capacityPerDay;
        if (index == 0 || gpus < best.gpus || (gpus == best.gpus && capacity > bestCapacity)) {
            best = Fleet{gpus, index, replicas};
            bestCapacity = capacity;
        }
    }
    return best;
}

FleetStair fleetStairAt(const PreparedSelfHosted& option, TokensPerDay tokensPerDay)
{
    assert(option.feasible());
    const double volume = tokensPerDay.value();
    FleetStair stair{std::numeric_limits<std::int64_t>::max(), 0.0, std::numeric_limits<double>::infinity()};
    for (const PreparedLayout& layout : option.layouts) {
        const std::int64_t replicas = replicasNeeded(layout, volume);
        stair.from = std::max(stair.from, static_cast<double>(replicas - 1) * layout.capacityPerDay);
        stair.to = std::min(stair.to, static_cast<double>(replicas) * layout.capacityPerDay);
        stair.gpus = std::min(stair.gpus, fleetGpusFor(option, layout, replicas));
    }
    return stair;
}

LayoutChoiceReason layoutChoiceReason(const PreparedSelfHosted& option, TokensPerDay tokensPerDay)
{
    assert(option.feasible());
    const auto perGpu = [](const PreparedLayout& layout) { return layout.capacityPerDay / layout.replica.layout.gpus(); };
    const auto most = std::ranges::max_element(option.layouts, {}, perGpu);
    LayoutChoiceReason reason;
    reason.mostPerGpu = static_cast<std::size_t>(most - option.layouts.begin());
    reason.mostPerGpuFleetGpus = fleetGpusFor(option, *most, replicasNeeded(*most, tokensPerDay.value()));
    return reason;
}

double fleetUtilization(const PreparedSelfHosted& option, const Fleet& fleet, TokensPerDay tokensPerDay)
{
    const double runningSeconds = option.runningHoursPerDay * SECONDS_PER_HOUR;
    return tokensPerDay.value() / runningSeconds
        / (static_cast<double>(fleet.replicas) * option.layouts[fleet.layout].replica.served.value());
}

CapitalCharge monthlyCapitalCharge(const PreparedOwned& owned)
{
    const double capex = owned.serverCapex;
    const double residual = capex * owned.residualValueShare;
    const double months = owned.lifeMonths;
    const double rate = owned.monthlyCostOfCapital;
    CapitalCharge charge;
    charge.depreciation = (capex - residual) / months;
    if (rate > 0.0) {
        // (1 + r)^−n through log1p and expm1: at small rates 1 − (1 + r)^−n cancels to noise.
        const double growth = std::log1p(rate) * months;
        const double payment = (capex - residual * std::exp(-growth)) * rate / -std::expm1(-growth);
        // The interest is never negative; at rates near zero the subtraction can round below.
        charge.costOfCapital = std::max(0.0, payment - charge.depreciation);
    }
    return charge;
}

CostBreakdown selfHostedMonthlyCost(const PreparedSelfHosted& option, const PreparedStaffing& staffing, std::int64_t fleetGpus,
                                    double oneTimePerMonth, std::int64_t idleReserved)
{
    // Exact: fleets hold at most 10^15 GPUs (replicasNeeded()), within a double's 2^53.
    const auto gpus = static_cast<double>(fleetGpus);
    CostBreakdown cost;
    if (const auto* rented = std::get_if<PreparedRented>(&option.compute))
        addRentedCosts(*rented, gpus, option.reservedGpus, static_cast<double>(idleReserved), cost);
    else
        addOwnedCosts(std::get<PreparedOwned>(option.compute), static_cast<double>(fleetGpus / option.gpusPerUnit), cost);
    cost[CostItem::Software] = gpus * option.softwarePerGpuMonth;
    cost[CostItem::Other] = option.otherPerMonth;
    const double additionalFte = staffing.gpusPerAdditionalFte > 0.0 ? gpus / staffing.gpusPerAdditionalFte : 0.0;
    cost[CostItem::Staff] = (staffing.baseFte + additionalFte) * staffing.monthlyCostPerFte;
    cost[CostItem::OneTime] = oneTimePerMonth;
    return cost;
}

bool followsPriceTrend(CostItem item)
{
    switch (item) {
    case CostItem::GpuRental:
    case CostItem::CloudExtras:
    case CostItem::Depreciation:
    case CostItem::CostOfCapital:
    case CostItem::Maintenance:
        return true;
    default:
        return false;
    }
}

FleetCostLine fleetCostLine(const PreparedSelfHosted& option, const PreparedStaffing& staffing, double oneTimePerMonth)
{
    // Through the fleet of the reserved GPUs alone and one unit more: a reserved fleet never
    // holds fewer, and beyond them every GPU costs the same.
    const std::int64_t floor = option.reservedGpus;
    const CostBreakdown atFloor = selfHostedMonthlyCost(option, staffing, floor, oneTimePerMonth, 0);
    const CostBreakdown atUnit = selfHostedMonthlyCost(option, staffing, floor + option.gpusPerUnit, oneTimePerMonth, 0);
    // The two parts summed apart, so that the part the trend leaves alone, perGpu − pricedPerGpu,
    // is never below zero by rounding: a month of a huge fleet at a price fallen to nothing
    // would cost less than nothing.
    double priced = 0.0;
    double unpriced = 0.0;
    for (std::size_t index = 0; index < COST_ITEM_COUNT; ++index) {
        const double added = atUnit.items[index] - atFloor.items[index];
        (followsPriceTrend(static_cast<CostItem>(index)) ? priced : unpriced) += added;
    }
    const double perGpu = (priced + unpriced) / option.gpusPerUnit;
    return FleetCostLine{atFloor.total() - perGpu * static_cast<double>(floor), perGpu, priced / option.gpusPerUnit};
}

} // namespace tco
