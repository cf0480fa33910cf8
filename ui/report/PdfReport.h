#pragma once

#include "report/ReportCharts.h"
#include "scenario/PriceAge.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPageSize>
#include <QSizeF>
#include <QString>

#include <memory>
#include <optional>

namespace tco {
struct UncertaintyResult;
} // namespace tco

class QTextDocument;

namespace tco::ui {

class ScenarioPresenter;

/// How a report is written: the paper, the language of its numbers, and what it says of itself.
struct ReportOptions {
    /// A4 or Letter; empty takes the paper of the locale's country (defaultPageSize()).
    std::optional<QPageSize> pageSize;
    /// Numbers, amounts and dates as they are written there: "1.234,56 €" for es_ES.
    QLocale locale;
    /// The version of the program that computed the figures, printed on every page.
    QString applicationVersion = QCoreApplication::applicationVersion();
    /// The date the report says it was made.
    QDate date = QDate::currentDate();
    /// The analyses the report shows when they are given.
    ReportAnalyses analyses;
    /// How long catalog prices are trusted: the assumptions warn of older ones on `date`.
    StalenessThresholds staleness;
};

/// The paper people use where `locale` is: US Letter in the countries the Unicode CLDR lists for it
/// (the United States, Canada, Mexico, the Philippines, Chile, Colombia, Venezuela and Central
/// America), A4 everywhere else.
[[nodiscard]] QPageSize defaultPageSize(const QLocale& locale);

/// The report of the presenter's scenario laid out on its pages, as writePdfReport() draws it:
/// in the body of each page on a PDF writer, its charts in place, every heading kept on the
/// page of what it heads. Lives as long as its document is read.
class ReportPages {
public:
    ReportPages(const ScenarioPresenter& scenario, const ReportOptions& options);
    ~ReportPages();
    ReportPages(const ReportPages&) = delete;
    ReportPages& operator=(const ReportPages&) = delete;

    /// The text, in device units of the writer, a page's body `pageBody()` tall.
    [[nodiscard]] const QTextDocument& document() const;
    [[nodiscard]] QSizeF pageBody() const;
    /// The PDF: every page drawn, with `footer` and its number at its foot; nothing when the
    /// writer cannot be drawn on.
    [[nodiscard]] std::optional<QByteArray> draw(const QString& footer);

private:
    struct Parts;
    std::unique_ptr<Parts> m_parts;
};

/// Writes the report of the presenter's scenario as a PDF to `path`: the answer on the first
/// page, then the options compared, their costs item by item, the sizing of each self-hosted
/// fleet, every assumption with its unit and source, the sensitivity, the break-even map, the
/// file's variants, the Monte Carlo run if any, and the method and its limits; charts as vector
/// drawings (the map's cells as one picture of them); every page numbered and dated. The file is replaced only once the report is
/// complete. Returns nothing on success, else the reason, naming the file.
[[nodiscard]] std::optional<QString> writePdfReport(const ScenarioPresenter& scenario, const ReportOptions& options,
                                                    const QString& path);

} // namespace tco::ui
