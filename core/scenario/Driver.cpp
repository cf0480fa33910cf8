#include "scenario/Driver.h"

#include "scenario/Resolve.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "scenario/ScenarioRules.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace tco {

/// Where a kind of driver sits in a scenario file: "/workload" or one entry of a list.
enum class DriverSection { Scenario, ExchangeRate, Workload, SelfHosted, Rented, Owned, Serving, Staffing, OneTime, ApiOffer };

/// One number of the scenario format, read and written on the typed scenario. `index` picks the
/// option, offer or exchange rate of the sections of lists.
struct DriverField {
    DriverSection section;
    const char* key;
    const char* label;
    /// After the currency for money ("per GPU-hour"), else the whole unit.
    const char* unit;
    NumberRule rule;
    double (*get)(const Scenario&, const Catalog&, std::size_t index);
    void (*set)(Scenario&, const Catalog&, std::size_t index, double value);
    /// The currency of a money field; null for other numbers.
    Currency (*currency)(const Scenario&, const Catalog&, std::size_t index) = nullptr;
    /// Driver::searchSpan, when the field has one.
    bool spansScale = false;
    /// The most the value may be with the rest of the scenario as it is, where that is stricter
    /// than the rule: growth and the first month's volume together bound the horizon's last.
    double (*most)(const Scenario&) = nullptr;
};

