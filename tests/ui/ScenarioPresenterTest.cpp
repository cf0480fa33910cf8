#include "presenters/ScenarioPresenter.h"

#include "TestPaths.h"
#include "TestCatalog.h"
#include "scenario/ScenarioFile.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tco;
using namespace tco::ui;

class ScenarioPresenterTest : public QObject {
    Q_OBJECT

private slots:
    void opensEveryPreset()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QSignalSpy changed(&presenter, &ScenarioPresenter::scenarioChanged);
        QSignalSpy failed(&presenter, &ScenarioPresenter::loadFailed);
        const QStringList ids = presenter.presetIds();
        QVERIFY(ids.contains(QStringLiteral("professional-services-70b")));
        for (const QString& id : ids)
            QVERIFY2(presenter.openPreset(id), qPrintable(id));
        QCOMPARE(changed.count(), ids.size());
        QCOMPARE(failed.count(), 0);
        QVERIFY(presenter.filePath().isEmpty());
    }

    void opensAFile()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QSignalSpy changed(&presenter, &ScenarioPresenter::scenarioChanged);
        const QString path = QStringLiteral(TCO_TEST_DATA_DIR "/valid-explicit-prices.breakeven.json");
        QVERIFY(presenter.openFile(path));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(presenter.filePath(), path);
        QCOMPARE(QString::fromStdString(presenter.scenario().name), QStringLiteral("Every field written out, prices typed in"));
    }

    void keepsTheScenarioWhenAFileIsBad()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("small-team-8b")));
        const Scenario before = presenter.scenario();

        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("bad.breakeven.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"schema_version": 1, "name": "Bad", "currency": {"display": "USD"}, "horizon_months": 12,
                      "workload": {"tokens_per_day": -5, "input_tokens_per_request": 1, "output_tokens_per_request": 1},
                      "model": {"id": "llama-3.1-8b", "weight_precision": "bf16"}, "self_hosted": [], "api_offers": [
                      {"name": "x", "api_price": "openai-gpt-4.1-mini"}]})");
        file.close();

        QSignalSpy changed(&presenter, &ScenarioPresenter::scenarioChanged);
        QSignalSpy failed(&presenter, &ScenarioPresenter::loadFailed);
        QVERIFY(!presenter.openFile(path));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), path);
        const QStringList problems = failed.at(0).at(1).toStringList();
        QCOMPARE(problems, QStringList{QStringLiteral("/workload/tokens_per_day: must be a positive number, got -5")});
        QVERIFY(presenter.scenario() == before);
    }

    void reportsAnUnknownPreset()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QSignalSpy failed(&presenter, &ScenarioPresenter::loadFailed);
        QVERIFY(!presenter.openPreset(QStringLiteral("no-such-preset")));
        QCOMPARE(failed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(ScenarioPresenterTest)
#include "ScenarioPresenterTest.moc"
