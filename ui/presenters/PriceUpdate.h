#pragma once

#include "catalog/PriceImport.h"

#include <QDate>
#include <QLocale>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <chrono>
#include <expected>
#include <filesystem>
#include <optional>
#include <vector>

class QNetworkAccessManager;

namespace tco::ui {

class ScenarioPresenter;

/// Where a price list is read from.
struct PriceListSource {
    /// A local file's path, or an http or https URL.
    QString location;
    /// Nothing to tell the format from the contents.
    std::optional<PriceFormat> format;
    /// The cloud a SkyPilot list prices; empty to take the name of the folder it is in.
    QString cloud;
};

/// What a price list would change, worked out before anything is written.
struct PricePreview {
    /// The list as read: its entries for the catalog, and those it could not map.
    PriceImport imported;
    /// Each entry it prices against the catalog in use, in the list's order.
    std::vector<PriceChange> changes;
    /// How many of those have new figures (the others only a new date).
    int changedEntries = 0;
    /// The open scenario's answer with the prices in use, and with the list's.
    QStringList answerNow;
    QStringList answerWithList;
};

/// A figure of a price as the preview shows it: "4", "0.4", "50 %"; "none" when it has none.
[[nodiscard]] QString priceFigureText(PriceFigure figure, const std::optional<double>& value, const QLocale& locale);
/// The figure's name in the user's language: "Input", "Cache read", "Per GPU-hour".
[[nodiscard]] QString priceFigureName(PriceFigure figure);

/// File → Update Prices: a price list read from a file or downloaded from a URL, mapped onto the
/// catalog and previewed against the open scenario; then, when the user says so, written to the
/// user catalog directory (one file per list, which deleting undoes) and put in use.
class PriceUpdate : public QObject {
    Q_OBJECT

public:
    /// `userCatalogDirectory` is where apply() writes; `today` dates the list's prices.
    PriceUpdate(ScenarioPresenter& scenario, std::filesystem::path userCatalogDirectory, QDate today, QObject* parent = nullptr);
    /// Abandons a download under way.
    ~PriceUpdate() override;

    /// Reads the list: a file at once, a URL in the background. Either way finished() follows,
    /// with a preview() or a failure(); a download under way is abandoned first.
    void read(const PriceListSource& source);
    [[nodiscard]] bool isDownloading() const { return m_reply != nullptr; }
    /// Stops the download under way; finished() follows, with the failure "Cancelled."
    void cancel();
    /// The longest a download may go without receiving a byte before it fails (30 s unless set).
    void setTransferTimeout(std::chrono::milliseconds timeout) { m_transferTimeout = timeout; }

    /// The last list read, previewed; null before, during a download, and after a failure.
    [[nodiscard]] const std::optional<PricePreview>& preview() const { return m_preview; }
    /// Why the last read gave no preview; empty when it gave one.
    [[nodiscard]] const QString& failure() const { return m_failure; }

    /// Writes the previewed list to the user catalog directory and puts the catalog it makes in
    /// the presenter's; the file written, or why nothing changed.
    std::expected<std::filesystem::path, QString> apply();

signals:
    /// Bytes of a download received so far, of `total` (-1 while the server does not say).
    void progressed(qint64 received, qint64 total);
    /// A read ended, with a preview or a failure.
    void finished();

private:
    void download(const QUrl& url, const PriceListSource& source);
    void downloaded();
    /// Imports `text` and previews it; `name` names the list in each entry's source.
    void previewText(const std::string& text, const std::string& name, const PriceListSource& source);
    void fail(QString reason);

    ScenarioPresenter& m_scenario;
    std::filesystem::path m_userCatalogDirectory;
    QDate m_today;
    std::chrono::milliseconds m_transferTimeout{30'000};
    QNetworkAccessManager* m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    PriceListSource m_downloading;
    /// Why the download under way is being stopped, when this program stops it.
    QString m_abortReason;
    std::optional<PricePreview> m_preview;
    QString m_failure;
};

} // namespace tco::ui
