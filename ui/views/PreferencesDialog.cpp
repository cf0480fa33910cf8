#include "views/PreferencesDialog.h"

#include "presenters/Headline.h"
#include "presenters/Language.h"
#include "views/Theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// A count of days that reads "1 day" and "90 days", each language's plural forms deciding,
/// where a fixed suffix would say "1 days".
class DaysBox : public QSpinBox {
public:
    using QSpinBox::QSpinBox;

protected:
    [[nodiscard]] QString textFromValue(int value) const override
    {
        return QCoreApplication::translate("tco::ui::PreferencesDialog", "%n days", "trust prices for", value);
    }

    [[nodiscard]] int valueFromText(const QString& text) const override { return digitsOf(text).toInt(); }

    QValidator::State validate(QString& text, int&) const override
    {
        const QString digits = digitsOf(text);
        if (digits.isEmpty())
            return QValidator::Intermediate;
        const int value = digits.toInt();
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    }

private:
    /// The number typed, whatever words are around it.
    [[nodiscard]] static QString digitsOf(const QString& text)
    {
        QString digits;
        for (const QChar c : text) {
            if (c.isDigit())
                digits += c;
        }
        return digits;
    }
};

} // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageChoice"));
    for (const LanguageChoice& choice : languageChoices())
        m_language->addItem(choice.name, choice.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(savedLanguage())));

    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("themeChoice"));
    m_theme->addItem(tr("Desktop"), static_cast<int>(Theme::System));
    m_theme->addItem(tr("Light"), static_cast<int>(Theme::Light));
    m_theme->addItem(tr("Dark"), static_cast<int>(Theme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(static_cast<int>(savedTheme())));

    // Beyond these ages the window says which prices the answer rests on are old.
    const StalenessThresholds thresholds = savedStalenessThresholds();
    const auto daysBox = [this](const QString& name, int days) {
        auto* box = new DaysBox(this);
        box->setObjectName(name);
        box->setRange(1, 3650);
        box->setValue(days);
        return box;
    };
    m_staleApiDays = daysBox(QStringLiteral("staleApiDays"), thresholds.apiDays);
    m_staleCloudDays = daysBox(QStringLiteral("staleCloudDays"), thresholds.cloudDays);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Colours:"), m_theme);
    form->addRow(tr("Trust &API prices for:"), m_staleApiDays);
    form->addRow(tr("Trust cl&oud GPU prices for:"), m_staleCloudDays);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    const auto theme = static_cast<Theme>(m_theme->currentData().toInt());
    if (theme != savedTheme()) {
        saveTheme(theme);
        applyTheme(theme);
    }
    saveStalenessThresholds(StalenessThresholds{m_staleApiDays->value(), m_staleCloudDays->value()});
    const QString language = m_language->currentData().toString();
    const bool languageChanged = language != savedLanguage();
    saveLanguage(language);
    QDialog::accept();
    if (languageChanged)
        emit languageChosen(language);
}

} // namespace tco::ui
