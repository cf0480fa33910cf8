#include "catalog/PriceImport.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "catalog/CatalogJson.h"
#include "catalog/CatalogLoader.h"
#include "io/TextFile.h"
#include "text/Csv.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

using namespace tco;
using Catch::Matchers::WithinRel;
using tco::test::hasIssue;
using tco::test::TemporaryDirectory;

namespace {

/// The price files written for these tests (tests/data/prices), small lists in each format.
std::string sample(const std::string& name)
{
    return *readTextFile(std::string(TCO_TEST_DATA_DIR) + "/prices/" + name, 1 << 20);
}

PriceFile fileNamed(const std::string& name, std::string asOf = "2026-12-06")
{
    return PriceFile{name, "", std::move(asOf), ""};
}

std::expected<PriceImport, LoadError> importSample(const std::string& name, PriceFormat format,
                                                   const std::string& asOf = "2026-12-06")
{
    return importPrices(sample(name), format, fileNamed(name, asOf), test::embeddedCatalog(), embeddedPriceMappings());
}

const ApiPrice& apiPriceIn(const PriceImport& imported, std::string_view id)
{
    const ApiPrice* price = imported.prices.apiPrice(id);
    REQUIRE(price != nullptr);
    return *price;
}

std::vector<std::string> unmappedKeys(const PriceImport& imported)
{
    std::vector<std::string> keys;
    for (const UnmappedPrice& entry : imported.unmapped)
        keys.push_back(entry.key);
    std::ranges::sort(keys);
    return keys;
}

} // namespace

TEST_CASE("CSV fields may be quoted, holding commas, quotes and line breaks")
{
    const auto records = parseCsv("a,\"b, \"\"c\"\"\",\r\n\"multi\nline\",,x\nlast");
    REQUIRE(records);
    REQUIRE(records->size() == 3);
    CHECK(records->at(0) == CsvRecord{"a", "b, \"c\"", ""});
    CHECK(records->at(1) == CsvRecord{"multi\nline", "", "x"});
    CHECK(records->at(2) == CsvRecord{"last"});
    CHECK(parseCsv("a,\"open\nb,c").error().line == 1);
    CHECK(parseCsv("a\n\"x\"y,b").error().line == 2);
}

TEST_CASE("The four price formats are told apart by their shape")
{
    CHECK(detectPriceFormat(sample("litellm.json")) == PriceFormat::LiteLlm);
    CHECK(detectPriceFormat(sample("genai-prices.json")) == PriceFormat::GenaiPrices);
    CHECK(detectPriceFormat(sample("openrouter.json")) == PriceFormat::OpenRouter);
    CHECK(detectPriceFormat(sample("openrouter-endpoints.json")) == PriceFormat::OpenRouter);
    CHECK(detectPriceFormat(sample("skypilot/aws/vms.csv")) == PriceFormat::SkyPilot);
    CHECK_FALSE(detectPriceFormat("{\"gpus\": []}"));
    CHECK_FALSE(detectPriceFormat("not a price list"));
    CHECK_FALSE(detectPriceFormat(""));
}

