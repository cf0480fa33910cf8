#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace tco::ui {

class MoneyChart;
class MoneyTableModel;
class ScenarioPresenter;

/// Money over time: an option's cash flow (servers paid when bought) or its P&L (servers as they
/// depreciate) year by year, as a chart and a table, and what it is worth as an investment
/// against the alternatives, or they against it: NPV, rate of return, payback.
class MoneyPanel : public QWidget {
    Q_OBJECT

public:
    explicit MoneyPanel(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    [[nodiscard]] MoneyChart* chart() const { return m_chart; }

private:
    /// Lists the options that can run, keeping the one chosen; the answer's own option first time.
    void refreshOptions();
    void showInvestments();
    void fitTable();

    const ScenarioPresenter& m_scenario;
    MoneyTableModel* m_model = nullptr;
    QComboBox* m_options = nullptr;
    MoneyChart* m_chart = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_investments = nullptr;
};

} // namespace tco::ui
