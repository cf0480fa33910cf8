// What every program pays before its first answer: reading the embedded catalog and a scenario.
// `breakeven-cli` does both on every run, so they bound how fast a one-shot command can be.

#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>

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

} // namespace
