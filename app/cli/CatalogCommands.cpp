#include "CatalogCommands.h"

#include "TextTable.h"
#include "catalog/CatalogJson.h"
#include "cost/WeekLoad.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <ostream>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;
using Align = TextTable::Align;

constexpr std::string_view NONE = "—";
/// Wide enough for long sources to stay readable, narrow enough for a terminal beside an editor.
constexpr std::size_t SHOW_WIDTH = 100;

std::string number(double value)
{
    return fmt::format("{}", value);
}

std::string optionalNumber(const std::optional<double>& value)
{
    return value ? number(*value) : std::string(NONE);
}

std::string teraOps(const std::optional<OpsPerSecond>& value)
{
    return value ? number(value->value() / 1e12) : std::string(NONE);
}

std::string percent(const std::optional<double>& share)
{
    return share ? fmt::format("{}%", std::round(*share * 1000.0) / 10.0) : std::string(NONE);
}

std::string dated(const Provenance& provenance)
{
    return provenance.estimate ? provenance.asOf + " (est.)" : provenance.asOf;
}

TextTable gpuTable(const Catalog& catalog)
{
    TextTable table({{"ID"},
                     {"NAME"},
                     {"MEMORY GiB", Align::Right},
                     {"BW TB/s", Align::Right},
                     {"BF16 TFLOP/s", Align::Right},
                     {"FP8 TFLOP/s", Align::Right},
                     {"FP4 TFLOP/s", Align::Right},
                     {"TDP W", Align::Right},
                     {"NVLINK GPUs", Align::Right},
                     {"AS OF"}});
    for (const GpuSpec& gpu : catalog.gpus) {
        table.addRow({gpu.id, gpu.name, number(inGibibytes(gpu.memory)), number(gpu.memoryBandwidth.value() / 1e12),
                      teraOps(gpu.bf16Dense), teraOps(gpu.fp8Dense), teraOps(gpu.fp4Dense),
                      gpu.tdp ? number(gpu.tdp->value()) : std::string(NONE), number(gpu.nvlinkDomainSize),
                      dated(gpu.provenance)});
    }
    return table;
}

TextTable modelTable(const Catalog& catalog)
{
    TextTable table({{"ID"},
                     {"NAME"},
                     {"PARAMS B", Align::Right},
                     {"ACTIVE B", Align::Right},
                     {"LAYERS", Align::Right},
                     {"ATTENTION"},
                     {"KV HEADS", Align::Right},
                     {"CONTEXT", Align::Right},
                     {"AS OF"}});
    for (const ModelSpec& model : catalog.models) {
        std::string attention(nameOf(model.attention, ATTENTION_TYPE_NAMES));
        if (model.sparseAttention)
            attention += fmt::format(" sparse top-{}", model.sparseAttention->topKTokens);
        if (model.slidingWindow)
            attention += fmt::format(" + {}×{} window", model.slidingWindow->layers, model.slidingWindow->windowTokens);
        if (model.linearAttention)
            attention += fmt::format(" + {} linear", model.linearAttention->layers);
        if (model.moe)
            attention += fmt::format(", MoE {}/{}", model.moe->expertsPerToken, model.moe->experts);
        table.addRow({model.id, model.name, number(model.totalParameters / 1e9), number(model.activeParameters / 1e9),
                      number(model.layers), attention, number(model.kvHeads), number(model.maxContextTokens),
                      dated(model.provenance)});
    }
    return table;
}

TextTable cloudTable(const Catalog& catalog)
{
    TextTable table({{"ID"},
                     {"PROVIDER"},
                     {"GPU"},
                     {"GPUS", Align::Right},
                     {"USD/GPU-HOUR", Align::Right},
                     {"PRICING"},
                     {"REGION"},
                     {"AS OF"}});
    for (const CloudPrice& price : catalog.cloudPrices) {
        std::string amount = number(price.perGpuHour.amount);
        if (price.covers == PriceCoverage::AcceleratorOnly)
            amount += " + host";
        table.addRow({price.id, price.provider, price.gpuId, number(price.gpusPerInstance), amount,
                      std::string(nameOf(price.pricing, PRICING_NAMES)), price.region, dated(price.provenance)});
    }
    return table;
}

TextTable apiTable(const Catalog& catalog)
{
    TextTable table({{"ID"},
                     {"NAME"},
                     {"INPUT USD/M", Align::Right},
                     {"OUTPUT USD/M", Align::Right},
                     {"CACHED USD/M", Align::Right},
                     {"BATCH", Align::Right},
                     {"SERVES"},
                     {"AS OF"}});
    const auto amount = [](const std::optional<Money>& money) { return money ? number(money->amount) : std::string(NONE); };
    for (const ApiPrice& price : catalog.apiPrices) {
        table.addRow({price.id, price.name, number(price.inputPerMillionTokens.amount),
                      number(price.outputPerMillionTokens.amount), amount(price.cachedInputPerMillionTokens),
                      percent(price.batchDiscount), price.servesModel.value_or(std::string(NONE)), dated(price.provenance)});
    }
    return table;
}

