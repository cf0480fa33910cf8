#pragma once

#include "analysis/Sensitivity.h"
#include "views/charts/CostChartView.h"

#include <QStringList>

#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace tco::ui {

/// What matters most: the inputs that move the outcome furthest when each alone goes 20 % either
/// way (or over the range the scenario gives it), widest at the top, as bars left and right of
/// the outcome at the current values. Follows the sliders: a tornado is a hundred evaluations.
class TornadoChart : public CostChartView {
    Q_OBJECT

public:
    explicit TornadoChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// The most inputs the chart shows.
    static constexpr int MOST_BARS = 10;

private:
    void refresh() override;
    void restyle() override;
    void showBar(bool state, int index, QBarSet* set);

    QHorizontalStackedBarSeries* m_bars = nullptr;
    QBarSet* m_low = nullptr;
    QBarSet* m_high = nullptr;
    QBarCategoryAxis* m_drivers = nullptr;
    QValueAxis* m_change = nullptr;
    /// For each bar, bottom first: the driver's range and the outcomes at its ends, for the tip.
    QStringList m_tips;
};

/// The tornado of the scenario's outcome (scenarioOutcome()): each input alone 20 % either way,
/// or over the range the scenario gives it; nothing when the scenario has no outcome. The
/// scenario's own layouts are looked for in `memo` and kept there, the varied scenarios' come
/// from `layouts`.
[[nodiscard]] std::optional<Tornado> scenarioTornado(const Scenario& scenario, const Catalog& catalog, SizingMemo& memo,
                                                     const LayoutSource& layouts);

/// The bars a tornado chart shows: the inputs that move the outcome at all, widest first, at
/// most TornadoChart::MOST_BARS of them.
[[nodiscard]] std::vector<TornadoBar> shownBars(const Tornado& tornado);

} // namespace tco::ui
