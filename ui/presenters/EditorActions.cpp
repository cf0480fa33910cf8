#include "presenters/EditorActions.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogJson.h"
#include "cost/Evaluation.h"
#include "cost/WeekLoad.h"
#include "json/Issue.h"
#include "scenario/OptionDefaults.h"
#include "scenario/Resolve.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioJson.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

/// A peak-to-average ratio taken from a profile keeps two decimals, as the catalog states them.
constexpr double RATIO_DECIMALS = 100.0;

/// Currencies offered for a new exchange rate, in order, before any other.
constexpr std::array COMMON_CURRENCIES{"EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY",
                                       "INR", "SEK", "NOK", "DKK", "PLN", "BRL", "MXN"};

Override change(std::string pointer, const json& value)
{
    return Override{std::move(pointer), value.dump()};
}

std::string optionPointer(int option)
{
    return appendIndex("/self_hosted", static_cast<std::size_t>(option));
}

const SelfHostedOption* optionAt(const Scenario& scenario, int option)
{
    return option >= 0 && static_cast<std::size_t>(option) < scenario.selfHosted.size()
        ? &scenario.selfHosted[static_cast<std::size_t>(option)]
        : nullptr;
}

json rentedDefaults(const Catalog& catalog, const std::string& gpuId)
{
    const RentedCompute rented = defaultRentedCompute(catalog, gpuId);
    if (!rented.cloudPriceId.empty())
        return json{{"cloud_price", rented.cloudPriceId}};
    return json{{"price_per_gpu_hour", json(*rented.pricePerGpuHour)}, {"pricing", nameOf(*rented.pricing, PRICING_NAMES)}};
}

json ownedDefaults(const Catalog& catalog, const std::string& gpuId)
{
    const OwnedCompute owned = defaultOwnedCompute(catalog, gpuId);
    return json{{"server_price", json(owned.serverPrice)},
                {"life_years", owned.lifeYears},
                {"power_price_per_kwh", json(owned.powerPricePerKwh)},
                {"pue", owned.powerUsageEffectiveness},
                {"networking_share", owned.networkingShare}};
}

/// The first name of the form `pattern` ("API offer %1") that no option has yet.
QString unusedName(const Scenario& scenario, const char* pattern)
{
    const auto taken = [&scenario](const std::string& name) {
        return std::ranges::find(scenario.selfHosted, name, &SelfHostedOption::name) != scenario.selfHosted.end()
            || std::ranges::find(scenario.apiOffers, name, &ApiOffer::name) != scenario.apiOffers.end()
            || std::ranges::find(scenario.hybrids, name, &HybridOption::name) != scenario.hybrids.end();
    };
    for (std::size_t number = scenario.selfHosted.size() + scenario.apiOffers.size() + scenario.hybrids.size() + 1;; ++number) {
        const QString name = QCoreApplication::translate("EditorActions", pattern).arg(number);
        if (!taken(name.toStdString()))
            return name;
    }
}

/// Moves a rented option to a typed-in price: the price and pricing it pays now, written out.
std::vector<Override> typeInPrice(const RentedCompute& rented, const Catalog& catalog, const std::string& rentedPointer)
{
    std::vector<Override> changes{change(rentedPointer + "/cloud_price", nullptr)};
    if (!rented.pricePerGpuHour)
        changes.push_back(change(rentedPointer + "/price_per_gpu_hour", json(listPricePerGpuHour(rented, catalog))));
    if (!rented.pricing)
        changes.push_back(change(rentedPointer + "/pricing", nameOf(effectivePricing(rented, catalog), PRICING_NAMES)));
    return changes;
}

/// Rents at a catalog offer: its price and pricing apply, and spot overhead only where it is spot.
std::vector<Override> rentAt(const RentedCompute& rented, const CloudPrice& offer, const std::string& rentedPointer)
{
    std::vector<Override> changes{change(rentedPointer + "/cloud_price", offer.id)};
    if (rented.pricePerGpuHour)
        changes.push_back(change(rentedPointer + "/price_per_gpu_hour", nullptr));
    if (rented.pricing)
        changes.push_back(change(rentedPointer + "/pricing", nullptr));
    if (rented.spotInterruptionOverhead > 0.0 && offer.pricing != Pricing::Spot)
        changes.push_back(change(rentedPointer + "/spot_interruption_overhead", 0.0));
    return changes;
}

