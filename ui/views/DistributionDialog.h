#pragma once

#include "scenario/Distribution.h"
#include "scenario/Driver.h"

#include <QDialog>

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace tco::ui {

class ScenarioPresenter;

/// Says what is uncertain about one input: a kind of distribution and the figures it reads
/// (a range and a most likely value, a mean and a spread, a typical and a high value). Writes
/// /analysis/distributions in the scenario as one step that can be undone.
class DistributionDialog : public QDialog {
    Q_OBJECT

public:
    /// Edits the distribution at `entry` in /analysis/distributions, or adds one.
    DistributionDialog(ScenarioPresenter& scenario, std::optional<std::size_t> entry, QWidget* parent = nullptr);

    /// The most figures a kind reads.
    static constexpr std::size_t MOST_PARAMETERS = 3;

    /// Writes the distribution into the scenario and closes, or shows why the scenario refuses it.
    void accept() override;

private:
    /// Names the figures the chosen kind reads and fills them from the input's value.
    void showKind();
    /// The input chosen, as the scenario has it now.
    [[nodiscard]] std::optional<Driver> currentDriver() const;
    void showInput();

    ScenarioPresenter& m_scenario;
    std::optional<std::size_t> m_entry;
    QComboBox* m_input = nullptr;
    QComboBox* m_kind = nullptr;
    QLabel* m_now = nullptr;
    std::array<QLabel*, MOST_PARAMETERS> m_labels{};
    std::array<QLineEdit*, MOST_PARAMETERS> m_values{};
    /// Why the range is what it is, and where it comes from: kept in the file beside the figures.
    QLineEdit* m_reason = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace tco::ui
