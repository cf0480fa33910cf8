#include "catalog/PriceImport.h"

#include "catalog/CatalogJson.h"
#include "catalog/CatalogLoader.h"
#include "catalog/EmbeddedFiles.h"
#include "io/AtomicFile.h"
#include "json/JsonDocument.h"
#include "json/JsonReader.h"
#include "text/Csv.h"
#include "text/WholeNumber.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

constexpr JsonLimits PRICE_FILE_LIMITS{MAX_PRICE_LIST_BYTES, 64};
constexpr JsonLimits MAPPINGS_LIMITS{1024 * 1024, 8};
constexpr double TOKENS_PER_MILLION = 1e6;
/// The catalog's own bounds (CatalogJson.cpp) check every imported figure once the entries are
/// built; these only keep a per-token figure from overflowing on the way.
constexpr double MAX_USD_PER_TOKEN = 1e3;
constexpr double MAX_USD_PER_HOUR = 1e7;
constexpr double MAX_USD_PER_MILLION_TOKENS = 1e9;

std::string_view formatName(PriceFormat format)
{
    return nameOf(format, PRICE_FORMAT_NAMES);
}

/// Reads the prices of one entry of a list, reporting each problem at its pointer.
class PriceReader {
public:
    explicit PriceReader(Issues& issues)
        : m_issues(issues)
    { }

    /// The number at `key` of `object` (at `pointer`), or its decimal string where the list writes
    /// numbers so (OpenRouter); nothing when absent or null, a problem when `required`.
    std::optional<double> number(const json& object, std::string_view key, const std::string& pointer, bool required,
                                 double maximum)
    {
        const std::string at = appendKey(pointer, key);
        const auto found = object.find(std::string(key));
        if (found == object.end() || found->is_null()) {
            if (required)
                m_issues.push_back({at, "is missing"});
            return std::nullopt;
        }
        double value = 0.0;
        if (found->is_number()) {
            value = found->get<double>();
        } else if (found->is_string()) {
            const auto& text = found->get_ref<const std::string&>();
            const auto number = wholeNumber<double>(text);
            if (!number) {
                m_issues.push_back({at, fmt::format("must be a number, got \"{}\"", text)});
                return std::nullopt;
            }
            value = *number;
        } else {
            m_issues.push_back({at, fmt::format("must be a number, got {}", found->type_name())});
            return std::nullopt;
        }
        if (!std::isfinite(value) || value < 0.0 || value > maximum) {
            m_issues.push_back({at, fmt::format("must be a price from 0 to {}, got {}", maximum, value)});
            return std::nullopt;
        }
        return value;
    }

private:
    Issues& m_issues;
};

/// One API entry of a list, before the catalog is asked about it.
struct ListedApiPrice {
    /// The list's own name for it, as the unmapped list and the source give it.
    std::string key;
    std::string provider;
    std::string model;
    /// For a host of an open model named by its maker's id, the catalog model it serves, which
    /// finds the host's catalog entry (its own id for the model is not in the list).
    std::optional<std::string> servedModel = std::nullopt;
};

/// The file as the source of every entry it prices.
std::string fileDescription(std::string_view list, const PriceFile& file)
{
    return file.origin.empty() ? fmt::format("{} ({})", list, file.name)
                               : fmt::format("{} ({}, {})", list, file.name, file.origin);
}

/// An imported price's source: the provider's own price list where the mappings know it, as the
/// file transcribes it (`transcription`), or the file alone.
std::string citation(const PriceMappings& mappings, CatalogSection section, std::string_view provider,
                     std::optional<Pricing> pricing, const std::string& transcription)
{
    const auto page = std::ranges::find_if(mappings.pricingPages, [&](const PriceMappings::PricingPage& candidate) {
        return candidate.section == section && candidate.provider == provider && candidate.pricing == pricing;
    });
    if (page == mappings.pricingPages.end())
        return transcription;
    return fmt::format("{} ({}), as transcribed by {}", page->list, page->url, transcription);
}

/// Finds the catalog entries a list's entry prices, by the rules docs/prices.md gives.
class ApiMatcher {
public:
    ApiMatcher(PriceFormat format, const Catalog& catalog, const PriceMappings& mappings)
        : m_format(format)
        , m_catalog(catalog)
        , m_mappings(mappings)
    { }

    /// The catalog entries `listed` prices, or why none.
    std::expected<std::vector<const ApiPrice*>, std::string> match(const ListedApiPrice& listed) const
    {
        for (const PriceMappings::Entry& entry : m_mappings.entries) {
            if (entry.format != m_format || entry.source != listed.key)
                continue;
            if (const ApiPrice* price = m_catalog.apiPrice(entry.catalogId))
                return std::vector{price};
            return std::unexpected(fmt::format("mapped to {}, which the catalog does not hold", entry.catalogId));
        }
        std::string provider = listed.provider;
        for (const PriceMappings::Provider& translation : m_mappings.providers) {
            if (translation.format == m_format && translation.source == listed.provider)
                provider = translation.catalog;
        }
        if (listed.servedModel)
            return servingEntry(provider, *listed.servedModel);
        const std::string behindProvider = provider + "/" + listed.model;
        std::vector<const ApiPrice*> found;
        for (const ApiPrice& price : m_catalog.apiPrices) {
            if (price.provider == provider && (price.model == listed.model || price.model == behindProvider))
                found.push_back(&price);
        }
        if (found.empty())
            return std::unexpected(fmt::format("no catalog entry of provider {} offers model {}", provider, listed.model));
        return found;
    }

