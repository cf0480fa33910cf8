#include "scenario/ScenarioJson.h"

#include "scenario/ScenarioFields.h"

#include "catalog/Catalog.h"
#include "json/JsonReader.h"
#include "model/Provenance.h"
#include "scenario/Driver.h"
#include "scenario/OptionRef.h"
#include "scenario/ScenarioRules.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

using namespace scenario_rules;

/// What reading needs beyond the document: the catalog, and the currencies seen so far, which
/// are checked against the exchange rates once everything is read.
struct ReadContext {
    const Catalog& catalog;
    std::vector<std::pair<Currency, std::string>> currencyUses;
};

Currency readCurrency(ObjectReader& reader, std::string_view key)
{
    const std::string code = reader.string(key);
    if (code.empty())
        return Currency::usd();
    const auto currency = Currency::fromCode(code);
    if (!currency) {
        reader.report(key, fmt::format("must be an ISO 4217 code of three capital letters such as \"EUR\", got \"{}\"", code));
        return Currency::usd();
    }
    return *currency;
}

std::optional<Money> readMoney(ReadContext& context, ObjectReader& parent, std::string_view key, Presence presence,
                               const NumberRule& rule)
{
    std::optional<Money> money;
    parent.object(key, presence, [&](ObjectReader& reader) {
        Money value;
        value.amount = reader.number("amount", rule);
        value.currency = readCurrency(reader, "currency");
        context.currencyUses.emplace_back(value.currency, reader.pointerTo("currency"));
        money = value;
    });
    return money;
}

Money readRequiredMoney(ReadContext& context, ObjectReader& parent, std::string_view key, const NumberRule& rule)
{
    return readMoney(context, parent, key, Presence::Required, rule).value_or(Money{});
}

Money readMoneyOrZero(ReadContext& context, ObjectReader& parent, std::string_view key)
{
    return readMoney(context, parent, key, Presence::Optional, MONEY).value_or(Money{});
}

/// Reports `id` at `key` unless `found`, with the nearest ids of its catalog section as a hint.
void requireKnownId(ObjectReader& reader, std::string_view key, const std::string& id, bool found, std::string_view kind,
                    const std::vector<std::string>& known)
{
    if (id.empty() || found)
        return;
    reader.report(key, unknownIdMessage(kind, id, known));
}

void readExchangeRates(ObjectReader& reader, CurrencySettings& settings)
{
    reader.array("exchange_rates", Presence::Optional, 0, MAX_EXCHANGE_RATES, [&](ObjectReader& entry, std::size_t) {
        ExchangeRate rate;
        rate.currency = readCurrency(entry, "currency");
        rate.usdPerUnit = entry.number("usd_per_unit", USD_PER_UNIT);
        rate.asOf = entry.string("as_of");
        if (!rate.asOf.empty() && !isValidAsOf(rate.asOf))
            entry.report("as_of", fmt::format("must be a date written YYYY-MM-DD (or YYYY-MM, YYYY), got \"{}\"", rate.asOf));
        rate.source = entry.string("source");
        if (rate.currency == Currency::usd())
            entry.report("currency", "USD is the base of every rate (1 USD = 1 USD) and takes no rate of its own");
        else if (std::ranges::find(settings.exchangeRates, rate.currency, &ExchangeRate::currency)
                 != settings.exchangeRates.end())
            entry.report("currency", fmt::format("{} already has a rate in this list", rate.currency.code()));
        settings.exchangeRates.push_back(std::move(rate));
    });
}

/// Growth compounds: past some rate, the horizon's last months would need more tokens a day
/// than any volume may be.
void requireHorizonVolumeInRange(ObjectReader& reader, const Workload& workload, int horizonMonths)
{
    const double tokensPerDay = workload.tokensPerDay.value();
    const double last = lastMonthTokensPerDay(tokensPerDay, workload.monthlyGrowth, horizonMonths);
    if (!(last <= MAX_TOKENS_PER_DAY)) {
        reader.report(
            "monthly_growth",
            fmt::format("grows {:.4g} tokens a day to {:.4g} by month {}, past the most a volume may be ({:.0e} tokens a day); "
                        "over {} months from this volume, growth is at most {:.4f} a month",
                        tokensPerDay, last, horizonMonths, MAX_TOKENS_PER_DAY, horizonMonths,
                        mostMonthlyGrowth(tokensPerDay, horizonMonths)));
    }
}

