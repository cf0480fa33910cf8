#include "catalog/CatalogJson.h"

#include "json/JsonReader.h"
#include "model/ParameterCount.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

// Upper bounds well past any real product, so a typo (a TDP of 7000000 W) is caught, not used.
constexpr std::size_t MAX_ENTRIES_PER_SECTION = 100'000;
constexpr double MAX_MEMORY_GIB = 16'384;
constexpr double MAX_BANDWIDTH_TB_PER_S = 1'000;
constexpr double MAX_TERA_OPS = 1'000'000;
constexpr double MAX_WATTS = 100'000;
constexpr double MAX_LINK_GB_PER_S = 1'000'000;
constexpr double MAX_DOMAIN_GPUS = 1'000'000;
constexpr double MAX_GPUS_PER_SERVER = 1'024;
constexpr double MAX_HARDWARE_PRICE_USD = 1e9;
constexpr double MAX_PARAMETERS_BILLIONS = 1'000'000;
constexpr double MAX_DIMENSION = 10'000'000;
constexpr double MAX_CONTEXT_TOKENS = 1e9;
constexpr double MAX_USD_PER_GPU_HOUR = 10'000;
constexpr double MAX_USD_PER_MTOK = 100'000;
constexpr double MAX_BATCH_DISCOUNT = 0.99;
constexpr double MAX_COST_FACT = 1e12;
constexpr double PARAMETERS_PER_BILLION = 1e9;

Money usd(double amount)
{
    return Money{amount, Currency::usd()};
}

std::string readId(ObjectReader& reader)
{
    std::string id = reader.string("id");
    if (!id.empty() && !isValidCatalogId(id)) {
        reader.report("id",
                      fmt::format("must use only lower-case letters, digits, '.', '-' and '_', and start with a "
                                  "letter or digit, got \"{}\"",
                                  id));
    }
    return id;
}

void readProvenance(ObjectReader& reader, Provenance& provenance, std::string_view origin)
{
    provenance.source = reader.string("source");
    provenance.asOf = reader.string("as_of");
    if (!provenance.asOf.empty() && !isValidAsOf(provenance.asOf)) {
        reader.report(
            "as_of",
            fmt::format("must be a date written YYYY, YYYY-MM, YYYY-MM-DD, YYYY-Qn or YYYY-Hn, got \"{}\"", provenance.asOf));
    }
    provenance.estimate = reader.boolean("estimate", false);
    provenance.notes = reader.string("notes", "");
    provenance.origin = std::string(origin);
    provenance.pointer = reader.pointer();
}

/// Reads one section: every entry through `readFields`, plus the fields all entries share.
template <typename Entry, typename ReadFields>
void readSection(ObjectReader& document, std::string_view key, std::string_view origin, std::vector<Entry>& entries,
                 ReadFields readFields)
{
    // Where each id was first seen: a search of the entries so far would make a section of n
    // entries take n² / 2 comparisons.
    std::unordered_map<std::string, std::size_t> seen;
    // Room for every entry up front: growing a vector of entries moves each several times. A
    // longer array is refused by array(), which is why the room is capped.
    const std::size_t room = std::min(document.arraySize(key), MAX_ENTRIES_PER_SECTION);
    entries.reserve(room);
    seen.reserve(room);
    document.array(key, Presence::Optional, 0, MAX_ENTRIES_PER_SECTION, [&](ObjectReader& reader, std::size_t) {
        Entry entry;
        entry.id = readId(reader);
        readFields(reader, entry);
        readProvenance(reader, entry.provenance, origin);
        if (!entry.id.empty()) {
            const auto [earlier, first] = seen.try_emplace(entry.id, entries.size());
            if (!first)
                reader.report("id",
                              fmt::format("duplicate id {}, already used at {}", quotedForMessage(entry.id),
                                          entries[earlier->second].provenance.pointer));
        }
        entries.push_back(std::move(entry));
    });
}

std::optional<OpsPerSecond> readTeraOps(ObjectReader& reader, std::string_view key)
{
    return reader.nullableNumber(key, rules::positive(MAX_TERA_OPS)).transform(teraOpsPerSecond);
}