    /// The catalog model a list's name for an open model is, if the mappings say.
    [[nodiscard]] std::optional<std::string> catalogModel(const std::string& listed) const
    {
        for (const PriceMappings::Model& model : m_mappings.models) {
            if (model.format == m_format && model.source == listed)
                return model.catalogModel;
        }
        return std::nullopt;
    }

private:
    /// The one catalog entry of `provider` that serves `model`; a host with several (a fast and
    /// a cheap tier) needs the list's entry named in the mappings.
    std::expected<std::vector<const ApiPrice*>, std::string> servingEntry(const std::string& provider,
                                                                          const std::string& model) const
    {
        std::vector<const ApiPrice*> found;
        for (const ApiPrice& price : m_catalog.apiPrices) {
            if (price.provider == provider && price.servesModel == model)
                found.push_back(&price);
        }
        if (found.empty())
            return std::unexpected(fmt::format("no catalog entry of provider {} serves model {}", provider, model));
        if (found.size() > 1) {
            std::vector<std::string> ids;
            for (const ApiPrice* price : found)
                ids.push_back(price->id);
            return std::unexpected(fmt::format("{} catalog entries of provider {} serve model {} ({}): the mappings' entries "
                                               "must say which this is",
                                               found.size(), provider, model, fmt::join(ids, ", ")));
        }
        return found;
    }

    PriceFormat m_format;
    const Catalog& m_catalog;
    const PriceMappings& m_mappings;
};

/// The prices a list states for one API entry, per million tokens.
struct StatedApiPrices {
    std::optional<double> input;
    std::optional<double> output;
    std::optional<double> cachedInput;
    std::optional<double> cacheWrite;
    std::optional<double> batchDiscount;
    std::optional<int> contextWindow;
    /// What the list says beyond these (tiers above a context length), for the entry's notes.
    std::string remarks;
};

/// How an imported entry's notes quote the notes of the catalog entry it prices.
constexpr std::string_view CATALOG_NOTES = "The catalog's entry notes: ";

/// The notes of an imported entry: the list's own remarks, each a sentence, then the notes of
/// the catalog entry it prices (on the entry, not the list: a model's architecture, what an
/// alias serves). Those are quoted once, however many imports the catalog entry has been
/// through: an earlier import's remarks are about its list and go with it.
std::string importedNotes(const std::vector<std::string>& sentences, const Provenance& catalogEntry)
{
    std::vector<std::string> notes;
    for (const std::string& sentence : sentences) {
        // The remarks are sentences each followed by a space.
        const std::string trimmed = sentence.substr(0, sentence.find_last_not_of(' ') + 1);
        if (!trimmed.empty())
            notes.push_back(trimmed);
    }
    const std::size_t quoted = catalogEntry.notes.find(CATALOG_NOTES);
    const std::string own
        = quoted == std::string::npos ? catalogEntry.notes : catalogEntry.notes.substr(quoted + CATALOG_NOTES.size());
    if (!own.empty())
        notes.push_back(fmt::format("{}{}", CATALOG_NOTES, own));
    return fmt::format("{}", fmt::join(notes, " "));
}

/// The catalog's entry with the list's prices; figures the list leaves out stay the catalog's,
/// and the notes say which.
ApiPrice pricedEntry(const ApiPrice& catalogEntry, const StatedApiPrices& stated, std::string source, const std::string& asOf)
{
    ApiPrice entry = catalogEntry;
    std::vector<std::string> kept;
    entry.inputPerMillionTokens.amount = *stated.input;
    entry.outputPerMillionTokens.amount = *stated.output;
    const auto take = [&](std::optional<Money>& field, const std::optional<double>& value, std::string_view name) {
        if (value)
            field = Money{*value, Currency::usd()};
        else if (field)
            kept.emplace_back(name);
    };
    take(entry.cachedInputPerMillionTokens, stated.cachedInput, "cache-read price");
    take(entry.cacheWritePerMillionTokens, stated.cacheWrite, "cache-write price");
    if (stated.batchDiscount)
        entry.batchDiscount = stated.batchDiscount;
    else if (entry.batchDiscount)
        kept.emplace_back("batch discount");
    if (stated.contextWindow)
        entry.contextWindowTokens = stated.contextWindow;
    else if (entry.contextWindowTokens)
        kept.emplace_back("context window");
    std::string keptNote;
    if (!kept.empty()) {
        // The kept figures' own source goes with them: the entry's source names the list alone.
        keptNote = fmt::format("The list states no {}: the catalog's {} kept ({}, as of {}: {}).", fmt::join(kept, ", "),
                               kept.size() == 1 ? "is" : "are", catalogEntry.provenance.origin, catalogEntry.provenance.asOf,
                               catalogEntry.provenance.source);
    }
    entry.provenance
        = Provenance{std::move(source), asOf, false, importedNotes({stated.remarks, keptNote}, catalogEntry.provenance), {}, {}};
    return entry;
}

/// Collects a list's entries against the catalog: each catalog entry priced once, the rest listed.
class ApiImport {
public:
    ApiImport(PriceFormat format, const Catalog& catalog, const PriceMappings& mappings)
        : m_matcher(format, catalog, mappings)
        , m_mappings(mappings)
    {
        m_result.format = format;
    }

