#include "presenters/RecoveryFile.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tco;
using namespace tco::ui;

class RecoveryFileTest : public QObject {
    Q_OBJECT

private slots:
    void keepsUnsavedWorkUntilItIsSaved()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("recovery/recovery.breakeven.json"));
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        RecoveryFile recovery(scenario, path);
        QVERIFY(!recovery.leftBehind());

        QVERIFY(scenario.edit({{"/workload/tokens_per_day", "4e7"}}, QStringLiteral("Volume")).empty());
        // Written a moment after the change, not at once.
        QVERIFY(!QFile::exists(path));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(path), 3000);
        const auto left = recovery.leftBehind();
        QVERIFY(left.has_value());
        QVERIFY(left->originalPath.isEmpty());

        // What it holds opens as the scenario it was, modified.
        ScenarioPresenter next(test::embeddedCatalog());
        QVERIFY(next.restore(left->scenarioText, left->originalPath));
        QCOMPARE(next.scenario().workload.tokensPerDay, TokensPerDay(4e7));
        QVERIFY(next.isModified());

        // Saved: nothing is left to recover.
        QCOMPARE(scenario.saveAs(directory.filePath(QStringLiteral("saved.breakeven.json"))), std::nullopt);
        recovery.writeNow();
        QVERIFY(!QFile::exists(path));
        QVERIFY(!recovery.leftBehind());
    }

    void saysOnceWhenTheCopyCannotBeWrittenAndWhenItCanAgain()
    {
        QTemporaryDir directory;
        // A file where its folder should be: no one, root included, can write beneath it.
        const QString blocker = directory.filePath(QStringLiteral("recovery"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString path = blocker + QStringLiteral("/recovery.breakeven.json");
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        RecoveryFile recovery(scenario, path);
        QSignalSpy problems(&recovery, &RecoveryFile::writeProblem);

        QVERIFY(scenario.edit({{"/workload/tokens_per_day", "4e7"}}, QStringLiteral("Volume")).empty());
        recovery.writeNow();
        QCOMPARE(problems.count(), 1);
        const QString message = problems.at(0).at(0).toString();
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)) && message.contains(QStringLiteral("Save the scenario")),
                 qPrintable(message));
        // Failing again says nothing more.
        QVERIFY(scenario.edit({{"/workload/tokens_per_day", "5e7"}}, QStringLiteral("Volume")).empty());
        recovery.writeNow();
        QCOMPARE(problems.count(), 1);

        // The folder can be made again: the copy is written, and the problem is over.
        QVERIFY(QFile::remove(blocker));
        recovery.writeNow();
        QVERIFY(QFile::exists(path));
        QCOMPARE(problems.count(), 2);
        QVERIFY(problems.at(1).at(0).toString().isEmpty());
    }

    void ignoresWhatIsNotARecoveryFile()
    {
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("recovery.breakeven.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json at all");
        file.close();
        ScenarioPresenter scenario(test::embeddedCatalog());
        RecoveryFile recovery(scenario, path);
        QVERIFY(!recovery.leftBehind());
        recovery.discard();
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_GUILESS_MAIN(RecoveryFileTest)
#include "RecoveryFileTest.moc"
