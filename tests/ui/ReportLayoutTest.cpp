// The PDF report's layout rules, on every preset, on A4 and Letter, in English and Spanish, read
// off the laid-out document the PDF is drawn from (report/PdfReport.h): no word or number is
// broken over two lines, no table is wider than the page, and no heading is left at the foot of
// a page with what it heads on the next. The break-even map and the variants are among the
// sections the rules cover.

#include "report/PdfReport.h"

#include "TestCatalog.h"
#include "presenters/Language.h"
#include "presenters/ScenarioPresenter.h"

#include <QAbstractTextDocumentLayout>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QTranslator>

#include <cmath>

using namespace tco;
using namespace tco::ui;

namespace {

const QStringList PRESETS{QStringLiteral("professional-services-70b"), QStringLiteral("midsize-70b-h200"),
                          QStringLiteral("large-deepseek-r1"), QStringLiteral("small-team-8b")};

/// Where a line may end without breaking a word: after a space, a hyphen, a slash, a full stop
/// inside a name ("g6e.2xlarge", where Unicode's line breaking allows it) or a zero-width space
/// (the report puts one after each slash of a long web address).
bool endsAtABreak(const QString& text, const QTextLine& line)
{
    const qsizetype last = line.textStart() + line.textLength() - 1;
    if (last < 0 || last >= text.size())
        return true;
    const QChar character = text[last];
    return character.isSpace() || character == QLatin1Char('-') || character == QLatin1Char('/') || character == QLatin1Char('.')
        || character == QChar(0x200B);
}

int pageAt(double y, double pageHeight)
{
    return static_cast<int>(std::floor(y / pageHeight));
}

/// Every way the laid-out report breaks a rule, in words, for the test's message.
QStringList brokenRules(const QTextDocument& document, const QSizeF& page)
{
    QStringList broken;
    const QAbstractTextDocumentLayout* layout = document.documentLayout();
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout* lines = block.layout();
        const QString text = block.text();
        for (int line = 0; line + 1 < lines->lineCount(); ++line) {
            const QTextLine at = lines->lineAt(line);
            if (!endsAtABreak(text, at)) {
                const qsizetype end = at.textStart() + at.textLength();
                broken << QStringLiteral("a word breaks over two lines: \"…%1 | %2…\"")
                              .arg(text.mid(std::max<qsizetype>(0, end - 20), std::min<qsizetype>(end, 20)), text.mid(end, 20));
            }
        }
        const QTextBlock next = block.next();
        if (block.blockFormat().headingLevel() > 0 && next.isValid() && next.layout()->lineCount() > 0) {
            // The heading's text, not the margin above it, which for a heading starting a page lies
            // at the foot of the one before.
            const double headingTop = layout->blockBoundingRect(block).top() + block.layout()->lineAt(0).rect().bottom();
            const double nextLine = layout->blockBoundingRect(next).top() + next.layout()->lineAt(0).rect().bottom();
            if (pageAt(nextLine, page.height()) != pageAt(headingTop, page.height()))
                broken << QStringLiteral("\"%1\" ends its page, apart from what it heads (%2 and %3 of %4)")
                              .arg(text)
                              .arg(headingTop)
                              .arg(nextLine)
                              .arg(page.height());
        }
    }
    for (QTextFrame* frame : document.rootFrame()->childFrames()) {
        // A table of the page's full width is laid out a whole device unit wide at most.
        const double width = layout->frameBoundingRect(frame).width();
        if (qobject_cast<QTextTable*>(frame) != nullptr && width > std::ceil(page.width()))
            broken << QStringLiteral("a table is %1 wide, on a page %2 wide").arg(width).arg(page.width());
    }
    return broken;
}

/// The text of every heading of the laid-out report.
QStringList headings(const QTextDocument& document)
{
    QStringList texts;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0)
            texts << block.text();
    }
    return texts;
}

} // namespace

class ReportLayoutTest : public QObject {
    Q_OBJECT

private slots:
    void cleanup()
    {
        QCoreApplication::removeTranslator(&m_application);
        QCoreApplication::removeTranslator(&m_qt);
    }

    void everyPageKeepsWordsWholeTablesInsideAndHeadingsWithWhatTheyHead_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QPageSize>("paper");
        for (const QString& preset : PRESETS) {
            for (const QLocale& locale :
                 {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Spanish, QLocale::Spain)}) {
                for (const QPageSize::PageSizeId paper : {QPageSize::A4, QPageSize::Letter}) {
                    QTest::addRow("%s, %s, %s", qPrintable(preset), qPrintable(locale.name()),
                                  paper == QPageSize::A4 ? "A4" : "Letter")
                        << preset << locale << QPageSize(paper);
                }
            }
        }
    }

    void everyPageKeepsWordsWholeTablesInsideAndHeadingsWithWhatTheyHead()
    {
        QFETCH(QString, preset);
        QFETCH(QLocale, locale);
        QFETCH(QPageSize, paper);
        if (locale.language() == QLocale::Spanish) {
            QVERIFY(loadTranslations(locale, m_application, m_qt));
            QCoreApplication::installTranslator(&m_qt);
            QCoreApplication::installTranslator(&m_application);
        }
        const auto scenario = test::presetScenario(qPrintable(preset));
        ReportOptions options;
        options.pageSize = paper;
        options.locale = locale;
        const ReportPages pages(*scenario, options);
        QVERIFY(pages.document().pageCount() > 1);
        // Every preset has an outcome and variants, so the rules cover the map and the variants too.
        const QStringList titles = headings(pages.document());
        for (const char* section : {"Break-even map", "Variants"})
            QVERIFY2(titles.contains(QCoreApplication::translate("Report", section)), section);
        const QStringList broken = brokenRules(pages.document(), pages.pageBody());
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    }

private:
    QTranslator m_application;
    QTranslator m_qt;
};

QTEST_MAIN(ReportLayoutTest)
#include "ReportLayoutTest.moc"