    /// Offers `listed` to the catalog; `read` states its prices (reporting problems into the
    /// import's issues) and is called only when a catalog entry answers to it.
    template <typename Read>
    void offer(const ListedApiPrice& listed, Read read, const std::string& source, const std::string& asOf)
    {
        auto matches = m_matcher.match(listed);
        if (!matches) {
            m_result.unmapped.push_back({listed.key, std::move(matches.error())});
            return;
        }
        std::erase_if(*matches, [&](const ApiPrice* price) {
            const auto [priced, inserted] = m_pricedBy.try_emplace(price->id, listed.key);
            if (!inserted)
                m_result.unmapped.push_back({listed.key, fmt::format("{} is priced by {} already", price->id, priced->second)});
            return !inserted;
        });
        if (matches->empty())
            return;
        const std::size_t issuesBefore = m_issues.size();
        const StatedApiPrices stated = read(m_issues);
        if (m_issues.size() != issuesBefore || !stated.input || !stated.output)
            return;
        for (const ApiPrice* price : *matches) {
            m_result.prices.apiPrices.push_back(pricedEntry(
                *price, stated, citation(m_mappings, CatalogSection::ApiPrices, price->provider, std::nullopt, source), asOf));
        }
    }

    Issues& issues() { return m_issues; }
    [[nodiscard]] const ApiMatcher& matcher() const { return m_matcher; }
    void unmapped(std::string key, std::string reason) { m_result.unmapped.push_back({std::move(key), std::move(reason)}); }
    PriceImport take() { return std::move(m_result); }

private:
    ApiMatcher m_matcher;
    const PriceMappings& m_mappings;
    PriceImport m_result;
    Issues m_issues;
    std::map<std::string, std::string> m_pricedBy;
};

/// The share a batch price takes off the regular one, when both are stated.
std::optional<double> discountOf(std::optional<double> batch, std::optional<double> regular)
{
    if (!batch || !regular || *regular <= 0.0 || *batch > *regular)
        return std::nullopt;
    return 1.0 - *batch / *regular;
}

std::optional<double> perMillion(std::optional<double> perToken)
{
    return perToken ? std::optional(*perToken * TOKENS_PER_MILLION) : std::nullopt;
}

std::optional<int> contextWindowAt(const json& object, std::string_view key)
{
    const auto found = object.find(std::string(key));
    if (found == object.end() || !found->is_number_integer())
        return std::nullopt;
    const auto tokens = found->get<std::int64_t>();
    return tokens > 0 && tokens <= 1'000'000'000 ? std::optional(static_cast<int>(tokens)) : std::nullopt;
}

/// LiteLLM: { "<model>": { "litellm_provider": ..., "mode": "chat", "input_cost_per_token": ... } }.
void readLiteLlm(const json& document, ApiImport& import, const PriceFile& file)
{
    constexpr std::array PRICED_MODES{"chat", "completion", "responses"};
    if (!document.is_object()) {
        import.issues().push_back({"", "must be an object of models, as LiteLLM's model_prices_and_context_window.json is"});
        return;
    }
    for (const auto& [key, entry] : document.items()) {
        // The list opens with a specimen entry that documents its fields.
        if (key == "sample_spec")
            continue;
        const std::string pointer = appendKey("", key);
        if (!entry.is_object()) {
            import.issues().push_back({pointer, "must be an object"});
            continue;
        }
        const auto mode = entry.find("mode");
        if (mode == entry.end() || !mode->is_string()
            || std::ranges::find(PRICED_MODES, mode->get<std::string>()) == PRICED_MODES.end())
            continue;
        const auto provider = entry.find("litellm_provider");
        if (provider == entry.end() || !provider->is_string()) {
            import.issues().push_back({appendKey(pointer, "litellm_provider"), "must be the provider's name"});
            continue;
        }
        const ListedApiPrice listed{key, provider->get<std::string>(), key};
        const auto read = [&](Issues& issues) {
            PriceReader prices(issues);
            StatedApiPrices stated;
            stated.input = perMillion(prices.number(entry, "input_cost_per_token", pointer, true, MAX_USD_PER_TOKEN));
            stated.output = perMillion(prices.number(entry, "output_cost_per_token", pointer, true, MAX_USD_PER_TOKEN));
            stated.cachedInput
                = perMillion(prices.number(entry, "cache_read_input_token_cost", pointer, false, MAX_USD_PER_TOKEN));
            stated.cacheWrite
                = perMillion(prices.number(entry, "cache_creation_input_token_cost", pointer, false, MAX_USD_PER_TOKEN));
            stated.batchDiscount
                = discountOf(perMillion(prices.number(entry, "output_cost_per_token_batches", pointer, false, MAX_USD_PER_TOKEN)),
                             stated.output);
            stated.contextWindow = contextWindowAt(entry, "max_input_tokens");
            return stated;
        };
        import.offer(listed, read, fmt::format("{}, entry {}", fileDescription("LiteLLM's price list", file), key), file.asOf);
    }
}

/// A genai-prices price: a number, or { "base": ..., "tiers": [{ "start": ..., "price": ... }] }
/// where longer prompts pay more; the base is the price, the tiers go into the notes.
std::optional<double> genaiPrice(const json& prices, std::string_view key, const std::string& pointer, bool required,
                                 PriceReader& reader, std::string& remarks)
{
    const auto found = prices.find(std::string(key));
    if (found != prices.end() && found->is_object()) {
        const std::string at = appendKey(pointer, key);
        const std::optional<double> base = reader.number(*found, "base", at, true, MAX_USD_PER_MILLION_TOKENS);
        if (const auto tiers = found->find("tiers"); tiers != found->end() && tiers->is_array()) {
            for (const json& tier : *tiers) {
                if (tier.is_object() && tier.contains("start") && tier.contains("price"))
                    remarks += fmt::format("{} is {} from {} tokens on. ", key, tier["price"].dump(), tier["start"].dump());
            }
        }
        return base;
    }
    return reader.number(prices, key, pointer, required, MAX_USD_PER_MILLION_TOKENS);
}