void readWorkload(ObjectReader& reader, Workload& workload)
{
    workload.tokensPerDay = TokensPerDay(reader.number("tokens_per_day", TOKENS_PER_DAY));
    workload.inputTokensPerRequest = Tokens(reader.number("input_tokens_per_request", INPUT_TOKENS_PER_REQUEST));
    workload.outputTokensPerRequest = Tokens(reader.number("output_tokens_per_request", OUTPUT_TOKENS_PER_REQUEST));
    workload.cachedInputShare = reader.number("cached_input_share", rules::fraction(), 0.0);
    workload.cacheWriteShare = reader.number("cache_write_share", rules::fraction(), 0.0);
    workload.batchShare = reader.number("batch_share", rules::fraction(), 0.0);
    workload.peakToAverage = reader.number("peak_to_average", PEAK_TO_AVERAGE, Workload{}.peakToAverage);
    workload.monthlyGrowth = reader.number("monthly_growth", MONTHLY_GROWTH, 0.0);
    workload.outputTokensPerSecondPerUser = TokensPerSecond(reader.number(
        "output_tokens_per_second_per_user", TOKENS_PER_SECOND_PER_USER, Workload{}.outputTokensPerSecondPerUser.value()));
    workload.timeToFirstToken = milliseconds(reader.number("time_to_first_token_ms", MILLISECONDS, 0.0));
    if (workload.cachedInputShare + workload.cacheWriteShare > 1.0) {
        reader.report("cache_write_share",
                      fmt::format("plus cached_input_share ({}) exceeds 1: a token is either read from "
                                  "the cache, written to it, or neither",
                                  workload.cachedInputShare));
    }
}

void readModelChoice(ReadContext& context, ObjectReader& reader, ModelChoice& model)
{
    model.id = reader.string("id");
    requireKnownId(reader, "id", model.id, context.catalog.model(model.id) != nullptr, "model",
                   context.catalog.ids(CatalogSection::Models));
    model.weights = reader.choice("weight_precision", PRECISION_NAMES);
    model.kvCache = reader.choice("kv_cache_precision", PRECISION_NAMES, defaultKvCachePrecision(model.weights));
}

RentedCompute readRented(ReadContext& context, ObjectReader& reader, const std::string& gpuId)
{
    RentedCompute rented;
    rented.cloudPriceId = reader.string("cloud_price", "");
    rented.pricePerGpuHour = readMoney(context, reader, "price_per_gpu_hour", Presence::Optional, PRICE_PER_GPU_HOUR);
    rented.pricing = reader.optionalChoice("pricing", PRICING_NAMES);
    rented.discount = reader.number("discount", DISCOUNT, 0.0);
    rented.spotInterruptionOverhead = reader.number("spot_interruption_overhead", SURCHARGE_SHARE, 0.0);
    rented.hoursPerDay = reader.number("hours_per_day", HOURS_PER_DAY, 24.0);
    rented.extraCostShare = reader.number("extra_cost_share", SURCHARGE_SHARE, 0.0);

    std::optional<Pricing> effectivePricing = rented.pricing;
    if (rented.cloudPriceId.empty()) {
        if (!rented.pricePerGpuHour)
            reader.report("price_per_gpu_hour", "is missing; give a price, or name a catalog offer in cloud_price");
        if (!rented.pricing)
            reader.report("pricing", "is missing; say whether the price is on_demand, spot, reserved_1y or reserved_3y");
    } else if (const CloudPrice* offer = context.catalog.cloudPrice(rented.cloudPriceId)) {
        if (!gpuId.empty() && offer->gpuId != gpuId) {
            reader.report("cloud_price",
                          fmt::format("\"{}\" rents {}, but this option's gpu is {}", offer->id, offer->gpuId, gpuId));
        }
        if (rented.pricing && *rented.pricing != offer->pricing) {
            reader.report("pricing",
                          fmt::format("contradicts the catalog offer \"{}\", which is {}", offer->id,
                                      nameOf(offer->pricing, PRICING_NAMES)));
        }
        effectivePricing = offer->pricing;
    } else {
        requireKnownId(reader, "cloud_price", rented.cloudPriceId, false, "cloud price",
                       context.catalog.ids(CatalogSection::CloudPrices));
    }
    if (rented.spotInterruptionOverhead > 0.0 && effectivePricing && *effectivePricing != Pricing::Spot) {
        reader.report(
            "spot_interruption_overhead",
            fmt::format("applies only to spot capacity, but this price is {}", nameOf(*effectivePricing, PRICING_NAMES)));
    }
    return rented;
}

OwnedCompute readOwned(ReadContext& context, ObjectReader& reader)
{
    OwnedCompute owned;
    owned.serverPrice = readRequiredMoney(context, reader, "server_price", POSITIVE_MONEY);
    owned.lifeYears = reader.number("life_years", LIFE_YEARS);
    owned.residualValueShare = reader.number("residual_value_share", rules::fraction(), 0.0);
    owned.costOfCapitalPerYear = reader.number("cost_of_capital_per_year", rules::fraction(), 0.0);
    owned.powerPricePerKwh = readRequiredMoney(context, reader, "power_price_per_kwh", POWER_PRICE_PER_KWH);
    owned.powerUsageEffectiveness = reader.number("pue", PUE);
    owned.serverOverhead = Watts(reader.number("server_overhead_watts", SERVER_OVERHEAD_WATTS, 0.0));
    owned.colocationPerKwMonth = readMoneyOrZero(context, reader, "colocation_per_kw_month");
    owned.maintenanceSharePerYear = reader.number("maintenance_share_per_year", rules::fraction(), 0.0);
    owned.networkingShare = reader.number("networking_share", rules::fraction(), 0.0);
    return owned;
}

