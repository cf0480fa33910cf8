#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace tco::ui {

class ScenarioPresenter;

/// The range the tornado varies each input over: empty for its default range (by the kind of
/// number it is, shown beside), or a low and a high the team agrees on. Writes /analysis/ranges as one step that can be undone.
class RangesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RangesDialog(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Writes the ranges into the scenario and closes, or shows why the scenario refuses them.
    void accept() override;

    /// The table's columns.
    enum Column { InputColumn, NowColumn, DefaultColumn, LowColumn, HighColumn };

private:
    ScenarioPresenter& m_scenario;
    QTableWidget* m_table = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace tco::ui
