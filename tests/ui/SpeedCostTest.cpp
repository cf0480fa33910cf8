#include "presenters/SpeedCostPresenter.h"
#include "views/charts/SpeedCostChart.h"

#include "ChartTestSupport.h"
#include "TestCatalog.h"
#include "TestSettings.h"
#include "presenters/DriverPresenter.h"
#include "presenters/ScenarioPresenter.h"
#include "views/MainWindow.h"
#include "views/charts/ChartExport.h"
#include "views/charts/ChartPalette.h"

#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>
#include <QValueAxis>

#include <algorithm>
#include <memory>

using namespace tco;
using namespace tco::test;
using namespace tco::ui;

namespace {

const QString H100 = QStringLiteral("2× H100 rented");
const QString TARGET = QStringLiteral("Target per user");
const QString TODAY = QStringLiteral("Today's fleet");

/// Applies one edit the scenario must take.
void edit(ScenarioPresenter& scenario, const std::vector<Override>& changes)
{
    const Issues issues = scenario.edit(changes, QStringLiteral("test"));
    if (!issues.empty())
        QTest::qFail(describe(issues.front()).c_str(), __FILE__, __LINE__);
}

/// The frontiers traced once the options are up to date: the presenter works them out when read.
int searchesAfterReading(const SpeedCostPresenter& speedCost)
{
    static_cast<void>(speedCost.options());
    return speedCost.searches();
}

} // namespace

class SpeedCostTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void pricesEachOptionsFrontierAndMarksTodaysFleet()
    {
        const auto scenario = presetScenario("professional-services-70b");
        const SpeedCostPresenter speedCost(*scenario);
        QCOMPARE(speedCost.options().size(), std::size_t{1});
        const SpeedCostOption& option = speedCost.options().front();
        QCOMPARE(QString::fromStdString(option.name), H100);
        QCOMPARE(option.position, std::size_t{0});
        QVERIFY(option.points.size() >= 3);
        QVERIFY(speedCost.failure().isEmpty());
        QCOMPARE(speedCost.perUserTarget(), TokensPerSecond(25.0));
        // Fastest first.
        for (std::size_t i = 1; i < option.points.size(); ++i)
            QVERIFY(option.points[i].perUser < option.points[i - 1].perUser);
        // A GPU-hour is 3.50 USD + 40 % cloud extras = 4.90 USD, 4.2006 EUR at 1.1665 USD, 3,068.54
        // EUR over a month's 730.5 hours; the engineer 6,000 EUR, whatever the GPUs. A fleet of g
        // GPUs costs (6,000 + g × 3,068.54) EUR a month over 10 M × 30.4375 days of tokens: with
        // three GPUs, 49.96 EUR per million.
        for (const SpeedCostPoint& point : option.points) {
            QVERIFY(point.fleetGpus >= 2);
            const double expected
                = (6'000.0 + static_cast<double>(point.fleetGpus) * 4.9 / 1.1665 * 730.5) / (10e6 * 30.4375) * 1e6;
            QVERIFY2(near(point.costPerMillionTokens, expected, 1e-4), qPrintable(QString::number(point.costPerMillionTokens)));
        }

        // The fleet is the option's two H100 (its minimum), one replica of TP 2, whose 12,137.08 EUR
        // a month over 10 M tokens × 30.4375 days is 39.875 EUR per million tokens.
        const Results& results = scenario->results();
        const OptionSummary& summary = results.options()[0];
        const SizingResult& replica = results.prepared().selfHosted[0].layouts[summary.fleet.layout].replica;
        QCOMPARE(option.chosen.fleetGpus, 2);
        QVERIFY2(near(option.chosen.costPerMillionTokens, 12'137.08 / (10e6 * 30.4375) * 1e6, 1e-5),
                 qPrintable(QString::number(option.chosen.costPerMillionTokens)));
        QCOMPARE(option.chosen.costPerMillionTokens, summary.costPerMillionTokens);
        QCOMPARE(option.chosen.perUser, replica.operating.perUser);
        QCOMPARE(option.chosen.layout, replica.layout);
        QCOMPARE(QString::fromStdString(describeLayout(option.chosen.layout)), QStringLiteral("2 GPUs, TP 2"));
        // At the largest batch that still gives every user the target.
        QVERIFY(option.chosen.perUser >= TokensPerSecond(25.0));
    }

    void aPriceOrAVolumePricesAgainWithoutSearching()
    {
        const auto scenario = presetScenario("professional-services-70b");
        DriverPresenter drivers(*scenario);
        const SpeedCostPresenter speedCost(*scenario);
        QCOMPARE(searchesAfterReading(speedCost), 1);
        QSignalSpy changed(&speedCost, &SpeedCostPresenter::changed);
        const std::vector<SpeedCostPoint> before = speedCost.options().front().points;

        // A tenth of the slider up, the GPU-hour from 3.50 USD to about 6.50: the same configurations, each fleet dearer.
        QVERIFY(drivers.setPosition(SliderDriver::GpuPrice, drivers.position(SliderDriver::GpuPrice) + 0.1));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(searchesAfterReading(speedCost), 1);
        const std::vector<SpeedCostPoint>& dearer = speedCost.options().front().points;
        QCOMPARE(dearer.size(), before.size());
        for (std::size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(dearer[i].perUser, before[i].perUser);
            QCOMPARE(dearer[i].layout, before[i].layout);
            QVERIFY(dearer[i].costPerMillionTokens > before[i].costPerMillionTokens);
        }
        edit(*scenario, {{"/workload/tokens_per_day", "1e9"}});
        edit(*scenario, {{"/staffing/monthly_cost_per_fte/amount", "9000"}});
        edit(*scenario, {{"/self_hosted/0/rented/discount", "0.2"}});
        QCOMPARE(changed.count(), 4);
        QCOMPARE(searchesAfterReading(speedCost), 1);
        // A hundred times the volume needs more GPUs of the fastest configuration than two.
        QVERIFY(speedCost.options().front().points.front().fleetGpus > 2);
    }

    void aSizingChangeSearchesAgain()
    {
        const auto scenario = presetScenario("professional-services-70b");
        const SpeedCostPresenter speedCost(*scenario);
        QCOMPARE(searchesAfterReading(speedCost), 1);
        edit(*scenario, {{"/workload/output_tokens_per_second_per_user", "40"}});
        QCOMPARE(searchesAfterReading(speedCost), 2);
        QCOMPARE(speedCost.perUserTarget(), TokensPerSecond(40.0));
        edit(*scenario, {{"/model/weight_precision", "\"bf16\""}});
        QCOMPARE(searchesAfterReading(speedCost), 3);
        edit(*scenario, {{"/model/id", "\"llama-3.1-70b\""}});
        QCOMPARE(searchesAfterReading(speedCost), 4);
        edit(*scenario,
             {{"/self_hosted/0/gpu", "\"h200-sxm\""},
              {"/self_hosted/0/rented/cloud_price", "\"nebius-gpu-h200-sxm-8gpu-128vcpu-1600gb-on-demand-us-central1\""}});
        QCOMPARE(searchesAfterReading(speedCost), 5);
        // Undone, the GPU is the H100 again: its frontier was dropped with it, and is traced again.
        scenario->undoStack()->undo();
        QCOMPARE(searchesAfterReading(speedCost), 6);
        QCOMPARE(speedCost.options().size(), std::size_t{1});
    }

    void optionsThatSizeAlikeShareOneSearch()
    {
        // Rented and owned GB200 NVL72 size the same replicas; the B200 its own.
        const auto scenario = presetScenario("large-deepseek-r1");
        const SpeedCostPresenter speedCost(*scenario);
        QCOMPARE(speedCost.options().size(), std::size_t{3});
        QCOMPARE(searchesAfterReading(speedCost), 2);
        for (std::size_t index = 0; index < 3; ++index)
            QCOMPARE(speedCost.options()[index].position, index);
        const std::vector<SpeedCostPoint>& rented = speedCost.options()[1].points;
        const std::vector<SpeedCostPoint>& owned = speedCost.options()[2].points;
        QCOMPARE(rented.size(), owned.size());
        QVERIFY(std::ranges::equal(rented, owned, {}, &SpeedCostPoint::perUser, &SpeedCostPoint::perUser));
    }

    void pointsSlowerToTheFirstTokenThanTheScenarioAllowsAreLeftOut()
    {
        const auto scenario = presetScenario("large-deepseek-r1");
        const SpeedCostPresenter speedCost(*scenario);
        std::vector<Seconds> firstTokens;
        for (const SpeedCostOption& option : speedCost.options()) {
            for (const SpeedCostPoint& point : option.points)
                firstTokens.push_back(point.timeToFirstToken);
        }
        std::ranges::sort(firstTokens);
        // A limit between the quickest and the slowest first token leaves out some points and keeps some.
        const Seconds limit = firstTokens[firstTokens.size() / 2];
        QVERIFY(firstTokens.front() < limit && limit < firstTokens.back());
        edit(*scenario, {{"/workload/time_to_first_token_ms", QString::number(limit.value() * 1e3, 'f', 6).toStdString()}});
        std::size_t kept = 0;
        for (const SpeedCostOption& option : speedCost.options()) {
            for (const SpeedCostPoint& point : option.points)
                QVERIFY(point.timeToFirstToken <= limit * (1.0 + 1e-9));
            kept += option.points.size();
        }
        QVERIFY(kept > 0);
        QVERIFY(kept < firstTokens.size());
    }

    void theChartDrawsALinePerOptionTheTargetAndTodaysFleet()
    {
        const auto scenario = presetScenario("large-deepseek-r1");
        const SpeedCostPresenter speedCost(*scenario);
        const auto chart = shown<SpeedCostChart>(speedCost);
        const Scenario& current = scenario->scenario();
        QStringList expected;
        for (const SelfHostedOption& option : current.selfHosted)
            expected << QString::fromStdString(option.name);
        QCOMPARE(seriesNames(*chart), expected + (QStringList{TARGET, TODAY}));

        for (std::size_t index = 0; index < speedCost.options().size(); ++index) {
            const SpeedCostOption& option = speedCost.options()[index];
            const QList<QPointF> line = seriesNamed(*chart, expected[static_cast<qsizetype>(index)])->points();
            QCOMPARE(line.size(), static_cast<qsizetype>(option.points.size()));
            QCOMPARE(line.front(), QPointF(option.points.front().perUser.value(), option.points.front().costPerMillionTokens));
            QCOMPARE(seriesNamed(*chart, expected[static_cast<qsizetype>(index)])->pen().color(),
                     optionColor(index, chart->chartTheme()));
        }

        // The target stands at 25 tokens/s across the whole cost axis.
        auto* target = seriesNamed(*chart, TARGET);
        const auto* costAxis = qobject_cast<const QLogValueAxis*>(target->attachedAxes().at(1));
        QVERIFY(costAxis);
        QCOMPARE(target->points(), (QList<QPointF>{QPointF(25.0, costAxis->min()), QPointF(25.0, costAxis->max())}));

        // Each mark at its fleet's speed per user and cost per million tokens, named after its layout.
        auto* marks = seriesNamed<QScatterSeries>(*chart, TODAY);
        QCOMPARE(marks->count(), 3);
        for (std::size_t index = 0; index < 3; ++index) {
            const OptionSummary& summary = scenario->results().options()[index];
            const SizingResult& replica = scenario->results().prepared().selfHosted[index].layouts[summary.fleet.layout].replica;
            QCOMPARE(marks->at(static_cast<int>(index)),
                     QPointF(replica.operating.perUser.value(), summary.costPerMillionTokens));
            // A disaggregated unit's prefill and decode instances on a line each.
            QString label = chart->chosenLabels().at(static_cast<qsizetype>(index))->text();
            QCOMPARE(label.replace(QStringLiteral("\n+ "), QStringLiteral(" + ")),
                     QString::fromStdString(describeLayout(replica.layout)));
        }
        // The labels do not overlap one another.
        const QList<QGraphicsSimpleTextItem*> labels = chart->chosenLabels();
        for (qsizetype a = 0; a < labels.size(); ++a) {
            for (qsizetype b = a + 1; b < labels.size(); ++b)
                QVERIFY(!labels[a]->sceneBoundingRect().intersects(labels[b]->sceneBoundingRect()));
        }
        // The speed axis reaches past the fastest configuration.
        const auto* speedAxis = qobject_cast<const QValueAxis*>(target->attachedAxes().at(0));
        QVERIFY(speedAxis);
        QCOMPARE(speedAxis->min(), 0.0);
        for (const SpeedCostOption& option : speedCost.options())
            QVERIFY(speedAxis->max() >= option.points.front().perUser.value());
    }

    void theChartFollowsTheScenarioAfterItsPresenter()
    {
        const auto scenario = presetScenario("professional-services-70b");
        const SpeedCostPresenter speedCost(*scenario);
        const SpeedCostChart chart(speedCost);
        auto* marks = seriesNamed<QScatterSeries>(chart, TODAY);
        const QList<QAbstractSeries*> series = chart.chart()->series();
        // Ten times the volume: the two H100 still serve it, 12,137.08 EUR a month over 100 M
        // tokens × 30.4375 days, 3.9875 EUR per million tokens.
        edit(*scenario, {{"/workload/tokens_per_day", "1e8"}});
        QVERIFY2(near(marks->at(0).y(), 12'137.08 / (100e6 * 30.4375) * 1e6, 1e-5),
                 qPrintable(QString::number(marks->at(0).y())));
        QCOMPARE(marks->at(0).y(), scenario->results().options()[0].costPerMillionTokens);
        QCOMPARE(chart.chart()->series(), series);

        edit(*scenario, {{"/workload/output_tokens_per_second_per_user", "40"}});
        QCOMPARE(seriesNamed(chart, TARGET)->at(0).x(), 40.0);
        // Taking away the only self-hosted option leaves the target alone.
        edit(*scenario, {{"/self_hosted/0", "null"}});
        QVERIFY(speedCost.options().empty());
        QCOMPARE(seriesNames(chart), (QStringList{TARGET, TODAY}));
        QVERIFY(chart.chosenLabels().isEmpty());
    }

    void aChartOutOfViewTracesNothingUntilShown()
    {
        const auto scenario = presetScenario("professional-services-70b");
        const SpeedCostPresenter speedCost(*scenario);
        QTabWidget tabs;
        tabs.addTab(new QWidget, QStringLiteral("other"));
        auto* chart = new SpeedCostChart(speedCost);
        tabs.addTab(chart, QStringLiteral("chart"));
        tabs.setCurrentIndex(1);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        QCOMPARE(speedCost.searches(), 1);

        // On another tab, a change of a sizing input traces nothing, however often it comes.
        tabs.setCurrentIndex(0);
        QSignalSpy changed(&speedCost, &SpeedCostPresenter::changed);
        edit(*scenario, {{"/workload/output_tokens_per_second_per_user", "40"}});
        edit(*scenario, {{"/workload/output_tokens_per_second_per_user", "45"}});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(speedCost.searches(), 1);

        // Back in view, the chart reads the options and the frontier is traced once, for the
        // scenario as it is now.
        tabs.setCurrentIndex(1);
        QCOMPARE(speedCost.searches(), 2);
        QCOMPARE(seriesNamed(*chart, TARGET)->at(0).x(), 45.0);
        // In view, it follows every change again.
        edit(*scenario, {{"/workload/output_tokens_per_second_per_user", "50"}});
        QCOMPARE(speedCost.searches(), 3);
        QCOMPARE(seriesNamed(*chart, TARGET)->at(0).x(), 50.0);
    }

    void hoveringNamesTheConfiguration()
    {
        const auto scenario = presetScenario("professional-services-70b");
        const SpeedCostPresenter speedCost(*scenario);
        const auto chart = shown<SpeedCostChart>(speedCost);
        const SpeedCostOption& option = speedCost.options().front();
        auto* marks = seriesNamed<QScatterSeries>(*chart, TODAY);
        emit marks->hovered(marks->at(0), true);
        const QString firstToken = QLocale().toString(qRound(option.chosen.timeToFirstToken.value() * 1e3));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("2× H100 rented, today's fleet\n2 GPUs, TP 2\n")),
                 qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(
                     QStringLiteral("first token in %1 ms\n2 GPUs: EUR\u00A039.88 per million tokens").arg(firstToken)),
                 qPrintable(QToolTip::text()));

        auto* line = seriesNamed(*chart, H100);
        const SpeedCostPoint& fastest = option.points.front();
        emit line->hovered(line->at(0), true);
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("2× H100 rented\n%1\n%2 output tokens/s per user")
                                                 .arg(QString::fromStdString(describeLayout(fastest.layout)),
                                                      QLocale().toString(fastest.perUser.value(), 'f', 1))),
                 qPrintable(QToolTip::text()));
        emit line->hovered(line->at(0), false);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void followsTheThemeAndTheWorkshopsType()
    {
        const auto scenario = presetScenario("large-deepseek-r1");
        const SpeedCostPresenter speedCost(*scenario);
        SpeedCostChart chart(speedCost);
        chart.setChartTheme(QChart::ChartThemeDark);
        QCOMPARE(seriesNamed(chart, QString::fromStdString(speedCost.options()[2].name))->pen().color(),
                 optionColor(2, QChart::ChartThemeDark));
        QGraphicsSimpleTextItem* label = chart.chosenLabels().back();
        QCOMPARE(label->brush().color(), optionColor(2, QChart::ChartThemeDark));
        const qreal size = label->font().pointSizeF();
        chart.setTextScale(1.8, 1.8);
        QVERIFY2(near(label->font().pointSizeF(), size * 1.8, 1e-6), qPrintable(QString::number(label->font().pointSizeF())));
        chart.setChartTheme(QChart::ChartThemeLight);
        QCOMPARE(label->brush().color(), optionColor(2, QChart::ChartThemeLight));
    }

    void exportsAsPngAndSvg()
    {
        const auto scenario = presetScenario("large-deepseek-r1");
        const SpeedCostPresenter speedCost(*scenario);
        const auto chart = shown<SpeedCostChart>(speedCost);
        QTemporaryDir directory;
        const QString png = directory.filePath(QStringLiteral("chart.png"));
        QVERIFY(!exportChart(*chart, png, QStringLiteral("Speed against cost")));
        QCOMPARE(QImage(png).size(), chart->size() * chart->devicePixelRatio());
        const QString svg = directory.filePath(QStringLiteral("chart.svg"));
        QVERIFY(!exportChart(*chart, svg, QStringLiteral("Speed against cost")));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("Cost per million tokens (USD)"));
        QVERIFY(text.contains("Output tokens per second per user"));
        QVERIFY(text.contains(chart->chosenLabels().front()->text().split(QLatin1Char('\n')).front().toHtmlEscaped().toUtf8()));
    }

    void theWindowShowsTheChartAfterTheCostPerMillionTokens()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        DriverPresenter drivers(scenario);
        MainWindow window(scenario, drivers);
        const auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        const int unitCost = [&] {
            for (int index = 0; index < tabs->count(); ++index) {
                if (tabs->tabText(index) == QStringLiteral("Per million tokens"))
                    return index;
            }
            return -1;
        }();
        QVERIFY(unitCost >= 0);
        QCOMPARE(tabs->tabText(unitCost + 1), QStringLiteral("Speed and cost"));
        QVERIFY(qobject_cast<SpeedCostChart*>(tabs->widget(unitCost + 1)));
    }
};

QTEST_MAIN(SpeedCostTest)
#include "SpeedCostTest.moc"
