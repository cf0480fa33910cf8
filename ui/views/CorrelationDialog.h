#pragma once

#include <QDialog>

#include <string>
#include <vector>

class QLabel;
class QTableWidget;

namespace tco::ui {

class ScenarioPresenter;

/// How the scenario's uncertain inputs move together: a matrix of their rank correlations, as
/// spreadsheet risk tools show it. The upper triangle is edited (a number from −1 to 1, empty or
/// zero for independent), the lower one mirrors it. While editing, it says whether the
/// correlations are possible together, and which a run would change if they are not. Writes
/// /analysis/correlations as one step that can be undone, keeping the reason of every pair it
/// keeps.
class CorrelationDialog : public QDialog {
    Q_OBJECT

public:
    explicit CorrelationDialog(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Writes the correlations into the scenario and closes, or shows why they are refused.
    void accept() override;

private:
    /// Mirrors an edited cell and checks the matrix.
    void cellEdited(int row, int column);
    /// Says whether the matrix's correlations are possible together; false when a cell is not a
    /// correlation.
    bool check();

    ScenarioPresenter& m_scenario;
    /// The drawn inputs' pointers, in the order of /analysis/distributions.
    std::vector<std::string> m_pointers;
    QTableWidget* m_matrix = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace tco::ui
