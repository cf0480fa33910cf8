#include "catalog/CatalogJson.h"

#include "TestSupport.h"
#include "catalog/CatalogLoader.h"
#include "json/JsonDocument.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tco;
using json = nlohmann::ordered_json;
using tco::test::hasIssue;
using tco::test::listIssues;

namespace {

json h100()
{
    return json::parse(R"({
        "id": "h100-sxm", "vendor": "NVIDIA", "name": "H100 SXM5 80GB", "form_factor": "SXM5",
        "memory_gib": 80, "usable_memory_gib": 79.19, "memory_bandwidth_tb_per_s": 3.35,
        "bf16_dense_tflops": 989, "fp8_dense_tflops": 1979, "fp4_dense_tflops": null, "int8_dense_tops": 1979,
        "tdp_watts": 700, "interconnect_gb_per_s": 900, "scale_out_gb_per_s": 50, "nvlink_domain_size": 8, "gpus_per_server": 8,
        "launch_year": 2022, "list_price_usd": null,
        "source": "NVIDIA H100 datasheet", "as_of": "2026-11-30"
    })");
}

json llama8b()
{
    return json::parse(R"({
        "id": "llama-3.1-8b", "name": "Llama 3.1 8B", "license": "Llama 3.1 Community License",
        "total_params_billions": 8.0, "active_params_billions": 8.0,
        "layers": 32, "hidden_size": 4096, "attention_heads": 32, "kv_heads": 8, "head_dim": 128,
        "intermediate_size": 14336, "vocab_size": 128256, "max_context_tokens": 131072, "tied_embeddings": false,
        "attention": {"type": "gqa"}, "sliding_window": null, "linear_attention": null, "sparse_attention": null, "moe": null,
        "source": "config.json", "as_of": "2026-08-22", "estimate": true
    })");
}

json document(std::string_view section, json entries)
{
    return json{{"schema_version", 1}, {section, std::move(entries)}};
}

Issues readIssues(const json& catalogDocument)
{
    Issues issues;
    (void)readCatalogDocument(catalogDocument, "test.json", issues);
    return issues;
}

} // namespace

