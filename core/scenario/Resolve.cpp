#include "scenario/Resolve.h"

#include "catalog/Catalog.h"

#include <cassert>

namespace tco {

ApiTariff resolveTariff(const ApiOffer& offer, const Catalog& catalog)
{
    const ApiPrice* listed = offer.apiPriceId.empty() ? nullptr : catalog.apiPrice(offer.apiPriceId);
    assert(listed != nullptr || (offer.inputPerMillionTokens && offer.outputPerMillionTokens));
    const auto pick = [&](const std::optional<Money>& typedIn, const std::optional<Money>& fromCatalog, const Money& otherwise) {
        return typedIn ? *typedIn : fromCatalog.value_or(otherwise);
    };
    ApiTariff tariff;
    tariff.input = offer.inputPerMillionTokens ? *offer.inputPerMillionTokens : listed->inputPerMillionTokens;
    tariff.output = offer.outputPerMillionTokens ? *offer.outputPerMillionTokens : listed->outputPerMillionTokens;
    tariff.cachedInput
        = pick(offer.cachedInputPerMillionTokens, listed ? listed->cachedInputPerMillionTokens : std::nullopt, tariff.input);
    tariff.cacheWrite
        = pick(offer.cacheWritePerMillionTokens, listed ? listed->cacheWritePerMillionTokens : std::nullopt, tariff.input);
    tariff.batchDiscount = offer.batchDiscount.value_or(listed ? listed->batchDiscount.value_or(0.0) : 0.0);
    tariff.committedSpendDiscount = offer.committedSpendDiscount;
    return tariff;
}

const CloudPrice* cloudOfferOf(const RentedCompute& rented, const Catalog& catalog)
{
    return rented.cloudPriceId.empty() ? nullptr : catalog.cloudPrice(rented.cloudPriceId);
}

Money listPricePerGpuHour(const RentedCompute& rented, const Catalog& catalog)
{
    return listPricePerGpuHour(rented, cloudOfferOf(rented, catalog));
}

Money listPricePerGpuHour(const RentedCompute& rented, const CloudPrice* offer)
{
    if (rented.pricePerGpuHour)
        return *rented.pricePerGpuHour;
    assert(offer != nullptr);
    return offer->perGpuHour;
}

const LoadShape* loadShapeOf(const Scenario& scenario, const Catalog& catalog)
{
    const std::optional<LoadProfileChoice>& choice = scenario.workload.loadProfile;
    if (!choice)
        return nullptr;
    if (choice->id.empty())
        return &choice->shape;
    const LoadProfile* profile = catalog.loadProfile(choice->id);
    return profile != nullptr ? &profile->shape : nullptr;
}

Pricing effectivePricing(const RentedCompute& rented, const Catalog& catalog)
{
    return effectivePricing(rented, cloudOfferOf(rented, catalog));
}

Pricing effectivePricing(const RentedCompute& rented, const CloudPrice* offer)
{
    if (rented.pricing)
        return *rented.pricing;
    assert(offer != nullptr);
    return offer->pricing;
}

} // namespace tco
