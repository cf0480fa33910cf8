#include "presenters/EditorActions.h"

#include "TestCatalog.h"
#include "TestPaths.h"
#include "scenario/Resolve.h"
#include "scenario/ScenarioFile.h"

#include <QTest>

using namespace tco;
using namespace tco::ui;

namespace {

/// The scenario with `changes` applied, failing the test with every problem if it is refused.
Scenario applied(const Scenario& scenario, const Catalog& catalog, const std::vector<Override>& changes)
{
    auto edited = editScenario(scenario, catalog, changes);
    if (!edited) {
        std::string problems;
        for (const Issue& issue : edited.error())
            problems += describe(issue) + "\n";
        QTest::qFail(problems.c_str(), __FILE__, __LINE__);
        return scenario;
    }
    return *edited;
}

Scenario preset(const Catalog& catalog, const char* id)
{
    auto loaded = loadPreset(id, catalog);
    if (!loaded)
        QTest::qFail(describe(loaded.error()).c_str(), __FILE__, __LINE__);
    return loaded ? *loaded : Scenario{};
}

} // namespace

class EditorActionsTest : public QObject {
    Q_OBJECT

private slots:
    void addsAndRemovesEntriesThatAreValidAtOnce()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");

        const Scenario withOption = applied(start, catalog, addSelfHostedOption(start, catalog));
        QCOMPARE(withOption.selfHosted.size(), start.selfHosted.size() + 1);
        const SelfHostedOption& option = withOption.selfHosted.back();
        QCOMPARE(option.gpuId, start.selfHosted.back().gpuId);
        QVERIFY(!std::get<RentedCompute>(option.compute).cloudPriceId.empty());
        // A second addition finds another free name.
        const Scenario withTwo = applied(withOption, catalog, addSelfHostedOption(withOption, catalog));
        QVERIFY(withTwo.selfHosted.back().name != option.name);

        const Scenario withOffer = applied(start, catalog, addApiOffer(start, catalog));
        QCOMPARE(withOffer.apiOffers.size(), start.apiOffers.size() + 1);
        // An entry that serves the scenario's model comes first.
        QCOMPARE(catalog.apiPrice(withOffer.apiOffers.back().apiPriceId)->servesModel, std::optional(start.model.id));

        const Scenario withRate = applied(start, catalog, addExchangeRate(start, QDate(2026, 5, 4)));
        QCOMPARE(withRate.currency.exchangeRates.size(), std::size_t{2});
        QCOMPARE(withRate.currency.exchangeRates.back().currency.code(), std::string_view("GBP"));
        QCOMPARE(withRate.currency.exchangeRates.back().asOf, std::string("2026-05-04"));

