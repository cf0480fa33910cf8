#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QCoreApplication;
class QTranslator;

namespace tco::ui {

/// A language the application speaks, by its code in the settings ("" follows the system).
struct LanguageChoice {
    QString code;
    /// In the language itself: "English", "Español".
    QString name;
};

/// The system's language, then every language the application ships.
[[nodiscard]] QList<LanguageChoice> languageChoices();

/// The language kept in the user's settings ("" for the system's), and keeping one there.
[[nodiscard]] QString savedLanguage();
void saveLanguage(const QString& code);

/// The locale numbers and text follow for a language code: the system's for "", else the
/// language with the system's territory where it speaks it (Spanish in Mexico stays Mexican).
[[nodiscard]] QLocale localeFor(const QString& code);

/// Makes `locale` the default and loads the application's and Qt's own translations for it into
/// the two translators, which the caller keeps installed. Returns whether the application's
/// translation was found; English, and a language the app does not ship, get English's plural
/// forms ("1 day", "2 days").
bool loadTranslations(const QLocale& locale, QTranslator& application, QTranslator& qt);

/// The language the application's text is in: the code of the translation loadTranslations()
/// loaded last ("es"), or "en" when it loaded none.
[[nodiscard]] QString textLanguage();

/// The locale for dates and other words written among the application's text: `numbers` itself
/// when the text is in its language, else English (of the same territory where Qt knows that
/// pair, as en_DE), so that an English sentence never holds a German date while numbers still
/// follow the user's locale.
[[nodiscard]] QLocale textLocale(const QLocale& numbers);

} // namespace tco::ui
