// One full evaluation (every option prepared, costed at the scenario's volume, the horizon
// month by month, and every break-even) is what the app repeats on each slider move. A move of a
// price, the volume or the staff finds every option's layouts in the document's memo; a move of a
// sizing input searches them again. Targets (docs/PERFORMANCE.md): at least 200,000 evaluations
// a second on one core with the layouts known, and a 200-point sweep in under 2 ms.

#include "catalog/CatalogLoader.h"
#include "cost/Evaluation.h"
#include "cost/SizingMemo.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>

#include <string>

namespace {

using namespace tco;

const Catalog& catalog()
{
    static const Catalog loaded = *loadEmbeddedCatalog();
    return loaded;
}

Scenario preset(const std::string& id)
{
    return *loadPreset(id, catalog());
}

/// Preparation (catalog resolution, currency conversion, the layouts taken from a memo that
/// holds them) and evaluation.
void evaluatePreset(benchmark::State& state, const std::string& name)
{
    const Scenario scenario = preset(name);
    SizingMemo memo;
    static_cast<void>(prepareScenario(scenario, catalog(), memo));
    for (auto _ : state) {
        const PreparedScenario prepared = prepareScenario(scenario, catalog(), memo);
        benchmark::DoNotOptimize(evaluate(prepared));
    }
}
BENCHMARK_CAPTURE(evaluatePreset, professionalServices, std::string("professional-services-70b"));
BENCHMARK_CAPTURE(evaluatePreset, midsize, std::string("midsize-70b-h200"));
BENCHMARK_CAPTURE(evaluatePreset, largeDeepSeek, std::string("large-deepseek-r1"));

/// The same with every option's layouts searched: a move of a sizing input.
void evaluatePresetWithSearch(benchmark::State& state, const std::string& name)
{
    const Scenario scenario = preset(name);
    for (auto _ : state) {
        const PreparedScenario prepared = prepareScenario(scenario, catalog());
        benchmark::DoNotOptimize(evaluate(prepared));
    }
}
BENCHMARK_CAPTURE(evaluatePresetWithSearch, professionalServices, std::string("professional-services-70b"))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluatePresetWithSearch, midsize, std::string("midsize-70b-h200"))->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(evaluatePresetWithSearch, largeDeepSeek, std::string("large-deepseek-r1"))->Unit(benchmark::kMicrosecond);

void sweepPreset(benchmark::State& state, const std::string& name)
{
    const Scenario scenario = preset(name);
    const PreparedScenario prepared = prepareScenario(scenario, catalog());
    for (auto _ : state)
        benchmark::DoNotOptimize(sweep(prepared, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY, 200));
}
BENCHMARK_CAPTURE(sweepPreset, professionalServices, std::string("professional-services-70b"));
BENCHMARK_CAPTURE(sweepPreset, largeDeepSeek, std::string("large-deepseek-r1"));

} // namespace
