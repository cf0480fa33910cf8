#include "analysis/OutcomeEvaluator.h"

#include <span>
#include <utility>
#include <vector>

namespace tco {

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome)
    : m_catalog(catalog)
    , m_outcome(outcome)
{
}

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, const PreparedScenario& base)
    : m_catalog(catalog)
    , m_outcome(outcome)
{
    for (const PreparedSelfHosted& option : base.selfHosted)
        m_keptLayouts.push_back(servingLayoutsOf(option));
}

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, SizingMemo& memo)
    : m_catalog(catalog)
    , m_outcome(outcome)
    , m_memo(&memo)
{
}

std::optional<double> OutcomeEvaluator::evaluate(const Scenario& scenario)
{
    // The options' preparations are kept across scenarios: their layouts may serve again.
    std::vector<PreparedSelfHosted> selfHosted = std::move(m_prepared.selfHosted);
    std::vector<ApiPrices> api = std::move(m_prepared.api);
    m_prepared = prepareWithoutOptions(scenario, m_catalog);
    m_prepared.selfHosted = std::move(selfHosted);
    m_prepared.api = std::move(api);
    m_prepared.selfHosted.resize(scenario.selfHosted.size());
    m_prepared.api.resize(scenario.apiOffers.size());
    prepare(scenario, m_outcome.option);
    if (m_outcome.kind == Outcome::Kind::MonthlyDifference)
        prepare(scenario, m_outcome.other);
    return outcomeValue(m_prepared, m_outcome);
}

void OutcomeEvaluator::prepare(const Scenario& scenario, OptionRef option)
{
    if (option.selfHosted) {
        PreparedSelfHosted& prepared = m_prepared.selfHosted[option.index];
        if (m_memo != nullptr) {
            prepared = prepareSelfHosted(scenario, m_catalog, option.index, m_memo->entries());
            m_memo->remember(prepared);
            return;
        }
        const std::span<const ServingLayout> kept =
            m_keptLayouts.empty() ? std::span<const ServingLayout>() : std::span<const ServingLayout>(m_keptLayouts[option.index]);
        prepared = prepareSelfHosted(scenario, m_catalog, option.index, std::span(&prepared, 1), kept);
    } else {
        m_prepared.api[option.index] = prepareApiOffer(scenario, m_catalog, option.index);
    }
}

} // namespace tco
