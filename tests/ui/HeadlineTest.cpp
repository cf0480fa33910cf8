#include "presenters/Headline.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QTest>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);
const QChar NO_BREAK_SPACE(0x00A0);

QString headlineOf(const ScenarioPresenter& presenter)
{
    return headline(presenter.scenario(), presenter.results(), US);
}

} // namespace

class HeadlineTest : public QObject {
    Q_OBJECT

private slots:
    void saysHowMuchMoreSelfHostingCostsAndWhereItFlips()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        // Cheapest self-hosted: 12,137.08 EUR; cheapest API: Together AI at 229.62 EUR, which
        // self-hosting overtakes only at 5.07 B tokens a day, 507 times today's 10 M (where the
        // widest layouts the search finds serve more per GPU than two H100 do).
        QCOMPARE(headlineOf(presenter),
                 QStringLiteral("Self-hosting on 2× H100 rented costs EUR") + NO_BREAK_SPACE
                     + QStringLiteral("11,907 a month more than Llama 3.3 70B on Together AI at 10 M tokens a day; "
                                      "it breaks even at 5.07 B tokens a day, 507× today's volume."));
    }

    void saysHowMuchLessWhenSelfHostingWins()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        // Without the hosted Llama, at 100 M tokens a day: Opus costs 30,441.85 EUR, the two GPUs
        // still 12,137.08: 18,305 less, and cheaper since 39.9 M a day.
        QVERIFY(presenter.edit({{"/api_offers/1", "null"}, {"/workload/tokens_per_day", "1e8"}}, QStringLiteral("test")).empty());
        QCOMPARE(headlineOf(presenter),
                 QStringLiteral("Self-hosting on 2× H100 rented costs EUR") + NO_BREAK_SPACE
                     + QStringLiteral("18,305 a month less than Claude Opus 4.5 API at 100 M tokens a day; "
                                      "it has been cheaper since 39.9 M tokens a day, 0.4× today's volume."));
    }

    void namesTheEndOfTheVolumesItSearched()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("small-team-8b")));
        // At 10^13 tokens a day the search reaches 10^15, a hundred times over (volumeRange()).
        // The hosted Llama 3.1 8B at 0.0001 USD per million tokens stays cheaper all the way: an
        // L40S at 2.2421 USD an hour, even at its FP8 peak (733 TFLOPS / (2 × 8 B operations a
        // token) = 45,600 tokens/s, 164 M an hour), costs 0.014 USD per million, an L4 0.015.
        const std::string tiny = R"({"amount": 0.0001, "currency": "USD"})";
        QVERIFY(presenter
                    .edit({{"/workload/tokens_per_day", "1e13"},
                           {"/api_offers/1/input_per_mtok", tiny},
                           {"/api_offers/1/output_per_mtok", tiny}},
                          QStringLiteral("test"))
                    .empty());
        QVERIFY2(headlineOf(presenter).endsWith(QStringLiteral("; the API stays cheaper up to 1,000,000 B tokens a day.")),
                 qPrintable(headlineOf(presenter)));
    }

    void namesTheOnlyKindThereIs()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        QVERIFY(presenter.edit({{"/self_hosted/0", "null"}}, QStringLiteral("test")).empty());
        QCOMPARE(headlineOf(presenter),
                 QStringLiteral("Llama 3.3 70B on Together AI costs EUR") + NO_BREAK_SPACE
                     + QStringLiteral("230 a month at 10 M tokens a day."));
    }
};

QTEST_GUILESS_MAIN(HeadlineTest)
#include "HeadlineTest.moc"
