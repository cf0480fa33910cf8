#include "cost/PreparedScenario.h"

#include "catalog/Catalog.h"
#include "cost/CurrencyConverter.h"
#include "cost/SizingMemo.h"
#include "model/ParameterCount.h"
#include "scenario/Resolve.h"
#include "sizing/Precision.h"
#include "units/Time.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>

namespace tco {
namespace {

constexpr double MONTHS_PER_YEAR = 12.0;
constexpr double SECONDS_PER_HOUR = 3'600.0;
/// Training runs a forward and a backward pass: 2 + 4 operations per parameter and token.
constexpr double TRAINING_OPERATIONS_PER_PARAMETER = 6.0;

int roundUpToUnits(int gpus, int unit)
{
    return (gpus + unit - 1) / unit * unit;
}

CommitmentTerms commitmentTerms(int months, CommitmentPayment payment)
{
    return CommitmentTerms{months, payment == CommitmentPayment::Upfront};
}

PreparedRented prepareRented(const RentedCompute& rented, const CloudPrice* offer, const CurrencyConverter& converter)
{
    PreparedRented prepared;
    prepared.pricePerGpuHour = converter.toDisplay(listPricePerGpuHour(rented, offer)) * (1.0 - rented.discount);
    if (rented.commitment) {
        if (rented.commitment->abovePerGpuHour)
            prepared.abovePerGpuHour = converter.toDisplay(*rented.commitment->abovePerGpuHour);
        prepared.reservation = commitmentTerms(rented.commitment->termMonths, rented.commitment->payment);
    }
    prepared.hoursPerDay = rented.hoursPerDay;
    prepared.interruptionOverhead = effectivePricing(rented, offer) == Pricing::Spot ? rented.spotInterruptionOverhead : 0.0;
    prepared.extraCostShare = rented.extraCostShare;
    return prepared;
}

PreparedOwned prepareOwned(const OwnedCompute& owned, const GpuSpec& gpu, const CurrencyConverter& converter)
{
    PreparedOwned prepared;
    prepared.serverCapex = converter.toDisplay(owned.serverPrice) * (1.0 + owned.networkingShare);
    prepared.lifeMonths = owned.lifeYears * MONTHS_PER_YEAR;
    prepared.residualValueShare = owned.residualValueShare;
    prepared.depreciation = owned.depreciation;
    prepared.decliningBalanceFactor = owned.decliningBalanceFactor;
    prepared.monthlyCostOfCapital = owned.costOfCapitalPerYear / MONTHS_PER_YEAR;
    prepared.powerPricePerKwh = converter.toDisplay(owned.powerPricePerKwh);
    prepared.powerUsageEffectiveness = owned.powerUsageEffectiveness;
    // Validation refuses owning a GPU without a TDP.
    prepared.serverPower = gpu.tdp.value_or(Watts(0.0)) * gpu.gpusPerServer + owned.serverOverhead;
    prepared.colocationPerKwMonth = converter.toDisplay(owned.colocationPerKwMonth);
    prepared.maintenanceSharePerYear = owned.maintenanceSharePerYear;
    return prepared;
}

/// The catalog offer a self-hosted option rents, if it rents one from the catalog.
const CloudPrice* cloudOfferOf(const SelfHostedOption& option, const Catalog& catalog)
{
    const auto* rented = std::get_if<RentedCompute>(&option.compute);
    return rented != nullptr ? cloudOfferOf(*rented, catalog) : nullptr;
}

/// Rented capacity comes in instances of its catalog offer's size (one GPU when the price is
/// typed in); owned capacity in servers.
int unitOf(const SelfHostedOption& option, const GpuSpec& gpu, const CloudPrice* offer)
{
    if (std::holds_alternative<RentedCompute>(option.compute))
        return offer != nullptr ? offer->gpusPerInstance : 1;
    return gpu.gpusPerServer;
}

SizingRequest sizingRequest(const Scenario& scenario, const SelfHostedOption& option, const ModelSpec& model, const GpuSpec& gpu)
{
    SizingRequest request;
    request.model = &model;
    request.gpu = &gpu;
    request.weights = scenario.model.weights;
    request.kvCache = scenario.model.kvCache;
    request.shape = RequestShape{scenario.workload.inputTokensPerRequest, scenario.workload.outputTokensPerRequest};
    request.batch = BatchTarget{BatchPolicy::PerUserSpeed, 0.0, scenario.workload.outputTokensPerSecondPerUser,
                                scenario.workload.timeToFirstToken};
    request.assumptions = option.serving;
    return request;
}

/// Each replica planned at its share of the busiest hour: of those a fleet can be built of, the
/// feasible ones; when there is none, the first one's infeasible sizing says why.
std::vector<PreparedLayout> plannedLayouts(std::vector<SizingResult> replicas, const SizingRequest& request, double peakFactor)
{
    std::vector<PreparedLayout> layouts;
    layouts.reserve(replicas.size());
    std::optional<SizingResult> firstInfeasible;
    for (SizingResult& replica : replicas) {
        const double capacity = replica.feasible ? plannedTokensPerDay(replica, peakFactor, request.assumptions) : 0.0;
        if (replica.feasible && !servesEnoughForAFleet(replica, capacity))
            replica = tooLittleForAFleet(std::move(replica));
        if (replica.feasible)
            layouts.push_back(PreparedLayout{std::move(replica), capacity});
        else if (!firstInfeasible)
            firstInfeasible = std::move(replica);
    }
    if (layouts.empty())
        layouts.push_back(PreparedLayout{std::move(*firstInfeasible), 0.0});
    return layouts;
}

} // namespace

double fineTuningCost(const FineTuning& run, const ModelSpec& model, const GpuSpec& gpu, double pricePerGpuHour)
{
    const Operations work(run.trainingTokens.value() * TRAINING_OPERATIONS_PER_PARAMETER
                          * activeParameters(model, countParameters(model)));
    const Seconds duration = work / (peakThroughput(gpu, Precision::Bf16) * run.computeUtilization * run.gpus);
    return duration.value() / SECONDS_PER_HOUR * run.gpus * pricePerGpuHour;
}

PreparedScenario prepareWithoutOptions(const Scenario& scenario, const Catalog& catalog)
{
    const CurrencyConverter converter(scenario.currency);
    PreparedScenario prepared;
    prepared.scenario = &scenario;
    prepared.tokensPerDay = scenario.workload.tokensPerDay;
    prepared.monthlyGrowth = scenario.workload.monthlyGrowth;
    prepared.horizonMonths = scenario.horizonMonths;
    prepared.discountRatePerYear = scenario.discountRatePerYear;
    prepared.staffing = PreparedStaffing{scenario.staffing.baseFte, scenario.staffing.gpusPerAdditionalFte,
                                         converter.toDisplay(scenario.staffing.monthlyCostPerFte)};
    prepared.oneTimeTotal = converter.toDisplay(scenario.oneTime.setup) + converter.toDisplay(scenario.oneTime.migration);
    if (const auto& run = scenario.oneTime.fineTuning) {
        prepared.oneTimeTotal += fineTuningCost(*run, *catalog.model(scenario.model.id), *catalog.gpu(run->gpuId),
                                                converter.toDisplay(run->pricePerGpuHour));
    }
    prepared.amortizeOneTime = scenario.oneTime.amortizeOverHorizon;
    return prepared;
}

std::optional<WeekLoad> weekLoadOf(const Scenario& scenario, const Catalog& catalog)
{
    const LoadShape* shape = loadShapeOf(scenario, catalog);
    return shape != nullptr ? std::optional<WeekLoad>(std::in_place, *shape) : std::nullopt;
}

double busiestHourOverAverage(const Scenario& scenario, const Catalog& catalog)
{
    const LoadShape* shape = loadShapeOf(scenario, catalog);
    return shape != nullptr ? peakOverAverage(*shape) : scenario.workload.peakToAverage;
}

PreparedHybrid prepareHybrid(const Scenario& scenario, const Catalog& catalog, std::size_t index)
{
    const HybridOption& hybrid = scenario.hybrids[index];
    PreparedHybrid prepared;
    prepared.selfHosted = static_cast<std::size_t>(
        std::ranges::find(scenario.selfHosted, hybrid.selfHosted, &SelfHostedOption::name) - scenario.selfHosted.begin());
    prepared.api = static_cast<std::size_t>(std::ranges::find(scenario.apiOffers, hybrid.apiOffer, &ApiOffer::name)
                                            - scenario.apiOffers.begin());
    if (hybrid.gpus) {
        const SelfHostedOption& option = scenario.selfHosted[prepared.selfHosted];
        prepared.gpus = roundUpToUnits(*hybrid.gpus, unitOf(option, *catalog.gpu(option.gpuId), cloudOfferOf(option, catalog)));
    }
    prepared.servedHourPercentile = hybrid.servedHourPercentile;
    return prepared;
}

bool sameSizing(const PreparedSelfHosted& a, const PreparedSelfHosted& b)
{
    return a.sizing == b.sizing && a.peakFactor == b.peakFactor;
}

std::vector<ServingLayout> servingLayoutsOf(const PreparedSelfHosted& option)
{
    std::vector<ServingLayout> layouts;
    for (const PreparedLayout& layout : option.layouts)
        layouts.push_back(layout.replica.layout);
    return layouts;
}

PreparedSelfHosted prepareSelfHosted(const Scenario& scenario, const Catalog& catalog, std::size_t index,
                                     std::span<const PreparedSelfHosted> sized, KeptServingLayouts* layoutsToKeep)
{
    const SelfHostedOption& option = scenario.selfHosted[index];
    const GpuSpec& gpu = *catalog.gpu(option.gpuId);
    const CurrencyConverter converter(scenario.currency);
    // Looked up once: a Monte Carlo prepares an option for every sample.
    const CloudPrice* offer = cloudOfferOf(option, catalog);
    PreparedSelfHosted prepared;
    prepared.gpusPerUnit = unitOf(option, gpu, offer);
    prepared.minimumGpus = option.gpus ? roundUpToUnits(*option.gpus, prepared.gpusPerUnit) : 0;
    prepared.softwarePerGpuMonth = converter.toDisplay(option.softwarePerGpuYear) / MONTHS_PER_YEAR;
    prepared.otherPerMonth = converter.toDisplay(option.otherPerMonth);
    prepared.priceTrendPerYear = option.priceTrendPerYear;
    double hoursPerDay = HOURS_PER_DAY;
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
        prepared.compute = prepareRented(*rented, offer, converter);
        hoursPerDay = rented->hoursPerDay;
        if (rented->commitment)
            prepared.reservedGpus = roundUpToUnits(rented->commitment->gpus, prepared.gpusPerUnit);
    } else {
        prepared.compute = prepareOwned(std::get<OwnedCompute>(option.compute), gpu, converter);
    }
    prepared.runningHoursPerDay = hoursPerDay;
    // A day's tokens served in fewer hours arrive at least that much faster than the day's average.
    prepared.peakFactor = std::max(busiestHourOverAverage(scenario, catalog), HOURS_PER_DAY / hoursPerDay);
    prepared.sizing = sizingRequest(scenario, option, *catalog.model(scenario.model.id), gpu);
    // The layouts depend on nothing else, and sizing them is most of the work of preparing.
    const auto same = std::ranges::find_if(sized, [&](const PreparedSelfHosted& other) { return sameSizing(other, prepared); });
    if (same != sized.end())
        prepared.layouts = same->layouts;
    else if (layoutsToKeep != nullptr)
        prepared.layouts = plannedLayouts(layoutsToKeep->size(prepared.sizing), prepared.sizing, prepared.peakFactor);
    else
        prepared.layouts = plannedLayouts(feasibleLayouts(prepared.sizing), prepared.sizing, prepared.peakFactor);
    return prepared;
}

