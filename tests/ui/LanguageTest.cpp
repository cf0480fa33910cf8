#include "presenters/Language.h"

#include "TestCatalog.h"
#include "TestSettings.h"
#include "TestText.h"
#include "io/AtomicFile.h"
#include "presenters/DriverPresenter.h"
#include "presenters/Formatting.h"
#include "presenters/GoalSeekAnswer.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"
#include "views/MainWindow.h"
#include "views/PreferencesDialog.h"

#include <QMenuBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace tco;
using namespace tco::ui;
using tco::test::unbroken;

namespace {

const QLocale SPAIN(QLocale::Spanish, QLocale::Spain);

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void cleanup()
    {
        QCoreApplication::removeTranslator(&m_application);
        QCoreApplication::removeTranslator(&m_qt);
        // English again, the default locale included.
        QVERIFY(loadTranslations(QLocale(QLocale::English, QLocale::UnitedStates), m_application, m_qt));
    }

    void offersTheSystemsLanguageThenEveryShippedOne()
    {
        const QList<LanguageChoice> choices = languageChoices();
        QCOMPARE(choices.size(), 4);
        QVERIFY(choices[0].code.isEmpty());
        QCOMPARE(choices[2].code, QStringLiteral("de"));
        QCOMPARE(choices[3].code, QStringLiteral("es"));
        QCOMPARE(localeFor(QStringLiteral("de")).language(), QLocale::German);
        QCOMPARE(localeFor(QStringLiteral("es")).language(), QLocale::Spanish);
    }

    void speaksGermanInTheMenus()
    {
        QVERIFY(loadTranslations(QLocale(QLocale::German, QLocale::Germany), m_application, m_qt));
        QCoreApplication::installTranslator(&m_application);
        ScenarioPresenter scenario(test::embeddedCatalog());
        DriverPresenter drivers(scenario);
        MainWindow window(scenario, drivers);
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&Datei"));
    }

    void speaksSpanishInTheMenusAndTheHeadline()
    {
        QVERIFY(loadTranslations(SPAIN, m_application, m_qt));
        QCoreApplication::installTranslator(&m_qt);
        QCoreApplication::installTranslator(&m_application);
        QCOMPARE(QLocale(), SPAIN);

        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        MainWindow window(scenario, drivers);
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&Archivo"));
        // The figures of HeadlineTest (12,137 and 3,044 EUR, 9,093 apart; even at 39.9 M a day,
        // four times 10 M), in Spanish words and Spain's format: a point groups thousands (from
        // five digits: 12.137), a comma marks decimals, the euro sign follows the amount. The
        // options keep the names the file gives them.
        const QStringList sentences = answerSentences(scenario.results().answer(), scenario.scenario().currency.display, SPAIN);
        QVERIFY(sentences.size() >= 2);
        QCOMPARE(sentences[0],
                 unbroken("Con 10~M~tokens al día, 2× H100 rented cuesta 12.137~€ al mes, 9093~€ más que Claude "
                          "Opus 4.5 API, que cuesta 3044~€."));
        QCOMPARE(sentences[1], unbroken("Ambas alcanzan el punto de equilibrio en 39,9~M~tokens al día, 4× el volumen actual."));
    }

    void namesTheScenariosInputsInSpanish()
    {
        QVERIFY(loadTranslations(SPAIN, m_application, m_qt));
        QCoreApplication::installTranslator(&m_application);
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        // The labels of the core's table of fields reach the analyses' lists translated; the
        // option's own name stays as the file spells it.
        const std::optional<Driver> price
            = findDriver(scenario.scenario(), test::embeddedCatalog(), "/self_hosted/0/rented/price_per_gpu_hour");
        QVERIFY(price.has_value());
        QCOMPARE(driverNameWithUnit(*price), QStringLiteral("2× H100 rented: precio por hora de GPU (USD por hora de GPU)"));
        const std::optional<Driver> volume = findDriver(scenario.scenario(), test::embeddedCatalog(), "/workload/tokens_per_day");
        QVERIFY(volume.has_value());
        QCOMPARE(driverNameWithUnit(*volume), QStringLiteral("Tokens al día (tokens/día)"));
    }

    void answersGoalSeekInSpanish()
    {
        QVERIFY(loadTranslations(SPAIN, m_application, m_qt));
        QCoreApplication::installTranslator(&m_application);
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        // GoalSeekAnswerTest's answer without one (6,000 EUR of staff against Opus's 3,044 EUR)
        // in Spanish words and Spain's numbers; the cost item's label translated too.
        const GoalSeekAnswer answer
            = seekGoal(scenario.scenario(), scenario.catalog(),
                       {"/self_hosted/0/rented/price_per_gpu_hour", Outcome::Kind::MonthlyDifference, 0, 1}, SPAIN);
        QCOMPARE(answer.text,
                 unbroken("Sin solución de 0,35 a 35 USD por hora de GPU: solo Personal de 2× H100 rented suma 6000~€ al "
                          "mes con cualquier valor, más que todo Claude Opus 4.5 API (3044~€ al mes con 0,35 USD por hora "
                          "de GPU, donde ambos más se acercan)."));
        // What the analyses measure, named in Spanish in the tornado's, the spider's and the
        // report's titles, the options as the file names them.
        QCOMPARE(outcomeName(scenario.scenario(),
                             Outcome{Outcome::Kind::MonthlyDifference, {OptionKind::SelfHosted, 0}, {OptionKind::Api, 0}}),
                 QStringLiteral("2× H100 rented menos Claude Opus 4.5 API, al mes"));
        // A share reads as a percentage, in the editor's unit: 0.3 of the input is "30".
        const std::optional<Driver> cached
            = findDriver(scenario.scenario(), test::embeddedCatalog(), "/workload/cached_input_share");
        QVERIFY(cached.has_value());
        QCOMPARE(formatInputWithUnit(SPAIN, *cached, 0.3), QStringLiteral("30 % de la entrada"));
    }

