#include "scenario/Resolve.h"

#include "catalog/Catalog.h"

#include <catch2/catch.hpp>

using namespace tco;

namespace {

Money usd(double amount)
{
    return Money{amount, Currency::usd()};
}

Catalog catalogWithOneOfEach()
{
    Catalog catalog;
    ApiPrice plain;
    plain.id = "plain";
    plain.inputPerMillionTokens = usd(3.0);
    plain.outputPerMillionTokens = usd(15.0);
    ApiPrice cached = plain;
    cached.id = "cached";
    cached.cachedInputPerMillionTokens = usd(0.3);
    cached.cacheWritePerMillionTokens = usd(3.75);
    cached.batchDiscount = 0.5;
    catalog.apiPrices = {plain, cached};
    CloudPrice offer;
    offer.id = "offer";
    offer.perGpuHour = usd(6.88);
    offer.pricing = Pricing::Spot;
    catalog.cloudPrices = {offer};
    return catalog;
}

} // namespace

TEST_CASE("A catalog entry without cache or batch prices charges the input price and no discount")
{
    ApiOffer offer;
    offer.apiPriceId = "plain";
    const ApiTariff tariff = resolveTariff(offer, catalogWithOneOfEach());
    CHECK(tariff.input == usd(3.0));
    CHECK(tariff.output == usd(15.0));
    CHECK(tariff.cachedInput == usd(3.0));
    CHECK(tariff.cacheWrite == usd(3.0));
    CHECK(tariff.batchDiscount == 0.0);
}

TEST_CASE("Catalog cache and batch prices apply unless the scenario overrides them")
{
    ApiOffer offer;
    offer.apiPriceId = "cached";
    offer.outputPerMillionTokens = usd(12.0);
    offer.committedSpendDiscount = 0.1;
    const ApiTariff tariff = resolveTariff(offer, catalogWithOneOfEach());
    CHECK(tariff.input == usd(3.0));
    CHECK(tariff.output == usd(12.0));
    CHECK(tariff.cachedInput == usd(0.3));
    CHECK(tariff.cacheWrite == usd(3.75));
    CHECK(tariff.batchDiscount == 0.5);
    CHECK(tariff.committedSpendDiscount == 0.1);
}

TEST_CASE("An offer typed in without a catalog entry charges the input price for cache traffic")
{
    ApiOffer offer;
    offer.inputPerMillionTokens = usd(0.4);
    offer.outputPerMillionTokens = usd(1.2);
    const ApiTariff tariff = resolveTariff(offer, Catalog{});
    CHECK(tariff.cachedInput == usd(0.4));
    CHECK(tariff.cacheWrite == usd(0.4));
    CHECK(tariff.batchDiscount == 0.0);
}

TEST_CASE("A rented option's price and pricing come from what was typed, else from the catalog offer")
{
    const Catalog catalog = catalogWithOneOfEach();
    RentedCompute fromCatalog;
    fromCatalog.cloudPriceId = "offer";
    CHECK(listPricePerGpuHour(fromCatalog, catalog) == usd(6.88));
    CHECK(effectivePricing(fromCatalog, catalog) == Pricing::Spot);

    RentedCompute negotiated = fromCatalog;
    negotiated.pricePerGpuHour = usd(5.0);
    CHECK(listPricePerGpuHour(negotiated, catalog) == usd(5.0));
    CHECK(effectivePricing(negotiated, catalog) == Pricing::Spot);
}
