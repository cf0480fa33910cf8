#include "presenters/ClusterRunner.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"
#include "views/ClusterPanel.h"
#include "views/charts/RackGrid.h"

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace tco;
using namespace tco::ui;

namespace {

/// The professional-services preset's rented H100 in two HGX servers of 8 for a day, on a
/// trace beside the file: two 8-GPU jobs at hour 0 (10 and 5 hours) and a 4-GPU development
/// environment at hour 2, which waits until hour 5 for the second server to empty.
constexpr auto CLUSTER = R"({"option": "2× H100 rented", "domains": 2, "days": 1, "trace": "trace.csv"})";
constexpr auto TRACE = "arrival_hours,gpus,duration_hours,kind,checkpointable\n"
                       "0,8,10,training,true\n0,8,5,training,true\n2,4,1,interactive,false\n";

/// The preset with CLUSTER, saved in `directory` beside its trace.
std::unique_ptr<ScenarioPresenter> smallCluster(const QTemporaryDir& directory)
{
    auto presenter = test::presetScenario("professional-services-70b");
    if (!presenter->edit({{"/cluster", CLUSTER}}, QStringLiteral("cluster")).empty())
        QTest::qFail("the cluster is refused", __FILE__, __LINE__);
    QFile trace(directory.filePath(QStringLiteral("trace.csv")));
    if (!trace.open(QIODevice::WriteOnly) || trace.write(TRACE) < 0)
        QTest::qFail("the trace is not written", __FILE__, __LINE__);
    trace.close();
    if (presenter->saveAs(directory.filePath(QStringLiteral("cluster.breakeven.json"))))
        QTest::qFail("the scenario is not saved", __FILE__, __LINE__);
    return presenter;
}

QString labelText(const QWidget& panel, const char* name)
{
    const auto* label = panel.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("(no label %1)").arg(QString::fromLatin1(name));
}

} // namespace

class ClusterPanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void refusesAScenarioWithoutACluster()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        ClusterRunner runner(*presenter);
        QSignalSpy finished(&runner, &ClusterRunner::finished);
        QVERIFY(!runner.start());
        QCOMPARE(finished.count(), 1);
        QCOMPARE(runner.failure(), QStringLiteral("The scenario has no cluster to simulate."));
        ClusterPanel panel(*presenter, runner);
        QVERIFY(labelText(panel, "clusterStatus").startsWith(QStringLiteral("This scenario describes no cluster.")));
    }

    void simulatesEachPolicyAndKeepsTheStudyWithItsScenario()
    {
        const QTemporaryDir directory;
        const auto presenter = smallCluster(directory);
        ClusterRunner runner(*presenter);
        QSignalSpy finished(&runner, &ClusterRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(!runner.start());
        QVERIFY(finished.wait(60'000));
        QVERIFY2(runner.failure().isEmpty(), qPrintable(runner.failure()));
        QVERIFY(runner.study().has_value());
        QCOMPARE(runner.study()->jobs.size(), std::size_t{3});
        QCOMPARE(runner.study()->outcomes.size(), std::size_t{3});
        // Each job takes its GPUs and gives them back: two changes each.
        QCOMPARE(runner.study()->outcomes.front().run.placements.size(), std::size_t{6});
        QVERIFY(runner.studyIsCurrent());
        // An edit the study does not read keeps it; one it reads does not.
        QVERIFY(presenter->edit({{"/api_offers/0/committed_spend_discount", "0.1"}}, QStringLiteral("x")).empty());
        QVERIFY(runner.studyIsCurrent());
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e7"}}, QStringLiteral("x")).empty());
        QVERIFY(!runner.studyIsCurrent());
    }

    void saysWhyTheSizingsReplicasCannotRun()
    {
        // 100 B tokens a day take more GPUs than the one server of 8 the cluster is cut down to.
        const auto presenter = test::presetScenario("hgx-h100-cluster");
        QVERIFY(presenter
                    ->edit({{"/cluster/inference", R"({"from_sizing": true})"},
                            {"/cluster/domains", "1"},
                            {"/workload/tokens_per_day", "1e11"}},
                           QStringLiteral("x"))
                    .empty());
        ClusterRunner runner(*presenter);
        ClusterPanel panel(*presenter, runner);
        QSignalSpy finished(&runner, &ClusterRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(60'000));
        QVERIFY(!runner.study().has_value());
        QVERIFY2(runner.failure().startsWith(QStringLiteral("/cluster/inference/from_sizing: ")), qPrintable(runner.failure()));
        QVERIFY(labelText(panel, "clusterStatus")
                    .startsWith(QStringLiteral("The simulation failed: /cluster/inference/from_sizing")));
    }

    void showsTheRacksAtTheHourChosen()
    {
        const QTemporaryDir directory;
        const auto presenter = smallCluster(directory);
        ClusterRunner runner(*presenter);
        ClusterPanel panel(*presenter, runner);
        QSignalSpy finished(&panel, &ClusterPanel::finished);
        panel.resize(900, 700);
        panel.show();
        // Shown, the panel runs its first study.
        QVERIFY(panel.isRunning());
        QVERIFY(finished.wait(60'000));

        // Naive first fit, 16 GPUs for 24 hours = 384 GPU-hours: 8 × 10 + 8 × 5 + 4 × 1 = 124
        // useful, 32 %; waits 0, 0 and 3 hours, the 95th percentile 0.9 of the way to 3.
        const auto* figures = panel.findChild<QTableWidget*>(QStringLiteral("clusterFigures"));
        QVERIFY(figures);
        QCOMPARE(figures->rowCount(), 3);
        QCOMPARE(figures->verticalHeaderItem(0)->text(), QStringLiteral("Naive first fit"));
        QCOMPARE(figures->item(0, 0)->text(), QStringLiteral("32%"));
        QCOMPARE(figures->item(0, 3)->text(), QStringLiteral("0.0 / 2.7 h"));
        // Whole servers either way: rack-aware placement gains nothing here.
        QVERIFY(labelText(panel, "clusterSummary")
                    .contains(QStringLiteral("Rack-aware keeps 0.0 servers more (0 GPUs) usefully busy than naive first fit")));
        QVERIFY(labelText(panel, "clusterSummary").contains(QStringLiteral("2 servers of 8 GPUs, 16 × H100 SXM5 80GB")));

        // The file's policy, rack-aware by default, turned every busy GPU-hour into work and
        // stranded none: a scheduler efficiency of 100 %, offered to the option's sizing.
        auto* useEfficiency = panel.findChild<QPushButton*>(QStringLiteral("useSchedulerEfficiency"));
        QVERIFY(useEfficiency && !useEfficiency->isHidden());
        QCOMPARE(useEfficiency->text(), QStringLiteral("&Use 100% in the sizing"));
        QVERIFY(useEfficiency->toolTip().startsWith(
            QStringLiteral("Sets the scheduler efficiency of “2× H100 rented” to 100%, Rack-aware’s in this simulation")));
        useEfficiency->click();
        QCOMPARE(presenter->scenario().selfHosted[0].serving.schedulerEfficiency, 1.0);
        // The study does not depend on it, and stands.
        QVERIFY(runner.studyIsCurrent());
        presenter->undoStack()->undo();
        QCOMPARE(presenter->scenario().selfHosted[0].serving.schedulerEfficiency, 0.95);

        // Hour 5: the first job on server 1, the environment on the first 4 GPUs of server 2.
        panel.showReplay(0, 5);
        QCOMPARE(labelText(panel, "replayHourText"),
                 QStringLiteral("Day 1, 05:00: 12 GPUs busy, 12 doing useful work, 0 stranded; waiting jobs ask for 0."));
        const auto* grid = panel.findChild<RackGrid*>();
        QVERIFY(grid);
        QCOMPARE(grid->gpuDescription(8), QStringLiteral("Server 2, GPU 1: Development job 3, 4 GPUs"));
        QCOMPARE(grid->gpuDescription(12), QStringLiteral("Server 2, GPU 5: free"));
        // Hour 3: the environment waits for 4 of the 16 GPUs, none free.
        panel.showReplay(0, 3);
        QCOMPARE(grid->gpuDescription(8), QStringLiteral("Server 2, GPU 1: Training job 2, 8 GPUs"));
        QVERIFY(labelText(panel, "replayHourText").endsWith(QStringLiteral("waiting jobs ask for 4.")));
    }

    void findsTheGpuUnderThePointer()
    {
        // Two one-node servers of 8 in rows of 4, on 200 × 100 pixels: side by side, each 4 + 1
        // cells wide and 2 high, cells of min(200 / 9, 100 / 2) = 22.2 pixels; one above the
        // other would give min(200 / 4, 100 / 5) = 20.
        RackGrid grid;
        grid.resize(200, 100);
        const std::vector<ClusterJob> none;
        grid.setCluster(ClusterShape{2, 8, LinkBandwidths{}}, 8, none);
        QCOMPARE(grid.gpuAt(QPointF(5, 5)), 0);
        // Second column, second row of server 1: GPU 5.
        QCOMPARE(grid.gpuAt(QPointF(30, 30)), 5);
        // The gap between the servers, 88.9 to 111.1 pixels across.
        QCOMPARE(grid.gpuAt(QPointF(95, 5)), -1);
        QCOMPARE(grid.gpuAt(QPointF(115, 5)), 8);
        QCOMPARE(grid.gpuAt(QPointF(199, 40)), 15);
        QCOMPARE(grid.gpuAt(QPointF(5, 60)), -1);
    }
};

QTEST_MAIN(ClusterPanelTest)
#include "ClusterPanelTest.moc"
