#include "presenters/PriceUpdate.h"

#include "TestCatalog.h"
#include "TestPaths.h"
#include "presenters/Headline.h"
#include "presenters/ScenarioPresenter.h"
#include "views/PriceUpdateDialog.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace tco;
using namespace tco::ui;
using namespace std::chrono_literals;

namespace {

/// The professional-services preset prices Claude Opus 4.5 at 5 and 25 USD per million input
/// and output tokens (data/catalog/api_prices.json); tests/data/prices/litellm.json at 4 and 20.
constexpr auto OPUS = "anthropic-claude-opus-4-5";
const QString LITELLM_SAMPLE = QStringLiteral(TCO_TEST_DATA_DIR "/prices/litellm.json");

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        QTest::qFail(qPrintable(QStringLiteral("cannot read ") + path), __FILE__, __LINE__);
    return file.readAll();
}

/// An HTTP server on the loopback address with a few answers by path: a whole response, or
/// none at all (a server that accepts and stays silent).
class LoopbackServer : public QObject {
public:
    LoopbackServer()
    {
        if (!m_server.listen(QHostAddress::LocalHost))
            QTest::qFail("cannot listen on the loopback address", __FILE__, __LINE__);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket* socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { answer(socket); });
            }
        });
    }

    void serve(const QString& path, int status, const QByteArray& body) { m_answers.insert(path, {status, body}); }
    [[nodiscard]] QString url(const QString& path) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }

private:
    struct Answer {
        int status = 200;
        QByteArray body;
    };

    void answer(QTcpSocket* socket)
    {
        QByteArray& request = m_requests[socket];
        request += socket->readAll();
        if (!request.contains("\r\n\r\n"))
            return;
        // "GET /path HTTP/1.1"
        const QString path = QString::fromLatin1(request.split(' ').value(1));
        const auto found = m_answers.constFind(path);
        if (found == m_answers.cend())
            return;
        socket->write(QStringLiteral("HTTP/1.1 %1 %2\r\nContent-Type: application/octet-stream\r\nContent-Length: %3\r\n"
                                     "Connection: close\r\n\r\n")
                          .arg(found->status)
                          .arg(found->status == 200 ? QStringLiteral("OK") : QStringLiteral("Not Found"))
                          .arg(found->body.size())
                          .toLatin1());
        socket->write(found->body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QMap<QString, Answer> m_answers;
    QMap<QTcpSocket*, QByteArray> m_requests;
};

std::optional<double> opusInput(const Catalog& catalog)
{
    const ApiPrice* price = catalog.apiPrice(OPUS);
    return price ? std::optional(price->inputPerMillionTokens.amount) : std::nullopt;
}

/// The Opus entry of a preview of the LiteLLM sample: four figures from 5, 25, 0.5 and 6.25 to
/// 4, 20, 0.4 and 5 (2e-05 USD a token is 20 USD per million).
void checkOpusChanges(const PricePreview& preview)
{
    const auto opus = std::ranges::find(preview.changes, std::string(OPUS), &PriceChange::id);
    QVERIFY(opus != preview.changes.end());
    QCOMPARE(opus->figures.size(), std::size_t{4});
    QCOMPARE(opus->figures[0].figure, PriceFigure::Input);
    QCOMPARE(opus->figures[0].before, std::optional(5.0));
    QCOMPARE(opus->figures[0].after, std::optional(4.0));
    QCOMPARE(opus->figures[1].figure, PriceFigure::Output);
    QCOMPARE(opus->figures[1].after, std::optional(20.0));
}

} // namespace

class PriceUpdateTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // Downloads follow the system's proxy settings; the test's server is on this machine,
        // which a proxy elsewhere could not reach.
        qputenv("no_proxy", "127.0.0.1");
    }

    void previewsAFileBeforeWritingAnything()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        QSignalSpy finished(&update, &PriceUpdate::finished);
        update.read({LITELLM_SAMPLE, std::nullopt, {}});
        QCOMPARE(finished.count(), 1);
        QVERIFY2(update.preview(), qPrintable(update.failure()));
        const PricePreview& preview = *update.preview();
        // Opus and Together's Llama 3.3 70B priced, both anew; the dated Opus id has no entry.
        QCOMPARE(preview.changes.size(), std::size_t{2});
        QCOMPARE(preview.changedEntries, 2);
        QCOMPARE(preview.imported.unmapped.size(), std::size_t{1});
        checkOpusChanges(preview);
        QCOMPARE(preview.changes.front().asOfAfter, std::string("2026-12-06"));
        // At 0.8 of its price Opus's bill falls from 3,044 to 2,435 EUR a month (the CLI's
        // `prices diff` test works the same figures out).
        QVERIFY2(preview.answerNow.join(' ').contains(QStringLiteral("3,044")), qPrintable(preview.answerNow.join(' ')));
        QVERIFY2(preview.answerWithList.join(' ').contains(QStringLiteral("2,435")),
                 qPrintable(preview.answerWithList.join(' ')));
        // Nothing written, nothing in use yet.
        QVERIFY(QDir(directory.path()).isEmpty());
        QCOMPARE(opusInput(presenter->catalog()), std::optional(5.0));
        QCOMPARE(presenter->catalogRevision(), 0);
    }

    void downloadsAListFromTheLoopbackAddressAndPutsItInUse()
    {
        LoopbackServer server;
        const QByteArray list = fileBytes(LITELLM_SAMPLE);
        server.serve(QStringLiteral("/litellm.json"), 200, list);
        const auto presenter = test::presetScenario("professional-services-70b");
        QVERIFY(presenter->edit({{"/workload/tokens_per_day", "2e7"}}, QStringLiteral("x")).empty());
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        QSignalSpy finished(&update, &PriceUpdate::finished);
        QSignalSpy progressed(&update, &PriceUpdate::progressed);
        update.read({server.url(QStringLiteral("/litellm.json")), std::nullopt, {}});
        QVERIFY(update.isDownloading());
        QVERIFY(finished.wait(10'000));
        QVERIFY2(update.preview(), qPrintable(update.failure()));
        QVERIFY(!update.isDownloading());
        // The last report is of the whole file, whose length the server gave.
        QVERIFY(!progressed.isEmpty());
        QCOMPARE(progressed.last().at(0).toLongLong(), list.size());
        QCOMPARE(progressed.last().at(1).toLongLong(), list.size());
        checkOpusChanges(*update.preview());
        // Each price names the address it was read from after the provider's own list.
        const ApiPrice& opus = update.preview()->imported.prices.apiPrices.front();
        QVERIFY2(opus.provenance.source.find("as transcribed by LiteLLM's price list ("
                                             + server.url(QStringLiteral("/litellm.json")).toStdString() + ")")
                     != std::string::npos,
                 opus.provenance.source.c_str());

        const QStringList promised = update.preview()->answerWithList;
        QVERIFY(promised != update.preview()->answerNow);
        QSignalSpy replaced(presenter.get(), &ScenarioPresenter::catalogReplaced);
        const auto written = update.apply();
        QVERIFY2(written, written ? "" : qPrintable(written.error()));
        QCOMPARE(QString::fromStdString(written->filename().string()), QStringLiteral("imported-litellm.json"));
        QVERIFY(std::filesystem::exists(*written));
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(presenter->catalogRevision(), 1);
        QCOMPARE(opusInput(presenter->catalog()), std::optional(4.0));
        // The answer on screen is the one the preview promised.
        QCOMPARE(answerSentences(presenter->results().answer(), presenter->scenario().currency.display, QLocale()), promised);
        // The document and its history stay: the edit is still there to undo.
        QVERIFY(presenter->isModified());
        QCOMPARE(presenter->undoStack()->count(), 1);
        presenter->undoStack()->undo();
        QCOMPARE(presenter->scenario().workload.tokensPerDay.value(), 1e7);
        QCOMPARE(opusInput(presenter->catalog()), std::optional(4.0));
        // A second apply has nothing to write.
        QVERIFY(!update.apply());
    }

    void goesThroughTheSystemsProxy()
    {
        // The loopback server as the proxy: asked for a host the test machine cannot reach, the
        // download goes to it, with the whole address in the request line.
        LoopbackServer proxy;
        proxy.serve(QStringLiteral("http://prices.example/litellm.json"), 200, fileBytes(LITELLM_SAMPLE));
        qputenv("http_proxy", proxy.url({}).toLatin1());
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        QSignalSpy finished(&update, &PriceUpdate::finished);
        update.read({QStringLiteral("http://prices.example/litellm.json"), std::nullopt, {}});
        const bool ended = finished.wait(10'000);
        qunsetenv("http_proxy");
        QVERIFY(ended);
        QVERIFY2(update.preview(), qPrintable(update.failure()));
        checkOpusChanges(*update.preview());
    }

    void saysWhenTheServerSendsNothing()
    {
        LoopbackServer server;
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        update.setTransferTimeout(200ms);
        QSignalSpy finished(&update, &PriceUpdate::finished);
        update.read({server.url(QStringLiteral("/silent")), std::nullopt, {}});
        QVERIFY(finished.wait(10'000));
        QVERIFY(!update.preview());
        QVERIFY2(update.failure().contains(QStringLiteral("/silent sent nothing for 0.2 s")), qPrintable(update.failure()));
        QVERIFY(QDir(directory.path()).isEmpty());
    }

    void stopsADownloadWhenAsked()
    {
        LoopbackServer server;
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        QSignalSpy finished(&update, &PriceUpdate::finished);
        update.read({server.url(QStringLiteral("/silent")), std::nullopt, {}});
        QVERIFY(update.isDownloading());
        update.cancel();
        QVERIFY(finished.count() == 1 || finished.wait(10'000));
        QCOMPARE(update.failure(), QStringLiteral("Cancelled."));
        QVERIFY(!update.isDownloading());
        QVERIFY(!update.preview());
    }

    void explainsWhatCannotBeRead()
    {
        LoopbackServer server;
        server.serve(QStringLiteral("/missing"), 404, "no such list");
        server.serve(QStringLiteral("/page.html"), 200, "<html><body>Pricing</body></html>");
        // A price the catalog answers to, given as text: the whole list is refused.
        server.serve(QStringLiteral("/malformed.json"), 200,
                     R"({"claude-opus-4-5": {"litellm_provider": "anthropic", "mode": "chat",
                         "input_cost_per_token": "x", "output_cost_per_token": 2e-05}})");
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdate update(*presenter, directory.path().toStdString(), QDate(2026, 12, 6));
        QSignalSpy finished(&update, &PriceUpdate::finished);
        const auto failureOf = [&](const QString& location) {
            update.read({location, std::nullopt, {}});
            if (finished.count() == 0)
                finished.wait(10'000);
            finished.clear();
            return update.preview() ? QString() : update.failure();
        };
        QString failure = failureOf(server.url(QStringLiteral("/missing")));
        QVERIFY2(failure.contains(QStringLiteral("/missing could not be downloaded"))
                     && failure.contains(QStringLiteral("Not Found")),
                 qPrintable(failure));
        failure = failureOf(server.url(QStringLiteral("/page.html")));
        QVERIFY2(failure.contains(QStringLiteral("is none of the price lists Breakeven reads")), qPrintable(failure));
        failure = failureOf(server.url(QStringLiteral("/malformed.json")));
        QVERIFY2(failure.contains(QStringLiteral("/claude-opus-4-5/input_cost_per_token: must be a number, got \"x\"")),
                 qPrintable(failure));
        failure = failureOf(QStringLiteral(TCO_TEST_DATA_DIR "/prices/no-such-list.json"));
        QVERIFY2(failure.endsWith(QStringLiteral("/prices/no-such-list.json: the file does not exist")), qPrintable(failure));
        failure = failureOf(QStringLiteral("  "));
        QCOMPARE(failure, QStringLiteral("Choose a price list file, or give the address of one."));
        QVERIFY(QDir(directory.path()).isEmpty());
        QCOMPARE(presenter->catalogRevision(), 0);
    }

    void theDialogPreviewsThenPutsTheListInUse()
    {
        LoopbackServer server;
        server.serve(QStringLiteral("/litellm.json"), 200, fileBytes(LITELLM_SAMPLE));
        const auto presenter = test::presetScenario("professional-services-70b");
        QTemporaryDir directory;
        PriceUpdateDialog dialog(*presenter, directory.path().toStdString());
        dialog.resize(900, 640);
        dialog.show();
        auto* update = dialog.findChild<PriceUpdate*>();
        QVERIFY(update);
        QSignalSpy finished(update, &PriceUpdate::finished);
        auto* apply = dialog.findChild<QPushButton*>(QStringLiteral("usePrices"));
        QVERIFY(!apply->isEnabled());
        dialog.findChild<QLineEdit*>(QStringLiteral("priceListLocation"))->setText(server.url(QStringLiteral("/litellm.json")));
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("readPriceList")), Qt::LeftButton);
        QVERIFY(finished.wait(10'000));
        QVERIFY(apply->isEnabled());
        // Opus's four figures, and Together's Llama 3.3 70B's three (0.88 to 0.8 USD in and out,
        // and a batch discount of 50 % where the catalog has none), each a row; the dates on
        // each entry's first.
        auto* changes = dialog.findChild<QTableWidget*>(QStringLiteral("priceChanges"));
        QCOMPARE(changes->rowCount(), 7);
        QCOMPARE(changes->item(4, 0)->text(), QStringLiteral("together-ai-meta-llama-llama-3.3-70b-instruct-turbo"));
        QCOMPARE(changes->item(6, 1)->text(), QStringLiteral("Batch discount"));
        QCOMPARE(changes->item(6, 2)->text(), QStringLiteral("none"));
        QCOMPARE(changes->item(6, 3)->text(), QStringLiteral("50%"));
        QCOMPARE(changes->item(0, 0)->text(), QString::fromLatin1(OPUS));
        QCOMPARE(changes->item(0, 1)->text(), QStringLiteral("Input"));
        QCOMPARE(changes->item(0, 2)->text(), QStringLiteral("5"));
        QCOMPARE(changes->item(0, 3)->text(), QStringLiteral("4"));
        QVERIFY(changes->item(0, 4)->text().endsWith(QStringLiteral("→ ") + QDate::currentDate().toString(Qt::ISODate)));
        QCOMPARE(dialog.findChild<QTableWidget*>(QStringLiteral("unmappedPrices"))->rowCount(), 1);
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("answerMoves"))->text(), QStringLiteral("The answer moves."));
        if (const QString screenshots = qEnvironmentVariable("TCO_SCREENSHOT_DIR"); !screenshots.isEmpty())
            QVERIFY(dialog.grab().save(screenshots + QStringLiteral("/update-prices.png")));

        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY2(dialog.outcome().contains(QStringLiteral("imported-litellm.json")), qPrintable(dialog.outcome()));
        QCOMPARE(opusInput(presenter->catalog()), std::optional(4.0));
    }
};

QTEST_MAIN(PriceUpdateTest)
#include "PriceUpdateTest.moc"
