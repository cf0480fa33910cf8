#pragma once

#include "catalog/Catalog.h"
#include "catalog/PriceImport.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace tco::cli {

/// What `prices import` and `prices diff` read.
struct PricesOptions {
    std::string file;
    /// Nothing to tell it from the file's shape.
    std::optional<PriceFormat> format;
    /// Where the file came from (a URL, a repository at a revision), for each entry's source.
    std::string origin;
    /// The day the prices describe, YYYY-MM-DD; empty for today.
    std::string asOf;
    /// The cloud a SkyPilot file lists, when its folder does not say.
    std::string provider;
    /// Of `prices diff`: the scenario whose answer the import would move.
    std::string scenarioPath;
    /// List every unmapped entry, not the first few.
    bool everyUnmapped = false;
};

/// `prices import FILE`: the catalog entries the file prices, each change against `current`,
/// the entries it could not map, and the user catalog file they are written to (one per list;
/// deleting it undoes the import). Entries are mapped onto the shipped catalog's. Returns false
/// after explaining on `err` when the file cannot be read or imported, or the file not written.
[[nodiscard]] bool runPricesImport(const Catalog& current, const PricesOptions& options, std::ostream& out, std::ostream& err);

/// `prices diff FILE`: what `prices import` would change, writing nothing; with a scenario, its
/// answer with today's prices and with the file's.
[[nodiscard]] bool runPricesDiff(const Catalog& current, const PricesOptions& options, std::ostream& out, std::ostream& err);

/// `prices status`: the shipped prices' dates, and per imported file its entries, their dates
/// and how many differ from the shipped ones.
[[nodiscard]] bool runPricesStatus(std::ostream& out, std::ostream& err);

} // namespace tco::cli