TEST_CASE("LiteLLM's per-token prices become the catalog's per-million prices")
{
    const auto imported = importSample("litellm.json", PriceFormat::LiteLlm);
    REQUIRE(imported);
    REQUIRE(imported->prices.apiPrices.size() == 2);
    // 4e-06 USD a token × 10^6 = 4 USD per million; 2e-05 → 20; cache reads 4e-07 → 0.4, writes 5e-06 → 5.
    const ApiPrice& opus = apiPriceIn(*imported, "anthropic-claude-opus-4-5");
    CHECK_THAT(opus.inputPerMillionTokens.amount, WithinRel(4.0, 1e-12));
    CHECK_THAT(opus.outputPerMillionTokens.amount, WithinRel(20.0, 1e-12));
    CHECK_THAT(opus.cachedInputPerMillionTokens->amount, WithinRel(0.4, 1e-12));
    CHECK_THAT(opus.cacheWritePerMillionTokens->amount, WithinRel(5.0, 1e-12));
    CHECK(opus.contextWindowTokens == 200'000);
    // The list states no batch price for it: the catalog's 50 % stays, and the notes say so,
    // with where the catalog has it from.
    CHECK(opus.batchDiscount == 0.5);
    CHECK_THAT(opus.provenance.notes,
               Catch::StartsWith("The list states no batch discount: the catalog's is kept (catalog/api_prices.json, as of "
                                 "2026-08-21: Anthropic's price list")
                   && Catch::Contains("batch discount 50% per Anthropic docs (platform.claude.com/docs/build-with-claude/"
                                      "batch-processing)"));
    CHECK(opus.provenance.asOf == "2026-12-06");
    // The catalog entry's own notes go with it, quoted once however often it is imported.
    const std::string catalogNotes = "The catalog's entry notes: cache_write_usd_per_mtok = 1.25 x the input price";
    CHECK_THAT(opus.provenance.notes, Catch::Contains(catalogNotes));
    Catalog layered = test::embeddedCatalog();
    layered.merge(imported->prices);
    const auto again
        = importPrices(sample("litellm.json"), PriceFormat::LiteLlm, fileNamed("litellm.json"), layered, embeddedPriceMappings());
    REQUIRE(again);
    const std::string& notesAgain = apiPriceIn(*again, "anthropic-claude-opus-4-5").provenance.notes;
    CHECK(notesAgain.find("The catalog's entry notes: ") == notesAgain.rfind("The catalog's entry notes: "));
    CHECK_THAT(notesAgain, Catch::EndsWith("1-hour cache writes cost 2 x input."));
    // The source cites Anthropic's own page first, as the catalog's mappings know it.
    CHECK(opus.provenance.source
          == "Anthropic's price list (platform.claude.com/docs/en/about-claude/pricing), as transcribed by LiteLLM's price "
             "list (litellm.json), entry claude-opus-4-5");
    CHECK(opus.name == test::embeddedCatalog().apiPrice("anthropic-claude-opus-4-5")->name);
    // LiteLLM's key is the catalog's model behind the provider: batches at 4e-07 against 8e-07
    // a token take 1 − 0.4 / 0.8 = 50 % off.
    const ApiPrice& llama = apiPriceIn(*imported, "together-ai-meta-llama-llama-3.3-70b-instruct-turbo");
    CHECK_THAT(llama.inputPerMillionTokens.amount, WithinRel(0.8, 1e-12));
    CHECK_THAT(*llama.batchDiscount, WithinRel(0.5, 1e-12));
    // The dated snapshot id has no catalog entry; the image and embedding models are not listed.
    CHECK(unmappedKeys(*imported) == std::vector<std::string>{"claude-opus-4-5-20251101"});
    CHECK_THAT(imported->unmapped.front().reason, Catch::Contains("provider anthropic"));
}

TEST_CASE("genai-prices is read as of the import's day, its providers named as the catalog names them")
{
    const auto imported = importSample("genai-prices.json", PriceFormat::GenaiPrices);
    REQUIRE(imported);
    // Opus 4.5's history: 15/75 at first, 5/25 from 2025-11-24, 2/10 from 2027-01-01; on
    // 2026-12-06 the second is in force.
    const ApiPrice& opus = apiPriceIn(*imported, "anthropic-claude-opus-4-5");
    CHECK(opus.inputPerMillionTokens.amount == 5.0);
    CHECK(opus.outputPerMillionTokens.amount == 25.0);
    CHECK(opus.cachedInputPerMillionTokens->amount == 0.5);
    CHECK(opus.cacheWritePerMillionTokens->amount == 6.25);
    // A tiered price is its base; the tier above 200,000 tokens goes into the notes.
    const ApiPrice& sonnet = apiPriceIn(*imported, "anthropic-claude-sonnet-4-5");
    CHECK(sonnet.inputPerMillionTokens.amount == 3.0);
    CHECK(sonnet.outputPerMillionTokens.amount == 15.0);
    CHECK_THAT(sonnet.provenance.notes,
               Catch::StartsWith("input_mtok is 6 from 200000 tokens on. output_mtok is 22.5 "
                                 "from 200000 tokens on. The list states no cache-read price, "
                                 "cache-write price, batch discount, context window: the "
                                 "catalog's are kept"));
    // "together" is the catalog's together_ai, whose model is "together_ai/" and the list's id.
    CHECK(apiPriceIn(*imported, "together-ai-meta-llama-llama-3.3-70b-instruct-turbo").inputPerMillionTokens.amount == 0.88);
    // Voyage's embedding model has no output price and is not a kind the catalog prices.
    CHECK(unmappedKeys(*imported) == std::vector<std::string>{"together/meta-llama/Llama-2-70b-hf"});

    const auto earlier = importSample("genai-prices.json", PriceFormat::GenaiPrices, "2025-06-01");
    REQUIRE(earlier);
    CHECK(apiPriceIn(*earlier, "anthropic-claude-opus-4-5").inputPerMillionTokens.amount == 15.0);
    CHECK(apiPriceIn(*earlier, "anthropic-claude-opus-4-5").outputPerMillionTokens.amount == 75.0);
}

TEST_CASE("A genai-prices price by hour of the day is the one paid most of the day")
{
    // DeepSeek's shape: an off-peak price, and from 00:30 to 16:30 UTC (16 hours) the standard
    // one, which is paid two thirds of the day and is the one used.
    const auto import = [](std::string_view from, std::string_view to) {
        const std::string text = fmt::format(R"([{{"id": "deepseek", "models": [{{"id": "deepseek-chat", "prices": [
            {{"prices": {{"input_mtok": 0.135, "output_mtok": 0.55}}}},
            {{"constraint": {{"start_time": "{}", "end_time": "{}"}}, "prices": {{"input_mtok": 0.27, "output_mtok": 1.1}}}}]}}]}}])",
                                             from, to);
        return importPrices(text, PriceFormat::GenaiPrices, fileNamed("data.json"), test::embeddedCatalog(),
                            embeddedPriceMappings());
    };
    const auto standard = import("00:30:00Z", "16:30:00Z");
    REQUIRE(standard);
    const ApiPrice& chat = apiPriceIn(*standard, "deepseek-deepseek-chat");
    CHECK(chat.inputPerMillionTokens.amount == 0.27);
    CHECK(chat.outputPerMillionTokens.amount == 1.1);
    CHECK_THAT(chat.provenance.notes, Catch::Contains("From 00:30:00Z to 16:30:00Z each day the list prices"));
    // A window of 8 hours, 22:00 to 06:00 across midnight, leaves the price of the other 16.
    const auto night = import("22:00", "06:00");
    REQUIRE(night);
    CHECK(apiPriceIn(*night, "deepseek-deepseek-chat").inputPerMillionTokens.amount == 0.135);
}