/// Minutes after midnight of a time of day written HH:MM or HH:MM:SS, a zone letter allowed.
std::optional<int> minuteOfDay(std::string_view text)
{
    if (text.size() < 5 || text[2] != ':')
        return std::nullopt;
    const auto hours = wholeNumber<int>(text.substr(0, 2));
    const auto minutes = wholeNumber<int>(text.substr(3, 2));
    if (!hours || !minutes || *hours < 0 || *hours > 23 || *minutes < 0 || *minutes > 59)
        return std::nullopt;
    return *hours * 60 + *minutes;
}

/// Of a genai-prices model's prices, those in force as of a day, where they are, and what the
/// entry's notes should say of the others.
struct PricesInForce {
    const json* prices = nullptr;
    std::string pointer;
    std::string remarks;
};

/// The prices a genai-prices model states as of `asOf`: its prices object, or of its history
/// (an array of prices, each in force from its constraint's start date) the latest begun by
/// then. A period constrained to hours of the day (DeepSeek's standard hours against its
/// off-peak price) replaces that price when it covers most of the day, since one monthly price
/// should be the one paid most of the time; the notes give both.
PricesInForce genaiPricesAsOf(const json& model, const std::string& pointer, const std::string& asOf)
{
    const auto prices = model.find("prices");
    if (prices == model.end())
        return {nullptr, pointer, {}};
    if (!prices->is_array())
        return {&*prices, appendKey(pointer, "prices"), {}};
    const auto pricesAt
        = [&](std::size_t index) { return appendKey(appendKey(appendKey(pointer, "prices"), std::to_string(index)), "prices"); };
    PricesInForce inForce;
    std::string chosenStart;
    struct Window {
        std::size_t index;
        std::string from;
        std::string to;
        int minutes;
    };
    std::vector<Window> windows;
    for (std::size_t index = 0; index < prices->size(); ++index) {
        const json& period = (*prices)[index];
        if (!period.is_object() || !period.contains("prices"))
            continue;
        std::string start;
        if (const auto constraint = period.find("constraint"); constraint != period.end() && constraint->is_object()) {
            const auto from = constraint->find("start_time");
            const auto to = constraint->find("end_time");
            if (from != constraint->end() && to != constraint->end() && from->is_string() && to->is_string()) {
                const auto fromMinute = minuteOfDay(from->get<std::string>());
                const auto toMinute = minuteOfDay(to->get<std::string>());
                if (fromMinute && toMinute) {
                    const int minutes = ((*toMinute - *fromMinute) % (24 * 60) + 24 * 60) % (24 * 60);
                    windows.push_back({index, from->get<std::string>(), to->get<std::string>(), minutes});
                }
                continue;
            }
            if (const auto date = constraint->find("start_date"); date != constraint->end() && date->is_string())
                start = date->get<std::string>().substr(0, 10);
        }
        if (start <= asOf && (inForce.prices == nullptr || start >= chosenStart)) {
            inForce.prices = &period["prices"];
            inForce.pointer = pricesAt(index);
            chosenStart = start;
        }
    }
    for (const Window& window : windows) {
        const json& windowPrices = (*prices)[window.index]["prices"];
        inForce.remarks += fmt::format("From {} to {} each day the list prices {}, at other hours {}; the price paid most of "
                                       "the day is the one used. ",
                                       window.from, window.to, windowPrices.dump(),
                                       inForce.prices ? inForce.prices->dump() : std::string("nothing"));
        if (window.minutes > 12 * 60) {
            inForce.prices = &windowPrices;
            inForce.pointer = pricesAt(window.index);
        }
    }
    return inForce;
}

/// genai-prices: [ { "id": provider, "models": [ { "id": model, "prices": ... } ] } ].
void readGenaiPrices(const json& document, ApiImport& import, const PriceFile& file)
{
    if (!document.is_array()) {
        import.issues().push_back({"", "must be an array of providers, as genai-prices' prices/data.json is"});
        return;
    }
    for (std::size_t p = 0; p < document.size(); ++p) {
        const json& provider = document[p];
        const std::string providerPointer = "/" + std::to_string(p);
        const auto providerId = provider.find("id");
        const auto models = provider.find("models");
        if (!provider.is_object() || providerId == provider.end() || !providerId->is_string() || models == provider.end()
            || !models->is_array()) {
            import.issues().push_back({providerPointer, "must be a provider with an id and its models"});
            continue;
        }
        for (std::size_t m = 0; m < models->size(); ++m) {
            const json& model = (*models)[m];
            const std::string pointer = appendKey(appendKey(providerPointer, "models"), std::to_string(m));
            const auto modelId = model.find("id");
            if (!model.is_object() || modelId == model.end() || !modelId->is_string()) {
                import.issues().push_back({pointer, "must be a model with an id"});
                continue;
            }
            // The date the list's maintainers last checked this model's prices, where it says.
            std::string asOf = file.asOf;
            if (const auto checked = model.find("prices_checked"); checked != model.end() && checked->is_string())
                asOf = checked->get<std::string>().substr(0, 10);
            const PricesInForce inForce = genaiPricesAsOf(model, pointer, asOf);
            const json* prices = inForce.prices;
            const std::string& pricesPointer = inForce.pointer;
            // Embedding models price input only: not a kind the catalog prices.
            if (prices == nullptr || !prices->is_object() || !prices->contains("output_mtok"))
                continue;
            const std::string key = providerId->get<std::string>() + "/" + modelId->get<std::string>();
            const ListedApiPrice listed{key, providerId->get<std::string>(), modelId->get<std::string>()};
            const auto read = [&](Issues& issues) {
                PriceReader reader(issues);
                StatedApiPrices stated;
                stated.remarks = inForce.remarks;
                stated.input = genaiPrice(*prices, "input_mtok", pricesPointer, true, reader, stated.remarks);
                stated.output = genaiPrice(*prices, "output_mtok", pricesPointer, true, reader, stated.remarks);
                stated.cachedInput = genaiPrice(*prices, "cache_read_mtok", pricesPointer, false, reader, stated.remarks);
                stated.cacheWrite = genaiPrice(*prices, "cache_write_mtok", pricesPointer, false, reader, stated.remarks);
                stated.contextWindow = contextWindowAt(model, "context_window");
                return stated;
            };
            import.offer(listed, read,
                         fmt::format("{}, provider {}, model {}", fileDescription("genai-prices", file),
                                     providerId->get<std::string>(), modelId->get<std::string>()),
                         asOf);
        }
    }
}