        const Scenario removed = applied(withOffer, catalog, removeEntry("/api_offers", 0));
        QCOMPARE(removed.apiOffers.size(), start.apiOffers.size());
        QCOMPARE(removed.apiOffers.front().name, start.apiOffers.back().name);
    }

    void aRentedOptionsOfferFollowsItsGpu()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");

        const Scenario h200 = applied(start, catalog, chooseGpu(start, catalog, 0, "h200-sxm"));
        QCOMPARE(h200.selfHosted[0].gpuId, std::string("h200-sxm"));
        const auto& rented = std::get<RentedCompute>(h200.selfHosted[0].compute);
        QCOMPARE(catalog.cloudPrice(rented.cloudPriceId)->gpuId, std::string("h200-sxm"));
        QCOMPARE(effectivePricing(rented, catalog), Pricing::OnDemand);

        // No catalog offer rents an MI300X: the price the option paid is typed in.
        const Money before = listPricePerGpuHour(std::get<RentedCompute>(start.selfHosted[0].compute), catalog);
        const Scenario mi300x = applied(start, catalog, chooseGpu(start, catalog, 0, "mi300x"));
        const auto& typed = std::get<RentedCompute>(mi300x.selfHosted[0].compute);
        QVERIFY(typed.cloudPriceId.empty());
        QCOMPARE(typed.pricePerGpuHour, std::optional(before));
        QCOMPARE(typed.pricing, std::optional(Pricing::OnDemand));
    }

    void switchesBetweenCatalogAndTypedPrices()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");
        const Money price = listPricePerGpuHour(std::get<RentedCompute>(start.selfHosted[0].compute), catalog);

        const Scenario typed = applied(start, catalog, chooseCloudPrice(start, catalog, 0, ""));
        const auto& rented = std::get<RentedCompute>(typed.selfHosted[0].compute);
        QVERIFY(rented.cloudPriceId.empty());
        QCOMPARE(rented.pricePerGpuHour, std::optional(price));

        const Scenario back
            = applied(typed, catalog, chooseCloudPrice(typed, catalog, 0, "aws-p5.48xlarge-spot-us-east-1-use1-az2"));
        const auto& spot = std::get<RentedCompute>(back.selfHosted[0].compute);
        QCOMPARE(spot.cloudPriceId, std::string("aws-p5.48xlarge-spot-us-east-1-use1-az2"));
        QCOMPARE(spot.pricePerGpuHour, std::nullopt);
        QCOMPARE(spot.pricing, std::nullopt);
        QCOMPARE(effectivePricing(spot, catalog), Pricing::Spot);
    }

    void ownsAndRentsFromTheCatalogsFigures()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");
        const Scenario owned = applied(start, catalog, chooseOwnership(start, catalog, 0, true));
        const auto& terms = std::get<OwnedCompute>(owned.selfHosted[0].compute);
        // Eight H100 at the catalog's list price of 27,500 USD; five years (depr-neocloud); PUE 1.54.
        QCOMPARE(terms.serverPrice, (Money{8 * 27'500.0, Currency::usd()}));
        QCOMPARE(terms.lifeYears, 5.0);
        QCOMPARE(terms.powerUsageEffectiveness, 1.54);
        QVERIFY(chooseOwnership(owned, catalog, 0, true).empty());

        const Scenario rented = applied(owned, catalog, chooseOwnership(owned, catalog, 0, false));
        QVERIFY(std::holds_alternative<RentedCompute>(rented.selfHosted[0].compute));

        // A GPU without a list price is priced at the median of those with one.
        const Scenario mi325x = applied(start, catalog, chooseGpu(start, catalog, 0, "mi325x"));
        const Scenario ownedMi325x = applied(mi325x, catalog, chooseOwnership(mi325x, catalog, 0, true));
        QVERIFY(std::get<OwnedCompute>(ownedMi325x.selfHosted[0].compute).serverPrice.amount > 0.0);
    }

    void apiOffersKeepTheirCostsWhenPricesAreTypedIn()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");
        const ApiTariff before = resolveTariff(start.apiOffers[0], catalog);
        const Scenario typed = applied(start, catalog, chooseApiPrice(start, catalog, 0, ""));
        QVERIFY(typed.apiOffers[0].apiPriceId.empty());
        QCOMPARE(resolveTariff(typed.apiOffers[0], catalog), before);

        const Scenario catalogPrice = applied(typed, catalog, chooseApiPrice(typed, catalog, 0, "openai-gpt-4.1"));
        QCOMPARE(catalogPrice.apiOffers[0].apiPriceId, std::string("openai-gpt-4.1"));
        QCOMPARE(catalogPrice.apiOffers[0].inputPerMillionTokens, std::nullopt);
        QCOMPARE(catalogPrice.apiOffers[0].batchDiscount, std::nullopt);
    }

    void addsAndRemovesAFineTuningRun()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "professional-services-70b");
        const Scenario tuned = applied(start, catalog, chooseFineTuning(start, catalog, true));
        QVERIFY(tuned.oneTime.fineTuning.has_value());
        QCOMPARE(tuned.oneTime.fineTuning->gpuId, start.selfHosted[0].gpuId);
        QVERIFY(tuned.oneTime.fineTuning->pricePerGpuHour.amount > 0.0);
        const Scenario untuned = applied(tuned, catalog, chooseFineTuning(tuned, catalog, false));
        QVERIFY(untuned == start);
    }

    void reservesGpusAndPromisesSpend()
    {
        const Catalog catalog = test::embeddedCatalog();
        Scenario start = preset(catalog, "professional-services-70b");
        // A hybrid plan's parts may not commit.
        start.hybrids.clear();
        // The option's fewest GPUs, 2, for a year paid monthly.
        const Scenario reserved = applied(start, catalog, chooseReservation(start, catalog, 0, true));
        const auto& reservation = std::get<RentedCompute>(reserved.selfHosted[0].compute).commitment;
        QVERIFY(reservation.has_value());
        QCOMPARE(reservation->gpus, 2);
        QCOMPARE(reservation->termMonths, 12);
        QCOMPARE(reservation->payment, CommitmentPayment::Monthly);
        QVERIFY(applied(reserved, catalog, chooseReservation(reserved, catalog, 0, false)) == start);

        // Opus's bill today, 3,044.18 EUR (10 M tokens a day: CliTests), to whole euros.
        const Scenario promised = applied(start, catalog, chooseSpendCommitment(start, catalog, 0, true));
        const auto& commitment = promised.apiOffers[0].commitment;
        QVERIFY(commitment.has_value());
        QCOMPARE(commitment->monthlySpend.amount, 3'044.0);
        QCOMPARE(commitment->monthlySpend.currency, start.currency.display);
        QVERIFY(applied(promised, catalog, chooseSpendCommitment(promised, catalog, 0, false)) == start);
    }

    void switchesHowTheWeeksLoadIsGiven()
    {
        const Catalog catalog = test::embeddedCatalog();
        // Without its hybrid plan, which needs a profile.
        Scenario start = preset(catalog, "professional-services-70b");
        start.hybrids.clear();
        const LoadShape officeHours = catalog.loadProfile("office-hours")->shape;

        // Typed in, the hours and days start as the catalog profile's.
        const Scenario typed = applied(start, catalog, chooseLoadProfile(start, catalog, "hours"));
        QVERIFY(typed.workload.loadProfile.has_value());
        QVERIFY(typed.workload.loadProfile->id.empty());
        QVERIFY(typed.workload.loadProfile->shape == officeHours);
        QVERIFY(chooseLoadProfile(typed, catalog, "hours").empty());

        // One ratio again: the profile's busiest hour, 2.27 / 1.000146 × 1.22 / 0.998714 = 2.7726
        // (EditorFieldsTest), to two decimals, so that the fleet stays as it was.
        const Scenario ratio = applied(typed, catalog, chooseLoadProfile(typed, catalog, ""));
        QVERIFY(!ratio.workload.loadProfile.has_value());
        QCOMPARE(ratio.workload.peakToAverage, 2.77);

        // A catalog profile replaces the ratio, starting with the catalog's first.
        const Scenario profiled = applied(ratio, catalog, chooseLoadProfile(ratio, catalog, "id"));
        QCOMPARE(profiled.workload.loadProfile->id, catalog.loadProfiles.front().id);
        QVERIFY(chooseLoadProfile(ratio, catalog, "").empty());
    }

    void addsAHybridPlanOfExistingParts()
    {
        const Catalog catalog = test::embeddedCatalog();
        const Scenario start = preset(catalog, "midsize-70b-h200");
        const Scenario added = applied(start, catalog, addHybrid(start));
        QCOMPARE(added.hybrids.size(), start.hybrids.size() + 1);
        const HybridOption& plan = added.hybrids.back();
        QCOMPARE(plan.selfHosted, start.selfHosted.front().name);
        QCOMPARE(plan.apiOffer, start.apiOffers.front().name);
        QVERIFY(!plan.gpus && !plan.servedHourPercentile);
        // Named apart from the options there are: five in the preset, so "Hybrid plan 6".
        QCOMPARE(start.selfHosted.size() + start.apiOffers.size() + start.hybrids.size(), std::size_t{5});
        QCOMPARE(plan.name, std::string("Hybrid plan 6"));

        // Without the week's shape the scenario says what the plan needs.
        Scenario flat = start;
        flat.hybrids.clear();
        flat.workload.loadProfile.reset();
        const auto refused = editScenario(flat, catalog, addHybrid(flat));
        QVERIFY(!refused.has_value());
        QCOMPARE(refused.error().front().pointer, std::string("/hybrids/0"));
        QVERIFY(refused.error().front().message.find("/workload/load_profile") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(EditorActionsTest)
#include "EditorActionsTest.moc"
