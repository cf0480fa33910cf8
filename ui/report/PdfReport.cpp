#include "report/PdfReport.h"

#include "io/AtomicFile.h"
#include "presenters/Language.h"
#include "presenters/ScenarioPresenter.h"
#include "report/ChartTextObject.h"
#include "report/ReportCharts.h"
#include "report/ReportDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

constexpr double POINTS_PER_INCH = 72.0;
/// Margins in points: 18 mm at the sides and top, more at the bottom for the page's footer.
constexpr double SIDE_MARGIN = 51.0;
constexpr double TOP_MARGIN = 51.0;
constexpr double BOTTOM_MARGIN = 62.0;
/// The footer's baseline, above the paper's lower edge.
constexpr double FOOTER_BASELINE = 34.0;
constexpr double BODY_POINT_SIZE = 9.5;
constexpr double FOOTER_POINT_SIZE = 7.5;
/// A chart's height to its width: the text's full width, and room for two per page.
constexpr double CHART_ASPECT = 0.56;

/// Sets the application's default locale for as long as it lives. The charts and the comparison
/// model format numbers through the default locale, as they do on screen; a report in another
/// locale sets it while they are made and drawn.
class DefaultLocale {
public:
    explicit DefaultLocale(const QLocale& locale) { QLocale::setDefault(locale); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale&) = delete;
    DefaultLocale& operator=(const DefaultLocale&) = delete;

private:
    QLocale m_previous;
};

/// The page in the writer's device units, its body inside the margins and the footer's line.
struct PageGeometry {
    QRectF body;
    double footerBaseline = 0.0;
    double pageWidth = 0.0;
};

PageGeometry pageGeometry(const QPageSize& pageSize, int dotsPerInch)
{
    const double scale = dotsPerInch / POINTS_PER_INCH;
    const QSizeF page = pageSize.size(QPageSize::Point) * scale;
    const QRectF body(SIDE_MARGIN * scale, TOP_MARGIN * scale, page.width() - 2 * SIDE_MARGIN * scale,
                      page.height() - (TOP_MARGIN + BOTTOM_MARGIN) * scale);
    return {body, page.height() - FOOTER_BASELINE * scale, page.width()};
}

QFont reportFont(double pointSize)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    font.setPointSizeF(pointSize);
    return font;
}

/// The line at the foot of every page: what the report is, when and by what it was made, and
/// which page of how many this is.
void drawFooter(QPainter& painter, const PageGeometry& geometry, const QString& left, int page, int pages)
{
    painter.save();
    painter.setFont(reportFont(FOOTER_POINT_SIZE));
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QString right = QCoreApplication::translate("PdfReport", "Page %1 of %2").arg(page).arg(pages);
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double rightWidth = metrics.horizontalAdvance(right);
    const double x = geometry.body.left();
    const QString elided = metrics.elidedText(left, Qt::ElideMiddle, geometry.body.width() - rightWidth * 1.5);
    painter.drawText(QPointF(x, geometry.footerBaseline), elided);
    painter.drawText(QPointF(geometry.body.right() - rightWidth, geometry.footerBaseline), right);
    painter.restore();
}

/// Draws the document page by page: its text and charts in the body, the footer below. False
/// when the writer cannot be drawn on.
bool paint(QPdfWriter& writer, QTextDocument& document, const PageGeometry& geometry, const QString& footer)
{
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const int pages = document.pageCount();
    const double height = geometry.body.height();
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        painter.save();
        painter.translate(geometry.body.left(), geometry.body.top() - page * height);
        document.drawContents(&painter, QRectF(0.0, page * height, geometry.body.width(), height));
        painter.restore();
        drawFooter(painter, geometry, footer, page + 1, pages);
    }
    return painter.end();
}

/// The page, counted from 0, that a document's vertical position `y` lies on.
int pageAt(double y, double pageHeight)
{
    return static_cast<int>(std::floor(y / pageHeight));
}

/// The first heading whose page ends before what it heads begins: a section's or a chart's title
/// at the foot of a page with its text, table or chart on the next. Nothing when there is none.
std::optional<int> strandedHeading(QTextDocument& document, double pageHeight)
{
    const QAbstractTextDocumentLayout* layout = document.documentLayout();
    // Laid out whole first: Qt lays out a document as far as it is asked about.
    if (document.pageCount() == 0)
        return std::nullopt;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextBlock next = block.next();
        if (block.blockFormat().headingLevel() == 0 || !next.isValid() || next.layout()->lineCount() == 0)
            continue;
        // Where the heading's text and the first line after it stand: a heading that starts a
        // page has its margin above it at the foot of the one before.
        const double headingLine = layout->blockBoundingRect(block).top() + block.layout()->lineAt(0).rect().bottom();
        const double firstLineBottom = layout->blockBoundingRect(next).top() + next.layout()->lineAt(0).rect().bottom();
        if (pageAt(firstLineBottom, pageHeight) > pageAt(headingLine, pageHeight))
            return block.blockNumber();
    }
    return std::nullopt;
}

