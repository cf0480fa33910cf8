#include "cost/Comparison.h"

#include "cost/ApiCost.h"
#include "cost/MonthlyTokens.h"
#include "cost/SelfHostedCost.h"

#include <algorithm>

namespace tco {

std::vector<OptionSummary> summarizeOptions(const PreparedScenario& prepared, const Evaluation& evaluation)
{
    const Scenario& scenario = *prepared.scenario;
    const auto perMillion = [&](const CostBreakdown& monthly) {
        return evaluation.monthlyTokens > 0.0 ? monthly.total() / evaluation.monthlyTokens * TOKENS_PER_MILLION : 0.0;
    };
    const auto whyCannotRun
        = [](const PreparedSelfHosted& option) { return explainInfeasibility(option.layouts.front().replica, option.sizing); };
    std::vector<OptionSummary> options;
    options.reserve(scenario.selfHosted.size() + scenario.apiOffers.size() + scenario.hybrids.size());
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        const SelfHostedEvaluation& result = evaluation.selfHosted[index];
        const PreparedSelfHosted& option = prepared.selfHosted[index];
        OptionSummary summary{.name = scenario.selfHosted[index].name,
                              .ref = {OptionKind::SelfHosted, index},
                              .feasible = result.feasible,
                              .monthly = result.monthly,
                              .fleet = result.fleet,
                              .utilization = result.utilization,
                              .horizon = &horizonOf(evaluation, {OptionKind::SelfHosted, index})};
        if (result.feasible) {
            summary.costPerMillionTokens = perMillion(result.monthly);
            summary.replica = &option.layouts[result.fleet.layout].replica;
        } else {
            summary.reason = whyCannotRun(option);
        }
        options.push_back(std::move(summary));
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index) {
        options.push_back(OptionSummary{.name = scenario.apiOffers[index].name,
                                        .ref = {OptionKind::Api, index},
                                        .monthly = evaluation.api[index],
                                        .costPerMillionTokens = perMillion(evaluation.api[index]),
                                        .horizon = &horizonOf(evaluation, {OptionKind::Api, index})});
    }
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index) {
        const HybridEvaluation& result = evaluation.hybrids[index];
        const PreparedSelfHosted& option = prepared.selfHosted[prepared.hybrids[index].selfHosted];
        OptionSummary summary{.name = scenario.hybrids[index].name,
                              .ref = {OptionKind::Hybrid, index},
                              .feasible = result.feasible,
                              .monthly = result.monthly,
                              .fleet = result.fleet.fleet,
                              .utilization = result.utilization,
                              .horizon = &horizonOf(evaluation, {OptionKind::Hybrid, index})};
        if (result.feasible) {
            summary.costPerMillionTokens = perMillion(result.monthly);
            summary.hybrid = &result.fleet;
            if (result.fleet.fleet.gpus > 0)
                summary.replica = &option.layouts[result.fleet.fleet.layout].replica;
        } else {
            summary.reason = whyCannotRun(option);
        }
        options.push_back(std::move(summary));
    }
    return options;
}

void sortCheapestFirst(std::vector<OptionSummary>& options)
{
    std::ranges::stable_sort(options, [](const OptionSummary& a, const OptionSummary& b) {
        if (a.feasible != b.feasible)
            return a.feasible;
        return a.monthly.total() < b.monthly.total();
    });
}

std::optional<CostBreakdown> monthlyBreakdown(const PreparedScenario& prepared, OptionRef option, TokensPerDay tokensPerDay)
{
    switch (option.kind) {
    case OptionKind::Api:
        return apiMonth(prepared, prepared.api[option.index], tokensPerDay);
    case OptionKind::SelfHosted: {
        const PreparedSelfHosted& selfHosted = prepared.selfHosted[option.index];
        if (!selfHosted.feasible())
            return std::nullopt;
        return selfHostedMonth(prepared, selfHosted, fleetFor(selfHosted, tokensPerDay),
                               idleReservedGpus(selfHosted, tokensPerDay));
    }
    case OptionKind::Hybrid: {
        const PreparedHybrid& hybrid = prepared.hybrids[option.index];
        return hybridFleetAt(prepared, hybrid, tokensPerDay).transform([&](const HybridFleet& fleet) {
            return hybridMonthlyCost(prepared, hybrid, fleet, tokensPerDay);
        });
    }
    }
    return std::nullopt;
}

std::optional<double> monthlyTotal(const PreparedScenario& prepared, OptionRef option, TokensPerDay tokensPerDay)
{
    return monthlyBreakdown(prepared, option, tokensPerDay).transform(&CostBreakdown::total);
}

const OptionSummary* cheapestOption(std::span<const OptionSummary> options, std::optional<OptionKind> kind)
{
    const auto counts = [kind](const OptionSummary& option) { return !kind || option.ref.kind == *kind; };
    const std::optional<std::size_t> cheapest = cheapestOf(options.size(), [&](std::size_t index) -> std::optional<double> {
        const OptionSummary& option = options[index];
        if (!option.feasible || !counts(option))
            return std::nullopt;
        return option.monthly.total();
    });
    return cheapest ? &options[*cheapest] : nullptr;
}

} // namespace tco
