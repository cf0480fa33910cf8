#include "cost/Evaluation.h"

#include "cost/Comparison.h"
#include "cost/MonthlyTokens.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>

namespace tco {
namespace {

constexpr double MONTHS_PER_YEAR = 12.0;
/// A hybrid plan's saving on its API offer that counts, as a share of the bill: above the
/// rounding by which two ways of pricing the same tokens differ.
constexpr double SAVING_TOLERANCE = 1e-12;
/// The relative width of volume within which a hybrid's break-even is found.
constexpr double BISECTION_PRECISION = 1e-12;

/// The horizon's costs month by month: `monthlyCost(volume)` gives a month's cost at
/// that month's volume, which grows by the scenario's monthly rate from the first month's. It is
/// called once a month, in order.
template <typename MonthlyCost> HorizonSeries horizon(const PreparedScenario& scenario, double upfront, MonthlyCost monthlyCost)
{
    HorizonSeries series;
    series.monthly.reserve(static_cast<std::size_t>(scenario.horizonMonths));
    series.cumulative = upfront;
    series.netPresentValue = upfront;
    // Month m's cost is worth 1 / (1 + r)^(m / 12) of it today.
    const double monthlyPresentValue = std::pow(1.0 + scenario.discountRatePerYear, -1.0 / MONTHS_PER_YEAR);
    double presentValue = 1.0;
    TokensPerDay volume = scenario.tokensPerDay;
    for (int month = 1; month <= scenario.horizonMonths; ++month) {
        const double cost = monthlyCost(volume);
        presentValue *= monthlyPresentValue;
        series.monthly.push_back(cost);
        series.cumulative += cost;
        series.netPresentValue += cost * presentValue;
        volume = volume * (1.0 + scenario.monthlyGrowth);
    }
    if (upfront > 0.0 && !series.monthly.empty())
        series.monthly.front() += upfront;
    return series;
}

/// An option's fleet month after month as its volume changes smoothly: re-sized only when the
/// volume leaves the stair it stood on; an owned fleet is not sold off when volume falls.
class FleetWalk {
public:
    explicit FleetWalk(const PreparedSelfHosted& option)
        : m_option(option)
        , m_owned(std::holds_alternative<PreparedOwned>(option.compute))
    { }

    /// The fleet's GPUs in the next month, at its volume.
    std::int64_t next(TokensPerDay volume)
    {
        if (!(volume.value() > m_stair.from && volume.value() <= m_stair.to))
            m_stair = fleetStairAt(m_option, volume);
        m_gpus = m_owned ? std::max(m_gpus, m_stair.gpus) : m_stair.gpus;
        return m_gpus;
    }

private:
    const PreparedSelfHosted& m_option;
    bool m_owned;
    FleetStair m_stair;
    std::int64_t m_gpus = 0;
};

/// A self-hosted fleet's bill month after month as its compute price follows the option's trend:
/// rented GPUs all at the month's price; owned servers each keeping the capital charge and
/// maintenance of the price they were bought at. A month without GPUs costs nothing.
class FleetBill {
public:
    FleetBill(const PreparedSelfHosted& option, const FleetCostLine& line)
        : m_line(line)
        , m_owned(std::holds_alternative<PreparedOwned>(option.compute))
        , m_price(option.priceTrendPerYear)
    { }

    /// This month's bill for `gpus` GPUs, which an owned fleet never has fewer of than the month
    /// before; the next call bills the next month.
    double next(std::int64_t gpus)
    {
        const double factor = m_price.next();
        double priced = static_cast<double>(gpus) * m_line.pricedPerGpu * factor;
        if (m_owned) {
            m_ownedPriced += static_cast<double>(gpus - m_ownedGpus) * m_line.pricedPerGpu * factor;
            m_ownedGpus = gpus;
            priced = m_ownedPriced;
        }
        return gpus == 0 ? 0.0 : m_line.fixed + static_cast<double>(gpus) * unpricedPerGpu() + priced;
    }

private:
    [[nodiscard]] double unpricedPerGpu() const { return m_line.perGpu - m_line.pricedPerGpu; }

