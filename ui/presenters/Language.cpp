#include "presenters/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace tco::ui {
namespace {

const QString SETTINGS_KEY = QStringLiteral("language");
const QString ENGLISH = QStringLiteral("en");

/// What textLanguage() returns; written only by loadTranslations(), which main() calls before
/// any window exists.
QString& loadedLanguage()
{
    static QString language = ENGLISH;
    return language;
}

} // namespace

QList<LanguageChoice> languageChoices()
{
    return {{QString(), QCoreApplication::translate("Language", "System language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("es"), QStringLiteral("Español")}};
}

QString savedLanguage()
{
    return QSettings().value(SETTINGS_KEY).toString();
}

void saveLanguage(const QString& code)
{
    QSettings().setValue(SETTINGS_KEY, code);
}

QLocale localeFor(const QString& code)
{
    const QLocale system = QLocale::system();
    if (code.isEmpty())
        return system;
    const QLocale chosen(code);
    if (chosen.language() == system.language())
        return system;
    return chosen;
}

bool loadTranslations(const QLocale& locale, QTranslator& application, QTranslator& qt)
{
    QLocale::setDefault(locale);
    // Qt's own strings (dialog buttons, context menus) come from its translations directory.
    (void)qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    loadedLanguage() = ENGLISH;
    const bool english = locale.language() == QLocale::English || locale.language() == QLocale::C;
    if (!english && application.load(locale, QStringLiteral("breakeven"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        loadedLanguage() = QLocale::languageToCode(locale.language());
        return true;
    }
    // The text is English, in English or in a language the app does not ship: its file holds
    // only the plural forms ("1 day", "2 days").
    (void)application.load(QStringLiteral(":/i18n/breakeven_en.qm"));
    return english;
}

QString textLanguage()
{
    return loadedLanguage();
}

QLocale textLocale(const QLocale& numbers)
{
    if (QLocale::languageToCode(numbers.language()) == textLanguage())
        return numbers;
    return QLocale(QLocale::English, numbers.territory());
}

} // namespace tco::ui