void readGpu(ObjectReader& reader, GpuSpec& gpu)
{
    gpu.vendor = reader.string("vendor");
    gpu.name = reader.string("name");
    gpu.formFactor = reader.string("form_factor");
    const std::size_t issuesBefore = reader.issues().size();
    gpu.memory = gibibytes(reader.number("memory_gib", rules::positive(MAX_MEMORY_GIB)));
    gpu.usableMemory = gibibytes(reader.number("usable_memory_gib", rules::positive(MAX_MEMORY_GIB)));
    // Compared only when both were read: a value that failed its own rule compares meaninglessly.
    if (reader.issues().size() == issuesBefore && gpu.usableMemory > gpu.memory)
        reader.report("usable_memory_gib", fmt::format("must not exceed memory_gib ({})", inGibibytes(gpu.memory)));
    gpu.memoryBandwidth = terabytesPerSecond(reader.number("memory_bandwidth_tb_per_s", rules::positive(MAX_BANDWIDTH_TB_PER_S)));
    // Required: sizing widens every format without tensor cores of its own to BF16.
    gpu.bf16Dense = teraOpsPerSecond(reader.number("bf16_dense_tflops", rules::positive(MAX_TERA_OPS)));
    gpu.fp8Dense = readTeraOps(reader, "fp8_dense_tflops");
    gpu.fp4Dense = readTeraOps(reader, "fp4_dense_tflops");
    gpu.int8Dense = readTeraOps(reader, "int8_dense_tops");
    gpu.tdp = reader.nullableNumber("tdp_watts", rules::positive(MAX_WATTS)).transform([](double watts) { return Watts(watts); });
    gpu.interconnectBandwidth = gigabytesPerSecond(reader.number("interconnect_gb_per_s", rules::positive(MAX_LINK_GB_PER_S)));
    gpu.scaleOutBandwidth = gigabytesPerSecond(reader.number("scale_out_gb_per_s", rules::positive(MAX_LINK_GB_PER_S)));
    gpu.nvlinkDomainSize = reader.integer("nvlink_domain_size", rules::count(1, MAX_DOMAIN_GPUS));
    gpu.gpusPerServer = reader.integer("gpus_per_server", rules::count(1, MAX_GPUS_PER_SERVER));
    gpu.launchYear = reader.integer("launch_year", rules::count(1990, 2100));
    gpu.listPrice = reader.nullableNumber("list_price_usd", rules::positive(MAX_HARDWARE_PRICE_USD)).transform(usd);
}

void readAttention(ObjectReader& reader, ModelSpec& model)
{
    model.attention = reader.choice("type", ATTENTION_TYPE_NAMES);
    model.attentionOutputGate = reader.boolean("output_gate", false);
    if (model.attention != AttentionType::MultiHeadLatent)
        return;
    const NumberRule width = rules::count(1, MAX_DIMENSION);
    LatentAttention latent;
    latent.kvLoraRank = reader.integer("kv_lora_rank", width);
    latent.qkRopeHeadDim = reader.integer("qk_rope_head_dim", width);
    latent.qkNopeHeadDim = reader.integer("qk_nope_head_dim", width);
    latent.qLoraRank = reader.nullableInteger("q_lora_rank", width);
    model.latentAttention = latent;
}

/// The stated parameter counts against those the dimensions give: a mistyped dimension (10^7
/// layers for an 8 B model) would size a replica of tens of thousands of GPUs. The catalog's own
/// entries agree within 1 %; a tenth leaves room for counts rounded by hand.
void checkParameterCounts(ObjectReader& reader, const ModelSpec& model)
{
    constexpr double TOLERANCE = 0.10;
    const ParameterBreakdown counted = countParameters(model);
    const auto check = [&](std::string_view key, double stated, double fromDimensions) {
        if (std::abs(fromDimensions / stated - 1.0) > TOLERANCE) {
            reader.report(
                key,
                fmt::format(
                    "is {:.4g} billion, but the model's dimensions count {:.4g} billion: a dimension or the count is mistyped",
                    stated / PARAMETERS_PER_BILLION, fromDimensions / PARAMETERS_PER_BILLION));
        }
    };
    check("total_params_billions", model.totalParameters, counted.total());
    check("active_params_billions", model.activeParameters, activeParameters(model, counted));
}