    FleetCostLine m_line;
    bool m_owned;
    MonthlyPriceFactor m_price;
    std::int64_t m_ownedGpus = 0;
    double m_ownedPriced = 0.0;
};

double upfrontOneTime(const PreparedScenario& scenario)
{
    return scenario.amortizeOneTime ? 0.0 : scenario.oneTimeTotal;
}

/// The sum of a commitment's unused months.
double totalUnused(const CommitmentMonths& commitment)
{
    return std::accumulate(commitment.unused.begin(), commitment.unused.end(), 0.0);
}

/// reservedMonths() with `upfront` and `oneTimePerMonth` of the one-time costs.
ReservedMonths reservedMonths(const PreparedScenario& scenario, const PreparedSelfHosted& option, double upfront,
                              double oneTimePerMonth)
{
    const auto& rented = std::get<PreparedRented>(option.compute);
    PreparedSelfHosted unreserved = option;
    unreserved.reservedGpus = 0;
    // Every GPU at the price beyond the reservation; the reserved ones are then re-priced.
    const FleetCostLine line = fleetCostLine(unreserved, scenario.staffing, oneTimePerMonth);
    const double reservedRental = rented.pricePerGpuHour * HOURS_PER_DAY * DAYS_PER_MONTH;
    FleetWalk walk(unreserved);
    MonthlyPriceFactor price(option.priceTrendPerYear);
    ReservedMonths months;
    months.commitment.terms = rented.reservation;
    std::int64_t reserved = option.reservedGpus;
    double termPrice = 1.0;
    int month = 0;
    months.series = horizon(scenario, upfront, [&](TokensPerDay volume) {
        const double factor = price.next();
        const std::int64_t needed = walk.next(volume);
        if (month % rented.reservation.months == 0) {
            termPrice = factor;
            if (month > 0)
                reserved = needed;
        }
        ++month;
        const std::int64_t gpus = std::max(reserved, needed);
        const double committed = static_cast<double>(reserved) * reservedRental * termPrice;
        months.fleet.push_back(gpus);
        months.commitment.committed.push_back(committed);
        months.commitment.unused.push_back(static_cast<double>(std::max<std::int64_t>(0, reserved - needed)) * reservedRental
                                           * termPrice);
        return line.fixed + static_cast<double>(gpus) * (line.perGpu - line.pricedPerGpu)
            + static_cast<double>(gpus - reserved) * line.pricedPerGpu * factor + committed * (1.0 + rented.extraCostShare);
    });
    months.series.unusedCommitment = totalUnused(months.commitment);
    return months;
}

HorizonSeries selfHostedHorizon(const PreparedScenario& scenario, const PreparedSelfHosted& option)
{
    if (option.reservedGpus > 0)
        return reservedMonths(scenario, option, upfrontOneTime(scenario), oneTimePerMonth(scenario)).series;
    FleetBill bill(option, fleetCostLine(option, scenario.staffing, oneTimePerMonth(scenario)));
    FleetWalk walk(option);
    return horizon(scenario, upfrontOneTime(scenario), [&](TokensPerDay volume) { return bill.next(walk.next(volume)); });
}

/// One-time costs paid up front count when the plan starts with a fleet.
HorizonSeries hybridHorizon(const PreparedScenario& scenario, const PreparedHybrid& hybrid)
{
    const HybridMonths months = hybridMonths(scenario, hybrid);
    FleetBill bill(scenario.selfHosted[hybrid.selfHosted], hybridPrices(scenario, hybrid).fleet);
    std::size_t month = 0;
    const double upfront = months.gpus.front() > 0 ? upfrontOneTime(scenario) : 0.0;
    return horizon(scenario, upfront, [&](TokensPerDay) {
        const double cost = bill.next(months.gpus[month]) + months.apiBills[month];
        ++month;
        return cost;
    });
}

/// An API offer over the horizon, its committed spend month by month recorded in `commitment` when it
/// has one: the first term's as the file gives it, each later term's the bill of its first month.
HorizonSeries apiHorizon(const PreparedScenario& scenario, const ApiPrices& prices, CommitmentMonths& commitment)
{
    // An API bill is proportional to volume: one token a day's bill, scaled.
    const double perTokenPerDay = apiUsePerTokenPerDay(scenario, prices);
    MonthlyPriceFactor price(prices.priceTrendPerYear);
    commitment.terms = prices.commitment;
    double spend = prices.committedMonthlySpend;
    // Months are recorded only for a commitment: a Monte Carlo run works out an offer's horizon
    // at every sample.
    const bool committed = spend > 0.0;
    double unused = 0.0;
    int month = 0;
    HorizonSeries series = horizon(scenario, 0.0, [&](TokensPerDay volume) {
        const double bill = perTokenPerDay * volume.value() * price.next();
        if (committed && month > 0 && month % prices.commitment.months == 0)
            spend = bill;
        ++month;
        const double idle = std::max(0.0, spend - bill);
        unused += idle;
        if (committed) {
            commitment.committed.push_back(spend);
            commitment.unused.push_back(idle);
        }
        return std::max(spend, bill);
    });
    series.unusedCommitment = unused;
    return series;
}

HorizonSeries apiHorizon(const PreparedScenario& scenario, const ApiPrices& prices)
{
    CommitmentMonths commitment;
    return apiHorizon(scenario, prices, commitment);
}

/// The first month from which `option`'s cumulative cost stays at or below the API's, by more
/// than `margin` of the API's: 0 for a self-hosted option, SAVING_TOLERANCE for a hybrid plan,
/// which costs what its API does for as long as it runs no GPUs.
std::optional<int> crossoverMonth(const HorizonSeries& option, const HorizonSeries& api, double margin)
{
    // Walk back from the end: the crossover is the month after the last one the API was cheaper.
    double optionCumulative = option.cumulative;
    double apiCumulative = api.cumulative;
    const auto apiCheaper = [&] { return optionCumulative > apiCumulative * (1.0 - margin); };
    if (apiCheaper())
        return std::nullopt;
    int month = static_cast<int>(option.monthly.size());
    while (month > 1) {
        optionCumulative -= option.monthly[static_cast<std::size_t>(month - 1)];
        apiCumulative -= api.monthly[static_cast<std::size_t>(month - 1)];
        if (apiCheaper())
            break;
        --month;
    }
    return month;
}

} // namespace

MonthlyPriceFactor::MonthlyPriceFactor(double trendPerYear)
    : m_step(std::pow(1.0 + trendPerYear, 1.0 / MONTHS_PER_YEAR))
{ }

double MonthlyPriceFactor::next()
{
    const double factor = m_factor;
    m_factor *= m_step;
    return factor;
}

HybridMonths hybridMonths(const PreparedScenario& scenario, const PreparedHybrid& hybrid)
{
    const PreparedSelfHosted& option = scenario.selfHosted[hybrid.selfHosted];
    const WeekLoad& load = *scenario.weekLoad;
    const HybridPrices today = hybridPrices(scenario, hybrid);
    const bool owned = std::holds_alternative<PreparedOwned>(option.compute);
    MonthlyPriceFactor fleetPrice(option.priceTrendPerYear);
    MonthlyPriceFactor apiPrice(scenario.api[hybrid.api].priceTrendPerYear);
    HybridMonths months;
    HybridFleet kept;
    horizon(scenario, 0.0, [&](TokensPerDay volume) {
        HybridPrices month = today;
        month.fleet.perGpu = today.fleet.perGpu + today.fleet.pricedPerGpu * (fleetPrice.next() - 1.0);
        const double apiFactor = apiPrice.next();
        month.apiPerTokenPerDay *= apiFactor;
        HybridFleet chosen = hybridFleetFor(hybrid, option, load, month, volume);
        if (owned && chosen.fleet.gpus < kept.fleet.gpus)
            chosen = hybridFleetOf(option, load, kept.fleet.gpus, kept.fleet.layout, volume);
        kept = chosen;
        months.gpus.push_back(chosen.fleet.gpus);
        months.layouts.push_back(chosen.fleet.layout);
        // In apiHorizon()'s order, so that a month with no fleet costs exactly the API's month.
        months.apiBills.push_back(today.apiPerTokenPerDay * volume.value() * apiFactor * chosen.overflowShare);
        return 0.0;
    });
    return months;
}

HybridPrices hybridPrices(const PreparedScenario& scenario, const PreparedHybrid& hybrid)
{
    return HybridPrices{fleetCostLine(scenario.selfHosted[hybrid.selfHosted], scenario.staffing, oneTimePerMonth(scenario)),
                        apiUsePerTokenPerDay(scenario, scenario.api[hybrid.api])};
}

std::optional<HybridFleet> hybridFleetAt(const PreparedScenario& scenario, const PreparedHybrid& hybrid,
                                         TokensPerDay tokensPerDay)
{
    const PreparedSelfHosted& option = scenario.selfHosted[hybrid.selfHosted];
    if (!option.feasible())
        return std::nullopt;
    return hybridFleetFor(hybrid, option, *scenario.weekLoad, hybridPrices(scenario, hybrid), tokensPerDay);
}

CostBreakdown hybridMonthlyCost(const PreparedScenario& scenario, const PreparedHybrid& hybrid, const HybridFleet& fleet,
                                TokensPerDay tokensPerDay)
{
    CostBreakdown cost = apiMonth(scenario, scenario.api[hybrid.api], tokensPerDay * fleet.overflowShare);
    if (fleet.fleet.gpus > 0) {
        // A hybrid's self-hosted option reserves nothing (the reader refuses it).
        const CostBreakdown self = selfHostedMonth(scenario, scenario.selfHosted[hybrid.selfHosted], fleet.fleet, 0);
        for (std::size_t item = 0; item < COST_ITEM_COUNT; ++item)
            cost.items[item] += self.items[item];
    }
    return cost;
}

ReservedMonths reservedMonths(const PreparedScenario& scenario, const PreparedSelfHosted& option)
{
    return reservedMonths(scenario, option, 0.0, 0.0);
}

std::optional<CommitmentMonths> commitmentMonths(const PreparedScenario& scenario, OptionRef option)
{
    if (option.kind == OptionKind::Api) {
        const ApiPrices& prices = scenario.api[option.index];
        if (prices.committedMonthlySpend <= 0.0)
            return std::nullopt;
        CommitmentMonths commitment;
        (void)apiHorizon(scenario, prices, commitment);
        return commitment;
    }
    if (option.kind == OptionKind::Hybrid)
        return std::nullopt;
    const PreparedSelfHosted& selfHosted = scenario.selfHosted[option.index];
    if (selfHosted.reservedGpus == 0 || !selfHosted.feasible())
        return std::nullopt;
    return reservedMonths(scenario, selfHosted, 0.0, 0.0).commitment;
}

std::vector<std::int64_t> monthlyFleet(const PreparedScenario& scenario, const PreparedSelfHosted& option)
{
    if (option.reservedGpus > 0)
        return reservedMonths(scenario, option, 0.0, 0.0).fleet;
    std::vector<std::int64_t> fleet;
    fleet.reserve(static_cast<std::size_t>(scenario.horizonMonths));
    FleetWalk walk(option);
    horizon(scenario, 0.0, [&](TokensPerDay volume) {
        fleet.push_back(walk.next(volume));
        return 0.0;
    });
    return fleet;
}

double oneTimePerMonth(const PreparedScenario& scenario)
{
    return scenario.amortizeOneTime ? scenario.oneTimeTotal / scenario.horizonMonths : 0.0;
}

CostBreakdown apiMonth(const PreparedScenario& scenario, const ApiPrices& prices, TokensPerDay tokensPerDay)
{
    const Workload& workload = scenario.scenario->workload;
    return apiMonthlyCost(prices, monthlyTokens(workload, tokensPerDay), workload.batchShare);
}

CostBreakdown selfHostedMonth(const PreparedScenario& scenario, const PreparedSelfHosted& option, const Fleet& fleet,
                              std::int64_t idleReserved)
{
    return selfHostedMonthlyCost(option, scenario.staffing, fleet.gpus, oneTimePerMonth(scenario), idleReserved);
}

double apiUsePerTokenPerDay(const PreparedScenario& scenario, const ApiPrices& prices)
{
    ApiPrices uncommitted = prices;
    uncommitted.committedMonthlySpend = 0.0;
    return apiMonth(scenario, uncommitted, TokensPerDay(1.0)).total();
}

BreakEven breakEven(const PreparedScenario& scenario, std::size_t selfHosted, std::size_t api, double from, double to)
{
    const PreparedSelfHosted& option = scenario.selfHosted[selfHosted];
    BreakEven result{OptionRef{OptionKind::SelfHosted, selfHosted}, api, BreakEvenKind::NoneInRange, 0.0, VolumeRange{from, to}};
    // The API bill is linear in volume: its monthly cost for one token a day.
    const double apiSlope = apiUsePerTokenPerDay(scenario, scenario.api[api]);
    const double apiFloor = scenario.api[api].committedMonthlySpend;
    if (!option.feasible() || apiSlope <= 0.0)
        return result;

    const FleetCostLine line = fleetCostLine(option, scenario.staffing, oneTimePerMonth(scenario));
    const double fixed = line.fixed;
    const double perGpu = line.perGpu;

    // Above some volume self-hosting wins for good. A layout of g GPUs a replica, each replica
    // planned at k tokens a day, puts r replicas on G(r) = max(minimum, ⌈r × g / unit⌉ × unit)
    // ≤ max(minimum, r × g + unit − 1) GPUs. Stair r covers volumes ((r − 1) × k, r × k], and
    // the API can be the cheaper on it only while apiSlope × (r − 1) × k < fixed + perGpu × G(r):
    // up to (fixed + perGpu × minimum) / apiSlope while the minimum fleet holds the replicas,
    // and beyond that only for r < (fixed + apiSlope × k + perGpu × (unit − 1)) / (apiSlope × k −
    // perGpu × g). Whichever layout gives the lowest such volume bounds them all, since the fleet
    // never costs more than that layout's. When every layout's replica costs more than the API
    // bill for the volume it serves, the API is the cheaper at every scale.
    double top = to;
    bool selfHostingCanWin = false;
    for (const PreparedLayout& layout : option.layouts) {
        const double replicaGpus = layout.replica.layout.gpus();
        const double marginalGain = apiSlope * layout.capacityPerDay - perGpu * replicaGpus;
        if (marginalGain <= 0.0)
            continue;
        selfHostingCanWin = true;
        const double lastStair = (fixed + apiSlope * layout.capacityPerDay + perGpu * (option.gpusPerUnit - 1)) / marginalGain;
        const double withinMinimum = line.at(std::max(option.minimumGpus, option.reservedGpus)) / apiSlope;
        top = std::min(top, std::max(withinMinimum, std::ceil(lastStair) * layout.capacityPerDay));
    }
    if (!selfHostingCanWin)
        return result;

    // Walk down from there. A stair is a range of volume over which every layout needs the same
    // replicas: (max of (r − 1) × k, min of r × k] over the layouts' replica counts r. The
    // break-even lies on the highest stair where the API is the cheaper anywhere, c / apiSlope
    // above the stair's start for the stair's cost c. A stair that fails this test leaves nothing
    // to find above c / apiSlope either, since lower stairs cost no more: the walk goes on from
    // there, or from the stair's start, whichever is lower.
    double volume = top;
    double lastApiCheaper = 0.0;
    while (true) {
        const FleetStair stair = fleetStairAt(option, TokensPerDay(volume));
        // A committed spend at or above the stair's cost leaves the API the cheaper nowhere on it.
        const double stairCost = line.at(stair.gpus);
        const double apiCheaperUpTo = apiFloor < stairCost ? stairCost / apiSlope : 0.0;
        if (apiCheaperUpTo > stair.from) {
            lastApiCheaper = std::min(stair.to, apiCheaperUpTo);
            break;
        }
        if (stair.from <= from)
            break;
        volume = std::min(apiCheaperUpTo, stair.from);
    }
    if (lastApiCheaper >= to)
        return result;
    if (lastApiCheaper < from) {
        result.kind = BreakEvenKind::AlwaysCheaper;
        result.tokensPerDay = from;
        return result;
    }
    result.kind = BreakEvenKind::Within;
    result.tokensPerDay = lastApiCheaper;
    return result;
}

std::optional<BreakEven> hybridBreakEven(const PreparedScenario& scenario, std::size_t hybrid, double from, double to)
{
    const PreparedHybrid& plan = scenario.hybrids[hybrid];
    const PreparedSelfHosted& option = scenario.selfHosted[plan.selfHosted];
    if (!option.feasible() || plan.servedHourPercentile)
        return std::nullopt;
    BreakEven result{OptionRef{OptionKind::Hybrid, hybrid}, plan.api, BreakEvenKind::NoneInRange, 0.0, VolumeRange{from, to}};
    const HybridPrices prices = hybridPrices(scenario, plan);
    // Cheaper than the API alone by more than the rounding of two ways of pricing the same bill.
    const auto cheaper = [&](double volume) {
        const TokensPerDay tokensPerDay(volume);
        const HybridFleet fleet = hybridFleetFor(plan, option, *scenario.weekLoad, prices, tokensPerDay);
        const double api = prices.apiPerTokenPerDay * volume;
        return api - hybridMonthlyTotal(prices, fleet, tokensPerDay) > SAVING_TOLERANCE * api;
    };
    if (!cheaper(to))
        return result;
    if (cheaper(from)) {
        result.kind = BreakEvenKind::AlwaysCheaper;
        result.tokensPerDay = from;
        return result;
    }
    // Bisection on the log of the volume: the API alone at `low`, the plan cheaper at `high`.
    double low = from;
    double high = to;
    while (high / low > 1.0 + BISECTION_PRECISION) {
        const double middle = std::sqrt(low * high);
        (cheaper(middle) ? high : low) = middle;
    }
    result.kind = BreakEvenKind::Within;
    result.tokensPerDay = high;
    return result;
}

std::string_view crossoverComparison(OptionRef option)
{
    return option.kind == OptionKind::Hybrid ? "below" : "at or below";
}

std::string_view breakEvenSubject(OptionRef option)
{
    return option.kind == OptionKind::Hybrid ? "the hybrid plan" : "self-hosting";
}

const HorizonSeries& horizonOf(const Evaluation& evaluation, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted:
        return evaluation.selfHostedHorizon[option.index];
    case OptionKind::Api:
        return evaluation.apiHorizon[option.index];
    case OptionKind::Hybrid:
        break;
    }
    return evaluation.hybridHorizon[option.index];
}

