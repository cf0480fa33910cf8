// One full sizing, the unit the app repeats for every slider move, sweep point and Monte Carlo
// sample: layout search, memory plan, KV capacity, prefill rate and the batch that meets the
// per-user target. Target: at least 3,000,000 a second on one core (docs/PERFORMANCE.md).

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
    request.shape = RequestShape{Tokens(2'000), Tokens(1'000)};
    return request;
}

void sizeDenseReplica(benchmark::State& state)
{
    const SizingRequest request = requestFor("llama-3.3-70b", "h100-sxm", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeReplica(request));
}
BENCHMARK(sizeDenseReplica);

void sizeMixtureOfExpertsReplica(benchmark::State& state)
{
    const SizingRequest request = requestFor("deepseek-r1", "h200-sxm", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeReplica(request));
}
BENCHMARK(sizeMixtureOfExpertsReplica);

/// The worst case the layout search meets: BF16 Llama 3.1 405B on H100 tries every tensor-parallel
/// degree, then pipeline stages, before two domains fit.
void sizeMultiDomainReplica(benchmark::State& state)
{
    const SizingRequest request = requestFor("llama-3.1-405b", "h100-sxm", Precision::Bf16);
    for (auto _ : state)
        benchmark::DoNotOptimize(sizeReplica(request));
}
BENCHMARK(sizeMultiDomainReplica);

/// Every layout a fleet could be built of, as a cost evaluation sizes them: DeepSeek-R1 on a
/// 72-GPU NVLink domain fits at 4, 8, 16, 32 and 64 GPUs a replica.
void sizeEveryLayoutOfWideDomain(benchmark::State& state)
{
    const SizingRequest request = requestFor("deepseek-r1", "gb200-nvl72", Precision::Fp8);
    for (auto _ : state)
        benchmark::DoNotOptimize(feasibleLayouts(request));
}
BENCHMARK(sizeEveryLayoutOfWideDomain);

} // namespace
