#include "analysis/Uncertainty.h"

#include "analysis/OutcomeEvaluator.h"
#include "scenario/Scenario.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <memory>

namespace tco {

std::expected<UncertaintyResult, std::string> runUncertainty(const Scenario& scenario, const Catalog& catalog,
                                                             const Outcome& outcome, std::int64_t samples, std::uint64_t seed,
                                                             int threads, MonteCarloProgress* progress)
{
    const std::vector<DriverDistribution>& distributions = scenario.analysis.distributions;
    if (distributions.empty())
        return std::unexpected(std::string("the scenario has no distribution to draw from; give its uncertain numbers one in "
                                           "/analysis/distributions (docs/scenario-format.md)"));
    UncertaintyResult result{outcome, {}, {}, std::nullopt};
    MonteCarloRequest request{{}, samples, seed, threads, scenario.analysis.sampling};
    for (const DriverDistribution& entry : distributions) {
        // Reading the file checked that every pointer names a driver.
        result.drivers.push_back(*findDriver(scenario, catalog, entry.pointer));
        request.inputs.push_back(entry.distribution);
    }
    // Reading the file checked that both of a pair's numbers have a distribution.
    const auto inputOf = [&distributions](const std::string& pointer) {
        return static_cast<std::size_t>(std::ranges::find(distributions, pointer, &DriverDistribution::pointer)
                                        - distributions.begin());
    };
    for (const DriverCorrelation& pair : scenario.analysis.correlations)
        request.correlations.push_back({inputOf(pair.first), inputOf(pair.second), pair.rankCorrelation});

    // Each worker draws into its own copy of the scenario. Every sample sets every drawn driver,
    // so the copy never needs putting back between samples; and it evaluates the outcome with its
    // own evaluator, which sizes an option again only when a drawn driver changes its sizing.
    struct Worker {
        Scenario scenario;
        OutcomeEvaluator outcome;
    };
    const std::vector<Driver>& drivers = result.drivers;
    // A search per sample would take a million of them: samples size the scenario's own layouts
    // again, each worker the same ones, so that the result does not depend on the threads.
    const PreparedScenario base = prepareScenario(scenario, catalog);
    const auto makeEvaluator = [&]() -> Evaluator {
        auto worker = std::make_shared<Worker>(scenario, OutcomeEvaluator(catalog, outcome, base));
        return [worker, &drivers, &catalog](std::span<const double> values) {
            for (std::size_t index = 0; index < drivers.size(); ++index)
                setDriverValue(drivers[index], worker->scenario, catalog, values[index]);
            return worker->outcome.evaluate(worker->scenario).value_or(std::numeric_limits<double>::quiet_NaN());
        };
    };
    auto run = runMonteCarlo(request, makeEvaluator, progress);
    if (!run)
        return std::unexpected(describe(run.error()));
    result.run = std::move(*run);

    const bool firstIsApi = outcome.option.kind == OptionKind::Api;
    if (comparesTwo(outcome.kind) && firstIsApi != (outcome.other.kind == OptionKind::Api)) {
        // Below zero the first option is the cheaper, above it the second: a tie, as when a
        // hybrid plan runs no GPUs, makes neither the cheaper.
        const double gpusCheaper = firstIsApi ? result.run.shareAboveZero : result.run.shareBelowZero;
        result.gpusAgainstApi = GpusAgainstApi{firstIsApi ? outcome.other : outcome.option,
                                               firstIsApi ? outcome.option : outcome.other, gpusCheaper};
    }
    return result;
}

} // namespace tco