const BreakEven* findBreakEven(const Evaluation& evaluation, OptionRef option, std::size_t api)
{
    const auto found = std::ranges::find_if(
        evaluation.breakEvens, [&](const BreakEven& breakEven) { return breakEven.option == option && breakEven.api == api; });
    return found == evaluation.breakEvens.end() ? nullptr : &*found;
}

std::optional<HorizonSeries> optionHorizon(const PreparedScenario& scenario, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::Api:
        return apiHorizon(scenario, scenario.api[option.index]);
    case OptionKind::SelfHosted:
        if (!scenario.selfHosted[option.index].feasible())
            return std::nullopt;
        return selfHostedHorizon(scenario, scenario.selfHosted[option.index]);
    case OptionKind::Hybrid:
        if (!scenario.selfHosted[scenario.hybrids[option.index].selfHosted].feasible())
            return std::nullopt;
        return hybridHorizon(scenario, scenario.hybrids[option.index]);
    }
    return std::nullopt;
}

Evaluation evaluate(const PreparedScenario& scenario)
{
    const Workload& workload = scenario.scenario->workload;
    Evaluation evaluation;
    evaluation.monthlyTokens = monthlyTokens(workload, scenario.tokensPerDay).total();
    evaluation.volumes = volumeRange(scenario);
    for (const PreparedSelfHosted& option : scenario.selfHosted) {
        SelfHostedEvaluation result;
        result.feasible = option.feasible();
        if (result.feasible) {
            result.fleet = fleetFor(option, scenario.tokensPerDay);
            result.replicasNeeded = replicasNeeded(option.layouts[result.fleet.layout], scenario.tokensPerDay.value());
            result.idleReservedGpus = idleReservedGpus(option, scenario.tokensPerDay);
            result.layoutChoice = layoutChoiceReason(option, scenario.tokensPerDay);
            result.utilization = fleetUtilization(option, result.fleet, scenario.tokensPerDay);
            result.monthly = selfHostedMonth(scenario, option, result.fleet, result.idleReservedGpus);
            evaluation.selfHostedHorizon.push_back(selfHostedHorizon(scenario, option));
        } else {
            evaluation.selfHostedHorizon.emplace_back();
        }
        evaluation.selfHosted.push_back(result);
    }
    for (const ApiPrices& prices : scenario.api) {
        evaluation.api.push_back(apiMonth(scenario, prices, scenario.tokensPerDay));
        evaluation.apiHorizon.push_back(apiHorizon(scenario, prices));
    }
    for (const PreparedHybrid& hybrid : scenario.hybrids) {
        HybridEvaluation result;
        if (const std::optional<HybridFleet> fleet = hybridFleetAt(scenario, hybrid, scenario.tokensPerDay)) {
            const PreparedSelfHosted& option = scenario.selfHosted[hybrid.selfHosted];
            result.feasible = true;
            result.fleet = *fleet;
            if (fleet->fleet.replicas > 0)
                result.utilization = fleetUtilization(option, fleet->fleet, scenario.tokensPerDay * (1.0 - fleet->overflowShare));
            result.monthly = hybridMonthlyCost(scenario, hybrid, *fleet, scenario.tokensPerDay);
            evaluation.hybridHorizon.push_back(hybridHorizon(scenario, hybrid));
        } else {
            evaluation.hybridHorizon.emplace_back();
        }
        evaluation.hybrids.push_back(result);
    }
    for (std::size_t selfHosted = 0; selfHosted < scenario.selfHosted.size(); ++selfHosted) {
        if (!evaluation.selfHosted[selfHosted].feasible)
            continue;
        for (std::size_t api = 0; api < scenario.api.size(); ++api) {
            evaluation.breakEvens.push_back(breakEven(scenario, selfHosted, api, evaluation.volumes.from, evaluation.volumes.to));
            evaluation.crossovers.push_back(
                Crossover{OptionRef{OptionKind::SelfHosted, selfHosted}, api,
                          crossoverMonth(evaluation.selfHostedHorizon[selfHosted], evaluation.apiHorizon[api], 0.0)});
        }
    }
    for (std::size_t hybrid = 0; hybrid < scenario.hybrids.size(); ++hybrid) {
        if (const std::optional<BreakEven> found
            = hybridBreakEven(scenario, hybrid, evaluation.volumes.from, evaluation.volumes.to)) {
            evaluation.breakEvens.push_back(*found);
            evaluation.crossovers.push_back(
                Crossover{found->option, found->api,
                          crossoverMonth(evaluation.hybridHorizon[hybrid], evaluation.apiHorizon[found->api], SAVING_TOLERANCE)});
        }
    }
    return evaluation;
}

