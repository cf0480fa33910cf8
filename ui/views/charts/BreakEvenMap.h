#pragma once

#include "analysis/OutcomeMap.h"
#include "views/charts/CostChartView.h"
#include "views/charts/GridAxis.h"

#include <QImage>

#include <optional>
#include <string>

class QGraphicsPixmapItem;
class QLineSeries;
class QScatterSeries;

namespace tco::ui {

/// A two-way data table as a map: the outcome across one input and up another, each cell
/// coloured by which option is cheaper there and by how much, with the break-even contour and
/// the current scenario marked: the table scenarioMap() works out, by default tokens a day across
/// and the self-hosted option's GPU price up. Follows the sliders: the table is some 1,300
/// evaluations.
class BreakEvenMap : public CostChartView {
    Q_OBJECT

public:
    explicit BreakEvenMap(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Maps the outcome across the driver at `across` and up the one at `up` (JSON pointers);
    /// an empty or unknown pointer takes the default.
    void setDrivers(const std::string& across, const std::string& up);
    /// The drivers the map shows, by pointer; empty when it shows nothing.
    [[nodiscard]] const std::string& acrossDriver() const;
    [[nodiscard]] const std::string& upDriver() const;
    /// The map drawn; empty when the scenario has no outcome.
    [[nodiscard]] const std::optional<OutcomeMap>& map() const { return m_map; }

signals:
    /// The map was drawn again, perhaps across other drivers.
    void drawn();

protected:
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    void refresh() override;
    void restyle() override;
    /// Colours the cells' picture from the table, in the current theme.
    void paintCells();
    /// Lays the cells' picture over the plot area, and labels the axes again when it has grown
    /// or shrunk enough to hold more or fewer labels.
    void placeCells();
    /// Labels both axes with as many round values as the plot area holds.
    void labelAxes();
    void showContour();
    [[nodiscard]] QString valueLabel(const Driver& driver, double value) const;

    std::string m_chosenAcross;
    std::string m_chosenUp;
    GridAxis m_columns;
    GridAxis m_rows;
    QGraphicsPixmapItem* m_cells = nullptr;
    QImage m_picture;
    /// The plot area's size the axes were last labelled for.
    QSizeF m_labelledFor;
    /// The contour in runs of columns that cross zero; a column with no crossing breaks it.
    QList<QLineSeries*> m_contour;
    QScatterSeries* m_current = nullptr;
    /// Legend entries for the colours: the measured option cheaper, the other cheaper, no cost.
    QScatterSeries* m_firstCheaper = nullptr;
    QScatterSeries* m_otherCheaper = nullptr;
    QScatterSeries* m_cannotRun = nullptr;
    std::optional<OutcomeMap> m_map;
};

} // namespace tco::ui
