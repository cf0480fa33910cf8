#include "presenters/ScenarioPresenter.h"

#include "TestCatalog.h"
#include "TestPaths.h"
#include "scenario/ScenarioFile.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

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
        const QList<Preset> presets = presenter.presets();
        // The six of data/scenarios/: four deployments, the NVL72 and the HGX H100 cluster.
        QCOMPARE(presets.size(), 6);
        // Named in the menu as each scenario names itself (data/scenarios/small-team-8b.breakeven.json).
        const auto smallTeam = std::ranges::find(presets, QStringLiteral("small-team-8b"), &Preset::id);
        QVERIFY(smallTeam != presets.end());
        QVERIFY2(smallTeam->name.startsWith(QStringLiteral("Small team")), qPrintable(smallTeam->name));
        for (const Preset& preset : presets) {
            QVERIFY2(presenter.openPreset(preset.id), qPrintable(preset.id));
            QCOMPARE(QString::fromStdString(presenter.scenario().name), preset.name);
        }
        QCOMPARE(changed.count(), presets.size());
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

    void takesAnotherCatalogKeepingTheDocumentAndItsHistory()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e7"}}, QStringLiteral("x")).empty());
        // The preset's second option is the Claude Opus 4.5 API, billed by the token alone.
        const OptionSummary& opus = presenter->results().options().at(1);
        QCOMPARE(QString::fromStdString(opus.name), QStringLiteral("Claude Opus 4.5 API"));
        const double billBefore = opus.monthly.total();

        // Every token class of Opus at 0.8 of its price: the bill is 0.8 of what it was.
        Catalog cheaper = presenter->catalog();
        ApiPrice& price = *std::ranges::find(cheaper.apiPrices, std::string("anthropic-claude-opus-4-5"), &ApiPrice::id);
        for (Money* figure : {&price.inputPerMillionTokens, &price.outputPerMillionTokens, &*price.cachedInputPerMillionTokens,
                              &*price.cacheWritePerMillionTokens})
            figure->amount *= 0.8;
        QStringList order;
        connect(presenter.get(), &ScenarioPresenter::catalogReplaced, this, [&] { order << QStringLiteral("catalog"); });
        connect(presenter.get(), &ScenarioPresenter::scenarioChanged, this, [&] { order << QStringLiteral("scenario"); });
        QVERIFY(presenter->replaceCatalog(cheaper).empty());
        QCOMPARE(order, (QStringList{QStringLiteral("catalog"), QStringLiteral("scenario")}));
        QCOMPARE(presenter->catalogRevision(), 1);
        QCOMPARE(presenter->catalog().apiPrice("anthropic-claude-opus-4-5")->inputPerMillionTokens.amount, 4.0);
        QVERIFY(qAbs(presenter->results().options().at(1).monthly.total() / billBefore - 0.8) < 1e-12);
        // The document is the one edited, and the edit can still be undone.
        QCOMPARE(presenter->scenario().workload.tokensPerDay.value(), 2e7);
        QVERIFY(presenter->isModified());
        presenter->undoStack()->undo();
        QCOMPARE(presenter->scenario().workload.tokensPerDay.value(), 1e7);

        // A catalog without Opus cannot price the scenario: refused, and nothing changes.
        Catalog withoutOpus = presenter->catalog();
        std::erase_if(withoutOpus.apiPrices, [](const ApiPrice& entry) { return entry.id == "anthropic-claude-opus-4-5"; });
        const Issues refused = presenter->replaceCatalog(withoutOpus);
        QVERIFY(!refused.empty());
        QVERIFY2(refused.front().pointer.starts_with("/api_offers/0/"), refused.front().pointer.c_str());
        QCOMPARE(presenter->catalogRevision(), 1);
        QVERIFY(presenter->catalog().apiPrice("anthropic-claude-opus-4-5"));
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
        QCOMPARE(problems, QStringList{QStringLiteral("/workload/tokens_per_day: must be at least 1, got -5")});
        QVERIFY(presenter.scenario() == before);
    }

    void editsAreValidatedAndUndoable()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        QVERIFY(!presenter.isModified());
        QSignalSpy changed(&presenter, &ScenarioPresenter::scenarioChanged);
        QSignalSpy document(&presenter, &ScenarioPresenter::documentChanged);

        QVERIFY(presenter.edit({{"/workload/tokens_per_day", "1e8"}}, QStringLiteral("Change volume")).empty());
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(changed.count(), 1);
        QVERIFY(presenter.isModified());
        QCOMPARE(document.count(), 1);
        // The results follow: ten times the volume, ten times the Opus bill (3,044.18 EUR).
        QVERIFY(qAbs(presenter.results().evaluation().api[0].total() - 30'441.85) < 0.01);

        const Issues refused = presenter.edit({{"/workload/tokens_per_day", "-1"}}, QStringLiteral("Change volume"));
        QCOMPARE(refused.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(refused[0].pointer), QStringLiteral("/workload/tokens_per_day"));
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(changed.count(), 1);

        presenter.undoStack()->undo();
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(1e7));
        QVERIFY(!presenter.isModified());
        presenter.undoStack()->redo();
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(presenter.undoStack()->undoText(), QStringLiteral("Change volume"));
    }

    void aGestureIsOneUndoStep()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        presenter.beginGesture();
        for (const char* volume : {"2e7", "3e7", "4e7"})
            QVERIFY(presenter.edit({{"/workload/tokens_per_day", volume}}, QStringLiteral("Drag")).empty());
        presenter.endGesture();
        QVERIFY(presenter.edit({{"/workload/monthly_growth", "0.02"}}, QStringLiteral("Growth")).empty());
        QCOMPARE(presenter.undoStack()->count(), 2);
        presenter.undoStack()->undo();
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(4e7));
        presenter.undoStack()->undo();
        QCOMPARE(presenter.scenario().workload.tokensPerDay, TokensPerDay(1e7));
        // An edit that changes nothing is no step at all.
        QVERIFY(presenter.edit({{"/workload/tokens_per_day", "1e7"}}, QStringLiteral("Same")).empty());
        QCOMPARE(presenter.undoStack()->index(), 0);
    }

    void savesAtomicallyAndOpensWhatItSaved()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("midsize-70b-h200")));
        QVERIFY(presenter.edit({{"/staffing/base_fte", "3"}}, QStringLiteral("Staff")).empty());
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("saved.breakeven.json"));
        QSignalSpy document(&presenter, &ScenarioPresenter::documentChanged);
        QCOMPARE(presenter.saveAs(path), std::nullopt);
        QVERIFY(!presenter.isModified());
        QCOMPARE(presenter.filePath(), path);
        QCOMPARE(presenter.documentName(), QStringLiteral("saved.breakeven.json"));
        QVERIFY(document.count() >= 1);

        const Scenario saved = presenter.scenario();
        ScenarioPresenter reader(test::embeddedCatalog());
        QVERIFY(reader.openFile(path));
        QVERIFY(reader.scenario() == saved);

        // A directory that does not exist: the reason, and the document keeps its file.
        const std::optional<QString> failure = presenter.saveAs(directory.filePath(QStringLiteral("missing/x.breakeven.json")));
        QVERIFY(failure.has_value());
        QVERIFY(!failure->isEmpty());
        QCOMPARE(presenter.filePath(), path);
    }

    void restoresARecoveredDocumentAsModified()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("small-team-8b")));
        const QString text = QString::fromUtf8(presenter.documentText());
        ScenarioPresenter recovered(test::embeddedCatalog());
        QVERIFY(recovered.restore(text, QStringLiteral("/tmp/lost.breakeven.json")));
        QVERIFY(recovered.scenario() == presenter.scenario());
        QVERIFY(recovered.isModified());
        QCOMPARE(recovered.filePath(), QStringLiteral("/tmp/lost.breakeven.json"));
        QSignalSpy failed(&recovered, &ScenarioPresenter::loadFailed);
        QVERIFY(!recovered.restore(QStringLiteral("{ not json"), QString()));
        QCOMPARE(failed.count(), 1);
        QVERIFY(recovered.scenario() == presenter.scenario());
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
