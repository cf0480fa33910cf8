#include "catalog/Catalog.h"

#include <algorithm>
#include <string>
#include <unordered_map>

namespace tco {
namespace {

template <typename Entry>
const Entry* findById(const std::vector<Entry>& entries, std::string_view id)
{
    const auto found = std::ranges::find(entries, id, &Entry::id);
    return found == entries.end() ? nullptr : &*found;
}

template <typename Entry>
std::vector<std::string> idsOf(const std::vector<Entry>& entries)
{
    std::vector<std::string> ids;
    ids.reserve(entries.size());
    for (const Entry& entry : entries)
        ids.push_back(entry.id);
    return ids;
}

template <typename Entry>
void mergeInto(std::vector<Entry>& entries, std::vector<Entry>&& overrides)
{
    // Each entry's place by id, so that merging n entries into m takes n + m steps, not n × m.
    std::unordered_map<std::string, std::size_t> places;
    places.reserve(entries.size() + overrides.size());
    for (std::size_t index = 0; index < entries.size(); ++index)
        places.try_emplace(entries[index].id, index);
    for (Entry& entry : overrides) {
        const auto [place, added] = places.try_emplace(entry.id, entries.size());
        if (added)
            entries.push_back(std::move(entry));
        else
            entries[place->second] = std::move(entry);
    }
}

} // namespace

const GpuSpec* Catalog::gpu(std::string_view id) const { return findById(gpus, id); }
const ModelSpec* Catalog::model(std::string_view id) const { return findById(models, id); }
const CloudPrice* Catalog::cloudPrice(std::string_view id) const { return findById(cloudPrices, id); }
const ApiPrice* Catalog::apiPrice(std::string_view id) const { return findById(apiPrices, id); }
const CostFact* Catalog::costFact(std::string_view id) const { return findById(costFacts, id); }

std::vector<std::string> Catalog::ids(CatalogSection section) const
{
    switch (section) {
    case CatalogSection::Gpus:
        return idsOf(gpus);
    case CatalogSection::Models:
        return idsOf(models);
    case CatalogSection::CloudPrices:
        return idsOf(cloudPrices);
    case CatalogSection::ApiPrices:
        return idsOf(apiPrices);
    case CatalogSection::CostFacts:
        return idsOf(costFacts);
    }
    return {};
}

void Catalog::merge(Catalog overrides)
{
    mergeInto(gpus, std::move(overrides.gpus));
    mergeInto(models, std::move(overrides.models));
    mergeInto(cloudPrices, std::move(overrides.cloudPrices));
    mergeInto(apiPrices, std::move(overrides.apiPrices));
    mergeInto(costFacts, std::move(overrides.costFacts));
}

} // namespace tco
