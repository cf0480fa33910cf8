#include "report/PdfReport.h"
#include "report/ChartImages.h"

#include "TestCatalog.h"
#include "analysis/Uncertainty.h"
#include "cluster/ClusterStudy.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "report/ReportInputs.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <memory>

using namespace tco;
using namespace tco::ui;

namespace {

const QStringList CHARTS{QStringLiteral("volume"),  QStringLiteral("unit-cost"), QStringLiteral("breakdown"),
                         QStringLiteral("horizon"), QStringLiteral("tornado"),   QStringLiteral("spider")};

std::unique_ptr<ScenarioPresenter> professionalServices()
{
    return test::presetScenario("professional-services-70b");
}

/// What a poppler tool prints for `arguments`; empty if it fails.
QString run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60'000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

/// The PDF's text with every run of white space one space, so that words a line break splits
/// meet again, and ligatures ("ﬁ") as their letters.
QString pdfText(const QString& path)
{
    return run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")})
        .normalized(QString::NormalizationForm_KC)
        .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

const QLocale US_ENGLISH(QLocale::English, QLocale::UnitedStates);

/// A small Monte Carlo run of the scenario on screen: 2,000 samples, seed 7, one thread.
std::expected<UncertaintyResult, std::string> smallMonteCarlo(const ScenarioPresenter& presenter)
{
    const Scenario& scenario = presenter.scenario();
    return runUncertainty(scenario, presenter.catalog(), *scenarioOutcome(scenario, presenter.catalog()), 2'000, 7, 1);
}

/// Writes the PDF report of the scenario on screen, in US English, with `run` as its Monte Carlo
/// section into `directory`; its path, or nothing when it could not be written.
QString writeReportWith(const ScenarioPresenter& presenter, const UncertaintyResult& run, const QTemporaryDir& directory)
{
    const QString path = directory.filePath(QStringLiteral("report.pdf"));
    ReportOptions options;
    options.locale = US_ENGLISH;
    options.analyses.monteCarlo = &run;
    return writePdfReport(presenter, options, path) ? QString() : path;
}

/// pdfinfo's value for `field` ("Pages", "Page size").
QString pdfInfo(const QString& path, const QString& field)
{
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("^%1:\\s*(.*)$").arg(field), QRegularExpression::MultilineOption)
              .match(run(QStringLiteral("pdfinfo"), {path}));
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

/// The self-hosted option's monthly total, checked against the preset's published arithmetic:
/// 2 GPUs × 3.50 USD an hour / 1.1665 USD per EUR × 730.5 hours × 1.4 for the cloud's extras,
/// 6,137.1 EUR, plus one engineer at 6,000 EUR: 12,137.1 EUR.
double selfHostedTotal(const ScenarioPresenter& presenter)
{
    const double total = presenter.results().options().front().monthly.total();
    if (qAbs(total - 12'137.1) > 0.5)
        QTest::qFail("the preset's self-hosted total is not 12,137 EUR", __FILE__, __LINE__);
    return total;
}

/// The cheapest option's monthly total at today's volume, as the report's answer states it.
double cheapestTotal(const ScenarioPresenter& presenter)
{
    double cheapest = std::numeric_limits<double>::infinity();
    for (const OptionSummary& option : presenter.results().options()) {
        if (option.feasible)
            cheapest = std::min(cheapest, option.monthly.total());
    }
    return cheapest;
}

} // namespace

class PdfReportTest : public QObject {
    Q_OBJECT

private slots:
    void thePaperFollowsTheCountry()
    {
        QCOMPARE(defaultPageSize(QLocale(QLocale::English, QLocale::UnitedStates)).id(), QPageSize::Letter);
        QCOMPARE(defaultPageSize(QLocale(QLocale::French, QLocale::Canada)).id(), QPageSize::Letter);
        QCOMPARE(defaultPageSize(QLocale(QLocale::Spanish, QLocale::Mexico)).id(), QPageSize::Letter);
        QCOMPARE(defaultPageSize(QLocale(QLocale::Spanish, QLocale::Spain)).id(), QPageSize::A4);
        QCOMPARE(defaultPageSize(QLocale(QLocale::English, QLocale::UnitedKingdom)).id(), QPageSize::A4);
    }

    void writesTheReportOnA4AndLetter_data()
    {
        QTest::addColumn<QPageSize::PageSizeId>("paper");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("A4") << QPageSize::A4 << QStringLiteral("595 x 842 pts (A4)");
        QTest::newRow("Letter") << QPageSize::Letter << QStringLiteral("612 x 792 pts (letter)");
    }

    void writesTheReportOnA4AndLetter()
    {
        QFETCH(QPageSize::PageSizeId, paper);
        QFETCH(QString, pageSize);
        const auto presenter = professionalServices();
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.pageSize = QPageSize(paper);
        options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        options.applicationVersion = QStringLiteral("9.8.7");
        options.date = QDate(2026, 3, 14);
        const std::optional<QString> failure = writePdfReport(*presenter, options, path);
        QVERIFY2(!failure, qPrintable(failure.value_or(QString())));

        QCOMPARE(pdfInfo(path, QStringLiteral("Page size")), pageSize);
        // Seven sections start on a page of their own: the answer, the options compared, the costs
        // item by item, the sizing, the assumptions with their sources, the sensitivity, and the
        // method. Long tables may run over, a heading kept with what it heads may start a page of
        // its own, and the break-even map (taller than the other charts, for its up axis's title)
        // and the variants follow the sensitivity; more than sixteen pages would mean a runaway
        // layout.
        const int pages = pdfInfo(path, QStringLiteral("Pages")).toInt();
        QVERIFY2(pages >= 7 && pages <= 16, qPrintable(QString::number(pages)));

        const QString text = pdfText(path);
        const Scenario& scenario = presenter->scenario();
        QVERIFY(text.contains(QString::fromStdString(scenario.name)));
        // The figures of the answer in the locale's words: the US writes an amount in euros with
        // the code before it and a comma between thousands.
        const QLocale us = options.locale;
        const QString selfHosted = formatMoney(us, Money{selfHostedTotal(*presenter), scenario.currency.display});
        QCOMPARE(selfHosted, QStringLiteral("EUR\u00A012,137"));
        QVERIFY2(text.contains(QStringLiteral("EUR 12,137")), qPrintable(text.left(3000)));
        QString cheapest = formatMoney(us, Money{cheapestTotal(*presenter), scenario.currency.display});
        QVERIFY2(text.contains(cheapest.replace(QChar(0x00A0), QLatin1Char(' '))), qPrintable(cheapest));
        QVERIFY(text.contains(QStringLiteral("10 M tokens a day")));
        QVERIFY(text.contains(QStringLiteral("39.9 M tokens a day")));
        // The hybrid plan's fleet in the sizing section: none, though a replica pays for itself
        // busy in 2.8 % of the hours (the answer gives the engineer's salary as the reason).
        QVERIFY(text.contains(QStringLiteral("H100s + Opus for peaks")));
        QVERIFY2(text.contains(QStringLiteral("when it is busy in 2.8% of the week's hours or more")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("It runs no GPUs: every token goes to Claude Opus 4.5 API.")));
        // A catalog figure with its source and date: the exchange rate the preset states.
        const ReportInputs inputs = reportInputs(scenario, presenter->catalog());
        QVERIFY(!inputs.sources.empty());
        QVERIFY(text.contains(QStringLiteral("as of %1").arg(QString::fromStdString(inputs.sources.front().provenance.asOf))));
        QVERIFY(text.contains(QStringLiteral("ECB euro foreign exchange reference rate")));
        QVERIFY(text.contains(QStringLiteral("/workload/tokens_per_day")));
        // Each section's heading, and every page numbered and dated.
        for (const char* heading :
             {"The answer", "The options compared", "Monthly costs, item by item", "Sizing: why this many GPUs", "Assumptions",
              "Sources", "What matters most", "Method and limits"})
            QVERIFY2(text.contains(QLatin1String(heading)), heading);
        QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
        QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
        QVERIFY(text.contains(QStringLiteral("March 14, 2026")));
        QVERIFY(text.contains(QStringLiteral("Breakeven 9.8.7")));
        // No figure failed to compute.
        QVERIFY(!text.contains(QRegularExpression(QStringLiteral("\\b(nan|inf)\\b"), QRegularExpression::CaseInsensitiveOption)));
        // Charts are drawn as vectors: the one picture in the PDF is the break-even map's grid of
        // coloured cells (pdfimages lists two lines of header, then one line per image).
        const QStringList images
            = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(images.size(), 3);
        // The axis of a chart is text in the PDF, not pixels.
        QVERIFY(text.contains(QStringLiteral("Tokens per day")));
        // A chart's legend is text under its heading, each name whole: a dashed sample and the
        // API's full name, where a legend inside the picture cut it ("Llama 3.3 70B o…"), and
        // the map's colour key for the self-hosted option.
        QVERIFY2(text.contains(QStringLiteral("╍╍ Llama 3.3 70B on Together AI")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("■ Claude Opus 4.5 API cheaper")));
        QVERIFY(text.contains(QStringLiteral("━━ 2× H100 rented")));
    }

    void aSpanishReportWritesEurosTheSpanishWayOnA4()
    {
        const auto presenter = professionalServices();
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("informe.pdf"));
        ReportOptions options;
        options.locale = QLocale(QLocale::Spanish, QLocale::Spain);
        const std::optional<QString> failure = writePdfReport(*presenter, options, path);
        QVERIFY2(!failure, qPrintable(failure.value_or(QString())));
        // No paper given: Spain's, A4.
        QCOMPARE(pdfInfo(path, QStringLiteral("Page size")), QStringLiteral("595 x 842 pts (A4)"));
        const QString text = pdfText(path);
        // 12,137.1 EUR in Spain: a point between thousands, the symbol after.
        const QString selfHosted
            = formatMoney(options.locale, Money{selfHostedTotal(*presenter), presenter->scenario().currency.display});
        QCOMPARE(selfHosted, QStringLiteral("12.137\u00A0€"));
        QVERIFY2(text.contains(QStringLiteral("12.137 €")), qPrintable(text.left(3000)));
        // A decimal comma: the price per GPU-hour of the catalog's H100 offer, 3.5 USD.
        QVERIFY(text.contains(QStringLiteral("3,5")));
        QVERIFY(!text.contains(QStringLiteral("EUR 12,137")));
    }

    void aMonteCarloRunHasItsSection()
    {
        const auto presenter = professionalServices();
        QVERIFY(
            presenter
                ->edit(
                    {{"/analysis/distributions",
                      R"([{"pointer": "/self_hosted/0/rented/price_per_gpu_hour", "kind": "uniform", "minimum": 3, "maximum": 4,
                           "reason": "Quoted by two clouds"}])"}},
                    QStringLiteral("x"))
                .empty());
        const Scenario& scenario = presenter->scenario();
        const auto result = smallMonteCarlo(*presenter);
        QVERIFY(result.has_value());
        QTemporaryDir directory;
        const QString path = writeReportWith(*presenter, *result, directory);
        QVERIFY(!path.isEmpty());
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("How sure are we: Monte Carlo")));
        QVERIFY(text.contains(QStringLiteral("2,000 times (seed 7)")));
        // The median as the run computed it, in the locale's words.
        QVERIFY(text.contains(formatMoney(US_ENGLISH, Money{result->run.outcome.percentile50, scenario.currency.display})
                                  .replace(QChar(0x00A0), QLatin1Char(' '))));
        QVERIFY(text.contains(QStringLiteral("Probability that 2× H100 rented costs less than")));
        // Each distribution with the reason the file gives for it.
        QVERIFY(text.contains(QStringLiteral("Quoted by two clouds")));
        // The map's cells, and no other picture.
        const QStringList images
            = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path}).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(images.size(), 3);
    }

    void moneyOverTimeSetsOutEachSelfHostedOptionsYearsAndItsInvestmentCases()
    {
        const auto presenter = test::presetScenario("midsize-70b-h200");
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.locale = US_ENGLISH;
        QVERIFY(!writePdfReport(*presenter, options, path).has_value());
        const QString text = pdfText(path);
        QVERIFY(text.contains(QStringLiteral("Money over time: cash and P&L")));
        // One 8-GPU server at 330,000 USD with 12.5 % for networking, bought today, depreciated
        // over five years with no residual value: 371,250, then 74,250 a year.
        QVERIFY(text.contains(QStringLiteral("371,250")));
        QVERIFY(text.contains(QStringLiteral("74,250")));
        QVERIFY(text.contains(QStringLiteral("Owning and self-hosting as investments")));
        // Against renting it pays for itself in month 15, discounted in 16 (worked out in CliTests).
        QVERIFY(text.contains(QStringLiteral("15 (16)")));
    }

    void saysWhatACommitmentLeavesUnused()
    {
        const auto presenter = professionalServices();
        // Four H100s reserved for three years where the volume needs the option's two; the hybrid
        // plan goes, as its parts may not commit.
        QVERIFY(presenter
                    ->edit({{"/hybrids", "[]"}, {"/self_hosted/0/rented/commitment", R"({"gpus": 4, "term_months": 36})"}},
                           QStringLiteral("x"))
                    .empty());
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.locale = US_ENGLISH;
        QVERIFY(!writePdfReport(*presenter, options, path).has_value());
        const QString text = pdfText(path).simplified();
        // Two idle GPUs at 3.50 USD an hour: 2 × 3.50 / 1.1665 × 730.5 h = 4,383.63 EUR a month, and
        // the preset neither grows nor ends a term within its 36 months: 36 × that, 157,810.6 EUR.
        QVERIFY(text.contains(QStringLiteral("2× H100 rented reserves 4 GPUs for 36 months at a time, paid monthly")));
        QVERIFY2(text.contains(QStringLiteral("Today's volume leaves 2 of them idle: EUR 4,384 a month")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("EUR 157,811 is paid unused")));
    }

    void warnsOfCatalogPricesOlderThanTheyAreTrusted()
    {
        const auto presenter = professionalServices();
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.locale = US_ENGLISH;
        // On 6 December 2026 the H100 offer (as of 2026-05) is 189 days old, past 60; the API
        // prices (2026-08-21) 107 days, past 90.
        options.date = QDate(2026, 12, 6);
        QVERIFY(!writePdfReport(*presenter, options, path).has_value());
        const QString text = pdfText(path).simplified();
        QVERIFY2(
            text.contains(QStringLiteral("On Sunday, December 6, 2026, the day of this report, an API price is old after 90 "
                                         "days and a cloud GPU price after 60. Prices older than they are trusted: 2× H100 "
                                         "rented (2026-05, 189 days), Claude Opus 4.5 API (2026-08-21, 107 days), and Llama")),
            qPrintable(text));
        // Before the prices' own dates nothing is old, and nothing is said.
        options.date = QDate(2026, 5, 1);
        QVERIFY(!writePdfReport(*presenter, options, path).has_value());
        QVERIFY(!pdfText(path).contains(QStringLiteral("the day of this report")));
    }

    void aMonteCarloRunListsItsCorrelationsAndTheirRepairs()
    {
        // The preset's Opus output and input prices, 0.9, with the volume 0.9 with the first and
        // −0.9 with the second: impossible together, drawn at 0.5, 0.5 and −0.5.
        const auto presenter = professionalServices();
        QVERIFY(
            presenter
                ->edit(
                    {{"/analysis/sampling", R"("lhs")"},
                     {"/analysis/correlations/-",
                      R"({"first": "/workload/tokens_per_day", "second": "/api_offers/0/output_per_mtok", "rank_correlation": 0.9})"},
                     {"/analysis/correlations/-",
                      R"({"first": "/workload/tokens_per_day", "second": "/api_offers/0/input_per_mtok", "rank_correlation": -0.9})"}},
                    QStringLiteral("x"))
                .empty());
        const auto result = smallMonteCarlo(*presenter);
        QVERIFY(result.has_value());
        QCOMPARE(result->run.correlationRepairs.size(), std::size_t{3});
        QTemporaryDir directory;
        const QString text = pdfText(writeReportWith(*presenter, *result, directory));
        QVERIFY(text.contains(QStringLiteral("2,000 times by Latin hypercube sampling (seed 7)")));
        QVERIFY(text.contains(QStringLiteral("Drawn together")));
        QVERIFY(text.contains(QStringLiteral("Anthropic prices output at five times input")));
        QVERIFY2(text.contains(QStringLiteral("Tokens per day and Claude Opus 4.5 API: output price were drawn with a rank "
                                              "correlation of 0.50, not 0.90")),
                 qPrintable(text));
    }

    void aClusterStudyHasItsSectionAndItsChart()
    {
        // Two days of the HGX H100 preset: 128 servers of 8 rented H100 at 3.50 USD, 1.1665 USD
        // a EUR and 40 % for the cloud's extras: 4.20 EUR a GPU-hour.
        const auto presenter = test::presetScenario("hgx-h100-cluster");
        ClusterRunOptions run;
        run.policies = {SchedulingPolicy::Naive, SchedulingPolicy::RackAware};
        run.days = 2.0;
        const ClusterStudy study = studyCluster(presenter->scenario(), presenter->catalog(), run);
        QTemporaryDir directory;
        const QString path = directory.filePath(QStringLiteral("report.pdf"));
        ReportOptions options;
        options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
        options.analyses.cluster = &study;
        const std::optional<QString> failure = writePdfReport(*presenter, options, path);
        QVERIFY2(!failure, qPrintable(failure.value_or(QString())));
        const QString text = pdfText(path).simplified();
        QVERIFY(text.contains(QStringLiteral("The cluster: placement and scheduling")));
        QVERIFY(text.contains(QStringLiteral("128 servers of 8 GPUs, 1,024 × H100 SXM5 80GB, at EUR 4.20 per GPU-hour")));
        QVERIFY(text.contains(QStringLiteral("over 2 days, seed 1.")));
        // The worth as the study has it: (usable gained) × 128 servers, at 4.20 EUR for 8 × 8,766 hours each.
        const PolicyWorth& worth = study.worth.front();
        QVERIFY(text.contains(
            QStringLiteral("Rack-aware keeps %1 servers more").arg(formatNumber(options.locale, worth.domains, 1))));
        QVERIFY(text.contains(
            formatMoney(options.locale, Money{worth.perYear, study.currency}).replace(QChar(0x00A0), QLatin1Char(' '))));
        QVERIFY(text.contains(QStringLiteral("GPUs doing useful work and GPUs stranded, by policy")));

        const QString folder = directory.filePath(QStringLiteral("charts"));
        QVERIFY(!writeChartImages(*presenter, folder, ImageFormat::Png, ReportAnalyses{nullptr, &study}));
        QCOMPARE(QImage(QStringLiteral("%1/cluster.png").arg(folder)).size(), CHART_IMAGE_SIZE);
    }

    void anUnwritablePathIsRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("missing folder") << QStringLiteral("%1/missing/report.pdf");
        QTest::newRow("/proc") << QStringLiteral("/proc/report.pdf");
    }

    void anUnwritablePathIsRefusedWithTheReason()
    {
        QFETCH(QString, path);
        QTemporaryDir directory;
        if (path.contains(QLatin1String("%1")))
            path = path.arg(directory.path());
        const auto presenter = professionalServices();
        const std::optional<QString> failure = writePdfReport(*presenter, ReportOptions{}, path);
        QVERIFY(failure.has_value());
        QVERIFY2(failure->startsWith(QStringLiteral("The report could not be written to %1: ").arg(path)), qPrintable(*failure));
        // The operating system's reason follows the path.
        QVERIFY2(failure->size() > QStringLiteral("The report could not be written to %1: .").arg(path).size(),
                 qPrintable(*failure));
        QVERIFY(!QFile::exists(path));
    }

    void writesEveryChartAsPngAtOneAndTwoTimesAndAsSvg()
    {
        const auto presenter = professionalServices();
        QTemporaryDir directory;
        const QString folder = directory.filePath(QStringLiteral("charts"));
        const std::optional<QString> failure
            = writeChartImages(*presenter, folder, ImageFormat::Png | ImageFormat::Png2x | ImageFormat::Svg);
        QVERIFY2(!failure, qPrintable(failure.value_or(QString())));
        for (const QString& name : CHARTS) {
            const QImage single(QStringLiteral("%1/%2.png").arg(folder, name));
            const QImage twice(QStringLiteral("%1/%2@2x.png").arg(folder, name));
            QVERIFY2(!single.isNull() && !twice.isNull(), qPrintable(name));
            QCOMPARE(single.size(), CHART_IMAGE_SIZE);
            QCOMPARE(twice.size(), CHART_IMAGE_SIZE * 2);
            const QString svg = QStringLiteral("%1/%2.svg").arg(folder, name);
            QVERIFY(QSvgRenderer(svg).isValid());
            QFile file(svg);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray drawing = file.readAll();
            QVERIFY2(drawing.contains("<path"), qPrintable(name));
            QVERIFY2(!drawing.contains("<image"), qPrintable(name));
            // Titled with the scenario, away from the report.
            QVERIFY(drawing.contains(presenter->scenario().name.c_str()));
        }
        // No histogram without a Monte Carlo run, no cluster chart without a study.
        QVERIFY(!QFile::exists(QStringLiteral("%1/uncertainty.png").arg(folder)));
        QVERIFY(!QFile::exists(QStringLiteral("%1/cluster.png").arg(folder)));
    }

    void writesOnlyTheFormatsAskedFor()
    {
        const auto presenter = professionalServices();
        QTemporaryDir directory;
        QVERIFY(!writeChartImages(*presenter, directory.path(), ImageFormat::Svg));
        QVERIFY(QFile::exists(directory.filePath(QStringLiteral("volume.svg"))));
        QVERIFY(!QFile::exists(directory.filePath(QStringLiteral("volume.png"))));
        QVERIFY(!QFile::exists(directory.filePath(QStringLiteral("volume@2x.png"))));
        const std::optional<QString> refused = writeChartImages(*presenter, QStringLiteral("/proc/charts"), ImageFormat::Png);
        QVERIFY(refused && refused->contains(QStringLiteral("/proc/charts")));
    }
};

QTEST_MAIN(PdfReportTest)
#include "PdfReportTest.moc"
