#include "analysis/OutcomeEvaluator.h"

#include "scenario/Resolve.h"

#include <span>
#include <utility>
#include <vector>

namespace tco {

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome)
    : m_catalog(catalog)
    , m_outcome(outcome)
{ }

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, const PreparedScenario& base)
    : m_catalog(catalog)
    , m_outcome(outcome)
{
    for (const PreparedSelfHosted& option : base.selfHosted)
        m_keptLayouts.emplace_back(servingLayoutsOf(option));
}

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, SizingMemo& memo)
    : m_catalog(catalog)
    , m_outcome(outcome)
    , m_memo(&memo)
{ }

OutcomeEvaluator::OutcomeEvaluator(const Catalog& catalog, const Outcome& outcome, SizingMemo& memo, const PreparedScenario& base)
    : OutcomeEvaluator(catalog, outcome, base)
{
    m_memo = &memo;
}

OutcomeEvaluator outcomeEvaluator(const Catalog& catalog, const Outcome& outcome, const LayoutSource& source)
{
    if (source.keptFrom != nullptr && source.memo != nullptr)
        return OutcomeEvaluator(catalog, outcome, *source.memo, *source.keptFrom);
    if (source.keptFrom != nullptr)
        return OutcomeEvaluator(catalog, outcome, *source.keptFrom);
    if (source.memo != nullptr)
        return OutcomeEvaluator(catalog, outcome, *source.memo);
    return OutcomeEvaluator(catalog, outcome);
}

std::optional<double> OutcomeEvaluator::evaluate(const Scenario& scenario)
{
    // The options' preparations are kept across scenarios: their layouts may serve again.
    std::vector<PreparedSelfHosted> selfHosted = std::move(m_prepared.selfHosted);
    std::vector<ApiPrices> api = std::move(m_prepared.api);
    std::vector<PreparedHybrid> hybrids = std::move(m_prepared.hybrids);
    std::optional<WeekLoad> weekLoad = std::move(m_prepared.weekLoad);
    m_prepared = prepareWithoutOptions(scenario, m_catalog);
    m_prepared.weekLoad = std::move(weekLoad);
    m_prepared.selfHosted = std::move(selfHosted);
    m_prepared.api = std::move(api);
    m_prepared.hybrids = std::move(hybrids);
    m_prepared.selfHosted.resize(scenario.selfHosted.size());
    m_prepared.api.resize(scenario.apiOffers.size());
    m_prepared.hybrids.resize(scenario.hybrids.size());
    prepare(scenario, m_outcome.option);
    if (comparesTwo(m_outcome.kind))
        prepare(scenario, m_outcome.other);
    return outcomeValue(m_prepared, m_outcome);
}

void OutcomeEvaluator::prepare(const Scenario& scenario, OptionRef option)
{
    if (option.kind == OptionKind::Hybrid) {
        // A hybrid costs its self-hosted option's fleet and its API offer's tokens against the
        // week's load, sorted again only when the scenario's shape differs from the last one's.
        const LoadShape* shape = loadShapeOf(scenario, m_catalog);
        if (!m_weekShape || *m_weekShape != *shape) {
            m_weekShape = *shape;
            m_prepared.weekLoad.emplace(*shape);
        }
        const PreparedHybrid& hybrid = m_prepared.hybrids[option.index] = prepareHybrid(scenario, m_catalog, option.index);
        prepare(scenario, OptionRef{OptionKind::SelfHosted, hybrid.selfHosted});
        prepare(scenario, OptionRef{OptionKind::Api, hybrid.api});
        return;
    }
    if (option.selfHosted()) {
        PreparedSelfHosted& prepared = m_prepared.selfHosted[option.index];
        KeptServingLayouts* kept = m_keptLayouts.empty() ? nullptr : &m_keptLayouts[option.index];
        if (m_memo != nullptr) {
            prepared = prepareSelfHosted(scenario, m_catalog, option.index, m_memo->entries(), kept);
            // The memo holds what searches found, never layouts kept from another scenario.
            if (kept == nullptr)
                m_memo->remember(prepared);
            return;
        }
        prepared = prepareSelfHosted(scenario, m_catalog, option.index, std::span(&prepared, 1), kept);
    } else {
        m_prepared.api[option.index] = prepareApiOffer(scenario, m_catalog, option.index);
    }
}

} // namespace tco
