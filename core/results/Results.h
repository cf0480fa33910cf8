#pragma once

#include "analysis/Answer.h"
#include "analysis/OutcomeMap.h"
#include "analysis/SensitivityAnalysis.h"
#include "analysis/Variants.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/MoneyOverTime.h"
#include "cost/SizingMemo.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tco {

/// Volumes a sweep holds per decade of the scale range: enough that a fleet's stairs show as
/// stairs at every volume a chart can be read at. The charts, the workbook's Sweep sheet, the
/// JSON report and `breakeven-cli sweep` all sweep at this density.
inline constexpr int SWEEP_POINTS_PER_DECADE = 60;

/// The volumes of a sweep from `from` to `to` (from < to) at SWEEP_POINTS_PER_DECADE, both
/// ends included.
[[nodiscard]] int sweepPointCount(double from, double to);

/// An analysis worked out for one key (what it was asked for), kept until it is asked for
/// another: how Results keeps the analyses it works out on first use.
template <typename Key, typename Value> class KeptFor {
public:
    template <typename Compute> [[nodiscard]] const Value& get(const Key& key, const Compute& compute)
    {
        if (!m_kept || m_kept->first != key)
            m_kept.emplace(key, compute());
        return m_kept->second;
    }
    void reset() { m_kept.reset(); }

private:
    std::optional<std::pair<Key, Value>> m_kept;
};

/// How the analyses that vary the scenario (the tornado, the spider, the map, the variants) size
/// what they vary.
enum class AnalysisSizing {
    /// Each varied scenario's layouts searched anew, as `evaluate` does: exact.
    Searched,
    /// Sized at the layouts the scenario's own search chose: close rather than exact where the
    /// search would choose others, and quick enough to follow a slider while it is dragged.
    AtFoundLayouts,
};

/// Everything worked out of one revision of a scenario, in one place, so that every view, report
/// and command reads the same answer: the evaluation, the options in order, the sweep and the
/// headline at once; the analyses when first asked for, then kept. The parts point into each
/// other and into the scenario, catalog and memo they were computed with, all of which outlive
/// it, so a Results is neither copied nor moved. Not for use by two threads at once: the
/// analyses are filled in on first use.
class Results {
public:
    /// Evaluates `scenario` (validated against `catalog`), its options' layouts looked for in
    /// `memo` and kept there, and the analyses sized by `sizing`.
    Results(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo, AnalysisSizing sizing = AnalysisSizing::Searched);
    Results(const Results&) = delete;
    Results& operator=(const Results&) = delete;

    [[nodiscard]] const Scenario& scenario() const { return *m_prepared.scenario; }
    [[nodiscard]] const Catalog& catalog() const { return *m_catalog; }
    [[nodiscard]] const PreparedScenario& prepared() const { return m_prepared; }
    [[nodiscard]] const Evaluation& evaluation() const { return m_evaluation; }
    /// Every option in the scenario's order: self-hosted, then API offers, then hybrid plans.
    [[nodiscard]] const std::vector<OptionSummary>& options() const { return m_options; }
    /// Every option's monthly cost across the scale range, SWEEP_POINTS_PER_DECADE a decade.
    [[nodiscard]] const std::vector<SweepPoint>& sweep() const { return m_sweep; }
    /// The answer the headline, the report's first page and `evaluate` state.
    [[nodiscard]] const Answer& answer() const { return m_answer; }
    /// The outcome the analyses measure (scenarioOutcome()); nothing without two options to compare.
    [[nodiscard]] const std::optional<Outcome>& outcome() const { return m_outcome; }

    /// The tornado of the outcome, each input over its default range or the one the file gives
    /// it (tornado()); nothing without an outcome.
    [[nodiscard]] const std::optional<Tornado>& tornado() const;
    /// The tornado of `outcome`, each input `spread` either side of its value when given, else
    /// as tornado() does: what `breakeven-cli sensitivity` asks with --between or --spread. The
    /// last one asked for is kept, the scenario's own among them.
    [[nodiscard]] const std::optional<Tornado>& tornadoOf(const Outcome& outcome, std::optional<double> spread = {}) const;
    /// The spider of the outcome (scenarioSpider()).
    [[nodiscard]] const std::optional<Spider>& spider() const;
    /// The break-even map across the input at `across` and up the one at `up` (scenarioMap(),
    /// which takes the defaults for empty or unknown pointers). The last map asked for is kept.
    [[nodiscard]] const std::optional<OutcomeMap>& map(std::string_view across = {}, std::string_view up = {}) const;
    /// The file's variants beside the scenario, measured by the outcome or, without one, by the
    /// first option's cost per million tokens; nothing when the scenario has no option at all.
    [[nodiscard]] const std::optional<VariantComparison>& variants() const;
    /// The file's variants measured by `outcome` (compareVariants()); the last one asked for is kept.
    [[nodiscard]] const std::optional<VariantComparison>& variantsOf(const Outcome& outcome) const;

    /// The option's money month by month over the horizon (moneyFlows()); nothing for a
    /// self-hosted option or hybrid plan that cannot run.
    [[nodiscard]] const std::optional<MoneyFlows>& moneyFlows(OptionRef option) const;
    /// What owning or self-hosting saves against the alternatives, as investments (investmentCases()).
    [[nodiscard]] const std::vector<InvestmentCase>& investmentCases() const;

    /// Sizes the analyses by `sizing` from now on; those already worked out at another are
    /// worked out again when next asked for. A slider's gesture ends with AnalysisSizing::Searched.
    void sizeAnalyses(AnalysisSizing sizing);

private:
    [[nodiscard]] LayoutSource analysisLayouts() const;

    const Catalog* m_catalog;
    SizingMemo* m_memo;
    AnalysisSizing m_sizing;
    PreparedScenario m_prepared;
    Evaluation m_evaluation;
    std::vector<OptionSummary> m_options;
    std::vector<SweepPoint> m_sweep;
    Answer m_answer;
    std::optional<Outcome> m_outcome;

    /// The analyses once worked out: empty until asked for.
    mutable KeptFor<std::pair<Outcome, std::optional<double>>, std::optional<Tornado>> m_tornado;
    mutable std::optional<std::optional<Spider>> m_spider;
    mutable KeptFor<std::pair<std::string, std::string>, std::optional<OutcomeMap>> m_map;
    mutable KeptFor<Outcome, std::optional<VariantComparison>> m_variants;
    /// By the option's position in the scenario (optionPosition()).
    mutable std::vector<std::optional<std::optional<MoneyFlows>>> m_moneyFlows;
    mutable std::optional<std::vector<InvestmentCase>> m_investmentCases;
};

} // namespace tco
