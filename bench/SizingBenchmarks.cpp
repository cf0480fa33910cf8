// The sizing the app repeats for every slider move, sweep point and Monte Carlo sample that
// touches a sizing input, and the search behind it. Targets (docs/PERFORMANCE.md): one sizing of
// a fixed layout at least 3,000,000 a second on one core; the full search with its frontier for
// one model and GPU under 2 ms.

#include "catalog/CatalogLoader.h"
#include "sizing/Sizing.h"

#include <benchmark/benchmark.h>

namespace {

using namespace tco;

const Catalog& catalog()
{
    static const Catalog loaded = *loadEmbeddedCatalog();
    return loaded;
}

SizingRequest requestFor(std::string_view model, std::string_view gpu, Precision precision)
{
    SizingRequest request;
    request.model = catalog().model(model);
    request.gpu = catalog().gpu(gpu);
    request.weights = precision;
    request.kvCache = precision == Precision::Bf16 ? Precision::Bf16 : Precision::Fp8;
    request.shape = RequestShape{Tokens(2'000), Tokens(1'000)};
    return request;
}

/// One layout, the batch that meets the per-user target: memory plan, KV capacity, prefill
/// rate and the search for the batch that meets the target.
void sizeFixedDenseLayout(benchmark::State& state)
{
    const SizingRequest request = requestFor("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeAggregated(request, ReplicaLayout{2, 1, 1, 1}));
}
BENCHMARK(sizeFixedDenseLayout);

void sizeFixedExpertParallelLayout(benchmark::State& state)
{
    const SizingRequest request = requestFor("deepseek-r1", "gb200-nvl72", Precision::Fp4);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeAggregated(request, ReplicaLayout{1, 1, 32, 32}));
}
BENCHMARK(sizeFixedExpertParallelLayout);

/// The search as evaluate runs it: every layout, batch and serving mode, no frontier.
void searchDenseModel(benchmark::State& state)
{
    const SizingRequest request = requestFor("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(searchLayouts(request, false));
}
BENCHMARK(searchDenseModel)->Unit(benchmark::kMicrosecond);

/// The widest search there is: a mixture of experts on a 72-GPU NVLink domain, where attention
/// data parallelism and expert parallelism reach 144 GPUs, with the frontier traced.
void searchWithFrontierOnRack(benchmark::State& state)
{
    const SizingRequest request = requestFor("deepseek-r1", "gb200-nvl72", Precision::Fp4);
    for (auto _ : state)
        benchmark::DoNotOptimize(searchLayouts(request, true));
}
BENCHMARK(searchWithFrontierOnRack)->Unit(benchmark::kMicrosecond);

void searchWithFrontierOnServers(benchmark::State& state)
{
    const SizingRequest request = requestFor("deepseek-r1", "h200-sxm", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(searchLayouts(request, true));
}
BENCHMARK(searchWithFrontierOnServers)->Unit(benchmark::kMicrosecond);

} // namespace
