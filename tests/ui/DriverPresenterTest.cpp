#include "presenters/DriverPresenter.h"

#include "TestCatalog.h"
#include "presenters/ScenarioPresenter.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace tco;
using namespace tco::ui;

class DriverPresenterTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void volumeRunsOnALogScaleAcrossTheScaleRange()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        // 10 M tokens a day on a slider from 100 k to 100 B: two of six decades along.
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 1e7);
        QVERIFY(std::abs(drivers.position(SliderDriver::TokensPerDay) - 2.0 / 6.0) < 1e-12);
        QCOMPARE(drivers.valueText(SliderDriver::TokensPerDay), QStringLiteral("10 M"));
        // Half way: 10^8 tokens a day.
        QSignalSpy changed(&drivers, &DriverPresenter::changed);
        QVERIFY(drivers.setPosition(SliderDriver::TokensPerDay, 0.5));
        QCOMPARE(scenario.scenario().workload.tokensPerDay, TokensPerDay(1e8));
        QCOMPARE(changed.count(), 1);
        // A position between round values lands on three significant digits: 10^(5 + 6 × 0.4) = 25,118,864.
        QVERIFY(drivers.setPosition(SliderDriver::TokensPerDay, 0.4));
        QCOMPARE(scenario.scenario().workload.tokensPerDay, TokensPerDay(25'100'000));
    }

    void gpuPriceActsOnTheFocusedOptionAndKeepsItsCurrency()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("midsize-70b-h200")));
        DriverPresenter drivers(scenario);
        // The first option is owned: the slider is its server price, 330,000 USD.
        QCOMPARE(drivers.label(SliderDriver::GpuPrice), QStringLiteral("Server price"));
        QCOMPARE(drivers.value(SliderDriver::GpuPrice), 330'000.0);
        drivers.setFocusedSelfHosted(1);
        QCOMPARE(drivers.label(SliderDriver::GpuPrice), QStringLiteral("GPU price per hour"));
        const double listPrice = drivers.value(SliderDriver::GpuPrice);
        // On 0.1 to 50 per GPU-hour, log scale: position 0.5 is √(0.1 × 50) = 2.236, typed as 2.24.
        QVERIFY(drivers.setPosition(SliderDriver::GpuPrice, 0.5));
        const auto& rented = std::get<RentedCompute>(scenario.scenario().selfHosted[1].compute);
        QVERIFY(rented.pricePerGpuHour.has_value());
        QCOMPARE(rented.pricePerGpuHour->amount, 2.24);
        QCOMPARE(rented.pricePerGpuHour->currency, Currency::usd());
        QVERIFY(listPrice != 2.24);
        // The owned option is untouched.
        QCOMPARE(std::get<OwnedCompute>(scenario.scenario().selfHosted[0].compute).serverPrice.amount, 330'000.0);
    }

    void servingDriversApplyToEveryOption()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("midsize-70b-h200")));
        DriverPresenter drivers(scenario);
        // Target utilization runs from 0.3 to 1: position 0.5 is 0.65.
        QVERIFY(drivers.setPosition(SliderDriver::TargetUtilization, 0.5));
        for (const SelfHostedOption& option : scenario.scenario().selfHosted)
            QCOMPARE(option.serving.targetUtilization, 0.65);
        QCOMPARE(drivers.valueText(SliderDriver::TargetUtilization), QStringLiteral("65%"));
    }

    void apiPriceMovesEveryPriceOfTheOfferInProportion()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        // Claude Opus 4.5: 5 USD input, 25 output, 0.50 cached, 6.25 cache writes a million.
        QCOMPARE(drivers.value(SliderDriver::ApiPrice), 25.0);
        // Position 0.5 on 0.01 to 200, log scale: √2 = 1.414, typed as 1.41; 1.41 / 25 of every price.
        QVERIFY(drivers.setPosition(SliderDriver::ApiPrice, 0.5));
        const ApiOffer& offer = scenario.scenario().apiOffers[0];
        QCOMPARE(offer.outputPerMillionTokens->amount, 1.41);
        QVERIFY(std::abs(offer.inputPerMillionTokens->amount - 5.0 * 1.41 / 25.0) < 1e-12);
        QVERIFY(std::abs(offer.cachedInputPerMillionTokens->amount - 0.5 * 1.41 / 25.0) < 1e-12);
        QVERIFY(std::abs(offer.cacheWritePerMillionTokens->amount - 6.25 * 1.41 / 25.0) < 1e-12);
    }

    void aDragIsOneUndoStepAndValuesOutsideTheRangeWidenIt()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        scenario.beginGesture();
        for (const double position : {0.1, 0.2, 0.3})
            QVERIFY(drivers.setPosition(SliderDriver::StaffCount, position));
        scenario.endGesture();
        // 20 FTE × 0.3 = 6.
        QCOMPARE(scenario.scenario().staffing.baseFte, 6.0);
        QCOMPARE(scenario.undoStack()->count(), 1);
        // Staff at 50,000 a month lies beyond the usual 40,000: the slider's range grows to hold it.
        QVERIFY(
            scenario.edit({{"/staffing/monthly_cost_per_fte", R"({"amount": 50000, "currency": "EUR"})"}}, QStringLiteral("test"))
                .empty());
        QCOMPARE(drivers.range(SliderDriver::StaffCost).maximum, 50'000.0);
        QCOMPARE(drivers.position(SliderDriver::StaffCost), 1.0);
    }

    void keysStepByRoundNumbersOfTheUnit()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        const auto gpuPrice = [&] { return drivers.value(SliderDriver::GpuPrice); };
        // 3.50 USD an hour: a tenth of its power of ten, 0.10 USD, a step; ten for a page.
        QVERIFY(drivers.step(SliderDriver::GpuPrice, 1));
        QCOMPARE(gpuPrice(), 3.6);
        QVERIFY(drivers.step(SliderDriver::GpuPrice, -10));
        QCOMPARE(gpuPrice(), 2.6);
        // Below 1 USD the step is a cent: down from 1.00, 0.99, then 0.98.
        QVERIFY(scenario
                    .edit({{"/self_hosted/0/rented/price_per_gpu_hour", R"({"amount": 1, "currency": "USD"})"}},
                          QStringLiteral("test"))
                    .empty());
        QVERIFY(drivers.step(SliderDriver::GpuPrice, -1));
        QCOMPARE(gpuPrice(), 0.99);
        QVERIFY(drivers.step(SliderDriver::GpuPrice, -1));
        QCOMPARE(gpuPrice(), 0.98);
        // 10 M tokens a day: 1 M a step up, and back; 100 k a step down from there.
        QVERIFY(drivers.step(SliderDriver::TokensPerDay, 1));
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 1.1e7);
        QVERIFY(drivers.step(SliderDriver::TokensPerDay, -1));
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 1e7);
        QVERIFY(drivers.step(SliderDriver::TokensPerDay, -1));
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 9.9e6);
        // A share steps by a percentage point, and stops at the end of its range.
        QVERIFY(drivers.step(SliderDriver::SchedulerEfficiency, 1));
        QCOMPARE(drivers.value(SliderDriver::SchedulerEfficiency), 0.96);
        QVERIFY(drivers.step(SliderDriver::SchedulerEfficiency, 10));
        QCOMPARE(drivers.value(SliderDriver::SchedulerEfficiency), 1.0);
        QVERIFY(!drivers.step(SliderDriver::SchedulerEfficiency, 1));
    }

    void aValueCanBeTypedInItsUnit()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        DriverPresenter drivers(scenario);
        QVERIFY(drivers.setText(SliderDriver::GpuPrice, QStringLiteral("4.2")));
        QCOMPARE(drivers.value(SliderDriver::GpuPrice), 4.2);
        QVERIFY(drivers.setText(SliderDriver::GpuPrice, QStringLiteral("4.25 USD")));
        QCOMPARE(drivers.value(SliderDriver::GpuPrice), 4.25);
        QVERIFY(drivers.setText(SliderDriver::TargetUtilization, QStringLiteral("85%")));
        QCOMPARE(drivers.value(SliderDriver::TargetUtilization), 0.85);
        QVERIFY(drivers.setText(SliderDriver::TokensPerDay, QStringLiteral("25 M")));
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 2.5e7);
        QVERIFY(drivers.setText(SliderDriver::TokensPerDay, QStringLiteral("30,000,000")));
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 3e7);
        // Not a number, or one the scenario refuses: nothing changes.
        const int steps = scenario.undoStack()->count();
        QVERIFY(!drivers.setText(SliderDriver::TokensPerDay, QStringLiteral("lots")));
        QVERIFY(!drivers.setText(SliderDriver::GpuPrice, QStringLiteral("-3")));
        QCOMPARE(scenario.undoStack()->count(), steps);
        QCOMPARE(drivers.value(SliderDriver::TokensPerDay), 3e7);
    }

    void driversWithoutTheirOptionAreUnavailable()
    {
        ScenarioPresenter scenario(test::embeddedCatalog());
        QVERIFY(scenario.openPreset(QStringLiteral("professional-services-70b")));
        QVERIFY(scenario.edit({{"/api_offers", "[]"}}, QStringLiteral("test")).empty());
        DriverPresenter drivers(scenario);
        QVERIFY(!drivers.isAvailable(SliderDriver::ApiPrice));
        QVERIFY(!drivers.setPosition(SliderDriver::ApiPrice, 0.5));
        QCOMPARE(drivers.valueText(SliderDriver::ApiPrice), QStringLiteral("—"));
        QVERIFY(drivers.isAvailable(SliderDriver::GpuPrice));
    }
};

QTEST_GUILESS_MAIN(DriverPresenterTest)
#include "DriverPresenterTest.moc"
