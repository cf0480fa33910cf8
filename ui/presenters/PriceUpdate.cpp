#include "presenters/PriceUpdate.h"

#include "catalog/CatalogLoader.h"
#include "io/TextFile.h"
#include "presenters/Formatting.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "results/Results.h"
#include "scenario/ScenarioEdit.h"

#include <QCoreApplication>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUrl>

#include <algorithm>

namespace tco::ui {
namespace {

constexpr qint64 BYTES_PER_MEGABYTE = 1024 * 1024;

/// Whether `location` names a list to download rather than a file on this machine.
bool isWebAddress(const QString& location)
{
    return location.startsWith(QStringLiteral("http://"), Qt::CaseInsensitive)
        || location.startsWith(QStringLiteral("https://"), Qt::CaseInsensitive);
}

} // namespace

QString priceFigureText(PriceFigure figure, const std::optional<double>& value, const QLocale& locale)
{
    if (!value)
        return QCoreApplication::translate("PriceUpdate", "none", "a price list gives no figure");
    return figure == PriceFigure::BatchDiscount ? formatPercent(locale, *value) : formatDriverValue(locale, *value);
}

QString priceFigureName(PriceFigure figure)
{
    switch (figure) {
    case PriceFigure::Input:
        return QCoreApplication::translate("PriceUpdate", "Input");
    case PriceFigure::Output:
        return QCoreApplication::translate("PriceUpdate", "Output");
    case PriceFigure::CacheRead:
        return QCoreApplication::translate("PriceUpdate", "Cache read");
    case PriceFigure::CacheWrite:
        return QCoreApplication::translate("PriceUpdate", "Cache write");
    case PriceFigure::BatchDiscount:
        return QCoreApplication::translate("PriceUpdate", "Batch discount");
    case PriceFigure::PerGpuHour:
        return QCoreApplication::translate("PriceUpdate", "Per GPU-hour");
    }
    return {};
}

PriceUpdate::PriceUpdate(ScenarioPresenter& scenario, std::filesystem::path userCatalogDirectory, QDate today, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
    , m_userCatalogDirectory(std::move(userCatalogDirectory))
    , m_today(today)
{ }

PriceUpdate::~PriceUpdate()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
    }
}

void PriceUpdate::read(const PriceListSource& source)
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
        m_reply = nullptr;
    }
    m_preview.reset();
    m_failure.clear();
    const QString location = source.location.trimmed();
    if (location.isEmpty()) {
        fail(tr("Choose a price list file, or give the address of one."));
        return;
    }
    if (isWebAddress(location)) {
        download(QUrl(location), source);
        return;
    }
    const QUrl asUrl(location);
    const QString path = asUrl.isLocalFile() ? asUrl.toLocalFile() : location;
    const auto text = readTextFile(path.toStdString(), MAX_PRICE_LIST_BYTES);
    if (!text) {
        // The reason completes "the file …".
        fail(tr("%1: the file %2").arg(path, toQString(text.error())));
        return;
    }
    previewText(*text, path.toStdString(), source);
}

void PriceUpdate::cancel()
{
    if (!m_reply)
        return;
    m_abortReason = tr("Cancelled.");
    m_reply->abort();
}

void PriceUpdate::download(const QUrl& url, const PriceListSource& source)
{
    if (!m_network) {
        // The proxy the system is set up with (http_proxy, https_proxy and no_proxy on Linux):
        // where a proxy is the way out, a direct connection would only time out.
        QNetworkProxyFactory::setUseSystemConfiguration(true);
        m_network = new QNetworkAccessManager(this);
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(static_cast<int>(m_transferTimeout.count()));
    request.setHeader(QNetworkRequest::UserAgentHeader,
                      QStringLiteral("Breakeven/%1").arg(QCoreApplication::applicationVersion()));
    m_downloading = source;
    m_abortReason.clear();
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64 total) {
        if (received > static_cast<qint64>(MAX_PRICE_LIST_BYTES) || total > static_cast<qint64>(MAX_PRICE_LIST_BYTES)) {
            m_abortReason = tr("%1 is larger than %2 MB: not a price list.")
                                .arg(m_reply->url().toDisplayString())
                                .arg(static_cast<qint64>(MAX_PRICE_LIST_BYTES) / BYTES_PER_MEGABYTE);
            m_reply->abort();
            return;
        }
        emit progressed(received, total);
    });
    connect(m_reply, &QNetworkReply::finished, this, &PriceUpdate::downloaded);
}