/// OpenRouter: { "data": [ { "id": "vendor/model", "pricing": { "prompt": "0.000003", ... } } ] }.
/// OpenRouter's prices for one model or one host of it: per token, as decimal strings.
StatedApiPrices openRouterPrices(const json& pricing, const std::string& pricingPointer, const json& contextHolder,
                                 Issues& issues)
{
    PriceReader prices(issues);
    StatedApiPrices stated;
    stated.input = perMillion(prices.number(pricing, "prompt", pricingPointer, true, MAX_USD_PER_TOKEN));
    stated.output = perMillion(prices.number(pricing, "completion", pricingPointer, true, MAX_USD_PER_TOKEN));
    stated.cachedInput = perMillion(prices.number(pricing, "input_cache_read", pricingPointer, false, MAX_USD_PER_TOKEN));
    stated.cacheWrite = perMillion(prices.number(pricing, "input_cache_write", pricingPointer, false, MAX_USD_PER_TOKEN));
    stated.contextWindow = contextWindowAt(contextHolder, "context_length");
    return stated;
}

/// The hosts of one model, as OpenRouter's /api/v1/models/{id}/endpoints lists them: each
/// host's price for it, the host named by the first part of its tag ("deepinfra/fp8").
void readOpenRouterEndpoints(const json& model, ApiImport& import, const PriceFile& file)
{
    const auto id = model.find("id");
    const auto endpoints = model.find("endpoints");
    if (id == model.end() || !id->is_string() || endpoints == model.end() || !endpoints->is_array()) {
        import.issues().push_back({"/data",
                                   "must be a model with its id and its endpoints, as OpenRouter's "
                                   "/api/v1/models/{id}/endpoints is"});
        return;
    }
    const std::string& modelId = id->get_ref<const std::string&>();
    const std::optional<std::string> served = import.matcher().catalogModel(modelId);
    for (std::size_t index = 0; index < endpoints->size(); ++index) {
        const json& endpoint = (*endpoints)[index];
        const std::string pointer = "/data/endpoints/" + std::to_string(index);
        const auto tag = endpoint.is_object() ? endpoint.find("tag") : endpoint.end();
        const auto pricing = endpoint.is_object() ? endpoint.find("pricing") : endpoint.end();
        if (!endpoint.is_object() || tag == endpoint.end() || !tag->is_string() || pricing == endpoint.end()
            || !pricing->is_object()) {
            import.issues().push_back({pointer, "must be a host with its tag and its pricing"});
            continue;
        }
        // A free endpoint is a trial with limits, not an offer to compare.
        if (pricing->value("prompt", json()) == "0" && pricing->value("completion", json()) == "0")
            continue;
        const std::string& hostTag = tag->get_ref<const std::string&>();
        const std::string key = fmt::format("{} at {}", modelId, hostTag);
        if (!served) {
            import.unmapped(key, fmt::format("{} is no model the mappings name", modelId));
            continue;
        }
        const ListedApiPrice listed{key, hostTag.substr(0, hostTag.find('/')), modelId, served};
        const std::string pricingPointer = appendKey(pointer, "pricing");
        import.offer(
            listed, [&](Issues& issues) { return openRouterPrices(*pricing, pricingPointer, endpoint, issues); },
            fmt::format("{}, model {} at {}", fileDescription("OpenRouter's hosts listing", file), modelId, hostTag), file.asOf);
    }
}

