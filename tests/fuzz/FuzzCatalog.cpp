// libFuzzer target: any bytes as a user's catalog file. Reading never crashes, and a catalog
// that reads is written back to a document that reads without a problem.

#include "FuzzSupport.h"
#include "catalog/CatalogJson.h"
#include "catalog/CatalogLoader.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const auto catalog = tco::parseCatalog(tco::fuzz::textOf(data, size), "fuzz");
    if (!catalog)
        return 0;
    const nlohmann::ordered_json written = *catalog;
    tco::Issues issues;
    static_cast<void>(tco::readCatalogDocument(written, "fuzz, written back", issues));
    if (!issues.empty())
        std::abort();
    return 0;
}
