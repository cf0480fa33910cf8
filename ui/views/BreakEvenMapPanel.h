#pragma once

#include <QWidget>

class QComboBox;

namespace tco::ui {

class BreakEvenMap;
class ScenarioPresenter;

/// The break-even map with the choice of the two inputs it spans.
class BreakEvenMapPanel : public QWidget {
    Q_OBJECT

public:
    explicit BreakEvenMapPanel(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    [[nodiscard]] BreakEvenMap* map() const { return m_map; }

private:
    /// Lists the scenario's inputs in both boxes when they changed, showing the map's drivers.
    void fillChoices();
    void choose();

    const ScenarioPresenter& m_scenario;
    BreakEvenMap* m_map = nullptr;
    QComboBox* m_across = nullptr;
    QComboBox* m_up = nullptr;
};

} // namespace tco::ui