void readOpenRouter(const json& document, ApiImport& import, const PriceFile& file)
{
    const auto data = document.is_object() ? document.find("data") : document.end();
    if (data != document.end() && data->is_object()) {
        readOpenRouterEndpoints(*data, import, file);
        return;
    }
    if (!document.is_object() || data == document.end() || !data->is_array()) {
        import.issues().push_back({"",
                                   "must be an object whose \"data\" lists the models, as OpenRouter's /api/v1/models "
                                   "is, or one model's endpoints, as /api/v1/models/{id}/endpoints gives them"});
        return;
    }
    for (std::size_t index = 0; index < data->size(); ++index) {
        const json& model = (*data)[index];
        const std::string pointer = "/data/" + std::to_string(index);
        const auto id = model.find("id");
        const auto pricing = model.find("pricing");
        if (!model.is_object() || id == model.end() || !id->is_string() || pricing == model.end() || !pricing->is_object()) {
            import.issues().push_back({pointer, "must be a model with an id and its pricing"});
            continue;
        }
        const std::string& key = id->get_ref<const std::string&>();
        // Free variants and routers with no price of their own are not offers to compare.
        const auto slash = key.find('/');
        if (slash == std::string::npos || key.ends_with(":free"))
            continue;
        const ListedApiPrice listed{key, key.substr(0, slash), key.substr(slash + 1)};
        const std::string pricingPointer = appendKey(pointer, "pricing");
        import.offer(
            listed, [&](Issues& issues) { return openRouterPrices(*pricing, pricingPointer, model, issues); },
            fmt::format("{}, model {}; OpenRouter's price, which for a maker's own model is the maker's list price",
                        fileDescription("OpenRouter's models listing", file), key),
            file.asOf);
    }
}

/// SkyPilot's vms.csv of one cloud: InstanceType, AcceleratorName, AcceleratorCount, Price,
/// SpotPrice, Region and AvailabilityZone, among others; prices per instance-hour in USD.
void readSkyPilot(std::string_view text, const PriceFile& file, const Catalog& catalog, const PriceMappings& mappings,
                  PriceImport& result, Issues& issues)
{
    const std::string provider
        = file.provider.empty() ? std::filesystem::path(file.name).parent_path().filename().string() : file.provider;
    if (provider.empty()) {
        issues.push_back({"", "names no cloud: SkyPilot's files are named after theirs (catalogs/v7/aws/vms.csv); give it"});
        return;
    }
    if (!isValidCatalogId(provider)) {
        issues.push_back({"",
                          fmt::format("names the cloud \"{}\", which is not a provider name of the catalog's kind "
                                      "(lower-case letters, digits, '.', '-', '_')",
                                      provider)});
        return;
    }
    result.cloud = provider;
    auto records = parseCsv(text);
    if (!records) {
        issues.push_back({"", fmt::format("line {}: {}", records.error().line, records.error().message)});
        return;
    }
    if (records->empty()) {
        issues.push_back({"", "is empty"});
        return;
    }
    const CsvRecord& header = records->front();
    const auto column = [&](std::string_view name) -> std::optional<std::size_t> {
        const auto found = std::ranges::find(header, name);
        return found == header.end() ? std::nullopt : std::optional(static_cast<std::size_t>(found - header.begin()));
    };
    const auto instanceColumn = column("InstanceType");
    const auto acceleratorColumn = column("AcceleratorName");
    const auto countColumn = column("AcceleratorCount");
    const auto priceColumn = column("Price");
    const auto spotColumn = column("SpotPrice");
    const auto regionColumn = column("Region");
    const auto zoneColumn = column("AvailabilityZone");
    if (!instanceColumn || !acceleratorColumn || !countColumn || !priceColumn || !spotColumn || !regionColumn) {
        issues.push_back({"",
                          "must have the columns InstanceType, AcceleratorName, AcceleratorCount, Price, SpotPrice and "
                          "Region, as SkyPilot's vms.csv has"});
        return;
    }
    struct Priced {
        CloudPrice entry;
        std::string row;
    };
    std::map<std::string, Priced> priced;
    std::set<std::string> listedUnmapped;
    for (std::size_t line = 1; line < records->size(); ++line) {
        const CsvRecord& record = (*records)[line];
        const std::string where = fmt::format("line {}", line + 1);
        if (record.size() != header.size()) {
            issues.push_back({"", fmt::format("{}: has {} fields where the header has {}", where, record.size(), header.size())});
            continue;
        }
        if (record[*acceleratorColumn].empty())
            continue;
        const std::string& countText = record[*countColumn];
        const double count = wholeNumber<double>(countText).value_or(0.0);
        if (!std::isfinite(count) || count < 1.0) {
            issues.push_back({"", fmt::format("{}: AcceleratorCount must be a number of GPUs, got \"{}\"", where, countText)});
            continue;
        }
        const std::string& instance = record[*instanceColumn];
        const std::string& region = record[*regionColumn];
        const std::string zone = zoneColumn ? record[*zoneColumn] : std::string();
        // The catalog names a spot offer after its zone: "us-east-2 (use2-az1)".
        const std::string regionAndZone = fmt::format("{} ({})", region, zone);
        for (const auto& [pricing, priceColumnIndex] :
             {std::pair{Pricing::OnDemand, *priceColumn}, std::pair{Pricing::Spot, *spotColumn}}) {
            const std::string& priceText = record[priceColumnIndex];
            if (priceText.empty())
                continue;
            const double perInstanceHour = wholeNumber<double>(priceText).value_or(-1.0);
            if (!std::isfinite(perInstanceHour) || perInstanceHour < 0.0 || perInstanceHour > MAX_USD_PER_HOUR) {
                issues.push_back(
                    {"", fmt::format("{}: {} must be a price per hour, got \"{}\"", where, header[priceColumnIndex], priceText)});
                continue;
            }
            const std::string_view pricingName = nameOf(pricing, PRICING_NAMES);
            const std::string key = fmt::format("{} {}{} {}", instance, region, zone.empty() ? "" : " " + zone, pricingName);
            const auto matches = [&](const CloudPrice& price) {
                return price.provider == provider && price.instance == instance && price.pricing == pricing
                    && (price.region == region || price.region == regionAndZone);
            };
            const auto found = std::ranges::find_if(catalog.cloudPrices, matches);
            if (found == catalog.cloudPrices.end()) {
                if (listedUnmapped.insert(key).second)
                    result.unmapped.push_back({key,
                                               fmt::format("no catalog entry of provider {} rents {} {} in {}", provider,
                                                           instance, pricingName, region)});
                continue;
            }
            // Compared as doubles: a count past the range of int must not be converted to one.
            if (found->gpusPerInstance != count) {
                result.unmapped.push_back(
                    {key,
                     fmt::format("counts {} GPUs where the catalog's {} counts {}", count, found->id, found->gpusPerInstance)});
                continue;
            }
            CloudPrice entry = *found;
            entry.perGpuHour.amount = perInstanceHour / count;
            const std::string transcription
                = fmt::format("{}, {} {} in {}{}: {} USD an instance-hour / {} GPUs", fileDescription("SkyPilot's catalog", file),
                              instance, pricingName, region, zone.empty() ? "" : " (" + zone + ")", priceText, count);
            entry.provenance = Provenance{citation(mappings, CatalogSection::CloudPrices, provider, pricing, transcription),
                                          file.asOf,
                                          false,
                                          importedNotes({}, found->provenance),
                                          {},
                                          {}};
            const auto [earlier, inserted] = priced.try_emplace(found->id, Priced{entry, where});
            if (!inserted && earlier->second.entry.perGpuHour.amount != entry.perGpuHour.amount) {
                issues.push_back(
                    {"",
                     fmt::format("{} and {} give {} two prices, {} and {} USD a GPU-hour", earlier->second.row, where, found->id,
                                 earlier->second.entry.perGpuHour.amount, entry.perGpuHour.amount)});
            }
        }
    }
    for (auto& [id, entry] : priced)
        result.prices.cloudPrices.push_back(std::move(entry.entry));
}