ApiPrices prepareApiOffer(const Scenario& scenario, const Catalog& catalog, std::size_t index)
{
    const CurrencyConverter converter(scenario.currency);
    const ApiOffer& offer = scenario.apiOffers[index];
    const ApiTariff tariff = resolveTariff(offer, catalog);
    ApiPrices prices;
    prices.input = converter.toDisplay(tariff.input);
    prices.cachedInput = converter.toDisplay(tariff.cachedInput);
    prices.cacheWrite = converter.toDisplay(tariff.cacheWrite);
    prices.output = converter.toDisplay(tariff.output);
    prices.batchDiscount = tariff.batchDiscount;
    prices.committedSpendDiscount = tariff.committedSpendDiscount;
    prices.priceTrendPerYear = offer.priceTrendPerYear;
    if (offer.commitment) {
        prices.committedMonthlySpend = converter.toDisplay(offer.commitment->monthlySpend);
        prices.commitment = commitmentTerms(offer.commitment->termMonths, offer.commitment->payment);
    }
    return prices;
}

PreparedScenario prepareScenario(const Scenario& scenario, const Catalog& catalog)
{
    // Options often differ only in how the GPUs are paid for: they share one sizing.
    SizingMemo options(scenario.selfHosted.size());
    return prepareScenario(scenario, catalog, options);
}

PreparedScenario prepareScenario(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo)
{
    PreparedScenario prepared = prepareWithoutOptions(scenario, catalog);
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        prepared.selfHosted.push_back(prepareSelfHosted(scenario, catalog, index, memo.entries()));
        memo.remember(prepared.selfHosted.back());
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index)
        prepared.api.push_back(prepareApiOffer(scenario, catalog, index));
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index)
        prepared.hybrids.push_back(prepareHybrid(scenario, catalog, index));
    if (!prepared.hybrids.empty())
        prepared.weekLoad = weekLoadOf(scenario, catalog);
    return prepared;
}

} // namespace tco
