#pragma once

#include <QWidget>

#include <cstddef>
#include <optional>
#include <string>

class QAction;
class QLabel;
class QTableView;

namespace tco::ui {

class IssueLabel;
class ScenarioPresenter;
class VariantsModel;

/// The scenario's variants side by side with its current values (VariantsModel), and the means to
/// change them: add a variant and the inputs it sets, type its values in the table, rename or
/// remove it. Every change is one step of the undo history; a refused one says why under the table.
class VariantsView : public QWidget {
    Q_OBJECT

public:
    explicit VariantsView(ScenarioPresenter& scenario, QWidget* parent = nullptr);

    /// Asks for a name and the first input the variant changes, adds the variant with that input
    /// at its current value, and opens the input's cell for the value.
    void addVariant();
    /// Asks for another input for the selected variant to set, then opens its cell.
    void addInput();
    void renameVariant();
    void removeVariant();
    /// The selected cell's variant takes the current value of its input again.
    void useCurrentValue();

    /// The table as a spreadsheet takes it from the clipboard, row labels first.
    [[nodiscard]] QString tabSeparatedText() const;
    void copyToClipboard() const;

private:
    /// The variant of the selected column, if it is one.
    [[nodiscard]] std::optional<std::size_t> selectedVariant() const;
    /// Asks for one of the scenario's inputs, leaving out those `variant` sets already; and for a
    /// name when `name` is given, starting from it. The input's pointer, or nothing when cancelled.
    [[nodiscard]] std::optional<std::string> askForInput(const QString& title, std::optional<std::size_t> variant, QString* name);
    /// Selects the input's cell in the variant's column and opens its editor.
    void editCell(std::size_t variant, const std::string& pointer);
    void updateActions();
    void updateSummary();
    /// As tall as the longest variant name wraps to in its header, no taller.
    void fitHeaderHeight();
    void showProblems(const QString& change, const QStringList& problems);

    ScenarioPresenter& m_scenario;
    VariantsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_summary = nullptr;
    IssueLabel* m_problems = nullptr;
    QAction* m_addVariant = nullptr;
    QAction* m_addInput = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_remove = nullptr;
    QAction* m_useCurrent = nullptr;
    /// The cell selected before the table was refilled, to select again: the input's pointer (or
    /// the row, for a result) and the column.
    QString m_selectedPointer;
    int m_selectedRow = -1;
    int m_selectedColumn = -1;
};

} // namespace tco::ui
