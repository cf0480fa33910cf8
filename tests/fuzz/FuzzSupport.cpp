#include "FuzzSupport.h"

#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace tco::fuzz {

const Catalog& embeddedCatalog()
{
    static const Catalog catalog = [] {
        auto loaded = loadEmbeddedCatalog();
        if (!loaded)
            std::abort();
        return std::move(*loaded);
    }();
    return catalog;
}

void requireRoundTrip(const Scenario& scenario, const Catalog& catalog)
{
    const nlohmann::ordered_json written = scenario;
    Issues issues;
    static_cast<void>(readScenario(written, catalog, issues));
    if (!issues.empty())
        std::abort();
}

} // namespace tco::fuzz
