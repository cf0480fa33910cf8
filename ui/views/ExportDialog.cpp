#include "views/ExportDialog.h"

#include "presenters/Headline.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace tco::ui {
namespace {

const QString SETTINGS_GROUP = QStringLiteral("export");

/// A file name without the characters file systems refuse.
QString safeFileName(QString name)
{
    static const QRegularExpression forbidden(QStringLiteral(R"([/\\:*?"<>|])"));
    name.replace(forbidden, QStringLiteral("-"));
    return name.trimmed().isEmpty() ? QStringLiteral("report") : name.trimmed();
}

} // namespace

ExportDialog::ExportDialog(const QString& baseName, bool monteCarloAvailable, QWidget* parent)
    : QDialog(parent)
    , m_monteCarloAvailable(monteCarloAvailable)
{
    setWindowTitle(tr("Export Reports"));
    QSettings settings;
    settings.beginGroup(SETTINGS_GROUP);

    m_folder = new QLineEdit(
        settings.value(QStringLiteral("folder"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).toString());
    m_folder->setObjectName(QStringLiteral("folderField"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::chooseFolder);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    m_name = new QLineEdit(safeFileName(baseName));
    m_name->setObjectName(QStringLiteral("nameField"));

    const auto checkBox = [&](const QString& text, const QString& key, bool byDefault) {
        auto* box = new QCheckBox(text);
        box->setObjectName(key + QStringLiteral("Box"));
        box->setChecked(settings.value(key, byDefault).toBool());
        connect(box, &QCheckBox::toggled, this, &ExportDialog::updateButtons);
        return box;
    };
    m_pdf = checkBox(tr("PDF report: the answer, costs, sizing, assumptions with sources, sensitivity"), QStringLiteral("pdf"),
                     true);
    m_xlsx = checkBox(tr("Excel workbook: every cost a live formula of the inputs"), QStringLiteral("xlsx"), true);
    m_csv = checkBox(tr("CSV tables: comparison, costs across volumes, horizon month by month"), QStringLiteral("csv"), false);
    m_json = checkBox(tr("JSON: the full result with every input and its source"), QStringLiteral("json"), false);
    m_png = checkBox(tr("Chart images as PNG, at 1× and 2×"), QStringLiteral("png"), false);
    m_svg = checkBox(tr("Chart images as SVG"), QStringLiteral("svg"), false);
    m_monteCarlo = new QCheckBox(tr("Include the Monte Carlo run in the PDF"));
    m_monteCarlo->setObjectName(QStringLiteral("monteCarloBox"));
    m_monteCarlo->setChecked(monteCarloAvailable);
    if (!monteCarloAvailable)
        m_monteCarlo->setToolTip(tr("Run How sure are we on this scenario first."));

    m_paper = new QComboBox;
    m_paper->setObjectName(QStringLiteral("paperBox"));
    m_paper->addItem(tr("A4"), static_cast<int>(QPageSize::A4));
    m_paper->addItem(tr("Letter"), static_cast<int>(QPageSize::Letter));
    const int defaultPaper = defaultPageSize(locale()).id();
    m_paper->setCurrentIndex(m_paper->findData(settings.value(QStringLiteral("paper"), defaultPaper).toInt()));

    m_csvFormat = new QComboBox;
    m_csvFormat->setObjectName(QStringLiteral("csvFormatBox"));
    m_csvFormat->addItem(tr("Commas, decimal point (1234.5,2)"), QStringLiteral(",."));
    m_csvFormat->addItem(tr("Semicolons, decimal comma (1234,5;2)"), QStringLiteral(";,"));
    const CsvFormat localFormat = csvFormatFor(locale());
    const QString localKey = QString(QLatin1Char(localFormat.delimiter)) + QLatin1Char(localFormat.decimalMark);
    m_csvFormat->setCurrentIndex(m_csvFormat->findData(settings.value(QStringLiteral("csvFormat"), localKey).toString()));

    auto* place = new QFormLayout;
    place->addRow(tr("Folder:"), folderRow);
    place->addRow(tr("File name:"), m_name);

    auto* reports = new QGroupBox(tr("Reports"));
    auto* chosen = new QVBoxLayout(reports);
    chosen->addWidget(m_pdf);
    // The Monte Carlo run belongs to the PDF: indented under it.
    auto* monteCarloRow = new QHBoxLayout;
    monteCarloRow->addSpacing(style()->pixelMetric(QStyle::PM_IndicatorWidth)
                              + style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
    monteCarloRow->addWidget(m_monteCarlo);
    chosen->addLayout(monteCarloRow);
    for (QCheckBox* box : {m_xlsx, m_csv, m_json, m_png, m_svg})
        chosen->addWidget(box);

    auto* format = new QFormLayout;
    format->addRow(tr("Paper:"), m_paper);
    format->addRow(tr("CSV format:"), m_csvFormat);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_export = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    m_export->setObjectName(QStringLiteral("exportButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::updateButtons);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(place);
    layout->addWidget(reports);
    layout->addLayout(format);
    layout->addWidget(buttons);
    updateButtons();
}

ReportRequest ExportDialog::request() const
{
    const QDir folder(m_folder->text().trimmed());
    const QString name = safeFileName(m_name->text());
    const auto file
        = [&](QCheckBox* box, const QString& suffix) { return box->isChecked() ? folder.filePath(name + suffix) : QString(); };
    ReportRequest request;
    request.pdf = file(m_pdf, QStringLiteral(".pdf"));
    request.xlsx = file(m_xlsx, QStringLiteral(".xlsx"));
    request.csv = file(m_csv, QStringLiteral(".csv"));
    request.json = file(m_json, QStringLiteral(".json"));
    // Both kinds of image in one folder of charts beside the reports.
    request.pngDirectory = file(m_png, QStringLiteral(" charts"));
    request.svgDirectory = file(m_svg, QStringLiteral(" charts"));
    request.options.locale = locale();
    request.options.staleness = savedStalenessThresholds();
    request.options.pageSize = QPageSize(static_cast<QPageSize::PageSizeId>(m_paper->currentData().toInt()));
    const QString csvKey = m_csvFormat->currentData().toString();
    request.csvFormat = CsvFormat{csvKey.at(0).toLatin1(), csvKey.at(1).toLatin1()};
    return request;
}

bool ExportDialog::includeMonteCarlo() const
{
    return m_monteCarloAvailable && m_pdf->isChecked() && m_monteCarlo->isChecked();
}

void ExportDialog::accept()
{
    // A folder typed in that does not exist yet is one the user wants.
    const QString folder = m_folder->text().trimmed();
    if (!QDir().mkpath(folder)) {
        QMessageBox::warning(this, tr("Cannot export"),
                             tr("The folder %1 could not be made.").arg(QDir::toNativeSeparators(folder)));
        return;
    }
    QSettings settings;
    settings.beginGroup(SETTINGS_GROUP);
    settings.setValue(QStringLiteral("folder"), m_folder->text().trimmed());
    for (QCheckBox* box : {m_pdf, m_xlsx, m_csv, m_json, m_png, m_svg})
        settings.setValue(box->objectName().chopped(3), box->isChecked());
    settings.setValue(QStringLiteral("paper"), m_paper->currentData());
    settings.setValue(QStringLiteral("csvFormat"), m_csvFormat->currentData());
    QDialog::accept();
}

void ExportDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export to Folder"), m_folder->text());
    if (!folder.isEmpty())
        m_folder->setText(folder);
}

void ExportDialog::updateButtons()
{
    const bool anything = std::ranges::any_of(std::array{m_pdf, m_xlsx, m_csv, m_json, m_png, m_svg}, &QCheckBox::isChecked);
    m_export->setEnabled(anything && !m_folder->text().trimmed().isEmpty() && !m_name->text().trimmed().isEmpty());
    m_monteCarlo->setEnabled(m_monteCarloAvailable && m_pdf->isChecked());
}

} // namespace tco::ui