/// A class of the job mix to start from: fine-tuning on 8 GPUs for 3 hours (one in ten longer
/// than 12), as both cluster presets' fine-tuning classes run.
json newJobClass(const QString& name)
{
    return json{{"name", name.toStdString()}, {"kind", "fine_tuning"}, {"gpus", 8}, {"share", 1},
                {"median_hours", 3},          {"p90_hours", 12}};
}

/// The first class of a new mix, one arrival an hour.
json newJobs(const QString& firstClassName)
{
    return json{{"arrivals_per_hour", 1}, {"mix", json::array({newJobClass(firstClassName)})}};
}

/// The name of the job mix's class `number`, counted from 1.
QString jobClassName(std::size_t number)
{
    return QCoreApplication::translate("EditorActions", "Job class %1").arg(number);
}

} // namespace

std::vector<Override> chooseCluster(const Scenario& scenario, bool enabled)
{
    if (!enabled)
        return {change("/cluster", nullptr)};
    const std::string option = scenario.selfHosted.empty() ? std::string() : scenario.selfHosted.front().name;
    return {change("/cluster", json{{"option", option}, {"domains", 16}, {"jobs", newJobs(jobClassName(1))}})};
}

std::vector<Override> chooseServingReplicas(const std::string& source)
{
    if (source == "from_sizing")
        return {change("/cluster/inference", json{{"from_sizing", true}})};
    if (source == "replicas")
        return {change("/cluster/inference", json{{"replicas", 1}, {"gpus_per_replica", 8}})};
    return {change("/cluster/inference", nullptr)};
}

std::vector<Override> addJobClass(const Scenario& scenario)
{
    const std::size_t classes = scenario.cluster ? scenario.cluster->mix.size() : 0;
    if (classes == 0)
        return {change("/cluster/jobs", newJobs(jobClassName(1)))};
    return {change("/cluster/jobs/mix/-", newJobClass(jobClassName(classes + 1)))};
}

std::vector<Override> addSelfHostedOption(const Scenario& scenario, const Catalog& catalog)
{
    const std::string gpu = startingGpu(scenario, catalog);
    json option{{"name", unusedName(scenario, QT_TRANSLATE_NOOP("EditorActions", "Self-hosted option %1")).toStdString()},
                {"gpu", gpu},
                {"rented", rentedDefaults(catalog, gpu)}};
    return {change("/self_hosted/-", option)};
}

std::vector<Override> addApiOffer(const Scenario& scenario, const Catalog& catalog)
{
    json offer{{"name", unusedName(scenario, QT_TRANSLATE_NOOP("EditorActions", "API offer %1")).toStdString()}};
    if (const ApiPrice* price = startingApiPrice(scenario, catalog))
        offer["api_price"] = price->id;
    else
        offer.update({{"input_per_mtok", json(Money{})}, {"output_per_mtok", json(Money{})}});
    return {change("/api_offers/-", offer)};
}

std::vector<Override> addHybrid(const Scenario& scenario)
{
    // A rented option that runs only some hours a day cannot serve a week's base load.
    const auto aroundTheClock = std::ranges::find_if(scenario.selfHosted, [](const SelfHostedOption& option) {
        const auto* rented = std::get_if<RentedCompute>(&option.compute);
        return rented == nullptr || rented->hoursPerDay >= HOURS_PER_DAY;
    });
    const SelfHostedOption* base = aroundTheClock != scenario.selfHosted.end() ? &*aroundTheClock
        : scenario.selfHosted.empty()                                          ? nullptr
                                                                               : &scenario.selfHosted.front();
    json hybrid{{"name", unusedName(scenario, QT_TRANSLATE_NOOP("EditorActions", "Hybrid plan %1")).toStdString()},
                {"self_hosted", base != nullptr ? base->name : std::string()},
                {"api_offer", scenario.apiOffers.empty() ? std::string() : scenario.apiOffers.front().name}};
    return {change("/hybrids/-", hybrid)};
}

