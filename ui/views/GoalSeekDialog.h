#pragma once

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace tco::ui {

class ScenarioPresenter;

/// Goal seek: the value of one input at which two options cost the same ("the GPU hourly price
/// at which self-hosting breaks even"). The dialog asks the question and shows the answer
/// seekGoal() gives; the answer can be applied to the scenario as one undoable step.
class GoalSeekDialog : public QDialog {
    Q_OBJECT

public:
    explicit GoalSeekDialog(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Searches with the inputs chosen and shows the answer, or why there is none.
    void find();
    /// Gives the input the value found, as one step of the undo history.
    void apply();

private:
    void fillChoices();

    ScenarioPresenter& m_scenario;
    QComboBox* m_driver = nullptr;
    QComboBox* m_option = nullptr;
    QComboBox* m_against = nullptr;
    QLabel* m_answer = nullptr;
    QPushButton* m_apply = nullptr;
    std::optional<double> m_found;
};

} // namespace tco::ui