/// Relations between a model's fields that config.json files always satisfy.
void checkModelShape(ObjectReader& reader, const ModelSpec& model)
{
    if (model.kvHeads > model.attentionHeads || model.attentionHeads % model.kvHeads != 0) {
        reader.report("kv_heads",
                      fmt::format("must divide attention_heads ({}) evenly, got {}", model.attentionHeads, model.kvHeads));
    }
    if (model.attention == AttentionType::MultiHead && model.kvHeads != model.attentionHeads) {
        reader.report("attention",
                      fmt::format("is \"mha\", which needs kv_heads equal to attention_heads ({}); "
                                  "with fewer KV heads it is \"gqa\"",
                                  model.attentionHeads));
    }
    if (model.attention == AttentionType::GroupedQuery && model.kvHeads == model.attentionHeads)
        reader.report("attention", "is \"gqa\", but kv_heads equals attention_heads, which is \"mha\"");
    if (model.activeParameters > model.totalParameters)
        reader.report("active_params_billions", "must not exceed total_params_billions");
    if (model.slidingWindow && model.slidingWindow->layers > model.layers) {
        reader.report("sliding_window",
                      fmt::format("has {} layers, more than the model's {}", model.slidingWindow->layers, model.layers));
    }
    if (const auto& linear = model.linearAttention) {
        const int windowLayers = model.slidingWindow ? model.slidingWindow->layers : 0;
        if (linear->layers + windowLayers > model.layers) {
            reader.report("linear_attention",
                          windowLayers == 0
                              ? fmt::format("has {} layers, more than the model's {}", linear->layers, model.layers)
                              : fmt::format("has {} layers, which with the {} sliding-window layers are more than the model's {}",
                                            linear->layers, windowLayers, model.layers));
        }
        // Each query and key head serves a whole group of value heads.
        if (linear->valueHeads % linear->keyHeads != 0) {
            reader.report(
                "linear_attention",
                fmt::format("value_heads ({}) must be a multiple of key_heads ({})", linear->valueHeads, linear->keyHeads));
        }
    }
    if (model.sparseAttention && model.attention != AttentionType::MultiHeadLatent) {
        reader.report("sparse_attention",
                      fmt::format("needs \"mla\" attention, whose compressed query its indexer reads; attention is \"{}\"",
                                  nameOf(model.attention, ATTENTION_TYPE_NAMES)));
    }
    if (model.moe) {
        if (model.moe->expertsPerToken > model.moe->experts)
            reader.report("moe", "uses more experts per token than it has experts");
        if (model.moe->denseLayers >= model.layers)
            reader.report("moe",
                          fmt::format("has {} dense layers, leaving no MoE layer of {}", model.moe->denseLayers, model.layers));
    }
}

void readModel(ObjectReader& reader, ModelSpec& model)
{
    const NumberRule dimension = rules::count(1, MAX_DIMENSION);
    model.name = reader.string("name");
    model.license = reader.string("license");
    model.totalParameters
        = reader.number("total_params_billions", rules::positive(MAX_PARAMETERS_BILLIONS)) * PARAMETERS_PER_BILLION;
    model.activeParameters
        = reader.number("active_params_billions", rules::positive(MAX_PARAMETERS_BILLIONS)) * PARAMETERS_PER_BILLION;
    model.layers = reader.integer("layers", dimension);
    model.hiddenSize = reader.integer("hidden_size", dimension);
    model.attentionHeads = reader.integer("attention_heads", dimension);
    model.kvHeads = reader.integer("kv_heads", dimension);
    model.headDim = reader.integer("head_dim", dimension);
    model.intermediateSize = reader.integer("intermediate_size", dimension);
    model.vocabSize = reader.integer("vocab_size", dimension);
    model.maxContextTokens = reader.integer("max_context_tokens", rules::count(1, MAX_CONTEXT_TOKENS));
    model.tiedEmbeddings = reader.boolean("tied_embeddings");
    reader.object("attention", Presence::Required, [&](ObjectReader& attention) { readAttention(attention, model); });
    SlidingWindow window;
    if (reader.nullableObject("sliding_window", [&](ObjectReader& sliding) {
            window.windowTokens = sliding.integer("window_tokens", rules::count(1, MAX_CONTEXT_TOKENS));
            window.layers = sliding.integer("layers", dimension);
        })) {
        model.slidingWindow = window;
    }
    LinearAttention linear;
    if (reader.nullableObject("linear_attention", [&](ObjectReader& recurrent) {
            linear.layers = recurrent.integer("layers", dimension);
            linear.keyHeads = recurrent.integer("key_heads", dimension);
            linear.valueHeads = recurrent.integer("value_heads", dimension);
            linear.keyHeadDim = recurrent.integer("key_head_dim", dimension);
            linear.valueHeadDim = recurrent.integer("value_head_dim", dimension);
            linear.convolutionKernel = recurrent.integer("convolution_kernel", dimension);
        })) {
        model.linearAttention = linear;
    }
    SparseAttention sparse;
    if (reader.nullableObject("sparse_attention", [&](ObjectReader& indexer) {
            sparse.topKTokens = indexer.integer("top_k_tokens", rules::count(1, MAX_CONTEXT_TOKENS));
            sparse.indexerHeads = indexer.integer("indexer_heads", dimension);
            sparse.indexerHeadDim = indexer.integer("indexer_head_dim", dimension);
        })) {
        model.sparseAttention = sparse;
    }
    MixtureOfExperts moe;
    if (reader.nullableObject("moe", [&](ObjectReader& experts) {
            moe.experts = experts.integer("experts", rules::count(2, MAX_DIMENSION));
            moe.expertsPerToken = experts.integer("experts_per_token", dimension);
            moe.sharedExperts = experts.integer("shared_experts", rules::count(0, MAX_DIMENSION));
            moe.expertIntermediateSize = experts.integer("expert_intermediate_size", dimension);
            moe.denseLayers = experts.integer("dense_layers", rules::count(0, MAX_DIMENSION));
        })) {
        model.moe = moe;
    }
}

