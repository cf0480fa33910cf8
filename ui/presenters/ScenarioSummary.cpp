#include "presenters/ScenarioSummary.h"

#include "presenters/Formatting.h"

#include "catalog/Catalog.h"
#include "scenario/Resolve.h"
#include "scenario/Scenario.h"

#include <QCoreApplication>

namespace tco::ui {
namespace {

QString precision(Precision value)
{
    return toQString(nameOf(value, PRECISION_NAMES)).toUpper();
}

QString workload(const Workload& workload, const QLocale& locale)
{
    return QCoreApplication::translate("ScenarioSummary", "%1 tokens a day; %2 input and %3 output tokens per request; busiest hour %4× the average")
        .arg(formatWhole(locale, workload.tokensPerDay.value()), formatWhole(locale, workload.inputTokensPerRequest.value()),
             formatWhole(locale, workload.outputTokensPerRequest.value()), locale.toString(workload.peakToAverage));
}

QString model(const Scenario& scenario, const Catalog& catalog)
{
    const ModelSpec* spec = catalog.model(scenario.model.id);
    return QCoreApplication::translate("ScenarioSummary", "%1; weights %2, KV cache %3")
        .arg(spec ? toQString(spec->name) : toQString(scenario.model.id), precision(scenario.model.weights), precision(scenario.model.kvCache));
}

QString compute(const SelfHostedOption& option, const Catalog& catalog, const QLocale& locale)
{
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute))
        return QCoreApplication::translate("ScenarioSummary", "rented at %1 per GPU-hour").arg(formatMoney(locale, listPricePerGpuHour(*rented, catalog)));
    const auto& owned = std::get<OwnedCompute>(option.compute);
    return QCoreApplication::translate("ScenarioSummary", "owned, %1 per server over %2 years").arg(formatMoney(locale, owned.serverPrice), locale.toString(owned.lifeYears));
}

QString selfHosted(const Scenario& scenario, const Catalog& catalog, const QLocale& locale)
{
    QStringList lines;
    for (const SelfHostedOption& option : scenario.selfHosted) {
        const GpuSpec* gpu = catalog.gpu(option.gpuId);
        const QString gpuName = gpu ? toQString(gpu->name) : toQString(option.gpuId);
        const QString count = option.gpus ? QCoreApplication::translate("ScenarioSummary", "%1 × %2").arg(locale.toString(*option.gpus), gpuName) : gpuName;
        lines << QCoreApplication::translate("ScenarioSummary", "%1: %2, %3").arg(toQString(option.name), count, compute(option, catalog, locale));
    }
    return lines.isEmpty() ? QCoreApplication::translate("ScenarioSummary", "none") : lines.join(QLatin1Char('\n'));
}

QString apiOffers(const Scenario& scenario, const Catalog& catalog, const QLocale& locale)
{
    QStringList lines;
    for (const ApiOffer& offer : scenario.apiOffers) {
        const ApiTariff tariff = resolveTariff(offer, catalog);
        lines << QCoreApplication::translate("ScenarioSummary", "%1: %2 input, %3 output per million tokens").arg(toQString(offer.name), formatMoney(locale, tariff.input), formatMoney(locale, tariff.output));
    }
    return lines.isEmpty() ? QCoreApplication::translate("ScenarioSummary", "none") : lines.join(QLatin1Char('\n'));
}

QString staffing(const Staffing& staffing, const QLocale& locale)
{
    return QCoreApplication::translate("ScenarioSummary", "%1 FTE at %2 a month each").arg(locale.toString(staffing.baseFte), formatMoney(locale, staffing.monthlyCostPerFte));
}

QString currency(const CurrencySettings& settings, const QLocale& locale)
{
    QStringList parts{QCoreApplication::translate("ScenarioSummary", "results in %1").arg(toQString(settings.display.code()))};
    for (const ExchangeRate& rate : settings.exchangeRates) {
        parts << QCoreApplication::translate("ScenarioSummary", "1 %1 = %2 USD (%3)").arg(toQString(rate.currency.code()), locale.toString(rate.usdPerUnit), toQString(rate.asOf));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

QList<SummaryRow> summarizeScenario(const Scenario& scenario, const Catalog& catalog, const QLocale& locale)
{
    return {
        {QCoreApplication::translate("ScenarioSummary", "Workload"), workload(scenario.workload, locale)},
        {QCoreApplication::translate("ScenarioSummary", "Model"), model(scenario, catalog)},
        {QCoreApplication::translate("ScenarioSummary", "Self-hosted"), selfHosted(scenario, catalog, locale)},
        {QCoreApplication::translate("ScenarioSummary", "Staffing"), staffing(scenario.staffing, locale)},
        {QCoreApplication::translate("ScenarioSummary", "API offers"), apiOffers(scenario, catalog, locale)},
        {QCoreApplication::translate("ScenarioSummary", "Currency"), currency(scenario.currency, locale)},
        {QCoreApplication::translate("ScenarioSummary", "Horizon"), QCoreApplication::translate("ScenarioSummary", "%1 months").arg(locale.toString(scenario.horizonMonths))},
    };
}

} // namespace tco::ui