std::vector<Override> chooseLoadProfile(const Scenario& scenario, const Catalog& catalog, const std::string& given)
{
    const std::string pointer = "/workload/load_profile";
    const LoadShape* current = loadShapeOf(scenario, catalog);
    const LoadProfile* first = catalog.loadProfiles.empty() ? nullptr : &catalog.loadProfiles.front();
    const bool hasId = scenario.workload.loadProfile && !scenario.workload.loadProfile->id.empty();
    if (given == "id") {
        if (hasId)
            return {};
        return {change(pointer, json{{"id", first != nullptr ? first->id : std::string()}}),
                change("/workload/peak_to_average", nullptr)};
    }
    if (given == "hours") {
        if (scenario.workload.loadProfile && !hasId)
            return {};
        json shape = json::object();
        if (const LoadShape* start = current != nullptr ? current : first != nullptr ? &first->shape : nullptr)
            writeLoadShape(shape, *start);
        return {change(pointer, shape), change("/workload/peak_to_average", nullptr)};
    }
    if (current == nullptr)
        return {};
    // The ratio starts at the profile's busiest hour, so that the fleet stays what it was.
    const double peak = std::round(peakOverAverage(*current) * RATIO_DECIMALS) / RATIO_DECIMALS;
    return {change(pointer, nullptr), change("/workload/peak_to_average", peak)};
}

std::vector<Override> addExchangeRate(const Scenario& scenario, QDate today)
{
    const auto hasRate = [&scenario](std::string_view code) {
        return std::ranges::any_of(scenario.currency.exchangeRates,
                                   [code](const ExchangeRate& rate) { return rate.currency.code() == code; });
    };
    const auto* code = std::ranges::find_if(COMMON_CURRENCIES, [&](const char* candidate) { return !hasRate(candidate); });
    json rate{{"currency", code != COMMON_CURRENCIES.end() ? *code : "XXX"},
              {"usd_per_unit", 1.0},
              {"as_of", today.toString(Qt::ISODate).toStdString()},
              {"source", QCoreApplication::translate("EditorActions", "typed in").toStdString()}};
    return {change("/currency/exchange_rates/-", rate)};
}

std::vector<Override> removeEntry(const std::string& arrayPointer, int index)
{
    return {change(appendIndex(arrayPointer, static_cast<std::size_t>(std::max(index, 0))), nullptr)};
}

std::vector<Override> chooseGpu(const Scenario& scenario, const Catalog& catalog, int option, const std::string& gpuId)
{
    const std::string pointer = optionPointer(option);
    std::vector<Override> changes{change(pointer + "/gpu", gpuId)};
    const SelfHostedOption* current = optionAt(scenario, option);
    const auto* rented = current != nullptr ? std::get_if<RentedCompute>(&current->compute) : nullptr;
    if (rented == nullptr || rented->cloudPriceId.empty() || current->gpuId == gpuId)
        return changes;
    const std::string rentedPointer = pointer + "/rented";
    std::vector<Override> follow;
    if (const CloudPrice* offer = cloudOfferFor(catalog, gpuId, effectivePricing(*rented, catalog)))
        follow = rentAt(*rented, *offer, rentedPointer);
    else
        follow = typeInPrice(*rented, catalog, rentedPointer);
    changes.insert(changes.end(), follow.begin(), follow.end());
    return changes;
}

std::vector<Override> chooseCloudPrice(const Scenario& scenario, const Catalog& catalog, int option,
                                       const std::string& cloudPriceId)
{
    const SelfHostedOption* current = optionAt(scenario, option);
    const std::string rentedPointer = optionPointer(option) + "/rented";
    const auto* rented = current != nullptr ? std::get_if<RentedCompute>(&current->compute) : nullptr;
    const RentedCompute none;
    if (cloudPriceId.empty())
        return rented != nullptr && !rented->cloudPriceId.empty() ? typeInPrice(*rented, catalog, rentedPointer)
                                                                  : std::vector<Override>{};
    if (const CloudPrice* offer = catalog.cloudPrice(cloudPriceId))
        return rentAt(rented != nullptr ? *rented : none, *offer, rentedPointer);
    // An id the catalog lacks: validation names it, with the nearest ids.
    return {change(rentedPointer + "/cloud_price", cloudPriceId)};
}

