#pragma once

#include "presenters/DriverPresenter.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;

namespace tco::ui {

class ScenarioPresenter;

/// A slider for each driver, with its value and unit, and the option and offer the
/// option-specific ones act on. A drag is one step of the undo history.
class SliderPanel : public QWidget {
    Q_OBJECT

public:
    /// Positions along a slider: fine enough that one step is below what a value rounds to.
    static constexpr int STEPS = 1000;

    SliderPanel(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent = nullptr);

    [[nodiscard]] QSlider* slider(SliderDriver driver) const;

private:
    struct Row {
        QLabel* label = nullptr;
        QSlider* slider = nullptr;
        QLabel* value = nullptr;
    };

    void refresh();
    void refreshFocusChoices();

    ScenarioPresenter& m_scenario;
    DriverPresenter& m_drivers;
    QComboBox* m_selfHostedChoice = nullptr;
    QComboBox* m_apiChoice = nullptr;
    QHash<SliderDriver, Row> m_rows;
};

} // namespace tco::ui
