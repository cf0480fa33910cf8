#include "views/MainWindow.h"

#include "TestPaths.h"
#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QTest>

using namespace tco;
using namespace tco::ui;

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    static QString summaryText(const MainWindow& window)
    {
        QStringList lines;
        for (const QLabel* label : window.findChildren<QLabel*>())
            lines << label->text();
        return lines.join(QLatin1Char('\n'));
    }

private slots:
    void showsTheDefaultPreset()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        ScenarioPresenter presenter(test::embeddedCatalog());
        MainWindow window(presenter);
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const auto* title = window.findChild<QLabel*>(QStringLiteral("scenarioTitle"));
        QVERIFY(title);
        QCOMPARE(title->text(), QString::fromStdString(presenter.scenario().name));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Professional services firm")));
        const QString text = summaryText(window);
        // 10,000,000 tokens a day in the US English locale, and the two-H100 option with its catalog price.
        QVERIFY2(text.contains(QStringLiteral("10,000,000 tokens a day")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("2 × H100 SXM5 80GB, rented at $3.50 per GPU-hour")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Llama 3.3 70B; weights FP8, KV cache FP8")), qPrintable(text));
    }

    void formatsNumbersForTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        ScenarioPresenter presenter(test::embeddedCatalog());
        MainWindow window(presenter);
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        const QString text = summaryText(window);
        QVERIFY2(text.contains(QStringLiteral("10.000.000")), qPrintable(text));
        // Whole euros from 100 up; Spanish groups thousands only from five digits.
        QVERIFY2(text.contains(QStringLiteral("6000\u00A0€")), qPrintable(text));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void followsTheScenarioAndWarnsAboutBadFiles()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        MainWindow window(presenter);
        QVERIFY(presenter.openPreset(QStringLiteral("small-team-8b")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Small team")));

        QVERIFY(!presenter.openFile(QStringLiteral(TCO_TEST_DATA_DIR "/does-not-exist.breakeven.json")));
        auto* box = window.findChild<QMessageBox*>();
        QVERIFY(box);
        QVERIFY(box->informativeText().contains(QStringLiteral("no such file")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Small team")));
    }
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
