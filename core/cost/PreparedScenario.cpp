#include "cost/PreparedScenario.h"

#include "catalog/Catalog.h"
#include "cost/CurrencyConverter.h"
#include "model/ParameterCount.h"
#include "scenario/Resolve.h"
#include "sizing/Precision.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace tco {
namespace {

constexpr double MONTHS_PER_YEAR = 12.0;
constexpr double HOURS_PER_DAY = 24.0;
constexpr double SECONDS_PER_HOUR = 3'600.0;
/// Training runs a forward and a backward pass: 2 + 4 operations per parameter and token.
constexpr double TRAINING_OPERATIONS_PER_PARAMETER = 6.0;

int roundUpToUnits(int gpus, int unit)
{
    return (gpus + unit - 1) / unit * unit;
}

PreparedRented prepareRented(const RentedCompute& rented, const Catalog& catalog, const CurrencyConverter& converter)
{
    PreparedRented prepared;
    prepared.pricePerGpuHour = converter.toDisplay(listPricePerGpuHour(rented, catalog)) * (1.0 - rented.discount);
    prepared.hoursPerDay = rented.hoursPerDay;
    prepared.interruptionOverhead = effectivePricing(rented, catalog) == Pricing::Spot ? rented.spotInterruptionOverhead : 0.0;
    prepared.extraCostShare = rented.extraCostShare;
    return prepared;
}

PreparedOwned prepareOwned(const OwnedCompute& owned, const GpuSpec& gpu, const CurrencyConverter& converter)
{
    PreparedOwned prepared;
    prepared.serverCapex = converter.toDisplay(owned.serverPrice) * (1.0 + owned.networkingShare);
    prepared.lifeMonths = owned.lifeYears * MONTHS_PER_YEAR;
    prepared.residualValueShare = owned.residualValueShare;
    prepared.monthlyCostOfCapital = owned.costOfCapitalPerYear / MONTHS_PER_YEAR;
    prepared.powerPricePerKwh = converter.toDisplay(owned.powerPricePerKwh);
    prepared.powerUsageEffectiveness = owned.powerUsageEffectiveness;
    // Validation refuses owning a GPU without a TDP.
    prepared.serverPower = gpu.tdp.value_or(Watts(0.0)) * gpu.gpusPerServer + owned.serverOverhead;
    prepared.colocationPerKwMonth = converter.toDisplay(owned.colocationPerKwMonth);
    prepared.maintenanceSharePerYear = owned.maintenanceSharePerYear;
    return prepared;
}

/// Rented capacity comes in instances of a catalog offer's size (one GPU when the price is
/// typed in); owned capacity in servers.
int unitOf(const SelfHostedOption& option, const GpuSpec& gpu, const Catalog& catalog)
{
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
        const CloudPrice* offer = catalog.cloudPrice(rented->cloudPriceId);
        return offer != nullptr ? offer->gpusPerInstance : 1;
    }
    return gpu.gpusPerServer;
}

/// Whether replicas of `smaller` (layouts come smallest first) fill `wider`'s GPUs exactly and
/// serve at least as much: then no fleet would ever be built of `wider`, whatever the volume.
bool outserves(const PreparedLayout& smaller, const PreparedLayout& wider)
{
    const int smallGpus = smaller.replica.layout.gpus();
    const int wideGpus = wider.replica.layout.gpus();
    return wideGpus % smallGpus == 0 && wideGpus / smallGpus * smaller.capacityPerDay >= wider.capacityPerDay;
}

SizingRequest sizingRequest(const Scenario& scenario, const SelfHostedOption& option, const ModelSpec& model, const GpuSpec& gpu)
{
    SizingRequest request;
    request.model = &model;
    request.gpu = &gpu;
    request.weights = scenario.model.weights;
    request.kvCache = scenario.model.kvCache;
    request.shape = RequestShape{scenario.workload.inputTokensPerRequest, scenario.workload.outputTokensPerRequest};
    request.batch = BatchTarget{BatchPolicy::PerUserSpeed, 0.0, scenario.workload.outputTokensPerSecondPerUser};
    request.assumptions = option.serving;
    return request;
}