/// Reads the layout degrees and serving mode an option fixes; each key absent leaves it to the search.
LayoutChoice readLayoutChoice(ObjectReader& reader)
{
    LayoutChoice layout;
    layout.gpus = reader.integer("gpus_per_instance", PARALLEL_DEGREE, 0);
    layout.tensorParallel = reader.integer("tensor_parallel", PARALLEL_DEGREE, 0);
    layout.pipelineParallel = reader.integer("pipeline_parallel", PARALLEL_DEGREE, 0);
    layout.attentionDataParallel = reader.integer("attention_dp", PARALLEL_DEGREE, 0);
    layout.expertParallel = reader.integer("expert_parallel", PARALLEL_DEGREE, 0);
    layout.serving = reader.choice("serving_mode", SERVING_CHOICE_NAMES, ServingChoice::Best);
    return layout;
}

/// Reads the engine assumptions an option overrides; each key absent keeps its default.
ServingAssumptions readServing(ObjectReader& reader)
{
    const ServingAssumptions defaults;
    ServingAssumptions serving;
    const auto share = [&](std::string_view key, double fallback) { return reader.number(key, SERVING_SHARE, fallback); };
    const auto micro = [&](std::string_view key, Seconds fallback) {
        return microseconds(reader.number(key, MICROSECONDS, inMicroseconds(fallback)));
    };
    serving.memoryUtilization = share("memory_utilization", defaults.memoryUtilization);
    serving.memoryBandwidthUtilization = share("memory_bandwidth_utilization", defaults.memoryBandwidthUtilization);
    serving.expertBandwidthUtilization = share("expert_bandwidth_utilization", defaults.expertBandwidthUtilization);
    serving.expertComputeUtilization = share("expert_compute_utilization", defaults.expertComputeUtilization);
    serving.expertTokensAtHalfEfficiency
        = reader.number("expert_tokens_at_half_efficiency", TOKENS_PER_EXPERT, defaults.expertTokensAtHalfEfficiency);
    serving.routingImbalance = reader.number("routing_imbalance", IMBALANCE, defaults.routingImbalance);
    serving.decodeComputeUtilization = share("decode_compute_utilization", defaults.decodeComputeUtilization);
    serving.attentionComputeUtilization = share("attention_compute_utilization", defaults.attentionComputeUtilization);
    serving.prefillComputeUtilization = share("prefill_compute_utilization", defaults.prefillComputeUtilization);
    serving.fp4ComputeEfficiency = share("fp4_compute_efficiency", defaults.fp4ComputeEfficiency);
    serving.requestOverhead
        = milliseconds(reader.number("request_overhead_ms", MILLISECONDS, inMilliseconds(defaults.requestOverhead)));
    serving.schedulerPollSteps = reader.integer("scheduler_poll_steps", POLL_STEPS, defaults.schedulerPollSteps);
    serving.sequenceOverhead = micro("sequence_overhead_us", defaults.sequenceOverhead);
    serving.layerOverhead = micro("layer_overhead_us", defaults.layerOverhead);
    serving.linkBandwidthUtilization = share("link_bandwidth_utilization", defaults.linkBandwidthUtilization);
    serving.scaleOutBandwidthUtilization = share("scale_out_bandwidth_utilization", defaults.scaleOutBandwidthUtilization);
    serving.scaleOutBandwidth = gigabytesPerSecond(
        reader.number("scale_out_gb_per_s", LINK_GB_PER_S, inGigabytesPerSecond(defaults.scaleOutBandwidth)));
    serving.scaleUpLatency = micro("scale_up_latency_us", defaults.scaleUpLatency);
    serving.scaleOutLatency = micro("scale_out_latency_us", defaults.scaleOutLatency);
    serving.maxBatchSequences = reader.integer("max_batch_sequences", BATCH_SEQUENCES, defaults.maxBatchSequences);
    serving.maxBatchedTokens = reader.number("max_batched_tokens", BATCHED_TOKENS, defaults.maxBatchedTokens);
    serving.targetUtilization = reader.number("target_utilization", TARGET_UTILIZATION, defaults.targetUtilization);
    serving.schedulerEfficiency = share("scheduler_efficiency", defaults.schedulerEfficiency);
    serving.layout = readLayoutChoice(reader);
    return serving;
}

SelfHostedOption readSelfHosted(ReadContext& context, ObjectReader& reader)
{
    SelfHostedOption option;
    option.name = reader.string("name");
    option.gpuId = reader.string("gpu");
    const GpuSpec* gpu = context.catalog.gpu(option.gpuId);
    requireKnownId(reader, "gpu", option.gpuId, gpu != nullptr, "gpu", context.catalog.ids(CatalogSection::Gpus));
    option.gpus = reader.optionalInteger("gpus", GPU_COUNT);
    option.softwarePerGpuYear = readMoneyOrZero(context, reader, "software_per_gpu_year");
    option.otherPerMonth = readMoneyOrZero(context, reader, "other_per_month");
    reader.object("serving", Presence::Optional, [&](ObjectReader& serving) { option.serving = readServing(serving); });

    const bool rented = reader.contains("rented");
    const bool owned = reader.contains("owned");
    if (rented == owned) {
        reader.issues().push_back({reader.pointer(),
                                   rented ? "has both \"rented\" and \"owned\"; an option is one or the other"
                                          : "needs either a \"rented\" or an \"owned\" object"});
    }
    if (rented) {
        reader.object("rented", Presence::Required,
                      [&](ObjectReader& compute) { option.compute = readRented(context, compute, option.gpuId); });
    } else {
        reader.object("owned", Presence::Optional, [&](ObjectReader& compute) { option.compute = readOwned(context, compute); });
        if (owned && gpu != nullptr && !gpu->tdp) {
            reader.report(
                "gpu",
                fmt::format("{} has no published power draw (tdp_watts), which owning it needs; it can only be rented", gpu->id));
        }
    }
    return option;
}

