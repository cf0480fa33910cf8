#pragma once

#include <QDialog>

class QComboBox;

namespace tco::ui {

/// The language and the colours, kept in the user's settings and applied at once.
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
};

} // namespace tco::ui