TEST_CASE("A GPU entry is read into SI units")
{
    Issues issues;
    const Catalog catalog = readCatalogDocument(document("gpus", json::array({h100()})), "test.json", issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    const GpuSpec& gpu = catalog.gpus.at(0);
    CHECK(gpu.memory.value() == 80.0 * 1024 * 1024 * 1024);
    CHECK(gpu.usableMemory == gibibytes(79.19));
    CHECK(gpu.memoryBandwidth.value() == 3.35e12);
    CHECK(gpu.bf16Dense->value() == 989e12);
    CHECK_FALSE(gpu.fp4Dense);
    CHECK(gpu.tdp->value() == 700.0);
    CHECK(gpu.interconnectBandwidth.value() == 900e9);
    // One 400 Gb/s NIC per GPU: 50 GB/s each way.
    CHECK(gpu.scaleOutBandwidth.value() == 50e9);
    CHECK(gpu.nvlinkDomainSize == 8);
    CHECK_FALSE(gpu.listPrice);
    CHECK(gpu.provenance.origin == "test.json");
    CHECK(gpu.provenance.pointer == "/gpus/0");
    CHECK_FALSE(gpu.provenance.estimate);
}

TEST_CASE("A model entry is read with its parameter counts in units, not billions")
{
    Issues issues;
    const Catalog catalog = readCatalogDocument(document("models", json::array({llama8b()})), "test.json", issues);
    REQUIRE(issues.empty());
    const ModelSpec& model = catalog.models.at(0);
    CHECK(model.totalParameters == 8e9);
    CHECK(model.attention == AttentionType::GroupedQuery);
    CHECK_FALSE(model.latentAttention);
    CHECK_FALSE(model.slidingWindow);
    CHECK_FALSE(model.linearAttention);
    CHECK_FALSE(model.sparseAttention);
    CHECK_FALSE(model.attentionOutputGate);
    CHECK_FALSE(model.moe);
    CHECK(model.provenance.estimate);
}

TEST_CASE("Linear attention, sparse attention and an output gate are read with their dimensions")
{
    json hybrid = llama8b();
    hybrid["attention"]["output_gate"] = true;
    hybrid["linear_attention"] = json{{"layers", 24},        {"key_heads", 16},       {"value_heads", 32},
                                      {"key_head_dim", 128}, {"value_head_dim", 128}, {"convolution_kernel", 4}};
    json sparse = llama8b();
    sparse["id"] = "sparse";
    sparse["kv_heads"] = 32;
    sparse["attention"] = json{
        {"type", "mla"}, {"kv_lora_rank", 512}, {"qk_rope_head_dim", 64}, {"qk_nope_head_dim", 128}, {"q_lora_rank", 1536}};
    sparse["sparse_attention"] = json{{"top_k_tokens", 2048}, {"indexer_heads", 64}, {"indexer_head_dim", 128}};
    Issues issues;
    const Catalog catalog = readCatalogDocument(document("models", json::array({hybrid, sparse})), "test.json", issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    const ModelSpec& linear = catalog.models.at(0);
    CHECK(linear.attentionOutputGate);
    REQUIRE(linear.linearAttention);
    CHECK(*linear.linearAttention == LinearAttention{24, 16, 32, 128, 128, 4});
    REQUIRE(catalog.models.at(1).sparseAttention);
    CHECK(*catalog.models.at(1).sparseAttention == SparseAttention{2048, 64, 128});
}

TEST_CASE("Every problem in a catalog entry is reported with its pointer")
{
    json gpu = h100();
    eraseKey(gpu, "source");
    gpu["as_of"] = "catalog-undated";
    gpu["memory_gib"] = 0;
    gpu["tdp_watts"] = "700";
    gpu["memory_gb"] = 80;
    json second = h100();
    second["id"] = "H100";
    second["usable_memory_gib"] = 81;
    second["scale_out_gb_per_s"] = -50;
    json third = h100();
    eraseKey(third, "scale_out_gb_per_s");
    const Issues issues = readIssues(document("gpus", json::array({gpu, second, third})));
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/gpus/0/source", "is missing"));
    CHECK(hasIssue(issues, "/gpus/0/as_of",
                   "must be a date written YYYY, YYYY-MM, YYYY-MM-DD, YYYY-Qn or YYYY-Hn, got \"catalog-undated\""));
    CHECK(hasIssue(issues, "/gpus/0/memory_gib", "must be a positive number, got 0"));
    CHECK(hasIssue(issues, "/gpus/0/tdp_watts", "got \"700\""));
    CHECK(hasIssue(issues, "/gpus/0/memory_gb", "unknown key (did you mean 'memory_gib'?)"));
    CHECK(hasIssue(issues, "/gpus/1/id", "must use only lower-case letters"));
    CHECK(hasIssue(issues, "/gpus/1/usable_memory_gib", "must not exceed memory_gib (80)"));
    CHECK(hasIssue(issues, "/gpus/1/scale_out_gb_per_s", "must be a positive number, got -50"));
    CHECK(hasIssue(issues, "/gpus/2/id", "duplicate id \"h100-sxm\", already used at /gpus/0"));
    CHECK(hasIssue(issues, "/gpus/2/scale_out_gb_per_s", "is missing"));
    CHECK(issues.size() == 10);
}

TEST_CASE("Model shapes must be consistent")
{
    json uneven = llama8b();
    uneven["kv_heads"] = 7;
    json mislabelled = llama8b();
    mislabelled["id"] = "mislabelled";
    mislabelled["attention"]["type"] = "mha";
    json latent = llama8b();
    latent["id"] = "latent";
    latent["attention"] = json{{"type", "mla"}, {"kv_lora_rank", 512}};
    json window = llama8b();
    window["id"] = "window";
    window["sliding_window"] = json{{"window_tokens", 4096}, {"layers", 33}};
    const json recurrent{{"layers", 33},        {"key_heads", 16},       {"value_heads", 32},
                         {"key_head_dim", 128}, {"value_head_dim", 128}, {"convolution_kernel", 4}};
    json tooManyLinear = llama8b();
    tooManyLinear["id"] = "too-many-linear";
    tooManyLinear["linear_attention"] = recurrent;
    json linearAndWindow = llama8b();
    linearAndWindow["id"] = "linear-and-window";
    linearAndWindow["sliding_window"] = json{{"window_tokens", 4096}, {"layers", 16}};
    linearAndWindow["linear_attention"] = recurrent;
    linearAndWindow["linear_attention"]["layers"] = 24;
    json ungrouped = llama8b();
    ungrouped["id"] = "ungrouped";
    ungrouped["linear_attention"] = recurrent;
    ungrouped["linear_attention"]["layers"] = 24;
    ungrouped["linear_attention"]["value_heads"] = 40;
    json sparseWithoutLatent = llama8b();
    sparseWithoutLatent["id"] = "sparse-without-latent";
    sparseWithoutLatent["sparse_attention"] = json{{"top_k_tokens", 2048}, {"indexer_heads", 64}, {"indexer_head_dim", 128}};
    json noTopK = sparseWithoutLatent;
    noTopK["id"] = "no-top-k";
    noTopK["sparse_attention"]["top_k_tokens"] = 0;
    const Issues issues = readIssues(document("models",
                                              json::array({uneven, mislabelled, latent, window, tooManyLinear, linearAndWindow,
                                                           ungrouped, sparseWithoutLatent, noTopK})));
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/models/0/kv_heads", "must divide attention_heads (32) evenly, got 7"));
    CHECK(hasIssue(issues, "/models/1/attention", "is \"mha\", which needs kv_heads equal to attention_heads (32)"));
    CHECK(hasIssue(issues, "/models/2/attention/qk_rope_head_dim", "is missing"));
    CHECK(hasIssue(issues, "/models/3/sliding_window", "has 33 layers, more than the model's 32"));
    CHECK(hasIssue(issues, "/models/4/linear_attention", "has 33 layers, more than the model's 32"));
    // 24 linear layers and 16 windowed ones would need 40 layers of the 32.
    CHECK(hasIssue(issues, "/models/5/linear_attention",
                   "has 24 layers, which with the 16 sliding-window layers are more than the model's 32"));
    CHECK(hasIssue(issues, "/models/6/linear_attention", "value_heads (40) must be a multiple of key_heads (16)"));
    CHECK(hasIssue(issues, "/models/7/sparse_attention",
                   "needs \"mla\" attention, whose compressed query its indexer reads; attention is \"gqa\""));
    CHECK(hasIssue(issues, "/models/8/sparse_attention/top_k_tokens", "got 0"));
}

TEST_CASE("A document must declare the schema version it is written in")
{
    CHECK(hasIssue(readIssues(json{{"gpus", json::array()}}), "/schema_version", "is missing"));
    CHECK(hasIssue(readIssues(json{{"schema_version", 2}}), "/schema_version",
                   "is 2; this version of Breakeven reads catalog schema version 1"));
    CHECK(
        hasIssue(readIssues(json{{"schema_version", 1}, {"gpu", json::array()}}), "/gpu", "unknown key (did you mean 'gpus'?)"));
    CHECK(hasIssue(readIssues(json::array()), "", "must be an object, got []"));
}

TEST_CASE("References between entries are checked, with the nearest id as a hint")
{
    Issues issues;
    Catalog catalog = readCatalogDocument(document("gpus", json::array({h100()})), "gpus.json", issues);
    const json price = json::parse(R"({"schema_version": 1, "cloud_prices": [{
        "id": "x", "provider": "aws", "instance": "p5.48xlarge", "gpu": "h100", "gpus_per_instance": 8,
        "usd_per_gpu_hour": 6.88, "pricing": "on_demand", "region": "us-east-1", "price_covers": "instance",
        "source": "a catalog", "as_of": "2026-H2"}]})");
    catalog.merge(readCatalogDocument(price, "prices.json", issues));
    REQUIRE(issues.empty());
    const std::vector<LoadError> errors = checkReferences(catalog);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].origin == "prices.json");
    CHECK(hasIssue(errors[0].issues, "/cloud_prices/0/gpu", "unknown gpu \"h100\" (did you mean 'h100-sxm'?)"));
}

