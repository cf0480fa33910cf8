#include "analysis/Uncertainty.h"

#include "scenario/Scenario.h"

#include <fmt/format.h>

#include <limits>
#include <memory>

namespace tco {

std::expected<UncertaintyResult, std::string> runUncertainty(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                                                             std::int64_t samples, std::uint64_t seed, int threads,
                                                             MonteCarloProgress* progress)
{
    const std::vector<DriverDistribution>& distributions = scenario.analysis.distributions;
    if (distributions.empty())
        return std::unexpected(std::string("the scenario has no distribution to draw from; give its uncertain numbers one in "
                                           "/analysis/distributions (docs/scenario-format.md)"));
    UncertaintyResult result{outcome, {}, {}, std::nullopt};
    MonteCarloRequest request{{}, samples, seed, threads};
    for (const DriverDistribution& entry : distributions) {
        // Reading the file checked that every pointer names a driver.
        result.drivers.push_back(*findDriver(scenario, catalog, entry.pointer));
        request.inputs.push_back(entry.distribution);
    }

    // Each worker draws into its own copy of the scenario. Every sample sets every drawn driver,
    // so the copy never needs putting back between samples.
    const std::vector<Driver>& drivers = result.drivers;
    const auto makeEvaluator = [&]() -> Evaluator {
        auto working = std::make_shared<Scenario>(scenario);
        return [working, &drivers, &catalog, &outcome](std::span<const double> values) {
            for (std::size_t index = 0; index < drivers.size(); ++index)
                setDriverValue(drivers[index], *working, catalog, values[index]);
            return outcomeValue(*working, catalog, outcome).value_or(std::numeric_limits<double>::quiet_NaN());
        };
    };
    auto run = runMonteCarlo(request, makeEvaluator, progress);
    if (!run)
        return std::unexpected(describe(run.error()));
    result.run = std::move(*run);

    if (outcome.kind == Outcome::Kind::MonthlyDifference && outcome.option.selfHosted != outcome.other.selfHosted) {
        // Below zero the first option is the cheaper; the share of zeros is negligible for costs.
        const double firstCheaper = result.run.shareBelowZero;
        result.probabilitySelfHostedCheaper = outcome.option.selfHosted ? firstCheaper : 1.0 - firstCheaper;
    }
    return result;
}

} // namespace tco
