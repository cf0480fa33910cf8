// breakeven-cli as a user meets it: the real program, its exit status, its output streams.

#include "RunProcess.h"
#include "TestPaths.h"
#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>

using namespace tco::test;
using Catch::Matchers::WithinRel;
using json = nlohmann::ordered_json;

namespace {

const std::string PRESETS = std::string(TCO_SOURCE_DATA_DIR) + "/scenarios/";

/// The preset `file` with its analysis section replaced by `analysis`.
json withAnalysis(const std::string& file, const char* analysis)
{
    json document = json::parse(std::ifstream(file));
    document["analysis"] = json::parse(analysis);
    return document;
}

/// Runs breakeven-cli with an empty user catalog directory, so the user's own files cannot
/// change what the tests see.
ProcessResult cli(std::vector<std::string> arguments, std::map<std::string, std::string> environment = {})
{
    static const std::filesystem::path isolatedDataHome = [] {
        auto path = std::filesystem::temp_directory_path() / "breakeven-cli-tests-data-home";
        std::filesystem::create_directories(path);
        return path;
    }();
    arguments.insert(arguments.begin(), TCO_CLI_PATH);
    environment.emplace("XDG_DATA_HOME", isolatedDataHome.string());
    return runProcess(arguments, environment);
}

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), {}};
}

std::filesystem::path writeTemporary(const std::string& name, const std::string& contents)
{
    const auto path = std::filesystem::temp_directory_path() / name;
    std::ofstream(path) << contents;
    return path;
}

} // namespace

