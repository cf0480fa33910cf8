#include "catalog/CatalogLoader.h"

#include "catalog/CatalogJson.h"
#include "catalog/EmbeddedFiles.h"
#include "io/TextFile.h"
#include "json/LoadDocument.h"

#include <algorithm>
#include <system_error>

namespace tco {

std::expected<Catalog, LoadError> parseCatalog(std::string_view text, std::string_view origin)
{
    return loadDocument(text, origin, CATALOG_LIMITS,
                        [&](const nlohmann::ordered_json& document, Issues& issues) { return readCatalogDocument(document, origin, issues); });
}

std::expected<Catalog, LoadError> loadEmbeddedCatalog()
{
    Catalog catalog;
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (!file.name.starts_with("catalog/"))
            continue;
        auto part = parseCatalog(file.contents, file.name);
        if (!part)
            return std::unexpected(std::move(part.error()));
        catalog.merge(std::move(*part));
    }
    if (std::vector<LoadError> errors = checkReferences(catalog); !errors.empty())
        return std::unexpected(std::move(errors.front()));
    return catalog;
}

std::optional<std::filesystem::path> userCatalogDirectory(std::optional<std::string_view> xdgDataHome,
                                                          std::optional<std::string_view> home)
{
    // The XDG Base Directory specification says a relative XDG_DATA_HOME is invalid and ignored.
    if (xdgDataHome && !xdgDataHome->empty() && std::filesystem::path(*xdgDataHome).is_absolute())
        return std::filesystem::path(*xdgDataHome) / "breakeven" / "catalog";
    if (home && !home->empty())
        return std::filesystem::path(*home) / ".local" / "share" / "breakeven" / "catalog";
    return std::nullopt;
}

namespace {

std::vector<std::filesystem::path> catalogFilesIn(const std::filesystem::path& directory, std::vector<LoadError>& problems)
{
    std::vector<std::filesystem::path> files;
    std::error_code error;
    if (!std::filesystem::is_directory(directory, error))
        return files;
    std::filesystem::directory_iterator entries(directory, error);
    if (error) {
        problems.push_back({directory.string(), {{"", "the directory cannot be listed: " + error.message()}}});
        return files;
    }
    for (const auto& entry : entries) {
        if (entry.path().extension() == ".json" && entry.is_regular_file(error))
            files.push_back(entry.path());
    }
    std::ranges::sort(files);
    return files;
}

} // namespace

LoadedCatalog applyUserCatalogs(Catalog base, const std::filesystem::path& userDirectory)
{
    LoadedCatalog loaded{std::move(base), {}};
    for (const std::filesystem::path& path : catalogFilesIn(userDirectory, loaded.skippedFiles)) {
        const std::string origin = path.string();
        const auto text = readTextFile(path, CATALOG_LIMITS.maxBytes);
        if (!text) {
            loaded.skippedFiles.push_back({origin, {{"", "the file " + text.error()}}});
            continue;
        }
        auto part = parseCatalog(*text, origin);
        if (!part) {
            loaded.skippedFiles.push_back(std::move(part.error()));
            continue;
        }
        Catalog candidate = loaded.catalog;
        candidate.merge(std::move(*part));
        // Entries can only be replaced or added, never removed, so the only references that can
        // break are those of the new file itself.
        std::vector<LoadError> referenceErrors = checkReferences(candidate);
        if (!referenceErrors.empty()) {
            loaded.skippedFiles.push_back(std::move(referenceErrors.front()));
            continue;
        }
        loaded.catalog = std::move(candidate);
    }
    return loaded;
}

std::expected<LoadedCatalog, LoadError> loadCatalog(const std::optional<std::filesystem::path>& userDirectory)
{
    auto embedded = loadEmbeddedCatalog();
    if (!embedded)
        return std::unexpected(std::move(embedded.error()));
    if (!userDirectory)
        return LoadedCatalog{std::move(*embedded), {}};
    return applyUserCatalogs(std::move(*embedded), *userDirectory);
}

} // namespace tco