void readCloudPrice(ObjectReader& reader, CloudPrice& price)
{
    price.provider = reader.string("provider");
    price.instance = reader.string("instance");
    price.gpuId = reader.string("gpu");
    price.gpusPerInstance = reader.integer("gpus_per_instance", rules::count(1, MAX_GPUS_PER_SERVER));
    price.perGpuHour = usd(reader.number("usd_per_gpu_hour", rules::positive(MAX_USD_PER_GPU_HOUR)));
    price.pricing = reader.choice("pricing", PRICING_NAMES);
    price.region = reader.string("region");
    price.covers = reader.choice("price_covers", PRICE_COVERAGE_NAMES);
}

std::optional<Money> readNullablePerMillion(ObjectReader& reader, std::string_view key)
{
    return reader.nullableNumber(key, rules::nonNegative(MAX_USD_PER_MTOK)).transform(usd);
}

void readApiPrice(ObjectReader& reader, ApiPrice& price)
{
    price.provider = reader.string("provider");
    price.model = reader.string("model");
    price.name = reader.string("name");
    price.servesModel = reader.nullableString("serves_model");
    price.inputPerMillionTokens = usd(reader.number("input_usd_per_mtok", rules::nonNegative(MAX_USD_PER_MTOK)));
    price.outputPerMillionTokens = usd(reader.number("output_usd_per_mtok", rules::nonNegative(MAX_USD_PER_MTOK)));
    price.cachedInputPerMillionTokens = readNullablePerMillion(reader, "cached_input_usd_per_mtok");
    price.cacheWritePerMillionTokens = readNullablePerMillion(reader, "cache_write_usd_per_mtok");
    price.batchDiscount = reader.nullableNumber("batch_discount", rules::between(0.0, MAX_BATCH_DISCOUNT));
    price.contextWindowTokens = reader.nullableInteger("context_window_tokens", rules::count(1, MAX_CONTEXT_TOKENS));
}

void readCostFact(ObjectReader& reader, CostFact& fact)
{
    fact.category = reader.choice("category", COST_CATEGORY_NAMES);
    fact.item = reader.string("item");
    // Signed: a trend is a yearly change, negative when prices fall.
    constexpr NumberRule factRule = rules::between(-MAX_COST_FACT, MAX_COST_FACT);
    fact.value = reader.number("value", factRule);
    fact.unit = reader.string("unit");
    fact.low = reader.nullableNumber("low", factRule);
    fact.high = reader.nullableNumber("high", factRule);
    fact.region = reader.nullableString("region");
    if (fact.low && *fact.low > fact.value)
        reader.report("low", fmt::format("must not exceed value ({}), got {}", fact.value, *fact.low));
    if (fact.high && *fact.high < fact.value)
        reader.report("high", fmt::format("must not be below value ({}), got {}", fact.value, *fact.high));
}

/// A week's shape: 24 hourly rates and 7 daily volumes, each list with some traffic in it.
void readLoadProfile(ObjectReader& reader, LoadProfile& profile)
{
    profile.name = reader.string("name");
    readLoadShape(reader, profile.shape);
}

