#include "views/UncertaintyPanel.h"

#include "TestCatalog.h"
#include "analysis/Outcome.h"
#include "analysis/Sensitivity.h"
#include "presenters/ScenarioPresenter.h"
#include "views/DistributionDialog.h"
#include "views/charts/UncertaintyChart.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
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
                    {{"/analysis/distributions/-",
                      R"({"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3, "maximum": 4})"}},
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
        QCOMPARE(*result->probabilitySelfHostedCheaper, 0.0);
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
        const auto presenter = professionalServices();
        UncertaintyPanel panel(*presenter);
        panel.findChild<QPushButton*>(QStringLiteral("suggestDistributions"))->click();
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

    void aSuggestionGivesTheInputsThatMatterMostATriangleInOneStep()
    {
        const auto presenter = professionalServices();
        UncertaintyPanel panel(*presenter);
        panel.findChild<QPushButton*>(QStringLiteral("suggestDistributions"))->click();
        const std::vector<DriverDistribution>& distributions = presenter->scenario().analysis.distributions;
        QCOMPARE(distributions.size(), std::size_t{5});
        // The GPU-hour among them, 20 % either way of 3.50 USD, most likely 3.50.
        const auto price = std::ranges::find(distributions, std::string(GPU_PRICE), &DriverDistribution::pointer);
        QVERIFY(price != distributions.end());
        QCOMPARE(price->distribution.kind, DistributionKind::Triangular);
        QVERIFY(qFuzzyCompare(price->distribution.minimum, 0.8 * 3.5));
        QCOMPARE(price->distribution.mode, 3.5);
        QVERIFY(qFuzzyCompare(price->distribution.maximum, 1.2 * 3.5));
        // Once more adds the next five that move the outcome at all; Undo takes each step back whole.
        const Scenario& current = presenter->scenario();
        const std::optional<Tornado> bars
            = tornado(current, presenter->catalog(), *scenarioOutcome(current, presenter->catalog()), 0.2);
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
        const auto presenter = professionalServices();
        DistributionDialog dialog(*presenter, std::nullopt);
        auto* input = dialog.findChild<QComboBox*>(QStringLiteral("distributionInput"));
        input->setCurrentIndex(input->findData(QString::fromLatin1(GPU_PRICE)));
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("distributionKind"));
        kind->setCurrentIndex(kind->findData(static_cast<int>(DistributionKind::Pert)));
        const auto parameter
            = [&](int index) { return dialog.findChild<QLineEdit*>(QStringLiteral("distributionParameter%1").arg(index)); };
        // It starts from the tornado's range about the value: 2.8, 3.5 and 4.2.
        QCOMPARE(parameter(0)->text(), QStringLiteral("2.8"));
        QCOMPARE(parameter(1)->text(), QStringLiteral("3.5"));
        QCOMPARE(parameter(2)->text(), QStringLiteral("4.2"));

        // A highest below the lowest is refused with the place and the reason; nothing changes.
        parameter(2)->setText(QStringLiteral("2"));
        dialog.accept();
        const QString problem = dialog.findChild<QLabel*>(QStringLiteral("distributionProblem"))->text();
        QVERIFY2(problem.contains(QStringLiteral("/analysis/distributions/0")), qPrintable(problem));
        QVERIFY(presenter->scenario().analysis.distributions.empty());

        parameter(2)->setText(QStringLiteral("5"));
        dialog.accept();
        QCOMPARE(dialog.result(), int{QDialog::Accepted});
        QCOMPARE(presenter->scenario().analysis.distributions.size(), std::size_t{1});
        QCOMPARE(presenter->scenario().analysis.distributions[0].distribution, Distribution::pert(2.8, 3.5, 5.0));
    }
};

QTEST_MAIN(UncertaintyPanelTest)
#include "UncertaintyPanelTest.moc"
