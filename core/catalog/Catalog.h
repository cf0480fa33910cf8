#pragma once

#include "json/EnumNames.h"
#include "model/ApiPrice.h"
#include "model/CloudPrice.h"
#include "model/CostFact.h"
#include "model/GpuSpec.h"
#include "model/LoadProfile.h"
#include "model/ModelSpec.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

enum class CatalogSection { Gpus, Models, CloudPrices, ApiPrices, CostFacts, LoadProfiles };

inline constexpr std::array CATALOG_SECTION_NAMES{
    EnumName<CatalogSection>{CatalogSection::Gpus, "gpus"},
    EnumName<CatalogSection>{CatalogSection::Models, "models"},
    EnumName<CatalogSection>{CatalogSection::CloudPrices, "cloud_prices"},
    EnumName<CatalogSection>{CatalogSection::ApiPrices, "api_prices"},
    EnumName<CatalogSection>{CatalogSection::CostFacts, "cost_facts"},
    EnumName<CatalogSection>{CatalogSection::LoadProfiles, "load_profiles"},
};

/// Every fact the estimates start from: accelerators, models, cloud and API prices, cost facts,
/// and the shapes of a week's traffic.
///
/// Entries keep the order they were loaded in; ids are unique within a section.
struct Catalog {
    std::vector<GpuSpec> gpus;
    std::vector<ModelSpec> models;
    std::vector<CloudPrice> cloudPrices;
    std::vector<ApiPrice> apiPrices;
    std::vector<CostFact> costFacts;
    std::vector<LoadProfile> loadProfiles;

    [[nodiscard]] const GpuSpec* gpu(std::string_view id) const;
    [[nodiscard]] const ModelSpec* model(std::string_view id) const;
    [[nodiscard]] const CloudPrice* cloudPrice(std::string_view id) const;
    [[nodiscard]] const ApiPrice* apiPrice(std::string_view id) const;
    [[nodiscard]] const CostFact* costFact(std::string_view id) const;
    [[nodiscard]] const LoadProfile* loadProfile(std::string_view id) const;

    /// The ids of one section, in catalog order.
    [[nodiscard]] std::vector<std::string> ids(CatalogSection section) const;

    /// Adds every entry of `overrides`; an entry whose id is already in its section replaces that
    /// entry in place, any other is appended.
    void merge(Catalog overrides);
    /// Merges each layer in turn, as many merge() calls would, in one pass over the entries.
    void merge(std::vector<Catalog> layers);

    friend bool operator==(const Catalog&, const Catalog&) = default;
};

} // namespace tco
