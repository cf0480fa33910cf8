#pragma once

#include "report/ReportExport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

namespace tco::ui {

/// File > Export: which reports to write (PDF, workbook, CSV, JSON, chart images), into which
/// folder under which name, on which paper and in which CSV format. Remembers the choices.
class ExportDialog : public QDialog {
    Q_OBJECT

public:
    /// `baseName` names the files ("Mid-size 70B" gives "Mid-size 70B.pdf", …); the Monte Carlo
    /// run is offered for the PDF when one is available.
    ExportDialog(const QString& baseName, bool monteCarloAvailable, QWidget* parent = nullptr);

    /// The files the choices stand for, without the Monte Carlo run, which the caller holds.
    [[nodiscard]] ReportRequest request() const;
    [[nodiscard]] bool includeMonteCarlo() const;

    void accept() override;

private:
    void chooseFolder();
    void updateButtons();

    QLineEdit* m_folder = nullptr;
    QLineEdit* m_name = nullptr;
    QCheckBox* m_pdf = nullptr;
    QCheckBox* m_xlsx = nullptr;
    QCheckBox* m_csv = nullptr;
    QCheckBox* m_json = nullptr;
    QCheckBox* m_png = nullptr;
    QCheckBox* m_svg = nullptr;
    QCheckBox* m_monteCarlo = nullptr;
    QComboBox* m_paper = nullptr;
    QComboBox* m_csvFormat = nullptr;
    QPushButton* m_export = nullptr;
    bool m_monteCarloAvailable = false;
};

} // namespace tco::ui
