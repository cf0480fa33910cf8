// breakeven: the desktop application. Opens the file named on the command line, or the default
// preset, over the embedded catalog and the user's catalog overrides; offers back the work of a
// session that ended without closing.

#include "catalog/CatalogLoader.h"
#include "presenters/DriverPresenter.h"
#include "presenters/Language.h"
#include "presenters/RecoveryFile.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/ScenarioFile.h"
#include "views/ClusterPanel.h"
#include "views/MainWindow.h"
#include "views/Theme.h"
#include "views/WorkshopWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTranslator>

#include <functional>
#include <memory>

namespace {

QString defaultPresetId()
{
    return QString::fromLatin1(tco::DEFAULT_PRESET_ID.data(), static_cast<qsizetype>(tco::DEFAULT_PRESET_ID.size()));
}

/// Offers the unsaved work an earlier session left behind; true when it was taken back.
bool offerRecovery(tco::ui::RecoveryFile& recovery, tco::ui::ScenarioPresenter& scenario, QWidget* window)
{
    const auto left = recovery.leftBehind();
    if (!left)
        return false;
    const auto answer = QMessageBox::question(
        window, QApplication::translate("main", "Recover unsaved work?"),
        QApplication::translate("main",
                                "Breakeven did not close normally last time, and a scenario had changes that were not saved. "
                                "Recover them?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    const bool restored = answer == QMessageBox::Yes && scenario.restore(left->scenarioText, left->originalPath);
    if (!restored)
        recovery.discard();
    return restored;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("breakeven"));
    QApplication::setApplicationDisplayName(QStringLiteral("Breakeven"));
    QApplication::setApplicationVersion(QStringLiteral(BREAKEVEN_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Breakeven"));

    QTranslator applicationTranslator;
    QTranslator qtTranslator;
    tco::ui::loadTranslations(tco::ui::localeFor(tco::ui::savedLanguage()), applicationTranslator, qtTranslator);
    QApplication::installTranslator(&qtTranslator);
    QApplication::installTranslator(&applicationTranslator);
    tco::ui::applyTheme(tco::ui::savedTheme());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Self-hosted LLM serving against per-token APIs: cost of ownership and break-even."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to <png> and quit (for documentation)."),
        QStringLiteral("png"));
    parser.addOption(screenshot);
    const QCommandLineOption workshop(
        QStringLiteral("workshop"),
        QApplication::translate("main", "Start in workshop mode: full screen, large type, for a projector."));
    parser.addOption(workshop);
    const QCommandLineOption tab(
        QStringLiteral("tab"),
        QApplication::translate("main", "With --screenshot: show the chart tab at <number>, from 1; with --workshop, its page."),
        QStringLiteral("number"));
    parser.addOption(tab);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Scenario to open (*.breakeven.json)."),
                                 QStringLiteral("[file]"));
    parser.process(application);

    auto loaded = tco::loadCatalog(tco::ui::desktopUserCatalogDirectory());
    if (!loaded) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Breakeven cannot start"),
                              QString::fromStdString(tco::describe(loaded.error())));
        return 1;
    }

    tco::ui::ScenarioPresenter scenario(std::move(loaded->catalog));
    tco::ui::DriverPresenter drivers(scenario);
    tco::ui::RecoveryFile recovery(scenario);
    scenario.openPreset(defaultPresetId());

    // Another language rebuilds the window in it; the document and its history stay.
    std::unique_ptr<tco::ui::MainWindow> window;
    std::function<void()> createWindow;
    createWindow = [&] {
        window = std::make_unique<tco::ui::MainWindow>(scenario, drivers);
        // A recovery copy that cannot be written is said where the user looks, until it can be.
        QObject::connect(&recovery, &tco::ui::RecoveryFile::writeProblem, window.get(), [&](const QString& message) {
            if (message.isEmpty())
                window->statusBar()->clearMessage();
            else
                window->statusBar()->showMessage(message);
        });
        QObject::connect(window.get(), &tco::ui::MainWindow::languageChosen, &application, [&](const QString& code) {
            tco::ui::loadTranslations(tco::ui::localeFor(code), applicationTranslator, qtTranslator);
            QMetaObject::invokeMethod(
                &application,
                [&] {
                    window.release()->deleteLater();
                    createWindow();
                    window->show();
                },
                Qt::QueuedConnection);
        });
    };
    createWindow();

    if (parser.isSet(screenshot)) {
        if (!parser.positionalArguments().isEmpty())
            scenario.openFile(parser.positionalArguments().constFirst());
        if (auto* tabs = window->findChild<QTabWidget*>(QStringLiteral("chartTabs")); tabs && parser.isSet(tab))
            tabs->setCurrentIndex(parser.value(tab).toInt() - 1);
        window->show();
        window->setWorkshopMode(parser.isSet(workshop));
        if (auto* workshopWindow = window->findChild<tco::ui::WorkshopWindow*>(); workshopWindow && parser.isSet(tab))
            workshopWindow->showPage(parser.value(tab).toInt() - 1);
        QApplication::processEvents();
        // A cluster in view is simulated in the background: the picture waits for it.
        for (auto* panel : window->findChildren<tco::ui::ClusterPanel*>()) {
            if (panel->isRunning()) {
                QEventLoop waiting;
                QObject::connect(panel, &tco::ui::ClusterPanel::finished, &waiting, &QEventLoop::quit);
                waiting.exec();
                QApplication::processEvents();
            }
        }
        QWidget* shown = window->findChild<tco::ui::WorkshopWindow*>();
        return (shown ? shown : window.get())->grab().save(parser.value(screenshot)) ? 0 : 1;
    }
    if (!offerRecovery(recovery, scenario, window.get()) && !parser.positionalArguments().isEmpty())
        window->open(parser.positionalArguments().constFirst());
    window->show();
    window->setWorkshopMode(parser.isSet(workshop));
    for (const tco::LoadError& skipped : loaded->skippedFiles) {
        QMessageBox::warning(window.get(), QApplication::translate("main", "User catalog file skipped"),
                             QString::fromStdString(tco::describe(skipped)));
    }
    const int status = QApplication::exec();
    // Closed normally: whatever was not saved, the user chose not to keep.
    recovery.discard();
    return status;
}
