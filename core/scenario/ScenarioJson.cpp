#include "scenario/ScenarioJson.h"

#include "scenario/ScenarioFields.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogJson.h"
#include "json/JsonReader.h"
#include "model/Provenance.h"
#include "scenario/ClusterJson.h"
#include "scenario/Driver.h"
#include "scenario/OptionRef.h"
#include "scenario/ScenarioRules.h"
#include "scenario/Translations.h"
#include "text/NearestMatch.h"
#include "units/Time.h"

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

/// Reads into entry `index` of `scenario` the numbers of `section` the field table describes, but
/// those the file may leave to a catalog entry, which are read with the entry's id. The entry
/// holds its defaults: a number the file leaves out keeps its default, or stays absent.
void readFields(ReadContext& context, ObjectReader& reader, FieldSection section, Scenario& scenario, std::size_t index)
{
    for (const ScenarioField& field : scenarioFields()) {
        if (field.section != section || field.fromCatalog)
            continue;
        if (field.money != nullptr) {
            const Presence presence = field.required ? Presence::Required : Presence::Optional;
            if (const std::optional<Money> money = readMoney(context, reader, field.key, presence, field.rule))
                field.money(scenario, index) = *money;
        } else {
            readFieldNumber(reader, field, scenario, index);
        }
    }
}

/// Reports `id` at `key` unless `found`, with the nearest ids of its catalog section as a hint.
void requireKnownId(ObjectReader& reader, std::string_view key, const std::string& id, bool found, std::string_view kind,
                    const std::vector<std::string>& known)
{
    if (id.empty() || found)
        return;
    reader.report(key, unknownIdMessage(kind, id, known));
}