namespace {

using namespace scenario_rules;

const RentedCompute& rented(const Scenario& scenario, std::size_t option)
{
    return std::get<RentedCompute>(scenario.selfHosted[option].compute);
}

RentedCompute& rented(Scenario& scenario, std::size_t option)
{
    return std::get<RentedCompute>(scenario.selfHosted[option].compute);
}

const OwnedCompute& owned(const Scenario& scenario, std::size_t option)
{
    return std::get<OwnedCompute>(scenario.selfHosted[option].compute);
}

OwnedCompute& owned(Scenario& scenario, std::size_t option)
{
    return std::get<OwnedCompute>(scenario.selfHosted[option].compute);
}

/// Sets an amount, keeping its currency.
void setAmount(Money& money, double amount)
{
    money.amount = amount;
}

/// A typed-in price that overrides a catalog figure: the first setting types in the figure's
/// currency with the new amount.
void setOverride(std::optional<Money>& price, Money applying, double amount)
{
    price = Money{amount, price ? price->currency : applying.currency};
}

/// An API offer's price of one token class: the catalog's, or the one typed in over it.
template <Money ApiTariff::* tariffPrice, std::optional<Money> ApiOffer::* typedPrice>
constexpr DriverField apiPriceField(const char* key, const char* label)
{
    return DriverField{
        DriverSection::ApiOffer,
        key,
        label,
        "per million tokens",
        PRICE_PER_MTOK,
        [](const Scenario& s, const Catalog& c, std::size_t i) { return (resolveTariff(s.apiOffers[i], c).*tariffPrice).amount; },
        [](Scenario& s, const Catalog& c, std::size_t i, double v) {
            setOverride(s.apiOffers[i].*typedPrice, resolveTariff(s.apiOffers[i], c).*tariffPrice, v);
        },
        [](const Scenario& s, const Catalog& c, std::size_t i) {
            return (resolveTariff(s.apiOffers[i], c).*tariffPrice).currency;
        }};
}

constexpr std::array FIELDS{
    DriverField{DriverSection::Scenario, "discount_rate_per_year", "Discount rate", "share a year", DISCOUNT_RATE_PER_YEAR,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.discountRatePerYear; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.discountRatePerYear = v; }},
    DriverField{DriverSection::ExchangeRate, "usd_per_unit", "exchange rate", "USD per unit", USD_PER_UNIT,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.currency.exchangeRates[i].usdPerUnit; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.currency.exchangeRates[i].usdPerUnit = v; }},

    DriverField{DriverSection::Workload, "tokens_per_day", "Tokens per day", "tokens/day", TOKENS_PER_DAY,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.tokensPerDay.value(); },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.tokensPerDay = TokensPerDay(v); }, nullptr,
                true, [](const Scenario& s) { return mostTokensPerDay(s.workload.monthlyGrowth, s.horizonMonths); }},
    DriverField{DriverSection::Workload, "input_tokens_per_request", "Input tokens per request", "tokens",
                INPUT_TOKENS_PER_REQUEST,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.inputTokensPerRequest.value(); },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.inputTokensPerRequest = Tokens(v); }},
    DriverField{DriverSection::Workload, "output_tokens_per_request", "Output tokens per request", "tokens",
                OUTPUT_TOKENS_PER_REQUEST,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.outputTokensPerRequest.value(); },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.outputTokensPerRequest = Tokens(v); }},
    DriverField{DriverSection::Workload, "cached_input_share", "Cached input", "share of input", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.cachedInputShare; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.cachedInputShare = v; }},
    DriverField{DriverSection::Workload, "cache_write_share", "Cache writes", "share of input", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.cacheWriteShare; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.cacheWriteShare = v; }},
    DriverField{DriverSection::Workload, "batch_share", "Batch requests", "share of requests", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.batchShare; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.batchShare = v; }},
    DriverField{DriverSection::Workload, "peak_to_average", "Peak to average", "ratio", PEAK_TO_AVERAGE,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.peakToAverage; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.peakToAverage = v; }},
    DriverField{DriverSection::Workload, "monthly_growth", "Monthly growth", "share a month", MONTHLY_GROWTH,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.monthlyGrowth; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.monthlyGrowth = v; }, nullptr, false,
                [](const Scenario& s) { return mostMonthlyGrowth(s.workload.tokensPerDay.value(), s.horizonMonths); }},
    DriverField{
        DriverSection::Workload, "output_tokens_per_second_per_user", "Speed per user", "tokens/s", TOKENS_PER_SECOND_PER_USER,
        [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.outputTokensPerSecondPerUser.value(); },
        [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.outputTokensPerSecondPerUser = TokensPerSecond(v); }},
    // The file holds milliseconds; zero is no target.
    DriverField{DriverSection::Workload, "time_to_first_token_ms", "First-token target", "ms", MILLISECONDS,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.timeToFirstToken.value() * 1e3; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.timeToFirstToken = Seconds(v / 1e3); }},

    DriverField{DriverSection::SelfHosted, "software_per_gpu_year", "software", "per GPU-year", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].softwarePerGpuYear.amount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(s.selfHosted[i].softwarePerGpuYear, v); },
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].softwarePerGpuYear.currency; }},
    DriverField{DriverSection::SelfHosted, "other_per_month", "other costs", "per month", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].otherPerMonth.amount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(s.selfHosted[i].otherPerMonth, v); },
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].otherPerMonth.currency; }},

    DriverField{DriverSection::Rented, "price_per_gpu_hour", "price per GPU-hour", "per GPU-hour", PRICE_PER_GPU_HOUR,
                [](const Scenario& s, const Catalog& c, std::size_t i) { return listPricePerGpuHour(rented(s, i), c).amount; },
                [](Scenario& s, const Catalog& c, std::size_t i, double v) {
                    setOverride(rented(s, i).pricePerGpuHour, listPricePerGpuHour(rented(s, i), c), v);
                },
                [](const Scenario& s, const Catalog& c, std::size_t i) { return listPricePerGpuHour(rented(s, i), c).currency; }},
    DriverField{DriverSection::Rented, "discount", "cloud discount", "share", DISCOUNT,
                [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).discount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).discount = v; }},
    DriverField{DriverSection::Rented, "spot_interruption_overhead", "spot overhead", "share of fleet", SURCHARGE_SHARE,
                [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).spotInterruptionOverhead; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).spotInterruptionOverhead = v; }},
    DriverField{DriverSection::Rented, "hours_per_day", "hours rented a day", "hours", HOURS_PER_DAY,
                [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).hoursPerDay; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).hoursPerDay = v; }},
    DriverField{DriverSection::Rented, "extra_cost_share", "extra cloud costs", "share of GPU bill", SURCHARGE_SHARE,
                [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).extraCostShare; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).extraCostShare = v; }},

    DriverField{DriverSection::Owned, "server_price", "server price", "per server", POSITIVE_MONEY,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverPrice.amount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(owned(s, i).serverPrice, v); },
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverPrice.currency; }},
    DriverField{DriverSection::Owned, "life_years", "life", "years", LIFE_YEARS,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).lifeYears; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).lifeYears = v; }},
    DriverField{DriverSection::Owned, "residual_value_share", "residual value", "share of price", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).residualValueShare; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).residualValueShare = v; }},
    DriverField{DriverSection::Owned, "cost_of_capital_per_year", "cost of capital", "share a year", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).costOfCapitalPerYear; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).costOfCapitalPerYear = v; }},
    DriverField{DriverSection::Owned, "power_price_per_kwh", "power price", "per kWh", POWER_PRICE_PER_KWH,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerPricePerKwh.amount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(owned(s, i).powerPricePerKwh, v); },
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerPricePerKwh.currency; }},
    DriverField{DriverSection::Owned, "pue", "PUE", "ratio", PUE,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerUsageEffectiveness; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).powerUsageEffectiveness = v; }},
    DriverField{DriverSection::Owned, "server_overhead_watts", "server overhead", "W", SERVER_OVERHEAD_WATTS,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverOverhead.value(); },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).serverOverhead = Watts(v); }},
    DriverField{DriverSection::Owned, "colocation_per_kw_month", "colocation", "per kW-month", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).colocationPerKwMonth.amount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(owned(s, i).colocationPerKwMonth, v); },
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).colocationPerKwMonth.currency; }},
    DriverField{DriverSection::Owned, "maintenance_share_per_year", "maintenance", "share of price a year", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).maintenanceSharePerYear; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).maintenanceSharePerYear = v; }},
    DriverField{DriverSection::Owned, "networking_share", "networking", "share of price", rules::fraction(),
                [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).networkingShare; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).networkingShare = v; }},

    DriverField{
        DriverSection::Serving, "memory_bandwidth_utilization", "memory-bandwidth efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.memoryBandwidthUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.memoryBandwidthUtilization = v; }},
    DriverField{
        DriverSection::Serving, "expert_bandwidth_utilization", "expert-bandwidth efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.expertBandwidthUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.expertBandwidthUtilization = v; }},
    DriverField{
        DriverSection::Serving, "decode_compute_utilization", "decode compute efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.decodeComputeUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.decodeComputeUtilization = v; }},
    DriverField{
        DriverSection::Serving, "attention_compute_utilization", "attention compute efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.attentionComputeUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.attentionComputeUtilization = v; }},
    DriverField{
        DriverSection::Serving, "expert_compute_utilization", "expert compute efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.expertComputeUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.expertComputeUtilization = v; }},
    DriverField{DriverSection::Serving, "routing_imbalance", "routing imbalance", "share over the mean", IMBALANCE,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.routingImbalance; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.routingImbalance = v; }},
    DriverField{
        DriverSection::Serving, "link_bandwidth_utilization", "NVLink efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.linkBandwidthUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.linkBandwidthUtilization = v; }},
    DriverField{
        DriverSection::Serving, "scale_out_bandwidth_utilization", "network efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.scaleOutBandwidthUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.scaleOutBandwidthUtilization = v; }},
    DriverField{
        DriverSection::Serving, "prefill_compute_utilization", "prefill compute efficiency", "share", SERVING_SHARE,
        [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.prefillComputeUtilization; },
        [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.prefillComputeUtilization = v; }},
    DriverField{DriverSection::Serving, "target_utilization", "target utilization", "share", TARGET_UTILIZATION,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.targetUtilization; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.targetUtilization = v; }},
    DriverField{DriverSection::Serving, "scheduler_efficiency", "scheduler efficiency", "share", SERVING_SHARE,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.schedulerEfficiency; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.schedulerEfficiency = v; }},

    DriverField{DriverSection::Staffing, "base_fte", "Base team", "FTE", FTE,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.baseFte; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.staffing.baseFte = v; }},
    DriverField{DriverSection::Staffing, "gpus_per_additional_fte", "GPUs per additional FTE", "GPUs", GPUS_PER_FTE,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.gpusPerAdditionalFte; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { s.staffing.gpusPerAdditionalFte = v; }},
    DriverField{DriverSection::Staffing, "monthly_cost_per_fte", "Staff cost", "per FTE-month", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.monthlyCostPerFte.amount; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.staffing.monthlyCostPerFte, v); },
                [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.monthlyCostPerFte.currency; }},

    DriverField{DriverSection::OneTime, "setup", "Setup", "once", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.setup.amount; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.oneTime.setup, v); },
                [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.setup.currency; }},
    DriverField{DriverSection::OneTime, "migration", "Migration", "once", MONEY,
                [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.migration.amount; },
                [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.oneTime.migration, v); },
                [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.migration.currency; }},

    apiPriceField<&ApiTariff::input, &ApiOffer::inputPerMillionTokens>("input_per_mtok", "input price"),
    apiPriceField<&ApiTariff::output, &ApiOffer::outputPerMillionTokens>("output_per_mtok", "output price"),
    apiPriceField<&ApiTariff::cachedInput, &ApiOffer::cachedInputPerMillionTokens>("cached_input_per_mtok", "cached input price"),
    apiPriceField<&ApiTariff::cacheWrite, &ApiOffer::cacheWritePerMillionTokens>("cache_write_per_mtok", "cache write price"),
    DriverField{DriverSection::ApiOffer, "batch_discount", "batch discount", "share", DISCOUNT,
                [](const Scenario& s, const Catalog& c, std::size_t i) { return resolveTariff(s.apiOffers[i], c).batchDiscount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.apiOffers[i].batchDiscount = v; }},
    DriverField{DriverSection::ApiOffer, "committed_spend_discount", "committed-spend discount", "share", DISCOUNT,
                [](const Scenario& s, const Catalog&, std::size_t i) { return s.apiOffers[i].committedSpendDiscount; },
                [](Scenario& s, const Catalog&, std::size_t i, double v) { s.apiOffers[i].committedSpendDiscount = v; }},
};

