#include "views/CompareDialog.h"
#include "views/RangesDialog.h"

#include "TestCatalog.h"
#include "analysis/Outcome.h"
#include "analysis/Sensitivity.h"
#include "presenters/ScenarioPresenter.h"

#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace tco;
using namespace tco::ui;

namespace {

const QString GPU_PRICE = QStringLiteral("/self_hosted/0/rented/price_per_gpu_hour");

std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return test::presetScenario("professional-services-70b");
}

/// The row of the ranges table for the input at `pointer`.
int rowOf(const QTableWidget& table, const QString& pointer)
{
    for (int row = 0; row < table.rowCount(); ++row) {
        if (table.item(row, RangesDialog::InputColumn)->data(Qt::UserRole).toString() == pointer)
            return row;
    }
    return -1;
}

} // namespace

class AnalysisDialogsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void aRangeReplacesTheTornadosDefaultRange()
    {
        const auto presenter = professionalServices();
        RangesDialog dialog(*presenter);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("ranges"));
        const int row = rowOf(*table, GPU_PRICE);
        QVERIFY(row >= 0);
        QCOMPARE(table->item(row, RangesDialog::NowColumn)->text(), QStringLiteral("3.5"));
        // Beside it, the range the tornado takes without one: a rented GPU-hour's ± 30 %, 3.50 ×
        // 0.7 = 2.45 to 3.50 × 1.3 = 4.55; the euro's ± 5 %, 1.1665 × 0.95 = 1.10818 to 1.22483.
        QCOMPARE(table->item(row, RangesDialog::DefaultColumn)->text(), QStringLiteral("2.45 to 4.55"));
        QCOMPARE(table->item(row, RangesDialog::DefaultColumn)->toolTip(), QStringLiteral("±30%"));
        const int euro = rowOf(*table, QStringLiteral("/currency/exchange_rates/0/usd_per_unit"));
        QVERIFY(euro >= 0);
        QCOMPARE(table->item(euro, RangesDialog::DefaultColumn)->text(), QStringLiteral("1.10818 to 1.22483"));
        // Growth at zero has none.
        const int growth = rowOf(*table, QStringLiteral("/workload/monthly_growth"));
        QVERIFY(growth >= 0);
        QCOMPARE(table->item(growth, RangesDialog::DefaultColumn)->text(), QStringLiteral("none at zero"));

        // A low without a high is refused before anything is written.
        table->item(row, RangesDialog::LowColumn)->setText(QStringLiteral("2"));
        dialog.accept();
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("rangesProblem"))->text().contains(QStringLiteral("price per GPU-hour")));
        QVERIFY(presenter->scenario().analysis.ranges.empty());
        // A high below the low: the scenario says where and why.
        table->item(row, RangesDialog::HighColumn)->setText(QStringLiteral("1.5"));
        dialog.accept();
        QVERIFY2(dialog.findChild<QLabel*>(QStringLiteral("rangesProblem"))
                     ->text()
                     .contains(QStringLiteral("/analysis/ranges/0/high")),
                 qPrintable(dialog.findChild<QLabel*>(QStringLiteral("rangesProblem"))->text()));

        table->item(row, RangesDialog::HighColumn)->setText(QStringLiteral("4.5"));
        dialog.accept();
        QCOMPARE(dialog.result(), int{QDialog::Accepted});
        const Scenario& scenario = presenter->scenario();
        QCOMPARE(scenario.analysis.ranges, (std::vector<DriverRange>{{GPU_PRICE.toStdString(), 2.0, 4.5}}));
        // The tornado's bar for the price now spans 2 to 4.50 USD: 2.50 × 2 GPUs × 730.5 h × 1.4
        // / 1.1665 USD a euro = 4,383.63 EUR a month.
        const std::optional<Tornado> bars
            = tornado(scenario, presenter->catalog(), *scenarioOutcome(scenario, presenter->catalog()), std::nullopt,
                      scenario.analysis.ranges);
        const auto price
            = std::ranges::find(bars->bars, GPU_PRICE.toStdString(), [](const TornadoBar& bar) { return bar.driver.pointer; });
        QVERIFY(price != bars->bars.end());
        QVERIFY(qAbs(price->swing - 2.5 * 2 * 730.5 * 1.4 / 1.1665) < 1e-6);

        presenter->undoStack()->undo();
        QVERIFY(presenter->scenario().analysis.ranges.empty());
    }

    void aShareReadsAndIsTypedAsAPercentage()
    {
        const auto presenter = professionalServices();
        RangesDialog dialog(*presenter);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("ranges"));
        const QString extras = QStringLiteral("/self_hosted/0/rented/extra_cost_share");
        const int row = rowOf(*table, extras);
        QVERIFY(row >= 0);
        // The editor's unit: 0.4 of the GPU bill is "40" beside "% of GPU bill"; its default
        // range, an estimate's ±20 %, 0.32 to 0.48.
        QCOMPARE(table->item(row, RangesDialog::InputColumn)->text(),
                 QStringLiteral("2× H100 rented: extra cloud costs (% of GPU bill)"));
        QCOMPARE(table->item(row, RangesDialog::NowColumn)->text(), QStringLiteral("40"));
        QCOMPARE(table->item(row, RangesDialog::DefaultColumn)->text(), QStringLiteral("32 to 48"));
        // Typed as percentages, with or without the sign; kept as the file's shares.
        table->item(row, RangesDialog::LowColumn)->setText(QStringLiteral("30"));
        table->item(row, RangesDialog::HighColumn)->setText(QStringLiteral("50 %"));
        dialog.accept();
        QCOMPARE(dialog.result(), int{QDialog::Accepted});
        QCOMPARE(presenter->scenario().analysis.ranges, (std::vector<DriverRange>{{extras.toStdString(), 0.3, 0.5}}));
        // And shown again as they were typed.
        RangesDialog again(*presenter);
        auto* shown = again.findChild<QTableWidget*>(QStringLiteral("ranges"));
        QCOMPARE(shown->item(row, RangesDialog::LowColumn)->text(), QStringLiteral("30"));
        QCOMPARE(shown->item(row, RangesDialog::HighColumn)->text(), QStringLiteral("50"));
    }

    void theAnalysesCompareAnyTwoOptionsOrTheHeadlinesQuestion()
    {
        const auto presenter = professionalServices();
        {
            CompareDialog dialog(*presenter);
            auto* option = dialog.findChild<QComboBox*>(QStringLiteral("compareOption"));
            auto* against = dialog.findChild<QComboBox*>(QStringLiteral("compareAgainst"));
            // The preset's own question (/analysis/compare).
            QCOMPARE(option->currentData().toString(), QStringLiteral("2× H100 rented"));
            QCOMPARE(against->currentData().toString(), QStringLiteral("Claude Opus 4.5 API"));
            QVERIFY(against->isEnabled());
            option->setCurrentIndex(option->findData(QStringLiteral("Claude Opus 4.5 API")));
            against->setCurrentIndex(against->findData(QStringLiteral("Claude Opus 4.5 API")));
            dialog.accept();
            QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("compareProblem"))->text(),
                     QStringLiteral("Choose two different options."));
            against->setCurrentIndex(against->findData(QStringLiteral("2× H100 rented")));
            dialog.accept();
            QCOMPARE(dialog.result(), int{QDialog::Accepted});
        }
        const Scenario& scenario = presenter->scenario();
        QCOMPARE(describeOutcome(scenario, *scenarioOutcome(scenario, presenter->catalog())),
                 std::string("Claude Opus 4.5 API minus 2× H100 rented, a month"));
        {
            // Back to the headline's question: the file no longer names two options.
            CompareDialog dialog(*presenter);
            QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("compareOption"))->currentData().toString(),
                     QStringLiteral("Claude Opus 4.5 API"));
            dialog.findChild<QComboBox*>(QStringLiteral("compareOption"))->setCurrentIndex(0);
            QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("compareAgainst"))->isEnabled());
            dialog.accept();
        }
        QVERIFY(presenter->scenario().analysis.option.empty());
    }
};

QTEST_MAIN(AnalysisDialogsTest)
#include "AnalysisDialogsTest.moc"
