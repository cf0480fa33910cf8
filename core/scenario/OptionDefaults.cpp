#include "scenario/OptionDefaults.h"

#include "catalog/Catalog.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace tco {
namespace {

/// Cost facts the owned defaults start from.
constexpr const char* LIFE_FACT = "depr-neocloud";
constexpr const char* PUE_FACT = "pue-global-avg-2025";
constexpr const char* POWER_PRICE_FACT = "power-us-industrial-avg";
constexpr const char* NETWORKING_FACT = "network-share-cluster";
/// About the US industrial average POWER_PRICE_FACT records, for a catalog without it.
constexpr double DEFAULT_POWER_PRICE_USD_PER_KWH = 0.10;

constexpr double DEFAULT_TRAINING_TOKENS = 1e9;
constexpr int DEFAULT_TRAINING_GPUS = 8;

/// The middle amount (the upper of the two middle ones for an even count); nothing for none.
std::optional<Money> median(std::vector<Money> values)
{
    if (values.empty())
        return std::nullopt;
    const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::ranges::nth_element(values, middle, {}, &Money::amount);
    return *middle;
}

double factValue(const Catalog& catalog, const char* id, double fallback)
{
    const CostFact* fact = catalog.costFact(id);
    return fact != nullptr ? fact->value : fallback;
}

} // namespace

const CloudPrice* cloudOfferFor(const Catalog& catalog, std::string_view gpuId, Pricing pricing)
{
    const CloudPrice* any = nullptr;
    for (const CloudPrice& price : catalog.cloudPrices) {
        if (price.gpuId != gpuId)
            continue;
        if (price.pricing == pricing)
            return &price;
        if (any == nullptr)
            any = &price;
    }
    return any;
}

Money onDemandPricePerGpuHour(const Catalog& catalog, std::string_view gpuId)
{
    if (const CloudPrice* offer = cloudOfferFor(catalog, gpuId))
        return offer->perGpuHour;
    std::vector<Money> prices;
    for (const CloudPrice& price : catalog.cloudPrices) {
        if (price.pricing == Pricing::OnDemand)
            prices.push_back(price.perGpuHour);
    }
    return median(std::move(prices)).value_or(Money{});
}

RentedCompute defaultRentedCompute(const Catalog& catalog, std::string_view gpuId)
{
    RentedCompute rented;
    if (const CloudPrice* offer = cloudOfferFor(catalog, gpuId)) {
        rented.cloudPriceId = offer->id;
        return rented;
    }
    rented.pricePerGpuHour = onDemandPricePerGpuHour(catalog, gpuId);
    rented.pricing = Pricing::OnDemand;
    return rented;
}

OwnedCompute defaultOwnedCompute(const Catalog& catalog, std::string_view gpuId)
{
    const GpuSpec* gpu = catalog.gpu(gpuId);
    std::optional<Money> perGpu = gpu != nullptr ? gpu->listPrice : std::nullopt;
    if (!perGpu) {
        std::vector<Money> prices;
        for (const GpuSpec& other : catalog.gpus) {
            if (other.listPrice)
                prices.push_back(*other.listPrice);
        }
        perGpu = median(std::move(prices));
    }
    const int gpusPerServer = gpu != nullptr ? gpu->gpusPerServer : 1;
    OwnedCompute owned;
    owned.serverPrice = Money{perGpu.value_or(Money{}).amount * gpusPerServer, perGpu.value_or(Money{}).currency};
    owned.lifeYears = factValue(catalog, LIFE_FACT, owned.lifeYears);
    owned.powerPricePerKwh = Money{factValue(catalog, POWER_PRICE_FACT, DEFAULT_POWER_PRICE_USD_PER_KWH), Currency::usd()};
    owned.powerUsageEffectiveness = factValue(catalog, PUE_FACT, owned.powerUsageEffectiveness);
    owned.networkingShare = factValue(catalog, NETWORKING_FACT, owned.networkingShare);
    return owned;
}

FineTuning defaultFineTuning(const Catalog& catalog, std::string_view gpuId)
{
    FineTuning run;
    run.trainingTokens = Tokens(DEFAULT_TRAINING_TOKENS);
    run.gpuId = std::string(gpuId);
    run.gpus = DEFAULT_TRAINING_GPUS;
    run.pricePerGpuHour = onDemandPricePerGpuHour(catalog, gpuId);
    return run;
}

std::string startingGpu(const Scenario& scenario, const Catalog& catalog)
{
    if (!scenario.selfHosted.empty())
        return scenario.selfHosted.back().gpuId;
    if (!catalog.cloudPrices.empty())
        return catalog.cloudPrices.front().gpuId;
    return catalog.gpus.empty() ? std::string() : catalog.gpus.front().id;
}

const ApiPrice* startingApiPrice(const Scenario& scenario, const Catalog& catalog)
{
    const auto serving = std::ranges::find(catalog.apiPrices, std::optional(scenario.model.id), &ApiPrice::servesModel);
    if (serving != catalog.apiPrices.end())
        return &*serving;
    return catalog.apiPrices.empty() ? nullptr : &catalog.apiPrices.front();
}

} // namespace tco
