#include "presenters/Language.h"

#include "TestCatalog.h"
#include "TestSettings.h"
#include "presenters/DriverPresenter.h"
#include "presenters/Formatting.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "views/MainWindow.h"

#include <QMenuBar>
#include <QTest>
#include <QTranslator>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale SPAIN(QLocale::Spanish, QLocale::Spain);
const QChar NO_BREAK_SPACE(0x00A0);

} // namespace

class LanguageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void cleanup()
    {
        QCoreApplication::removeTranslator(&m_application);
        QCoreApplication::removeTranslator(&m_qt);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void offersTheSystemsLanguageThenEveryShippedOne()
    {
        const QList<LanguageChoice> choices = languageChoices();
        QCOMPARE(choices.size(), 3);
        QVERIFY(choices[0].code.isEmpty());
        QCOMPARE(choices[2].code, QStringLiteral("es"));
        QCOMPARE(localeFor(QStringLiteral("es")).language(), QLocale::Spanish);
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
        // The figures of HeadlineTest (11,907 EUR; 5.07 B a day, 507 times 10 M), in Spanish
        // words and Spain's format: a point groups thousands (from five digits: 11.907), a comma
        // marks decimals, the euro sign follows the amount, and "B" (a thousand million) is "mil M",
        // as a Spanish "billón" is a million million.
        QCOMPARE(headline(scenario.scenario(), scenario.results(), SPAIN),
                 QStringLiteral("El autoalojamiento en 2× H100 rented cuesta 11.907") + NO_BREAK_SPACE
                     + QStringLiteral("€ al mes más que Llama 3.3 70B on Together AI con 10 M tokens al día; alcanza el punto de "
                                      "equilibrio en 5,07 mil M tokens al día, 507× el volumen actual."));
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

    void staysInEnglishForALanguageItDoesNotShip()
    {
        QVERIFY(!loadTranslations(QLocale(QLocale::German, QLocale::Germany), m_application, m_qt));
        QCoreApplication::installTranslator(&m_application);
        QCOMPARE(QCoreApplication::translate("tco::ui::MainWindow", "&File"), QStringLiteral("&File"));
    }

private:
    QTranslator m_application;
    QTranslator m_qt;
};

QTEST_MAIN(LanguageTest)
#include "LanguageTest.moc"
