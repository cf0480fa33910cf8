#pragma once

#include "catalog/Catalog.h"
#include "json/EnumNames.h"
#include "json/Issue.h"

#include <array>
#include <cstddef>
#include <expected>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/// The price lists people already maintain, each in its project's own format.
enum class PriceFormat {
    /// LiteLLM's model_prices_and_context_window.json: an object of models, prices per token.
    LiteLlm,
    /// pydantic's genai-prices, prices/data.json: providers and their models, prices per million
    /// tokens, a model's price history as prices in force from a date.
    GenaiPrices,
    /// OpenRouter's models listing (/api/v1/models), or the hosts of one model
    /// (/api/v1/models/{id}/endpoints): prices per token, as decimal strings.
    OpenRouter,
    /// SkyPilot's catalog of one cloud (vms.csv): instance prices per hour, on demand and spot.
    SkyPilot,
};

inline constexpr std::array PRICE_FORMAT_NAMES{
    EnumName<PriceFormat>{PriceFormat::LiteLlm, "litellm"},
    EnumName<PriceFormat>{PriceFormat::GenaiPrices, "genai-prices"},
    EnumName<PriceFormat>{PriceFormat::OpenRouter, "openrouter"},
    EnumName<PriceFormat>{PriceFormat::SkyPilot, "skypilot"},
};

/// LiteLLM's list, the largest, is about 1.6 MB; a price list of a quarter of a gigabyte is
/// something else.
inline constexpr std::size_t MAX_PRICE_LIST_BYTES = 256 * 1024 * 1024;

/// Names that differ between the price lists and the catalog, and where each list is published
/// (data/price_sources/mappings.json).
struct PriceMappings {
    /// A list's name for a provider and the catalog's ("together" in genai-prices is the
    /// catalog's "together_ai").
    struct Provider {
        PriceFormat format = PriceFormat::LiteLlm;
        std::string source;
        std::string catalog;
    };
    /// A list's entry and the catalog entry it prices, where the provider and model rules do not
    /// find it ("anthropic/claude-opus-4.5" on OpenRouter is "anthropic-claude-opus-4-5").
    struct Entry {
        PriceFormat format = PriceFormat::LiteLlm;
        std::string source;
        std::string catalogId;
    };
    /// A list's name for an open model and the catalog model it is, for a list of the hosts that
    /// serve one model (OpenRouter's endpoints of "meta-llama/llama-3.3-70b-instruct" are hosts
    /// of the catalog's "llama-3.3-70b"): a host's catalog entry is the one that serves it.
    struct Model {
        PriceFormat format = PriceFormat::OpenRouter;
        std::string source;
        std::string catalogModel;
    };
    /// A provider's own price list, which an imported price's source cites first, as the list
    /// the import read transcribes it.
    struct PricingPage {
        CatalogSection section = CatalogSection::ApiPrices;
        /// The catalog's name for the provider.
        std::string provider;
        /// For a cloud, the pricing the page gives: spot prices are often on a page of their own.
        std::optional<Pricing> pricing;
        /// "Anthropic's price list".
        std::string list;
        std::string url;
    };
    /// Where a list's current version can be downloaded, for a program to offer.
    struct PublishedList {
        /// "LiteLLM", "SkyPilot (AWS)".
        std::string name;
        PriceFormat format = PriceFormat::LiteLlm;
        std::string url;
    };
    std::vector<Provider> providers;
    std::vector<Entry> entries;
    std::vector<Model> models;
    std::vector<PricingPage> pricingPages;
    std::vector<PublishedList> publishedLists;
};

/// Reads a mappings document; `origin` names it in errors.
[[nodiscard]] std::expected<PriceMappings, LoadError> parsePriceMappings(std::string_view text, std::string_view origin);

/// The mappings compiled into the programs.
[[nodiscard]] PriceMappings embeddedPriceMappings();

/// Where a price file came from, as each imported entry's source will say.
struct PriceFile {
    /// The file's name as the user gave it.
    std::string name;
    /// Where it came from: a URL, or a repository and revision ("BerriAI/litellm@1a2b3c"); may be empty.
    std::string origin;
    /// The day the prices describe, YYYY-MM-DD: the file's own date where it has one, else the
    /// day of the import. A price history (genai-prices) is read as of this day.
    std::string asOf;
    /// The cloud a SkyPilot file lists (aws, gcp, lambda ...); empty to take the name of the
    /// folder the file is in, as SkyPilot's catalog has them (catalogs/v7/aws/vms.csv).
    std::string provider;
};

