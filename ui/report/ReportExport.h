#pragma once

#include "report/ChartImages.h"
#include "report/Csv.h"
#include "report/PdfReport.h"

#include <QString>
#include <QStringList>

namespace tco::ui {

class ScenarioPresenter;

/// Which reports to write where; an empty path leaves that report out.
struct ReportRequest {
    QString pdf;
    QString xlsx;
    /// The comparison; the sweep, the horizon and the money year by year go beside it
    /// (csvCompanions()).
    QString csv;
    QString json;
    QString pngDirectory;
    QString svgDirectory;
    /// Paper, locale, version, date and Monte Carlo run of the PDF; the version and date are
    /// also those the workbook and the JSON state.
    ReportOptions options;
    CsvFormat csvFormat;

    [[nodiscard]] bool empty() const;
};

/// What was written, and what could not be, one sentence per failure naming the file.
struct ReportOutcome {
    QStringList written;
    QStringList failures;
};

/// The files a CSV report of the comparison at `path` comes with: the sweep across volumes, the
/// horizon month by month and the cash and P&L year by year, named after it ("costs.csv":
/// "costs-sweep.csv", "costs-horizon.csv", "costs-money.csv").
[[nodiscard]] QStringList csvCompanions(const QString& path);

/// The CSV format spreadsheets expect in `locale`: "1,5;2,25" where the decimal mark is a comma.
[[nodiscard]] CsvFormat csvFormatFor(const QLocale& locale);

/// Writes every report `request` asks for of the presenter's scenario, each file atomically.
/// Every destination is looked at first, and if any cannot take its file (a device, a folder, a
/// folder that does not exist) nothing is written; a report that fails while being written does
/// not stop the others.
[[nodiscard]] ReportOutcome writeReports(const ScenarioPresenter& scenario, const ReportRequest& request);

} // namespace tco::ui