TEST_CASE("OpenRouter's decimal strings are read, its dotted Claude versions mapped")
{
    const auto imported = importSample("openrouter.json", PriceFormat::OpenRouter);
    REQUIRE(imported);
    // "0.000005" a token = 5 per million; anthropic/claude-opus-4.5 maps to anthropic-claude-opus-4-5.
    const ApiPrice& opus = apiPriceIn(*imported, "anthropic-claude-opus-4-5");
    CHECK_THAT(opus.inputPerMillionTokens.amount, WithinRel(5.0, 1e-12));
    CHECK_THAT(opus.outputPerMillionTokens.amount, WithinRel(25.0, 1e-12));
    CHECK_THAT(opus.cacheWritePerMillionTokens->amount, WithinRel(6.25, 1e-12));
    const ApiPrice& gpt = apiPriceIn(*imported, "openai-gpt-5");
    CHECK_THAT(gpt.outputPerMillionTokens.amount, WithinRel(10.0, 1e-12));
    CHECK(gpt.contextWindowTokens == 400'000);
    // The router's "-1" is never read: no catalog entry answers to it. The free variant is skipped.
    CHECK(unmappedKeys(*imported) == std::vector<std::string>{"meta-llama/llama-3.3-70b-instruct", "openrouter/auto"});
}

TEST_CASE("OpenRouter's hosts of one model price each host's own catalog entry for it")
{
    const auto imported = importSample("openrouter-endpoints.json", PriceFormat::OpenRouter);
    REQUIRE(imported);
    // meta-llama/llama-3.3-70b-instruct is the catalog's llama-3.3-70b (data/price_sources/
    // mappings.json); each host's entry is the one entry of that provider serving it. Together
    // (tag "together", the catalog's together_ai): 8.8e-07 a token = 0.88 per million both ways.
    const ApiPrice& together = apiPriceIn(*imported, "together-ai-meta-llama-llama-3.3-70b-instruct-turbo");
    CHECK_THAT(together.inputPerMillionTokens.amount, WithinRel(0.88, 1e-12));
    CHECK_THAT(together.outputPerMillionTokens.amount, WithinRel(0.88, 1e-12));
    CHECK(together.contextWindowTokens == 131'072);
    CHECK_THAT(together.provenance.source,
               Catch::Contains("OpenRouter's hosts listing (openrouter-endpoints.json), model meta-llama/llama-3.3-70b-instruct "
                               "at together"));
    // Groq 5.9e-07 / 7.9e-07 = 0.59 / 0.79; Lambda ("lambda/fp8", the catalog's lambda_ai) 0.10 /
    // 0.25 with cache reads at 0.05.
    CHECK_THAT(apiPriceIn(*imported, "groq-llama-3.3-70b-versatile").outputPerMillionTokens.amount, WithinRel(0.79, 1e-12));
    const ApiPrice& lambda = apiPriceIn(*imported, "lambda-ai-llama3.3-70b-instruct-fp8");
    CHECK_THAT(lambda.inputPerMillionTokens.amount, WithinRel(0.10, 1e-12));
    CHECK_THAT(lambda.cachedInputPerMillionTokens->amount, WithinRel(0.05, 1e-12));
    CHECK(imported->prices.apiPrices.size() == 3);
    // DeepInfra has two catalog entries for the model (a turbo tier), which the list cannot tell
    // apart; a host the catalog has no entry of is listed too; the free endpoint is no offer.
    REQUIRE(unmappedKeys(*imported)
            == std::vector<std::string>{"meta-llama/llama-3.3-70b-instruct at deepinfra/fp8",
                                        "meta-llama/llama-3.3-70b-instruct at example-host/bf16"});
    const auto reasonOf
        = [&](std::string_view key) { return std::ranges::find(imported->unmapped, key, &UnmappedPrice::key)->reason; };
    CHECK(reasonOf("meta-llama/llama-3.3-70b-instruct at deepinfra/fp8")
          == "2 catalog entries of provider deepinfra serve model llama-3.3-70b (deepinfra-meta-llama-llama-3.3-70b-instruct, "
             "deepinfra-meta-llama-llama-3.3-70b-instruct-turbo): the mappings' entries must say which this is");
    CHECK(reasonOf("meta-llama/llama-3.3-70b-instruct at example-host/bf16")
          == "no catalog entry of provider example-host serves model llama-3.3-70b");

    // A model the mappings do not name is listed whole, and a host without a tag is an error.
    const auto unnamed
        = importPrices(R"({"data": {"id": "acme/model-x", "endpoints": [{"tag": "groq",
                                          "pricing": {"prompt": "0.000001", "completion": "0.000001"}}]}})",
                       PriceFormat::OpenRouter, fileNamed("x.json"), test::embeddedCatalog(), embeddedPriceMappings());
    REQUIRE(unnamed);
    CHECK(unmappedKeys(*unnamed) == std::vector<std::string>{"acme/model-x at groq"});
    const auto untagged
        = importPrices(R"({"data": {"id": "meta-llama/llama-3.3-70b-instruct", "endpoints": [{"pricing": {}}]}})",
                       PriceFormat::OpenRouter, fileNamed("x.json"), test::embeddedCatalog(), embeddedPriceMappings());
    REQUIRE_FALSE(untagged);
    CHECK(hasIssue(untagged.error().issues, "/data/endpoints/0", "must be a host with its tag and its pricing"));
}

