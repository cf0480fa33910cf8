#include "results/Results.h"

#include "analysis/Outcome.h"

#include <algorithm>
#include <cmath>

namespace tco {

int sweepPointCount(double from, double to)
{
    return std::max(2, static_cast<int>(std::ceil(std::log10(to / from) * SWEEP_POINTS_PER_DECADE)) + 1);
}

Results::Results(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo, AnalysisSizing sizing)
    : m_catalog(&catalog)
    , m_memo(&memo)
    , m_sizing(sizing)
    , m_prepared(prepareScenario(scenario, catalog, memo))
    , m_evaluation(evaluate(m_prepared))
    , m_options(summarizeOptions(m_prepared, m_evaluation))
    , m_sweep(tco::sweep(m_prepared, m_evaluation.volumes.from, m_evaluation.volumes.to,
                         sweepPointCount(m_evaluation.volumes.from, m_evaluation.volumes.to)))
    , m_answer(answerFor(m_prepared, m_evaluation))
    , m_outcome(scenarioOutcome(m_prepared))
{ }

LayoutSource Results::analysisLayouts() const
{
    if (m_sizing == AnalysisSizing::AtFoundLayouts)
        return LayoutSource{m_memo, &m_prepared};
    return LayoutSource{m_memo};
}

const std::optional<Tornado>& Results::tornado() const
{
    static const std::optional<Tornado> none;
    return m_outcome ? tornadoOf(*m_outcome) : none;
}

const std::optional<Tornado>& Results::tornadoOf(const Outcome& outcome, std::optional<double> spread) const
{
    return m_tornado.get(std::pair(outcome, spread), [&] {
        const Scenario& current = scenario();
        return tco::tornado(current, *m_catalog, outcome, spread, current.analysis.ranges, analysisLayouts());
    });
}

const std::optional<Spider>& Results::spider() const
{
    if (!m_spider)
        m_spider = scenarioSpider(scenario(), *m_catalog, m_prepared, analysisLayouts());
    return *m_spider;
}

const std::optional<OutcomeMap>& Results::map(std::string_view across, std::string_view up) const
{
    return m_map.get(std::pair(std::string(across), std::string(up)),
                     [&] { return scenarioMap(scenario(), *m_catalog, m_prepared, across, up, analysisLayouts()); });
}

const std::optional<VariantComparison>& Results::variants() const
{
    static const std::optional<VariantComparison> none;
    const Scenario& current = scenario();
    if (current.selfHosted.empty() && current.apiOffers.empty())
        return none;
    // Without two options to compare there are no outcome rows, but the inputs and monthly costs
    // still compare: any option stands in for the outcome the comparison needs.
    return variantsOf(m_outcome.value_or(Outcome{Outcome::Kind::CostPerMillionTokens, optionAtPosition(current, 0), {}}));
}

const std::optional<VariantComparison>& Results::variantsOf(const Outcome& outcome) const
{
    return m_variants.get(outcome, [&]() -> std::optional<VariantComparison> {
        const Scenario& current = scenario();
        // Reading the file checked every variant's pointers, so the comparison cannot fail.
        auto compared = compareVariants(current, *m_catalog, outcome, current.analysis.variants, m_memo);
        return compared ? std::optional(std::move(*compared)) : std::nullopt;
    });
}

const std::optional<MoneyFlows>& Results::moneyFlows(OptionRef option) const
{
    const std::size_t position = optionPosition(scenario(), option);
    if (m_moneyFlows.empty())
        m_moneyFlows.resize(optionCount(scenario()));
    std::optional<std::optional<MoneyFlows>>& kept = m_moneyFlows[position];
    if (!kept)
        kept = tco::moneyFlows(m_prepared, option);
    return *kept;
}

const std::vector<InvestmentCase>& Results::investmentCases() const
{
    if (!m_investmentCases)
        m_investmentCases = tco::investmentCases(m_prepared);
    return *m_investmentCases;
}

void Results::sizeAnalyses(AnalysisSizing sizing)
{
    if (sizing == m_sizing)
        return;
    m_sizing = sizing;
    m_tornado.reset();
    m_spider.reset();
    m_map.reset();
    m_variants.reset();
}

} // namespace tco
