// breakeven: the desktop application. Opens the file named on the command line, or the default
// preset, over the embedded catalog and the user's catalog overrides.

#include "catalog/CatalogLoader.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/ScenarioFile.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QStandardPaths>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("breakeven"));
    QApplication::setApplicationDisplayName(QStringLiteral("Breakeven"));
    QApplication::setApplicationVersion(QStringLiteral(BREAKEVEN_VERSION));
    QApplication::setOrganizationName(QStringLiteral("Breakeven"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Self-hosted LLM serving against per-token APIs: cost of ownership and break-even."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the window to <png> and quit (for documentation)."),
                                        QStringLiteral("png"));
    parser.addOption(screenshot);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Scenario to open (*.breakeven.json)."),
                                 QStringLiteral("[file]"));
    parser.process(application);

    // QStandardPaths follows XDG_DATA_HOME and its fallback exactly as the XDG specification says.
    const QString dataHome = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    auto loaded = tco::loadCatalog(dataHome.isEmpty() ? std::nullopt
                                                      : std::optional(std::filesystem::path(dataHome.toStdString()) / "breakeven" / "catalog"));
    if (!loaded) {
        QMessageBox::critical(nullptr, QApplication::translate("main", "Breakeven cannot start"),
                              QString::fromStdString(tco::describe(loaded.error())));
        return 1;
    }

    tco::ui::ScenarioPresenter presenter(std::move(loaded->catalog));
    tco::ui::MainWindow window(presenter);
    presenter.openPreset(QString::fromUtf8(tco::DEFAULT_PRESET_ID.data(), static_cast<qsizetype>(tco::DEFAULT_PRESET_ID.size())));
    if (!parser.positionalArguments().isEmpty())
        presenter.openFile(parser.positionalArguments().constFirst());
    window.show();
    if (parser.isSet(screenshot)) {
        QApplication::processEvents();
        return window.grab().save(parser.value(screenshot)) ? 0 : 1;
    }
    for (const tco::LoadError& skipped : loaded->skippedFiles) {
        QMessageBox::warning(&window, QApplication::translate("main", "User catalog file skipped"),
                             QString::fromStdString(tco::describe(skipped)));
    }
    return QApplication::exec();
}