TEST_CASE("SkyPilot's instance prices become prices per GPU-hour of the catalog's offers")
{
    const auto imported = importSample("skypilot/aws/vms.csv", PriceFormat::SkyPilot);
    REQUIRE(imported);
    REQUIRE(imported->prices.cloudPrices.size() == 3);
    // 21.96 USD an hour for 8 A100s = 2.745 a GPU-hour, the same in both zones of us-east-1.
    CHECK_THAT(imported->prices.cloudPrice("aws-p4d.24xlarge-on-demand-us-east-1")->perGpuHour.amount, WithinRel(2.745, 1e-12));
    // Spot in use1-az1: 8.40 / 8 = 1.05, the catalog entry named after that zone.
    CHECK_THAT(imported->prices.cloudPrice("aws-p4d.24xlarge-spot-us-east-1-use1-az1")->perGpuHour.amount,
               WithinRel(1.05, 1e-12));
    // 55.04 / 8 = 6.88.
    CHECK_THAT(imported->prices.cloudPrice("aws-p5.48xlarge-on-demand-us-east-1")->perGpuHour.amount, WithinRel(6.88, 1e-12));
    CHECK(imported->prices.cloudPrice("aws-p5.48xlarge-on-demand-us-east-1")->provenance.source
          == "AWS's EC2 On-Demand price list (aws.amazon.com/ec2/pricing/on-demand/), as transcribed by SkyPilot's catalog "
             "(skypilot/aws/vms.csv), p5.48xlarge on_demand in us-east-1 (use1-az2): 55.04 USD an instance-hour / 8 GPUs");
    // A spot price cites AWS's spot page, not the on-demand one.
    CHECK_THAT(imported->prices.cloudPrice("aws-p4d.24xlarge-spot-us-east-1-use1-az1")->provenance.source,
               Catch::StartsWith("AWS's EC2 Spot prices (aws.amazon.com/ec2/spot/pricing/), as transcribed by"));
    // The catalog rents no p5 in us-west-2, and counts four L40S in a g6e.12xlarge where this row
    // says two; the CPU-only m5.large is not listed.
    CHECK(unmappedKeys(*imported)
          == std::vector<std::string>{"g6e.12xlarge us-east-1 use1-az4 on_demand", "p5.48xlarge us-west-2 usw2-az1 on_demand",
                                      "p5.48xlarge us-west-2 usw2-az1 spot"});
    const auto counted
        = std::ranges::find(imported->unmapped, std::string("g6e.12xlarge us-east-1 use1-az4 on_demand"), &UnmappedPrice::key);
    CHECK_THAT(counted->reason,
               Catch::Contains("counts 2 GPUs where the catalog's aws-g6e.12xlarge-on-demand-us-east-1 counts 4"));
}