/// Whether option `option` has the numbers of `section` (rented or owned compute, say).
bool optionHas(DriverSection section, const SelfHostedOption& option)
{
    switch (section) {
    case DriverSection::Rented:
        return std::holds_alternative<RentedCompute>(option.compute);
    case DriverSection::Owned:
        return std::holds_alternative<OwnedCompute>(option.compute);
    default:
        return true;
    }
}

/// How many times a section outside the options appears: once, or once per list entry.
std::size_t entryCount(DriverSection section, const Scenario& scenario)
{
    switch (section) {
    case DriverSection::ExchangeRate:
        return scenario.currency.exchangeRates.size();
    case DriverSection::ApiOffer:
        return scenario.apiOffers.size();
    default:
        return 1;
    }
}

std::string sectionPointer(DriverSection section, std::size_t index)
{
    switch (section) {
    case DriverSection::Scenario:
        return "";
    case DriverSection::ExchangeRate:
        return fmt::format("/currency/exchange_rates/{}", index);
    case DriverSection::Workload:
        return "/workload";
    case DriverSection::SelfHosted:
        return fmt::format("/self_hosted/{}", index);
    case DriverSection::Rented:
        return fmt::format("/self_hosted/{}/rented", index);
    case DriverSection::Owned:
        return fmt::format("/self_hosted/{}/owned", index);
    case DriverSection::Serving:
        return fmt::format("/self_hosted/{}/serving", index);
    case DriverSection::Staffing:
        return "/staffing";
    case DriverSection::OneTime:
        return "/one_time";
    case DriverSection::ApiOffer:
        return fmt::format("/api_offers/{}", index);
    }
    return "";
}

