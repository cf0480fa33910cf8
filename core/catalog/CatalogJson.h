#pragma once

#include "catalog/Catalog.h"
#include "json/Issue.h"
#include "json/JsonReader.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tco {

/// The catalog document format this build reads and writes (docs/catalog-format.md).
inline constexpr int CATALOG_SCHEMA_VERSION = 1;

/// Reads one catalog document, reporting every problem into `issues`; each entry records
/// `origin` and its own JSON pointer. The result is meaningless when issues were reported.
[[nodiscard]] Catalog readCatalogDocument(const nlohmann::ordered_json& document, std::string_view origin, Issues& issues);

/// The GPU and model ids that entries may refer to.
struct ReferableIds {
    std::unordered_set<std::string> gpus;
    std::unordered_set<std::string> models;

    /// Adds the ids of `catalog`'s GPUs and models.
    void add(const Catalog& catalog);
};

/// Problems between entries: a cloud price for a GPU that neither `catalog` nor `earlier` holds,
/// an API offer serving a model neither holds. Each issue is located by the referring entry's
/// origin and pointer. `earlier` lets a file be checked against the catalogs accepted before it
/// without merging them first.
[[nodiscard]] std::vector<LoadError> checkReferences(const Catalog& catalog, const ReferableIds& earlier = {});

/// Reads a week's shape, `hours` (24 relative rates from midnight) and `days` (7 relative volumes
/// from Monday), from the object `reader` reads: a catalog's load profile or a scenario's own.
/// Each list must have some traffic in it.
void readLoadShape(ObjectReader& reader, LoadShape& shape);
/// Writes a week's shape as readLoadShape() reads it.
void writeLoadShape(nlohmann::ordered_json& object, const LoadShape& shape);

/// Whether `id` is a well-formed catalog id: lower-case letters, digits, '.', '-', '_', not
/// starting with punctuation.
[[nodiscard]] bool isValidCatalogId(std::string_view id);

void to_json(nlohmann::ordered_json& json, const GpuSpec& gpu);
void to_json(nlohmann::ordered_json& json, const ModelSpec& model);
void to_json(nlohmann::ordered_json& json, const CloudPrice& price);
void to_json(nlohmann::ordered_json& json, const ApiPrice& price);
void to_json(nlohmann::ordered_json& json, const CostFact& fact);
void to_json(nlohmann::ordered_json& json, const LoadProfile& profile);
/// The whole catalog as one document, readable by readCatalogDocument().
void to_json(nlohmann::ordered_json& json, const Catalog& catalog);

} // namespace tco
