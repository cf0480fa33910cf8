// Fits the sizing model's efficiency factors to published serving measurements and prints the
// validation tables of docs/sizing-model.md.
//
//   build/default/bench/calibrate_sizing [--fit | --pin | --infeasible | --cases]
//
// The measurements are tests/data/validation/serving-measurements.json and the throughput cases
// of tests/data/validation/sizing-validation.json. Whole campaigns are held out (the file's
// "campaigns" table says which): the fit never sees any run of them, and the tables report
// their errors apart, by campaign and by group of model, layout and GPU.
//
// Without arguments it prints the tables for the defaults in core/sizing/ServingAssumptions.h.
// With --fit it minimises the fit's objective (the mean absolute log error of throughput,
// inter-token latency and time to first token, dense and MoE alike, each case capped at a factor
// of three) over the fitted cases by coordinate descent from several starting points: each
// factor in turn is scaled up and down by a step within physical bounds, the step halving
// whenever no factor improves. It prints the factors and the tables. With --pin it writes the
// memory estimates the tests pin. With --infeasible it lists the measured layouts the memory
// plan refuses (there should be none); with --cases it prints every judged case's measurement
// and estimate as CSV.

#include "SizingValidation.h"
#include "TestPaths.h"
#include "analysis/Random.h"
#include "catalog/CatalogLoader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string_view>

