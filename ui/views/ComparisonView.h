#pragma once

#include <QTableView>

class QSortFilterProxyModel;

namespace tco::ui {

class ComparisonModel;
class ScenarioPresenter;

/// Every option side by side, cheapest first by default, sortable by any column; Copy puts the
/// table on the clipboard as tab-separated text for a spreadsheet.
class ComparisonView : public QTableView {
    Q_OBJECT

public:
    explicit ComparisonView(const ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// The table as a spreadsheet takes it from the clipboard, in the order shown.
    [[nodiscard]] QString tabSeparatedText() const;
    void copyToClipboard() const;

private:
    ComparisonModel* m_model = nullptr;
    QSortFilterProxyModel* m_sorted = nullptr;
};

} // namespace tco::ui