VolumeRange volumeRange(const PreparedScenario& scenario)
{
    return volumeRange(scenario.tokensPerDay.value(), scenario.monthlyGrowth, scenario.horizonMonths);
}

std::vector<SweepPoint> sweep(const PreparedScenario& scenario, double from, double to, int points)
{
    std::vector<SweepPoint> result;
    result.reserve(static_cast<std::size_t>(points));
    // Spaced in powers of ten, so that whole decades come out exact (10^7, not 9,999,999.999…).
    const double firstExponent = std::log10(from);
    const double step = points > 1 ? (std::log10(to) - firstExponent) / (points - 1) : 0.0;
    for (int index = 0; index < points; ++index) {
        SweepPoint point;
        point.tokensPerDay = index == 0 ? from : index + 1 == points ? to : std::pow(10.0, firstExponent + step * index);
        const TokensPerDay volume(point.tokensPerDay);
        const auto add = [&](OptionKind kind, std::size_t count) {
            for (std::size_t option = 0; option < count; ++option)
                point.monthly.push_back(monthlyTotal(scenario, OptionRef{kind, option}, volume).value_or(0.0));
        };
        add(OptionKind::SelfHosted, scenario.selfHosted.size());
        add(OptionKind::Api, scenario.api.size());
        add(OptionKind::Hybrid, scenario.hybrids.size());
        result.push_back(std::move(point));
    }
    return result;
}

} // namespace tco
