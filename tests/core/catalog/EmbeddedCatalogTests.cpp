// The shipped catalog: it loads, it holds what the product promises, and every entry is sane.
// These checks catch a mistyped figure in data/ (a TDP of 7000 W, a cached price above the
// uncached one) before it reaches an estimate.

#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "model/ParameterCount.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

const Catalog& catalog()
{
    return test::embeddedCatalog();
}

template <typename Entry> void requireProvenance(const std::vector<Entry>& entries)
{
    for (const Entry& entry : entries) {
        INFO(entry.id);
        CHECK_FALSE(entry.provenance.source.empty());
        CHECK(isValidAsOf(entry.provenance.asOf));
        CHECK(entry.provenance.origin.starts_with("catalog/"));
    }
}

} // namespace

TEST_CASE("The shipped catalog holds every accelerator the product promises")
{
    for (const std::string id :
         {"a100-40gb-sxm", "a100-80gb-sxm", "h100-sxm",    "h100-pcie",   "h100-nvl", "h200-sxm", "h200-nvl",
          "b200",          "b300",          "gb200-nvl72", "gb300-nvl72", "l4",       "l40s",     "a10g",
          "mi300x",        "mi325x",        "mi355x",      "gaudi3",      "tpu-v5e",  "tpu-v6e"}) {
        INFO(id);
        CHECK(catalog().gpu(id) != nullptr);
    }
}

TEST_CASE("The shipped catalog holds every model the product promises")
{
    for (const std::string id :
         {"llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "llama-3.3-70b",     "llama-4-scout",   "llama-4-maverick",
          "llama-2-70b",  "mixtral-8x7b",  "mixtral-8x22b",  "mistral-small-24b", "mistral-large-2", "qwen2.5-7b",
          "qwen2.5-72b",  "qwen3-8b",      "qwen3-32b",      "qwen3-235b-a22b",   "deepseek-v3",     "deepseek-r1",
          "gpt-oss-20b",  "gpt-oss-120b",  "gemma-2-27b",    "gemma-3-27b",       "minimax-m2.5",    "qwen3.5-397b-a17b",
          "kimi-k2.5",    "glm-5",         "deepseek-v3.1",  "deepseek-v3.2"}) {
        INFO(id);
        CHECK(catalog().model(id) != nullptr);
    }
}

TEST_CASE("The shipped catalog prices the frontier APIs and the hosts of open models")
{
    std::set<std::string> providers;
    for (const ApiPrice& price : catalog().apiPrices)
        providers.insert(price.provider);
    for (const std::string provider : {"anthropic", "openai", "google-vertex", "deepseek", "mistral", "together_ai",
                                       "fireworks_ai", "groq", "deepinfra", "minimax", "moonshot", "zai", "dashscope"}) {
        INFO(provider);
        CHECK(providers.contains(provider));
    }
    const auto servesOpenModels
        = std::ranges::count_if(catalog().apiPrices, [](const ApiPrice& price) { return price.servesModel.has_value(); });
    CHECK(servesOpenModels >= 50);
}

TEST_CASE("Each recent open model has at least two API offers to compare against")
{
    for (const std::string model :
         {"minimax-m2.5", "qwen3.5-397b-a17b", "kimi-k2.5", "glm-5", "deepseek-v3.1", "deepseek-v3.2"}) {
        INFO(model);
        const auto offers = std::ranges::count(catalog().apiPrices, std::optional(model), &ApiPrice::servesModel);
        CHECK(offers >= 2);
    }
}

TEST_CASE("Every catalog entry names its source and date")
{
    requireProvenance(catalog().gpus);
    requireProvenance(catalog().models);
    requireProvenance(catalog().cloudPrices);
    requireProvenance(catalog().apiPrices);
    requireProvenance(catalog().costFacts);
}