void PriceUpdate::downloaded()
{
    QNetworkReply* reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const QString address = reply->url().toDisplayString();
    if (reply->error() != QNetworkReply::NoError) {
        if (!m_abortReason.isEmpty())
            fail(m_abortReason);
        else if (reply->error() == QNetworkReply::OperationCanceledError || reply->error() == QNetworkReply::TimeoutError)
            // Only the transfer timeout cancels a request this program did not cancel itself.
            fail(tr("%1 sent nothing for %2 s. Check the connection and the system's proxy settings, or download "
                    "the list with a browser and choose the file.")
                     .arg(address)
                     .arg(std::chrono::duration<double>(m_transferTimeout).count()));
        else
            fail(tr("%1 could not be downloaded: %2").arg(address, reply->errorString()));
        return;
    }
    const QByteArray body = reply->readAll();
    previewText(body.toStdString(), address.toStdString(), m_downloading);
}

void PriceUpdate::previewText(const std::string& text, const std::string& name, const PriceListSource& source)
{
    const std::optional<PriceFormat> format = source.format ? source.format : detectPriceFormat(text);
    if (!format) {
        fail(tr("%1 is none of the price lists Breakeven reads (LiteLLM, genai-prices, OpenRouter, SkyPilot); "
                "choose its format if it is one.")
                 .arg(toQString(name)));
        return;
    }
    auto imported = importOntoShippedCatalog(
        text, *format, PriceFile{name, {}, m_today.toString(Qt::ISODate).toStdString(), source.cloud.trimmed().toStdString()});
    if (!imported) {
        fail(toQString(describe(imported.error())));
        return;
    }
    const Catalog& current = m_scenario.catalog();
    Catalog updated = current;
    updated.merge(imported->prices);
    auto scenario = editScenario(m_scenario.scenario(), updated, {});
    if (!scenario) {
        fail(describeIssues(scenario.error()).join(QLatin1Char('\n')));
        return;
    }
    PricePreview preview;
    preview.changes = priceChanges(current, imported->prices);
    preview.changedEntries = static_cast<int>(
        std::ranges::count_if(preview.changes, [](const PriceChange& change) { return !change.figures.empty(); }));
    const Currency& currency = m_scenario.scenario().currency.display;
    preview.answerNow = answerSentences(m_scenario.results().answer(), currency, QLocale());
    SizingMemo memo;
    preview.answerWithList = answerSentences(Results(*scenario, updated, memo).answer(), currency, QLocale());
    preview.imported = std::move(*imported);
    m_preview = std::move(preview);
    emit finished();
}

void PriceUpdate::fail(QString reason)
{
    m_preview.reset();
    m_failure = std::move(reason);
    emit finished();
}

std::expected<std::filesystem::path, QString> PriceUpdate::apply()
{
    if (!m_preview)
        return std::unexpected(tr("Read a price list first."));
    const auto written = writeImportedPrices(m_preview->imported, m_userCatalogDirectory);
    if (!written)
        return std::unexpected(toQString(written.error()));
    auto loaded = loadCatalog(m_userCatalogDirectory);
    if (!loaded)
        return std::unexpected(toQString(describe(loaded.error())));
    const auto skipped = std::ranges::find_if(
        loaded->skippedFiles, [&](const LoadError& error) { return std::filesystem::path(error.origin) == *written; });
    if (skipped != loaded->skippedFiles.end())
        return std::unexpected(toQString(describe(*skipped)));
    const Issues problems = m_scenario.replaceCatalog(std::move(loaded->catalog));
    if (!problems.empty())
        return std::unexpected(describeIssues(problems).join(QLatin1Char('\n')));
    m_preview.reset();
    return *written;
}

} // namespace tco::ui