void readStaffing(ReadContext& context, ObjectReader& reader, Staffing& staffing)
{
    staffing.baseFte = reader.number("base_fte", FTE);
    staffing.gpusPerAdditionalFte = reader.number("gpus_per_additional_fte", GPUS_PER_FTE, 0.0);
    staffing.monthlyCostPerFte = readRequiredMoney(context, reader, "monthly_cost_per_fte", MONEY);
}

FineTuning readFineTuning(ReadContext& context, ObjectReader& reader)
{
    FineTuning run;
    run.trainingTokens = Tokens(reader.number("training_tokens", TRAINING_TOKENS));
    run.gpuId = reader.string("gpu");
    requireKnownId(reader, "gpu", run.gpuId, context.catalog.gpu(run.gpuId) != nullptr, "gpu",
                   context.catalog.ids(CatalogSection::Gpus));
    run.gpus = reader.integer("gpus", GPU_COUNT);
    run.pricePerGpuHour = readRequiredMoney(context, reader, "price_per_gpu_hour", PRICE_PER_GPU_HOUR);
    run.computeUtilization = reader.number("mfu", TRAINING_MFU, FineTuning{}.computeUtilization);
    return run;
}

void readOneTime(ReadContext& context, ObjectReader& reader, OneTimeCosts& oneTime)
{
    oneTime.setup = readMoneyOrZero(context, reader, "setup");
    oneTime.migration = readMoneyOrZero(context, reader, "migration");
    reader.object("fine_tuning", Presence::Optional,
                  [&](ObjectReader& run) { oneTime.fineTuning = readFineTuning(context, run); });
    oneTime.amortizeOverHorizon = reader.boolean("amortize_over_horizon", true);
}

ApiOffer readApiOffer(ReadContext& context, ObjectReader& reader)
{
    ApiOffer offer;
    offer.name = reader.string("name");
    offer.apiPriceId = reader.string("api_price", "");
    offer.inputPerMillionTokens = readMoney(context, reader, "input_per_mtok", Presence::Optional, PRICE_PER_MTOK);
    offer.outputPerMillionTokens = readMoney(context, reader, "output_per_mtok", Presence::Optional, PRICE_PER_MTOK);
    offer.cachedInputPerMillionTokens = readMoney(context, reader, "cached_input_per_mtok", Presence::Optional, PRICE_PER_MTOK);
    offer.cacheWritePerMillionTokens = readMoney(context, reader, "cache_write_per_mtok", Presence::Optional, PRICE_PER_MTOK);
    offer.batchDiscount = reader.optionalNumber("batch_discount", DISCOUNT);
    offer.committedSpendDiscount = reader.number("committed_spend_discount", DISCOUNT, 0.0);
    if (offer.apiPriceId.empty()) {
        if (!offer.inputPerMillionTokens)
            reader.report("input_per_mtok", "is missing; give the price, or name a catalog offer in api_price");
        if (!offer.outputPerMillionTokens)
            reader.report("output_per_mtok", "is missing; give the price, or name a catalog offer in api_price");
    } else {
        requireKnownId(reader, "api_price", offer.apiPriceId, context.catalog.apiPrice(offer.apiPriceId) != nullptr, "API price",
                       context.catalog.ids(CatalogSection::ApiPrices));
    }
    return offer;
}

/// Options are named in comparisons and on the command line, so a name must pick out one.
/// Any finite number a driver of the analyses could be given; its own bounds are checked once
/// the scenario it belongs to is read (checkAnalysis).
constexpr NumberRule ANY_DRIVER_VALUE = rules::between(-1e15, 1e15);

/// The keys a distribution reads in the file, and the Distribution fields they fill.
struct DistributionKey {
    const char* key;
    const char* parameter;
    double Distribution::* field;
};

constexpr std::array DISTRIBUTION_KEYS{
    DistributionKey{"minimum", "minimum", &Distribution::minimum},
    DistributionKey{"mode", "mode", &Distribution::mode},
    DistributionKey{"maximum", "maximum", &Distribution::maximum},
    DistributionKey{"mean", "mean", &Distribution::mean},
    DistributionKey{"standard_deviation", "standardDeviation", &Distribution::standardDeviation},
    DistributionKey{"median", "median", &Distribution::median},
    DistributionKey{"p90", "percentile90", &Distribution::percentile90},
};

/// The file's key for each field a kind of distribution reads, in order.
std::vector<const DistributionKey*> distributionKeys(DistributionKind kind)
{
    std::vector<const DistributionKey*> keys;
    for (double Distribution::* field : parameterFields(kind))
        keys.push_back(&*std::ranges::find(DISTRIBUTION_KEYS, field, &DistributionKey::field));
    return keys;
}