TEST_CASE("The whole shipped catalog survives writing and reading back")
{
    const Catalog& shipped = test::embeddedCatalog();
    Issues issues;
    Catalog reread = readCatalogDocument(json(shipped), "round trip", issues);
    INFO(listIssues(issues));
    REQUIRE(issues.empty());
    // Only where each entry was loaded from differs; each section keeps its order, so pointers match.
    const auto sameOrigins = [&](auto& entries, const auto& originals) {
        REQUIRE(entries.size() == originals.size());
        for (std::size_t i = 0; i < entries.size(); ++i)
            entries[i].provenance.origin = originals[i].provenance.origin;
    };
    sameOrigins(reread.gpus, shipped.gpus);
    sameOrigins(reread.models, shipped.models);
    sameOrigins(reread.cloudPrices, shipped.cloudPrices);
    sameOrigins(reread.apiPrices, shipped.apiPrices);
    sameOrigins(reread.costFacts, shipped.costFacts);
    sameOrigins(reread.loadProfiles, shipped.loadProfiles);
    CHECK(reread == shipped);
}

TEST_CASE("The catalog refuses what the formulas cannot use: a GPU without a BF16 rate, counts the dimensions do not give")
{
    json noRates = h100();
    noRates["bf16_dense_tflops"] = nullptr;
    noRates["fp8_dense_tflops"] = nullptr;
    noRates["int8_dense_tops"] = nullptr;
    // Taken as 0 operations a second, it printed "inf%".
    const Issues gpuIssues = readIssues(document("gpus", json::array({noRates})));
    INFO(listIssues(gpuIssues));
    CHECK(hasIssue(gpuIssues, "/gpus/0/bf16_dense_tflops", "must be a number greater than 0 and at most 1000000, got null"));

    // Llama 3.1 8B counts 8.03 B weights from its dimensions; with 10^7 layers it would count
    // about 2.2 × 10^6 B, and a replica took 61,350 GPUs.
    json deep = llama8b();
    deep["layers"] = 10'000'000;
    const Issues issues = readIssues(document("models", json::array({deep})));
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/models/0/total_params_billions", "is 8 billion, but the model's dimensions count"));
    CHECK(hasIssue(issues, "/models/0/active_params_billions", "is 8 billion, but the model's dimensions count"));
    // Within a tenth is a count rounded by hand: the fixture's 8.0 against 8.03 counted.
    CHECK(readIssues(document("models", json::array({llama8b()}))).empty());
}