/// An entry of the file that no catalog entry answers to, and why.
struct UnmappedPrice {
    /// The file's own name for it: a model key, or an instance, region and pricing.
    std::string key;
    std::string reason;
};

/// What a price file says about the catalog.
struct PriceImport {
    PriceFormat format = PriceFormat::LiteLlm;
    /// The cloud a SkyPilot file lists; empty for the API lists, which list many providers.
    std::string cloud;
    /// Copies of the catalog entries the file prices, with the file's prices and provenance and,
    /// where the file is silent on a figure (a batch discount, a context window), the catalog's
    /// own, said in the entry's notes. Layered over the catalog, they replace those entries.
    Catalog prices;
    /// Entries of a kind the catalog prices (chat and completion models; instances with GPUs)
    /// that no catalog entry answers to. Image, audio and embedding models are left out.
    std::vector<UnmappedPrice> unmapped;
};

/// The format `text` is in, from its shape: nothing when it is none of them.
[[nodiscard]] std::optional<PriceFormat> detectPriceFormat(std::string_view text);

/// The catalog entries `text`, a file in `format`, prices. A file that is not in the format, or
/// an entry the catalog answers to whose prices are missing, of the wrong type or out of range,
/// fails the whole import with an error naming the entry: nothing is half-imported.
[[nodiscard]] std::expected<PriceImport, LoadError> importPrices(std::string_view text, PriceFormat format, const PriceFile& file,
                                                                 const Catalog& catalog, const PriceMappings& mappings);

/// importPrices() onto the shipped catalog with the shipped mappings, as every program imports:
/// entries are mapped onto the shipped catalog's, whatever earlier imports changed.
[[nodiscard]] std::expected<PriceImport, LoadError> importOntoShippedCatalog(std::string_view text, PriceFormat format,
                                                                             const PriceFile& file);

/// The figures of a price that an import can change.
enum class PriceFigure {
    /// USD per million tokens.
    Input,
    Output,
    CacheRead,
    CacheWrite,
    /// A share of the price.
    BatchDiscount,
    /// USD per GPU-hour, of a cloud's offer.
    PerGpuHour,
};

inline constexpr std::array PRICE_FIGURE_NAMES{
    EnumName<PriceFigure>{PriceFigure::Input, "input"},
    EnumName<PriceFigure>{PriceFigure::Output, "output"},
    EnumName<PriceFigure>{PriceFigure::CacheRead, "cache read"},
    EnumName<PriceFigure>{PriceFigure::CacheWrite, "cache write"},
    EnumName<PriceFigure>{PriceFigure::BatchDiscount, "batch discount"},
    EnumName<PriceFigure>{PriceFigure::PerGpuHour, "per GPU-hour"},
};

/// One figure of a catalog entry that an import changes.
struct FigureChange {
    PriceFigure figure = PriceFigure::Input;
    std::optional<double> before;
    std::optional<double> after;
};

/// What an import changes in one catalog entry.
struct PriceChange {
    std::string id;
    std::vector<FigureChange> figures;
    std::string asOfBefore;
    std::string asOfAfter;
};

/// Each entry of `imported` against the entry of the same id in `current`, in `imported`'s
/// order: the figures that differ, and the dates either way. Entries whose figures are all the
/// same are listed too, with no figures: their date still moves.
[[nodiscard]] std::vector<PriceChange> priceChanges(const Catalog& current, const Catalog& imported);

/// The user catalog file an import in `format` goes to: one per list, and one per cloud for
/// SkyPilot's, whose files each list one cloud; deleting it undoes the import.
[[nodiscard]] std::string importedFileName(PriceFormat format, std::string_view provider);

/// Writes the import's entries to its importedFileName() in `directory`, created if missing,
/// whole or not at all (an earlier import of the same list stays until the new file is
/// complete); the file written, or why it cannot be.
[[nodiscard]] std::expected<std::filesystem::path, std::string> writeImportedPrices(const PriceImport& imported,
                                                                                    const std::filesystem::path& directory);

} // namespace tco