DriverDistribution readDistribution(ObjectReader& reader)
{
    DriverDistribution entry{reader.string("pointer"), {}};
    Distribution& distribution = entry.distribution;
    distribution.kind = reader.choice("kind", DISTRIBUTION_KIND_NAMES);
    const std::size_t issuesBefore = reader.issues().size();
    for (const DistributionKey* key : distributionKeys(distribution.kind))
        distribution.*(key->field) = reader.number(key->key, ANY_DRIVER_VALUE);
    if (reader.issues().size() != issuesBefore)
        return entry;
    // The parameters together: a range that is one, a mode within it, a spread above zero.
    for (const ParameterIssue& issue : validate(distribution)) {
        const auto key = std::ranges::find_if(
            DISTRIBUTION_KEYS, [&](const DistributionKey& candidate) { return issue.parameter == candidate.parameter; });
        reader.report(key != DISTRIBUTION_KEYS.end() ? key->key : "kind", issue.message);
    }
    return entry;
}

void readAnalysis(ObjectReader& reader, AnalysisSettings& analysis)
{
    reader.object("compare", Presence::Optional, [&](ObjectReader& compare) {
        analysis.option = compare.string("option");
        analysis.against = compare.string("against");
    });
    reader.array("ranges", Presence::Optional, 0, MAX_ANALYSIS_ENTRIES, [&](ObjectReader& entry, std::size_t) {
        DriverRange range{entry.string("pointer"), entry.number("low", ANY_DRIVER_VALUE), entry.number("high", ANY_DRIVER_VALUE)};
        if (range.low >= range.high)
            entry.report("high", fmt::format("must be above low ({}), got {}", range.low, range.high));
        analysis.ranges.push_back(std::move(range));
    });
    reader.array("distributions", Presence::Optional, 0, MAX_ANALYSIS_ENTRIES,
                 [&](ObjectReader& entry, std::size_t) { analysis.distributions.push_back(readDistribution(entry)); });
    reader.array("variants", Presence::Optional, 0, MAX_ANALYSIS_ENTRIES, [&](ObjectReader& entry, std::size_t) {
        Variant variant{entry.string("name"), {}};
        entry.array("set", Presence::Required, 1, MAX_ANALYSIS_ENTRIES, [&](ObjectReader& setting, std::size_t) {
            variant.settings.push_back({setting.string("pointer"), setting.number("value", ANY_DRIVER_VALUE)});
        });
        analysis.variants.push_back(std::move(variant));
    });
}

/// The driver's current value, or zero when the pointer names none (which checkValue reports).
double driverValueOrZero(const Scenario& scenario, const Catalog& catalog, const std::string& pointer)
{
    const std::optional<Driver> driver = findDriver(scenario, catalog, pointer);
    return driver ? driver->value : 0.0;
}

/// The analyses' pointers name numbers the scenario has, their values are ones the file
/// accepts there, and the options they compare exist; each problem at its place in the file.
void checkAnalysis(const Scenario& scenario, const Catalog& catalog, Issues& issues)
{
    const AnalysisSettings& analysis = scenario.analysis;
    const auto checkValue = [&](const std::string& pointerField, const std::string& valuePointer, const std::string& pointer,
                                double value) {
        const std::optional<Driver> driver = findDriver(scenario, catalog, pointer);
        if (!driver) {
            issues.push_back(
                {pointerField, fmt::format("\"{}\" is not a number of this scenario that an analysis can vary", pointer)});
            return;
        }
        if (clampToRule(value, driver->rule) != value) {
            issues.push_back({valuePointer,
                              fmt::format("must be {}{} to {} for {}, got {}", driver->rule.minimumExclusive ? "above " : "",
                                          driver->rule.minimum, driver->rule.maximum, pointer, value)});
        }
    };
    if (!analysis.option.empty()) {
        for (const auto& [key, name] : {std::pair("option", &analysis.option), std::pair("against", &analysis.against)}) {
            if (!findOption(scenario, *name))
                issues.push_back({fmt::format("/analysis/compare/{}", key), fmt::format("no option is named \"{}\"", *name)});
        }
    }
    for (std::size_t i = 0; i < analysis.ranges.size(); ++i) {
        const DriverRange& range = analysis.ranges[i];
        const std::string entry = appendIndex("/analysis/ranges", i);
        checkValue(entry + "/pointer", entry + "/low", range.pointer, range.low);
        checkValue(entry + "/pointer", entry + "/high", range.pointer, range.high);
    }
    for (std::size_t i = 0; i < analysis.distributions.size(); ++i) {
        const DriverDistribution& entry = analysis.distributions[i];
        const std::string place = appendIndex("/analysis/distributions", i);
        // A bounded distribution's ends must be values the file accepts; draws from an unbounded
        // one are kept within them when they are set.
        if (entry.distribution.kind == DistributionKind::Uniform || entry.distribution.kind == DistributionKind::Triangular
            || entry.distribution.kind == DistributionKind::Pert) {
            checkValue(place + "/pointer", place + "/minimum", entry.pointer, entry.distribution.minimum);
            checkValue(place + "/pointer", place + "/maximum", entry.pointer, entry.distribution.maximum);
        } else {
            checkValue(place + "/pointer", place + "/pointer", entry.pointer,
                       driverValueOrZero(scenario, catalog, entry.pointer));
        }
    }
    for (std::size_t v = 0; v < analysis.variants.size(); ++v) {
        for (std::size_t i = 0; i < analysis.variants[v].settings.size(); ++i) {
            const DriverSetting& setting = analysis.variants[v].settings[i];
            const std::string entry = appendIndex(appendIndex("/analysis/variants", v) + "/set", i);
            checkValue(entry + "/pointer", entry + "/value", setting.pointer, setting.value);
        }
    }
}

