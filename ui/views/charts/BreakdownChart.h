#pragma once

#include "cost/CostItems.h"
#include "views/charts/CostChartView.h"

#include <optional>
#include <string>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace tco {
struct OptionSummary;
} // namespace tco

namespace tco::ui {

/// Each option's monthly cost at the scenario's volume as a bar of its items: GPU rental,
/// staff, power … for a self-hosted option that can run, token classes for an API offer.
class BreakdownChart : public CostChartView {
    Q_OBJECT

public:
    explicit BreakdownChart(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

private:
    /// A part of the bars: one cost item, or, with no item, an API bill after its discounts.
    using Segment = std::optional<CostItem>;

    /// The bars and their parts: what, when it changes, makes the bar sets anew.
    struct Layout {
        /// Positions in Results::options, bottom bar first, as the category axis counts them.
        std::vector<std::size_t> rows;
        std::vector<std::string> names;
        std::vector<Segment> segments;

        friend bool operator==(const Layout&, const Layout&) = default;
    };

    void refresh() override;
    void restyle() override;
    [[nodiscard]] static Layout layoutOf(const std::vector<OptionSummary>& options);
    void rebuild(Layout layout);
    void showSegment(bool state, int index, QBarSet* set);

    QHorizontalStackedBarSeries* m_bars = nullptr;
    QBarCategoryAxis* m_options = nullptr;
    QValueAxis* m_cost = nullptr;
    Layout m_layout;
};

} // namespace tco::ui