namespace {

using namespace tco;
using namespace tco::validation;

struct Factor {
    const char* name;
    std::function<double(const ServingAssumptions&)> get;
    std::function<void(ServingAssumptions&, double)> set;
    double low;
    double high;
};

/// The fitted factors, each within physically plausible bounds.
std::vector<Factor> factors()
{
    return {
        {"memory_bandwidth_utilization", [](const ServingAssumptions& a) { return a.memoryBandwidthUtilization; },
         [](ServingAssumptions& a, double v) { a.memoryBandwidthUtilization = v; }, 0.3, 0.9},
        {"expert_bandwidth_utilization", [](const ServingAssumptions& a) { return a.expertBandwidthUtilization; },
         [](ServingAssumptions& a, double v) { a.expertBandwidthUtilization = v; }, 0.1, 1.0},
        {"decode_compute_utilization", [](const ServingAssumptions& a) { return a.decodeComputeUtilization; },
         [](ServingAssumptions& a, double v) { a.decodeComputeUtilization = v; }, 0.1, 0.9},
        {"attention_compute_utilization", [](const ServingAssumptions& a) { return a.attentionComputeUtilization; },
         [](ServingAssumptions& a, double v) { a.attentionComputeUtilization = v; }, 0.05, 0.9},
        {"expert_compute_utilization", [](const ServingAssumptions& a) { return a.expertComputeUtilization; },
         [](ServingAssumptions& a, double v) { a.expertComputeUtilization = v; }, 0.05, 0.9},
        {"expert_tokens_at_half_efficiency", [](const ServingAssumptions& a) { return a.expertTokensAtHalfEfficiency; },
         [](ServingAssumptions& a, double v) { a.expertTokensAtHalfEfficiency = v; }, 1.0, 512.0},
        {"fp4_compute_efficiency", [](const ServingAssumptions& a) { return a.fp4ComputeEfficiency; },
         [](ServingAssumptions& a, double v) { a.fp4ComputeEfficiency = v; }, 0.2, 1.0},
        {"sequence_overhead_us", [](const ServingAssumptions& a) { return inMicroseconds(a.sequenceOverhead); },
         [](ServingAssumptions& a, double v) { a.sequenceOverhead = microseconds(v); }, 0.01, 100.0},
        {"prefill_compute_utilization", [](const ServingAssumptions& a) { return a.prefillComputeUtilization; },
         [](ServingAssumptions& a, double v) { a.prefillComputeUtilization = v; }, 0.2, 0.85},
        {"layer_overhead_us", [](const ServingAssumptions& a) { return inMicroseconds(a.layerOverhead); },
         [](ServingAssumptions& a, double v) { a.layerOverhead = microseconds(v); }, 1.0, 150.0},
        {"link_bandwidth_utilization", [](const ServingAssumptions& a) { return a.linkBandwidthUtilization; },
         [](ServingAssumptions& a, double v) { a.linkBandwidthUtilization = v; }, 0.1, 1.0},
        {"scale_out_bandwidth_utilization", [](const ServingAssumptions& a) { return a.scaleOutBandwidthUtilization; },
         [](ServingAssumptions& a, double v) { a.scaleOutBandwidthUtilization = v; }, 0.5, 0.95},
        {"routing_imbalance", [](const ServingAssumptions& a) { return a.routingImbalance; },
         [](ServingAssumptions& a, double v) { a.routingImbalance = v; }, 0.01, 1.0},
        {"scale_up_latency_us", [](const ServingAssumptions& a) { return inMicroseconds(a.scaleUpLatency); },
         [](ServingAssumptions& a, double v) { a.scaleUpLatency = microseconds(v); }, 0.5, 100.0},
        {"scale_out_latency_us", [](const ServingAssumptions& a) { return inMicroseconds(a.scaleOutLatency); },
         [](ServingAssumptions& a, double v) { a.scaleOutLatency = microseconds(v); }, 1.0, 300.0},
    };
}

struct Fitted {
    ServingAssumptions assumptions;
    double score = 0.0;
};

/// Coordinate descent from `start`: each factor scaled by 1 ± step in turn while that lowers the
/// objective, the step halving from 0.5 to 0.01.
Fitted descend(const std::vector<ServingCase>& cases, const Catalog& catalog, const std::vector<Factor>& all,
               ServingAssumptions start)
{
    Fitted best{start, fitObjective(cases, catalog, start)};
    for (double step = 0.5; step >= 0.01; step /= 2.0) {
        bool improved = true;
        while (improved) {
            improved = false;
            for (const Factor& factor : all) {
                for (const double direction : {1.0 + step, 1.0 / (1.0 + step)}) {
                    ServingAssumptions candidate = best.assumptions;
                    factor.set(candidate, std::clamp(factor.get(best.assumptions) * direction, factor.low, factor.high));
                    const double score = fitObjective(cases, catalog, candidate);
                    if (score < best.score - 1e-9) {
                        best = Fitted{candidate, score};
                        improved = true;
                    }
                }
            }
        }
    }
    return best;
}

/// Descends from the defaults, then from eight points scattered around the best so far (each
/// factor scaled by up to e^±0.6, from a fixed seed), keeping the lowest: the objective has
/// shallow valleys where one factor stands in for another.
ServingAssumptions fit(const std::vector<ServingCase>& cases, const Catalog& catalog)
{
    constexpr int RESTARTS = 8;
    const std::vector<Factor> all = factors();
    Fitted best = descend(cases, catalog, all, ServingAssumptions{});
    Xoshiro256StarStar random = Xoshiro256StarStar::forStream(12'345, 0);
    for (int restart = 0; restart < RESTARTS; ++restart) {
        ServingAssumptions start = best.assumptions;
        for (const Factor& factor : all)
            factor.set(start,
                       std::clamp(factor.get(start) * std::exp((random.nextProbability() - 0.5) * 1.2), factor.low, factor.high));
        const Fitted candidate = descend(cases, catalog, all, start);
        fmt::print(stderr, "restart {}: objective {:.5f}\n", restart + 1, candidate.score);
        if (candidate.score < best.score)
            best = candidate;
    }
    return best.assumptions;
}

} // namespace

int main(int argc, char** argv)
{
    const std::string_view mode = argc > 1 ? argv[1] : "";
    const auto catalog = loadEmbeddedCatalog();
    if (!catalog) {
        fmt::print(stderr, "the embedded catalog does not load\n");
        return 1;
    }
    const std::string memoryPath = TCO_TEST_DATA_DIR "/validation/sizing-validation.json";
    const std::vector<ServingCase> servingCases
        = loadServingCases(TCO_TEST_DATA_DIR "/validation/serving-measurements.json", memoryPath);
    const std::vector<MemoryCase> memoryCases = loadMemoryCases(memoryPath);
    ServingAssumptions assumptions;
    if (mode == "--pin") {
        pinMemoryEstimates(memoryPath, *catalog, assumptions);
        fmt::print("pinned the memory estimates in {}\n", memoryPath);
        return 0;
    }
    if (mode == "--infeasible") {
        for (const InfeasibleCase& infeasible : infeasibleCases(servingCases, *catalog, assumptions))
            fmt::print("{}: {}\n", infeasible.servingCase->id, infeasible.reason);
        return 0;
    }
    if (mode == "--cases") {
        fmt::print("id,campaign,held_out,gpu,serving,wide_ep,measured_output_per_gpu,estimated_output_per_gpu,"
                   "measured_itl_ms,estimated_itl_ms,measured_ttft_ms,estimated_ttft_ms\n");
        const auto optional = [](std::optional<double> value) { return value ? fmt::format("{:.6g}", *value) : std::string(); };
        for (const CaseEstimate& entry : estimateCases(servingCases, *catalog, assumptions)) {
            const ServingCase& servingCase = *entry.servingCase;
            const ServingEstimate& estimated = entry.estimated;
            const auto ifFeasible
                = [&](double value) { return estimated.feasible ? fmt::format("{:.6g}", value) : std::string(); };
            fmt::print("{},{},{},{},{},{},{},{},{},{},{},{}\n", servingCase.id, servingCase.campaign, servingCase.heldOut,
                       servingCase.gpu, nameOf(servingCase.mode, SERVING_MODE_NAMES), wideExpertParallel(servingCase),
                       optional(servingCase.outputPerGpu), ifFeasible(estimated.outputPerGpu),
                       optional(servingCase.interTokenLatencyMs), ifFeasible(estimated.interTokenLatencyMs),
                       optional(servingCase.timeToFirstTokenMs), ifFeasible(estimated.timeToFirstTokenMs));
        }
        return 0;
    }
    if (mode == "--fit") {
        assumptions = fit(servingCases, *catalog);
        for (const Factor& factor : factors())
            fmt::print("{} {:.3g}\n", factor.name, factor.get(assumptions));
        fmt::print("\n");
    }
    fmt::print("fit objective {:.5f}\n\n{}", fitObjective(servingCases, *catalog, assumptions),
               markdownTables(servingCases, memoryCases, *catalog, assumptions));
    return 0;
}
