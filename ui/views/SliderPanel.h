#pragma once

#include "presenters/DriverPresenter.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;

namespace tco::ui {

class ScenarioPresenter;

/// A slider for each driver, with its value and unit, and the option and offer the
/// option-specific ones act on. A drag is one step of the undo history. The arrow keys and the
/// mouse wheel move a value by a round step of its unit, the page keys by ten
/// (DriverPresenter::step()); a value may be typed in its box.
class SliderPanel : public QWidget {
    Q_OBJECT

public:
    /// Positions along a slider: fine enough that one step is below what a value rounds to.
    static constexpr int STEPS = 1000;

    SliderPanel(ScenarioPresenter& scenario, DriverPresenter& drivers, QWidget* parent = nullptr);

    [[nodiscard]] QSlider* slider(SliderDriver driver) const;
    /// The box that shows the driver's value, where a value can be typed.
    [[nodiscard]] QLineEdit* valueBox(SliderDriver driver) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Row {
        QLabel* label = nullptr;
        QSlider* slider = nullptr;
        QLineEdit* value = nullptr;
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
