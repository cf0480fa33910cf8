#include "views/MainWindow.h"

#include "TestCatalog.h"
#include "TestPaths.h"
#include "TestSettings.h"
#include "TestText.h"
#include "presenters/DriverPresenter.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "views/ComparisonView.h"
#include "views/GoalSeekDialog.h"
#include "views/PreferencesDialog.h"
#include "views/PriceUpdateDialog.h"
#include "views/SliderPanel.h"
#include "views/WorkshopWindow.h"
#include "views/charts/CostChartView.h"
#include "views/charts/HorizonChart.h"
#include "views/charts/VolumeChart.h"

#include <QCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLogValueAxis>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QValueAxis>
#include <QXYSeries>

using namespace tco;
using namespace tco::ui;

namespace {

/// A window over a preset, as the application builds it.
struct Workspace {
    explicit Workspace(const char* preset)
    {
        if (!scenario.openPreset(QString::fromLatin1(preset)))
            QTest::qFail("the preset does not open", __FILE__, __LINE__);
    }

    /// The window shown, and its workshop window opened.
    WorkshopWindow* workshop()
    {
        window.show();
        window.setWorkshopMode(true);
        return window.findChild<WorkshopWindow*>();
    }

    ScenarioPresenter scenario{test::embeddedCatalog()};
    DriverPresenter drivers{scenario};
    MainWindow window{scenario, drivers};
};

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private:
    /// Every point of every line of the chart, in order.
    static QList<QPointF> allPoints(const CostChartView& view)
    {
        QList<QPointF> points;
        for (QAbstractSeries* series : view.chart()->series()) {
            if (const auto* line = qobject_cast<QXYSeries*>(series))
                points << line->points();
        }
        return points;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void showsTheHeadlineTheScenarioAndTheComparison()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const auto* headline = window.findChild<QLabel*>(QStringLiteral("headline"));
        QVERIFY(headline);
        // The answer's first sentence in bold, the rest after it.
        QVERIFY2(headline->text().startsWith(test::unbroken("<b>At 10~M~tokens a day")), qPrintable(headline->text()));
        QVERIFY(headline->text().contains(QStringLiteral("Claude Opus 4.5 API")));
        QVERIFY(window.windowTitle().contains(QStringLiteral("Professional services firm")));
        // The editor shows the scenario's figures in the user's locale.
        const auto* tokensPerDay = window.findChild<QLineEdit*>(QStringLiteral("tokensPerDayField"));
        QVERIFY(tokensPerDay);
        QCOMPARE(tokensPerDay->text(), QStringLiteral("10,000,000"));
        const auto* table = window.findChild<ComparisonView*>();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 4);
        // Cheapest first.
        QCOMPARE(table->model()->index(0, 0).data().toString(), QStringLiteral("Llama 3.3 70B on Together AI"));
    }

    void aLineUnderTheHeadlineNamesThePricesTooOldToTrust()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto* notice = window.findChild<QLabel*>(QStringLiteral("priceNotice"));
        QVERIFY(notice);
        // The preset's prices are dated 2026-11-30 at the latest: trusted for one day, every one
        // is old; trusted for ten years, none is, and the line goes.
        const auto trustFor = [&](int days) {
            const auto actions = window.findChildren<QAction*>();
            const auto found = std::ranges::find(actions, QStringLiteral("Pre&ferences…"), &QAction::text);
            QVERIFY(found != actions.end());
            (*found)->trigger();
            auto* preferences = window.findChild<PreferencesDialog*>();
            QVERIFY(preferences);
            preferences->findChild<QSpinBox*>(QStringLiteral("staleApiDays"))->setValue(days);
            preferences->findChild<QSpinBox*>(QStringLiteral("staleCloudDays"))->setValue(days);
            if (const QString directory = qEnvironmentVariable("TCO_SCREENSHOT_DIR"); !directory.isEmpty())
                QVERIFY(preferences->grab().save(directory + QStringLiteral("/preferences.png")));
            static_cast<QDialog*>(preferences)->accept();
            delete preferences;
        };
        trustFor(1);
        QCOMPARE(savedStalenessThresholds().apiDays, 1);
        QVERIFY(notice->isVisible());
        QVERIFY2(notice->text().startsWith(QStringLiteral("Prices older than they are trusted: 2× H100 rented (2026-05, ")),
                 qPrintable(notice->text()));
        QVERIFY(notice->text().endsWith(QStringLiteral("File → Update Prices brings them up to date.")));
        QVERIFY(notice->toolTip().contains(QStringLiteral("catalog entry anthropic-claude-opus-4-5 as of 2026-08-21")));
        trustFor(3650);
        QVERIFY(!notice->isVisible());
    }

    void fileUpdatePricesBringsTheAnswersPricesUpToDate()
    {
        // Prices trusted as long as by default, whatever a test before saved.
        saveStalenessThresholds(StalenessThresholds{});
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The settings are the test's own (isolateSettings()), and so is this data folder.
        const std::optional<std::filesystem::path> catalogDirectory = desktopUserCatalogDirectory();
        QVERIFY(catalogDirectory);
        const std::filesystem::path imported = *catalogDirectory / "imported-litellm.json";
        std::filesystem::remove(imported);
        const auto* notice = window.findChild<QLabel*>(QStringLiteral("priceNotice"));
        QVERIFY(notice->text().contains(QStringLiteral("Claude Opus 4.5 API")));

        const auto actions = window.findChildren<QAction*>();
        const auto found = std::ranges::find(actions, QStringLiteral("&Update Prices…"), &QAction::text);
        QVERIFY(found != actions.end());
        (*found)->trigger();
        auto* dialog = window.findChild<PriceUpdateDialog*>();
        QVERIFY(dialog);
        // The lists each project publishes, offered by name (data/price_sources/mappings.json).
        auto* published = dialog->findChild<QToolButton*>();
        QVERIFY(published && published->menu());
        QCOMPARE(published->menu()->actions().first()->text(), QStringLiteral("LiteLLM"));
        published->menu()->actions().first()->trigger();
        auto* location = dialog->findChild<QLineEdit*>(QStringLiteral("priceListLocation"));
        QCOMPARE(location->text(),
                 QStringLiteral("https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json"));

        // A list of today's prices for Opus and Together's Llama 3.3 70B, read from a file: the
        // line under the headline keeps the H100 offer of 2026-05 only.
        location->setText(QStringLiteral(TCO_TEST_DATA_DIR "/prices/litellm.json"));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("readPriceList")), Qt::LeftButton);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("usePrices")), Qt::LeftButton);
        QVERIFY(std::filesystem::exists(imported));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("imported-litellm.json")),
                 qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(notice->isVisible());
        QVERIFY2(!notice->text().contains(QStringLiteral("Claude")) && notice->text().contains(QStringLiteral("2× H100 rented")),
                 qPrintable(notice->text()));
        QCOMPARE(scenario.catalog().apiPrice("anthropic-claude-opus-4-5")->inputPerMillionTokens.amount, 4.0);
        std::filesystem::remove(imported);
    }

    void fitsWhatMattersAt1280Pixels()
    {
        // The test's screen is narrower than the 1,720 pixels the editor, the charts and the
        // sliders need side by side, so the editor shares the right edge behind the sliders.
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* editor = window.findChild<QDockWidget*>(QStringLiteral("scenarioDock"));
        auto* sliders = window.findChild<QDockWidget*>(QStringLiteral("driversDock"));
        QVERIFY(window.tabifiedDockWidgets(sliders).contains(editor));
        QCOMPARE(window.dockWidgetArea(editor), Qt::RightDockWidgetArea);
        // Every chart tab in sight, none behind scroll arrows, each with its full title at hand.
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        QVERIFY(!tabs->usesScrollButtons());
        QCOMPARE(tabs->tabToolTip(0), QStringLiteral("Cost by volume"));
        // And every column of the comparison, the 36-month, NPV and over-the-cheapest ones included.
        QTest::qWait(50);
        auto* table = window.findChild<ComparisonView*>();
        QVERIFY(!table->horizontalScrollBar()->isVisible());
        const int columns = table->model()->columnCount();
        const int last = table->horizontalHeader()->sectionViewportPosition(columns - 1)
            + table->horizontalHeader()->sectionSize(columns - 1);
        QVERIFY2(last <= table->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(last).arg(table->viewport()->width())));
    }

    void aSliderRecomputesEverythingAndUndoesInOneStep()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto* headline = window.findChild<QLabel*>(QStringLiteral("headline"));
        const QString before = headline->text();
        auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("chartTabs"));
        auto* overTime = window.findChild<HorizonChart*>();
        const QList<QPointF> pointsBefore = allPoints(*overTime);

        QSlider* volume = window.findChild<SliderPanel*>()->slider(SliderDriver::TokensPerDay);
        QVERIFY(volume);
        // A drag from 10 M to 100 M tokens a day: pressed, moved in steps, released.
        emit volume->sliderPressed();
        for (const int position : {400, 450, 500})
            volume->setValue(position);
        emit volume->sliderReleased();
        QCOMPARE(scenario.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QVERIFY(headline->text() != before);
        QVERIFY2(headline->text().contains(test::unbroken("At 100~M~tokens a day")), qPrintable(headline->text()));
        QVERIFY(window.isWindowModified());
        const auto* table = window.findChild<ComparisonView*>();
        // At 100 M tokens a day the two H100 (12,137.08 EUR) beat Opus (30,441.85 EUR).
        QCOMPARE(table->model()->index(1, 0).data().toString(), QStringLiteral("2× H100 rented"));
        // The cumulative cost over the horizon grows with the volume; the chart in its tab, out of
        // view during the drag, shows it when it comes into view.
        tabs->setCurrentWidget(overTime);
        QVERIFY(allPoints(*overTime) != pointsBefore);
        QCOMPARE(window.findChild<QLineEdit*>(QStringLiteral("tokensPerDayField"))->text(), QStringLiteral("100,000,000"));

        QCOMPARE(scenario.undoStack()->count(), 1);
        scenario.undoStack()->undo();
        QCOMPARE(headline->text(), before);
        QCOMPARE(volume->value(), 333);
        QVERIFY(!window.isWindowModified());
    }

    void opensDroppedFilesAndWarnsAboutBadOnes()
    {
        Workspace workspace("small-team-8b");
        auto& [scenario, drivers, window] = workspace;
        QVERIFY(window.windowTitle().contains(QStringLiteral("Small team")));

        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(QStringLiteral(TCO_TEST_DATA_DIR "/valid-explicit-prices.breakeven.json"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QCOMPARE(QString::fromStdString(scenario.scenario().name), QStringLiteral("Every field written out, prices typed in"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("valid-explicit-prices.breakeven.json")));

        QVERIFY(!window.open(QStringLiteral(TCO_TEST_DATA_DIR "/does-not-exist.breakeven.json")));
        auto* box = window.findChild<QMessageBox*>();
        QVERIFY(box);
        QVERIFY(box->informativeText().contains(QStringLiteral("does not exist")));
        QCOMPARE(QString::fromStdString(scenario.scenario().name), QStringLiteral("Every field written out, prices typed in"));
    }

    void slidersStepByRoundNumbersAndTakeTypedValues()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* panel = window.findChild<SliderPanel*>();
        // The right arrow moves the GPU price from 3.50 USD to 3.60, page down ten steps lower.
        QSlider* price = panel->slider(SliderDriver::GpuPrice);
        price->setFocus();
        QTest::keyClick(price, Qt::Key_Right);
        QCOMPARE(drivers.value(SliderDriver::GpuPrice), 3.6);
        QTest::keyClick(price, Qt::Key_PageDown);
        QCOMPARE(drivers.value(SliderDriver::GpuPrice), 2.6);
        // A volume typed into its box, in the box's own words.
        QLineEdit* volume = panel->valueBox(SliderDriver::TokensPerDay);
        QCOMPARE(volume->text(), QStringLiteral("10 M"));
        volume->setFocus();
        volume->selectAll();
        QTest::keyClicks(volume, QStringLiteral("25 M"));
        QTest::keyClick(volume, Qt::Key_Return);
        QCOMPARE(scenario.scenario().workload.tokensPerDay, TokensPerDay(2.5e7));
    }

    void helpOffersTheUserGuideAndEveryShortcut()
    {
        Workspace workspace("professional-services-70b");
        auto& window = workspace.window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* guide = nullptr;
        QAction* shortcuts = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("&User Guide"))
                guide = action;
            if (action->text() == QStringLiteral("&Keyboard Shortcuts"))
                shortcuts = action;
        }
        QVERIFY(guide && shortcuts);
        QCOMPARE(guide->shortcut(), QKeySequence(QKeySequence::HelpContents));
        guide->trigger();
        const auto* text = window.findChild<QTextBrowser*>(QStringLiteral("userGuide"));
        QVERIFY(text);
        // docs/desktop-app.md, built in.
        QVERIFY(text->toPlainText().contains(QStringLiteral("What if")));
        shortcuts->trigger();
        const auto* table = window.findChild<QTableWidget*>(QStringLiteral("keyboardShortcuts"));
        QVERIFY(table);
        QStringList rows;
        for (int row = 0; row < table->rowCount(); ++row)
            rows << table->item(row, 0)->text() + QLatin1Char('=') + table->item(row, 1)->text();
        QVERIFY2(rows.contains(QStringLiteral("Goal Seek…=Ctrl+G")), qPrintable(rows.join(QLatin1Char(' '))));
        QVERIFY2(rows.contains(QStringLiteral("User Guide=F1")), qPrintable(rows.join(QLatin1Char(' '))));
    }

    void workshopModeShowsTheHeadlineInLargeTypeAndLeavesOnEscape()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        WorkshopWindow* workshop = workspace.workshop();
        QVERIFY(workshop);
        QVERIFY(QTest::qWaitForWindowExposed(workshop));
        const auto* big = workshop->findChild<QLabel*>(QStringLiteral("workshopHeadline"));
        QVERIFY(big);
        QCOMPARE(big->text(), window.findChild<QLabel*>(QStringLiteral("headline"))->text());
        QVERIFY(big->font().pointSizeF() > 1.5 * window.font().pointSizeF());
        // Its sliders drive the same scenario.
        workshop->findChild<SliderPanel*>()->slider(SliderDriver::TokensPerDay)->setValue(500);
        QCOMPARE(scenario.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(window.findChild<SliderPanel*>()->slider(SliderDriver::TokensPerDay)->value(), 500);
        // Its chart's text is as large as the rest, for the back of the room.
        const auto* projected = workshop->findChild<CostChartView*>();
        QVERIFY(projected);
        const auto* desktop = qobject_cast<CostChartView*>(window.findChild<QTabWidget*>(QStringLiteral("chartTabs"))->widget(0));
        QVERIFY(projected->chart()->axes().constFirst()->labelsFont().pointSizeF()
                > 1.5 * desktop->chart()->axes().constFirst()->labelsFont().pointSizeF());
        // Every name in its legend, whole, held together by no-break spaces and hyphens.
        const QString legend = workshop->findChild<QLabel*>(QStringLiteral("workshopLegend"))->text();
        for (QString name : {QStringLiteral("2× H100 rented"), QStringLiteral("Claude Opus 4.5 API"),
                             QStringLiteral("Llama 3.3 70B on Together AI"), QStringLiteral("Break-even")}) {
            name.replace(QLatin1Char(' '), QStringLiteral("&nbsp;")).replace(QLatin1Char('-'), QStringLiteral("&#8209;"));
            QVERIFY2(legend.contains(name), qPrintable(legend));
        }
        QTest::keyClick(workshop, Qt::Key_Escape);
        QTRY_VERIFY(window.findChild<WorkshopWindow*>() == nullptr);
    }

    void workshopChartShowsTheVolumesOfTheQuestionOnEitherScale()
    {
        Workspace workspace("professional-services-70b");
        WorkshopWindow* workshop = workspace.workshop();
        QVERIFY(workshop);
        // 10 M tokens a day today, 100 M at ten times, the H100 pair and Opus even at 39.9 M:
        // from 5 M to 200 M, spanned by whole decades, 1 M to 1 B; the desktop's chart spans
        // 100 k to 10 T (10 M ÷ 100 and the growth's last month × 100, at least 1 k to 100 B).
        const auto volumeAxis = [](const CostChartView& chart) {
            return qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).constFirst());
        };
        const auto* logAxis = qobject_cast<QLogValueAxis*>(workshop->chart()->chart()->axes(Qt::Horizontal).constFirst());
        QVERIFY(logAxis);
        QCOMPARE(logAxis->min(), 1e6);
        QCOMPARE(logAxis->max(), 1e9);

        workshop->findChild<QCheckBox*>(QStringLiteral("workshopLinearScale"))->setChecked(true);
        const QValueAxis* linear = volumeAxis(*workshop->chart());
        QVERIFY(linear);
        // From zero to the first round step at or above 200 M.
        QCOMPARE(linear->min(), 0.0);
        QVERIFY2(linear->max() >= 2e8 && linear->max() <= 2.5e8, qPrintable(QString::number(linear->max())));
        auto* labels = qobject_cast<QCategoryAxis*>(workshop->chart()->chart()->axes(Qt::Horizontal).constLast());
        QVERIFY(labels);
        QVERIFY2(labels->categoriesLabels().contains(QStringLiteral("100 M")),
                 qPrintable(labels->categoriesLabels().join(QLatin1Char(' '))));
        // The cost axis from zero too, above Opus's bill at 200 M tokens a day: 3,044.18 EUR × 20.
        const auto* cost = qobject_cast<QValueAxis*>(workshop->chart()->chart()->axes(Qt::Vertical).constFirst());
        QVERIFY(cost);
        QCOMPARE(cost->min(), 0.0);
        QVERIFY2(cost->max() >= 60'883.6, qPrintable(QString::number(cost->max())));
    }

    void aLongOptionNameDoesNotWidenTheWindow()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        DriverPresenter drivers(scenario);
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        const auto narrowest = [&] {
            MainWindow window(scenario, drivers);
            window.show();
            QCoreApplication::processEvents();
            return window.minimumSizeHint().width();
        };
        const int asShipped = narrowest();
        QVERIFY(scenario
                    .edit({{"/hybrids/0/name", "\"H100s for the base of the load, Claude Opus 4.5 for every peak above it\""}},
                          QStringLiteral("Rename"))
                    .empty());
        // Boxes that list the options cut a long name and show it whole in their lists.
        QCOMPARE(narrowest(), asShipped);
        QVERIFY2(asShipped <= 1111, qPrintable(QString::number(asShipped)));
    }

    void remembersItsLayout()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        DriverPresenter drivers(scenario);
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        {
            MainWindow window(scenario, drivers);
            window.show();
            window.resize(1111, 777);
            QVERIFY(window.close());
        }
        MainWindow again(scenario, drivers);
        QCOMPARE(again.size(), QSize(1111, 777));
    }

    void goalSeekShowsTheAnswerAndAppliesIt()
    {
        Workspace workspace("professional-services-70b");
        auto& [scenario, drivers, window] = workspace;
        GoalSeekDialog dialog(scenario, &window);
        // It opens on the scenario's question, a break-even, and on the input the tornado ranks first.
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("goalSeekOption"))->currentText(), QStringLiteral("2× H100 rented"));
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("goalSeekAgainst"))->currentText(),
                 QStringLiteral("Claude Opus 4.5 API"));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("goalSeekTarget"))->text(), QStringLiteral("0"));
        auto* driver = dialog.findChild<QComboBox*>(QStringLiteral("goalSeekDriver"));
        QCOMPARE(driver->currentData().toString(), QStringLiteral("/workload/tokens_per_day"));
        dialog.find();
        // The break-even of GoalSeekAnswerTest: 39.87 M tokens a day.
        const QString answer = dialog.findChild<QLabel*>(QStringLiteral("goalSeekAnswer"))->text();
        QVERIFY2(answer.startsWith(QStringLiteral("2× H100 rented and Claude Opus 4.5 API cost the same at 39,869,")),
                 qPrintable(answer));
        dialog.apply();
        QVERIFY(qAbs(scenario.scenario().workload.tokensPerDay.value() - 39.87e6) < 0.01e6);
        QCOMPARE(scenario.undoStack()->count(), 1);

        // No answer: nothing to apply.
        scenario.undoStack()->undo();
        driver->setCurrentIndex(driver->findData(QStringLiteral("/self_hosted/0/rented/price_per_gpu_hour")));
        dialog.find();
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("goalSeekAnswer"))->text().startsWith(QStringLiteral("No solution from ")));
        dialog.apply();
        QCOMPARE(scenario.undoStack()->count(), 1);
        QCOMPARE(scenario.undoStack()->index(), 0);

        // Any target of either outcome: 2× H100 at 3.50 USD an hour cost 12,137.08 EUR a month,
        // 6,000 of it staff. 30 EUR per million of the month's 304.375 M tokens (10 M a day) is
        // 9,131.25 EUR, which the GPUs' share reaches at 3.50 × 3,131.25 / 6,137.08 = 1.7858 USD.
        dialog.findChild<QComboBox*>(QStringLiteral("goalSeekKind"))->setCurrentIndex(1);
        QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("goalSeekAgainst"))->isHidden());
        dialog.findChild<QLineEdit*>(QStringLiteral("goalSeekTarget"))->setText(QStringLiteral("30"));
        dialog.find();
        const QString perMillion = dialog.findChild<QLabel*>(QStringLiteral("goalSeekAnswer"))->text();
        QVERIFY2(perMillion.startsWith(
                     test::unbroken("2× H100 rented costs EUR~30.00 per million tokens at 1.78577 USD per GPU-hour")),
                 qPrintable(perMillion));
        dialog.findChild<QLineEdit*>(QStringLiteral("goalSeekTarget"))->setText(QStringLiteral("thirty"));
        dialog.find();
        QVERIFY(
            dialog.findChild<QLabel*>(QStringLiteral("goalSeekAnswer"))->text().startsWith(QStringLiteral("Type the target")));
    }
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
