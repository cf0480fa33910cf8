#pragma once

#include "catalog/Catalog.h"
#include "json/Issue.h"

#include <nlohmann/json_fwd.hpp>

#include <string_view>

namespace tco {

/// The catalog document format this build reads and writes (docs/catalog-format.md).
inline constexpr int CATALOG_SCHEMA_VERSION = 1;

/// Reads one catalog document, reporting every problem into `issues`; each entry records
/// `origin` and its own JSON pointer. The result is meaningless when issues were reported.
[[nodiscard]] Catalog readCatalogDocument(const nlohmann::ordered_json& document, std::string_view origin, Issues& issues);

/// Problems between entries: a cloud price for a GPU the catalog lacks, an API offer serving an
/// unknown model. Each issue is located by the referring entry's origin and pointer.
[[nodiscard]] std::vector<LoadError> checkReferences(const Catalog& catalog);

/// Whether `id` is a well-formed catalog id: lower-case letters, digits, '.', '-', '_', not
/// starting with punctuation.
[[nodiscard]] bool isValidCatalogId(std::string_view id);

void to_json(nlohmann::ordered_json& json, const GpuSpec& gpu);
void to_json(nlohmann::ordered_json& json, const ModelSpec& model);
void to_json(nlohmann::ordered_json& json, const CloudPrice& price);
void to_json(nlohmann::ordered_json& json, const ApiPrice& price);
void to_json(nlohmann::ordered_json& json, const CostFact& fact);
/// The whole catalog as one document, readable by readCatalogDocument().
void to_json(nlohmann::ordered_json& json, const Catalog& catalog);

} // namespace tco
