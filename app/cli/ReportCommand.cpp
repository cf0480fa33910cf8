#include "ReportCommand.h"

#include "CommandSupport.h"
#include "EvaluateCommand.h"

#include "analysis/Outcome.h"
#include "analysis/Uncertainty.h"
#include "presenters/ClusterRunner.h"
#include "presenters/Language.h"
#include "presenters/ScenarioPresenter.h"
#include "report/ReportExport.h"
#include "scenario/Translations.h"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <QApplication>
#include <QTranslator>

#include <cstdlib>
#include <iostream>
#include <ostream>

namespace tco::cli {
namespace {

QString toQString(const std::string& text)
{
    return QString::fromStdString(text);
}

/// The charts are widgets, which need an application; without a display they are drawn on
/// Qt's offscreen platform, so the command runs in a terminal, a container or CI alike. The
/// report speaks the language of the user's locale, as its numbers do.
class HeadlessApplication {
public:
    explicit HeadlessApplication(const std::string& version)
        : m_application((prepareHeadless(), s_argc), s_argv)
    {
        QApplication::setApplicationName(QStringLiteral("Breakeven"));
        QApplication::setApplicationVersion(toQString(version));
        ui::loadTranslations(QLocale::system(), m_translator, m_qtTranslator);
        QApplication::installTranslator(&m_qtTranslator);
        QApplication::installTranslator(&m_translator);
    }

private:
    static void prepareHeadless()
    {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // The platform's notes (no runtime directory, no window manager to size windows) are
        // not the user's concern; the command reports its own problems, and Qt's critical ones pass.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext& context, const QString& message) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::cerr << qFormatLogMessage(type, context, message).toStdString() << '\n';
        });
    }

    static inline int s_argc = 1;
    static inline char s_name[] = "breakeven-cli";
    static inline char* s_argv[] = {s_name, nullptr};
    QApplication m_application;
    QTranslator m_translator;
    QTranslator m_qtTranslator;
};

std::optional<QPageSize> pageSizeNamed(const std::string& name)
{
    if (name == "a4")
        return QPageSize(QPageSize::A4);
    if (name == "letter")
        return QPageSize(QPageSize::Letter);
    return std::nullopt;
}

ui::ReportRequest requestFor(const ReportCommandOptions& options, const std::string& version, const QLocale& locale)
{
    ui::ReportRequest request;
    request.pdf = toQString(options.pdf);
    request.xlsx = toQString(options.xlsx);
    request.csv = toQString(options.csv);
    request.json = toQString(options.json);
    request.pngDirectory = toQString(options.pngDirectory);
    request.svgDirectory = toQString(options.svgDirectory);
    request.options.locale = locale;
    request.options.pageSize = pageSizeNamed(options.pageSize);
    request.options.applicationVersion = toQString(version);
    request.csvFormat = ui::csvFormatFor(locale);
    if (options.csvDelimiter)
        request.csvFormat.delimiter = *options.csvDelimiter;
    if (options.decimalMark)
        request.csvFormat.decimalMark = *options.decimalMark;
    return request;
}

} // namespace

bool runReport(const Catalog& catalog, const ReportCommandOptions& options, const std::string& version, std::ostream& out,
               std::ostream& err)
{
    // Loaded as every other command loads a file, so its problems read the same.
    std::optional<Scenario> loaded = loadOrExplain(catalog, options.scenarioPath, parseOverrides(options.sets).value(), err);
    if (!loaded)
        return false;
    const HeadlessApplication application(version);
    ui::ScenarioPresenter presenter(catalog);
    presenter.openScenario(inLanguage(std::move(*loaded), ui::textLanguage().toStdString()), toQString(options.scenarioPath));

    std::optional<UncertaintyResult> monteCarlo;
    if (options.samples > 0) {
        const Scenario& scenario = presenter.scenario();
        const std::optional<Outcome> outcome = scenarioOutcome(scenario, catalog);
        if (!outcome) {
            fmt::print(err,
                       "error: --samples: the scenario has no self-hosted option that can run, or no API offer, to compare\n");
            return false;
        }
        auto result = runUncertainty(scenario, catalog, *outcome, options.samples, options.seed, 0);
        if (!result) {
            fmt::print(err, "error: --samples: {}\n", result.error());
            return false;
        }
        monteCarlo = std::move(*result);
    }

    // A scenario's cluster belongs in its reports.
    std::optional<ClusterStudy> cluster;
    if (presenter.scenario().cluster) {
        auto study = ui::studyScenarioCluster(presenter.scenario(), catalog, toQString(options.scenarioPath), false);
        if (!study) {
            fmt::print(err, "error: /cluster: {}\n", study.error());
            return false;
        }
        cluster = std::move(*study);
    }

    ui::ReportRequest request = requestFor(options, version, QLocale::system());
    request.options.analyses.monteCarlo = monteCarlo ? &*monteCarlo : nullptr;
    request.options.analyses.cluster = cluster ? &*cluster : nullptr;
    const ui::ReportOutcome outcome = ui::writeReports(presenter, request);
    for (const QString& path : outcome.written)
        fmt::print(out, "wrote {}\n", path.toStdString());
    for (const QString& failure : outcome.failures)
        fmt::print(err, "error: {}\n", failure.toStdString());
    return outcome.failures.isEmpty();
}

} // namespace tco::cli
