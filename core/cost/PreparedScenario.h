#pragma once

#include "cost/ApiCost.h"
#include "cost/WeekLoad.h"
#include "scenario/Scenario.h"
#include "sizing/Sizing.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace tco {

struct Catalog;
class SizingMemo;

/// A rented option's running costs in the display currency.
struct PreparedRented {
    /// After the negotiated discount: a reserved GPU's price when the option reserves some.
    double pricePerGpuHour = 0.0;
    double hoursPerDay = 24.0;
    /// Extra capacity paid for to absorb pre-emptions (spot only, else 0).
    double interruptionOverhead = 0.0;
    double extraCostShare = 0.0;
    /// What a GPU beyond the reservation costs an hour, when not pricePerGpuHour.
    std::optional<double> abovePerGpuHour = {};
    /// The reservation's term, when PreparedSelfHosted::reservedGpus are reserved.
    CommitmentTerms reservation = {};

    [[nodiscard]] double priceBeyondReservation() const { return abovePerGpuHour.value_or(pricePerGpuHour); }
};

/// An owned option's costs in the display currency, per server.
struct PreparedOwned {
    /// Purchase price with its share of switches and cabling.
    double serverCapex = 0.0;
    double lifeMonths = 60.0;
    double residualValueShare = 0.0;
    /// How the books depreciate the servers (the P&L view).
    DepreciationMethod depreciation = DepreciationMethod::StraightLine;
    double decliningBalanceFactor = 2.0;
    double monthlyCostOfCapital = 0.0;
    double powerPricePerKwh = 0.0;
    double powerUsageEffectiveness = 1.0;
    /// GPUs at their TDP plus the server's own draw.
    Watts serverPower{0.0};
    double colocationPerKwMonth = 0.0;
    double maintenanceSharePerYear = 0.0;
};

/// One way to build an option's replicas.
struct PreparedLayout {
    SizingResult replica;
    /// The tokens a day one replica is planned to serve (plannedTokensPerDay()).
    double capacityPerDay = 0.0;
};

/// A self-hosted option ready to cost at any volume: catalog entries resolved, money converted,
/// and its layouts sized once (the workload's request shape and speed target do not change
/// with volume, so neither does a replica's throughput).
struct PreparedSelfHosted {
    std::variant<PreparedRented, PreparedOwned> compute;
    /// The fleet never holds fewer GPUs than this (the option's `gpus`, rounded to whole units).
    int minimumGpus = 0;
    /// GPUs reserved for a term (rented only, in whole units): billed whether needed or not, and
    /// the fleet never holds fewer while the reservation runs.
    int reservedGpus = 0;
    /// GPUs are bought in servers and rented in instances of this many.
    int gpusPerUnit = 1;
    double softwarePerGpuMonth = 0.0;
    double otherPerMonth = 0.0;
    /// Compound yearly change of the compute price over the horizon (FleetCostLine::pricedPerGpu).
    double priceTrendPerYear = 0.0;
    /// Hours a day the GPUs run (rented ones may stop at night; owned ones run throughout).
    double runningHoursPerDay = 24.0;
    /// The busiest rate over the day's average, or more when GPUs run only part of the day.
    double peakFactor = 1.0;
    SizingRequest sizing;
    /// Every layout the search offers a fleet, fewest GPUs first, each serving more per GPU than
    /// the ones before it (feasibleLayouts()); or the one infeasible sizing that says why nothing
    /// fits.
    std::vector<PreparedLayout> layouts;

    [[nodiscard]] bool feasible() const { return layouts.front().replica.feasible; }
};

/// A hybrid plan ready to cost: the self-hosted option whose fleet serves the base of the load,
/// and the API offer that takes what arrives above it, by their places in the prepared scenario.
struct PreparedHybrid {
    std::size_t selfHosted = 0;
    std::size_t api = 0;
    /// The fleet the file fixes, in whole units.
    std::optional<std::int64_t> gpus;
    /// A fleet that serves every hour up to this percentile of the week's hourly rates.
    std::optional<double> servedHourPercentile;
};

struct PreparedStaffing {
    double baseFte = 0.0;
    double gpusPerAdditionalFte = 0.0;
    double monthlyCostPerFte = 0.0;
};

