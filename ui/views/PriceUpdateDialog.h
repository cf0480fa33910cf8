#pragma once

#include <QDialog>
#include <QString>

#include <filesystem>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace tco::ui {

class PriceUpdate;
class ScenarioPresenter;

/// File → Update Prices: choose a price list (a file, a published list's address or any URL),
/// read it, see what it changes and what that does to the open scenario's answer, and only
/// then put its prices in use.
class PriceUpdateDialog : public QDialog {
    Q_OBJECT

public:
    /// Prices put in use are written to `userCatalogDirectory`.
    PriceUpdateDialog(ScenarioPresenter& scenario, const std::filesystem::path& userCatalogDirectory, QWidget* parent = nullptr);

    /// After the dialog is accepted: which file now holds the prices, for the status bar.
    [[nodiscard]] const QString& outcome() const { return m_outcome; }

private:
    void read();
    void showPreview();
    void apply();

    PriceUpdate* m_update = nullptr;
    QLineEdit* m_location = nullptr;
    QComboBox* m_format = nullptr;
    QLineEdit* m_cloud = nullptr;
    QPushButton* m_read = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_summary = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableWidget* m_changes = nullptr;
    QTableWidget* m_unmapped = nullptr;
    QLabel* m_answerNow = nullptr;
    QLabel* m_answerWithList = nullptr;
    QLabel* m_answerMoves = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_apply = nullptr;
    QString m_outcome;
};

} // namespace tco::ui