void requireUniqueNames(const Scenario& scenario, Issues& issues)
{
    // Each name with the pointer of the entry that has it. Options and offers share one list,
    // since comparisons name either kind; variants, which reports show side by side, another.
    using NamedEntries = std::vector<std::pair<std::string, std::string>>;
    const auto check = [&](NamedEntries& seen, const std::string& name, std::string pointer) {
        const auto earlier = std::ranges::find(seen, name, &NamedEntries::value_type::first);
        if (!name.empty() && earlier != seen.end())
            issues.push_back({pointer + "/name", fmt::format("\"{}\" is already the name of {}", name, earlier->second)});
        seen.emplace_back(name, std::move(pointer));
    };
    NamedEntries options;
    for (std::size_t i = 0; i < scenario.selfHosted.size(); ++i)
        check(options, scenario.selfHosted[i].name, appendIndex("/self_hosted", i));
    for (std::size_t i = 0; i < scenario.apiOffers.size(); ++i)
        check(options, scenario.apiOffers[i].name, appendIndex("/api_offers", i));
    NamedEntries variants;
    for (std::size_t i = 0; i < scenario.analysis.variants.size(); ++i)
        check(variants, scenario.analysis.variants[i].name, appendIndex("/analysis/variants", i));
}

void requireExchangeRates(const ReadContext& context, const Scenario& scenario, Issues& issues)
{
    const auto hasRate = [&](Currency currency) {
        return currency == Currency::usd()
            || std::ranges::find(scenario.currency.exchangeRates, currency, &ExchangeRate::currency)
            != scenario.currency.exchangeRates.end();
    };
    for (const auto& [currency, pointer] : context.currencyUses) {
        if (!hasRate(currency)) {
            issues.push_back(
                {pointer, fmt::format("{} has no exchange rate; add one to /currency/exchange_rates", currency.code())});
        }
    }
}

void putOptional(json& object, std::string_view key, const std::optional<Money>& money)
{
    if (money)
        object[key] = json(*money);
}

json toJson(const RentedCompute& rented)
{
    json object = json::object();
    if (!rented.cloudPriceId.empty())
        object["cloud_price"] = rented.cloudPriceId;
    putOptional(object, "price_per_gpu_hour", rented.pricePerGpuHour);
    if (rented.pricing)
        object["pricing"] = nameOf(*rented.pricing, PRICING_NAMES);
    object["discount"] = rented.discount;
    object["spot_interruption_overhead"] = rented.spotInterruptionOverhead;
    object["hours_per_day"] = rented.hoursPerDay;
    object["extra_cost_share"] = rented.extraCostShare;
    return object;
}

json toJson(const OwnedCompute& owned)
{
    return json{{"server_price", json(owned.serverPrice)},
                {"life_years", owned.lifeYears},
                {"residual_value_share", owned.residualValueShare},
                {"cost_of_capital_per_year", owned.costOfCapitalPerYear},
                {"power_price_per_kwh", json(owned.powerPricePerKwh)},
                {"pue", owned.powerUsageEffectiveness},
                {"server_overhead_watts", owned.serverOverhead.value()},
                {"colocation_per_kw_month", json(owned.colocationPerKwMonth)},
                {"maintenance_share_per_year", owned.maintenanceSharePerYear},
                {"networking_share", owned.networkingShare}};
}

json toJson(const ServingAssumptions& serving)
{
    const auto micro = [](Seconds time) { return inDocumentDigits(inMicroseconds(time)); };
    return json{{"memory_utilization", serving.memoryUtilization},
                {"memory_bandwidth_utilization", serving.memoryBandwidthUtilization},
                {"expert_bandwidth_utilization", serving.expertBandwidthUtilization},
                {"expert_compute_utilization", serving.expertComputeUtilization},
                {"expert_tokens_at_half_efficiency", serving.expertTokensAtHalfEfficiency},
                {"routing_imbalance", serving.routingImbalance},
                {"decode_compute_utilization", serving.decodeComputeUtilization},
                {"attention_compute_utilization", serving.attentionComputeUtilization},
                {"prefill_compute_utilization", serving.prefillComputeUtilization},
                {"fp4_compute_efficiency", serving.fp4ComputeEfficiency},
                {"request_overhead_ms", inDocumentDigits(inMilliseconds(serving.requestOverhead))},
                {"scheduler_poll_steps", serving.schedulerPollSteps},
                {"sequence_overhead_us", micro(serving.sequenceOverhead)},
                {"layer_overhead_us", micro(serving.layerOverhead)},
                {"link_bandwidth_utilization", serving.linkBandwidthUtilization},
                {"scale_out_bandwidth_utilization", serving.scaleOutBandwidthUtilization},
                {"scale_out_gb_per_s", inDocumentDigits(inGigabytesPerSecond(serving.scaleOutBandwidth))},
                {"scale_up_latency_us", micro(serving.scaleUpLatency)},
                {"scale_out_latency_us", micro(serving.scaleOutLatency)},
                {"max_batch_sequences", serving.maxBatchSequences},
                {"max_batched_tokens", serving.maxBatchedTokens},
                {"target_utilization", serving.targetUtilization},
                {"scheduler_efficiency", serving.schedulerEfficiency},
                {"gpus_per_instance", serving.layout.gpus},
                {"tensor_parallel", serving.layout.tensorParallel},
                {"pipeline_parallel", serving.layout.pipelineParallel},
                {"attention_dp", serving.layout.attentionDataParallel},
                {"expert_parallel", serving.layout.expertParallel},
                {"serving_mode", nameOf(serving.layout.serving, SERVING_CHOICE_NAMES)}};
}

