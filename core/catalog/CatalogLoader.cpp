#include "catalog/CatalogLoader.h"

#include "catalog/CatalogJson.h"
#include "catalog/EmbeddedFiles.h"
#include "concurrency/ParallelFor.h"
#include "io/TextFile.h"
#include "json/LoadDocument.h"

#include <algorithm>
#include <cstdint>
#include <system_error>

namespace tco {

std::expected<Catalog, LoadError> parseCatalog(std::string_view text, std::string_view origin)
{
    return loadDocument(text, origin, CATALOG_LIMITS, [&](const nlohmann::ordered_json& document, Issues& issues) {
        return readCatalogDocument(document, origin, issues);
    });
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

std::expected<Catalog, LoadError> readCatalogFile(const std::filesystem::path& path)
{
    const std::string origin = path.string();
    const auto text = readTextFile(path, CATALOG_LIMITS.maxBytes);
    if (!text)
        return std::unexpected(LoadError{origin, {{"", "the file " + text.error()}}});
    return parseCatalog(*text, origin);
}

} // namespace

LoadedCatalog applyUserCatalogs(Catalog base, const std::filesystem::path& userDirectory)
{
    LoadedCatalog loaded{std::move(base), {}};
    const std::vector<std::filesystem::path> files = catalogFilesIn(userDirectory, loaded.skippedFiles);
    // Files are read and parsed at once on every core (a user's catalog can be tens of
    // megabytes); only their layering, below, has an order.
    std::vector<std::expected<Catalog, LoadError>> parts(files.size());
    const auto fileCount = static_cast<std::int64_t>(files.size());
    parallelFor(
        fileCount, threadsFor(fileCount), [] { return false; },
        [&](int, std::int64_t index) {
            const auto file = static_cast<std::size_t>(index);
            parts[file] = readCatalogFile(files[file]);
        });

    // A file may refer to the entries of the files before it, never to those of a skipped one.
    ReferableIds accepted;
    accepted.add(loaded.catalog);
    std::vector<Catalog> layers;
    for (std::expected<Catalog, LoadError>& part : parts) {
        if (!part) {
            loaded.skippedFiles.push_back(std::move(part.error()));
            continue;
        }
        // Entries can only be replaced or added, never removed, so the only references that can
        // break are those of the new file itself.
        if (std::vector<LoadError> referenceErrors = checkReferences(*part, accepted); !referenceErrors.empty()) {
            loaded.skippedFiles.push_back(std::move(referenceErrors.front()));
            continue;
        }
        accepted.add(*part);
        layers.push_back(std::move(*part));
    }
    loaded.catalog.merge(std::move(layers));
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