/// "Tokens per day"; "2× H100 rented: price per GPU-hour"; "EUR: USD per unit".
std::string driverName(const DriverField& field, const Scenario& scenario, std::size_t index)
{
    switch (field.section) {
    case DriverSection::ExchangeRate:
        return fmt::format("{}: {}", scenario.currency.exchangeRates[index].currency.code(), field.label);
    case DriverSection::SelfHosted:
    case DriverSection::Rented:
    case DriverSection::Owned:
    case DriverSection::Serving:
        return fmt::format("{}: {}", scenario.selfHosted[index].name, field.label);
    case DriverSection::ApiOffer:
        return fmt::format("{}: {}", scenario.apiOffers[index].name, field.label);
    case DriverSection::Scenario:
    case DriverSection::Workload:
    case DriverSection::Staffing:
    case DriverSection::OneTime:
        break;
    }
    return field.label;
}

Driver makeDriver(const DriverField& field, const Scenario& scenario, const Catalog& catalog, std::size_t index)
{
    Driver driver;
    driver.pointer = sectionPointer(field.section, index) + "/" + field.key;
    driver.name = driverName(field, scenario, index);
    if (field.currency != nullptr)
        driver.currency = field.currency(scenario, catalog, index);
    driver.unit = driver.currency ? fmt::format("{} {}", driver.currency->code(), field.unit) : field.unit;
    driver.value = field.get(scenario, catalog, index);
    driver.rule = field.rule;
    if (field.spansScale)
        driver.searchSpan = std::pair(SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY);
    driver.field = &field;
    driver.index = index;
    return driver;
}

} // namespace