TEST_CASE("A malformed price file names the entry and imports nothing")
{
    const Catalog& catalog = test::embeddedCatalog();
    const PriceMappings mappings = embeddedPriceMappings();
    const auto import = [&](std::string_view text, PriceFormat format) {
        return importPrices(text, format, fileNamed("prices.json"), catalog, mappings);
    };
    SECTION("a price of the wrong type")
    {
        const auto result = import(R"({"claude-opus-4-5": {"litellm_provider": "anthropic", "mode": "chat",
            "input_cost_per_token": "cheap", "output_cost_per_token": 2e-05}})",
                                   PriceFormat::LiteLlm);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "/claude-opus-4-5/input_cost_per_token", "must be a number, got \"cheap\""));
    }
    SECTION("a missing price")
    {
        const auto result = import(R"({"claude-opus-4-5": {"litellm_provider": "anthropic", "mode": "chat",
            "input_cost_per_token": 5e-06}})",
                                   PriceFormat::LiteLlm);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "/claude-opus-4-5/output_cost_per_token", "is missing"));
    }
    SECTION("a price past the catalog's bounds names the catalog entry and the list's")
    {
        // 0.5 USD a token is 500,000 per million, past the catalog's 100,000.
        const auto result = import(R"({"claude-opus-4-5": {"litellm_provider": "anthropic", "mode": "chat",
            "input_cost_per_token": 0.5, "output_cost_per_token": 2e-05}})",
                                   PriceFormat::LiteLlm);
        REQUIRE_FALSE(result);
        REQUIRE(result.error().issues.size() == 1);
        CHECK_THAT(result.error().issues.front().message,
                   Catch::Contains("anthropic-claude-opus-4-5") && Catch::Contains("entry claude-opus-4-5"));
    }
    SECTION("an entry no catalog entry answers to is not read")
    {
        const auto result = import(R"({"someone/else": {"litellm_provider": "nobody", "mode": "chat",
            "input_cost_per_token": "n/a"}})",
                                   PriceFormat::LiteLlm);
        REQUIRE(result);
        CHECK(result->unmapped.size() == 1);
    }
    SECTION("the wrong format")
    {
        const auto result = import(sample("openrouter.json"), PriceFormat::GenaiPrices);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "", "must be an array of providers"));
        CHECK_THAT(result.error().origin, Catch::Contains("genai-prices"));
    }
    SECTION("not JSON")
    {
        CHECK_FALSE(import("{\"claude\": ", PriceFormat::LiteLlm));
    }
    SECTION("a CSV quote never closed")
    {
        const auto result = importPrices("InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region\n\"p5,H100",
                                         PriceFormat::SkyPilot, PriceFile{"vms.csv", "", "2026-12-06", "aws"}, catalog, mappings);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "", "line 2: a quoted field is never closed"));
    }
    SECTION("two rows giving one offer two prices")
    {
        const auto result = importPrices("InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region,AvailabilityZone\n"
                                         "p5.48xlarge,H100,8,55.04,,us-east-1,use1-az1\n"
                                         "p5.48xlarge,H100,8,56.00,,us-east-1,use1-az2\n",
                                         PriceFormat::SkyPilot, PriceFile{"vms.csv", "", "2026-12-06", "aws"}, catalog, mappings);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "", "line 2 and line 3 give aws-p5.48xlarge-on-demand-us-east-1 two prices"));
    }
    SECTION("a GPU count that is no count")
    {
        const auto result = importPrices("InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region\n"
                                         "p5.48xlarge,H100,inf,55.04,,us-east-1\n",
                                         PriceFormat::SkyPilot, PriceFile{"vms.csv", "", "2026-12-06", "aws"}, catalog, mappings);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "", "line 2: AcceleratorCount must be a number of GPUs, got \"inf\""));
        // A count past any int is compared, not converted: the catalog's p5.48xlarge has 8.
        const auto huge = importPrices("InstanceType,AcceleratorName,AcceleratorCount,Price,SpotPrice,Region\n"
                                       "p5.48xlarge,H100,1e300,55.04,,us-east-1\n",
                                       PriceFormat::SkyPilot, PriceFile{"vms.csv", "", "2026-12-06", "aws"}, catalog, mappings);
        REQUIRE(huge);
        REQUIRE(huge->unmapped.size() == 1);
        CHECK_THAT(huge->unmapped.front().reason,
                   Catch::Contains("where the catalog's aws-p5.48xlarge-on-demand-us-east-1 counts 8"));
    }
    SECTION("a SkyPilot file that names no cloud")
    {
        const auto result
            = importPrices(sample("skypilot/aws/vms.csv"), PriceFormat::SkyPilot, fileNamed("vms.csv"), catalog, mappings);
        REQUIRE_FALSE(result);
        CHECK(hasIssue(result.error().issues, "", "names no cloud"));
    }
}

