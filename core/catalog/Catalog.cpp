#include "catalog/Catalog.h"

#include <algorithm>
#include <string>
#include <unordered_map>

namespace tco {
namespace {

template <typename Entry> const Entry* findById(const std::vector<Entry>& entries, std::string_view id)
{
    const auto found = std::ranges::find(entries, id, &Entry::id);
    return found == entries.end() ? nullptr : &*found;
}

template <typename Entry> std::vector<std::string> idsOf(const std::vector<Entry>& entries)
{
    std::vector<std::string> ids;
    ids.reserve(entries.size());
    for (const Entry& entry : entries)
        ids.push_back(entry.id);
    return ids;
}

/// Layers one section of every layer over `entries`, in order.
template <typename Entry>
void mergeInto(std::vector<Entry>& entries, std::vector<Catalog>& layers, std::vector<Entry> Catalog::* section)
{
    std::size_t incoming = 0;
    for (const Catalog& layer : layers)
        incoming += (layer.*section).size();
    // Each entry's place by id, so that merging n entries into m takes n + m steps, not n × m.
    std::unordered_map<std::string, std::size_t> places;
    places.reserve(entries.size() + incoming);
    entries.reserve(entries.size() + incoming);
    for (std::size_t index = 0; index < entries.size(); ++index)
        places.try_emplace(entries[index].id, index);
    for (Catalog& layer : layers) {
        for (Entry& entry : layer.*section) {
            const auto [place, added] = places.try_emplace(entry.id, entries.size());
            if (added)
                entries.push_back(std::move(entry));
            else
                entries[place->second] = std::move(entry);
        }
    }
}

} // namespace

const GpuSpec* Catalog::gpu(std::string_view id) const
{
    return findById(gpus, id);
}
const ModelSpec* Catalog::model(std::string_view id) const
{
    return findById(models, id);
}
const CloudPrice* Catalog::cloudPrice(std::string_view id) const
{
    return findById(cloudPrices, id);
}
const ApiPrice* Catalog::apiPrice(std::string_view id) const
{
    return findById(apiPrices, id);
}
const CostFact* Catalog::costFact(std::string_view id) const
{
    return findById(costFacts, id);
}
const LoadProfile* Catalog::loadProfile(std::string_view id) const
{
    return findById(loadProfiles, id);
}

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
    case CatalogSection::LoadProfiles:
        return idsOf(loadProfiles);
    }
    return {};
}

void Catalog::merge(Catalog overrides)
{
    std::vector<Catalog> layers;
    layers.push_back(std::move(overrides));
    merge(std::move(layers));
}

void Catalog::merge(std::vector<Catalog> layers)
{
    mergeInto(gpus, layers, &Catalog::gpus);
    mergeInto(models, layers, &Catalog::models);
    mergeInto(cloudPrices, layers, &Catalog::cloudPrices);
    mergeInto(apiPrices, layers, &Catalog::apiPrices);
    mergeInto(costFacts, layers, &Catalog::costFacts);
    mergeInto(loadProfiles, layers, &Catalog::loadProfiles);
}

} // namespace tco