std::vector<Driver> scenarioDrivers(const Scenario& scenario, const Catalog& catalog)
{
    std::vector<Driver> drivers;
    const auto addSection = [&](DriverSection section) {
        for (std::size_t index = 0; index < entryCount(section, scenario); ++index) {
            for (const DriverField& field : FIELDS) {
                if (field.section == section)
                    drivers.push_back(makeDriver(field, scenario, catalog, index));
            }
        }
    };
    // The file's order: the scenario's own numbers, the workload, each option whole, the rest.
    addSection(DriverSection::Scenario);
    addSection(DriverSection::ExchangeRate);
    addSection(DriverSection::Workload);
    for (std::size_t option = 0; option < scenario.selfHosted.size(); ++option) {
        for (const DriverSection section :
             {DriverSection::SelfHosted, DriverSection::Rented, DriverSection::Owned, DriverSection::Serving}) {
            for (const DriverField& field : FIELDS) {
                if (field.section == section && optionHas(section, scenario.selfHosted[option]))
                    drivers.push_back(makeDriver(field, scenario, catalog, option));
            }
        }
    }
    addSection(DriverSection::Staffing);
    addSection(DriverSection::OneTime);
    addSection(DriverSection::ApiOffer);
    return drivers;
}

std::optional<Driver> findDriver(const Scenario& scenario, const Catalog& catalog, std::string_view pointer)
{
    for (Driver& driver : scenarioDrivers(scenario, catalog)) {
        if (driver.pointer == pointer)
            return std::move(driver);
    }
    return std::nullopt;
}

double driverValue(const Driver& driver, const Scenario& scenario, const Catalog& catalog)
{
    return driver.field->get(scenario, catalog, driver.index);
}

double setDriverValue(const Driver& driver, Scenario& scenario, const Catalog& catalog, double value)
{
    double allowed = clampToRule(value, driver.rule);
    if (driver.field->most != nullptr)
        allowed = std::min(allowed, driver.field->most(scenario));
    driver.field->set(scenario, catalog, driver.index, allowed);
    return allowed;
}

Override driverOverride(const Driver& driver, double value)
{
    // Every digit a double needs, so that the file holds exactly the value found.
    if (driver.currency)
        return {driver.pointer, nlohmann::ordered_json(Money{value, *driver.currency}).dump()};
    return {driver.pointer, fmt::format("{}", value)};
}

double clampToRule(double value, const NumberRule& rule)
{
    const double lowest
        = rule.minimumExclusive ? std::nextafter(rule.minimum, std::numeric_limits<double>::infinity()) : rule.minimum;
    return std::clamp(value, lowest, rule.maximum);
}

} // namespace tco