json toJson(const SelfHostedOption& option)
{
    json object{{"name", option.name}, {"gpu", option.gpuId}};
    if (option.gpus)
        object["gpus"] = *option.gpus;
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute))
        object["rented"] = toJson(*rented);
    else
        object["owned"] = toJson(std::get<OwnedCompute>(option.compute));
    object["software_per_gpu_year"] = json(option.softwarePerGpuYear);
    object["other_per_month"] = json(option.otherPerMonth);
    object["serving"] = toJson(option.serving);
    return object;
}

json toJson(const ApiOffer& offer)
{
    json object{{"name", offer.name}};
    if (!offer.apiPriceId.empty())
        object["api_price"] = offer.apiPriceId;
    putOptional(object, "input_per_mtok", offer.inputPerMillionTokens);
    putOptional(object, "output_per_mtok", offer.outputPerMillionTokens);
    putOptional(object, "cached_input_per_mtok", offer.cachedInputPerMillionTokens);
    putOptional(object, "cache_write_per_mtok", offer.cacheWritePerMillionTokens);
    if (offer.batchDiscount)
        object["batch_discount"] = *offer.batchDiscount;
    object["committed_spend_discount"] = offer.committedSpendDiscount;
    return object;
}

} // namespace

Scenario readScenario(const json& document, const Catalog& catalog, Issues& issues)
{
    Scenario scenario;
    ReadContext context{catalog, {}};
    ObjectReader reader(document, "", issues);
    if (!reader.isObject())
        return scenario;
    scenario.schemaVersion = reader.integer("schema_version", rules::count(1, 1'000'000));
    if (scenario.schemaVersion != 0 && scenario.schemaVersion != SCENARIO_SCHEMA_VERSION) {
        reader.report("schema_version",
                      fmt::format("is {}; this version of Breakeven reads scenario schema version {}", scenario.schemaVersion,
                                  SCENARIO_SCHEMA_VERSION));
        return scenario;
    }
    scenario.name = reader.string("name");
    scenario.description = reader.string("description", "");
    reader.object("currency", Presence::Required, [&](ObjectReader& currency) {
        scenario.currency.display = readCurrency(currency, "display");
        context.currencyUses.emplace_back(scenario.currency.display, currency.pointerTo("display"));
        readExchangeRates(currency, scenario.currency);
    });
    scenario.horizonMonths = reader.integer("horizon_months", HORIZON_MONTHS);
    scenario.discountRatePerYear = reader.number("discount_rate_per_year", DISCOUNT_RATE_PER_YEAR, 0.0);
    reader.object("workload", Presence::Required, [&](ObjectReader& workload) {
        readWorkload(workload, scenario.workload);
        requireHorizonVolumeInRange(workload, scenario.workload, scenario.horizonMonths);
    });
    reader.object("model", Presence::Required, [&](ObjectReader& model) { readModelChoice(context, model, scenario.model); });
    reader.array("self_hosted", Presence::Required, 0, MAX_OPTIONS,
                 [&](ObjectReader& option, std::size_t) { scenario.selfHosted.push_back(readSelfHosted(context, option)); });
    reader.object("staffing", Presence::Optional,
                  [&](ObjectReader& staffing) { readStaffing(context, staffing, scenario.staffing); });
    reader.object("one_time", Presence::Optional,
                  [&](ObjectReader& oneTime) { readOneTime(context, oneTime, scenario.oneTime); });
    reader.array("api_offers", Presence::Required, 0, MAX_OPTIONS,
                 [&](ObjectReader& offer, std::size_t) { scenario.apiOffers.push_back(readApiOffer(context, offer)); });
    reader.object("analysis", Presence::Optional, [&](ObjectReader& analysis) { readAnalysis(analysis, scenario.analysis); });
    reader.rejectUnknownKeys();

    if (scenario.selfHosted.empty() && scenario.apiOffers.empty())
        issues.push_back({"", "the scenario has no option to compare: add an entry to self_hosted or to api_offers"});
    requireUniqueNames(scenario, issues);
    requireExchangeRates(context, scenario, issues);
    // Drivers resolve catalog figures: only a scenario read without a problem can be asked.
    if (issues.empty())
        checkAnalysis(scenario, catalog, issues);
    return scenario;
}

