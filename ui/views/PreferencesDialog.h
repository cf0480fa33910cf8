#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace tco::ui {

/// The language, the colours and how long catalog prices are trusted, kept in the user's
/// settings and applied at once.
class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

signals:
    /// The user chose another language (a code of languageChoices()).
    void languageChosen(const QString& code);

private:
    void accept() override;

    QComboBox* m_language = nullptr;
    QComboBox* m_theme = nullptr;
    QSpinBox* m_staleApiDays = nullptr;
    QSpinBox* m_staleCloudDays = nullptr;
};

} // namespace tco::ui
