// The Monte Carlo engine's own cost (drawing the inputs, running a trivial outcome, sorting and
// summarising the outcomes and ranking the inputs) and a run of the full cost model. A what-if analysis runs 1,000,000 samples of
// the full cost model in under 2 s on the reference machine's two cores (docs/PERFORMANCE.md);
// the model takes most of that, so the engine must stay well under 0.5 s of it.

#include "analysis/MonteCarlo.h"
#include "analysis/Outcome.h"
#include "analysis/Random.h"
#include "analysis/Uncertainty.h"
#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioFile.h"

#include <benchmark/benchmark.h>
#include <fmt/format.h>

#include <span>
#include <vector>

namespace {

using namespace tco;

/// Ten inputs, two of each kind, as a what-if analysis of a scenario's drivers might have.
std::vector<Distribution> tenInputs()
{
    return {
        Distribution::uniform(1.5, 3.0),         Distribution::uniform(0.6, 0.9),   Distribution::triangular(20.0, 30.0, 60.0),
        Distribution::triangular(0.1, 0.2, 0.5), Distribution::normal(1e8, 2e7),    Distribution::normal(0.7, 0.05),
        Distribution::lognormal(2.0, 3.0),       Distribution::lognormal(0.5, 0.8), Distribution::pert(24.0, 36.0, 60.0),
        Distribution::pert(0.05, 0.08, 0.2)};
}

/// A few operations on the inputs: next to nothing, so that what is measured is the engine.
double cheapOutcome(std::span<const double> x)
{
    return x[0] * x[4] * x[5] / x[2] - x[6] * x[7] * 1e6 + x[8] * x[1] - x[9] * x[3] * 1e7;
}

/// 1,000,000 samples of ten inputs; the argument is the thread count, 0 for every core.
void runEngine(benchmark::State& state)
{
    MonteCarloRequest request;
    request.inputs = tenInputs();
    request.samples = 1'000'000;
    request.threads = static_cast<int>(state.range(0));
    for (auto _ : state) {
        auto result = runMonteCarlo(request, [] { return Evaluator(cheapOutcome); });
        benchmark::DoNotOptimize(result);
        ++request.seed;
    }
    state.SetItemsProcessed(state.iterations() * request.samples);
}
BENCHMARK(runEngine)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

/// runEngine's run with Latin hypercube draws and five correlated pairs, one of them impossible
/// with the others so that the nearest correlation matrix is worked out too: what the Iman–Conover
/// reordering of every chunk (twice: once to sample, once to rank the inputs) adds to the engine.
void runCorrelatedEngine(benchmark::State& state)
{
    MonteCarloRequest request;
    request.inputs = tenInputs();
    request.samples = 1'000'000;
    request.sampling = Sampling::LatinHypercube;
    request.correlations = {{0, 1, 0.9}, {1, 2, 0.9}, {0, 2, -0.9}, {4, 6, 0.5}, {7, 9, -0.3}};
    for (auto _ : state) {
        auto result = runMonteCarlo(request, [] { return Evaluator(cheapOutcome); });
        benchmark::DoNotOptimize(result);
        ++request.seed;
    }
    state.SetItemsProcessed(state.iterations() * request.samples);
}
BENCHMARK(runCorrelatedEngine)->Unit(benchmark::kMillisecond)->UseRealTime();

/// 1,000,000 samples of the full cost model on every core: a preset with five uncertain numbers
/// every scenario has (volume, a self-hosted option's memory-bandwidth efficiency, the staff's
/// size and cost, the first API's output price), its cheapest self-hosted option against its
/// cheapest API offer. Each sample prepares the two options and prices them; the efficiency is
/// the compared option's, whose layouts every sample then sizes again, or with
/// `comparedEfficiency` false another option's, which no sample sizes. `variation` adds to that:
/// Latin hypercube draws and two correlated pairs; the difference's present value over the
/// horizon, every sample working out both options' months, the API's price falling 30 % a year and
/// the compared option's by a drawn trend; or the preset's first hybrid plan in place of the
/// self-hosted option, every sample choosing its cheapest fleet.
enum class Variation { None, Correlated, PresentValue, Hybrid };

void runCostModel(benchmark::State& state, const char* preset, bool comparedEfficiency, Variation variation = Variation::None)
{
    const Catalog catalog = *loadEmbeddedCatalog();
    Scenario scenario = *loadPreset(preset, catalog);
    Outcome outcome = *defaultOutcome(scenario, catalog);
    const std::size_t compared = outcome.option.index;
    const std::size_t option = comparedEfficiency ? compared : (compared == 0 ? 1 : 0);
    if (option >= scenario.selfHosted.size()) {
        state.SkipWithError("the preset has no self-hosted option besides the compared one");
        return;
    }
    const double volume = scenario.workload.tokensPerDay.value();
    const double staffCost = scenario.staffing.monthlyCostPerFte.amount;
    scenario.analysis.distributions
        = {{"/workload/tokens_per_day", Distribution::lognormal(volume, 3.0 * volume)},
           {fmt::format("/self_hosted/{}/serving/memory_bandwidth_utilization", option), Distribution::pert(0.45, 0.59, 0.7)},
           {"/staffing/base_fte", Distribution::normal(scenario.staffing.baseFte + 1.0, 0.25)},
           {"/staffing/monthly_cost_per_fte", Distribution::triangular(0.8 * staffCost, staffCost, 1.4 * staffCost)},
           {"/api_offers/0/output_per_mtok", Distribution::uniform(1.0, 25.0)}};
    // The preset's own pairs name numbers these distributions leave out.
    scenario.analysis.correlations.clear();
    if (variation == Variation::Correlated) {
        scenario.analysis.sampling = Sampling::LatinHypercube;
        scenario.analysis.correlations = {{"/staffing/base_fte", "/staffing/monthly_cost_per_fte", -0.4},
                                          {"/workload/tokens_per_day", "/api_offers/0/output_per_mtok", 0.3}};
    }
    if (variation == Variation::Hybrid)
        outcome.option = OptionRef{OptionKind::Hybrid, 0};
    if (variation == Variation::PresentValue) {
        outcome.kind = Outcome::Kind::PresentValueDifference;
        scenario.apiOffers[outcome.other.index].priceTrendPerYear = -0.3;
        scenario.analysis.distributions.push_back(
            {fmt::format("/self_hosted/{}/price_trend_per_year", compared), Distribution::uniform(-0.3, 0.0)});
    }
    std::uint64_t seed = 1;
    for (auto _ : state) {
        auto result = runUncertainty(scenario, catalog, outcome, 1'000'000, seed++, 0);
        if (!result)
            state.SkipWithError(result.error().c_str());
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations() * 1'000'000);
}
// Professional services has one self-hosted option, the compared one.
BENCHMARK_CAPTURE(runCostModel, professionalServices, "professional-services-70b", true)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);
// The same with Latin hypercube draws and two correlated pairs.
BENCHMARK_CAPTURE(runCostModel, professionalServicesCorrelated, "professional-services-70b", true, Variation::Correlated)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);
// The same over the horizon, as present value, with price trends.
BENCHMARK_CAPTURE(runCostModel, professionalServicesPresentValue, "professional-services-70b", true, Variation::PresentValue)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);
// The preset's hybrid of its H100 pair and Opus against the cheapest API offer.
BENCHMARK_CAPTURE(runCostModel, professionalServicesHybrid, "professional-services-70b", true, Variation::Hybrid)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);
BENCHMARK_CAPTURE(runCostModel, largeDeploymentOtherEfficiency, "large-deepseek-r1", false)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK_CAPTURE(runCostModel, largeDeploymentComparedEfficiency, "large-deepseek-r1", true)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);

/// One draw of one input, generator included, on one core: the sampling pass's unit of work.
void drawOne(benchmark::State& state, const Distribution& distribution)
{
    const QuantileFunction quantile(distribution);
    Xoshiro256StarStar stream = Xoshiro256StarStar::forStream(1, 0);
    for (auto _ : state)
        benchmark::DoNotOptimize(quantile(stream.nextProbability()));
}
BENCHMARK_CAPTURE(drawOne, uniform, Distribution::uniform(1.5, 3.0));
BENCHMARK_CAPTURE(drawOne, triangular, Distribution::triangular(20.0, 30.0, 60.0));
BENCHMARK_CAPTURE(drawOne, normal, Distribution::normal(0.7, 0.05));
BENCHMARK_CAPTURE(drawOne, lognormal, Distribution::lognormal(2.0, 3.0));
BENCHMARK_CAPTURE(drawOne, pert, Distribution::pert(24.0, 36.0, 60.0));

/// Preparing a PERT input: its cumulative distribution tabulated at 4,096 steps.
void preparePert(benchmark::State& state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(QuantileFunction(Distribution::pert(24.0, 36.0, 60.0)));
}
BENCHMARK(preparePert)->Unit(benchmark::kMicrosecond);

} // namespace