TEST_CASE("Imported prices written as a user catalog file replace the shipped ones when loaded")
{
    const auto imported = importSample("litellm.json", PriceFormat::LiteLlm);
    REQUIRE(imported);
    TemporaryDirectory directory;
    // Into a folder not there yet, as the user catalog directory is before a first import.
    const auto written = writeImportedPrices(*imported, directory.path() / "breakeven" / "catalog");
    REQUIRE(written);
    CHECK(*written == directory.path() / "breakeven" / "catalog" / "imported-litellm.json");

    const LoadedCatalog loaded = applyUserCatalogs(test::embeddedCatalog(), written->parent_path());
    CHECK(loaded.skippedFiles.empty());
    const ApiPrice* opus = loaded.catalog.apiPrice("anthropic-claude-opus-4-5");
    REQUIRE(opus != nullptr);
    CHECK_THAT(opus->inputPerMillionTokens.amount, WithinRel(4.0, 1e-12));
    CHECK(opus->provenance.asOf == "2026-12-06");
    // Every other entry is the shipped one, in its place.
    CHECK(loaded.catalog.apiPrices.size() == test::embeddedCatalog().apiPrices.size());
    CHECK(*loaded.catalog.apiPrice("openai-gpt-5") == *test::embeddedCatalog().apiPrice("openai-gpt-5"));
}

