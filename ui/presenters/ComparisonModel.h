#pragma once

#include <QAbstractTableModel>

#include <optional>

namespace tco {
struct OptionSummary;
}

namespace tco::ui {

class ScenarioPresenter;

/// Every option side by side at the scenario's volume: one row per option, in the scenario's
/// order (a sort proxy orders them), with its differences from the cheapest.
class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Name,
        Monthly,
        PerMillionTokens,
        Gpus,
        Utilization,
        HorizonTotal,
        NetPresentValue,
        MoreThanCheapest,
        PercentMoreThanCheapest,
        ColumnCount
    };
    enum Role {
        /// The number behind a figure, for sorting; nothing for a figure that does not apply.
        SortRole = Qt::UserRole,
        /// The figure as a spreadsheet reads it: a plain number, no symbol or grouping.
        ExportRole,
        /// Whether the row is the cheapest option.
        CheapestRole,
    };

    explicit ComparisonModel(const ScenarioPresenter& scenario, QObject* parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// The number a cell shows, if the column applies to the row.
    [[nodiscard]] std::optional<double> figure(int row, int column) const;
    [[nodiscard]] QString text(int row, int column) const;
    [[nodiscard]] int cheapestRow() const;
    /// What the GPUs of a self-hosted option's fleet are: its layout, and why.
    [[nodiscard]] QString layoutToolTip(const OptionSummary& option) const;

    const ScenarioPresenter& m_scenario;
};

/// A column's heading on one line, as it is copied or printed: its ExportRole where the model
/// gives one ("Monthly (EUR)", which the screen shows on two lines), else its display text.
[[nodiscard]] QString headerText(const QAbstractItemModel& model, int column);

/// The model's cells as tab-separated lines, header first, in the order a view shows them:
/// what a spreadsheet takes from the clipboard. Rows labelled in the vertical header (for
/// ExportRole) begin with their label.
[[nodiscard]] QString tabSeparated(const QAbstractItemModel& model);

} // namespace tco::ui