void readExchangeRates(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    CurrencySettings& settings = scenario.currency;
    reader.array("exchange_rates", Presence::Optional, 0, MAX_EXCHANGE_RATES, [&](ObjectReader& entry, std::size_t) {
        ExchangeRate rate;
        rate.currency = readCurrency(entry, "currency");
        rate.asOf = entry.string("as_of");
        if (!rate.asOf.empty() && !isValidAsOf(rate.asOf))
            entry.report(
                "as_of",
                fmt::format("must be a date written YYYY-MM-DD, YYYY-MM, YYYY, YYYY-Qn or YYYY-Hn, got \"{}\"", rate.asOf));
        rate.source = entry.string("source");
        if (rate.currency == Currency::usd())
            entry.report("currency", "USD is the base of every rate (1 USD = 1 USD) and takes no rate of its own");
        else if (std::ranges::find(settings.exchangeRates, rate.currency, &ExchangeRate::currency)
                 != settings.exchangeRates.end())
            entry.report("currency", fmt::format("{} already has a rate in this list", rate.currency.code()));
        settings.exchangeRates.push_back(std::move(rate));
        readFields(context, entry, FieldSection::ExchangeRate, scenario, settings.exchangeRates.size() - 1);
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

void readLoadProfile(ReadContext& context, ObjectReader& reader, LoadProfileChoice& choice)
{
    const bool named = reader.contains("id");
    if (named == (reader.contains("hours") || reader.contains("days"))) {
        reader.issues().push_back({reader.pointer(),
                                   named ? "has both a catalog profile's \"id\" and its own \"hours\" and \"days\"; give one or "
                                           "the other"
                                         : "needs the \"id\" of a catalog load profile, or its own \"hours\" and \"days\""});
        return;
    }
    if (named) {
        choice.id = reader.string("id");
        requireKnownId(reader, "id", choice.id, context.catalog.loadProfile(choice.id) != nullptr, "load profile",
                       context.catalog.ids(CatalogSection::LoadProfiles));
    } else {
        readLoadShape(reader, choice.shape);
    }
}

void readWorkload(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    reader.object("load_profile", Presence::Optional,
                  [&](ObjectReader& profile) { readLoadProfile(context, profile, scenario.workload.loadProfile.emplace()); });
    readFields(context, reader, FieldSection::Workload, scenario, 0);
    const Workload& workload = scenario.workload;
    if (workload.loadProfile && reader.contains("peak_to_average"))
        reader.report("peak_to_average", "is set by load_profile's busiest hour; give one or the other");
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

void readRented(ReadContext& context, ObjectReader& reader, Scenario& scenario, std::size_t option)
{
    const std::string& gpuId = scenario.selfHosted[option].gpuId;
    RentedCompute& rented = scenario.selfHosted[option].compute.emplace<RentedCompute>();
    rented.cloudPriceId = reader.string("cloud_price", "");
    rented.pricePerGpuHour = readMoney(context, reader, "price_per_gpu_hour", Presence::Optional,
                                       findField(FieldSection::Rented, "price_per_gpu_hour")->rule);
    rented.pricing = reader.optionalChoice("pricing", PRICING_NAMES);
    readFields(context, reader, FieldSection::Rented, scenario, option);
    reader.object("commitment", Presence::Optional, [&](ObjectReader& commitment) {
        rented.commitment.emplace();
        readFields(context, commitment, FieldSection::RentedCommitment, scenario, option);
        rented.commitment->payment = commitment.choice("payment", COMMITMENT_PAYMENT_NAMES, CommitmentPayment::Monthly);
    });

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
    if (rented.commitment) {
        if (effectivePricing == Pricing::Spot)
            reader.report("commitment",
                          "reserves GPUs for a term, which spot capacity cannot be; choose a reserved or on-demand price");
        if (rented.hoursPerDay < HOURS_PER_DAY) {
            reader.report("hours_per_day",
                          fmt::format("is {}, but reserved GPUs are billed around the clock; give 24 or remove the commitment",
                                      rented.hoursPerDay));
        }
    }
}

void readSelfHosted(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    const std::size_t index = scenario.selfHosted.size();
    SelfHostedOption& option = scenario.selfHosted.emplace_back();
    option.name = reader.string("name");
    option.gpuId = reader.string("gpu");
    const GpuSpec* gpu = context.catalog.gpu(option.gpuId);
    requireKnownId(reader, "gpu", option.gpuId, gpu != nullptr, "gpu", context.catalog.ids(CatalogSection::Gpus));
    readFields(context, reader, FieldSection::SelfHosted, scenario, index);
    reader.object("serving", Presence::Optional, [&](ObjectReader& serving) {
        readFields(context, serving, FieldSection::Serving, scenario, index);
        option.serving.layout.serving = serving.choice("serving_mode", SERVING_CHOICE_NAMES, ServingChoice::Best);
        option.serving.memoryAccounting
            = serving.choice("memory_accounting", MEMORY_ACCOUNTING_NAMES, MemoryAccounting::FreeMemory);
        option.serving.balancedAttentionRanks = serving.boolean("balanced_attention_ranks", false);
    });

    const bool rented = reader.contains("rented");
    const bool owned = reader.contains("owned");
    if (rented == owned) {
        reader.issues().push_back({reader.pointer(),
                                   rented ? "has both \"rented\" and \"owned\"; an option is one or the other"
                                          : "needs either a \"rented\" or an \"owned\" object"});
    }
    if (rented) {
        reader.object("rented", Presence::Required,
                      [&](ObjectReader& compute) { readRented(context, compute, scenario, index); });
    } else {
        reader.object("owned", Presence::Optional, [&](ObjectReader& compute) {
            OwnedCompute& ownedCompute = option.compute.emplace<OwnedCompute>();
            readFields(context, compute, FieldSection::Owned, scenario, index);
            ownedCompute.depreciation
                = compute.choice("depreciation", DEPRECIATION_METHOD_NAMES, DepreciationMethod::StraightLine);
        });
        if (owned && gpu != nullptr && !gpu->tdp) {
            reader.report(
                "gpu",
                fmt::format("{} has no published power draw (tdp_watts), which owning it needs; it can only be rented", gpu->id));
        }
    }
}

void readOneTime(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    OneTimeCosts& oneTime = scenario.oneTime;
    readFields(context, reader, FieldSection::OneTime, scenario, 0);
    reader.object("fine_tuning", Presence::Optional, [&](ObjectReader& run) {
        FineTuning& fineTuning = oneTime.fineTuning.emplace();
        fineTuning.gpuId = run.string("gpu");
        requireKnownId(run, "gpu", fineTuning.gpuId, context.catalog.gpu(fineTuning.gpuId) != nullptr, "gpu",
                       context.catalog.ids(CatalogSection::Gpus));
        readFields(context, run, FieldSection::FineTuning, scenario, 0);
    });
    oneTime.amortizeOverHorizon = reader.boolean("amortize_over_horizon", true);
}

/// Reads an offer's prices, each of which the file may leave to the catalog entry it names.
void readApiOffer(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    const std::size_t index = scenario.apiOffers.size();
    ApiOffer& offer = scenario.apiOffers.emplace_back();
    offer.name = reader.string("name");
    offer.apiPriceId = reader.string("api_price", "");
    const auto price = [&](const char* key) {
        return readMoney(context, reader, key, Presence::Optional, findField(FieldSection::ApiOffer, key)->rule);
    };
    offer.inputPerMillionTokens = price("input_per_mtok");
    offer.outputPerMillionTokens = price("output_per_mtok");
    offer.cachedInputPerMillionTokens = price("cached_input_per_mtok");
    offer.cacheWritePerMillionTokens = price("cache_write_per_mtok");
    offer.batchDiscount = reader.optionalNumber("batch_discount", findField(FieldSection::ApiOffer, "batch_discount")->rule);
    readFields(context, reader, FieldSection::ApiOffer, scenario, index);
    reader.object("commitment", Presence::Optional, [&](ObjectReader& commitment) {
        offer.commitment.emplace();
        readFields(context, commitment, FieldSection::ApiCommitment, scenario, index);
        offer.commitment->payment = commitment.choice("payment", COMMITMENT_PAYMENT_NAMES, CommitmentPayment::Monthly);
    });
    if (offer.apiPriceId.empty()) {
        if (!offer.inputPerMillionTokens)
            reader.report("input_per_mtok", "is missing; give the price, or name a catalog offer in api_price");
        if (!offer.outputPerMillionTokens)
            reader.report("output_per_mtok", "is missing; give the price, or name a catalog offer in api_price");
    } else {
        requireKnownId(reader, "api_price", offer.apiPriceId, context.catalog.apiPrice(offer.apiPriceId) != nullptr, "API price",
                       context.catalog.ids(CatalogSection::ApiPrices));
    }
}

void readHybrid(ReadContext& context, ObjectReader& reader, Scenario& scenario)
{
    const std::size_t index = scenario.hybrids.size();
    HybridOption& hybrid = scenario.hybrids.emplace_back();
    hybrid.name = reader.string("name");
    hybrid.selfHosted = reader.string("self_hosted");
    hybrid.apiOffer = reader.string("api_offer");
    readFields(context, reader, FieldSection::Hybrid, scenario, index);
    if (hybrid.gpus && hybrid.servedHourPercentile)
        reader.report("served_hour_percentile", "and gpus both size the fleet; give one or neither (the fleet that costs least)");
}

/// Why a hybrid plan's parts may not be committed: its fleet and its share of the traffic are
/// chosen afresh at every volume and month, which a reservation or a spend floor would bind.
constexpr std::string_view HYBRID_WITHOUT_COMMITMENT
    = "a hybrid plan chooses its fleet and the API's share month by month, which a commitment would bind; name an option "
      "without one";

/// A hybrid's names pick out a self-hosted option that runs around the clock and an API offer,
/// and the workload says how the traffic spreads over the week.
void checkHybrids(const Scenario& scenario, Issues& issues)
{
    const auto names = [](const auto& options) {
        std::vector<std::string> result;
        for (const auto& option : options)
            result.push_back(option.name);
        return result;
    };
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index) {
        const HybridOption& hybrid = scenario.hybrids[index];
        const std::string place = appendIndex("/hybrids", index);
        if (!scenario.workload.loadProfile)
            issues.push_back({place,
                              "needs the week's shape of the traffic to size its fleet for part of it: give "
                              "/workload/load_profile"});
        const auto selfHosted = std::ranges::find(scenario.selfHosted, hybrid.selfHosted, &SelfHostedOption::name);
        if (selfHosted == scenario.selfHosted.end() && !hybrid.selfHosted.empty()) {
            issues.push_back(
                {place + "/self_hosted", unknownIdMessage("self-hosted option", hybrid.selfHosted, names(scenario.selfHosted))});
        } else if (const auto* rented
                   = selfHosted == scenario.selfHosted.end() ? nullptr : std::get_if<RentedCompute>(&selfHosted->compute);
                   rented != nullptr && rented->hoursPerDay < HOURS_PER_DAY) {
            issues.push_back({place + "/self_hosted",
                              fmt::format("names \"{}\", which runs {} hours a day; a hybrid's fleet serves the hours the "
                                          "traffic arrives in, so its GPUs run around the clock",
                                          hybrid.selfHosted, rented->hoursPerDay)});
        } else if (rented != nullptr && rented->commitment) {
            issues.push_back(
                {place + "/self_hosted",
                 fmt::format("names \"{}\", which reserves GPUs; {}", hybrid.selfHosted, HYBRID_WITHOUT_COMMITMENT)});
        }
        const auto offer = std::ranges::find(scenario.apiOffers, hybrid.apiOffer, &ApiOffer::name);
        if (!hybrid.apiOffer.empty() && offer == scenario.apiOffers.end())
            issues.push_back({place + "/api_offer", unknownIdMessage("API offer", hybrid.apiOffer, names(scenario.apiOffers))});
        else if (offer != scenario.apiOffers.end() && offer->commitment)
            issues.push_back(
                {place + "/api_offer",
                 fmt::format("names \"{}\", which has a committed spend; {}", hybrid.apiOffer, HYBRID_WITHOUT_COMMITMENT)});
    }
}

/// Options are named in comparisons and on the command line, so a name must pick out one.
/// Any finite number a driver of the analyses could be given; its own bounds are checked once
/// the scenario it belongs to is read (checkAnalysis).
constexpr NumberRule ANY_DRIVER_VALUE = rules::between(-1e15, 1e15);
constexpr NumberRule RANK_CORRELATION = rules::between(-1.0, 1.0);

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

/// An analysis entry's `reason`: absent, or a text with something in it.
std::string readReason(ObjectReader& reader)
{
    const std::size_t issuesBefore = reader.issues().size();
    std::string reason = reader.string("reason", "");
    if (reader.contains("reason") && reason.empty() && reader.issues().size() == issuesBefore)
        reader.report("reason", "must not be empty; leave the key out when there is no reason to give");
    return reason;
}

DriverDistribution readDistribution(ObjectReader& reader)
{
    DriverDistribution entry{reader.string("pointer"), {}};
    Distribution& distribution = entry.distribution;
    distribution.kind = reader.choice("kind", DISTRIBUTION_KIND_NAMES);
    const std::size_t issuesBefore = reader.issues().size();
    for (const DistributionKey* key : distributionKeys(distribution.kind))
        distribution.*(key->field) = reader.number(key->key, ANY_DRIVER_VALUE);
    entry.reason = readReason(reader);
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
    reader.array("correlations", Presence::Optional, 0, MAX_CORRELATED_PAIRS, [&](ObjectReader& entry, std::size_t) {
        DriverCorrelation pair{entry.string("first"), entry.string("second"), entry.number("rank_correlation", RANK_CORRELATION)};
        pair.reason = readReason(entry);
        analysis.correlations.push_back(std::move(pair));
    });
    analysis.sampling = reader.choice("sampling", SAMPLING_NAMES, Sampling::Random);
    reader.array("variants", Presence::Optional, 0, MAX_ANALYSIS_ENTRIES, [&](ObjectReader& entry, std::size_t) {
        Variant variant{entry.string("name"), {}};
        entry.array("set", Presence::Required, 1, MAX_ANALYSIS_ENTRIES, [&](ObjectReader& setting, std::size_t) {
            variant.settings.push_back({setting.string("pointer"), setting.number("value", ANY_DRIVER_VALUE)});
        });
        analysis.variants.push_back(std::move(variant));
    });
}

/// The file's language and its translations; checkTranslations() then checks them.
void readTranslations(ObjectReader& reader, Scenario& scenario)
{
    scenario.language = reader.string("language", scenario.language);
    if (!isLanguageCode(scenario.language))
        reader.report("language",
                      fmt::format("must be a language code of two or three lowercase letters (\"en\", \"es\"), "
                                  "got \"{}\"",
                                  scenario.language));
    reader.object("translations", Presence::Optional, [&](ObjectReader& translations) {
        for (const std::string& language : translations.keys()) {
            translations.object(language, Presence::Required, [&](ObjectReader& texts) {
                for (const std::string& text : texts.keys())
                    scenario.translations[language][text] = texts.string(text);
            });
        }
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
    for (std::size_t i = 0; i < analysis.correlations.size(); ++i) {
        const DriverCorrelation& pair = analysis.correlations[i];
        const std::string place = appendIndex("/analysis/correlations", i);
        for (const auto& [key, pointer] : {std::pair("first", &pair.first), std::pair("second", &pair.second)}) {
            if (std::ranges::find(analysis.distributions, *pointer, &DriverDistribution::pointer) == analysis.distributions.end())
                issues.push_back({fmt::format("{}/{}", place, key),
                                  fmt::format("\"{}\" has no distribution in /analysis/distributions; a correlation links "
                                              "two numbers a Monte Carlo run draws",
                                              *pointer)});
        }
        if (pair.first == pair.second)
            issues.push_back({place + "/second", fmt::format("must be another number than first (\"{}\")", pair.first)});
        const std::span<const DriverCorrelation> earlier = std::span(analysis.correlations).first(i);
        if (const DriverCorrelation* first = findCorrelation(earlier, pair.first, pair.second))
            issues.push_back(
                {place, fmt::format("repeats the pair of /analysis/correlations/{}", first - analysis.correlations.data())});
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
    for (std::size_t i = 0; i < scenario.hybrids.size(); ++i)
        check(options, scenario.hybrids[i].name, appendIndex("/hybrids", i));
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

json commitmentJson(FieldSection section, const Scenario& scenario, std::size_t index, CommitmentPayment payment)
{
    json object = json::object();
    writeSectionNumbers(object, section, scenario, index);
    object["payment"] = nameOf(payment, COMMITMENT_PAYMENT_NAMES);
    return object;
}

json selfHostedJson(const Scenario& scenario, std::size_t index)
{
    const SelfHostedOption& option = scenario.selfHosted[index];
    json object{{"name", option.name}, {"gpu", option.gpuId}};
    writeSectionNumbers(object, FieldSection::SelfHosted, scenario, index);
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
        json compute = json::object();
        if (!rented->cloudPriceId.empty())
            compute["cloud_price"] = rented->cloudPriceId;
        putOptional(compute, "price_per_gpu_hour", rented->pricePerGpuHour);
        if (rented->pricing)
            compute["pricing"] = nameOf(*rented->pricing, PRICING_NAMES);
        writeSectionNumbers(compute, FieldSection::Rented, scenario, index);
        if (rented->commitment)
            compute["commitment"] = commitmentJson(FieldSection::RentedCommitment, scenario, index, rented->commitment->payment);
        object["rented"] = std::move(compute);
    } else {
        json compute = json::object();
        writeSectionNumbers(compute, FieldSection::Owned, scenario, index);
        compute["depreciation"] = nameOf(std::get<OwnedCompute>(option.compute).depreciation, DEPRECIATION_METHOD_NAMES);
        object["owned"] = std::move(compute);
    }
    json serving = json::object();
    writeSectionNumbers(serving, FieldSection::Serving, scenario, index);
    serving["serving_mode"] = nameOf(option.serving.layout.serving, SERVING_CHOICE_NAMES);
    serving["memory_accounting"] = nameOf(option.serving.memoryAccounting, MEMORY_ACCOUNTING_NAMES);
    serving["balanced_attention_ranks"] = option.serving.balancedAttentionRanks;
    object["serving"] = std::move(serving);
    return object;
}

json hybridJson(const Scenario& scenario, std::size_t index)
{
    const HybridOption& hybrid = scenario.hybrids[index];
    json object{{"name", hybrid.name}, {"self_hosted", hybrid.selfHosted}, {"api_offer", hybrid.apiOffer}};
    writeSectionNumbers(object, FieldSection::Hybrid, scenario, index);
    return object;
}

json apiOfferJson(const Scenario& scenario, std::size_t index)
{
    const ApiOffer& offer = scenario.apiOffers[index];
    json object{{"name", offer.name}};
    if (!offer.apiPriceId.empty())
        object["api_price"] = offer.apiPriceId;
    putOptional(object, "input_per_mtok", offer.inputPerMillionTokens);
    putOptional(object, "output_per_mtok", offer.outputPerMillionTokens);
    putOptional(object, "cached_input_per_mtok", offer.cachedInputPerMillionTokens);
    putOptional(object, "cache_write_per_mtok", offer.cacheWritePerMillionTokens);
    if (offer.batchDiscount)
        object["batch_discount"] = *offer.batchDiscount;
    writeSectionNumbers(object, FieldSection::ApiOffer, scenario, index);
    if (offer.commitment)
        object["commitment"] = commitmentJson(FieldSection::ApiCommitment, scenario, index, offer.commitment->payment);
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
        readExchangeRates(context, currency, scenario);
    });
    readFields(context, reader, FieldSection::Scenario, scenario, 0);
    reader.object("workload", Presence::Required, [&](ObjectReader& workload) {
        readWorkload(context, workload, scenario);
        requireHorizonVolumeInRange(workload, scenario.workload, scenario.horizonMonths);
    });
    reader.object("model", Presence::Required, [&](ObjectReader& model) { readModelChoice(context, model, scenario.model); });
    reader.array("self_hosted", Presence::Required, 0, MAX_OPTIONS,
                 [&](ObjectReader& option, std::size_t) { readSelfHosted(context, option, scenario); });
    reader.object("staffing", Presence::Optional,
                  [&](ObjectReader& staffing) { readFields(context, staffing, FieldSection::Staffing, scenario, 0); });
    reader.object("one_time", Presence::Optional, [&](ObjectReader& oneTime) { readOneTime(context, oneTime, scenario); });
    reader.array("api_offers", Presence::Required, 0, MAX_OPTIONS,
                 [&](ObjectReader& offer, std::size_t) { readApiOffer(context, offer, scenario); });
    reader.array("hybrids", Presence::Optional, 0, MAX_OPTIONS,
                 [&](ObjectReader& hybrid, std::size_t) { readHybrid(context, hybrid, scenario); });
    reader.object("analysis", Presence::Optional, [&](ObjectReader& analysis) { readAnalysis(analysis, scenario.analysis); });
    reader.object("cluster", Presence::Optional, [&](ObjectReader& cluster) { readCluster(cluster, scenario); });
    readTranslations(reader, scenario);
    reader.rejectUnknownKeys();

    if (scenario.selfHosted.empty() && scenario.apiOffers.empty())
        issues.push_back({"", "the scenario has no option to compare: add an entry to self_hosted or to api_offers"});
    requireUniqueNames(scenario, issues);
    checkHybrids(scenario, issues);
    checkCluster(scenario, catalog, issues);
    requireExchangeRates(context, scenario, issues);
    // Drivers resolve catalog figures: only a scenario read without a problem can be asked.
    if (issues.empty())
        checkAnalysis(scenario, catalog, issues);
    checkTranslations(scenario, issues);
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
    if (!entry.reason.empty())
        document["reason"] = entry.reason;
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
    if (!analysis.correlations.empty()) {
        json correlations = json::array();
        for (const DriverCorrelation& pair : analysis.correlations) {
            json entry{{"first", pair.first}, {"second", pair.second}, {"rank_correlation", pair.rankCorrelation}};
            if (!pair.reason.empty())
                entry["reason"] = pair.reason;
            correlations.push_back(std::move(entry));
        }
        document["correlations"] = std::move(correlations);
    }
    if (analysis.sampling != Sampling::Random)
        document["sampling"] = nameOf(analysis.sampling, SAMPLING_NAMES);
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
    for (std::size_t index = 0; index < scenario.currency.exchangeRates.size(); ++index) {
        const ExchangeRate& rate = scenario.currency.exchangeRates[index];
        json entry{{"currency", rate.currency.code()}};
        writeSectionNumbers(entry, FieldSection::ExchangeRate, scenario, index);
        entry["as_of"] = rate.asOf;
        entry["source"] = rate.source;
        rates.push_back(std::move(entry));
    }
    json selfHosted = json::array();
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index)
        selfHosted.push_back(selfHostedJson(scenario, index));
    json apiOffers = json::array();
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index)
        apiOffers.push_back(apiOfferJson(scenario, index));

    document = json::object();
    document["schema_version"] = scenario.schemaVersion;
    document["name"] = scenario.name;
    if (!scenario.description.empty())
        document["description"] = scenario.description;
    document["currency"] = {{"display", scenario.currency.display.code()}, {"exchange_rates", std::move(rates)}};
    writeSectionNumbers(document, FieldSection::Scenario, scenario, 0);
    json workload = json::object();
    writeSectionNumbers(workload, FieldSection::Workload, scenario, 0);
    if (const std::optional<LoadProfileChoice>& profile = scenario.workload.loadProfile) {
        json shape = json::object();
        if (profile->id.empty())
            writeLoadShape(shape, profile->shape);
        else
            shape["id"] = profile->id;
        workload["load_profile"] = std::move(shape);
    }
    document["workload"] = std::move(workload);
    document["model"] = {{"id", scenario.model.id},
                         {"weight_precision", nameOf(scenario.model.weights, PRECISION_NAMES)},
                         {"kv_cache_precision", nameOf(scenario.model.kvCache, PRECISION_NAMES)}};
    document["self_hosted"] = std::move(selfHosted);
    json staffing = json::object();
    writeSectionNumbers(staffing, FieldSection::Staffing, scenario, 0);
    document["staffing"] = std::move(staffing);
    json oneTime = json::object();
    writeSectionNumbers(oneTime, FieldSection::OneTime, scenario, 0);
    if (const auto& run = scenario.oneTime.fineTuning) {
        json fineTuning{{"gpu", run->gpuId}};
        writeSectionNumbers(fineTuning, FieldSection::FineTuning, scenario, 0);
        oneTime["fine_tuning"] = std::move(fineTuning);
    }
    oneTime["amortize_over_horizon"] = scenario.oneTime.amortizeOverHorizon;
    document["one_time"] = std::move(oneTime);
    document["api_offers"] = std::move(apiOffers);
    if (!scenario.hybrids.empty()) {
        json hybrids = json::array();
        for (std::size_t index = 0; index < scenario.hybrids.size(); ++index)
            hybrids.push_back(hybridJson(scenario, index));
        document["hybrids"] = std::move(hybrids);
    }
    if (!scenario.analysis.empty())
        document["analysis"] = analysisJson(scenario.analysis);
    if (scenario.cluster)
        document["cluster"] = clusterJson(scenario);
    if (scenario.language != Scenario{}.language)
        document["language"] = scenario.language;
    if (!scenario.translations.empty())
        document["translations"] = scenario.translations;
}

} // namespace tco