/// The import's entries checked as the catalog loader checks a user's file, so that nothing the
/// loader would refuse is written; a problem names the list's entry it came from.
Issues checkAsCatalog(const PriceImport& result)
{
    json document;
    to_json(document, result.prices);
    Issues issues;
    (void)readCatalogDocument(document, "import", issues);
    for (Issue& issue : issues) {
        const auto describeEntry = [&](std::string_view section, const auto& entries) {
            const std::string prefix = fmt::format("/{}/", section);
            if (!issue.pointer.starts_with(prefix))
                return;
            const std::size_t index = std::stoul(issue.pointer.substr(prefix.size()));
            if (index < entries.size())
                issue.message = fmt::format("{} (catalog entry {}, from {})", issue.message, entries[index].id,
                                            entries[index].provenance.source);
        };
        describeEntry("api_prices", result.prices.apiPrices);
        describeEntry("cloud_prices", result.prices.cloudPrices);
    }
    return issues;
}

} // namespace

std::expected<PriceMappings, LoadError> parsePriceMappings(std::string_view text, std::string_view origin)
{
    auto document = parseJson(text, MAPPINGS_LIMITS);
    if (!document)
        return std::unexpected(LoadError{std::string(origin), std::move(document.error())});
    Issues issues;
    PriceMappings mappings;
    ObjectReader reader(*document, "", issues);
    if (reader.isObject()) {
        (void)reader.integer("schema_version", rules::count(1, 1));
        (void)reader.string("description", "");
        reader.array("providers", Presence::Required, 0, 10'000, [&](ObjectReader& item, std::size_t) {
            mappings.providers.push_back(
                {item.choice("format", PRICE_FORMAT_NAMES), item.string("source"), item.string("catalog")});
            (void)item.string("reason");
        });
        reader.array("entries", Presence::Required, 0, 100'000, [&](ObjectReader& item, std::size_t) {
            mappings.entries.push_back(
                {item.choice("format", PRICE_FORMAT_NAMES), item.string("source"), item.string("catalog")});
            (void)item.string("reason");
        });
        reader.array("models", Presence::Required, 0, 10'000, [&](ObjectReader& item, std::size_t) {
            mappings.models.push_back({item.choice("format", PRICE_FORMAT_NAMES), item.string("source"), item.string("catalog")});
            (void)item.string("reason");
        });
        reader.array("pricing_pages", Presence::Required, 0, 10'000, [&](ObjectReader& item, std::size_t) {
            PriceMappings::PricingPage page;
            page.section = item.choice("section", CATALOG_SECTION_NAMES);
            page.provider = item.string("provider");
            page.pricing = item.optionalChoice("pricing", PRICING_NAMES);
            page.list = item.string("list");
            page.url = item.string("url");
            if (page.section == CatalogSection::CloudPrices && !page.pricing)
                item.report("pricing", "is needed for a cloud's page: spot prices are often on a page of their own");
            mappings.pricingPages.push_back(std::move(page));
        });
        reader.array("published_lists", Presence::Required, 0, 1'000, [&](ObjectReader& item, std::size_t) {
            mappings.publishedLists.push_back(
                {item.string("name"), item.choice("format", PRICE_FORMAT_NAMES), item.string("url")});
        });
        reader.rejectUnknownKeys();
    }
    if (!issues.empty())
        return std::unexpected(LoadError{std::string(origin), std::move(issues)});
    return mappings;
}

