#include "presenters/SpeedCostPresenter.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "results/Results.h"

#include <algorithm>
#include <exception>

namespace tco::ui {
namespace {

constexpr double MILLISECONDS_PER_SECOND = 1e3;

/// Whether the first token comes within the request's limit, as the search judges a layout
/// against it: a limit of zero sets none.
bool withinFirstTokenLimit(const SizingRequest& request, const SpeedCostPoint& point)
{
    const Seconds limit = request.batch.timeToFirstToken;
    return limit <= Seconds(0.0) || point.timeToFirstToken <= limit;
}

} // namespace

SpeedCostPresenter::SpeedCostPresenter(const ScenarioPresenter& scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
{
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &SpeedCostPresenter::follow);
}

const std::vector<SpeedCostOption>& SpeedCostPresenter::options() const
{
    catchUp();
    return m_options;
}

TokensPerSecond SpeedCostPresenter::perUserTarget() const
{
    catchUp();
    return m_perUserTarget;
}

const QString& SpeedCostPresenter::failure() const
{
    catchUp();
    return m_failure;
}

void SpeedCostPresenter::follow()
{
    m_behind = true;
    emit changed();
}

void SpeedCostPresenter::catchUp() const
{
    if (!m_behind)
        return;
    m_behind = false;
    try {
        update();
        m_failure.clear();
    } catch (const std::exception& error) {
        // No exception may leave a reader: nothing is shown, and the failure says why.
        m_frontiers.clear();
        m_options.clear();
        m_failure = tr("The configurations could not be worked out: %1").arg(toQString(error.what()));
    }
}

void SpeedCostPresenter::update() const
{
    const Results& results = m_scenario.results();
    const PreparedScenario& prepared = results.prepared();
    std::vector<Frontier> next;
    std::vector<SpeedCostOption> options;
    for (std::size_t index = 0; index < prepared.selfHosted.size(); ++index) {
        const PreparedSelfHosted& selfHosted = prepared.selfHosted[index];
        if (!selfHosted.feasible())
            continue;
        const std::size_t frontier = frontierFor(selfHosted.sizing, next);
        SpeedCostOption option;
        option.position = optionPosition(m_scenario.scenario(), OptionRef{OptionKind::SelfHosted, index});
        const OptionSummary& summary = results.options()[option.position];
        option.name = summary.name;
        for (SpeedCostPoint& point : speedAgainstCost(prepared, index, next[frontier].points)) {
            if (withinFirstTokenLimit(selfHosted.sizing, point))
                option.points.push_back(std::move(point));
        }
        const SizingResult& replica = selfHosted.layouts[summary.fleet.layout].replica;
        option.chosen = SpeedCostPoint{replica.operating.perUser,
                                       summary.costPerMillionTokens,
                                       replica.operating.perUser,
                                       replica.operating.timeToFirstToken,
                                       replica.layout,
                                       summary.fleet.gpus};
        options.push_back(std::move(option));
    }
    // Only the frontiers of today's options stay: an option changed back and forth is traced again.
    m_frontiers = std::move(next);
    m_options = std::move(options);
    m_perUserTarget = m_scenario.scenario().workload.outputTokensPerSecondPerUser;
}

QString SpeedCostPresenter::describe(const SpeedCostOption& option, const SpeedCostPoint& point) const
{
    return describePoint(toQString(option.name), point);
}

QString SpeedCostPresenter::describeChosen(const SpeedCostOption& option) const
{
    return describePoint(tr("%1, today's fleet", "a self-hosted option").arg(toQString(option.name)), option.chosen);
}

QString SpeedCostPresenter::targetText() const
{
    return tr("%1 tokens/s").arg(formatDriverValue(QLocale(), perUserTarget().value()));
}

QString SpeedCostPresenter::describePoint(const QString& heading, const SpeedCostPoint& point) const
{
    const QLocale locale;
    return tr("%1\n%2\n%3 output tokens/s per user, first token in %4 ms\n%5 GPUs: %6 per million tokens")
        .arg(heading, toQString(describeLayout(point.layout)), formatNumber(locale, point.configurationPerUser.value(), 1),
             formatWhole(locale, point.timeToFirstToken.value() * MILLISECONDS_PER_SECOND), formatCount(locale, point.fleetGpus),
             formatMoney(locale, Money{point.costPerMillionTokens, m_scenario.scenario().currency.display}));
}

std::size_t SpeedCostPresenter::frontierFor(const SizingRequest& request, std::vector<Frontier>& next) const
{
    const auto sameRequest = [&request](const Frontier& frontier) { return frontier.request == request; };
    if (const auto shared = std::ranges::find_if(next, sameRequest); shared != next.end())
        return static_cast<std::size_t>(shared - next.begin());
    if (const auto kept = std::ranges::find_if(m_frontiers, sameRequest); kept != m_frontiers.end()) {
        next.push_back(*kept);
    } else {
        next.push_back({request, searchLayouts(request, true).frontier});
        ++m_searches;
    }
    return next.size() - 1;
}

} // namespace tco::ui
