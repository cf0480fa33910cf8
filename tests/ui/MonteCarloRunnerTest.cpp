#include "presenters/MonteCarloRunner.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QSignalSpy>
#include <QTest>

#include <string>

using namespace tco;
using namespace tco::ui;

namespace {

/// The GPU-hour of the professional-services preset anywhere from 3 to 4 USD.
constexpr auto PRICE_DISTRIBUTION
    = R"({"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3, "maximum": 4})";

/// The preset's distributions replaced by PRICE_DISTRIBUTION alone.
std::string onlyThePrice()
{
    return std::string("[") + PRICE_DISTRIBUTION + "]";
}

std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return test::presetScenario("professional-services-70b");
}

} // namespace

class MonteCarloRunnerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void refusesAScenarioWithNothingToDraw()
    {
        const auto presenter = professionalServices();
        // The preset's own distributions taken away.
        QVERIFY(presenter->edit({{"/analysis/distributions", "null"}}, QStringLiteral("x")).empty());
        MonteCarloRunner runner(*presenter);
        QSignalSpy finished(&runner, &MonteCarloRunner::finished);
        QVERIFY(!runner.start(1'000, 7));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.failure(), QStringLiteral("Give at least one input a distribution first."));
        QVERIFY(!runner.isRunning());
        QVERIFY(!runner.result().has_value());
    }

    void keepsItsResultWithTheScenarioItRanOn()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({{"/analysis/distributions", onlyThePrice()}}, QStringLiteral("x")).empty());
        MonteCarloRunner runner(*presenter);
        QSignalSpy finished(&runner, &MonteCarloRunner::finished);
        QVERIFY(runner.start(2'000, 7));
        QVERIFY(runner.isRunning());
        // A second start while one runs is refused and leaves the run alone.
        QVERIFY(!runner.start(2'000, 7));
        QVERIFY(finished.wait(60'000));
        QVERIFY(!runner.isRunning());
        QVERIFY(runner.failure().isEmpty());
        QVERIFY(runner.result().has_value());
        QCOMPARE(runner.result()->run.samples, std::int64_t{2'000});
        QCOMPARE(runner.progress(), 0.0);
        QVERIFY(runner.resultIsCurrent());

        // An edit makes the result stale, but it stays for the scenario it was run on.
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e7"}}, QStringLiteral("x")).empty());
        QVERIFY(!runner.resultIsCurrent());
        QVERIFY(runner.result().has_value());

        // Cancelled at once, a run keeps the last result and says so.
        QVERIFY(runner.start(1'000'000, 7));
        runner.cancel();
        QVERIFY(finished.wait(60'000));
        QCOMPARE(runner.failure(), QStringLiteral("Cancelled."));
        QCOMPARE(runner.result()->run.samples, std::int64_t{2'000});
    }

    void aResultIsOutOfDateOnceTheCatalogIsReplaced()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({{"/analysis/distributions", onlyThePrice()}}, QStringLiteral("x")).empty());
        MonteCarloRunner runner(*presenter);
        QSignalSpy finished(&runner, &MonteCarloRunner::finished);
        QVERIFY(runner.start(1'000, 7));
        // Replaced while the run reads it: the run keeps its share of the old catalog.
        QVERIFY(presenter->replaceCatalog(test::embeddedCatalog()).empty());
        QVERIFY(finished.wait(60'000));
        QVERIFY(runner.result().has_value());
        QVERIFY(!runner.resultIsCurrent());
        QVERIFY(runner.start(1'000, 7));
        QVERIFY(finished.wait(60'000));
        QVERIFY(runner.resultIsCurrent());
    }

    void stopsARunWhenItGoes()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({{"/analysis/distributions", onlyThePrice()}}, QStringLiteral("x")).empty());
        {
            MonteCarloRunner runner(*presenter);
            QVERIFY(runner.start(10'000'000, 7));
        }
        // Destroyed mid-run without waiting for ten million samples, and nothing delivered after.
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(MonteCarloRunnerTest)
#include "MonteCarloRunnerTest.moc"
