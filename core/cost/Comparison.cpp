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
    std::vector<OptionSummary> options;
    options.reserve(scenario.selfHosted.size() + scenario.apiOffers.size());
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        const SelfHostedEvaluation& result = evaluation.selfHosted[index];
        const PreparedSelfHosted& option = prepared.selfHosted[index];
        OptionSummary summary{scenario.selfHosted[index].name,
                              true,
                              index,
                              result.feasible,
                              {},
                              result.monthly,
                              0.0,
                              result.fleet,
                              nullptr,
                              result.utilization,
                              &evaluation.selfHostedHorizon[index]};
        if (result.feasible) {
            summary.costPerMillionTokens = perMillion(result.monthly);
            summary.replica = &option.layouts[result.fleet.layout].replica;
        } else {
            summary.reason = explainInfeasibility(option.layouts.front().replica, option.sizing);
        }
        options.push_back(std::move(summary));
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index) {
        options.push_back(OptionSummary{scenario.apiOffers[index].name,
                                        false,
                                        index,
                                        true,
                                        {},
                                        evaluation.api[index],
                                        perMillion(evaluation.api[index]),
                                        {},
                                        nullptr,
                                        0.0,
                                        &evaluation.apiHorizon[index]});
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
    if (!option.selfHosted) {
        const Workload& workload = prepared.scenario->workload;
        return apiMonthlyCost(prepared.api[option.index], monthlyTokens(workload, tokensPerDay), workload.batchShare);
    }
    const PreparedSelfHosted& selfHosted = prepared.selfHosted[option.index];
    if (!selfHosted.feasible())
        return std::nullopt;
    return selfHostedMonthlyCost(selfHosted, prepared.staffing, fleetFor(selfHosted, tokensPerDay).gpus,
                                 oneTimePerMonth(prepared));
}

std::optional<double> monthlyTotal(const PreparedScenario& prepared, OptionRef option, TokensPerDay tokensPerDay)
{
    return monthlyBreakdown(prepared, option, tokensPerDay).transform(&CostBreakdown::total);
}

const OptionSummary* cheapestOption(std::span<const OptionSummary> options, OptionKinds kinds)
{
    const auto counts = [kinds](const OptionSummary& option) {
        return kinds == OptionKinds::All || option.selfHosted == (kinds == OptionKinds::SelfHosted);
    };
    const std::optional<std::size_t> cheapest = cheapestOf(options.size(), [&](std::size_t index) -> std::optional<double> {
        const OptionSummary& option = options[index];
        if (!option.feasible || !counts(option))
            return std::nullopt;
        return option.monthly.total();
    });
    return cheapest ? &options[*cheapest] : nullptr;
}

} // namespace tco