/// Everything a cost evaluation reads, numbers only: what sliders, sweeps and samples vary.
struct PreparedScenario {
    const Scenario* scenario = nullptr;
    TokensPerDay tokensPerDay;
    double monthlyGrowth = 0.0;
    int horizonMonths = 36;
    double discountRatePerYear = 0.0;
    PreparedStaffing staffing;
    double oneTimeTotal = 0.0;
    bool amortizeOneTime = true;
    /// The week's shape of the traffic, which hybrid plans are costed against: there whenever the
    /// scenario's hybrids are prepared (weekLoadOf()).
    std::optional<WeekLoad> weekLoad;
    std::vector<PreparedSelfHosted> selfHosted;
    std::vector<ApiPrices> api;
    std::vector<PreparedHybrid> hybrids;
};

/// Resolves and converts a validated scenario (its ids exist in `catalog`, its currencies have
/// rates) and sizes every layout each self-hosted option could build its replicas of.
/// The result points into both, which must outlive it.
[[nodiscard]] PreparedScenario prepareScenario(const Scenario& scenario, const Catalog& catalog);
PreparedScenario prepareScenario(Scenario&& scenario, const Catalog& catalog) = delete;

/// prepareScenario(), each option's layouts looked for in `memo` first and kept there: a
/// scenario edited again and again, as a slider drags a price, is searched once.
[[nodiscard]] PreparedScenario prepareScenario(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo);
PreparedScenario prepareScenario(Scenario&& scenario, const Catalog& catalog, SizingMemo& memo) = delete;

/// The scenario's own numbers that every option's cost reads (volume, horizon, staffing,
/// one-time costs), with no option prepared: for callers that need only some options, prepared
/// one by one with prepareSelfHosted() and prepareApiOffer(). Points into both arguments.
[[nodiscard]] PreparedScenario prepareWithoutOptions(const Scenario& scenario, const Catalog& catalog);
PreparedScenario prepareWithoutOptions(Scenario&& scenario, const Catalog& catalog) = delete;

/// Self-hosted option `index` of `scenario`, as prepareScenario() prepares it. Its layouts are
/// copied from an option in `sized` with the same sizing request and peak factor, the only inputs
/// they depend on, and sized otherwise: an earlier option that differs only in how its GPUs are
/// paid for, or the same option prepared before its prices changed.
///
/// With `layoutsToKeep` given, an option that must be sized again sizes those serving layouts
/// instead of searching every layout anew.
[[nodiscard]] PreparedSelfHosted prepareSelfHosted(const Scenario& scenario, const Catalog& catalog, std::size_t index,
                                                   std::span<const PreparedSelfHosted> sized = {},
                                                   KeptServingLayouts* layoutsToKeep = nullptr);

/// Whether two prepared options have the same layouts: the same sizing request and peak factor.
[[nodiscard]] bool sameSizing(const PreparedSelfHosted& a, const PreparedSelfHosted& b);

/// The serving layouts of an option's fleet candidates, for sizing them again at other inputs.
[[nodiscard]] std::vector<ServingLayout> servingLayoutsOf(const PreparedSelfHosted& option);

/// API offer `index` of `scenario`, as prepareScenario() prepares it.
[[nodiscard]] ApiPrices prepareApiOffer(const Scenario& scenario, const Catalog& catalog, std::size_t index);

/// The week's load of the workload's profile; nothing when it gives none. Sorting the week's
/// hours is what preparing a hybrid adds, so it is done only where hybrids are costed.
[[nodiscard]] std::optional<WeekLoad> weekLoadOf(const Scenario& scenario, const Catalog& catalog);

/// Hybrid plan `index` of `scenario`, as prepareScenario() prepares it; the options it names
/// are found in the scenario, and need preparing for it to be costed, with the week's load
/// (weekLoadOf()).
[[nodiscard]] PreparedHybrid prepareHybrid(const Scenario& scenario, const Catalog& catalog, std::size_t index);

/// The busiest hour's rate over the average hour's: the load profile's when the workload has one,
/// else its peak-to-average ratio.
[[nodiscard]] double busiestHourOverAverage(const Scenario& scenario, const Catalog& catalog);

/// The cost of a fine-tuning run: training tokens × 6 × active parameters of operations, at
/// the run's GPUs' BF16 peak × MFU, billed per GPU-hour.
[[nodiscard]] double fineTuningCost(const FineTuning& run, const ModelSpec& model, const GpuSpec& gpu, double pricePerGpuHour);

} // namespace tco
