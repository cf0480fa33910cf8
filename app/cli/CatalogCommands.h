#pragma once

#include "catalog/Catalog.h"

#include <array>
#include <iosfwd>
#include <string_view>

namespace tco::cli {

enum class OutputFormat { Table, Json };

/// The section names the command line accepts, shorter than the document's keys.
inline constexpr std::array CLI_SECTION_NAMES{
    EnumName<CatalogSection>{CatalogSection::Gpus, "gpus"},
    EnumName<CatalogSection>{CatalogSection::Models, "models"},
    EnumName<CatalogSection>{CatalogSection::CloudPrices, "clouds"},
    EnumName<CatalogSection>{CatalogSection::ApiPrices, "apis"},
    EnumName<CatalogSection>{CatalogSection::CostFacts, "costs"},
    EnumName<CatalogSection>{CatalogSection::LoadProfiles, "profiles"},
};

/// `catalog list SECTION`: one line per entry, or the section as a catalog document that can be
/// edited and dropped into the user catalog directory.
void listCatalog(const Catalog& catalog, CatalogSection section, OutputFormat format, std::ostream& out);

/// `catalog show ID`: every field of the entries with that id, with source, date and origin.
/// Returns false (after explaining on `err`) when no section has the id.
[[nodiscard]] bool showCatalogEntry(const Catalog& catalog, std::string_view id, OutputFormat format, std::ostream& out,
                                    std::ostream& err);

} // namespace tco::cli