std::vector<Override> chooseOwnership(const Scenario& scenario, const Catalog& catalog, int option, bool owned)
{
    const SelfHostedOption* current = optionAt(scenario, option);
    if (current == nullptr || std::holds_alternative<OwnedCompute>(current->compute) == owned)
        return {};
    const std::string pointer = optionPointer(option);
    if (owned)
        return {change(pointer + "/rented", nullptr), change(pointer + "/owned", ownedDefaults(catalog, current->gpuId))};
    return {change(pointer + "/owned", nullptr), change(pointer + "/rented", rentedDefaults(catalog, current->gpuId))};
}

std::vector<Override> chooseApiPrice(const Scenario& scenario, const Catalog& catalog, int offer, const std::string& apiPriceId)
{
    const bool exists = offer >= 0 && static_cast<std::size_t>(offer) < scenario.apiOffers.size();
    const std::string pointer = appendIndex("/api_offers", static_cast<std::size_t>(std::max(offer, 0)));
    if (!exists)
        return {};
    const ApiOffer& current = scenario.apiOffers[static_cast<std::size_t>(offer)];
    if (!apiPriceId.empty()) {
        std::vector<Override> changes{change(pointer + "/api_price", apiPriceId)};
        for (const char* key :
             {"/input_per_mtok", "/output_per_mtok", "/cached_input_per_mtok", "/cache_write_per_mtok", "/batch_discount"})
            changes.push_back(change(pointer + key, nullptr));
        return changes;
    }
    if (current.apiPriceId.empty())
        return {};
    // Every price written out as the entry sets it now, so that the costs stay what they were.
    const ApiTariff tariff = resolveTariff(current, catalog);
    return {change(pointer + "/api_price", nullptr),
            change(pointer + "/input_per_mtok", json(tariff.input)),
            change(pointer + "/output_per_mtok", json(tariff.output)),
            change(pointer + "/cached_input_per_mtok", json(tariff.cachedInput)),
            change(pointer + "/cache_write_per_mtok", json(tariff.cacheWrite)),
            change(pointer + "/batch_discount", tariff.batchDiscount)};
}

std::vector<Override> chooseFineTuning(const Scenario& scenario, const Catalog& catalog, bool enabled)
{
    if (!enabled)
        return {change("/one_time/fine_tuning", nullptr)};
    const std::string gpu = scenario.selfHosted.empty() ? startingGpu(scenario, catalog) : scenario.selfHosted.front().gpuId;
    const FineTuning defaults = defaultFineTuning(catalog, gpu);
    const json run{{"training_tokens", defaults.trainingTokens.value()},
                   {"gpu", defaults.gpuId},
                   {"gpus", defaults.gpus},
                   {"price_per_gpu_hour", json(defaults.pricePerGpuHour)},
                   {"mfu", defaults.computeUtilization}};
    return {change("/one_time/fine_tuning", run)};
}

std::vector<Override> chooseReservation(const Scenario& scenario, const Catalog& catalog, int option, bool enabled)
{
    const std::string pointer = fmt::format("/self_hosted/{}/rented/commitment", option);
    if (!enabled)
        return {change(pointer, nullptr)};
    const SelfHostedOption& chosen = scenario.selfHosted[static_cast<std::size_t>(option)];
    const GpuSpec* gpu = catalog.gpu(chosen.gpuId);
    const int gpus = chosen.gpus.value_or(gpu != nullptr ? gpu->gpusPerServer : 8);
    return {change(pointer, json{{"gpus", gpus}, {"term_months", 12}, {"payment", "monthly"}})};
}

std::vector<Override> chooseSpendCommitment(const Scenario& scenario, const Catalog& catalog, int offer, bool enabled)
{
    const std::string pointer = fmt::format("/api_offers/{}/commitment", offer);
    if (!enabled)
        return {change(pointer, nullptr)};
    const PreparedScenario prepared = prepareWithoutOptions(scenario, catalog);
    const ApiPrices prices = prepareApiOffer(scenario, catalog, static_cast<std::size_t>(offer));
    // Whole units of the currency, and at least one: the promise must be above zero.
    const double bill = std::max(1.0, std::round(apiMonth(prepared, prices, prepared.tokensPerDay).total()));
    return {change(
        pointer,
        json{{"monthly_spend", json(Money{bill, scenario.currency.display})}, {"term_months", 12}, {"payment", "monthly"}})};
}

} // namespace tco::ui