    void opensAScenarioInTheLanguageOfItsText()
    {
        auto preset = loadPreset("professional-services-70b", test::embeddedCatalog());
        QVERIFY(preset.has_value());
        const auto translated = editScenario(
            *preset, test::embeddedCatalog(),
            std::vector<Override>{
                {"/translations",
                 R"({"es": {"Professional services firm: Llama 3.3 70B or a Claude-class API": "Despacho profesional", "Volume triples": "El volumen se triplica"}})"}});
        QVERIFY(translated.has_value());
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("firm.breakeven.json"));
        QVERIFY(writeFileAtomically(path.toStdString(), serializeScenario(*translated)).has_value());

        // In English, the file's own text; in Spanish, its translation, the English kept as one.
        ScenarioPresenter english(test::embeddedCatalog());
        QVERIFY(english.openFile(path));
        QCOMPARE(english.scenario().name, preset->name);
        QVERIFY(loadTranslations(SPAIN, m_application, m_qt));
        QCOMPARE(textLanguage(), QStringLiteral("es"));
        ScenarioPresenter spanish(test::embeddedCatalog());
        QVERIFY(spanish.openFile(path));
        QCOMPARE(spanish.scenario().name, std::string("Despacho profesional"));
        QCOMPARE(spanish.scenario().analysis.variants[1].name, std::string("El volumen se triplica"));
        QCOMPARE(spanish.scenario().translations.at("en").at("Despacho profesional"), preset->name);
        QVERIFY(!spanish.isModified());
    }

    void writesDatesInTheLanguageOfItsText()
    {
        const QDate first(2026, 12, 1);
        QVERIFY(loadTranslations(SPAIN, m_application, m_qt));
        QCOMPARE(textLocale(SPAIN), SPAIN);
        // A language it does not ship: English words, the date among them in English, while
        // numbers keep the user's locale.
        const QLocale france(QLocale::French, QLocale::France);
        QVERIFY(!loadTranslations(france, m_application, m_qt));
        QCOMPARE(textLanguage(), QStringLiteral("en"));
        QCOMPARE(textLocale(france).language(), QLocale::English);
        QVERIFY2(textLocale(france).toString(first, QLocale::LongFormat).contains(QStringLiteral("December")),
                 qPrintable(textLocale(france).toString(first, QLocale::LongFormat)));
    }

    void countsInEnglishWithTheRightPluralForm()
    {
        // English's own file holds only its plural forms: one day, two days, in English and in a
        // language the app does not ship alike.
        const auto age = [](int days) {
            return QCoreApplication::translate("Headline", "%1 (%2, %n days)", nullptr, days)
                .arg(QStringLiteral("Opus"), QStringLiteral("2026-12-05"));
        };
        for (const QLocale& locale :
             {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::French, QLocale::France)}) {
            (void)loadTranslations(locale, m_application, m_qt);
            QCoreApplication::installTranslator(&m_application);
            QCOMPARE(age(1), QStringLiteral("Opus (2026-12-05, 1 day)"));
            QCOMPARE(age(2), QStringLiteral("Opus (2026-12-05, 2 days)"));
            QCOMPARE(QCoreApplication::translate("tco::ui::MainWindow", "&File"), QStringLiteral("&File"));
            QCoreApplication::removeTranslator(&m_application);
        }
    }

    void preferencesCountTheDaysPricesAreTrustedInEachLanguage()
    {
        const auto daysShown = [&](const QLocale& locale, int days) {
            (void)loadTranslations(locale, m_application, m_qt);
            QCoreApplication::installTranslator(&m_application);
            PreferencesDialog preferences;
            auto* box = preferences.findChild<QSpinBox*>(QStringLiteral("staleApiDays"));
            box->setValue(days);
            const QString text = box->text();
            QCoreApplication::removeTranslator(&m_application);
            return text;
        };
        QCOMPARE(daysShown(QLocale(QLocale::English, QLocale::UnitedStates), 1), QStringLiteral("1 day"));
        QCOMPARE(daysShown(QLocale(QLocale::English, QLocale::UnitedStates), 90), QStringLiteral("90 days"));
        QCOMPARE(daysShown(QLocale(QLocale::German, QLocale::Germany), 1), QStringLiteral("1 Tag"));
        QCOMPARE(daysShown(QLocale(QLocale::Spanish, QLocale::Spain), 60), QStringLiteral("60 días"));
        // A number typed over the words is the value.
        PreferencesDialog preferences;
        auto* box = preferences.findChild<QSpinBox*>(QStringLiteral("staleCloudDays"));
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("45"));
        box->interpretText();
        QCOMPARE(box->value(), 45);
    }

    void staysInEnglishForALanguageItDoesNotShip()
    {
        QVERIFY(!loadTranslations(QLocale(QLocale::French, QLocale::France), m_application, m_qt));
        QCoreApplication::installTranslator(&m_application);
        QCOMPARE(QCoreApplication::translate("tco::ui::MainWindow", "&File"), QStringLiteral("&File"));
    }

private:
    QTranslator m_application;
    QTranslator m_qt;
};

QTEST_MAIN(LanguageTest)
#include "LanguageTest.moc"