json nullable(const std::optional<double>& value)
{
    return value ? json(*value) : json(nullptr);
}

json nullable(const std::optional<Money>& value)
{
    return value ? json(value->amount) : json(nullptr);
}

json nullableTeraOps(const std::optional<OpsPerSecond>& value)
{
    return value ? json(value->value() / 1e12) : json(nullptr);
}

void writeProvenance(json& entry, const Provenance& provenance)
{
    entry["source"] = provenance.source;
    entry["as_of"] = provenance.asOf;
    if (provenance.estimate)
        entry["estimate"] = true;
    if (!provenance.notes.empty())
        entry["notes"] = provenance.notes;
}

template <typename Entry>
void addReferenceIssue(std::map<std::string, Issues>& byOrigin, const Entry& entry, std::string_view key, std::string message)
{
    byOrigin[entry.provenance.origin].push_back({appendKey(entry.provenance.pointer, key), std::move(message)});
}

/// The ids of both sets, sorted: what an unknown-id message suggests from, in an order that does
/// not hang on hashing.
std::vector<std::string> sortedUnion(const std::unordered_set<std::string>& first, const std::unordered_set<std::string>& second)
{
    std::vector<std::string> ids(first.begin(), first.end());
    ids.insert(ids.end(), second.begin(), second.end());
    std::ranges::sort(ids);
    const auto repeated = std::ranges::unique(ids);
    ids.erase(repeated.begin(), repeated.end());
    return ids;
}

} // namespace

void readLoadShape(ObjectReader& reader, LoadShape& shape)
{
    // Relative rates: any scale, so the bound only keeps typos out.
    constexpr NumberRule relativeRate = rules::nonNegative(1e9);
    const auto readList = [&](std::string_view key, auto& list, std::string_view what) {
        const std::size_t issuesBefore = reader.issues().size();
        const std::vector<double> values = reader.numbers(key, list.size(), relativeRate);
        std::ranges::copy(values, list.begin());
        if (reader.issues().size() == issuesBefore && std::ranges::all_of(list, [](double value) { return value == 0.0; }))
            reader.report(key, fmt::format("must have some traffic in at least one {}", what));
    };
    readList("hours", shape.hours, "hour");
    readList("days", shape.days, "day");
}

void writeLoadShape(json& object, const LoadShape& shape)
{
    object["hours"] = shape.hours;
    object["days"] = shape.days;
}

bool isValidCatalogId(std::string_view id)
{
    const auto isLowerAlphanumeric = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (id.empty() || !isLowerAlphanumeric(id.front()))
        return false;
    return std::ranges::all_of(id, [&](char c) { return isLowerAlphanumeric(c) || c == '.' || c == '-' || c == '_'; });
}

Catalog readCatalogDocument(const json& document, std::string_view origin, Issues& issues)
{
    Catalog catalog;
    ObjectReader reader(document, "", issues);
    if (!reader.isObject())
        return catalog;
    const int version = reader.integer("schema_version", rules::count(1, 1'000'000));
    if (version != 0 && version != CATALOG_SCHEMA_VERSION) {
        reader.report(
            "schema_version",
            fmt::format("is {}; this version of Breakeven reads catalog schema version {}", version, CATALOG_SCHEMA_VERSION));
        return catalog;
    }
    readSection(reader, "gpus", origin, catalog.gpus, readGpu);
    readSection(reader, "models", origin, catalog.models, [](ObjectReader& entry, ModelSpec& model) {
        const std::size_t issuesBefore = entry.issues().size();
        readModel(entry, model);
        // The shape checks compare fields, so they only mean something when every field read;
        // the count of weights needs a consistent shape to count.
        if (entry.issues().size() == issuesBefore)
            checkModelShape(entry, model);
        if (entry.issues().size() == issuesBefore)
            checkParameterCounts(entry, model);
    });
    readSection(reader, "cloud_prices", origin, catalog.cloudPrices, readCloudPrice);
    readSection(reader, "api_prices", origin, catalog.apiPrices, readApiPrice);
    readSection(reader, "cost_facts", origin, catalog.costFacts, readCostFact);
    readSection(reader, "load_profiles", origin, catalog.loadProfiles, readLoadProfile);
    reader.rejectUnknownKeys();
    return catalog;
}

