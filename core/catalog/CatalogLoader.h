#pragma once

#include "catalog/Catalog.h"
#include "json/Issue.h"
#include "json/JsonDocument.h"

#include <expected>
#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

namespace tco {

/// Catalog files are a few hundred kilobytes; anything near this is not a catalog.
inline constexpr JsonLimits CATALOG_LIMITS{16 * 1024 * 1024, 32};

/// Reads one catalog document from text; `origin` names it in errors and in each entry's provenance.
[[nodiscard]] std::expected<Catalog, LoadError> parseCatalog(std::string_view text, std::string_view origin);

/// The catalog compiled into the programs, cross-referenced. The test suite checks it loads, so an
/// error here means a broken build.
[[nodiscard]] std::expected<Catalog, LoadError> loadEmbeddedCatalog();

/// Where the user's catalog files live: $XDG_DATA_HOME/breakeven/catalog when XDG_DATA_HOME is an
/// absolute path, else $HOME/.local/share/breakeven/catalog (the XDG Base Directory default);
/// nothing when neither variable helps. The caller reads the environment.
[[nodiscard]] std::optional<std::filesystem::path> userCatalogDirectory(std::optional<std::string_view> xdgDataHome,
                                                                        std::optional<std::string_view> home);

/// The catalog a program works with, and the user files that could not be used.
struct LoadedCatalog {
    Catalog catalog;
    std::vector<LoadError> skippedFiles;
};

/// Layers the user's catalog files (every *.json in `userDirectory`, in name order) over `base`.
/// A file with any problem, including a reference to an id that does not exist, is skipped as a
/// whole and reported: a half-applied override would be worse than none.
[[nodiscard]] LoadedCatalog applyUserCatalogs(Catalog base, const std::filesystem::path& userDirectory);

/// The catalog a program starts with: the embedded one, with the user's files (if a directory
/// is given) layered over it. Fails only when the embedded catalog itself is broken.
[[nodiscard]] std::expected<LoadedCatalog, LoadError> loadCatalog(const std::optional<std::filesystem::path>& userDirectory);

} // namespace tco