/// The report's text laid out on pages of `pageSize`, its charts (drawn by `chartObjects`) in
/// place, and every heading that
/// would be stranded at the foot of a page (strandedHeading()) moved to the next, where what it
/// heads begins. One heading at a time, since each move shifts what follows, and each time laid
/// out anew: Qt 6.4 lays out again only the blocks an edit touches, and leaves the rows of a
/// table after them scattered.
void layOut(QTextDocument& document, const QString& html, ChartTextObject& chartObjects, const QSizeF& pageSize)
{
    std::vector<int> movedHeadings;
    while (true) {
        document.setPageSize(QSizeF());
        document.setHtml(html);
        chartObjects.replaceMarkers();
        for (const int number : movedHeadings) {
            const QTextBlock block = document.findBlockByNumber(number);
            QTextBlockFormat format = block.blockFormat();
            format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).setBlockFormat(format);
        }
        document.setPageSize(pageSize);
        const std::optional<int> stranded = strandedHeading(document, pageSize.height());
        // A heading moved once starts its page: it cannot be stranded again.
        if (!stranded || std::ranges::find(movedHeadings, *stranded) != movedHeadings.end())
            return;
        movedHeadings.push_back(*stranded);
    }
}

QString failure(const QString& path, const QString& reason)
{
    return QCoreApplication::translate("PdfReport", "The report could not be written to %1: %2.")
        .arg(QDir::toNativeSeparators(path), reason);
}

} // namespace

QPageSize defaultPageSize(const QLocale& locale)
{
    // CLDR's supplemental data, <paperSize type="US-Letter" territories="BZ CA CL CO CR GT MX NI PA PH PR SV US VE"/>.
    static constexpr std::array LETTER{QLocale::Belize,       QLocale::Canada,      QLocale::Chile,      QLocale::Colombia,
                                       QLocale::CostaRica,    QLocale::Guatemala,   QLocale::Mexico,     QLocale::Nicaragua,
                                       QLocale::Panama,       QLocale::Philippines, QLocale::PuertoRico, QLocale::ElSalvador,
                                       QLocale::UnitedStates, QLocale::Venezuela};
    return QPageSize(std::ranges::find(LETTER, locale.territory()) != LETTER.end() ? QPageSize::Letter : QPageSize::A4);
}

/// What the pages are made of, in the order they must be made and outlive one another.
struct ReportPages::Parts {
    Parts(const ScenarioPresenter& scenario, const ReportOptions& options)
        : locale(options.locale)
        , pageSize(options.pageSize.value_or(defaultPageSize(options.locale)))
        // The charts are laid out at the screen's resolution, where their fonts are sized; the
        // PDF takes the same, so that a chart drawn into it keeps its proportions. Its units are
        // vectors: the resolution only sets their scale.
        , dotsPerInch(qRound(QGuiApplication::primaryScreen()->logicalDotsPerInch()))
        , geometry(pageGeometry(pageSize, dotsPerInch))
        , charts(makeReportCharts(scenario,
                                  QSize(static_cast<int>(geometry.body.width()), qRound(geometry.body.width() * CHART_ASPECT)),
                                  options.analyses, ChartLegend::InText))
        , writer(&pdf)
        , chartObjects(document, charts)
    {
        pdf.open(QIODevice::WriteOnly);
        writer.setPageSize(pageSize);
        writer.setPageMargins(QMarginsF());
        writer.setResolution(dotsPerInch);
        writer.setTitle(QString::fromStdString(scenario.scenario().name));
        writer.setCreator(QStringLiteral("Breakeven %1").arg(options.applicationVersion));
        document.documentLayout()->setPaintDevice(&writer);
        document.setDefaultFont(reportFont(BODY_POINT_SIZE));
        document.setDefaultStyleSheet(reportStyleSheet());
        document.setDocumentMargin(0.0);
        layOut(document, reportHtml(scenario, options, charts), chartObjects, geometry.body.size());
    }

    DefaultLocale locale;
    QPageSize pageSize;
    int dotsPerInch;
    PageGeometry geometry;
    std::vector<ReportChart> charts;
    // Drawn in memory, then written whole: a failure halfway leaves no half a PDF.
    QBuffer pdf;
    QPdfWriter writer;
    QTextDocument document;
    ChartTextObject chartObjects;
};

ReportPages::ReportPages(const ScenarioPresenter& scenario, const ReportOptions& options)
    : m_parts(std::make_unique<Parts>(scenario, options))
{ }

ReportPages::~ReportPages() = default;

const QTextDocument& ReportPages::document() const
{
    return m_parts->document;
}

QSizeF ReportPages::pageBody() const
{
    return m_parts->geometry.body.size();
}

std::optional<QByteArray> ReportPages::draw(const QString& footer)
{
    if (!paint(m_parts->writer, m_parts->document, m_parts->geometry, footer))
        return std::nullopt;
    return m_parts->pdf.data();
}

std::optional<QString> writePdfReport(const ScenarioPresenter& scenario, const ReportOptions& options, const QString& path)
{
    if (const auto reason = unwritableReason(path.toStdString()))
        return failure(path, QString::fromStdString(*reason));
    ReportPages pages(scenario, options);
    const QString footer
        = QCoreApplication::translate("PdfReport", "%1 · %2 · Breakeven %3")
              .arg(QString::fromStdString(scenario.scenario().name),
                   textLocale(options.locale).toString(options.date, QLocale::LongFormat), options.applicationVersion);
    const std::optional<QByteArray> bytes = pages.draw(footer);
    if (!bytes)
        return failure(path, QCoreApplication::translate("PdfReport", "the PDF could not be drawn"));
    if (auto written
        = writeFileAtomically(path.toStdString(), std::string_view(bytes->constData(), static_cast<std::size_t>(bytes->size())));
        !written)
        return failure(path, QString::fromStdString(written.error()));
    return std::nullopt;
}

} // namespace tco::ui