void ReferableIds::add(const Catalog& catalog)
{
    for (const GpuSpec& gpu : catalog.gpus)
        gpus.insert(gpu.id);
    for (const ModelSpec& model : catalog.models)
        models.insert(model.id);
}

std::vector<LoadError> checkReferences(const Catalog& catalog, const ReferableIds& earlier)
{
    // Looked up in sets: each reference searched for along the section would make it quadratic.
    ReferableIds own;
    own.add(catalog);
    // The ids a message suggests from, gathered once a section and only if a reference is unknown.
    std::optional<std::vector<std::string>> gpuIds;
    std::optional<std::vector<std::string>> modelIds;
    std::map<std::string, Issues> byOrigin;
    for (const CloudPrice& price : catalog.cloudPrices) {
        if (own.gpus.contains(price.gpuId) || earlier.gpus.contains(price.gpuId))
            continue;
        if (!gpuIds)
            gpuIds = sortedUnion(own.gpus, earlier.gpus);
        addReferenceIssue(byOrigin, price, "gpu", unknownIdMessage("gpu", price.gpuId, *gpuIds));
    }
    for (const ApiPrice& price : catalog.apiPrices) {
        const std::optional<std::string>& model = price.servesModel;
        if (!model || own.models.contains(*model) || earlier.models.contains(*model))
            continue;
        if (!modelIds)
            modelIds = sortedUnion(own.models, earlier.models);
        addReferenceIssue(byOrigin, price, "serves_model", unknownIdMessage("model", *model, *modelIds));
    }
    std::vector<LoadError> errors;
    for (auto& [origin, issues] : byOrigin)
        errors.push_back({origin, std::move(issues)});
    return errors;
}

void to_json(json& entry, const GpuSpec& gpu)
{
    entry = json::object();
    entry["id"] = gpu.id;
    entry["vendor"] = gpu.vendor;
    entry["name"] = gpu.name;
    entry["form_factor"] = gpu.formFactor;
    entry["memory_gib"] = inGibibytes(gpu.memory);
    entry["usable_memory_gib"] = inGibibytes(gpu.usableMemory);
    entry["memory_bandwidth_tb_per_s"] = gpu.memoryBandwidth.value() / 1e12;
    entry["bf16_dense_tflops"] = nullableTeraOps(gpu.bf16Dense);
    entry["fp8_dense_tflops"] = nullableTeraOps(gpu.fp8Dense);
    entry["fp4_dense_tflops"] = nullableTeraOps(gpu.fp4Dense);
    entry["int8_dense_tops"] = nullableTeraOps(gpu.int8Dense);
    entry["tdp_watts"] = gpu.tdp ? json(gpu.tdp->value()) : json(nullptr);
    entry["interconnect_gb_per_s"] = gpu.interconnectBandwidth.value() / 1e9;
    entry["scale_out_gb_per_s"] = gpu.scaleOutBandwidth.value() / 1e9;
    entry["nvlink_domain_size"] = gpu.nvlinkDomainSize;
    entry["gpus_per_server"] = gpu.gpusPerServer;
    entry["launch_year"] = gpu.launchYear;
    entry["list_price_usd"] = nullable(gpu.listPrice);
    writeProvenance(entry, gpu.provenance);
}

