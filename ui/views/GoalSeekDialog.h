#pragma once

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace tco::ui {

class ScenarioPresenter;

/// Goal seek, as Excel asks it: set an outcome (how much more one option costs a month than
/// another, or one option's cost per million tokens) to a target by changing one input. It opens
/// on the input that moves the outcome most (the tornado's first) and on a break-even: the
/// headline's two options, a target of zero. The dialog shows the answer seekGoal() gives, and
/// the value found can be applied to the scenario as one undoable step.
class GoalSeekDialog : public QDialog {
    Q_OBJECT

public:
    explicit GoalSeekDialog(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Searches with the question as it stands and shows the answer, or why there is none.
    void find();
    /// Gives the input the value found, as one step of the undo history.
    void apply();

private:
    void fillChoices();
    /// Shows the second option and the target's unit for the kind of outcome chosen.
    void showKind();
    /// The answer shown no longer answers the question once it changes.
    void forgetAnswer();

    ScenarioPresenter& m_scenario;
    QComboBox* m_kind = nullptr;
    QComboBox* m_option = nullptr;
    QLabel* m_againstLabel = nullptr;
    QComboBox* m_against = nullptr;
    QLineEdit* m_target = nullptr;
    QLabel* m_targetUnit = nullptr;
    QComboBox* m_driver = nullptr;
    QLabel* m_answer = nullptr;
    QPushButton* m_apply = nullptr;
    std::optional<double> m_found;
};

} // namespace tco::ui