TEST_CASE("What an import changes is listed figure by figure, dates too")
{
    const auto imported = importSample("litellm.json", PriceFormat::LiteLlm);
    REQUIRE(imported);
    const std::vector<PriceChange> changes = priceChanges(test::embeddedCatalog(), imported->prices);
    REQUIRE(changes.size() == 2);
    // Opus from 5, 25, 0.5 and 6.25 USD per million tokens (data/catalog/api_prices.json) to
    // the sample's 4e-06, 2e-05, 4e-07 and 5e-06 per token; its batch discount, on which LiteLLM
    // is silent, stays the catalog's and is no change.
    const PriceChange& opus = changes[0];
    CHECK(opus.id == "anthropic-claude-opus-4-5");
    CHECK(opus.asOfBefore == "2026-08-21");
    CHECK(opus.asOfAfter == "2026-12-06");
    REQUIRE(opus.figures.size() == 4);
    const auto checkFigure = [](const FigureChange& change, PriceFigure figure, double before, double after) {
        CHECK(change.figure == figure);
        CHECK_THAT(*change.before, WithinRel(before, 1e-12));
        CHECK_THAT(*change.after, WithinRel(after, 1e-12));
    };
    checkFigure(opus.figures[0], PriceFigure::Input, 5.0, 4.0);
    checkFigure(opus.figures[1], PriceFigure::Output, 25.0, 20.0);
    checkFigure(opus.figures[2], PriceFigure::CacheRead, 0.5, 0.4);
    checkFigure(opus.figures[3], PriceFigure::CacheWrite, 6.25, 5.0);
    // Together's Llama 3.3 70B: 0.88 to 0.8 both ways, and a batch discount where the catalog
    // has none: 1 − 4e-07 / 8e-07 = 50 %.
    const PriceChange& llama = changes[1];
    REQUIRE(llama.figures.size() == 3);
    CHECK(llama.figures[2].figure == PriceFigure::BatchDiscount);
    CHECK_FALSE(llama.figures[2].before);
    CHECK_THAT(*llama.figures[2].after, WithinRel(0.5, 1e-12));
    // Against itself an import changes no figure, though each entry is still listed.
    const std::vector<PriceChange> again = priceChanges(imported->prices, imported->prices);
    REQUIRE(again.size() == 2);
    CHECK(again[0].figures.empty());
    CHECK(again[1].figures.empty());
}

TEST_CASE("The shipped mappings name only catalog entries that exist")
{
    const auto parsed = parsePriceMappings(
        *readTextFile(std::string(TCO_SOURCE_DATA_DIR) + "/price_sources/mappings.json", 1 << 20), "price_sources/mappings.json");
    INFO((parsed ? std::string() : describe(parsed.error())));
    REQUIRE(parsed);
    const PriceMappings mappings = embeddedPriceMappings();
    CHECK(mappings.entries.size() == parsed->entries.size());
    REQUIRE_FALSE(mappings.entries.empty());
    REQUIRE_FALSE(mappings.providers.empty());
    for (const PriceMappings::Entry& entry : mappings.entries) {
        INFO(entry.source);
        CHECK(test::embeddedCatalog().apiPrice(entry.catalogId) != nullptr);
    }
    REQUIRE_FALSE(mappings.models.empty());
    for (const PriceMappings::Model& model : mappings.models) {
        INFO(model.source);
        CHECK(test::embeddedCatalog().model(model.catalogModel) != nullptr);
    }
    // Each list the app offers to download is one of the four formats, at an https address.
    REQUIRE(mappings.publishedLists.size() == parsed->publishedLists.size());
    REQUIRE(mappings.publishedLists.size() >= 4);
    for (const PriceFormat format :
         {PriceFormat::LiteLlm, PriceFormat::GenaiPrices, PriceFormat::OpenRouter, PriceFormat::SkyPilot})
        CHECK(std::ranges::count(mappings.publishedLists, format, &PriceMappings::PublishedList::format) >= 1);
    for (const PriceMappings::PublishedList& list : mappings.publishedLists) {
        INFO(list.name);
        CHECK(list.url.starts_with("https://"));
    }
}