void to_json(json& entry, const ModelSpec& model)
{
    entry = json::object();
    entry["id"] = model.id;
    entry["name"] = model.name;
    entry["license"] = model.license;
    entry["total_params_billions"] = model.totalParameters / PARAMETERS_PER_BILLION;
    entry["active_params_billions"] = model.activeParameters / PARAMETERS_PER_BILLION;
    entry["layers"] = model.layers;
    entry["hidden_size"] = model.hiddenSize;
    entry["attention_heads"] = model.attentionHeads;
    entry["kv_heads"] = model.kvHeads;
    entry["head_dim"] = model.headDim;
    entry["intermediate_size"] = model.intermediateSize;
    entry["vocab_size"] = model.vocabSize;
    entry["max_context_tokens"] = model.maxContextTokens;
    entry["tied_embeddings"] = model.tiedEmbeddings;
    json attention{{"type", nameOf(model.attention, ATTENTION_TYPE_NAMES)}};
    if (const auto& latent = model.latentAttention) {
        attention["kv_lora_rank"] = latent->kvLoraRank;
        attention["qk_rope_head_dim"] = latent->qkRopeHeadDim;
        attention["qk_nope_head_dim"] = latent->qkNopeHeadDim;
        attention["q_lora_rank"] = latent->qLoraRank ? json(*latent->qLoraRank) : json(nullptr);
    }
    if (model.attentionOutputGate)
        attention["output_gate"] = true;
    entry["attention"] = std::move(attention);
    entry["sliding_window"] = model.slidingWindow
        ? json{{"window_tokens", model.slidingWindow->windowTokens}, {"layers", model.slidingWindow->layers}}
        : json(nullptr);
    const auto& linear = model.linearAttention;
    entry["linear_attention"] = linear ? json{{"layers", linear->layers},
                                              {"key_heads", linear->keyHeads},
                                              {"value_heads", linear->valueHeads},
                                              {"key_head_dim", linear->keyHeadDim},
                                              {"value_head_dim", linear->valueHeadDim},
                                              {"convolution_kernel", linear->convolutionKernel}}
                                       : json(nullptr);
    const auto& sparse = model.sparseAttention;
    entry["sparse_attention"] = sparse ? json{{"top_k_tokens", sparse->topKTokens},
                                              {"indexer_heads", sparse->indexerHeads},
                                              {"indexer_head_dim", sparse->indexerHeadDim}}
                                       : json(nullptr);
    entry["moe"] = model.moe ? json{{"experts", model.moe->experts},
                                    {"experts_per_token", model.moe->expertsPerToken},
                                    {"shared_experts", model.moe->sharedExperts},
                                    {"expert_intermediate_size", model.moe->expertIntermediateSize},
                                    {"dense_layers", model.moe->denseLayers}}
                             : json(nullptr);
    writeProvenance(entry, model.provenance);
}

void to_json(json& entry, const CloudPrice& price)
{
    entry = json::object();
    entry["id"] = price.id;
    entry["provider"] = price.provider;
    entry["instance"] = price.instance;
    entry["gpu"] = price.gpuId;
    entry["gpus_per_instance"] = price.gpusPerInstance;
    entry["usd_per_gpu_hour"] = price.perGpuHour.amount;
    entry["pricing"] = nameOf(price.pricing, PRICING_NAMES);
    entry["region"] = price.region;
    entry["price_covers"] = nameOf(price.covers, PRICE_COVERAGE_NAMES);
    writeProvenance(entry, price.provenance);
}

void to_json(json& entry, const ApiPrice& price)
{
    entry = json::object();
    entry["id"] = price.id;
    entry["provider"] = price.provider;
    entry["model"] = price.model;
    entry["name"] = price.name;
    entry["serves_model"] = price.servesModel ? json(*price.servesModel) : json(nullptr);
    entry["input_usd_per_mtok"] = price.inputPerMillionTokens.amount;
    entry["output_usd_per_mtok"] = price.outputPerMillionTokens.amount;
    entry["cached_input_usd_per_mtok"] = nullable(price.cachedInputPerMillionTokens);
    entry["cache_write_usd_per_mtok"] = nullable(price.cacheWritePerMillionTokens);
    entry["batch_discount"] = nullable(price.batchDiscount);
    entry["context_window_tokens"] = price.contextWindowTokens ? json(*price.contextWindowTokens) : json(nullptr);
    writeProvenance(entry, price.provenance);
}

void to_json(json& entry, const CostFact& fact)
{
    entry = json::object();
    entry["id"] = fact.id;
    entry["category"] = nameOf(fact.category, COST_CATEGORY_NAMES);
    entry["item"] = fact.item;
    entry["value"] = fact.value;
    entry["unit"] = fact.unit;
    entry["low"] = nullable(fact.low);
    entry["high"] = nullable(fact.high);
    entry["region"] = fact.region ? json(*fact.region) : json(nullptr);
    writeProvenance(entry, fact.provenance);
}

void to_json(json& entry, const LoadProfile& profile)
{
    entry = json::object();
    entry["id"] = profile.id;
    entry["name"] = profile.name;
    writeLoadShape(entry, profile.shape);
    writeProvenance(entry, profile.provenance);
}

void to_json(json& document, const Catalog& catalog)
{
    document = json{{"schema_version", CATALOG_SCHEMA_VERSION},
                    {"gpus", catalog.gpus},
                    {"models", catalog.models},
                    {"cloud_prices", catalog.cloudPrices},
                    {"api_prices", catalog.apiPrices},
                    {"cost_facts", catalog.costFacts},
                    {"load_profiles", catalog.loadProfiles}};
}

} // namespace tco