TEST_CASE("Accelerator figures are within physical bounds")
{
    for (const GpuSpec& gpu : catalog().gpus) {
        INFO(gpu.id);
        // From a 16 GiB TPU v5e to a 288 GiB MI355X/B300; from 0.3 TB/s (L4) to 8 TB/s (Blackwell).
        CHECK(inGibibytes(gpu.memory) >= 16.0);
        CHECK(inGibibytes(gpu.memory) <= 300.0);
        // The driver's reserve takes at most a tenth (ECC on GDDR cards), never nothing of HBM's.
        CHECK(gpu.usableMemory <= gpu.memory);
        CHECK(gpu.usableMemory >= gpu.memory * 0.9);
        CHECK(gpu.memoryBandwidth.value() >= 0.3e12);
        CHECK(gpu.memoryBandwidth.value() <= 10e12);
        REQUIRE(gpu.bf16Dense);
        CHECK(gpu.bf16Dense->value() >= 100e12);
        CHECK(gpu.bf16Dense->value() <= 3000e12);
        // Each narrower format runs at least as fast as the wider one on the same silicon.
        if (gpu.fp8Dense)
            CHECK(*gpu.fp8Dense >= *gpu.bf16Dense);
        if (gpu.fp4Dense && gpu.fp8Dense)
            CHECK(*gpu.fp4Dense >= *gpu.fp8Dense);
        if (gpu.tdp) {
            CHECK(gpu.tdp->value() >= 50.0);
            CHECK(gpu.tdp->value() <= 2000.0);
        }
        CHECK(gpu.interconnectBandwidth.value() >= 64e9);
        // A server's network is never faster than the fabric inside it, one direction each.
        CHECK(gpu.scaleOutBandwidth.value() > 0.0);
        CHECK(gpu.scaleOutBandwidth <= gpu.interconnectBandwidth / 2.0);
        CHECK(gpu.gpusPerServer >= 1);
        CHECK(gpu.launchYear >= 2020);
    }
}

TEST_CASE("Every model's parameter counts agree with its architecture")
{
    // The catalog's counts are computed from config.json; recounting here from the dimensions
    // checks that every dimension was transcribed. 1 % covers norms, biases and rounding.
    for (const ModelSpec& model : catalog().models) {
        INFO(model.id);
        const ParameterBreakdown parameters = countParameters(model);
        CHECK_THAT(parameters.total(), WithinRel(model.totalParameters, 0.01));
        CHECK_THAT(activeParameters(model, parameters), WithinRel(model.activeParameters, 0.01));
    }
}

TEST_CASE("Spot capacity is cheaper than on-demand capacity of the same instance")
{
    for (const CloudPrice& spot : catalog().cloudPrices) {
        if (spot.pricing != Pricing::Spot)
            continue;
        for (const CloudPrice& onDemand : catalog().cloudPrices) {
            if (onDemand.pricing == Pricing::OnDemand && onDemand.provider == spot.provider
                && onDemand.instance == spot.instance) {
                INFO(spot.id << " against " << onDemand.id);
                CHECK(spot.perGpuHour.amount < onDemand.perGpuHour.amount);
            }
        }
    }
}

TEST_CASE("Cloud and API prices are plausible")
{
    for (const CloudPrice& price : catalog().cloudPrices) {
        INFO(price.id);
        CHECK(price.perGpuHour.currency == Currency::usd());
        CHECK(price.perGpuHour.amount >= 0.1);
        CHECK(price.perGpuHour.amount <= 30.0);
    }
    for (const ApiPrice& price : catalog().apiPrices) {
        INFO(price.id);
        CHECK(price.inputPerMillionTokens.amount > 0.0);
        CHECK(price.outputPerMillionTokens.amount > 0.0);
        if (price.cachedInputPerMillionTokens)
            CHECK(price.cachedInputPerMillionTokens->amount <= price.inputPerMillionTokens.amount);
        if (price.cacheWritePerMillionTokens)
            CHECK(price.cacheWritePerMillionTokens->amount >= price.inputPerMillionTokens.amount);
    }
}

TEST_CASE("The shipped cost facts state their ranges around their values")
{
    for (const CostFact& fact : catalog().costFacts) {
        INFO(fact.id);
        CHECK_FALSE(fact.unit.empty());
        if (fact.low)
            CHECK(*fact.low <= fact.value);
        if (fact.high)
            CHECK(*fact.high >= fact.value);
    }
}
