// The answer in the app's words (presenters/Headline.h): the core's sentences in the user's
// locale, each number held to its unit. The figures are those of the core's AnswerTests, worked
// out by hand there: the preset compares 2× H100 rented (12,137.08 EUR a month, at both volumes)
// with Claude Opus 4.5 API (3,044.18 EUR, 30,441.85 at ten times); Together AI, the cheapest,
// costs 229.62 and 2,296.19 EUR; the pair breaks even at 39.87 M tokens a day.

#include "presenters/Headline.h"

#include "TestCatalog.h"
#include "TestSettings.h"
#include "TestText.h"
#include "presenters/DriverPresenter.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"

#include <QTest>

using namespace tco;
using namespace tco::ui;
using tco::test::unbroken;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);

QString headlineOf(const ScenarioPresenter& presenter)
{
    return answerSentences(presenter.results().answer(), presenter.scenario().currency.display, US).join(QLatin1Char(' '));
}

} // namespace

class HeadlineTest : public QObject {
    Q_OBJECT

private slots:
    void answersThePresetsQuestionTodayAndAtTenTimes()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        QCOMPARE(answerSentences(presenter.results().answer(), presenter.scenario().currency.display, US),
                 QStringList({unbroken("At 10~M~tokens a day, 2× H100 rented costs EUR~12,137 a month, EUR~9,093 more than "
                                       "Claude Opus 4.5 API at EUR~3,044."),
                              unbroken("The two break even at 39.9~M~tokens a day, 4× today's volume."),
                              unbroken("At ten times today's volume, 100~M~tokens a day, 2× H100 rented would cost EUR~12,137 a "
                                       "month, EUR~18,305 less than Claude Opus 4.5 API at EUR~30,442."),
                              unbroken("The cheapest option of all is Llama 3.3 70B on Together AI, at EUR~230 a month today and "
                                       "EUR~2,296 at ten times the volume."),
                              // The hybrid of the pair: the figures of the core's AnswerTests.
                              QStringLiteral("No hybrid of 2× H100 rented and Claude Opus 4.5 API beats Claude Opus 4.5 API "
                                             "alone: a replica pays for itself when busy %1 of the week's hours or more, but a "
                                             "fleet costs %2 a month before its first GPU.")
                                  .arg(formatPercent(US, presenter.results().answer().hybrid->fleet.paysOffBusyShare),
                                       unbroken("EUR~6,000")),
                              QStringLiteral("At ten times today's volume the cheapest hybrid would be 2× H100 rented alone, its "
                                             "GPUs serving even the busiest hour.")}));
        // A label shows the first in bold, the rest after it.
        QVERIFY(headlineOf(presenter).startsWith(unbroken("At 10~M~tokens a day, 2× H100 rented costs EUR~12,137 a month, ")));
        QVERIFY(headlineOf(presenter).endsWith(QStringLiteral("its GPUs serving even the busiest hour.")));
        QVERIFY(answerHtml({QStringLiteral("A < B."), QStringLiteral("C & D.")})
                == QStringLiteral("<b>A &lt; B.</b> C &amp; D."));
    }

    void followsTheComparedApiOffersPrice()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(presenter);
        // The What-if box's API price is Opus's output price, 25 USD per million, its input price
        // moving in proportion: Opus's whole bill scales with it.
        QVERIFY(drivers.setPosition(SliderDriver::ApiPrice, 0.3));
        const double opus = 3'044.1849 * drivers.value(SliderDriver::ApiPrice) / 25.0;
        QVERIFY(opus < 3'000.0);
        const Currency euro = presenter.scenario().currency.display;
        const QString expected = unbroken("At 10~M~tokens a day, 2× H100 rented costs EUR~12,137 a month, %1 more than Claude "
                                          "Opus 4.5 API at %2.")
                                     .arg(formatMoney(US, Money{12'137.0767 - opus, euro}), formatMoney(US, Money{opus, euro}));
        QVERIFY2(headlineOf(presenter).startsWith(expected), qPrintable(headlineOf(presenter)));
    }

    void saysWhenNoBreakEvenLiesInTheVolumesSearched()
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
        QVERIFY2(headlineOf(presenter).contains(unbroken(
                     "They do not break even between 100~k~tokens and 1,000~T~tokens a day: the API stays the cheaper.")),
                 qPrintable(headlineOf(presenter)));
    }

    void answersForTheOnlyKindThereIs()
    {
        ScenarioPresenter presenter(test::embeddedCatalog());
        QVERIFY(presenter.openPreset(QStringLiteral("professional-services-70b")));
        // Removing the compared GPUs takes the comparison with them: the cheapest API stands alone.
        QVERIFY(presenter.edit({{"/self_hosted/0", "null"}}, QStringLiteral("test")).empty());
        QCOMPARE(headlineOf(presenter),
                 unbroken("At 10~M~tokens a day, Llama 3.3 70B on Together AI costs EUR~230 a month. At ten times today's "
                          "volume, 100~M~tokens a day, Llama 3.3 70B on Together AI would cost EUR~2,296 a month."));
    }

    void saysWhichPricesTheAnswerRestsOnAreOld()
    {
        const auto presenter = test::presetScenario("professional-services-70b");
        const Scenario& scenario = presenter->scenario();
        const Catalog& catalog = presenter->catalog();
        const QDate today(2026, 12, 6);
        QString details;
        // The H100 offer is as of 2026-05 (189 days from 31 May to 6 December), both API prices
        // as of 2026-08-21 (107 days): past 60 days for a cloud price and 90 for an API price.
        const QString notice = stalePricesNotice(scenario, catalog, today, StalenessThresholds{}, US, &details);
        QCOMPARE(notice,
                 QStringLiteral("Prices older than they are trusted: 2× H100 rented (2026-05, 189 days), Claude Opus "
                                "4.5 API (2026-08-21, 107 days), and Llama 3.3 70B on Together AI (2026-08-21, 107 "
                                "days)."));
        QVERIFY(details.contains(QStringLiteral("Claude Opus 4.5 API: catalog entry anthropic-claude-opus-4-5 as of 2026-08-21, "
                                                "trusted for 90 days")));
        // Trusted for 107 days, the API prices are not old yet; the cloud price still is.
        const QString cloudOnly = stalePricesNotice(scenario, catalog, today, StalenessThresholds{107, 60}, US);
        QVERIFY(cloudOnly.contains(QStringLiteral("2× H100 rented")));
        QVERIFY(!cloudOnly.contains(QStringLiteral("Claude")));
        QVERIFY(stalePricesNotice(scenario, catalog, today, StalenessThresholds{107, 189}, US).isEmpty());
    }

    void keepsTheTrustedAgesInTheSettings()
    {
        test::isolateSettings();
        QCOMPARE(savedStalenessThresholds().apiDays, 90);
        QCOMPARE(savedStalenessThresholds().cloudDays, 60);
        saveStalenessThresholds(StalenessThresholds{30, 14});
        QCOMPARE(savedStalenessThresholds().apiDays, 30);
        QCOMPARE(savedStalenessThresholds().cloudDays, 14);
    }
};

QTEST_GUILESS_MAIN(HeadlineTest)
#include "HeadlineTest.moc"