void to_json(json& value, const Money& money)
{
    value = {{"amount", money.amount}, {"currency", money.currency.code()}};
}

void to_json(json& document, const DriverRange& range)
{
    document = {{"pointer", range.pointer}, {"low", range.low}, {"high", range.high}};
}

void to_json(json& document, const DriverDistribution& entry)
{
    document = {{"pointer", entry.pointer}, {"kind", nameOf(entry.distribution.kind, DISTRIBUTION_KIND_NAMES)}};
    for (const DistributionKey* key : distributionKeys(entry.distribution.kind))
        document[key->key] = entry.distribution.*(key->field);
}

namespace {

json analysisJson(const AnalysisSettings& analysis)
{
    json document = json::object();
    if (!analysis.option.empty())
        document["compare"] = {{"option", analysis.option}, {"against", analysis.against}};
    if (!analysis.ranges.empty()) {
        json ranges = json::array();
        for (const DriverRange& range : analysis.ranges)
            ranges.push_back(range);
        document["ranges"] = std::move(ranges);
    }
    if (!analysis.distributions.empty()) {
        json distributions = json::array();
        for (const DriverDistribution& entry : analysis.distributions)
            distributions.push_back(entry);
        document["distributions"] = std::move(distributions);
    }
    if (!analysis.variants.empty()) {
        json variants = json::array();
        for (const Variant& variant : analysis.variants) {
            json settings = json::array();
            for (const DriverSetting& setting : variant.settings)
                settings.push_back({{"pointer", setting.pointer}, {"value", setting.value}});
            variants.push_back({{"name", variant.name}, {"set", std::move(settings)}});
        }
        document["variants"] = std::move(variants);
    }
    return document;
}

} // namespace

void to_json(json& document, const Scenario& scenario)
{
    json rates = json::array();
    for (const ExchangeRate& rate : scenario.currency.exchangeRates) {
        rates.push_back({{"currency", rate.currency.code()},
                         {"usd_per_unit", rate.usdPerUnit},
                         {"as_of", rate.asOf},
                         {"source", rate.source}});
    }
    const Workload& workload = scenario.workload;
    json selfHosted = json::array();
    for (const SelfHostedOption& option : scenario.selfHosted)
        selfHosted.push_back(toJson(option));
    json apiOffers = json::array();
    for (const ApiOffer& offer : scenario.apiOffers)
        apiOffers.push_back(toJson(offer));

    document = json::object();
    document["schema_version"] = scenario.schemaVersion;
    document["name"] = scenario.name;
    if (!scenario.description.empty())
        document["description"] = scenario.description;
    document["currency"] = {{"display", scenario.currency.display.code()}, {"exchange_rates", std::move(rates)}};
    document["horizon_months"] = scenario.horizonMonths;
    document["discount_rate_per_year"] = scenario.discountRatePerYear;
    document["workload"] = {{"tokens_per_day", workload.tokensPerDay.value()},
                            {"input_tokens_per_request", workload.inputTokensPerRequest.value()},
                            {"output_tokens_per_request", workload.outputTokensPerRequest.value()},
                            {"cached_input_share", workload.cachedInputShare},
                            {"cache_write_share", workload.cacheWriteShare},
                            {"batch_share", workload.batchShare},
                            {"peak_to_average", workload.peakToAverage},
                            {"monthly_growth", workload.monthlyGrowth},
                            {"output_tokens_per_second_per_user", workload.outputTokensPerSecondPerUser.value()},
                            {"time_to_first_token_ms", inDocumentDigits(inMilliseconds(workload.timeToFirstToken))}};
    document["model"] = {{"id", scenario.model.id},
                         {"weight_precision", nameOf(scenario.model.weights, PRECISION_NAMES)},
                         {"kv_cache_precision", nameOf(scenario.model.kvCache, PRECISION_NAMES)}};
    document["self_hosted"] = std::move(selfHosted);
    document["staffing"] = {{"base_fte", scenario.staffing.baseFte},
                            {"gpus_per_additional_fte", scenario.staffing.gpusPerAdditionalFte},
                            {"monthly_cost_per_fte", json(scenario.staffing.monthlyCostPerFte)}};
    document["one_time"] = {{"setup", json(scenario.oneTime.setup)}, {"migration", json(scenario.oneTime.migration)}};
    if (const auto& run = scenario.oneTime.fineTuning) {
        document["one_time"]["fine_tuning"] = {{"training_tokens", run->trainingTokens.value()},
                                               {"gpu", run->gpuId},
                                               {"gpus", run->gpus},
                                               {"price_per_gpu_hour", json(run->pricePerGpuHour)},
                                               {"mfu", run->computeUtilization}};
    }
    document["one_time"]["amortize_over_horizon"] = scenario.oneTime.amortizeOverHorizon;
    document["api_offers"] = std::move(apiOffers);
    if (!scenario.analysis.empty())
        document["analysis"] = analysisJson(scenario.analysis);
}

} // namespace tco