TEST_CASE("Asking for the version or the help succeeds on stdout")
{
    const ProcessResult version = cli({"--version"});
    CHECK(version.exitCode == 0);
    CHECK(version.out.starts_with("breakeven-cli 0."));
    const ProcessResult help = cli({"--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("validate") != std::string::npos);
    CHECK(help.out.find("catalog") != std::string::npos);
}

TEST_CASE("Misuse exits with status 2 and says why on stderr")
{
    const ProcessResult none = cli({});
    CHECK(none.exitCode == 2);
    CHECK(none.err.starts_with("error: breakeven-cli needs a command"));
    const ProcessResult catalogAlone = cli({"catalog"});
    CHECK(catalogAlone.exitCode == 2);
    CHECK(catalogAlone.err.starts_with("error: catalog needs a command"));
    const ProcessResult unknown = cli({"frobnicate"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("frobnicate") != std::string::npos);
    const ProcessResult section = cli({"catalog", "list", "gpu"});
    CHECK(section.exitCode == 2);
    CHECK(section.err.find("gpu") != std::string::npos);
    const ProcessResult format = cli({"catalog", "list", "gpus", "--format", "xml"});
    CHECK(format.exitCode == 2);
}

TEST_CASE("validate accepts every preset")
{
    for (const std::string preset : {"professional-services-70b", "small-team-8b", "midsize-70b-h200", "large-deepseek-r1"}) {
        const ProcessResult result = cli({"validate", PRESETS + preset + ".breakeven.json"});
        INFO(preset << ": " << result.err);
        CHECK(result.exitCode == 0);
        CHECK(result.out.find("valid scenario") != std::string::npos);
        CHECK(result.err.empty());
    }
}

TEST_CASE("validate reports every problem with its file and JSON pointer, and exits 2")
{
    json document = json::parse(std::ifstream(PRESETS + "professional-services-70b.breakeven.json"));
    document["workload"]["tokens_per_day"] = -5;
    document["self_hosted"][0]["gpu"] = "h100";
    document["workload"]["peak_to_averge"] = 2;
    const auto path = writeTemporary("breakeven-cli-invalid.breakeven.json", document.dump(2));

    const ProcessResult result = cli({"validate", path.string()});
    CHECK(result.exitCode == 2);
    CHECK(result.out.empty());
    CHECK(result.err.find(path.string() + ": /workload/tokens_per_day: must be at least 1, got -5") != std::string::npos);
    CHECK(result.err.find("/self_hosted/0/gpu: unknown gpu \"h100\" (did you mean 'h100-sxm'") != std::string::npos);
    CHECK(result.err.find("/workload/peak_to_averge: unknown key (did you mean 'peak_to_average'?)") != std::string::npos);
}

TEST_CASE("validate reports syntax errors by line and column, and missing files")
{
    const auto path = writeTemporary("breakeven-cli-nan.breakeven.json", "{\n  \"schema_version\": 1,\n  \"name\": NaN\n}\n");
    const ProcessResult result = cli({"validate", path.string()});
    CHECK(result.exitCode == 2);
    CHECK(result.err.find("parse error at line 3, column") != std::string::npos);

    const ProcessResult missing = cli({"validate", "/nonexistent/x.breakeven.json"});
    CHECK(missing.exitCode == 2);
    CHECK(missing.err == "/nonexistent/x.breakeven.json: the file does not exist\n");

    // A named pipe with no writer: refused at once, where reading it waited for ever.
    const auto pipe = std::filesystem::temp_directory_path() / "breakeven-cli-tests.fifo";
    std::filesystem::remove(pipe);
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    const ProcessResult piped = cli({"validate", pipe.string()});
    CHECK(piped.exitCode == 2);
    CHECK(piped.err.find("the file is not a regular file") != std::string::npos);
    std::filesystem::remove(pipe);

    // A document followed by a NUL byte and more was taken for the document alone.
    const auto trailing
        = writeTemporary("breakeven-cli-trailing.breakeven.json",
                         readFile(PRESETS + "professional-services-70b.breakeven.json") + std::string(1, '\0') + "garbage");
    const ProcessResult garbage = cli({"validate", trailing.string()});
    CHECK(garbage.exitCode == 2);
    CHECK(garbage.err.find("a NUL byte, which JSON text never holds") != std::string::npos);
}

TEST_CASE("catalog list prints a table or a catalog document")
{
    const ProcessResult table = cli({"catalog", "list", "gpus"});
    CHECK(table.exitCode == 0);
    CHECK(table.out.starts_with("ID "));
    CHECK(table.out.find("h100-sxm") != std::string::npos);

    for (const std::string section : {"gpus", "models", "clouds", "apis", "costs"}) {
        const ProcessResult result = cli({"catalog", "list", section, "--format", "json"});
        INFO(section);
        REQUIRE(result.exitCode == 0);
        const json document = json::parse(result.out);
        CHECK(document.at("schema_version") == 1);
        CHECK(document.size() == 2);
    }
    const json gpus = json::parse(cli({"catalog", "list", "gpus", "--format", "json"}).out);
    CHECK(gpus.at("gpus").size() >= 19);
}

TEST_CASE("catalog show prints one entry with its source, or suggests ids")
{
    const ProcessResult table = cli({"catalog", "show", "h100-sxm"});
    CHECK(table.exitCode == 0);
    CHECK(table.out.find("memory_gib                 80\n") != std::string::npos);
    // Beside the scale-up bandwidth, the scale-out: one 400 Gb/s NIC per GPU in a DGX H100.
    CHECK(table.out.find("interconnect_gb_per_s      900\nscale_out_gb_per_s         50\n") != std::string::npos);
    CHECK(table.out.find("loaded_from                catalog/gpus.json at /gpus/") != std::string::npos);

    const json document = json::parse(cli({"catalog", "show", "llama-3.3-70b", "--format", "json"}).out);
    CHECK(document.at("models").at(0).at("layers") == 80);

    const ProcessResult unknown = cli({"catalog", "show", "h100"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err == "error: no catalog entry has the id \"h100\" (did you mean 'h100-sxm', 'h100-nvl' or 'h100-pcie'?)\n");
}

TEST_CASE("A broken user catalog file is skipped with a warning, and the command still runs")
{
    const auto dataHome = std::filesystem::temp_directory_path() / "breakeven-cli-tests-broken-home";
    std::filesystem::create_directories(dataHome / "breakeven" / "catalog");
    std::ofstream(dataHome / "breakeven" / "catalog" / "mine.json") << "{\"schema_version\": 1, \"gpus\": [{\"id\": 3}]}";
    const ProcessResult result = runProcess({TCO_CLI_PATH, "catalog", "show", "l4"}, {{"XDG_DATA_HOME", dataHome.string()}});
    CHECK(result.exitCode == 0);
    CHECK(result.err.find("warning: user catalog file skipped") != std::string::npos);
    CHECK(result.err.find("mine.json: /gpus/0/id: must be a string, got 3") != std::string::npos);
}

TEST_CASE("size answers with the replica, its memory and its speed")
{
    const ProcessResult result = cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--input-tokens", "1000",
                                      "--output-tokens", "500", "--tokens-per-day", "100000000", "--format", "json"});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    const json answer = json::parse(result.out);
    for (const char* key :
         {"feasible", "reason", "gpus_per_replica", "weights_gib_per_gpu", "kv_bytes_per_token", "kv_cache_gib_per_gpu",
          "kv_cache_tokens", "max_concurrent_sequences", "batch_size", "inter_token_latency_ms", "per_user_tokens_per_s",
          "output_tokens_per_s", "output_tokens_per_s_per_gpu", "prefill_tokens_per_s", "total_tokens_per_s", "replicas",
          "total_gpus", "utilization"}) {
        INFO(key);
        CHECK(answer.contains(key));
    }
    CHECK(answer.at("feasible") == true);
    CHECK(answer.at("reason").is_null());
    CHECK(answer.at("gpus_per_replica") == 1);
    // Llama 3.1 8B in BF16: 2 × 32 layers × 8 KV heads × 128 × 2 bytes = 131,072 per token.
    CHECK(answer.at("kv_bytes_per_token") == 131072);
    // The default per-user target is 25 tokens per second.
    CHECK(answer.at("per_user_tokens_per_s").get<double>() >= 25.0);
    CHECK(answer.at("total_gpus").get<int>() % 8 == 0);
}

TEST_CASE("size searches the layouts left open and reports the one chosen")
{
    // Without layout flags the search spreads FP8 Llama 3.3 70B wider than the one H100 it fits.
    const ProcessResult searched = cli({"size", "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--precision", "fp8",
                                        "--per-user-tokens-per-s", "50", "--format", "json"});
    REQUIRE(searched.exitCode == 0);
    const json best = json::parse(searched.out);
    CHECK(best.at("gpus_per_replica").get<int>() > 1);
    CHECK(best.at("meets_per_user_target") == true);
    for (const char* key :
         {"tensor_parallel", "pipeline_parallel", "attention_dp", "expert_parallel", "serving", "prefill_gpus", "decode_gpus"}) {
        INFO(key);
        CHECK(best.at("layout").contains(key));
    }
    CHECK(best.contains("time_to_first_token_ms"));
    CHECK(best.contains("meets_ttft_target"));

    // Fixed degrees and mode are kept: DeepSeek-R1 on eight H200, aggregated, attention over 8 ranks.
    const ProcessResult fixed
        = cli({"size", "--model", "deepseek-r1", "--gpu", "h200-sxm", "--precision", "fp8", "--attention-dp", "8",
               "--expert-parallel", "8", "--serving", "aggregated", "--format", "json"});
    REQUIRE(fixed.exitCode == 0);
    const json layout = json::parse(fixed.out).at("layout");
    CHECK(layout.at("tensor_parallel") == 1);
    CHECK(layout.at("attention_dp") == 8);
    CHECK(layout.at("expert_parallel") == 8);
    CHECK(layout.at("serving") == "aggregated");
    CHECK(layout.at("prefill_gpus") == 0);
    CHECK(layout.at("decode_gpus") == 8);

    const ProcessResult split = cli({"size", "--model", "deepseek-r1", "--gpu", "gb200-nvl72", "--precision", "fp4",
                                     "--kv-precision", "fp8", "--serving", "disaggregated", "--format", "json"});
    REQUIRE(split.exitCode == 0);
    const json unit = json::parse(split.out).at("layout");
    CHECK(unit.at("serving") == "disaggregated");
    CHECK(unit.at("prefill_gpus").get<int>() > 0);
    CHECK(unit.at("prefill_gpus").get<int>() + unit.at("decode_gpus").get<int>()
          == json::parse(split.out).at("gpus_per_replica"));
}

TEST_CASE("size holds the first token within a target and lists the frontier when asked")
{
    const ProcessResult bounded
        = cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--ttft-ms", "400", "--format", "json"});
    REQUIRE(bounded.exitCode == 0);
    const json answer = json::parse(bounded.out);
    CHECK(answer.at("meets_ttft_target") == true);
    CHECK(answer.at("time_to_first_token_ms").get<double>() <= 400.0);

    const ProcessResult traced = cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--frontier", "--format", "json"});
    REQUIRE(traced.exitCode == 0);
    const json frontier = json::parse(traced.out).at("frontier");
    REQUIRE(frontier.size() >= 3);
    for (std::size_t index = 0; index < frontier.size(); ++index) {
        for (const char* key : {"per_user_tokens_per_s", "output_tokens_per_s_per_gpu", "time_to_first_token_ms", "layout"})
            CHECK(frontier[index].contains(key));
        if (index > 0) {
            CHECK(frontier[index].at("per_user_tokens_per_s").get<double>()
                  < frontier[index - 1].at("per_user_tokens_per_s").get<double>());
            CHECK(frontier[index].at("output_tokens_per_s_per_gpu").get<double>()
                  > frontier[index - 1].at("output_tokens_per_s_per_gpu").get<double>());
        }
    }
    const ProcessResult table = cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--frontier"});
    CHECK(table.out.find("Frontier: per-user speed against output per GPU") != std::string::npos);
}

TEST_CASE("size on a rack reports, of the fleets that fill it, the one with the most room left")
{
    // 2 B tokens a day fit in one GB200 NVL72 rack (72 GPUs, the unit) with many layouts: 15
    // replicas of three pipeline stages as well as one wide expert-parallel replica. The rack
    // costs the same either way, so the answer is the layout that serves the most from it, its
    // utilization (the day's load over the 72 GPUs' throughput) the lowest.
    const std::vector<std::string> rack{"size", "--model",          "deepseek-r1", "--gpu",    "gb200-nvl72", "--precision",
                                        "fp4",  "--tokens-per-day", "2e9",         "--format", "json"};
    const ProcessResult searched = cli(rack);
    REQUIRE(searched.exitCode == 0);
    const json best = json::parse(searched.out);
    CHECK(best.at("total_gpus") == 72);

    std::vector<std::string> pipelined = rack;
    pipelined.insert(pipelined.end(), {"--gpus", "3", "--pipeline-parallel", "3", "--serving", "aggregated"});
    const ProcessResult fixed = cli(pipelined);
    REQUIRE(fixed.exitCode == 0);
    const json small = json::parse(fixed.out);
    CHECK(small.at("total_gpus") == 72);
    CHECK(best.at("utilization").get<double>() < small.at("utilization").get<double>());
    CHECK(best.at("output_tokens_per_s_per_gpu").get<double>() > small.at("output_tokens_per_s_per_gpu").get<double>());
}

TEST_CASE("size explains an infeasible request and still succeeds")
{
    // FP8 Llama 3.3 70B on one H100 holds a 16k-token sequence in what its weights leave free
    // (TensorRT-LLM's accounting, the default), but not within 90 % of the device (vLLM's).
    const std::vector<std::string> oneGpu{"size",   "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--precision", "fp8",
                                          "--gpus", "1",       "--max-context", "16384"};
    std::vector<std::string> freeMemory = oneGpu;
    freeMemory.insert(freeMemory.end(), {"--format", "json"});
    const ProcessResult fits = cli(freeMemory);
    REQUIRE(fits.exitCode == 0);
    CHECK(json::parse(fits.out).at("feasible") == true);

    std::vector<std::string> deviceMemory = oneGpu;
    deviceMemory.insert(deviceMemory.end(), {"--memory-accounting", "device_memory"});
    std::vector<std::string> deviceJson = deviceMemory;
    deviceJson.insert(deviceJson.end(), {"--format", "json"});
    const ProcessResult result = cli(deviceJson);
    REQUIRE(result.exitCode == 0);
    const json answer = json::parse(result.out);
    CHECK(answer.at("feasible") == false);
    CHECK(answer.at("reason").get<std::string>().starts_with("weights need 67.7 GiB per GPU, 71.3 GiB usable"));

    const ProcessResult table = cli(deviceMemory);
    CHECK(table.exitCode == 0);
    CHECK(table.out.find("feasible                 no") != std::string::npos);
}

TEST_CASE("size runs tensor parallelism over two servers when asked")
{
    // SGLang and TensorRT-LLM serve DeepSeek-R1 at FP8 with tensor parallelism 16 over two H100
    // servers; the search itself keeps tensor parallelism within a server.
    const ProcessResult result = cli({"size", "--model", "deepseek-r1", "--gpu", "h100-sxm", "--precision", "fp8",
                                      "--tensor-parallel", "16", "--serving", "aggregated", "--format", "json"});
    REQUIRE(result.exitCode == 0);
    const json answer = json::parse(result.out);
    CHECK(answer.at("feasible") == true);
    CHECK(answer.at("gpus_per_replica") == 16);
    CHECK(answer.at("layout").at("tensor_parallel") == 16);
}

TEST_CASE("size finds the NVL72 rack's advantage for DeepSeek-R1 without layout flags")
{
    // DeepSeek-R1 FP4, FP8 cache, 1k/1k, at 20 and 50 tokens a second per user. InferenceX's
    // best measured runs: GB200 NVL72 racks disaggregated with expert parallelism 32 to 48 serve
    // 3,355 tokens/s per GPU at 45 tokens/s per user and 1,762 at 63; B200 servers, each serving
    // alone, 1,955 at 32 (DEP4) and 493 at 64 (TP8): about 2x and 4x (docs/sizing-model.md §10).
    const auto perGpu = [](const std::string& gpu, const std::string& perUser, std::vector<std::string> layout) {
        std::vector<std::string> arguments{"size",        "--model",
                                           "deepseek-r1", "--gpu",
                                           gpu,           "--precision",
                                           "fp4",         "--kv-precision",
                                           "fp8",         "--input-tokens",
                                           "1024",        "--output-tokens",
                                           "1024",        "--per-user-tokens-per-s",
                                           perUser,       "--format",
                                           "json"};
        arguments.insert(arguments.end(), layout.begin(), layout.end());
        const ProcessResult result = cli(arguments);
        REQUIRE(result.exitCode == 0);
        return json::parse(result.out).at("output_tokens_per_s_per_gpu").get<double>();
    };
    const std::vector<std::string> oneServer{"--gpus", "8", "--serving", "aggregated"};
    const double rackAt20 = perGpu("gb200-nvl72", "20", {});
    const double rackAt50 = perGpu("gb200-nvl72", "50", {});
    // Against one B200 server serving alone, as the measured runs compare: within the measured
    // 1.5-3x at 20 and 2.5-6x at 50.
    const double serverAt20 = perGpu("b200", "20", oneServer);
    const double serverAt50 = perGpu("b200", "50", oneServer);
    CHECK(rackAt20 / serverAt20 > 1.5);
    CHECK(rackAt20 / serverAt20 < 3.0);
    CHECK(rackAt50 / serverAt50 > 2.5);
    CHECK(rackAt50 / serverAt50 < 6.0);
    // Against what the search finds for B200 unbound, disaggregated with decode instances of one
    // server each, the rack's advantage is smaller: such B300 servers were measured at 2,496
    // tokens/s per GPU at 48 tokens/s per user, within 2 % of the model (docs/sizing-model.md §10).
    const double searchedAt20 = perGpu("b200", "20", {});
    const double searchedAt50 = perGpu("b200", "50", {});
    CHECK(rackAt20 / searchedAt20 > 1.0);
    CHECK(rackAt20 / searchedAt20 < 1.5);
    CHECK(rackAt50 / searchedAt50 > 1.0);
    CHECK(rackAt50 / searchedAt50 < 1.5);
    CHECK(rackAt50 / searchedAt50 > rackAt20 / searchedAt20);
}

TEST_CASE("size refuses bad arguments with status 2")
{
    const ProcessResult unknown = cli({"size", "--model", "llama-3.3-70", "--gpu", "h100"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("unknown model \"llama-3.3-70\" (did you mean 'llama-3.3-70b'") != std::string::npos);
    CHECK(unknown.err.find("unknown gpu \"h100\"") != std::string::npos);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--precision", "fp7"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--memory-utilization", "1.5"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--concurrency", "8", "--max-batch"}).exitCode == 2);
    CHECK(cli({"size", "--gpu", "h100-sxm"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--ttft-ms", "nan"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--ttft-ms", "-5"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--serving", "fast"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--memory-accounting", "most"}).exitCode == 2);
    CHECK(cli({"size", "--model", "llama-3.1-8b", "--gpu", "h100-sxm", "--tensor-parallel", "0"}).exitCode == 2);
}

TEST_CASE("evaluate reports every option in JSON, cheapest first, with break-even and horizon")
{
    const ProcessResult result = cli({"evaluate", PRESETS + "professional-services-70b.breakeven.json", "--format", "json"});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    const json answer = json::parse(result.out);
    CHECK(answer.at("currency") == "EUR");
    const json& options = answer.at("options");
    REQUIRE(options.size() == 4);
    for (std::size_t index = 1; index < options.size(); ++index)
        CHECK(options[index - 1].at("monthly_total").get<double>() <= options[index].at("monthly_total").get<double>());
    const json& selfHosted = options[3];
    CHECK(selfHosted.at("name") == "2× H100 rented");
    CHECK(selfHosted.at("total_gpus") == 2);
    // 2 × 3.50 USD / 1.1665 × 730.5 h × 1.4 + 6,000 EUR = 12,137.08 EUR.
    CHECK_THAT(selfHosted.at("monthly_total").get<double>(), Catch::Matchers::WithinRel(12'137.08, 1e-5));
    CHECK_THAT(selfHosted.at("breakdown").at("staff").get<double>(), Catch::Matchers::WithinRel(6'000.0, 1e-12));
    CHECK(selfHosted.at("utilization").get<double>() > 0.0);
    const json& opus = options[1];
    CHECK(opus.at("name") == "Claude Opus 4.5 API");
    // The hybrid of the two costs what Opus does, after it in the scenario's order: no fleet
    // beats Opus while the engineer alone costs more than its bill.
    const json& hybrid = options[2];
    CHECK(hybrid.at("kind") == "hybrid");
    CHECK(hybrid.at("total_gpus") == 0);
    CHECK(hybrid.at("overflow_share") == 1.0);
    CHECK(hybrid.at("monthly_total") == opus.at("monthly_total"));
    // 202.9 M input × 5 + 101.5 M output × 25 USD = 3,551.04 USD = 3,044.18 EUR.
    CHECK_THAT(opus.at("monthly_total").get<double>(), Catch::Matchers::WithinRel(3'551.04 / 1.1665, 1e-5));
    const json& breakEven = opus.at("break_even").at(0);
    CHECK(breakEven.at("status") == "within");
    // 12,137.08 EUR buys 12,137.08 / 3,044.18 × 10 M = 39.87 M tokens a day of the API.
    CHECK_THAT(breakEven.at("tokens_per_day").get<double>(), Catch::Matchers::WithinRel(39.87e6, 1e-3));
    CHECK_THAT(breakEven.at("multiple_of_current").get<double>(), Catch::Matchers::WithinRel(3.987, 1e-3));
    // 10 M tokens a day, flat: a hundred times either side lies within the scale, 10^5 to 10^11.
    CHECK(breakEven.at("searched_from_tokens_per_day") == 1e5);
    CHECK(breakEven.at("searched_to_tokens_per_day") == 1e11);
    // The hybrid of the pair and Opus sizes its own fleet, and one H100 holds FP8 Llama 3.3 70B
    // with room for its cache: with the engineer's 6,000 EUR a month no fleet short of one that
    // serves every hour pays for itself, and one GPU's does from 6,000 + 3.5 USD × 1.4 × 730.5 h
    // / 1.1665 = 9,068.5 EUR a month, Opus's bill at 9,068.5 / 3,044.18 × 10 M = 29.79 M a day.
    const json& hybridBreakEven = opus.at("break_even").at(1);
    CHECK(hybridBreakEven.at("hybrid") == "H100s + Opus for peaks");
    CHECK_THAT(hybridBreakEven.at("tokens_per_day").get<double>(), Catch::Matchers::WithinRel(29.79e6, 1e-3));
    const json& horizon = answer.at("horizon");
    CHECK(horizon.at("months") == 36);
    CHECK(horizon.at("options").size() == 4);
    CHECK(horizon.at("options")[0].at("monthly").size() == 36);
    // Self-hosting never catches up with either API over 36 months at today's volume.
    for (const json& crossover : horizon.at("crossover"))
        CHECK(crossover.at("crossover_month").is_null());
}

TEST_CASE("evaluate prints a table and a CSV, and --set changes a value first")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult table = cli({"evaluate", preset});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.find("10 M tokens a day") != std::string::npos);
    CHECK(table.out.find(
              "2× H100 rented against Claude Opus 4.5 API: self-hosting is cheaper above 39.9 M tokens a day, 4× today's volume")
          != std::string::npos);
    CHECK(table.out.find("1 replica of 2 GPUs, TP 2,") != std::string::npos);

    const ProcessResult csv = cli({"evaluate", preset, "--format", "csv"});
    REQUIRE(csv.exitCode == 0);
    CHECK(csv.out.starts_with(
        "name,kind,currency,feasible,monthly_total,cost_per_million_tokens,total_gpus,utilization,cumulative,npv,gpu_rental,"));
    CHECK(std::ranges::count(csv.out, '\n') == 5);
    // Cheapest first: the hosted Llama at 229.62 EUR a month, with no GPUs of its own.
    CHECK(csv.out.find("\nLlama 3.3 70B on Together AI,api,EUR,true,229.6") != std::string::npos);
    CHECK(csv.out.find("\n2× H100 rented,self_hosted,EUR,true,12137.0") != std::string::npos);

    // At ten times the volume the same two GPUs cost the same; the Opus bill is ten times larger.
    const ProcessResult tenTimes = cli({"evaluate", preset, "--format", "json", "--set", "/workload/tokens_per_day=1e8"});
    REQUIRE(tenTimes.exitCode == 0);
    const json options = json::parse(tenTimes.out).at("options");
    CHECK(options[1].at("name") == "2× H100 rented");
    CHECK_THAT(options[1].at("monthly_total").get<double>(), Catch::Matchers::WithinRel(12'137.08, 1e-5));
    // The hybrid then runs the same two GPUs for every hour, at the same cost.
    CHECK(options[2].at("kind") == "hybrid");
    CHECK(options[2].at("total_gpus") == 2);
    CHECK_THAT(options[2].at("monthly_total").get<double>(), Catch::Matchers::WithinRel(12'137.08, 1e-5));
    CHECK_THAT(options[3].at("monthly_total").get<double>(), Catch::Matchers::WithinRel(35'510.4 / 1.1665, 1e-5));
}

TEST_CASE("money sets out cash flow and P&L year by year, and owning as an investment")
{
    const std::string preset = PRESETS + "midsize-70b-h200.breakeven.json";
    const ProcessResult result = cli({"money", preset, "--format", "json"});
    REQUIRE(result.exitCode == 0);
    const json money = json::parse(result.out);
    const json& owned = money.at("options").at(0);
    REQUIRE(owned.at("name") == "H200 owned (colocation)");
    REQUIRE(owned.at("years").size() == 5);
    // One 8-GPU server at 330,000 with 12.5 % for networking, 371,250, bought today; five
    // years of life and no residual value: 74,250 of depreciation a year, and the books and
    // the cash agree over the horizon, which is the life.
    const json& first = owned.at("years").at(0);
    CHECK_THAT(first.at("capital_spending").get<double>(), WithinRel(371'250.0, 1e-12));
    for (const json& year : owned.at("years"))
        CHECK_THAT(year.at("depreciation").get<double>(), WithinRel(74'250.0, 1e-12));
    CHECK_THAT(owned.at("net_cash").get<double>(), WithinRel(owned.at("profit_and_loss").get<double>(), 1e-12));

    // Owning against renting: the rented option runs at its year's running cost, the owned one at
    // its own, and the server is paid back in the first month the monthly difference has covered
    // it: ⌈371,250 / (rented − owned running a month)⌉, month 15 (371,250 / 25,772.5 = 14.4).
    const json& rented = money.at("options").at(1);
    REQUIRE(rented.at("name") == "H200 rented (Nebius on-demand)");
    const double monthlySaving
        = (rented.at("years").at(0).at("running").get<double>() - first.at("running").get<double>()) / 12.0;
    const auto owningAgainstRenting = std::ranges::find_if(money.at("investment_cases"), [](const json& entry) {
        return entry.at("option") == "H200 owned (colocation)" && entry.at("against") == "H200 rented (Nebius on-demand)";
    });
    REQUIRE(owningAgainstRenting != money.at("investment_cases").end());
    CHECK(owningAgainstRenting->at("payback_month") == static_cast<int>(std::ceil(371'250.0 / monthlySaving)));
    CHECK(owningAgainstRenting->at("payback_month") == 15);
    CHECK(owningAgainstRenting->at("irr_per_year").get<double>() > 0.08);

    // Double-declining books write off 2 / 60 of the book value a month: 371,250 × (1 − (29/30)^12)
    // = 124,085 in the first year. The cash does not change.
    const ProcessResult declining
        = cli({"money", preset, "--format", "json", "--set", "/self_hosted/0/owned/depreciation=declining_balance"});
    REQUIRE(declining.exitCode == 0);
    const json decliningOwned = json::parse(declining.out).at("options").at(0);
    CHECK_THAT(decliningOwned.at("years").at(0).at("depreciation").get<double>(),
               WithinRel(371'250.0 * (1.0 - std::pow(29.0 / 30.0, 12.0)), 1e-9));
    CHECK(decliningOwned.at("net_cash") == owned.at("net_cash"));

    // An API price falling 20 % a year bills 0.8 of a year's months the next year, at a steady volume.
    const ProcessResult falling = cli({"money", PRESETS + "professional-services-70b.breakeven.json", "--format", "json", "--set",
                                       "/api_offers/0/price_trend_per_year=-0.2"});
    REQUIRE(falling.exitCode == 0);
    const json opus = json::parse(falling.out).at("options").at(1);
    REQUIRE(opus.at("name") == "Claude Opus 4.5 API");
    CHECK_THAT(opus.at("years").at(1).at("running").get<double>(),
               WithinRel(0.8 * opus.at("years").at(0).at("running").get<double>(), 1e-12));

    // Discounted at 8 % a year, 0.6434 % a month, n months of 25,772.5 are worth 371,250 once
    // 1 − 1.006434^−n ≥ 371,250 × 0.006434 / 25,772.5 = 0.0927: n ≥ 15.2, month 16.
    const ProcessResult table = cli({"money", preset});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.find("Cash flow") != std::string::npos);
    // The sentences as read, whatever the lines they wrap over.
    std::string text = table.out;
    std::ranges::replace(text, '\n', ' ');
    CHECK(text.find("H200 owned (colocation) against H200 rented (Nebius on-demand) saves") != std::string::npos);
    CHECK(text.find("It pays for itself in month 15, or month 16 with the money discounted.") != std::string::npos);
    const ProcessResult csv = cli({"money", preset, "--format", "csv"});
    REQUIRE(csv.exitCode == 0);
    CHECK(csv.out.starts_with("option,year,months,capital spending (USD),"));
    // A line for each of five options' five years (the hybrid's among them), under the header.
    CHECK(std::ranges::count(csv.out, '\n') == 26);
}

TEST_CASE("evaluate opens with the answer to the scenario's question, and its JSON carries it as the headline")
{
    // The preset compares 2× H100 rented (12,137.08 EUR a month) with Claude Opus 4.5 API
    // (3,044.18 EUR, ten times that at ten times the volume); Together AI costs 229.62 EUR, and
    // 2,296.19 at ten times (the arithmetic of the test above and of the core's AnswerTests).
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult table = cli({"evaluate", preset});
    REQUIRE(table.exitCode == 0);
    // The scenario's name, then the answer wrapped at 100 columns, never inside a figure.
    CHECK(table.out.starts_with(
        "Professional services firm: Llama 3.3 70B or a Claude-class API\n"
        "At 10 M tokens a day, 2× H100 rented costs 12,137 EUR a month, 9,093 EUR more than Claude Opus 4.5\n"
        "API at 3,044 EUR. The two break even at 39.9 M tokens a day, 4× today's volume. At ten times today's\n"
        "volume, 100 M tokens a day, 2× H100 rented would cost 12,137 EUR a month, 18,305 EUR less than\n"
        "Claude Opus 4.5 API at 30,442 EUR. The cheapest option of all is Llama 3.3 70B on Together AI, at\n"
        "230 EUR a month today and 2,296 EUR at ten times the volume. No hybrid of 2× H100 rented and Claude\n"
        "Opus 4.5 API beats Claude Opus 4.5 API alone: a replica pays for itself when busy 2.8% of the week's\n"
        "hours or more, but a fleet costs 6,000 EUR a month before its first GPU. At ten times today's volume\n"
        "the cheapest hybrid would be 2× H100 rented alone, its GPUs serving even the busiest hour.\n\n"
        "10 M tokens a day, 304 M a month; costs in EUR a month\n"));

    const ProcessResult inJson = cli({"evaluate", preset, "--format", "json"});
    REQUIRE(inJson.exitCode == 0);
    const json headline = json::parse(inJson.out).at("headline");
    CHECK(headline.at("question") == "compared");
    CHECK(headline.at("sentences").size() == 6);
    CHECK(headline.at("text").get<std::string>().starts_with(
        "At 10 M tokens a day, 2× H100 rented costs 12,137 EUR a month, 9,093 EUR more than Claude Opus 4.5 API at 3,044 EUR. "));
    CHECK(headline.at("option").at("name") == "2× H100 rented");
    CHECK(headline.at("against").at("kind") == "api");
    CHECK_THAT(headline.at("against").at("monthly_total_at_ten_times").get<double>(),
               Catch::Matchers::WithinRel(35'510.4 / 1.1665, 1e-5));
    CHECK(headline.at("ten_times_tokens_per_day") == 1e8);
    CHECK(headline.at("break_even").at("api") == "Claude Opus 4.5 API");
    CHECK_THAT(headline.at("break_even").at("tokens_per_day").get<double>(), Catch::Matchers::WithinRel(39.87e6, 1e-3));
    CHECK(headline.at("cheapest_other").at("name") == "Llama 3.3 70B on Together AI");
    CHECK(headline.at("cannot_run").empty());
}

TEST_CASE("evaluate searches the break-even as far as the scenario's volume reaches, and says where it stopped")
{
    const std::string preset = PRESETS + "small-team-8b.breakeven.json";
    // At 10^13 tokens a day the range reaches 10^15 (a hundred times over). With the hosted
    // Llama 3.1 8B at 0.0001 USD per million tokens it stays cheaper than any L4 all the way
    // there: an L4 at 0.8048 USD an hour, even at its FP8 peak (242.5 TFLOPS / (2 × 8 B
    // operations a token) = 15,100 tokens/s, 54 M an hour), costs 0.015 USD per million. The
    // sentence names the bound searched rather than the 10^11 of a fixed scale, below today's
    // volume.
    const std::vector<std::string> sets{"--set", "/workload/tokens_per_day=1e13",
                                        "--set", R"(/api_offers/1/input_per_mtok={"amount": 0.0001, "currency": "USD"})",
                                        "--set", R"(/api_offers/1/output_per_mtok={"amount": 0.0001, "currency": "USD"})"};
    std::vector<std::string> table{"evaluate", preset};
    table.insert(table.end(), sets.begin(), sets.end());
    const ProcessResult huge = cli(table);
    REQUIRE(huge.exitCode == 0);
    CHECK(huge.out.find("1× L4 rented (AWS g6.xlarge) against Llama 3.1 8B on DeepInfra: the API stays cheaper up to 1,000 T "
                        "tokens a day\n")
          != std::string::npos);
    CHECK(huge.out.find("100 B tokens a day") == std::string::npos);
    std::vector<std::string> inJson{"evaluate", preset, "--format", "json"};
    inJson.insert(inJson.end(), sets.begin(), sets.end());
    const ProcessResult answer = cli(inJson);
    REQUIRE(answer.exitCode == 0);
    const json document = json::parse(answer.out);
    int breakEvens = 0;
    for (const json& option : document.at("options")) {
        for (const json& breakEven : option.value("break_even", json::array())) {
            CHECK(breakEven.at("searched_to_tokens_per_day") == 1e15);
            ++breakEvens;
        }
    }
    // Two GPU options against two API offers.
    CHECK(breakEvens == 4);
}

TEST_CASE("evaluate and sweep refuse a bad --set with the pointer it names, status 2")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult negative = cli({"evaluate", preset, "--set", "/workload/tokens_per_day=-5"});
    CHECK(negative.exitCode == 2);
    CHECK(negative.err.find("/workload/tokens_per_day") != std::string::npos);
    const ProcessResult nowhere = cli({"evaluate", preset, "--set", "/self_hosted/3/name=Spare"});
    CHECK(nowhere.exitCode == 2);
    CHECK(nowhere.err.find("/self_hosted/3/name: names no element of /self_hosted: it has 1 element; /self_hosted/- appends one")
          != std::string::npos);
    const ProcessResult typo = cli({"evaluate", preset, "--set", "/self_hosted/0/servng/target_utilization=0.5"});
    CHECK(typo.exitCode == 2);
    CHECK(typo.err.find("/self_hosted/0/servng: unknown key (did you mean 'serving'?)") != std::string::npos);
    const ProcessResult object = cli({"sweep", preset, "--set", "/workload=1"});
    CHECK(object.exitCode == 2);
    CHECK(object.err.find("/workload: must be an object, got 1") != std::string::npos);
    const ProcessResult malformed = cli({"evaluate", preset, "--set", "workload"});
    CHECK(malformed.exitCode == 2);
    CHECK(malformed.err.find("expected POINTER=VALUE") != std::string::npos);
    CHECK(cli({"evaluate", PRESETS + "missing.breakeven.json"}).exitCode == 2);
}

TEST_CASE("A --set that is not UTF-8 or indexes an array wrongly exits 2 naming its pointer, from every command")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    // Each of these aborted (status 134) or, for 01=null, deleted the second API offer.
    for (const std::string command : {"evaluate", "sweep", "sensitivity", "variants"}) {
        INFO(command);
        const ProcessResult bytes = cli({command, preset, "--format", "json", "--set",
                                         "/name=a\xFF"
                                         "b"});
        CHECK(bytes.exitCode == 2);
        CHECK(bytes.err.find("/name: is given a value that is not valid UTF-8") != std::string::npos);
    }
    const auto written = std::filesystem::temp_directory_path() / "breakeven-cli-tests-not-utf8.json";
    std::filesystem::remove(written);
    const ProcessResult report = cli({"report", preset, "--json", written.string(), "--set",
                                      "/name=a\xFF"
                                      "b"});
    CHECK(report.exitCode == 2);
    CHECK(report.err.find("/name: is given a value that is not valid UTF-8") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(written));
    for (const std::string index : {"01", "-1", "1a", "18446744073709551616", "1000000000"}) {
        INFO(index);
        const std::string pointer = "/api_offers/" + index;
        for (const std::string value : {"1", "null"}) {
            const ProcessResult refused = cli({"evaluate", preset, "--set", pointer + "=" + value});
            CHECK(refused.exitCode == 2);
            CHECK(refused.err.find(pointer + ": ") != std::string::npos);
        }
    }
}

TEST_CASE("Fleets past 2^31 GPUs are counted, and volumes past 10^15 tokens a day refused")
{
    // Llama 3.3 70B on L4s with 130,000-token requests at 10^15 tokens a day: the fleet once
    // overflowed 32 bits into "1 replica at a utilization of 3.1e8".
    const ProcessResult size
        = cli({"size", "--model", "llama-3.3-70b", "--gpu", "l4", "--tokens-per-day", "1e15", "--peak-to-average", "100",
               "--input-tokens", "100000", "--output-tokens", "30000", "--format", "json"});
    INFO(size.err);
    REQUIRE(size.exitCode == 0);
    const json sized = json::parse(size.out);
    const auto replicas = sized["replicas"].get<std::int64_t>();
    const auto gpus = sized["total_gpus"].get<std::int64_t>();
    const auto perReplica = sized["gpus_per_replica"].get<std::int64_t>();
    CHECK(replicas > std::int64_t{1} << 31);
    // Whole 8-GPU servers for the replicas, and the day's average over what they serve.
    CHECK(gpus == (replicas * perReplica + 7) / 8 * 8);
    const double utilization = sized["utilization"].get<double>();
    CHECK_THAT(
        utilization,
        WithinRel(1e15 / 86'400.0 / (static_cast<double>(gpus / perReplica) * sized["total_tokens_per_s"].get<double>()), 1e-9));
    CHECK(utilization <= 1.0);

    // 10 M tokens a day growing 50 % a month pass 10^15 in month 47 (10^7 × 1.5^46); 240 months were priced
    // with a fleet that overflowed, the cumulative cost and the crossover month along with it.
    // Month 240 would need 10^7 × 1.5^239 = 10^7 × e^(239 × 0.405465) = 1.218 × 10^49 a day.
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult grown
        = cli({"evaluate", preset, "--set", "/workload/monthly_growth=0.5", "--set", "/horizon_months=240"});
    CHECK(grown.exitCode == 2);
    CHECK(grown.err.find("/workload/monthly_growth: grows 1e+07 tokens a day to 1.218e+49 by month 240") != std::string::npos);

    // A replica planned at under a token a day per GPU cannot make a fleet at all: here the
    // least each efficiency may be, at a peak of 100 times the average.
    const ProcessResult slow = cli({"evaluate", preset, "--set", "/hybrids=null", "--set", "/workload/load_profile=null", "--set",
                                    "/workload/peak_to_average=100", "--set", "/self_hosted/0/serving/target_utilization=0.001",
                                    "--set", "/self_hosted/0/serving/scheduler_efficiency=0.001", "--set",
                                    "/self_hosted/0/serving/memory_bandwidth_utilization=0.001"});
    INFO(slow.out);
    CHECK(slow.exitCode == 0);
    CHECK(slow.out.find("2× H100 rented cannot run: a replica of H100 SXM5 80GB") != std::string::npos);
    CHECK(slow.out.find("too little to build a fleet of") != std::string::npos);
}

TEST_CASE("Numeric options refuse NaN and infinities, and seeds outside 0 to 2^64 - 1")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    // Every comparison with NaN is false, so a range check alone let these through: the first
    // said 131 GiB of weights fit on one 80 GB GPU.
    const std::vector<std::vector<std::string>> refused{
        {"size", "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--memory-utilization", "nan"},
        {"size", "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--tokens-per-day", "inf"},
        {"size", "--model", "llama-3.3-70b", "--gpu", "h100-sxm", "--per-user-tokens-per-s", "-nan"},
        {"sensitivity", preset, "--spread", "nan"},
        {"sweep", preset, "--to", "inf"},
        {"table", preset, "--x", "/workload/tokens_per_day", "--x-from", "nan"},
        {"goal-seek", preset, "--vary", "/workload/tokens_per_day", "--target", "nan"},
        {"goal-seek", preset, "--vary", "/workload/tokens_per_day", "--target", "-inf"},
        // CLI11 read each of these as 2^64 - 1.
        {"montecarlo", preset, "--seed=-1"},
        {"montecarlo", preset, "--seed", "18446744073709551616"},
        {"montecarlo", preset, "--seed", "1e23"},
        {"report", preset, "--json", "unwritten.json", "--seed=-1"},
    };
    for (const std::vector<std::string>& arguments : refused) {
        const ProcessResult run = cli(arguments);
        INFO(fmt::format("{}", fmt::join(arguments, " ")) << "\n" << run.err);
        CHECK(run.exitCode == 2);
        CHECK(run.err.starts_with("error: --"));
    }
    CHECK_FALSE(std::filesystem::exists("unwritten.json"));
    // The largest seed is a seed.
    json document = withAnalysis(preset, R"({
      "distributions": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3.0, "maximum": 4.0}]
    })");
    const auto drawn = writeTemporary("largest-seed.breakeven.json", document.dump());
    const ProcessResult largest = cli({"montecarlo", drawn.string(), "--samples", "10", "--seed", "18446744073709551615"});
    INFO(largest.err);
    CHECK(largest.exitCode == 0);
}

TEST_CASE("fields lists every number of the scenario with what it accepts and its value")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult document = cli({"fields", preset, "--format", "json", "--set", "/workload/tokens_per_day=2e7"});
    REQUIRE(document.exitCode == 0);
    const json fields = json::parse(document.out).at("fields");
    // Every number of the scenario, in its file's order.
    const auto catalog = tco::loadEmbeddedCatalog();
    REQUIRE(catalog);
    const auto scenario = tco::loadScenarioFile(preset, *catalog);
    REQUIRE(scenario);
    const std::vector<tco::FieldInstance> instances = tco::scenarioFieldInstances(*scenario);
    REQUIRE(fields.size() == instances.size());
    for (std::size_t index = 0; index < instances.size(); ++index)
        CHECK(fields[index].at("pointer") == instances[index].pointer);
    const auto field = [&](std::string_view pointer) {
        const auto found = std::ranges::find_if(fields, [&](const json& entry) { return entry.at("pointer") == pointer; });
        REQUIRE(found != fields.end());
        return *found;
    };
    const json volume = field("/workload/tokens_per_day");
    CHECK(volume.at("value") == 2e7);
    CHECK(volume.at("unit") == "tokens/day");
    CHECK(volume.at("minimum") == 1.0);
    CHECK(volume.at("varied_by_analyses") == true);
    // The market H100 offer's 3.50 USD an hour, from the catalog, in its own currency.
    const json price = field("/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(price.at("name") == "2× H100 rented: price per GPU-hour");
    CHECK(price.at("currency") == "USD");
    CHECK(price.at("value") == 3.5);
    // The horizon: a whole number of months the analyses leave alone.
    const json horizon = field("/horizon_months");
    CHECK(horizon.at("whole_number") == true);
    CHECK(horizon.at("maximum") == 240.0);
    CHECK(horizon.at("varied_by_analyses") == false);
    // 125 ms of request overhead, in the file's milliseconds.
    CHECK(field("/self_hosted/0/serving/request_overhead_ms").at("value") == 125.0);

    const ProcessResult table = cli({"fields", preset});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.starts_with("pointer"));
    CHECK(table.out.find("/horizon_months") != std::string::npos);
    CHECK(table.out.find("whole, from 1 to 240") != std::string::npos);

    const ProcessResult missing = cli({"fields", PRESETS + "no-such.breakeven.json"});
    CHECK(missing.exitCode == 2);
}

TEST_CASE("sweep gives every option's cost at log-spaced volumes")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult csv = cli({"sweep", preset, "--from", "1e6", "--to", "1e9", "--points", "4"});
    INFO(csv.err);
    REQUIRE(csv.exitCode == 0);
    CHECK(csv.out.starts_with("tokens_per_day,2× H100 rented monthly (EUR),2× H100 rented per million tokens (EUR),Claude Opus "
                              "4.5 API monthly (EUR),"));
    CHECK(std::ranges::count(csv.out, '\n') == 5);

    const ProcessResult document = cli({"sweep", preset, "--from", "1e6", "--to", "1e9", "--points", "4", "--format", "json"});
    REQUIRE(document.exitCode == 0);
    const json points = json::parse(document.out).at("points");
    REQUIRE(points.size() == 4);
    CHECK_THAT(points[1].at("tokens_per_day").get<double>(), Catch::Matchers::WithinRel(1e7, 1e-12));
    // The API bill is linear: a thousand times the volume, a thousand times the bill.
    const double first = points[0].at("options")[1].at("monthly_total").get<double>();
    const double last = points[3].at("options")[1].at("monthly_total").get<double>();
    CHECK_THAT(last / first, Catch::Matchers::WithinRel(1'000.0, 1e-9));
    CHECK(cli({"sweep", preset, "--from", "1e9", "--to", "1e6"}).exitCode == 2);
    // --from alone above the range's end, 10^11 for this scenario: nothing to sweep.
    CHECK(cli({"sweep", preset, "--from", "1e12"}).exitCode == 2);
    CHECK(cli({"sweep", preset, "--points", "1"}).exitCode == 2);

    // By default the charts' own sweep, sixty points a decade: 10 M tokens a day, flat, spans 10^5
    // to 10^11, 6 × 60 + 1 = 361 points; at 10^13 it spans 10^5 to 10^15, 10 × 60 + 1 = 601.
    const auto sweptVolumes = [&](const std::vector<std::string>& sets) {
        std::vector<std::string> arguments{"sweep", preset, "--format", "json"};
        arguments.insert(arguments.end(), sets.begin(), sets.end());
        const ProcessResult swept = cli(arguments);
        REQUIRE(swept.exitCode == 0);
        return json::parse(swept.out).at("points");
    };
    const json usual = sweptVolumes({});
    REQUIRE(usual.size() == 361);
    CHECK(usual.front().at("tokens_per_day") == 1e5);
    CHECK(usual.back().at("tokens_per_day") == 1e11);
    const json far = sweptVolumes({"--set", "/workload/tokens_per_day=1e13"});
    REQUIRE(far.size() == 601);
    CHECK(far.back().at("tokens_per_day") == 1e15);
}

TEST_CASE("sensitivity lists each input with its low, high and swing, widest first")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult result
        = cli({"sensitivity", preset, "--between", "2× H100 rented", "Claude Opus 4.5 API", "--format", "json"});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    const json answer = json::parse(result.out);
    CHECK(answer.at("outcome").at("options") == json::array({"2× H100 rented", "Claude Opus 4.5 API"}));
    // 12,137.08 EUR of GPUs and staff less 3,044.18 EUR of Opus.
    CHECK_THAT(answer.at("base").get<double>(), Catch::Matchers::WithinRel(12'137.08 - 3'044.18, 1e-5));
    const json& drivers = answer.at("drivers");
    REQUIRE(drivers.size() > 5);
    for (std::size_t index = 1; index < drivers.size(); ++index)
        CHECK(drivers[index - 1].at("swing").get<double>() >= drivers[index].at("swing").get<double>());
    const auto find = [](const json& list, const char* pointer) {
        const auto found = std::ranges::find(list, json(pointer), [](const json& driver) { return driver.at("pointer"); });
        REQUIRE(found != list.end());
        return *found;
    };
    // Each input over the range its kind calls for. The volume, a third to three times 10 M
    // tokens a day, moves Opus's 3,044.18 EUR to 1,014.73 and 9,132.54 while the two H100 stay:
    // 3,044.18 × (3 − 1/3) = 8,117.81 EUR of swing, the widest.
    CHECK(answer.at("spread").is_null());
    CHECK(drivers[0].at("pointer") == "/workload/tokens_per_day");
    CHECK_THAT(drivers[0].at("low").get<double>(), Catch::Matchers::WithinRel(1e7 / 3.0, 1e-12));
    CHECK_THAT(drivers[0].at("high").get<double>(), Catch::Matchers::WithinRel(3e7, 1e-12));
    CHECK_THAT(drivers[0].at("swing").get<double>(), Catch::Matchers::WithinRel(3'044.18 * (3.0 - 1.0 / 3.0), 1e-5));
    // A rented GPU-hour ± 30 %: 3.50 USD from 2.45 to 4.55, 2.10 USD apart. × 2 GPUs × 730.5 h
    // × 1.4 for the cloud's 40 % extras = 4,295.34 USD, at 1.1665 USD a euro: 3,682.25 EUR.
    const json price = find(drivers, "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(price.at("name") == "2× H100 rented: price per GPU-hour");
    CHECK_THAT(price.at("low").get<double>(), Catch::Matchers::WithinRel(2.45, 1e-12));
    CHECK_THAT(price.at("high").get<double>(), Catch::Matchers::WithinRel(4.55, 1e-12));
    CHECK_THAT(price.at("swing").get<double>(), Catch::Matchers::WithinRel(2.1 * 2 * 730.5 * 1.4 / 1.1665, 1e-9));
    // The euro ± 5 %: from 1.108175 to 1.224825 USD.
    const json euro = find(drivers, "/currency/exchange_rates/0/usd_per_unit");
    CHECK_THAT(euro.at("low").get<double>(), Catch::Matchers::WithinRel(1.108175, 1e-12));
    CHECK_THAT(euro.at("high").get<double>(), Catch::Matchers::WithinRel(1.224825, 1e-12));

    // --spread still puts every input at one share either way: 3.50 USD ± 20 % is 2.80 and 4.20,
    // 1.40 USD apart, × 2 × 730.5 × 1.4 / 1.1665 = 2,454.83 EUR of swing.
    const ProcessResult spread = cli({"sensitivity", preset, "--format", "json", "--spread", "0.2"});
    REQUIRE(spread.exitCode == 0);
    const json even = json::parse(spread.out);
    CHECK(even.at("spread") == 0.2);
    const json evenPrice = find(even.at("drivers"), "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK_THAT(evenPrice.at("low").get<double>(), Catch::Matchers::WithinRel(2.8, 1e-12));
    CHECK_THAT(evenPrice.at("high").get<double>(), Catch::Matchers::WithinRel(4.2, 1e-12));
    CHECK_THAT(evenPrice.at("swing").get<double>(), Catch::Matchers::WithinRel(2 * 730.5 * 1.4 * 1.4 / 1.1665, 1e-9));

    const ProcessResult table = cli({"sensitivity", preset});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.find("Outcome: 2× H100 rented minus Claude Opus 4.5 API, a month (EUR)") != std::string::npos);
    CHECK(table.out.find("No effect within that range:") != std::string::npos);
    CHECK(table.out.find("over its default range, which follows the kind of number it is") != std::string::npos);
    const ProcessResult csv = cli({"sensitivity", preset, "--format", "csv", "--spread", "0.1"});
    REQUIRE(csv.exitCode == 0);
    CHECK(csv.out.starts_with("name,pointer,unit,value,low,high,outcome_low,outcome_high,swing\n"));
}

TEST_CASE("goal-seek finds the volume and says when nothing in range makes two options cost the same")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult found = cli({"goal-seek", preset, "--vary", "/workload/tokens_per_day", "--between", "2× H100 rented",
                                     "Claude Opus 4.5 API", "--format", "json"});
    INFO(found.err);
    REQUIRE(found.exitCode == 0);
    const json answer = json::parse(found.out);
    // evaluate's break-even: 12,137.08 / 3,044.18 × 10 M = 39.87 M tokens a day.
    CHECK_THAT(answer.at("value").get<double>(), Catch::Matchers::WithinRel(39.87e6, 1e-3));
    CHECK(answer.at("step") == false);

    const ProcessResult none = cli({"goal-seek", preset, "--vary", "/self_hosted/0/rented/price_per_gpu_hour", "--between",
                                    "2× H100 rented", "Claude Opus 4.5 API"});
    REQUIRE(none.exitCode == 0);
    // One engineer's 6,000 EUR are the same at every GPU price and alone exceed Opus's 3,044.18 EUR.
    CHECK(none.out
          == "No solution: from 0.35 to 35 USD per GPU-hour, Staff of 2× H100 rented alone comes to 6,000 EUR a month at every "
             "value, more than all of Claude Opus 4.5 API (3,044 EUR a month at 0.35 USD per GPU-hour, where the two come "
             "nearest).\n");
    const ProcessResult noneJson = cli({"goal-seek", preset, "--vary", "/self_hosted/0/rented/price_per_gpu_hour", "--between",
                                        "2× H100 rented", "Claude Opus 4.5 API", "--format", "json"});
    const json miss = json::parse(noneJson.out).at("miss");
    CHECK(miss.at("kind") == "stays_above");
    CHECK(miss.at("fixed_item").at("item") == "staff");
    CHECK(miss.at("fixed_item").at("amount") == 6'000.0);

    // Any target: 30 EUR per million tokens, of the month's 304.375 M tokens 9,131.25 EUR, of
    // which 6,000 are staff; the GPUs' 6,137.08 at 3.50 USD an hour come down to 3,131.25 at
    // 3.50 × 3,131.25 / 6,137.08 = 1.7858 USD.
    const ProcessResult perMillion = cli({"goal-seek", preset, "--vary", "/self_hosted/0/rented/price_per_gpu_hour",
                                          "--per-million", "2× H100 rented", "--target", "30", "--format", "json"});
    REQUIRE(perMillion.exitCode == 0);
    CHECK_THAT(json::parse(perMillion.out).at("value").get<double>(), Catch::Matchers::WithinRel(1.7858, 1e-4));
    CHECK(json::parse(perMillion.out).at("target") == 30.0);

    const ProcessResult unknown = cli({"goal-seek", preset, "--vary", "/workload/tokens_a_day"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("/workload/tokens_a_day is not a number of this scenario") != std::string::npos);
    CHECK(unknown.err.find("/workload/tokens_per_day  (Tokens per day)") != std::string::npos);
    const ProcessResult wrongName = cli({"goal-seek", preset, "--vary", "/workload/tokens_per_day", "--between", "H100", "Opus"});
    CHECK(wrongName.exitCode == 2);
    CHECK(wrongName.err.find("no option named \"H100\"") != std::string::npos);
    const ProcessResult badRange
        = cli({"goal-seek", preset, "--vary", "/workload/cached_input_share", "--from", "0.5", "--to", "2"});
    CHECK(badRange.exitCode == 2);
    CHECK(badRange.err.find("goes beyond what the scenario accepts (0 to 1)") != std::string::npos);
}

TEST_CASE("table gives the outcome across one input, or a grid across two with the break-even contour")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult oneWay = cli({"table", preset, "--x", "/self_hosted/0/rented/price_per_gpu_hour", "--x-from", "1",
                                      "--x-to", "5", "--x-points", "5", "--format", "csv"});
    INFO(oneWay.err);
    REQUIRE(oneWay.exitCode == 0);
    CHECK(oneWay.out.starts_with("/self_hosted/0/rented/price_per_gpu_hour,outcome\n1,"));

    const ProcessResult grid = cli({"table",
                                    preset,
                                    "--x",
                                    "/workload/tokens_per_day",
                                    "--x-from",
                                    "1e7",
                                    "--x-to",
                                    "1e8",
                                    "--x-points",
                                    "3",
                                    "--y",
                                    "/self_hosted/0/rented/price_per_gpu_hour",
                                    "--y-from",
                                    "1",
                                    "--y-to",
                                    "4",
                                    "--y-points",
                                    "4",
                                    "--between",
                                    "2× H100 rented",
                                    "Claude Opus 4.5 API",
                                    "--format",
                                    "json"});
    INFO(grid.err);
    REQUIRE(grid.exitCode == 0);
    const json answer = json::parse(grid.out);
    CHECK(answer.at("x").at("values").size() == 3);
    CHECK(answer.at("y").at("values") == json::array({1.0, 2.0, 3.0, 4.0}));
    REQUIRE(answer.at("outcomes").size() == 4);
    CHECK(answer.at("outcomes")[0].size() == 3);
    CHECK(answer.at("break_even").size() == 3);
}

TEST_CASE("variants compares the file's named variants, and sensitivity takes the file's ranges and comparison")
{
    json document = withAnalysis(PRESETS + "professional-services-70b.breakeven.json", R"({
      "compare": {"option": "2× H100 rented", "against": "Claude Opus 4.5 API"},
      "ranges": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "low": 2.0, "high": 4.5}],
      "variants": [{"name": "Reserved H100", "set": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "value": 2.2}]}]
    })");
    const auto path = writeTemporary("variants.breakeven.json", document.dump());

    const ProcessResult variants = cli({"variants", path.string(), "--format", "json"});
    INFO(variants.err);
    REQUIRE(variants.exitCode == 0);
    const json answer = json::parse(variants.out);
    CHECK(answer.at("inputs")[0].at("current") == 3.5);
    CHECK(answer.at("inputs")[0].at("variants")[0] == 2.2);
    // 2 GPUs × 2.20 USD × 730.5 h × 1.4 / 1.1665 + 6,000 EUR = 9,857.52 EUR a month, against
    // 12,137.08 at 3.50: 2,279.57 EUR less, the same whatever the API costs.
    const json& reserved = answer.at("variants")[0];
    CHECK_THAT(reserved.at("monthly")[0].get<double>(),
               Catch::Matchers::WithinRel(2 * 2.2 * 730.5 * 1.4 / 1.1665 + 6'000.0, 1e-9));
    CHECK_THAT(reserved.at("change").get<double>(), Catch::Matchers::WithinRel(-2 * 1.3 * 730.5 * 1.4 / 1.1665, 1e-9));
    // Over the 36 months in present value at 8 % a year, month m worth v^m, v = 1.08^(−1/12); the
    // saving shrinks with the GPU-hour's price, 5 % a year (w^(m − 1), w = 0.95^(1/12)):
    // Σ v^m w^(m − 1) = v (1 − (vw)^36) / (1 − vw) = 29.851 months of it.
    CHECK(answer.at("outcome_over_horizon").at("kind") == "present_value_difference");
    const double v = std::pow(1.08, -1.0 / 12.0);
    const double vw = v * std::pow(0.95, 1.0 / 12.0);
    CHECK_THAT(reserved.at("change_over_horizon").get<double>(),
               Catch::Matchers::WithinRel(-2 * 1.3 * 730.5 * 1.4 / 1.1665 * v * (1 - std::pow(vw, 36)) / (1 - vw), 1e-9));
    CHECK(answer.at("current").contains("outcome_over_horizon"));

    const ProcessResult tornado = cli({"sensitivity", path.string(), "--format", "json"});
    REQUIRE(tornado.exitCode == 0);
    const json bars = json::parse(tornado.out);
    CHECK(bars.at("outcome").at("options") == json::array({"2× H100 rented", "Claude Opus 4.5 API"}));
    // The price takes the file's range, 2.00 to 4.50, instead of its default 2.45 to 4.55: 2.50
    // USD × 2 × 730.5 × 1.4 / 1.1665 = 4,383.63 EUR of swing, third after the volume's 8,117.83
    // and the team's half to one and a half of one 6,000 EUR engineer, 6,000.
    CHECK(bars.at("drivers")[0].at("pointer") == "/workload/tokens_per_day");
    CHECK(bars.at("drivers")[1].at("pointer") == "/staffing/base_fte");
    CHECK_THAT(bars.at("drivers")[1].at("swing").get<double>(), Catch::Matchers::WithinRel(6'000.0, 1e-9));
    const json& price = bars.at("drivers")[2];
    CHECK(price.at("pointer") == "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(price.at("low") == 2.0);
    CHECK(price.at("high") == 4.5);
    CHECK_THAT(price.at("swing").get<double>(), Catch::Matchers::WithinRel(2.5 * 2 * 730.5 * 1.4 / 1.1665, 1e-9));

    // The preset's own variants as a table: each change signed, and the one a month's outcome
    // does not depend on (a price trend, which moves only later months) "no change". Reserving
    // at 2.35 USD saves 2 × 1.15 × 730.5 × 1.4 / 1.1665 = 2,016.47 EUR of 9,093: −22.2 %. The
    // trend makes Opus cheaper in later months, so over the horizon the difference grows: "+".
    const ProcessResult table = cli({"variants", PRESETS + "professional-services-70b.breakeven.json"});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.find("-2,016 (-22.2 %)") != std::string::npos);
    CHECK(table.out.find("no change") != std::string::npos);
    CHECK(table.out.find(" (+") != std::string::npos);
    CHECK(table.out.find("0.00 (") == std::string::npos);

    json withoutVariants = json::parse(std::ifstream(PRESETS + "professional-services-70b.breakeven.json"));
    withoutVariants["analysis"].erase("variants");
    const ProcessResult none = cli({"variants", writeTemporary("no-variants.breakeven.json", withoutVariants.dump()).string()});
    CHECK(none.exitCode == 2);
    CHECK(none.err.find("has no variants to compare") != std::string::npos);
}

TEST_CASE("montecarlo draws the file's distributions and answers with percentiles, a probability and a histogram")
{
    json document = withAnalysis(PRESETS + "professional-services-70b.breakeven.json", R"({
      "compare": {"option": "2× H100 rented", "against": "Claude Opus 4.5 API"},
      "distributions": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3.0, "maximum": 4.0}]
    })");
    // The GPU-hour's price stays as it is over the horizon, so that every month is alike.
    document["self_hosted"][0]["price_trend_per_year"] = 0.0;
    const auto path = writeTemporary("montecarlo.breakeven.json", document.dump());
    const std::vector<std::string> arguments{"montecarlo", path.string(), "--samples", "20000",
                                             "--seed",     "42",          "--format",  "json"};
    const ProcessResult run = cli(arguments);
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    const json answer = json::parse(run.out);
    CHECK(answer.at("samples") == 20000);
    CHECK(answer.at("seed") == 42);
    // Each USD an hour costs 2 GPUs × 730.5 h × 1.4 / 1.1665 = 1,753.37 EUR a month; at 3.50 the
    // outcome is 12,137.08 − 3,044.18 = 9,092.90 EUR. Uniform from 3.00 to 4.00, the outcome's P5
    // is at 3.05: 9,092.90 − 0.45 × 1,753.37 = 8,303.88. A percentile's standard error at 20,000
    // samples is about √(0.05 × 0.95 / 20,000) × 1,753.37 = 2.7 EUR.
    const double perDollar = 2 * 730.5 * 1.4 / 1.1665;
    CHECK_THAT(answer.at("percentiles").at("p50").get<double>(), Catch::Matchers::WithinAbs(9'092.90, 12.0));
    CHECK_THAT(answer.at("percentiles").at("p5").get<double>(), Catch::Matchers::WithinAbs(9'092.90 - 0.45 * perDollar, 12.0));
    CHECK_THAT(answer.at("percentiles").at("p95").get<double>(), Catch::Matchers::WithinAbs(9'092.90 + 0.45 * perDollar, 12.0));
    // The GPUs never get cheap enough to beat Opus at 10 M tokens a day.
    CHECK(answer.at("probability_self_hosted_cheaper") == 0.0);
    CHECK(answer.at("histogram").at("edges").size() == answer.at("histogram").at("counts").size() + 1);
    CHECK(answer.at("drivers")[0].at("pointer") == "/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(answer.at("drivers")[0].at("rank_correlation").get<double>() > 0.999);
    // The same seed, the same answer, whatever the threads.
    std::vector<std::string> oneThread = arguments;
    oneThread.insert(oneThread.end(), {"--threads", "1"});
    CHECK(cli(oneThread).out == run.out);

    // Over the horizon: the preset neither grows nor pays anything once, and here its prices stay,
    // so each sample's 36 months are 36 times its month, the median 36 × 9,092.90 = 327,344.4.
    std::vector<std::string> cumulative = arguments;
    cumulative.insert(cumulative.end(), {"--outcome", "cumulative"});
    const ProcessResult horizon = cli(cumulative);
    REQUIRE(horizon.exitCode == 0);
    const json summed = json::parse(horizon.out);
    CHECK(summed.at("outcome").at("kind") == "horizon_difference");
    CHECK_THAT(summed.at("percentiles").at("p50").get<double>(),
               Catch::Matchers::WithinRel(36.0 * answer.at("percentiles").at("p50").get<double>(), 1e-9));
    const ProcessResult onePrice = cli({"montecarlo", path.string(), "--per-million", "2× H100 rented", "--outcome", "npv"});
    CHECK(onePrice.exitCode == 2);
    CHECK(onePrice.err.find("--outcome measures the difference of two options") != std::string::npos);

    json withoutDistributions = json::parse(std::ifstream(PRESETS + "professional-services-70b.breakeven.json"));
    withoutDistributions["analysis"].erase("distributions");
    const ProcessResult none
        = cli({"montecarlo", writeTemporary("no-distributions.breakeven.json", withoutDistributions.dump()).string()});
    CHECK(none.exitCode == 2);
    CHECK(none.err.find("/analysis/distributions") != std::string::npos);
}

TEST_CASE("montecarlo measures the cost of being locked into a reservation")
{
    json document = withAnalysis(PRESETS + "professional-services-70b.breakeven.json", R"({
      "compare": {"option": "2× H100 rented", "against": "Claude Opus 4.5 API"},
      "distributions": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3.0, "maximum": 4.0}]
    })");
    document.erase("hybrids");
    document["self_hosted"][0]["rented"]["commitment"] = {{"gpus", 4}, {"term_months", 36}};
    const auto path = writeTemporary("lock-in.breakeven.json", document.dump());
    const ProcessResult run
        = cli({"montecarlo", path.string(), "--unused-commitment", "2× H100 rented", "--samples", "20000", "--format", "json"});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    const json answer = json::parse(run.out);
    CHECK(answer.at("outcome").at("kind") == "unused_commitment");
    // 10 M tokens a day needs the option's 2 GPUs, so 2 of the 4 reserved sit idle all 36 months:
    // 36 × 2 × price × 730.5 h / 1.1665 USD per EUR (the extras are no part of it). At the median
    // price 3.50, 157,810.6 EUR; at P5's 3.05, 137,520.8.
    const double perDollar = 36 * 2 * 730.5 / 1.1665;
    CHECK_THAT(answer.at("percentiles").at("p50").get<double>(), Catch::Matchers::WithinAbs(3.5 * perDollar, 0.01 * perDollar));
    CHECK_THAT(answer.at("percentiles").at("p5").get<double>(), Catch::Matchers::WithinAbs(3.05 * perDollar, 0.01 * perDollar));
    // One option's figure: --outcome, which measures a difference, does not apply.
    const ProcessResult difference
        = cli({"montecarlo", path.string(), "--unused-commitment", "2× H100 rented", "--outcome", "npv"});
    CHECK(difference.exitCode == 2);
    CHECK(difference.err.find("--unused-commitment names one") != std::string::npos);
}

TEST_CASE("montecarlo draws correlated numbers together, by Latin hypercube when asked, and warns of a repair")
{
    // The GPU's price uniform from 3 to 4 USD an hour and Opus's output price from 20 to 30 USD per
    // million tokens: the outcome is a u + b v plus a constant, u and v uniform on (0, 1), a > 0
    // and b < 0 the two prices' weights. Moving together (ρ = 1) its spread is |a + b| σ, moving
    // apart (ρ = −1) |a − b| σ, independent √(a² + b²) σ, so the squares of the first two add up
    // to twice the third's, whatever a and b are.
    const auto run = [](double rankCorrelation) {
        json document = withAnalysis(PRESETS + "professional-services-70b.breakeven.json", R"({
          "compare": {"option": "2× H100 rented", "against": "Claude Opus 4.5 API"},
          "distributions": [
            {"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3.0, "maximum": 4.0},
            {"pointer": "/api_offers/0/output_per_mtok", "kind": "uniform", "minimum": 20.0, "maximum": 30.0}]
        })");
        if (rankCorrelation != 0.0) {
            document["analysis"]["correlations"] = json::array({{{"first", "/self_hosted/0/rented/price_per_gpu_hour"},
                                                                 {"second", "/api_offers/0/output_per_mtok"},
                                                                 {"rank_correlation", rankCorrelation}}});
        }
        const auto path = writeTemporary("correlated.breakeven.json", document.dump());
        const ProcessResult answer = cli({"montecarlo", path.string(), "--samples", "40000", "--format", "json"});
        INFO(answer.err);
        REQUIRE(answer.exitCode == 0);
        return json::parse(answer.out).at("standard_deviation").get<double>();
    };
    const double together = run(1.0);
    const double apart = run(-1.0);
    const double independent = run(0.0);
    // Each deviation's relative standard error at 40,000 samples is about 1/√80,000 = 0.35 %.
    CHECK_THAT(together * together + apart * apart, Catch::Matchers::WithinRel(2.0 * independent * independent, 0.02));
    CHECK(together < independent);
    CHECK(independent < apart);

    // Latin hypercube: one draw in each 1/20,000 of the price's range puts the median at the
    // outcome of 3.50 USD, 9,092.90 EUR (the test above), within one stratum's 0.09 EUR.
    json single = withAnalysis(PRESETS + "professional-services-70b.breakeven.json", R"({
      "compare": {"option": "2× H100 rented", "against": "Claude Opus 4.5 API"},
      "distributions": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3.0, "maximum": 4.0}]
    })");
    const auto singlePath = writeTemporary("stratified.breakeven.json", single.dump());
    const ProcessResult stratified
        = cli({"montecarlo", singlePath.string(), "--samples", "20000", "--sampling", "lhs", "--format", "json"});
    REQUIRE(stratified.exitCode == 0);
    const json answer = json::parse(stratified.out);
    CHECK(answer.at("sampling") == "lhs");
    CHECK_THAT(answer.at("percentiles").at("p50").get<double>(), Catch::Matchers::WithinAbs(9'092.90, 0.2));
    const ProcessResult unknown = cli({"montecarlo", singlePath.string(), "--sampling", "sobol"});
    CHECK(unknown.exitCode == 2);

    // 0.9, 0.9 and −0.9 among three numbers cannot be: the run goes on with 0.5, 0.5 and −0.5 and
    // says so for each pair.
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult repaired = cli(
        {"montecarlo", preset, "--samples", "2000", "--format", "json", "--set",
         R"(/analysis/correlations/-={"first": "/workload/tokens_per_day", "second": "/api_offers/0/output_per_mtok", "rank_correlation": 0.9})",
         "--set",
         R"(/analysis/correlations/-={"first": "/workload/tokens_per_day", "second": "/api_offers/0/input_per_mtok", "rank_correlation": -0.9})"});
    REQUIRE(repaired.exitCode == 0);
    CHECK(repaired.err.find("warning: /analysis/correlations: /workload/tokens_per_day and /api_offers/0/output_per_mtok drawn "
                            "with a rank correlation of 0.50, not 0.90")
          != std::string::npos);
    const json repairs = json::parse(repaired.out).at("correlation_repairs");
    REQUIRE(repairs.size() == 3);
    CHECK(repairs[2].at("first") == "/api_offers/0/output_per_mtok");
    CHECK_THAT(repairs[2].at("used").get<double>(), Catch::Matchers::WithinAbs(0.5, 1e-6));
}

TEST_CASE("Every preset's distributions and variants run: montecarlo, variants and a report with samples")
{
    const auto directory = std::filesystem::temp_directory_path() / "breakeven-cli-presets";
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    for (const std::string name : {"professional-services-70b", "midsize-70b-h200", "large-deepseek-r1", "small-team-8b"}) {
        INFO(name);
        const std::string preset = PRESETS + name + ".breakeven.json";
        const json file = json::parse(std::ifstream(preset));
        const json& analysis = file.at("analysis");
        // Every distribution says why its range is what it is; two or three named variants.
        REQUIRE(analysis.at("distributions").size() >= 4);
        for (const json& entry : analysis.at("distributions"))
            CHECK(entry.at("reason").get<std::string>().size() > 40);
        CHECK(analysis.at("variants").size() >= 2);
        CHECK(analysis.at("variants").size() <= 3);

        const ProcessResult run = cli({"montecarlo", preset, "--samples", "2000", "--format", "json"});
        INFO(run.err);
        REQUIRE(run.exitCode == 0);
        const json answer = json::parse(run.out);
        CHECK(answer.at("samples") == 2000);
        // Every distribution is drawn, with the reason the file gives for it, and the percentiles
        // are in order.
        CHECK(answer.at("drivers").size() == analysis.at("distributions").size());
        for (const json& driver : answer.at("drivers"))
            CHECK(driver.at("distribution").contains("reason"));
        const json& percentiles = answer.at("percentiles");
        CHECK(percentiles.at("p5").get<double>() < percentiles.at("p50").get<double>());
        CHECK(percentiles.at("p50").get<double>() < percentiles.at("p95").get<double>());

        const ProcessResult variants = cli({"variants", preset, "--format", "json"});
        INFO(variants.err);
        REQUIRE(variants.exitCode == 0);
        CHECK(json::parse(variants.out).at("variants").size() == analysis.at("variants").size());

        const std::string pdf = (directory / (name + ".pdf")).string();
        const ProcessResult report = cli({"report", preset, "--pdf", pdf, "--samples", "2000"}, {{"LANG", "en_US.UTF-8"}});
        INFO(report.err);
        REQUIRE(report.exitCode == 0);
        CHECK(readFile(pdf).starts_with("%PDF-"));
    }
}

TEST_CASE("report writes every file asked for, and nothing when asked for nothing")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult nothing = cli({"report", preset});
    CHECK(nothing.exitCode == 2);
    CHECK(nothing.err.starts_with("error: report needs at least one of --pdf"));

    const auto directory = std::filesystem::temp_directory_path() / "breakeven-cli-report";
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    const auto in = [&](const std::string& name) { return (directory / name).string(); };
    const ProcessResult run = cli({"report", preset, "--pdf", in("r.pdf"), "--xlsx", in("r.xlsx"), "--csv", in("r.csv"), "--json",
                                   in("r.json"), "--png", in("png"), "--svg", in("svg"), "--page-size", "a4"},
                                  {{"LANG", "en_US.UTF-8"}});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    for (const std::string name : {"r.pdf", "r.xlsx", "r.csv", "r-sweep.csv", "r-horizon.csv", "r-money.csv", "r.json"}) {
        CHECK(run.out.find("wrote " + in(name) + "\n") != std::string::npos);
        CHECK(std::filesystem::file_size(in(name)) > 0);
    }
    CHECK(readFile(in("r.pdf")).starts_with("%PDF-"));
    CHECK(readFile(in("r.xlsx")).starts_with("PK")); // a zip, as every .xlsx is
    CHECK(std::filesystem::exists(in("png/volume.png")));
    CHECK(std::filesystem::exists(in("png/volume@2x.png")));
    CHECK(std::filesystem::exists(in("svg/volume.svg")));
    CHECK_FALSE(std::filesystem::exists(in("svg/volume.png")));

    // In the United States a CSV separates with commas; the comparison has one line an option.
    CHECK(readFile(in("r.csv")).starts_with("name,kind,currency,feasible,monthly_total,"));
    // The money year by year, as `money --format csv` writes it.
    CHECK(readFile(in("r-money.csv")) == cli({"money", preset, "--format", "csv"}).out);
    const json document = json::parse(readFile(in("r.json")));
    CHECK(document.at("report").at("version").get<std::string>().starts_with("0."));
    CHECK(document.at("scenario") == "Professional services firm: Llama 3.3 70B or a Claude-class API");
    CHECK_FALSE(document.at("inputs").at("sources").empty());
}

TEST_CASE("report's CSV follows the locale unless told otherwise")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const auto path = (std::filesystem::temp_directory_path() / "breakeven-cli-locale.csv").string();
    // German spreadsheets read semicolons and decimal commas.
    REQUIRE(cli({"report", preset, "--csv", path}, {{"LANG", "de_DE.UTF-8"}, {"LC_ALL", ""}}).exitCode == 0);
    const std::string german = readFile(path);
    CHECK(german.starts_with("name;kind;currency;feasible;monthly_total;"));
    CHECK(german.find(",") != std::string::npos);
    REQUIRE(cli({"report", preset, "--csv", path, "--delimiter", "\t", "--decimal-mark", "."}, {{"LANG", "de_DE.UTF-8"}}).exitCode
            == 0);
    CHECK(readFile(path).starts_with("name\tkind\tcurrency\t"));

    const ProcessResult same = cli({"report", preset, "--csv", path, "--delimiter", ",", "--decimal-mark", ","});
    CHECK(same.exitCode == 2);
    CHECK(same.err.find("could not tell fields from decimals") != std::string::npos);
}

TEST_CASE("report names the file it cannot write, exits with 2 and leaves nothing behind")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const std::string missing = "/nonexistent-breakeven-directory/r.json";
    const ProcessResult run = cli({"report", preset, "--json", missing});
    CHECK(run.exitCode == 2);
    CHECK(run.err.find("Cannot write " + missing) != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(missing));

    const ProcessResult badFile = cli({"report", PRESETS + "no-such.breakeven.json", "--json", "/tmp/x.json"});
    CHECK(badFile.exitCode == 2);
    CHECK(badFile.err.find("no-such.breakeven.json") != std::string::npos);

    // One destination that cannot be written stops them all: the CSVs used to be written first.
    const auto directory = std::filesystem::temp_directory_path() / "breakeven-cli-half-done";
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    const ProcessResult half = cli({"report", preset, "--csv", (directory / "ok.csv").string(), "--json", missing});
    CHECK(half.exitCode == 2);
    CHECK(std::filesystem::is_empty(directory));

    // A device is not replaced by a report, as root could: /dev/full stays the device it is.
    const ProcessResult device = cli({"report", preset, "--json", "/dev/full"});
    CHECK(device.exitCode == 2);
    CHECK(device.err.find("Cannot write /dev/full: it is not a regular file") != std::string::npos);
    CHECK(std::filesystem::is_character_file("/dev/full"));
}

TEST_CASE("report without the program that draws it says the installation is broken")
{
    // breakeven-cli alone, away from breakeven-cli-report.
    const auto directory = std::filesystem::temp_directory_path() / "breakeven-cli-alone";
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    const auto alone = directory / "breakeven-cli";
    std::filesystem::copy_file(TCO_CLI_PATH, alone);
    const ProcessResult run = runProcess(
        {alone.string(), "report", PRESETS + "small-team-8b.breakeven.json", "--json", (directory / "r.json").string()});
    CHECK(run.exitCode == 1);
    CHECK(run.err.find("breakeven-cli-report is missing") != std::string::npos);
    // The command line is still checked first, as for any command.
    CHECK(runProcess({alone.string(), "report", PRESETS + "small-team-8b.breakeven.json"}).exitCode == 2);
}

TEST_CASE("cluster simulates the file's cluster under each policy, the same on every run")
{
    // The professional-services preset's rented H100 in two HGX servers of 8, for a day, with
    // a trace: two 8-GPU jobs at hour 0 (10 and 5 hours) and a 4-GPU environment at hour 2,
    // which waits until hour 5 for the first server to empty.
    json document = json::parse(std::ifstream(PRESETS + "professional-services-70b.breakeven.json"));
    document["cluster"] = {{"option", "2× H100 rented"}, {"domains", 2}, {"days", 1}, {"trace", "cluster-cli-trace.csv"}};
    const auto file = writeTemporary("cluster-cli.breakeven.json", document.dump());
    writeTemporary("cluster-cli-trace.csv",
                   "arrival_hours,gpus,duration_hours,kind,checkpointable\n"
                   "0,8,10,training,true\n0,8,5,training,true\n2,4,1,interactive,false\n");
    const ProcessResult run = cli({"cluster", file.string(), "--format", "json"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.empty());
    const json result = json::parse(run.out);
    CHECK(result["gpus"] == 16);
    CHECK(result["jobs"] == 3);
    REQUIRE(result["policies"].size() == 3);
    const json& naive = result["policies"][0];
    CHECK(naive["policy"] == "naive");
    // Useful GPU-hours 8 × 10 + 8 × 5 + 4 × 1 = 124 of 16 × 24 = 384: 0.32292.
    CHECK_THAT(naive["usable_share"].get<double>(), WithinRel(124.0 / 384.0, 1e-12));
    // Waits 0, 0 and 3 hours: the 95th percentile 0.9 of the way from 0 to 3.
    CHECK_THAT(naive["wait_p95_h"].get<double>(), WithinRel(2.7, 1e-12));
    CHECK(naive["preemptions"] == 0);
    CHECK(naive["stranded_gpu_share"] == 0.0);
    CHECK(naive["cross_domain_slowdown"] == 0.0);
    // 3.50 USD / 1.1665 USD per EUR × 1.4 for the cloud's extras = 4.2006 EUR a GPU-hour, over 0.32292.
    CHECK_THAT(result["price_per_gpu_hour"].get<double>(), WithinRel(3.5 / 1.1665 * 1.4, 1e-9));
    CHECK_THAT(naive["cost_per_useful_gpu_hour"].get<double>(), WithinRel(3.5 / 1.1665 * 1.4 * 384.0 / 124.0, 1e-9));
    // Every busy hour useful (no layout to slow), none stranded: a scheduler efficiency of 1.
    CHECK_THAT(naive["scheduler_efficiency"].get<double>(), WithinRel(1.0, 1e-12));
    REQUIRE(naive["series"].size() == 24);
    CHECK(naive["series"][3] == json{{"hour", 3.0}, {"busy", 16}, {"stranded", 0}, {"waiting", 4}, {"useful", 16.0}});
    CHECK(naive["series"][6] == json{{"hour", 6.0}, {"busy", 8}, {"stranded", 0}, {"waiting", 0}, {"useful", 8.0}});
    CHECK(result["worth"][0] == json{{"policy", "rack-aware"}, {"against", "naive"}, {"domains", 0.0}, {"per_year", 0.0}});
    CHECK(cli({"cluster", file.string(), "--format", "json"}).out == run.out);

    const ProcessResult table = cli({"cluster", file.string(), "--policy", "defragment"});
    REQUIRE(table.exitCode == 0);
    CHECK(table.out.starts_with("Cluster: 2 domains of 8 GPUs (one node), 16 GPUs of H100 SXM5 80GB; \"2× H100 rented\" "
                                "at 4.20 EUR per GPU-hour\nJobs: 3 over 1 day, seed 1\n"));
    CHECK(table.out.find("naive") == std::string::npos);
}

TEST_CASE("cluster refuses a file without a cluster, a missing trace and a bad one, naming them")
{
    const ProcessResult none = cli({"cluster", PRESETS + "small-team-8b.breakeven.json"});
    CHECK(none.exitCode == 2);
    CHECK(none.err.find("/cluster: the scenario describes no cluster") != std::string::npos);

    const std::string preset = PRESETS + "nvl72-cluster.breakeven.json";
    const ProcessResult missing = cli({"cluster", preset, "--trace", "/nonexistent/trace.csv"});
    CHECK(missing.exitCode == 2);
    CHECK(missing.err.starts_with("error: the trace /nonexistent/trace.csv:"));
    const auto bad = writeTemporary("cluster-bad-trace.csv",
                                    "arrival_hours,gpus,duration_hours,kind,checkpointable\n0,-1,1,training,true\n");
    const ProcessResult refused = cli({"cluster", preset, "--trace", bad.string()});
    CHECK(refused.exitCode == 2);
    CHECK(refused.err == "error: " + bad.string() + ": line 2, gpus: must be a number from 1 to 1000000, got \"-1\"\n");
    const ProcessResult days = cli({"cluster", preset, "--days", "0"});
    CHECK(days.exitCode == 2);
    CHECK(days.err.find("--days") != std::string::npos);
    // 18 arrivals an hour for 366 days would be 158,112 jobs, within bounds; at 300 an hour
    // (--set), 2,635,200 are more than a run holds.
    const ProcessResult tooMany = cli({"cluster", preset, "--days", "366", "--set", "/cluster/jobs/arrivals_per_hour=300"});
    CHECK(tooMany.exitCode == 2);
    CHECK(tooMany.err
          == "error: --days 366: draws 2635200 jobs at the file's 300 arrivals an hour; a simulation holds at most 2000000\n");
}

TEST_CASE("report shows a scenario's cluster, and refuses one whose trace cannot be read")
{
    const std::string preset = PRESETS + "hgx-h100-cluster.breakeven.json";
    const auto directory = std::filesystem::temp_directory_path() / "breakeven-cli-report-cluster";
    std::filesystem::remove_all(directory);
    const ProcessResult run
        = cli({"report", preset, "--png", (directory / "png").string(), "--set", "/cluster/days=1"}, {{"LANG", "en_US.UTF-8"}});
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK(std::filesystem::exists(directory / "png" / "cluster.png"));

    const ProcessResult missing
        = cli({"report", preset, "--png", (directory / "png").string(), "--set", "/cluster/trace=missing.csv"});
    CHECK(missing.exitCode == 2);
    CHECK(missing.err.starts_with("error: /cluster: the trace "));
    CHECK(missing.err.find("missing.csv") != std::string::npos);
}

TEST_CASE("cluster serves the sizing's replicas when the file asks for them, and says where they came from")
{
    // The HGX preset for a day: its 32 typed replicas of 4 GPUs, or the sizing's fleet of its
    // option at its 10 M tokens a day, one replica of Llama 3.3 70B on two H100s at TP 2.
    const std::string preset = PRESETS + "hgx-h100-cluster.breakeven.json";
    const ProcessResult typed = cli({"cluster", preset, "--days", "1", "--policy", "rack-aware"});
    REQUIRE(typed.exitCode == 0);
    CHECK(typed.out.find("seed 1\nServing: 32 replicas of 4 GPUs, as the file types them\n\n") != std::string::npos);

    const std::string fromSizing = "/cluster/inference={\"from_sizing\": true}";
    const ProcessResult sized = cli({"cluster", preset, "--days", "1", "--policy", "rack-aware", "--set", fromSizing});
    REQUIRE(sized.exitCode == 0);
    CHECK(sized.out.find("\nServing: 1 replica of 2 GPUs, the sizing's fleet at 10 M tokens a day (2 GPUs, TP 2)\n")
          != std::string::npos);
    const ProcessResult sizedJson
        = cli({"cluster", preset, "--days", "1", "--policy", "rack-aware", "--set", fromSizing, "--format", "json"});
    REQUIRE(sizedJson.exitCode == 0);
    CHECK(
        json::parse(sizedJson.out)["serving"]
        == json{
            {"source", "sizing"}, {"replicas", 1}, {"gpus_per_replica", 2}, {"layout", "2 GPUs, TP 2"}, {"tokens_per_day", 1e7}});

    // 100 B tokens a day need more than the one server of 8 GPUs left.
    const ProcessResult tooBig = cli({"cluster", preset, "--days", "1", "--set", fromSizing, "--set", "/cluster/domains=1",
                                      "--set", "/workload/tokens_per_day=1e11"});
    CHECK(tooBig.exitCode == 2);
    CHECK(tooBig.err.starts_with("error: " + preset
                                 + ": /cluster/inference/from_sizing: the sizing's fleet at 100 B tokens a day, "));
    CHECK(tooBig.err.find("does not fit the cluster's 8 GPUs\n") != std::string::npos);
}

TEST_CASE("prices import writes one user catalog file per list, which the next command reads")
{
    const auto dataHome = std::filesystem::temp_directory_path() / "breakeven-cli-tests-prices-home";
    std::filesystem::remove_all(dataHome);
    const std::map<std::string, std::string> environment{{"XDG_DATA_HOME", dataHome.string()}};
    const std::string litellm = std::string(TCO_TEST_DATA_DIR) + "/prices/litellm.json";

    // A diff writes nothing and shows the answer moving. The file prices Opus at 4/20/0.4/5 USD
    // per million input, output, cache-read and cache-write tokens against the catalog's
    // 5/25/0.5/6.25: every token class at 0.8 times, so the preset's Opus bill of 3,044.18 EUR a
    // month becomes 0.8 × 3,044.18 = 2,435.35, and the H100 pair's 12,137.08 is now
    // 12,137.08 − 2,435.35 = 9,701.73 EUR more (9,093 before).
    const ProcessResult diff = runProcess({TCO_CLI_PATH, "prices", "diff", litellm, "--as-of", "2026-12-06", "--scenario",
                                           PRESETS + "professional-services-70b.breakeven.json"},
                                          environment);
    CHECK(diff.exitCode == 0);
    CHECK(diff.out.find("read as litellm: 2 catalog entries priced, 2 of them with new figures; 1 entry of the list not mapped")
          != std::string::npos);
    CHECK(diff.out.find("claude-opus-4-5-20251101: no catalog entry of provider anthropic") != std::string::npos);
    CHECK(diff.out.find("9,093 EUR more than Claude Opus 4.5 API at 3,044 EUR") != std::string::npos);
    CHECK(diff.out.find("9,702 EUR more than Claude Opus 4.5 API at 2,435 EUR") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dataHome / "breakeven" / "catalog" / "imported-litellm.json"));

    const ProcessResult imported = runProcess({TCO_CLI_PATH, "prices", "import", litellm, "--as-of", "2026-12-06"}, environment);
    CHECK(imported.exitCode == 0);
    CHECK(std::filesystem::exists(dataHome / "breakeven" / "catalog" / "imported-litellm.json"));
    // Every command now prices Opus from the import: 4 USD per million input tokens.
    const ProcessResult shown
        = runProcess({TCO_CLI_PATH, "catalog", "show", "anthropic-claude-opus-4-5", "--format", "json"}, environment);
    REQUIRE(shown.exitCode == 0);
    const json entry = json::parse(shown.out);
    CHECK_THAT(entry["api_prices"][0]["input_usd_per_mtok"].get<double>(), WithinRel(4.0, 1e-12));
    CHECK(entry["api_prices"][0]["as_of"] == "2026-12-06");

    const ProcessResult status = runProcess({TCO_CLI_PATH, "prices", "status"}, environment);
    CHECK(status.exitCode == 0);
    CHECK(status.out.find("imported-litellm.json") != std::string::npos);

    // A file that is no price list is refused, and the import before it stands.
    const ProcessResult refused
        = runProcess({TCO_CLI_PATH, "prices", "import", writeTemporary("not-prices.json", "{\"a\": 1}").string()}, environment);
    CHECK(refused.exitCode == 2);
    CHECK(refused.err.find("is none of the price lists Breakeven reads") != std::string::npos);
    const ProcessResult missing = runProcess({TCO_CLI_PATH, "prices", "import", "/nonexistent/prices.json"}, environment);
    CHECK(missing.exitCode == 2);
    CHECK(missing.err == "error: /nonexistent/prices.json: the file does not exist\n");
    const ProcessResult malformed = runProcess(
        {TCO_CLI_PATH, "prices", "import", "--format", "litellm",
         writeTemporary(
             "bad-litellm.json",
             R"({"claude-opus-4-5": {"litellm_provider": "anthropic", "mode": "chat", "input_cost_per_token": "x", "output_cost_per_token": 1e-05}})")
             .string()},
        environment);
    CHECK(malformed.exitCode == 2);
    CHECK(malformed.err.find("/claude-opus-4-5/input_cost_per_token: must be a number, got \"x\"") != std::string::npos);
    CHECK(readFile(dataHome / "breakeven" / "catalog" / "imported-litellm.json").find("\"input_usd_per_mtok\": 4.0")
          != std::string::npos);
    std::filesystem::remove_all(dataHome);
}

TEST_CASE("evaluate reports the catalog prices older than they are trusted")
{
    const std::string preset = PRESETS + "professional-services-70b.breakeven.json";
    const ProcessResult inJson = cli({"evaluate", preset, "--format", "json", "--today", "2026-12-06"});
    REQUIRE(inJson.exitCode == 0);
    const json stale = json::parse(inJson.out)["stale_prices"];
    // The H100 market offer is as of 2026-05: from 31 May, 30 + 31 + 31 + 30 + 31 + 30 + 6 = 189
    // days, past a cloud price's 60. Both API prices are as of 2026-08-21: 10 + 30 + 31 + 30 + 6 = 107
    // days, past an API price's 90.
    REQUIRE(stale.size() == 3);
    CHECK(stale[0]["catalog_id"] == "market-h100-sxm-on-demand-2026");
    CHECK(stale[0]["age_days"] == 189);
    CHECK(stale[0]["threshold_days"] == 60);
    CHECK(stale[1]["option"] == "Claude Opus 4.5 API");
    CHECK(stale[1]["age_days"] == 107);
    CHECK(stale[1]["section"] == "api_prices");

    // Trusted for longer, none is stale: 189 days is within 189, 107 within 107.
    const ProcessResult trusting = cli({"evaluate", preset, "--format", "json", "--today", "2026-12-06", "--stale-api-days",
                                        "107", "--stale-cloud-days", "189"});
    CHECK(json::parse(trusting.out)["stale_prices"].empty());

    const ProcessResult table = cli({"evaluate", preset, "--today", "2026-12-06"});
    CHECK(table.out.find("Claude Opus 4.5 API: anthropic-claude-opus-4-5 as of 2026-08-21, 107 days old (trusted for 90)")
          != std::string::npos);
    const ProcessResult badDay = cli({"evaluate", preset, "--today", "6 December"});
    CHECK(badDay.exitCode == 2);
    CHECK(badDay.err == "error: --today must be a day written YYYY-MM-DD, got \"6 December\"\n");
}
