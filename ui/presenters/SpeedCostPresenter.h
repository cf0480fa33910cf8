#pragma once

#include "cost/SpeedCost.h"
#include "sizing/Sizing.h"

#include <QObject>
#include <QString>

#include <cstddef>
#include <string>
#include <vector>

namespace tco::ui {

class ScenarioPresenter;

/// A self-hosted option's configurations from the fastest per user to the most output per GPU,
/// each priced at today's volume, and the one its fleet is built of.
struct SpeedCostOption {
    std::string name;
    /// Its place in Results::options, which gives it its colour.
    std::size_t position = 0;
    /// The option's frontier, fastest per user first, less the points slower to the first token
    /// than the scenario allows (when it sets a limit).
    std::vector<SpeedCostPoint> points;
    /// The layout the fleet uses today, at the speed each user sees and the fleet's own cost
    /// per million tokens.
    SpeedCostPoint chosen;
};

/// What the speed-against-cost chart shows, kept up to date with a ScenarioPresenter. Tracing an
/// option's frontier is a search over every layout and batch (a few milliseconds for DeepSeek-R1
/// on a GB200 rack); pricing it is a few multiplications. So each option's frontier is kept with the sizing
/// request it was traced for and traced again only when that request changes (the model, the
/// GPU, the precisions, the request shape, the speed targets, the serving assumptions), while a
/// price or a volume only prices it again. And nothing is worked out until it is read: a change
/// only marks the options behind, so that a slider dragged while the chart is on a tab out of
/// view (which reads nothing until it is shown) waits for no frontier.
class SpeedCostPresenter : public QObject {
    Q_OBJECT

public:
    /// Follows `scenario`, which must outlive it. A view that reads from the presenter and also
    /// follows the scenario must connect after it, so as to find it up to date.
    explicit SpeedCostPresenter(const ScenarioPresenter& scenario, QObject* parent = nullptr);

    [[nodiscard]] const ScenarioPresenter& scenario() const { return m_scenario; }
    /// Every self-hosted option that can run, in the scenario's order.
    [[nodiscard]] const std::vector<SpeedCostOption>& options() const;
    /// The speed each user is to see, as the scenario sets it.
    [[nodiscard]] TokensPerSecond perUserTarget() const;
    /// How many frontiers have been traced since the presenter was made: one for each sizing
    /// request not seen when the options were read before (options with the same request share
    /// one). It counts what has been read, and reads nothing itself.
    [[nodiscard]] int searches() const { return m_searches; }
    /// Why the options could not be worked out, if they could not; empty otherwise.
    [[nodiscard]] const QString& failure() const;

    /// One of the option's configurations in words, for a tooltip: the option, the layout, the
    /// speed each user sees and how soon the first token comes, and the GPUs a fleet of it alone
    /// needs today with its cost per million tokens.
    [[nodiscard]] QString describe(const SpeedCostOption& option, const SpeedCostPoint& point) const;
    /// The configuration the option's fleet uses today, in the same words.
    [[nodiscard]] QString describeChosen(const SpeedCostOption& option) const;
    /// The per-user target with its unit: "25 tokens/s".
    [[nodiscard]] QString targetText() const;

signals:
    /// The options, the target or the failure may have changed: they are worked out when next read.
    void changed();

private:
    /// A frontier and the request it was traced for.
    struct Frontier {
        SizingRequest request;
        std::vector<FrontierPoint> points;
    };

    /// Marks the options behind the scenario and signals changed().
    void follow();
    /// Works the options out if the scenario changed since they last were.
    void catchUp() const;
    void update() const;
    /// A configuration in words under `heading`, which names the option.
    [[nodiscard]] QString describePoint(const QString& heading, const SpeedCostPoint& point) const;
    /// The frontier for `request` in `next`: taken from there, or from the last change's, or traced.
    [[nodiscard]] std::size_t frontierFor(const SizingRequest& request, std::vector<Frontier>& next) const;

    const ScenarioPresenter& m_scenario;
    // What the scenario gives, worked out when first read after a change (catchUp()).
    mutable bool m_behind = true;
    mutable std::vector<Frontier> m_frontiers;
    mutable std::vector<SpeedCostOption> m_options;
    mutable TokensPerSecond m_perUserTarget;
    mutable int m_searches = 0;
    mutable QString m_failure;
};

} // namespace tco::ui
