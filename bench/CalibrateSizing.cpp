// Fits the sizing model's efficiency factors to the published measurements in
// tests/data/validation/sizing-validation.json and prints the validation table.
//
//   build/default/bench/calibrate_sizing [--fit | --pin]
//
// Without arguments it prints the tables of docs/sizing-model.md for the defaults in
// core/sizing/ServingAssumptions.h. With --pin it writes those estimates into the validation
// document as the values the tests pin, after a deliberate change to the model.
// With --fit it searches a grid over every combination of the factors, within physically
// plausible bounds, then refines the best point one factor at a time on a finer grid. It
// minimises the median absolute error of the throughput cases, the mean absolute log error
// breaking ties: the median keeps a few outliers (engine releases far slower than their
// peers) from dragging every other estimate, which a mean would do. It prints the factors and
// their table. Memory cases do not depend on these factors.

#include "SizingValidation.h"
#include "TestPaths.h"
#include "catalog/CatalogLoader.h"

#include <fmt/format.h>

#include <cmath>
#include <functional>
#include <string_view>

namespace {

using namespace tco;
using namespace tco::validation;

struct Score {
    double meanLogError = 0.0;
    double median = 0.0;
    friend bool operator<(const Score& a, const Score& b)
    {
        return a.median != b.median ? a.median < b.median : a.meanLogError < b.meanLogError;
    }
};

Score throughputScore(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    std::vector<double> errors;
    double logErrors = 0.0;
    for (const ValidationCase& validationCase : cases) {
        if (validationCase.kind != ValidationCase::Kind::OutputTokensPerSecond)
            continue;
        const double estimated = estimate(validationCase, catalog, assumptions);
        errors.push_back(relativeError(estimated, validationCase.measured));
        logErrors += std::abs(std::log(estimated / validationCase.measured));
    }
    return Score{logErrors / static_cast<double>(errors.size()), median(errors)};
}

struct Factor {
    const char* name;
    std::function<void(ServingAssumptions&, double)> set;
    double low;
    double high;
    double coarseStep;
    double fineStep;
};

/// Tries every combination of the factors from `index` on, on their coarse grids.
void searchGrid(const std::vector<Factor>& factors, std::size_t index, ServingAssumptions candidate, const std::vector<ValidationCase>& cases,
                const Catalog& catalog, ServingAssumptions& best, Score& bestScore)
{
    if (index == factors.size()) {
        const Score score = throughputScore(cases, catalog, candidate);
        if (score < bestScore) {
            bestScore = score;
            best = candidate;
        }
        return;
    }
    const Factor& factor = factors[index];
    for (double value = factor.low; value <= factor.high + 1e-9; value += factor.coarseStep) {
        factor.set(candidate, value);
        searchGrid(factors, index + 1, candidate, cases, catalog, best, bestScore);
    }
}

} // namespace

int main(int argc, char** argv)
{
    const std::string_view mode = argc > 1 ? std::string_view(argv[1]) : std::string_view();
    const bool fit = mode == "--fit";
    const std::string path = TCO_TEST_DATA_DIR "/validation/sizing-validation.json";
    const auto catalog = loadEmbeddedCatalog();
    if (!catalog) {
        fmt::print(stderr, "{}\n", describe(catalog.error()));
        return 1;
    }
    const std::vector<ValidationCase> cases = loadValidationCases(path);
    ServingAssumptions best;
    if (fit) {
        const std::vector<Factor> factors{
            // Bounds: decode rarely reaches more than 90 % of peak bandwidth, nor prefill more than
            // 70 % of peak tensor throughput, in published kernel and engine measurements.
            {"memory_bandwidth_utilization", [](ServingAssumptions& a, double v) { a.memoryBandwidthUtilization = v; }, 0.5, 0.9, 0.05, 0.01},
            {"expert_bandwidth_utilization", [](ServingAssumptions& a, double v) { a.expertBandwidthUtilization = v; }, 0.1, 1.0, 0.1, 0.01},
            {"decode_compute_utilization", [](ServingAssumptions& a, double v) { a.decodeComputeUtilization = v; }, 0.15, 0.7, 0.05, 0.01},
            {"prefill_compute_utilization", [](ServingAssumptions& a, double v) { a.prefillComputeUtilization = v; }, 0.3, 0.7, 0.05, 0.01},
            {"layer_overhead_us", [](ServingAssumptions& a, double v) { a.layerOverhead = microseconds(v); }, 0.0, 100.0, 10.0, 1.0},
        };
        Score bestScore = throughputScore(cases, *catalog, best);
        searchGrid(factors, 0, best, cases, *catalog, best, bestScore);
        for (int round = 0; round < 4; ++round) {
            for (const Factor& factor : factors) {
                for (double value = factor.low; value <= factor.high + 1e-9; value += factor.fineStep) {
                    ServingAssumptions candidate = best;
                    factor.set(candidate, value);
                    const Score score = throughputScore(cases, *catalog, candidate);
                    if (score < bestScore) {
                        bestScore = score;
                        best = candidate;
                    }
                }
            }
        }
        fmt::print("memory_bandwidth_utilization {:.2f}\nexpert_bandwidth_utilization {:.2f}\ndecode_compute_utilization {:.2f}\n"
                   "prefill_compute_utilization {:.2f}\nlayer_overhead_us {:.0f}\n"
                   "mean absolute log error {:.4f}, median absolute error {:.4f}\n\n",
                   best.memoryBandwidthUtilization, best.expertBandwidthUtilization, best.decodeComputeUtilization,
                   best.prefillComputeUtilization, best.layerOverhead.value() * 1e6, bestScore.meanLogError,
                   bestScore.median);
    }
    if (mode == "--pin") {
        pinEstimates(path, *catalog, best);
        fmt::print("pinned the estimates in {}\n", path);
        return 0;
    }
    fmt::print("{}", markdownTables(cases, *catalog, best));
    return 0;
}
