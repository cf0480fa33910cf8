#include "views/ExportDialog.h"

#include "TestCatalog.h"
#include "TestSettings.h"
#include "presenters/ScenarioPresenter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace tco;
using namespace tco::ui;

class ExportDialogTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        // Each test starts from the defaults, not from what an earlier one remembered.
        QSettings().remove(QStringLiteral("export"));
    }

    void theFilesAreNamedAfterTheScenarioInTheChosenFolder()
    {
        ExportDialog dialog(QStringLiteral("Plan: A/B"), false, nullptr);
        dialog.findChild<QLineEdit*>(QStringLiteral("folderField"))->setText(QStringLiteral("/tmp/out"));
        dialog.findChild<QCheckBox*>(QStringLiteral("jsonBox"))->setChecked(true);
        dialog.findChild<QCheckBox*>(QStringLiteral("pngBox"))->setChecked(true);
        const ReportRequest request = dialog.request();
        // The characters a file name cannot hold become dashes.
        QCOMPARE(request.pdf, QStringLiteral("/tmp/out/Plan- A-B.pdf"));
        QCOMPARE(request.xlsx, QStringLiteral("/tmp/out/Plan- A-B.xlsx"));
        QCOMPARE(request.json, QStringLiteral("/tmp/out/Plan- A-B.json"));
        QCOMPARE(request.pngDirectory, QStringLiteral("/tmp/out/Plan- A-B charts"));
        QVERIFY(request.csv.isEmpty());
        QVERIFY(request.svgDirectory.isEmpty());
    }

    void paperAndCsvFollowTheLocale()
    {
        // The defaults are read when the dialog is built: build each in its locale.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const ExportDialog inUs(QStringLiteral("x"), false, nullptr);
        QCOMPARE(inUs.request().options.pageSize->id(), QPageSize::Letter);
        QCOMPARE(inUs.request().csvFormat, (CsvFormat{',', '.'}));
        QLocale::setDefault(QLocale(QLocale::Spanish, QLocale::Spain));
        const ExportDialog inSpain(QStringLiteral("x"), false, nullptr);
        QCOMPARE(inSpain.request().options.pageSize->id(), QPageSize::A4);
        QCOMPARE(inSpain.request().csvFormat, (CsvFormat{';', ','}));
    }

    void nothingChosenCannotBeExported()
    {
        ExportDialog dialog(QStringLiteral("x"), true, nullptr);
        auto* exportButton = dialog.findChild<QPushButton*>(QStringLiteral("exportButton"));
        QVERIFY(exportButton->isEnabled());
        for (const char* name : {"pdfBox", "xlsxBox", "csvBox", "jsonBox", "pngBox", "svgBox"})
            dialog.findChild<QCheckBox*>(QString::fromLatin1(name))->setChecked(false);
        QVERIFY(!exportButton->isEnabled());
        // The Monte Carlo run goes into the PDF: without a PDF there is nothing to put it in.
        QVERIFY(!dialog.findChild<QCheckBox*>(QStringLiteral("monteCarloBox"))->isEnabled());
        QVERIFY(!dialog.includeMonteCarlo());
    }

    void aFolderTypedInIsMadeOnExport()
    {
        QTemporaryDir directory;
        const QString folder = directory.filePath(QStringLiteral("reports/2026"));
        ExportDialog dialog(QStringLiteral("x"), false, nullptr);
        dialog.findChild<QLineEdit*>(QStringLiteral("folderField"))->setText(folder);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(QFileInfo(folder).isDir());
    }

    void writingReportsNamesEachFileAndEachFailure()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        QTemporaryDir directory;
        ReportRequest request;
        request.csv = directory.filePath(QStringLiteral("costs.csv"));
        request.json = QStringLiteral("/nonexistent-breakeven-directory/result.json");
        request.csvFormat = CsvFormat{';', ','};
        // One destination that cannot take its file: nothing is written, so that no half-done set
        // of reports is left behind.
        const ReportOutcome refused = writeReports(presenter, request);
        QVERIFY(refused.written.isEmpty());
        QCOMPARE(
            refused.failures,
            QStringList{QStringLiteral("Cannot write /nonexistent-breakeven-directory/result.json: its folder does not exist.")});
        QVERIFY(!QFile::exists(request.csv));

        request.json = directory.filePath(QStringLiteral("result.json"));
        const ReportOutcome outcome = writeReports(presenter, request);
        QCOMPARE(outcome.written,
                 (QStringList{request.csv, directory.filePath(QStringLiteral("costs-sweep.csv")),
                              directory.filePath(QStringLiteral("costs-horizon.csv")),
                              directory.filePath(QStringLiteral("costs-money.csv")), request.json}));
        QVERIFY(outcome.failures.isEmpty());
        QFile csv(request.csv);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QVERIFY(csv.readLine().startsWith("name;kind;currency;feasible;monthly_total;"));
    }
};

QTEST_MAIN(ExportDialogTest)
#include "ExportDialogTest.moc"
