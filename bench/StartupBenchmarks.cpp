// What every program pays before its first answer: reading the embedded catalog and a scenario.
// `breakeven-cli` does both on every run, so they bound how fast a one-shot command can be.

#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace {

void loadEmbeddedCatalog(benchmark::State& state)
{
    for (auto _ : state) {
        auto catalog = tco::loadEmbeddedCatalog();
        benchmark::DoNotOptimize(catalog);
    }
}
BENCHMARK(loadEmbeddedCatalog)->Unit(benchmark::kMillisecond);

void loadDefaultPreset(benchmark::State& state)
{
    const auto catalog = tco::loadEmbeddedCatalog();
    if (!catalog) {
        state.SkipWithError("the embedded catalog does not load");
        return;
    }
    for (auto _ : state) {
        auto scenario = tco::loadPreset(tco::DEFAULT_PRESET_ID, *catalog);
        benchmark::DoNotOptimize(scenario);
    }
}
BENCHMARK(loadDefaultPreset)->Unit(benchmark::kMicrosecond);

/// The embedded catalog with a user's catalog of `state.range(0)` GPU entries over it, in files
/// of 10,000 entries (each under the 16 MiB a catalog file may hold): loading must stay linear.
void loadCatalogWithUserEntries(benchmark::State& state)
{
    const auto directory = std::filesystem::temp_directory_path() / "breakeven-bench-user-catalog";
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    constexpr int PER_FILE = 10'000;
    const int entries = static_cast<int>(state.range(0));
    for (int first = 0; first < entries; first += PER_FILE) {
        std::ofstream file(directory / fmt::format("gpus-{}.json", first / PER_FILE));
        file << R"({"schema_version": 1, "gpus": [)";
        for (int index = first; index < std::min(entries, first + PER_FILE); ++index) {
            file << (index == first ? "" : ",")
                 << fmt::format(R"({{"id": "user-gpu-{}", "vendor": "NVIDIA", "name": "User GPU {}", "form_factor": "SXM5",
                     "memory_gib": 80, "usable_memory_gib": 79.19, "memory_bandwidth_tb_per_s": 3.35, "bf16_dense_tflops": 989,
                     "fp8_dense_tflops": 1979, "fp4_dense_tflops": null, "int8_dense_tops": 1979, "tdp_watts": 700,
                     "interconnect_gb_per_s": 900, "scale_out_gb_per_s": 50, "nvlink_domain_size": 8, "gpus_per_server": 8,
                     "launch_year": 2022, "list_price_usd": null, "source": "a user's own figures", "as_of": "2026-11-30"}})",
                                index, index);
        }
        file << "]}";
    }
    for (auto _ : state) {
        auto catalog = tco::loadCatalog(directory);
        if (!catalog || !catalog->skippedFiles.empty()) {
            state.SkipWithError("the user catalog does not load");
            break;
        }
        benchmark::DoNotOptimize(catalog);
    }
    std::filesystem::remove_all(directory);
}
BENCHMARK(loadCatalogWithUserEntries)->Arg(20'000)->Arg(100'000)->UseRealTime()->Unit(benchmark::kMillisecond);

} // namespace
