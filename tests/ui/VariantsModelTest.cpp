#include "presenters/VariantsModel.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"
#include "views/VariantsView.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace tco;
using namespace tco::ui;

namespace {

const std::string GPU_PRICE = "/self_hosted/0/rented/price_per_gpu_hour";
const std::string VOLUME = "/workload/tokens_per_day";

/// The professional-services preset: 2× H100 rented at 3.50 USD per GPU-hour (12,137.08 EUR a
/// month), Claude Opus 4.5 API, and Llama 3.3 70B on Together AI (229.62 EUR, the cheapest API);
/// the outcome is the H100 pair less Together AI, 11,907.46 EUR a month.
std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return test::presetScenario("professional-services-70b");
}

/// Two variants: the GPUs at 2.50 USD an hour, and twice the volume.
const Override TWO_VARIANTS{"/analysis", R"({"variants": [
    {"name": "Cheaper GPUs", "set": [{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "value": 2.5}]},
    {"name": "Twice the volume", "set": [{"pointer": "/workload/tokens_per_day", "value": 2e7}]}]})"};

double exported(const QAbstractItemModel& model, int row, int column)
{
    return model.index(row, column).data(VariantsModel::ExportRole).toString().toDouble();
}

/// Answers the dialog the next call opens: fills in the name (if it asks for one), picks the input
/// at `pointer` and presses Add.
void answerDialog(const QString& name, const std::string& pointer)
{
    QTimer::singleShot(0, [name, pointer] {
        QWidget* dialog = QApplication::activeModalWidget();
        QVERIFY(dialog);
        if (auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("variantName")))
            field->setText(name);
        auto* inputs = dialog->findChild<QComboBox*>(QStringLiteral("variantInput"));
        QVERIFY(inputs);
        const int index = inputs->findData(QString::fromStdString(pointer));
        QVERIFY(index >= 0);
        inputs->setCurrentIndex(index);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
}

/// Types `text` into the cell editor the view has open and presses Enter.
void typeIntoOpenCell(QTableView& table, const QString& text)
{
    auto* editor = qobject_cast<QLineEdit*>(table.indexWidget(table.currentIndex()));
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, text);
    const QPointer<QLineEdit> open(editor);
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits and closes its editor from the event loop.
    QTRY_VERIFY(open.isNull());
}

} // namespace

class VariantsModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void laysOutTheVariantsAsAScenarioSummary()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({TWO_VARIANTS}, QStringLiteral("test")).empty());
        VariantsModel model(*presenter);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The two inputs set, the four options' monthly costs (the hybrid's last), the outcome and
        // its two changes, the same over the horizon; the current values, then each variant.
        QCOMPARE(model.rowCount(), 2 + 4 + 3 + 3);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Current values"));
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Twice the volume"));
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(),
                 QStringLiteral("2× H100 rented: price per GPU-hour (USD per GPU-hour)"));
        QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("Tokens per day (tokens/day)"));
        QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("2× H100 rented (EUR a month)"));
        QCOMPARE(model.headerData(6, Qt::Vertical).toString(), QStringLiteral("Outcome (EUR a month)"));
        QCOMPARE(model.headerData(9, Qt::Vertical).toString(), QStringLiteral("Outcome over 36 months, present value (EUR)"));
        QCOMPARE(model.headerData(11, Qt::Vertical).toString(), QStringLiteral("Change over 36 months (%)"));
        QCOMPARE(model.outcomeDescription(),
                 QStringLiteral("What 2× H100 rented costs a month more than Llama 3.3 70B on Together AI"));

        // Inputs: each variant's own value, or the current one it keeps (shown as such).
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("3.5"));
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("2.5"));
        QVERIFY(model.index(0, 1).data(VariantsModel::SetByVariantRole).toBool());
        QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("3.5"));
        QVERIFY(!model.index(0, 2).data(VariantsModel::SetByVariantRole).toBool());
        QVERIFY(model.index(0, 2).data(Qt::FontRole).value<QFont>().italic());
        QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("20,000,000"));
        QCOMPARE(model.index(1, 0).data(VariantsModel::PointerRole).toString(), QString::fromStdString(VOLUME));
        // Only a variant's inputs can be typed in.
        QVERIFY(model.flags(model.index(0, 1)) & Qt::ItemIsEditable);
        QVERIFY(model.flags(model.index(1, 1)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(model.index(2, 1)) & Qt::ItemIsEditable));

        // Cheaper GPUs: a dollar less an hour is 2 GPUs × 1.00 USD × 730.5 h × 1.4 (the cloud's
        // extras) / 1.1665 USD a euro = 1,753.45 EUR less a month for the H100 pair, and for the
        // outcome: 11,907.46 − 1,753.45 = 10,154.01, 14.7 % less.
        const double cheaper = 2 * 1.0 * 730.5 * 1.4 / 1.1665;
        QCOMPARE(model.index(2, 0).data(VariantsModel::ExportRole).toString(), QStringLiteral("12137.08"));
        QVERIFY(qAbs(exported(model, 2, 1) - (12137.08 - cheaper)) < 0.01);
        QCOMPARE(model.index(3, 1).data(VariantsModel::ExportRole), model.index(3, 0).data(VariantsModel::ExportRole));
        QCOMPARE(model.index(6, 0).data(VariantsModel::ExportRole).toString(), QStringLiteral("11907.46"));
        QVERIFY(qAbs(exported(model, 6, 1) - (11907.46 - cheaper)) < 0.01);
        QCOMPARE(model.index(7, 1).data(VariantsModel::ExportRole).toString(), QStringLiteral("-1753.45"));
        QCOMPARE(model.index(7, 1).data().toString(), QStringLiteral("-1,753"));
        QCOMPARE(model.index(8, 1).data(VariantsModel::ExportRole).toString(), QStringLiteral("-0.1473"));
        QCOMPARE(model.index(8, 1).data().toString(), QStringLiteral("-15%"));
        // The current values' column has no change from itself.
        QCOMPARE(model.index(7, 0).data().toString(), QString());

        // Twice the volume: the rented pair costs the same, the APIs twice as much; the outcome
        // falls by Together AI's 229.62, 229.62 / 11,907.46 = 1.9 %.
        QCOMPARE(model.index(2, 2).data(VariantsModel::ExportRole), model.index(2, 0).data(VariantsModel::ExportRole));
        QVERIFY(qAbs(exported(model, 4, 2) - 2 * exported(model, 4, 0)) < 0.01);
        QVERIFY(qAbs(exported(model, 7, 2) + exported(model, 4, 0)) < 0.01);
        QCOMPARE(model.index(8, 2).data().toString(), QStringLiteral("-1.9%"));

        // Over the horizon, in present value at 8 % a year: month m is worth v^m, v = 1.08^(−1/12).
        // The GPUs' saving gets 5 % smaller a year with their price (the preset's trend), w^(m − 1)
        // with w = 0.95^(1/12): Σ v^m w^(m − 1) over 36 months = v (1 − (vw)^36) / (1 − vw) = 29.851,
        // so 1,753.45 × 29.851 = 52,341 EUR less. Together AI's price stays: twice its bill
        // costs 229.62 × Σ v^m = 229.62 × 32.043 = 7,358 EUR more of the API.
        const double v = std::pow(1.08, -1.0 / 12.0);
        const double vw = v * std::pow(0.95, 1.0 / 12.0);
        QVERIFY(qAbs(exported(model, 10, 1) + cheaper * v * (1 - std::pow(vw, 36)) / (1 - vw)) < 0.01);
        // (The month's change is exported to the cent; 32 of its rounding make up to 0.16.)
        QVERIFY(qAbs(exported(model, 10, 2) - exported(model, 7, 2) * v * (1 - std::pow(v, 36)) / (1 - v)) < 0.2);
        QCOMPARE(model.index(9, 0).data(Qt::FontRole).value<QFont>().bold(), true);
        QCOMPARE(model.index(10, 0).data().toString(), QString());
    }

    void saysCannotRunInsteadOfAFigure()
    {
        // Llama 3.1 405B on single-GPU L4 instances. Prompts of 100 M tokens: no layout holds one
        // sequence's KV cache, so in that variant the option cannot run, and neither the outcome
        // nor its change can be measured. The outcome is the headline's question, the cheapest
        // self-hosted option against the cheapest API offer, rather than the preset's comparison.
        const auto presenter = professionalServices();
        QVERIFY(
            presenter
                ->edit(
                    {{"/model/id", "llama-3.1-405b"},
                     {"/model/kv_cache_precision", "bf16"},
                     {"/self_hosted/0/gpu", "l4"},
                     {"/self_hosted/0/rented/cloud_price", "aws-g6.xlarge-on-demand-us-east-2"},
                     {"/analysis/compare", "null"},
                     {"/analysis/variants",
                      R"([{"name": "Whole archives", "set": [{"pointer": "/workload/input_tokens_per_request", "value": 1e8}]}])"}},
                    QStringLiteral("test"))
                .empty());
        VariantsModel model(*presenter);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1 + 4 + 3 + 3);
        QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("cannot run"));
        QVERIFY(!model.index(1, 1).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.index(1, 1).data(VariantsModel::ExportRole).toString(), QString());
        // The hybrid of the option that cannot run cannot either.
        QCOMPARE(model.index(4, 1).data().toString(), QStringLiteral("cannot run"));
        QVERIFY(!model.index(5, 0).data(VariantsModel::ExportRole).toString().isEmpty());
        QCOMPARE(model.index(5, 1).data().toString(), QStringLiteral("cannot run"));
        QCOMPARE(model.index(6, 1).data().toString(), QStringLiteral("—"));
        QCOMPARE(model.index(7, 1).data().toString(), QStringLiteral("—"));
        QVERIFY(!model.index(7, 1).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.index(8, 1).data().toString(), QStringLiteral("cannot run"));
        QCOMPARE(model.index(9, 1).data().toString(), QStringLiteral("—"));
        for (int row = 0; row < model.rowCount(); ++row) {
            for (int column = 0; column < model.columnCount(); ++column)
                QVERIFY(!model.index(row, column).data().toString().contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        }

        // Such prompts in the scenario itself: with no self-hosted option that can run there is no
        // outcome, only the inputs and the monthly costs, and the current column says why.
        QVERIFY(presenter->edit({{"/workload/input_tokens_per_request", "1e8"}}, QStringLiteral("test")).empty());
        QVERIFY(!model.outcome());
        QCOMPARE(model.rowCount(), 1 + 4);
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("cannot run"));
        QVERIFY(model.index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("holds no ")));
    }

    void copiesWithTheRowLabels()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({TWO_VARIANTS}, QStringLiteral("test")).empty());
        const VariantsView view(*presenter);
        const QStringList lines = view.tabSeparatedText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 12);
        QCOMPARE(lines[0], QStringLiteral("\tCurrent values\tCheaper GPUs\tTwice the volume"));
        QCOMPARE(lines[1], QStringLiteral("2× H100 rented: price per GPU-hour (USD per GPU-hour)\t3.5\t2.5\t3.5"));
        QVERIFY(lines[3].startsWith(QStringLiteral("2× H100 rented (EUR a month)\t12137.08\t")));
        QCOMPARE(lines[8], QStringLiteral("Change (EUR a month)\t\t-1753.45\t-229.62"));
    }

    void thePresetsVariantsStandBesideTheCurrentValues()
    {
        // The preset ships three variants a finance team asks about, each a column.
        const auto presenter = professionalServices();
        VariantsView view(*presenter);
        auto* table = view.findChild<QTableView*>(QStringLiteral("variantsTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->columnCount(), 1 + 3);
        QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(),
                 QStringLiteral("H100 reserved for a year at 2.35 USD"));
        QCOMPARE(table->model()->headerData(2, Qt::Horizontal).toString(), QStringLiteral("Volume triples"));
        QCOMPARE(table->model()->headerData(3, Qt::Horizontal).toString(),
                 QStringLiteral("Opus-class tokens 80 % cheaper each year"));

        // A month's outcome does not depend on a price trend, which moves later months only.
        int changeRow = -1;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->headerData(row, Qt::Vertical).toString() == QStringLiteral("Change (EUR a month)"))
                changeRow = row;
        }
        QVERIFY(changeRow >= 0);
        QCOMPARE(table->model()->index(changeRow, 3).data().toString(), QStringLiteral("no change"));

        // In about the room the tab has under the charts of a 1280 × 800 window, every variant is
        // in sight: long names wrap in their headers instead of widening their columns.
        view.resize(900, 460);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        QVERIFY(table->horizontalHeader()->height() > 2 * table->fontMetrics().height());
        if (const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR"); !directory.isEmpty())
            QVERIFY(view.grab().save(QDir(directory).filePath(QStringLiteral("variants.png"))));
    }

    void addsEditsAndRemovesVariantsThroughTheViewEachOneUndoStep()
    {
        const auto presenter = professionalServices();
        // Without the preset's own variants, and with no step to undo.
        QVERIFY(presenter->edit({{"/analysis/variants", "null"}}, QStringLiteral("x")).empty());
        QUndoStack& history = *presenter->undoStack();
        history.clear();
        VariantsView view(*presenter);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        auto* table = view.findChild<QTableView*>(QStringLiteral("variantsTable"));
        auto* problems = view.findChild<QLabel*>(QStringLiteral("variantsProblems"));
        QVERIFY(table && problems);
        QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // No variants: the current values alone, with no inputs and no changes, and what to do.
        QCOMPARE(table->model()->columnCount(), 1);
        QCOMPARE(table->model()->rowCount(), 4 + 2);
        QVERIFY(
            view.findChild<QLabel*>(QStringLiteral("variantsSummary"))->text().startsWith(QStringLiteral("No variants yet.")));

        // Add Variant… asks a name and the input it changes, which starts at its current value and
        // is open for typing: the GPUs at 2.50 USD.
        answerDialog(QStringLiteral("Cheaper GPUs"), GPU_PRICE);
        view.addVariant();
        QCOMPARE(presenter->scenario().analysis.variants.size(), std::size_t{1});
        QCOMPARE(presenter->scenario().analysis.variants[0].settings, (std::vector<DriverSetting>{{GPU_PRICE, 3.5}}));
        QCOMPARE(history.count(), 1);
        QCOMPARE(table->currentIndex(), table->model()->index(0, 1));
        typeIntoOpenCell(*table, QStringLiteral("2.5"));
        QCOMPARE(presenter->scenario().analysis.variants[0].settings, (std::vector<DriverSetting>{{GPU_PRICE, 2.5}}));
        QCOMPARE(history.count(), 2);
        // The H100 row and the change, as worked out in laysOutTheVariantsAsAScenarioSummary().
        QCOMPARE(table->model()->index(6, 1).data(VariantsModel::ExportRole).toString(), QStringLiteral("-1753.45"));
        QCOMPARE(table->currentIndex(), table->model()->index(0, 1));

        // A value the file refuses changes nothing and says where and why.
        table->edit(table->model()->index(0, 1));
        typeIntoOpenCell(*table, QStringLiteral("-1"));
        QCOMPARE(presenter->scenario().analysis.variants[0].settings[0].value, 2.5);
        QCOMPARE(history.count(), 2);
        QVERIFY(problems->isVisible());
        QVERIFY(problems->text().contains(QStringLiteral("/analysis/variants/0/set/0/value")));
        table->edit(table->model()->index(0, 1));
        typeIntoOpenCell(*table, QStringLiteral("cheap"));
        QVERIFY(problems->text().contains(QStringLiteral("“cheap” is not a number")));

        // Add Input… sets another input in the selected variant; typing into a kept value sets it too.
        answerDialog({}, VOLUME);
        view.addInput();
        QCOMPARE(table->model()->rowCount(), 2 + 4 + 3 + 3);
        QCOMPARE(table->currentIndex(), table->model()->index(1, 1));
        typeIntoOpenCell(*table, QStringLiteral("2e7"));
        QCOMPARE(presenter->scenario().analysis.variants[0].settings,
                 (std::vector<DriverSetting>{{GPU_PRICE, 2.5}, {VOLUME, 2e7}}));
        QVERIFY(!problems->isVisible());
        QCOMPARE(history.count(), 4);

        // Delete takes the current value back, as one step that Undo reverses.
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        table->setCurrentIndex(table->model()->index(1, 1));
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Delete);
        QCOMPARE(presenter->scenario().analysis.variants[0].settings, (std::vector<DriverSetting>{{GPU_PRICE, 2.5}}));
        history.undo();
        QCOMPARE(presenter->scenario().analysis.variants[0].settings.size(), std::size_t{2});

        // Removing the variant, and undoing that.
        table->setCurrentIndex(table->model()->index(0, 1));
        view.removeVariant();
        QVERIFY(presenter->scenario().analysis.variants.empty());
        QCOMPARE(table->model()->columnCount(), 1);
        history.undo();
        QCOMPARE(table->model()->columnCount(), 2);
        QCOMPARE(table->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Cheaper GPUs"));
        // Back to the start, step by step.
        while (history.canUndo())
            history.undo();
        QVERIFY(presenter->scenario().analysis.variants.empty());
    }

    void editingAVariantsCellSetsItsValueAsOneUndoStep()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({TWO_VARIANTS}, QStringLiteral("test")).empty());
        VariantsModel model(*presenter);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QUndoStack& history = *presenter->undoStack();
        const int before = history.count();
        // An editor left as it opened, on a value the variant keeps, changes nothing.
        QCOMPARE(model.index(1, 1).data(Qt::EditRole).toString(), QStringLiteral("10000000"));
        QVERIFY(!model.setData(model.index(1, 1), QStringLiteral("10000000")));
        QCOMPARE(history.count(), before);
        // Typed into a kept value, a number sets it in the variant: the volume doubled as well.
        QVERIFY(model.setData(model.index(1, 1), QStringLiteral("20,000,000")));
        QCOMPARE(presenter->scenario().analysis.variants[0].settings,
                 (std::vector<DriverSetting>{{GPU_PRICE, 2.5}, {VOLUME, 2e7}}));
        QVERIFY(model.index(1, 1).data(VariantsModel::SetByVariantRole).toBool());
        QCOMPARE(history.count(), before + 1);
        // Emptied, the cell takes the current value again.
        QVERIFY(model.setData(model.index(1, 1), QString()));
        QCOMPARE(presenter->scenario().analysis.variants[0].settings, (std::vector<DriverSetting>{{GPU_PRICE, 2.5}}));
        QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("10,000,000"));
        // Refused values change nothing and say why, at the setting's pointer.
        QStringList problems;
        connect(&model, &VariantsModel::editRefused, this,
                [&problems](const QString&, const QStringList& lines) { problems = lines; });
        QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("-1")));
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0].startsWith(QStringLiteral("/analysis/variants/0/set/0/value: ")));
        QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("cheap")));
        QCOMPARE(problems, QStringList{QStringLiteral("/analysis/variants/0/set/0/value: “cheap” is not a number")});
        QVERIFY(!model.setData(model.index(0, 0), QStringLiteral("3")));
        QCOMPARE(history.count(), before + 2);
        // Undo takes back one edit at a time.
        history.undo();
        QCOMPARE(presenter->scenario().analysis.variants[0].settings.size(), std::size_t{2});
        history.undo();
        QCOMPARE(presenter->scenario().analysis.variants[0].settings.size(), std::size_t{1});
        QCOMPARE(model.index(1, 1).data(VariantsModel::SetByVariantRole).toBool(), false);
    }

    void refusesNamesThatAreTakenOrEmpty()
    {
        const auto presenter = professionalServices();
        QVERIFY(presenter->edit({TWO_VARIANTS}, QStringLiteral("test")).empty());
        VariantsModel model(*presenter);
        QCOMPARE(model.unusedName(), QStringLiteral("Variant 3"));
        int refusals = 0;
        connect(&model, &VariantsModel::editRefused, this, [&refusals] { ++refusals; });
        QVERIFY(!model.addVariant(QStringLiteral("Cheaper GPUs"), VOLUME).empty());
        QVERIFY(!model.renameVariant(1, QStringLiteral("Cheaper GPUs")).empty());
        const Issues empty = model.renameVariant(1, QStringLiteral("  "));
        QCOMPARE(empty.size(), std::size_t{1});
        QCOMPARE(empty.front().pointer, std::string("/analysis/variants/1/name"));
        QCOMPARE(refusals, 3);
        QVERIFY(model.renameVariant(1, QStringLiteral("Double volume")).empty());
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("Double volume"));
        // A variant changes at least one input: its last one cannot go back to the current value.
        QVERIFY(!model.useCurrentValue(0, GPU_PRICE).empty());
        QCOMPARE(presenter->scenario().analysis.variants[0].settings.size(), std::size_t{1});
    }
};

QTEST_MAIN(VariantsModelTest)
#include "VariantsModelTest.moc"
