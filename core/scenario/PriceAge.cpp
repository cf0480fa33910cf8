#include "scenario/PriceAge.h"

#include <algorithm>
#include <variant>

namespace tco {
namespace {

int daysFrom(const std::string& asOf, std::chrono::sys_days today)
{
    const auto described = lastDayOf(asOf);
    if (!described)
        return 0;
    return std::max(0, static_cast<int>((today - *described).count()));
}

} // namespace

std::vector<PriceAge> catalogPriceAges(const Scenario& scenario, const Catalog& catalog, std::chrono::sys_days today,
                                       const StalenessThresholds& thresholds)
{
    std::vector<PriceAge> ages;
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        const auto* rented = std::get_if<RentedCompute>(&scenario.selfHosted[index].compute);
        if (rented == nullptr || rented->pricePerGpuHour || rented->cloudPriceId.empty())
            continue;
        if (const CloudPrice* price = catalog.cloudPrice(rented->cloudPriceId)) {
            ages.push_back({OptionRef{OptionKind::SelfHosted, index}, CatalogSection::CloudPrices, price->id,
                            price->provenance.asOf, daysFrom(price->provenance.asOf, today), thresholds.cloudDays});
        }
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index) {
        const ApiOffer& offer = scenario.apiOffers[index];
        if (offer.apiPriceId.empty() || (offer.inputPerMillionTokens && offer.outputPerMillionTokens))
            continue;
        if (const ApiPrice* price = catalog.apiPrice(offer.apiPriceId)) {
            ages.push_back({OptionRef{OptionKind::Api, index}, CatalogSection::ApiPrices, price->id, price->provenance.asOf,
                            daysFrom(price->provenance.asOf, today), thresholds.apiDays});
        }
    }
    return ages;
}

} // namespace tco
