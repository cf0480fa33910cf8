#include "report/ReportExport.h"

#include "io/AtomicFile.h"
#include "presenters/ScenarioPresenter.h"
#include "report/ReportInputs.h"
#include "report/ResultTables.h"
#include "report/XlsxReport.h"
#include "views/charts/ChartExport.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <array>
#include <map>

namespace tco::ui {
namespace {

/// Writes `text` to `path`, replacing the file only once the new one is complete.
std::optional<QString> writeText(const QString& path, const std::string& text)
{
    return writeWholeFile(path, QByteArray::fromStdString(text));
}

/// Records a file written, or why it was not.
void record(ReportOutcome& outcome, const QString& path, const std::optional<QString>& failure)
{
    if (failure)
        outcome.failures.append(*failure);
    else
        outcome.written.append(path);
}

ReportInfo reportInfo(const ReportOptions& options)
{
    return ReportInfo{options.applicationVersion.toStdString(), options.date.toString(Qt::ISODate).toStdString()};
}

void writeCsv(const Results& results, const ReportRequest& request, ReportOutcome& outcome)
{
    const PreparedScenario& prepared = results.prepared();
    const QStringList companions = csvCompanions(request.csv);
    const std::array tables{
        std::pair(request.csv, comparisonCsv(prepared, results.evaluation(), request.csvFormat)),
        std::pair(companions[0], sweepCsv(prepared, results.sweep(), request.csvFormat)),
        std::pair(companions[1], horizonCsv(prepared, results.evaluation(), request.csvFormat)),
        std::pair(companions[2], moneyOverTimeCsv(results, request.csvFormat)),
    };
    for (const auto& [path, text] : tables)
        record(outcome, path, writeText(path, text));
}

/// Why each destination the request names cannot be written, one sentence each: a report that
/// can write only some of its files writes none, rather than leave a half-done set behind.
QStringList unwritableDestinations(const ReportRequest& request)
{
    QStringList files;
    for (const QString& path : {request.pdf, request.xlsx, request.csv, request.json}) {
        if (!path.isEmpty())
            files << path;
    }
    if (!request.csv.isEmpty())
        files << csvCompanions(request.csv);
    QStringList problems;
    for (const QString& path : files) {
        if (const auto reason = unwritableReason(path.toStdString()))
            problems << QCoreApplication::translate("ReportExport", "Cannot write %1: %2.")
                            .arg(QDir::toNativeSeparators(path), QString::fromStdString(*reason));
    }
    for (const QString& directory : {request.pngDirectory, request.svgDirectory}) {
        const QFileInfo folder(directory);
        if (!directory.isEmpty() && folder.exists() && !folder.isDir())
            problems << QCoreApplication::translate("ReportExport", "Cannot write charts into %1: it is not a folder.")
                            .arg(QDir::toNativeSeparators(directory));
    }
    return problems;
}

} // namespace

bool ReportRequest::empty() const
{
    return pdf.isEmpty() && xlsx.isEmpty() && csv.isEmpty() && json.isEmpty() && pngDirectory.isEmpty() && svgDirectory.isEmpty();
}

QStringList csvCompanions(const QString& path)
{
    const QFileInfo file(path);
    const QString stem = file.dir().filePath(file.completeBaseName());
    const QString suffix = file.suffix().isEmpty() ? QString() : QLatin1Char('.') + file.suffix();
    return {stem + QLatin1String("-sweep") + suffix, stem + QLatin1String("-horizon") + suffix,
            stem + QLatin1String("-money") + suffix};
}

CsvFormat csvFormatFor(const QLocale& locale)
{
    const QString mark = locale.decimalPoint();
    return tco::csvFormatFor(mark == QLatin1String(",") ? ',' : '.');
}

ReportOutcome writeReports(const ScenarioPresenter& scenario, const ReportRequest& request)
{
    ReportOutcome outcome;
    outcome.failures = unwritableDestinations(request);
    if (!outcome.failures.isEmpty())
        return outcome;
    const Results& results = scenario.results();
    const ReportInputs inputs = reportInputs(scenario.scenario(), scenario.catalog());
    const ReportInfo info = reportInfo(request.options);
    if (!request.pdf.isEmpty())
        record(outcome, request.pdf, writePdfReport(scenario, request.options, request.pdf));
    if (!request.xlsx.isEmpty()) {
        const auto written = writeXlsxReport(results, inputs, info, request.xlsx.toStdString(), CachedResults::Store,
                                             request.options.analyses.cluster);
        record(outcome, request.xlsx, written ? std::nullopt : std::optional(QString::fromStdString(written.error())));
    }
    if (!request.csv.isEmpty())
        writeCsv(results, request, outcome);
    if (!request.json.isEmpty()) {
        const auto document = reportJson(results, inputs, info);
        record(outcome, request.json, writeText(request.json, document.dump(2) + '\n'));
    }
    // PNG and SVG into one folder draw the charts once.
    std::map<QString, ImageFormats> images;
    if (!request.pngDirectory.isEmpty())
        images[request.pngDirectory] |= ImageFormat::Png | ImageFormat::Png2x;
    if (!request.svgDirectory.isEmpty())
        images[request.svgDirectory] |= ImageFormat::Svg;
    for (const auto& [directory, formats] : images)
        record(outcome, directory, writeChartImages(scenario, directory, formats, request.options.analyses));
    return outcome;
}

} // namespace tco::ui
