#pragma once

#include <QDialog>

class QComboBox;
class QLabel;

namespace tco::ui {

class ScenarioPresenter;

/// Which two options the analyses compare (the tornado, the spider, the break-even map, Monte
/// Carlo, the variants): the headline's question, or any option against any other. Writes
/// /analysis/compare as one step that can be undone.
class CompareDialog : public QDialog {
    Q_OBJECT

public:
    explicit CompareDialog(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    void accept() override;

private:
    void showChoice();

    ScenarioPresenter& m_scenario;
    QComboBox* m_option = nullptr;
    QComboBox* m_against = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace tco::ui