/// Sizes an option's layouts, reusing those of an earlier option with the same request: options
/// often differ only in how the GPUs are paid for.
std::vector<SizingResult> layoutsFor(const SizingRequest& request, std::span<const PreparedSelfHosted> earlier)
{
    for (const PreparedSelfHosted& option : earlier) {
        if (option.sizing == request) {
            std::vector<SizingResult> layouts;
            for (const PreparedLayout& layout : option.layouts)
                layouts.push_back(layout.replica);
            return layouts;
        }
    }
    return feasibleLayouts(request);
}

PreparedSelfHosted prepareSelfHosted(const Scenario& scenario, const SelfHostedOption& option, const Catalog& catalog,
                                     const CurrencyConverter& converter, std::span<const PreparedSelfHosted> earlier)
{
    const GpuSpec& gpu = *catalog.gpu(option.gpuId);
    PreparedSelfHosted prepared;
    prepared.gpusPerUnit = unitOf(option, gpu, catalog);
    prepared.minimumGpus = option.gpus ? roundUpToUnits(*option.gpus, prepared.gpusPerUnit) : 0;
    prepared.softwarePerGpuMonth = converter.toDisplay(option.softwarePerGpuYear) / MONTHS_PER_YEAR;
    prepared.otherPerMonth = converter.toDisplay(option.otherPerMonth);
    double hoursPerDay = HOURS_PER_DAY;
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
        prepared.compute = prepareRented(*rented, catalog, converter);
        hoursPerDay = rented->hoursPerDay;
    } else {
        prepared.compute = prepareOwned(std::get<OwnedCompute>(option.compute), gpu, converter);
    }
    prepared.runningHoursPerDay = hoursPerDay;
    // A day's tokens served in fewer hours arrive at least that much faster than the day's average.
    prepared.peakFactor = std::max(scenario.workload.peakToAverage, HOURS_PER_DAY / hoursPerDay);
    prepared.sizing = sizingRequest(scenario, option, *catalog.model(scenario.model.id), gpu);
    for (SizingResult& replica : layoutsFor(prepared.sizing, earlier)) {
        const double capacity = replica.feasible ? plannedTokensPerDay(replica, prepared.peakFactor, option.serving) : 0.0;
        const PreparedLayout layout{std::move(replica), capacity};
        if (std::ranges::none_of(prepared.layouts, [&](const PreparedLayout& smaller) { return outserves(smaller, layout); }))
            prepared.layouts.push_back(layout);
    }
    return prepared;
}

ApiPrices prepareApi(const ApiOffer& offer, const Catalog& catalog, const CurrencyConverter& converter)
{
    const ApiTariff tariff = resolveTariff(offer, catalog);
    return ApiPrices{converter.toDisplay(tariff.input),       converter.toDisplay(tariff.cachedInput), converter.toDisplay(tariff.cacheWrite),
                     converter.toDisplay(tariff.output),      tariff.batchDiscount,                    tariff.committedSpendDiscount};
}

} // namespace

double fineTuningCost(const FineTuning& run, const ModelSpec& model, const GpuSpec& gpu, double pricePerGpuHour)
{
    const Operations work(run.trainingTokens.value() * TRAINING_OPERATIONS_PER_PARAMETER * activeParameters(model, countParameters(model)));
    const Seconds duration = work / (peakThroughput(gpu, Precision::Bf16) * run.computeUtilization * run.gpus);
    return duration.value() / SECONDS_PER_HOUR * run.gpus * pricePerGpuHour;
}

PreparedScenario prepareScenario(const Scenario& scenario, const Catalog& catalog)
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
    for (const SelfHostedOption& option : scenario.selfHosted)
        prepared.selfHosted.push_back(prepareSelfHosted(scenario, option, catalog, converter, prepared.selfHosted));
    for (const ApiOffer& offer : scenario.apiOffers)
        prepared.api.push_back(prepareApi(offer, catalog, converter));
    return prepared;
}

} // namespace tco
