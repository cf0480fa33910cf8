#include "views/UncertaintyPanel.h"

#include "TestCatalog.h"
#include "analysis/Outcome.h"
#include "analysis/Sensitivity.h"
#include "presenters/ScenarioPresenter.h"
#include "views/CorrelationDialog.h"
#include "views/DistributionDialog.h"
#include "views/charts/UncertaintyChart.h"

#include <QAbstractAxis>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace tco;
using namespace tco::ui;

namespace {

constexpr auto GPU_PRICE = "/self_hosted/0/rented/price_per_gpu_hour";
/// What one USD more per GPU-hour adds to the two rented H100 a month, in euros: 2 GPUs ×
/// 730.5 hours × 1.4 for the cloud's extras / 1.1665 USD a euro = 1,753.45 EUR.
constexpr double EUR_PER_DOLLAR_AN_HOUR = 2 * 730.5 * 1.4 / 1.1665;

/// The professional-services preset: two rented H100 against two API offers.
std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return test::presetScenario("professional-services-70b");
}

/// The preset without the distributions it ships, as a scenario starts that has none yet.
std::unique_ptr<ScenarioPresenter> withoutDistributions()
{
    auto presenter = professionalServices();
    if (!presenter->edit({{"/analysis/distributions", "null"}}, QStringLiteral("x")).empty())
        QTest::qFail("the distributions do not go", __FILE__, __LINE__);
    return presenter;
}

/// Runs the panel with `samples` and waits for it to finish.
bool runAndWait(UncertaintyPanel& panel, int samplesChoice)
{
    panel.findChild<QComboBox*>(QStringLiteral("samples"))->setCurrentIndex(samplesChoice);
    QSignalSpy finished(&panel, &UncertaintyPanel::finished);
    panel.run();
    return finished.wait(60'000);
}

} // namespace

class UncertaintyPanelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void aHistogramsOutlineIsCutAtZero()
    {
        // Four samples in bins from −2 to 1: a quarter, a half, a quarter.
        const Histogram histogram{{-2.0, -1.0, 0.0, 1.0}, {1, 2, 1}};
        const double infinity = std::numeric_limits<double>::infinity();
        QCOMPARE(histogramOutline(histogram, 4.0, -infinity, 0.0),
                 (QList<QPointF>{{-2, 0}, {-2, 0.25}, {-1, 0.25}, {-1, 0.5}, {0, 0.5}, {0, 0}}));
        // From −0.5 up: the half bin's right half, then the last bin.
        QCOMPARE(histogramOutline(histogram, 4.0, -0.5, infinity),
                 (QList<QPointF>{{-0.5, 0}, {-0.5, 0.5}, {0, 0.5}, {0, 0.25}, {1, 0.25}, {1, 0}}));
    }

    void theSCurveReadsTheShareBelowAnyValue()
    {
        // A quarter, a half and a quarter of the samples in bins from −2 to 1: 0 % below −2,
        // 25 % below −1, 75 % below 0, all below 1.
        const Histogram histogram{{-2.0, -1.0, 0.0, 1.0}, {1, 2, 1}};
        const QList<QPointF> curve = cumulativeShares(histogram);
        QCOMPARE(curve, (QList<QPointF>{{-2, 0}, {-1, 25}, {0, 75}, {1, 100}}));
        // Halfway through the middle bin, half of its half: 25 + 25 = 50 %.
        QCOMPARE(shareBelow(curve, -0.5), 50.0);
        QCOMPARE(shareBelow(curve, -3.0), 0.0);
        QCOMPARE(shareBelow(curve, 2.0), 100.0);
    }

    void aUniformGpuPriceGivesPercentilesAlongThePricesLine()
    {
        const auto presenter = professionalServices();
        const double base = *outcomeValue(presenter->scenario(), presenter->catalog(),
                                          *scenarioOutcome(presenter->scenario(), presenter->catalog()));
        // The GPU-hour anywhere from 3 to 4 USD. Every other input stays, and the fleet does not
        // change with the price, so the outcome is the current one (at 3.50) plus 1,753.45 EUR for
        // each dollar above 3.50: its P5 at 3.05 USD is 0.45 × 1,753.45 = 789.05 EUR below.
        QVERIFY(
            presenter
                ->edit(
                    {{"/analysis/distributions",
                      R"([{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3, "maximum": 4}])"}},
                    QStringLiteral("x"))
                .empty());
        UncertaintyPanel panel(*presenter);
        QVERIFY(runAndWait(panel, 0));
        const std::optional<UncertaintyResult>& result = panel.chart()->result();
        QVERIFY(result.has_value());
        QCOMPARE(result->run.samples, std::int64_t{10'000});
        // 10,000 draws put a percentile within a few euros: the 5th of a uniform has a standard
        // error of √(0.05 × 0.95 / 10,000) = 0.0022 of the range, 3.8 EUR here.
        QVERIFY(qAbs(result->run.outcome.percentile5 - (base - 0.45 * EUR_PER_DOLLAR_AN_HOUR)) < 20.0);
        QVERIFY(qAbs(result->run.outcome.percentile50 - base) < 20.0);
        QVERIFY(qAbs(result->run.outcome.percentile95 - (base + 0.45 * EUR_PER_DOLLAR_AN_HOUR)) < 20.0);
        // The API stays far cheaper at every price: no chance for the H100.
        QVERIFY(result->gpusAgainstApi.has_value());
        QCOMPARE(result->gpusAgainstApi->probabilityGpusCheaper, 0.0);
        const QString summary = panel.findChild<QLabel*>(QStringLiteral("uncertaintySummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("0.0%</b></big> chance that 2× H100 rented costs less")), qPrintable(summary));

        // The same seed again: the same numbers, bit for bit.
        const MonteCarloResult first = result->run;
        QVERIFY(runAndWait(panel, 0));
        QVERIFY(panel.chart()->result()->run == first);

        // A change of the scenario makes the result out of date, and says so.
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e7"}}, QStringLiteral("x")).empty());
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("uncertaintySummary"))
                    ->text()
                    .contains(QStringLiteral("changed since this run")));
    }

    void aRunCanBeCancelledAndKeepsTheLastResult()
    {
        // The preset's own distributions, as it ships them.
        const auto presenter = professionalServices();
        UncertaintyPanel panel(*presenter);
        QVERIFY(runAndWait(panel, 0));
        const MonteCarloResult first = panel.chart()->result()->run;

        QSignalSpy finished(&panel, &UncertaintyPanel::finished);
        panel.findChild<QComboBox*>(QStringLiteral("samples"))->setCurrentIndex(2);
        panel.run();
        QVERIFY(panel.isRunning());
        panel.cancel();
        QVERIFY(finished.wait(60'000));
        QVERIFY(!panel.isRunning());
        QVERIFY(panel.chart()->result()->run == first);
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("uncertaintySummary"))->text().contains(QStringLiteral("Cancelled.")));
    }

    void anEmptyChartSaysWhatToDoUntilThereIsARun()
    {
        // Nothing to draw: the chart says how to get something, with no axes beside it.
        const auto presenter = withoutDistributions();
        UncertaintyPanel panel(*presenter);
        QVERIFY(panel.chart()->emptyMessage().startsWith(QStringLiteral("No input has a distribution yet.")));
        for (const QAbstractAxis* axis : panel.chart()->chart()->axes())
            QVERIFY(!axis->isVisible());
        QVERIFY(!panel.findChild<QPushButton*>(QStringLiteral("runMonteCarlo"))->isEnabled());
        // A distribution, and the message says to run.
        QVERIFY(presenter
                    ->edit({{"/analysis/distributions", R"([{"pointer": "/self_hosted/0/rented/price_per_gpu_hour",
            "kind": "uniform", "minimum": 3, "maximum": 4, "reason": "Two quotes"}])"}},
                           QStringLiteral("x"))
                    .empty());
        QVERIFY(panel.chart()->emptyMessage().startsWith(QStringLiteral("Run draws")));
        // The list says why the range is what it is, under the pointer.
        const auto* inputs = panel.findChild<QTableWidget*>(QStringLiteral("uncertainInputs"));
        QCOMPARE(inputs->rowCount(), 1);
        QVERIFY(inputs->item(0, 1)->toolTip().endsWith(QStringLiteral("Why: Two quotes")));
        // Run: the histogram and its axes, and no message.
        QVERIFY(runAndWait(panel, 0));
        QVERIFY(panel.chart()->emptyMessage().isEmpty());
        for (const QAbstractAxis* axis : panel.chart()->chart()->axes())
            QVERIFY(axis->isVisible());
    }

    void aSuggestionGivesTheInputsThatMatterMostATriangleInOneStep()
    {
        const auto presenter = withoutDistributions();
        UncertaintyPanel panel(*presenter);
        panel.findChild<QPushButton*>(QStringLiteral("suggestDistributions"))->click();
        const std::vector<DriverDistribution>& distributions = presenter->scenario().analysis.distributions;
        QCOMPARE(distributions.size(), std::size_t{5});
        // The GPU-hour among them, over a rented GPU-hour's default range: 30 % either way of 3.50
        // USD, 2.45 to 4.55, most likely 3.50; the reason says where the figures came from.
        const auto price = std::ranges::find(distributions, std::string(GPU_PRICE), &DriverDistribution::pointer);
        QVERIFY(price != distributions.end());
        QCOMPARE(price->distribution.kind, DistributionKind::Triangular);
        QVERIFY(qFuzzyCompare(price->distribution.minimum, 2.45));
        QCOMPARE(price->distribution.mode, 3.5);
        QVERIFY(qFuzzyCompare(price->distribution.maximum, 4.55));
        QVERIFY2(QString::fromStdString(price->reason).contains(QStringLiteral("(±30%)")), price->reason.c_str());
        // The volume too, a third to three times 10 M tokens a day.
        const auto volume
            = std::ranges::find(distributions, std::string("/workload/tokens_per_day"), &DriverDistribution::pointer);
        QVERIFY(volume != distributions.end());
        QVERIFY(qFuzzyCompare(volume->distribution.minimum, 1e7 / 3.0));
        QVERIFY(qFuzzyCompare(volume->distribution.maximum, 3e7));
        // Once more adds the next five that move the outcome at all; Undo takes each step back whole.
        const Scenario& current = presenter->scenario();
        const std::optional<Tornado> bars
            = tornado(current, presenter->catalog(), *scenarioOutcome(current, presenter->catalog()), std::nullopt);
        const auto moving
            = static_cast<std::size_t>(std::ranges::count_if(bars->bars, [](const TornadoBar& bar) { return bar.swing > 0.0; }));
        panel.findChild<QPushButton*>(QStringLiteral("suggestDistributions"))->click();
        QCOMPARE(presenter->scenario().analysis.distributions.size(), std::min<std::size_t>(10, moving));
        presenter->undoStack()->undo();
        presenter->undoStack()->undo();
        QVERIFY(presenter->scenario().analysis.distributions.empty());
    }

    void theDialogWritesADistributionOrSaysWhyNot()
    {
        const auto presenter = withoutDistributions();
        DistributionDialog dialog(*presenter, std::nullopt);
        auto* input = dialog.findChild<QComboBox*>(QStringLiteral("distributionInput"));
        input->setCurrentIndex(input->findData(QString::fromLatin1(GPU_PRICE)));
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("distributionKind"));
        kind->setCurrentIndex(kind->findData(static_cast<int>(DistributionKind::Pert)));
        const auto parameter
            = [&](int index) { return dialog.findChild<QLineEdit*>(QStringLiteral("distributionParameter%1").arg(index)); };
        // It starts from the tornado's range about the value, a GPU-hour's 30 % either way: 2.45,
        // 3.5 and 4.55.
        QCOMPARE(parameter(0)->text(), QStringLiteral("2.45"));
        QCOMPARE(parameter(1)->text(), QStringLiteral("3.5"));
        QCOMPARE(parameter(2)->text(), QStringLiteral("4.55"));

        // A highest below the lowest is refused with the place and the reason; nothing changes.
        parameter(2)->setText(QStringLiteral("2"));
        dialog.accept();
        const QString problem = dialog.findChild<QLabel*>(QStringLiteral("distributionProblem"))->text();
        QVERIFY2(problem.contains(QStringLiteral("/analysis/distributions/0")), qPrintable(problem));
        QVERIFY(presenter->scenario().analysis.distributions.empty());

        parameter(2)->setText(QStringLiteral("5"));
        dialog.findChild<QLineEdit*>(QStringLiteral("distributionReason"))->setText(QStringLiteral("  Two quotes  "));
        dialog.accept();
        QCOMPARE(dialog.result(), int{QDialog::Accepted});
        QCOMPARE(presenter->scenario().analysis.distributions.size(), std::size_t{1});
        QCOMPARE(presenter->scenario().analysis.distributions[0].distribution, Distribution::pert(2.45, 3.5, 5.0));
        QCOMPARE(presenter->scenario().analysis.distributions[0].reason, std::string("Two quotes"));

        // Edited, the distribution keeps its reason unless it is changed.
        DistributionDialog edit(*presenter, std::size_t{0});
        QCOMPARE(edit.findChild<QLineEdit*>(QStringLiteral("distributionReason"))->text(), QStringLiteral("Two quotes"));
        edit.findChild<QLineEdit*>(QStringLiteral("distributionParameter2"))->setText(QStringLiteral("6"));
        edit.accept();
        QCOMPARE(presenter->scenario().analysis.distributions[0].distribution, Distribution::pert(2.45, 3.5, 6.0));
        QCOMPARE(presenter->scenario().analysis.distributions[0].reason, std::string("Two quotes"));
    }

    void theCorrelationMatrixShowsThePairsAndWritesThemInOneStep()
    {
        // The preset draws eight inputs; Opus's output price (5th) and input price (6th) move
        // together, 0.9.
        const auto presenter = professionalServices();
        CorrelationDialog dialog(*presenter);
        auto* matrix = dialog.findChild<QTableWidget*>(QStringLiteral("correlationMatrix"));
        QCOMPARE(matrix->rowCount(), 8);
        QCOMPARE(matrix->item(4, 5)->text(), QStringLiteral("0.9"));
        QCOMPARE(matrix->item(5, 4)->text(), QStringLiteral("0.9"));
        QVERIFY(matrix->item(4, 5)->toolTip().startsWith(QStringLiteral("Anthropic prices output")));
        QCOMPARE(matrix->item(2, 2)->text(), QStringLiteral("1"));
        QVERIFY(!(matrix->item(5, 4)->flags() & Qt::ItemIsEditable));
        const auto message = [&dialog] { return dialog.findChild<QLabel*>(QStringLiteral("correlationMessage"))->text(); };

        // Volume with both prices, one way and the other: impossible with their 0.9, said at once.
        matrix->item(0, 4)->setText(QStringLiteral("0.9"));
        matrix->item(0, 5)->setText(QStringLiteral("-0.9"));
        QCOMPARE(matrix->item(5, 0)->text(), QStringLiteral("-0.9"));
        QVERIFY2(message().contains(QStringLiteral("impossible together")), qPrintable(message()));
        QVERIFY2(message().contains(QStringLiteral("1 and 5: 0.50 instead of 0.90")), qPrintable(message()));

        // Not a correlation: refused, nothing written.
        matrix->item(0, 4)->setText(QStringLiteral("2"));
        dialog.accept();
        QVERIFY2(message().contains(QStringLiteral("is not a correlation")), qPrintable(message()));
        QCOMPARE(presenter->scenario().analysis.correlations.size(), std::size_t{1});

        // The volume with the GPU's price instead: one step, the Opus pair keeping its reason.
        matrix->item(0, 4)->setText(QString());
        matrix->item(0, 5)->setText(QString());
        matrix->item(0, 1)->setText(QStringLiteral("0.3"));
        QCOMPARE(message(), QString());
        const int steps = presenter->undoStack()->count();
        dialog.accept();
        QCOMPARE(dialog.result(), int{QDialog::Accepted});
        QCOMPARE(presenter->undoStack()->count(), steps + 1);
        const std::vector<DriverCorrelation>& pairs = presenter->scenario().analysis.correlations;
        QCOMPARE(pairs.size(), std::size_t{2});
        QCOMPARE(pairs[0], (DriverCorrelation{"/workload/tokens_per_day", GPU_PRICE, 0.3, ""}));
        QCOMPARE(pairs[1].first, std::string("/api_offers/0/output_per_mtok"));
        QVERIFY(pairs[1].reason.starts_with("Anthropic prices output"));
        presenter->undoStack()->undo();
        QCOMPARE(presenter->scenario().analysis.correlations.size(), std::size_t{1});

        if (const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR"); !directory.isEmpty()) {
            dialog.show();
            QVERIFY(dialog.grab().save(QDir(directory).filePath(QStringLiteral("correlations.png"))));
        }
    }

    void aRunCanMeasureTheHorizonOrItsPresentValue()
    {
        // The preset neither grows nor pays anything once, and with the GPU-hour's price held
        // still over its 36 months every sample's outcome is 36 times its month, so the median is
        // 36 times the monthly run's (same seed).
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({{"/self_hosted/0/price_trend_per_year", "0"}}, QStringLiteral("test")).empty());
        UncertaintyPanel panel(*presenter);
        QVERIFY(runAndWait(panel, 0));
        const double monthly = panel.currentResult()->run.outcome.percentile50;
        auto* measure = panel.findChild<QComboBox*>(QStringLiteral("measure"));
        measure->setCurrentIndex(measure->findData(static_cast<int>(Outcome::Kind::HorizonDifference)));
        QVERIFY(runAndWait(panel, 0));
        const UncertaintyResult& horizon = *panel.currentResult();
        QCOMPARE(horizon.outcome.kind, Outcome::Kind::HorizonDifference);
        QVERIFY(std::abs(horizon.run.outcome.percentile50 - 36.0 * monthly) <= 1e-9 * std::abs(36.0 * monthly));
        const QString summary = panel.findChild<QLabel*>(QStringLiteral("uncertaintySummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("over 36 months")), qPrintable(summary));
    }

    void theSamplingIsTheScenariosAndOneStepToChange()
    {
        const auto presenter = professionalServices();
        UncertaintyPanel panel(*presenter);
        auto* sampling = panel.findChild<QComboBox*>(QStringLiteral("sampling"));
        QCOMPARE(sampling->currentData().toString(), QStringLiteral("random"));
        sampling->setCurrentIndex(sampling->findData(QStringLiteral("lhs")));
        emit sampling->activated(sampling->currentIndex());
        QCOMPARE(presenter->scenario().analysis.sampling, Sampling::LatinHypercube);
        presenter->undoStack()->undo();
        QCOMPARE(presenter->scenario().analysis.sampling, Sampling::Random);
        QCOMPARE(sampling->currentData().toString(), QStringLiteral("random"));
        QVERIFY(panel.findChild<QPushButton*>(QStringLiteral("editCorrelations"))->isEnabled());

        if (const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR"); !directory.isEmpty()) {
            QVERIFY(runAndWait(panel, 0));
            // The tab beside the docked editor in a window of 1280 × 800.
            panel.resize(860, 640);
            panel.show();
            QVERIFY(panel.grab().save(QDir(directory).filePath(QStringLiteral("uncertainty-panel.png"))));
        }
    }
};

QTEST_MAIN(UncertaintyPanelTest)
#include "UncertaintyPanelTest.moc"
