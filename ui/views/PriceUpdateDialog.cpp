#include "views/PriceUpdateDialog.h"

#include "presenters/Formatting.h"
#include "presenters/Headline.h"
#include "presenters/PriceUpdate.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace tco::ui {
namespace {

/// Each format by the name its project goes by.
QString formatName(PriceFormat format)
{
    switch (format) {
    case PriceFormat::LiteLlm:
        return QStringLiteral("LiteLLM");
    case PriceFormat::GenaiPrices:
        return QStringLiteral("genai-prices");
    case PriceFormat::OpenRouter:
        return QStringLiteral("OpenRouter");
    case PriceFormat::SkyPilot:
        return QStringLiteral("SkyPilot");
    }
    return {};
}

QTableWidget* newTable(const QStringList& headers, const QString& name, QWidget* parent)
{
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    table->setObjectName(name);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void addRow(QTableWidget* table, const QStringList& cells, const QList<int>& rightAligned = {})
{
    const int row = table->rowCount();
    table->insertRow(row);
    for (int column = 0; column < cells.size(); ++column) {
        auto* item = new QTableWidgetItem(cells[column]);
        if (rightAligned.contains(column))
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, column, item);
    }
}

QLabel* answerLabel(const QString& name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PriceUpdateDialog::PriceUpdateDialog(ScenarioPresenter& scenario, const std::filesystem::path& userCatalogDirectory,
                                     QWidget* parent)
    : QDialog(parent)
    , m_update(new PriceUpdate(scenario, userCatalogDirectory, QDate::currentDate(), this))
{
    setWindowTitle(tr("Update Prices"));

    m_location = new QLineEdit(this);
    m_location->setObjectName(QStringLiteral("priceListLocation"));
    m_location->setPlaceholderText(tr("A price list file, or its address (https://…)"));
    m_location->setClearButtonEnabled(true);
    auto* published = new QToolButton(this);
    published->setText(tr("&Published Lists"));
    published->setPopupMode(QToolButton::InstantPopup);
    auto* lists = new QMenu(published);
    for (const PriceMappings::PublishedList& list : embeddedPriceMappings().publishedLists) {
        const QString url = toQString(list.url);
        QAction* action = lists->addAction(toQString(list.name), this, [this, url] { m_location->setText(url); });
        action->setToolTip(url);
    }
    lists->setToolTipsVisible(true);
    published->setMenu(lists);
    auto* chooseFile = new QPushButton(tr("Choose &File…"), this);
    connect(chooseFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Price List"), QString(),
                                                          tr("Price lists (*.json *.csv);;All files (*)"));
        if (!path.isEmpty())
            m_location->setText(path);
    });
    auto* locationRow = new QHBoxLayout;
    locationRow->addWidget(m_location, 1);
    locationRow->addWidget(published);
    locationRow->addWidget(chooseFile);

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("priceListFormat"));
    m_format->addItem(tr("Found from the contents"), -1);
    for (const auto& format : PRICE_FORMAT_NAMES)
        m_format->addItem(formatName(format.value), static_cast<int>(format.value));
    m_cloud = new QLineEdit(this);
    m_cloud->setObjectName(QStringLiteral("priceListCloud"));
    m_cloud->setPlaceholderText(tr("SkyPilot lists only; else the name of the list's folder (aws, lambda …)"));

    auto* locationLabel = new QLabel(tr("Price &list:"), this);
    locationLabel->setBuddy(m_location);
    auto* form = new QFormLayout;
    form->addRow(locationLabel, locationRow);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(tr("Clou&d:"), m_cloud);

    m_read = new QPushButton(tr("&Read"), this);
    m_read->setObjectName(QStringLiteral("readPriceList"));
    m_read->setDefault(true);
    connect(m_read, &QPushButton::clicked, this, &PriceUpdateDialog::read);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("downloadProgress"));
    m_progress->hide();
    m_cancel = new QPushButton(tr("&Stop"), this);
    m_cancel->setObjectName(QStringLiteral("stopDownload"));
    m_cancel->hide();
    connect(m_cancel, &QPushButton::clicked, m_update, &PriceUpdate::cancel);
    auto* readRow = new QHBoxLayout;
    readRow->addWidget(m_read);
    readRow->addWidget(m_progress, 1);
    readRow->addWidget(m_cancel);
    readRow->addStretch();

    m_summary = new QLabel(tr("Nothing is written until you put the list's prices in use."), this);
    m_summary->setObjectName(QStringLiteral("priceListSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_changes = newTable({tr("Catalog entry"), tr("Figure"), tr("Now"), tr("In the list"), tr("As of")},
                         QStringLiteral("priceChanges"), this);
    m_unmapped = newTable({tr("Entry of the list"), tr("Why it is not used")}, QStringLiteral("unmappedPrices"), this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_changes, tr("Changes"));
    m_tabs->addTab(m_unmapped, tr("Not Mapped"));
    auto* units = new QLabel(tr("Prices in USD per million tokens; cloud offers in USD per GPU-hour."), this);
    units->setEnabled(false);

    auto* answerArea = new QWidget(this);
    auto* answers = new QGridLayout(answerArea);
    answers->setContentsMargins(0, 0, 0, 0);
    answers->addWidget(new QLabel(tr("<b>The answer with the prices in use</b>"), this), 0, 0);
    answers->addWidget(new QLabel(tr("<b>With the list's prices</b>"), this), 0, 1);
    m_answerNow = answerLabel(QStringLiteral("answerNow"), this);
    m_answerWithList = answerLabel(QStringLiteral("answerWithList"), this);
    answers->addWidget(m_answerNow, 1, 0);
    answers->addWidget(m_answerWithList, 1, 1);
    answers->setColumnStretch(0, 1);
    answers->setColumnStretch(1, 1);
    answers->setRowStretch(1, 1);
    m_answerMoves = new QLabel(this);
    m_answerMoves->setObjectName(QStringLiteral("answerMoves"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_apply = m_buttons->addButton(tr("&Use These Prices"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("usePrices"));
    m_apply->setEnabled(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PriceUpdateDialog::apply);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PriceUpdateDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(readRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(units);
    // The table and the answer share what height there is: a long list scrolls, the answer
    // wraps, and neither hides the other.
    layout->addWidget(answerArea, 1);
    layout->addWidget(m_answerMoves);
    layout->addWidget(m_buttons);

    connect(m_update, &PriceUpdate::progressed, this, [this](qint64 received, qint64 total) {
        // Without a length from the server the bar shows activity, not a share.
        m_progress->setRange(0, total > 0 ? 1000 : 0);
        if (total > 0)
            m_progress->setValue(static_cast<int>(1000 * received / total));
    });
    connect(m_update, &PriceUpdate::finished, this, &PriceUpdateDialog::showPreview);
    resize(900, 640);
}

void PriceUpdateDialog::read()
{
    const int format = m_format->currentData().toInt();
    m_apply->setEnabled(false);
    m_read->setEnabled(false);
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    m_summary->setText(tr("Reading %1 …").arg(m_location->text().trimmed()));
    m_update->read(PriceListSource{m_location->text(),
                                   format < 0 ? std::nullopt : std::optional(static_cast<PriceFormat>(format)), m_cloud->text()});
}

void PriceUpdateDialog::showPreview()
{
    m_read->setEnabled(true);
    m_progress->hide();
    m_cancel->hide();
    m_changes->setRowCount(0);
    m_unmapped->setRowCount(0);
    m_answerNow->clear();
    m_answerWithList->clear();
    m_answerMoves->clear();
    const std::optional<PricePreview>& preview = m_update->preview();
    m_apply->setEnabled(preview.has_value());
    if (!preview) {
        m_summary->setText(m_update->failure());
        return;
    }
    const QLocale locale;
    const PriceImport& imported = preview->imported;
    m_summary->setText(tr("Read as %1. Catalog entries priced: %2, with new figures: %3. Entries of the list not mapped: %4.")
                           .arg(formatName(imported.format),
                                formatCount(locale, static_cast<std::int64_t>(preview->changes.size())),
                                formatCount(locale, preview->changedEntries),
                                formatCount(locale, static_cast<std::int64_t>(imported.unmapped.size()))));
    for (const PriceChange& change : preview->changes) {
        const QString dates = QStringLiteral("%1 → %2").arg(toQString(change.asOfBefore), toQString(change.asOfAfter));
        if (change.figures.empty())
            addRow(m_changes, {toQString(change.id), tr("(the same figures)"), {}, {}, dates});
        for (const FigureChange& figure : change.figures) {
            const bool first = &figure == &change.figures.front();
            addRow(m_changes,
                   {first ? toQString(change.id) : QString(), priceFigureName(figure.figure),
                    priceFigureText(figure.figure, figure.before, locale), priceFigureText(figure.figure, figure.after, locale),
                    first ? dates : QString()},
                   {2, 3});
        }
    }
    for (const UnmappedPrice& entry : imported.unmapped)
        addRow(m_unmapped, {toQString(entry.key), toQString(entry.reason)});
    m_changes->resizeColumnsToContents();
    m_unmapped->resizeColumnToContents(0);
    m_tabs->setTabText(0, tr("Changes (%1)").arg(formatCount(locale, static_cast<std::int64_t>(preview->changes.size()))));
    m_tabs->setTabText(1, tr("Not Mapped (%1)").arg(formatCount(locale, static_cast<std::int64_t>(imported.unmapped.size()))));
    m_answerNow->setText(answerHtml(preview->answerNow));
    m_answerWithList->setText(answerHtml(preview->answerWithList));
    m_answerMoves->setText(preview->answerNow == preview->answerWithList ? tr("The answer does not move.")
                                                                         : tr("The answer moves."));
}

void PriceUpdateDialog::apply()
{
    const auto written = m_update->apply();
    if (!written) {
        m_summary->setText(written.error());
        m_apply->setEnabled(false);
        return;
    }
    m_outcome = tr("The list's prices are in use; %1 holds them (delete it to undo).").arg(toQString(written->string()));
    accept();
}

} // namespace tco::ui
