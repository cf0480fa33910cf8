// libFuzzer target: any bytes as a price list to import, read in each of the four formats and
// as the format detection guesses. Importing never crashes, and what an import gives is a user
// catalog file the loader reads without a problem, layered over the catalog it priced.

#include "FuzzSupport.h"
#include "catalog/CatalogJson.h"
#include "catalog/PriceImport.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const tco::PriceMappings mappings = tco::embeddedPriceMappings();
    const std::string_view text = tco::fuzz::textOf(data, size);
    static_cast<void>(tco::detectPriceFormat(text));
    for (const auto& [format, name] : tco::PRICE_FORMAT_NAMES) {
        const auto imported = tco::importPrices(text, format, tco::PriceFile{"catalogs/v7/aws/vms.csv", "fuzz", "2026-12-06", ""},
                                                tco::fuzz::embeddedCatalog(), mappings);
        if (!imported)
            continue;
        const nlohmann::ordered_json written = imported->prices;
        tco::Issues issues;
        static_cast<void>(tco::readCatalogDocument(written, "fuzz, imported", issues));
        if (!issues.empty())
            std::abort();
    }
    return 0;
}