PriceMappings embeddedPriceMappings()
{
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (file.name == "price_sources/mappings.json") {
            // The test suite loads it, so a broken file is a broken build.
            if (auto mappings = parsePriceMappings(file.contents, file.name))
                return *std::move(mappings);
        }
    }
    return {};
}

std::optional<PriceFormat> detectPriceFormat(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first == std::string_view::npos)
        return std::nullopt;
    if (text[first] != '{' && text[first] != '[')
        return text.substr(first).starts_with("InstanceType") ? std::optional(PriceFormat::SkyPilot) : std::nullopt;
    auto document = parseJson(text, PRICE_FILE_LIMITS);
    if (!document)
        return std::nullopt;
    if (document->is_array())
        return PriceFormat::GenaiPrices;
    if (document->is_object() && document->contains("data")
        && ((*document)["data"].is_array() || ((*document)["data"].is_object() && (*document)["data"].contains("endpoints"))))
        return PriceFormat::OpenRouter;
    if (document->is_object()) {
        for (const auto& [key, entry] : document->items()) {
            if (entry.is_object() && entry.contains("litellm_provider"))
                return PriceFormat::LiteLlm;
        }
    }
    return std::nullopt;
}

std::expected<PriceImport, LoadError> importPrices(std::string_view text, PriceFormat format, const PriceFile& file,
                                                   const Catalog& catalog, const PriceMappings& mappings)
{
    PriceImport result;
    Issues issues;
    if (format == PriceFormat::SkyPilot) {
        result.format = format;
        readSkyPilot(text, file, catalog, mappings, result, issues);
    } else {
        auto document = parseJson(text, PRICE_FILE_LIMITS);
        if (!document)
            return std::unexpected(LoadError{file.name, std::move(document.error())});
        ApiImport import(format, catalog, mappings);
        switch (format) {
        case PriceFormat::LiteLlm:
            readLiteLlm(*document, import, file);
            break;
        case PriceFormat::GenaiPrices:
            readGenaiPrices(*document, import, file);
            break;
        case PriceFormat::OpenRouter:
            readOpenRouter(*document, import, file);
            break;
        case PriceFormat::SkyPilot:
            break;
        }
        issues = std::move(import.issues());
        result = import.take();
    }
    if (issues.empty())
        issues = checkAsCatalog(result);
    if (!issues.empty())
        return std::unexpected(LoadError{fmt::format("{} (read as {})", file.name, formatName(format)), std::move(issues)});
    return result;
}

std::expected<PriceImport, LoadError> importOntoShippedCatalog(std::string_view text, PriceFormat format, const PriceFile& file)
{
    const auto shipped = loadEmbeddedCatalog();
    if (!shipped)
        return std::unexpected(shipped.error());
    return importPrices(text, format, file, *shipped, embeddedPriceMappings());
}

namespace {

std::optional<double> amountOf(const std::optional<Money>& money)
{
    return money ? std::optional(money->amount) : std::nullopt;
}

void compare(std::vector<FigureChange>& figures, PriceFigure figure, std::optional<double> before, std::optional<double> after)
{
    if (before != after)
        figures.push_back({figure, before, after});
}

} // namespace

std::vector<PriceChange> priceChanges(const Catalog& current, const Catalog& imported)
{
    std::vector<PriceChange> changes;
    for (const ApiPrice& price : imported.apiPrices) {
        PriceChange change{price.id, {}, {}, price.provenance.asOf};
        if (const ApiPrice* before = current.apiPrice(price.id)) {
            change.asOfBefore = before->provenance.asOf;
            compare(change.figures, PriceFigure::Input, before->inputPerMillionTokens.amount, price.inputPerMillionTokens.amount);
            compare(change.figures, PriceFigure::Output, before->outputPerMillionTokens.amount,
                    price.outputPerMillionTokens.amount);
            compare(change.figures, PriceFigure::CacheRead, amountOf(before->cachedInputPerMillionTokens),
                    amountOf(price.cachedInputPerMillionTokens));
            compare(change.figures, PriceFigure::CacheWrite, amountOf(before->cacheWritePerMillionTokens),
                    amountOf(price.cacheWritePerMillionTokens));
            compare(change.figures, PriceFigure::BatchDiscount, before->batchDiscount, price.batchDiscount);
        }
        changes.push_back(std::move(change));
    }
    for (const CloudPrice& price : imported.cloudPrices) {
        PriceChange change{price.id, {}, {}, price.provenance.asOf};
        if (const CloudPrice* before = current.cloudPrice(price.id)) {
            change.asOfBefore = before->provenance.asOf;
            compare(change.figures, PriceFigure::PerGpuHour, before->perGpuHour.amount, price.perGpuHour.amount);
        }
        changes.push_back(std::move(change));
    }
    return changes;
}

std::string importedFileName(PriceFormat format, std::string_view provider)
{
    if (format == PriceFormat::SkyPilot)
        return fmt::format("imported-{}-{}.json", formatName(format), provider);
    return fmt::format("imported-{}.json", formatName(format));
}

std::expected<std::filesystem::path, std::string> writeImportedPrices(const PriceImport& imported,
                                                                      const std::filesystem::path& directory)
{
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    if (error)
        return std::unexpected(fmt::format("cannot create {}: {}", directory.string(), error.message()));
    const std::filesystem::path target = directory / importedFileName(imported.format, imported.cloud);
    json document;
    to_json(document, imported.prices);
    if (auto written = writeFileAtomically(target, document.dump(2) + "\n"); !written)
        return std::unexpected(written.error());
    return target;
}

} // namespace tco