TextTable costTable(const Catalog& catalog)
{
    TextTable table({{"ID"}, {"CATEGORY"}, {"VALUE", Align::Right}, {"UNIT"}, {"RANGE"}, {"AS OF"}});
    for (const CostFact& fact : catalog.costFacts) {
        const std::string range = fact.low || fact.high
            ? fmt::format("{} – {}", optionalNumber(fact.low), optionalNumber(fact.high))
            : std::string(NONE);
        table.addRow({fact.id, std::string(nameOf(fact.category, COST_CATEGORY_NAMES)), number(fact.value), fact.unit, range,
                      dated(fact.provenance)});
    }
    return table;
}

TextTable loadProfileTable(const Catalog& catalog)
{
    TextTable table({{"ID"}, {"NAME"}, {"PEAK/AVERAGE", Align::Right}, {"AS OF"}});
    for (const LoadProfile& profile : catalog.loadProfiles)
        table.addRow(
            {profile.id, profile.name, fmt::format("{:.2f}", WeekLoad(profile.shape).peak()), dated(profile.provenance)});
    return table;
}

TextTable sectionTable(const Catalog& catalog, CatalogSection section)
{
    switch (section) {
    case CatalogSection::Gpus:
        return gpuTable(catalog);
    case CatalogSection::Models:
        return modelTable(catalog);
    case CatalogSection::CloudPrices:
        return cloudTable(catalog);
    case CatalogSection::ApiPrices:
        return apiTable(catalog);
    case CatalogSection::CostFacts:
        return costTable(catalog);
    case CatalogSection::LoadProfiles:
        return loadProfileTable(catalog);
    }
    return TextTable({});
}

/// The section of `catalog` as a document holding only that section.
json sectionDocument(const Catalog& catalog, CatalogSection section)
{
    json document = catalog;
    json only{{"schema_version", CATALOG_SCHEMA_VERSION}};
    const std::string key(nameOf(section, CATALOG_SECTION_NAMES));
    only[key] = std::move(document[key]);
    return only;
}

using Fields = std::vector<std::pair<std::string, std::string>>;

/// Every field of an entry as (key, value), nested keys joined by dots.
void appendFields(const json& value, const std::string& prefix, Fields& fields)
{
    for (const auto& [key, field] : value.items()) {
        const std::string name = prefix.empty() ? key : prefix + "." + key;
        if (field.is_object())
            appendFields(field, name, fields);
        else if (field.is_null())
            fields.emplace_back(name, NONE);
        else if (field.is_string())
            fields.emplace_back(name, field.get<std::string>());
        else if (field.is_number())
            fields.emplace_back(name, number(field.get<double>()));
        else
            fields.emplace_back(name, field.dump());
    }
}

template <typename Entry>
void collectMatches(const std::vector<Entry>& entries, std::string_view id, CatalogSection section, json& document,
                    std::vector<std::pair<json, const Provenance*>>& matches)
{
    for (const Entry& entry : entries) {
        if (entry.id != id)
            continue;
        const std::string key(nameOf(section, CATALOG_SECTION_NAMES));
        if (!document.contains(key))
            document[key] = json::array();
        document[key].push_back(entry);
        matches.emplace_back(json(entry), &entry.provenance);
    }
}

} // namespace

void listCatalog(const Catalog& catalog, CatalogSection section, OutputFormat format, std::ostream& out)
{
    if (format == OutputFormat::Json)
        out << sectionDocument(catalog, section).dump(2) << '\n';
    else
        out << sectionTable(catalog, section).render();
}

bool showCatalogEntry(const Catalog& catalog, std::string_view id, OutputFormat format, std::ostream& out, std::ostream& err)
{
    json document{{"schema_version", CATALOG_SCHEMA_VERSION}};
    std::vector<std::pair<json, const Provenance*>> matches;
    collectMatches(catalog.gpus, id, CatalogSection::Gpus, document, matches);
    collectMatches(catalog.models, id, CatalogSection::Models, document, matches);
    collectMatches(catalog.cloudPrices, id, CatalogSection::CloudPrices, document, matches);
    collectMatches(catalog.apiPrices, id, CatalogSection::ApiPrices, document, matches);
    collectMatches(catalog.costFacts, id, CatalogSection::CostFacts, document, matches);
    collectMatches(catalog.loadProfiles, id, CatalogSection::LoadProfiles, document, matches);

    if (matches.empty()) {
        std::vector<std::string> ids;
        for (const auto& [section, name] : CATALOG_SECTION_NAMES) {
            const std::vector<std::string> sectionIds = catalog.ids(section);
            ids.insert(ids.end(), sectionIds.begin(), sectionIds.end());
        }
        const std::string hint = didYouMean(id, ids);
        fmt::print(err, "error: no catalog entry has the id \"{}\"{}\n", id, hint.empty() ? "" : " (" + hint + ")");
        return false;
    }
    if (format == OutputFormat::Json) {
        out << document.dump(2) << '\n';
        return true;
    }
    for (std::size_t i = 0; i < matches.size(); ++i) {
        const auto& [entry, provenance] = matches[i];
        Fields fields;
        appendFields(entry, "", fields);
        fields.emplace_back("loaded_from", fmt::format("{} at {}", provenance->origin, provenance->pointer));
        out << (i > 0 ? "\n" : "") << renderFieldList(fields, SHOW_WIDTH);
    }
    return true;
}

} // namespace tco::cli
