#include "scenario/ScenarioFields.h"

#include "catalog/Catalog.h"
#include "scenario/Resolve.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioJson.h"
#include "scenario/ScenarioRules.h"
#include "text/Translatable.h"
#include "units/Data.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <type_traits>

namespace tco {
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

GpuCommitment& gpuCommitment(Scenario& scenario, std::size_t option)
{
    return *rented(scenario, option).commitment;
}

const GpuCommitment& gpuCommitment(const Scenario& scenario, std::size_t option)
{
    return *rented(scenario, option).commitment;
}

SpendCommitment& spendCommitment(Scenario& scenario, std::size_t offer)
{
    return *scenario.apiOffers[offer].commitment;
}

const SpendCommitment& spendCommitment(const Scenario& scenario, std::size_t offer)
{
    return *scenario.apiOffers[offer].commitment;
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
constexpr ScenarioField apiPriceField(const char* key, const char* label, const char* help)
{
    return ScenarioField{
        .section = FieldSection::ApiOffer,
        .key = key,
        .label = label,
        .unit = TCO_TRANSLATABLE("ScenarioFields", "per million tokens"),
        .help = help,
        .rule = PRICE_PER_MTOK,
        .get = [](const Scenario& s, const Catalog& c,
                  std::size_t i) { return (resolveTariff(s.apiOffers[i], c).*tariffPrice).amount; },
        .set = [](Scenario& s, const Catalog& c, std::size_t i,
                  double v) { setOverride(s.apiOffers[i].*typedPrice, resolveTariff(s.apiOffers[i], c).*tariffPrice, v); },
        .currency = [](const Scenario& s, const Catalog& c,
                       std::size_t i) { return (resolveTariff(s.apiOffers[i], c).*tariffPrice).currency; },
        .fromCatalog = true,
        .typedIn = [](const Scenario& s, std::size_t i) { return (s.apiOffers[i].*typedPrice).has_value(); },
        .defaultRange = default_ranges::API_PRICE,
    };
}

/// A number of an option's serving assumptions, held as it is in the file.
template <double ServingAssumptions::* member>
constexpr ScenarioField servingNumber(const char* key, const char* label, const char* unit, const char* help, NumberRule rule,
                                      FieldUse use = FieldUse::Driver)
{
    return ScenarioField{
        .section = FieldSection::Serving,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].serving.*member; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.*member = v; },
        .use = use,
    };
}

/// A duration of an option's serving assumptions, which the file holds in the unit `fromFile`
/// and `toFile` convert from and to.
template <Seconds ServingAssumptions::* member, Seconds (*fromFile)(double), double (*toFile)(Seconds)>
constexpr ScenarioField servingDuration(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = FieldSection::Serving,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&,
                  std::size_t i) { return inDocumentDigits(toFile(s.selfHosted[i].serving.*member)); },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].serving.*member = fromFile(v); },
        .use = FieldUse::Setting,
    };
}

/// A whole-number setting of an option's serving assumptions.
template <int ServingAssumptions::* member>
constexpr ScenarioField servingCount(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = FieldSection::Serving,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(s.selfHosted[i].serving.*member); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { s.selfHosted[i].serving.*member = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    };
}

/// A parallel degree an option fixes; zero leaves it to the search.
template <int LayoutChoice::* member>
constexpr ScenarioField layoutDegree(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = FieldSection::Serving,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&,
                  std::size_t i) { return static_cast<double>(s.selfHosted[i].serving.layout.*member); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { s.selfHosted[i].serving.layout.*member = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    };
}

/// The scale-out network's bandwidth per GPU, in GB/s in the file; zero takes the GPU's figure.
constexpr ScenarioField scaleOutBandwidthField(const char* key, const char* label, const char* unit, const char* help,
                                               NumberRule rule)
{
    return ScenarioField{
        .section = FieldSection::Serving,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&,
                  std::size_t i) { return inDocumentDigits(inGigabytesPerSecond(s.selfHosted[i].serving.scaleOutBandwidth)); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { s.selfHosted[i].serving.scaleOutBandwidth = gigabytesPerSecond(v); },
        .use = FieldUse::Setting,
    };
}

/// `field`, whose default is fitted to published measurements (docs/sizing-model.md §9), and which
/// analyses vary by the fit's error.
constexpr ScenarioField calibrated(ScenarioField field)
{
    field.calibratedDefault = true;
    field.defaultRange = default_ranges::SERVING_EFFICIENCY;
    return field;
}

/// `field`, which analyses vary over `range` of its value unless the scenario gives another.
constexpr ScenarioField ranged(ScenarioField field, DefaultRange range)
{
    field.defaultRange = range;
    return field;
}

/// `field`, which the file must give.
constexpr ScenarioField required(ScenarioField field)
{
    field.required = true;
    return field;
}

/// `field`, an amount the file gives with its currency, held at `money`.
constexpr ScenarioField heldIn(ScenarioField field, Money& (*money)(Scenario&, std::size_t))
{
    field.money = money;
    return field;
}

FineTuning& fineTuning(Scenario& scenario)
{
    return *scenario.oneTime.fineTuning;
}

const FineTuning& fineTuning(const Scenario& scenario)
{
    return *scenario.oneTime.fineTuning;
}

constexpr std::array COSTING_FIELDS{
    required(ScenarioField{
        .section = FieldSection::Scenario,
        .key = "horizon_months",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Horizon"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "months"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "The period cumulative cost and net present value run over, 1 to 240 months."),
        .rule = HORIZON_MONTHS,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return static_cast<double>(s.horizonMonths); },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.horizonMonths = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    }),
    ScenarioField{
        .section = FieldSection::Scenario,
        .key = "discount_rate_per_year",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Discount rate"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "a year"),
        .help
        = TCO_TRANSLATABLE("ScenarioFields", "The rate the net present value discounts future months at; 0 gives the plain sum."),
        .rule = DISCOUNT_RATE_PER_YEAR,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.discountRatePerYear; },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.discountRatePerYear = v; },
    },
    ranged(required(ScenarioField{
               .section = FieldSection::ExchangeRate,
               .key = "usd_per_unit",
               .label = TCO_TRANSLATABLE("ScenarioFields", "exchange rate"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "USD per unit"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "What one unit of the currency is worth in US dollars."),
               .rule = USD_PER_UNIT,
               .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.currency.exchangeRates[i].usdPerUnit; },
               .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.currency.exchangeRates[i].usdPerUnit = v; },
           }),
           default_ranges::EXCHANGE_RATE),

    ranged(required(ScenarioField{
               .section = FieldSection::Workload,
               .key = "tokens_per_day",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Tokens per day"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "tokens/day"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Input plus output tokens on an average day."),
               .rule = TOKENS_PER_DAY,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.tokensPerDay.value(); },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.tokensPerDay = TokensPerDay(v); },
               .spansScale = true,
               .most = [](const Scenario& s) { return mostTokensPerDay(s.workload.monthlyGrowth, s.horizonMonths); },
           }),
           default_ranges::VOLUME),
    ranged(
        required(ScenarioField{
            .section = FieldSection::Workload,
            .key = "input_tokens_per_request",
            .label = TCO_TRANSLATABLE("ScenarioFields", "Input per request"),
            .unit = TCO_TRANSLATABLE("ScenarioFields", "tokens"),
            .help = TCO_TRANSLATABLE("ScenarioFields", "Prompt length of an average request: system prompt, context, question."),
            .rule = INPUT_TOKENS_PER_REQUEST,
            .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.inputTokensPerRequest.value(); },
            .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.inputTokensPerRequest = Tokens(v); },
        }),
        default_ranges::REQUEST_SHAPE),
    ranged(required(ScenarioField{
               .section = FieldSection::Workload,
               .key = "output_tokens_per_request",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Output per request"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "tokens"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Completion length of an average request, reasoning tokens included."),
               .rule = OUTPUT_TOKENS_PER_REQUEST,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.outputTokensPerRequest.value(); },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.outputTokensPerRequest = Tokens(v); },
           }),
           default_ranges::REQUEST_SHAPE),
    ranged(ScenarioField{
               .section = FieldSection::Workload,
               .key = "cached_input_share",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Cached input"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "of input"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Share of input tokens an API reads from its prompt cache."),
               .rule = SHARE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.cachedInputShare; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.cachedInputShare = v; },
           },
           default_ranges::TRAFFIC_MIX),
    ranged(ScenarioField{
               .section = FieldSection::Workload,
               .key = "cache_write_share",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Cache writes"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "of input"),
               .help = TCO_TRANSLATABLE("ScenarioFields",
                                        "Share of input tokens written to the prompt cache; with cached input at most 100 %."),
               .rule = SHARE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.cacheWriteShare; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.cacheWriteShare = v; },
           },
           default_ranges::TRAFFIC_MIX),
    ranged(ScenarioField{
               .section = FieldSection::Workload,
               .key = "batch_share",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Batch requests"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "of requests"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Share of requests that can wait for a batch API."),
               .rule = SHARE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.batchShare; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.batchShare = v; },
           },
           default_ranges::TRAFFIC_MIX),
    ranged(ScenarioField{
               .section = FieldSection::Workload,
               .key = "peak_to_average",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Peak to average"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "ratio"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "The busiest hour's rate over the day's average, 1 to 100."),
               .rule = PEAK_TO_AVERAGE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.peakToAverage; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.peakToAverage = v; },
               // A load profile sets the busiest hour itself.
               .applies = [](const Scenario& s) { return !s.workload.loadProfile.has_value(); },
               .sizingOnly = true,
           },
           default_ranges::REQUEST_SHAPE),
    ranged(ScenarioField{
               .section = FieldSection::Workload,
               .key = "monthly_growth",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Monthly growth"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "a month"),
               .help = TCO_TRANSLATABLE("ScenarioFields",
                                        "Compound growth of tokens per day from one month to the next; negative for a decline."),
               .rule = MONTHLY_GROWTH,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.monthlyGrowth; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.monthlyGrowth = v; },
               .most = [](const Scenario& s) { return mostMonthlyGrowth(s.workload.tokensPerDay.value(), s.horizonMonths); },
           },
           default_ranges::TRAFFIC_MIX),
    ScenarioField{
        .section = FieldSection::Workload,
        .key = "output_tokens_per_second_per_user",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Speed per user"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "tokens/s"),
        .help
        = TCO_TRANSLATABLE("ScenarioFields",
                           "The decoding speed each user must see; 25 is MLPerf Inference's interactive bound for Llama 2 70B."),
        .rule = TOKENS_PER_SECOND_PER_USER,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.workload.outputTokensPerSecondPerUser.value(); },
        .set = [](Scenario& s, const Catalog&, std::size_t,
                  double v) { s.workload.outputTokensPerSecondPerUser = TokensPerSecond(v); },
        .sizingOnly = true,
    },
    // The file holds milliseconds; zero is no target.
    ScenarioField{
        .section = FieldSection::Workload,
        .key = "time_to_first_token_ms",
        .label = TCO_TRANSLATABLE("ScenarioFields", "First-token target"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "ms"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "The longest a user may wait for the first token at the busiest hour; 0 sets no bound."),
        .rule = MILLISECONDS,
        .get = [](const Scenario& s, const Catalog&,
                  std::size_t) { return inDocumentDigits(inMilliseconds(s.workload.timeToFirstToken)); },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.workload.timeToFirstToken = milliseconds(v); },
        .sizingOnly = true,
    },

    ScenarioField{
        .section = FieldSection::SelfHosted,
        .key = "gpus",
        .label = TCO_TRANSLATABLE("ScenarioFields", "fewest GPUs"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "The fewest GPUs the fleet holds (servers already bought, a reservation); the fleet still grows "
                                 "when the workload needs more. Leave empty to size the fleet from the workload alone."),
        .rule = GPU_COUNT,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(s.selfHosted[i].gpus.value_or(0)); },
        .set
        = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].gpus = static_cast<int>(std::lround(v)); },
        .present = [](const Scenario& s, std::size_t i) { return s.selfHosted[i].gpus.has_value(); },
        .use = FieldUse::Setting,
    },
    heldIn(
        ScenarioField{
            .section = FieldSection::SelfHosted,
            .key = "software_per_gpu_year",
            .label = TCO_TRANSLATABLE("ScenarioFields", "software"),
            .unit = TCO_TRANSLATABLE("ScenarioFields", "per GPU-year"),
            .help = TCO_TRANSLATABLE("ScenarioFields", "Licences: inference server, monitoring, OS support."),
            .rule = MONEY,
            .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].softwarePerGpuYear.amount; },
            .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(s.selfHosted[i].softwarePerGpuYear, v); },
            .currency
            = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].softwarePerGpuYear.currency; },
        },
        [](Scenario& s, std::size_t i) -> Money& { return s.selfHosted[i].softwarePerGpuYear; }),
    heldIn(
        ScenarioField{
            .section = FieldSection::SelfHosted,
            .key = "other_per_month",
            .label = TCO_TRANSLATABLE("ScenarioFields", "other costs"),
            .unit = TCO_TRANSLATABLE("ScenarioFields", "per month"),
            .help = TCO_TRANSLATABLE("ScenarioFields", "Storage, monitoring and other running costs outside the compute bill."),
            .rule = MONEY,
            .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].otherPerMonth.amount; },
            .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(s.selfHosted[i].otherPerMonth, v); },
            .currency = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].otherPerMonth.currency; },
        },
        [](Scenario& s, std::size_t i) -> Money& { return s.selfHosted[i].otherPerMonth; }),
    ScenarioField{
        .section = FieldSection::SelfHosted,
        .key = "price_trend_per_year",
        .label = TCO_TRANSLATABLE("ScenarioFields", "price trend"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "a year"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "Compound yearly change of the compute price over the horizon: the rental per GPU-hour, or "
                                 "the price of servers bought later; negative when prices fall (cost facts "
                                 "gpu-rental-price-trend, server-price-trend-same-model)."),
        .rule = PRICE_TREND_PER_YEAR,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.selfHosted[i].priceTrendPerYear; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.selfHosted[i].priceTrendPerYear = v; },
    },

    ranged(
        ScenarioField{
            .section = FieldSection::Rented,
            .key = "price_per_gpu_hour",
            .label = TCO_TRANSLATABLE("ScenarioFields", "price per GPU-hour"),
            .unit = TCO_TRANSLATABLE("ScenarioFields", "per GPU-hour"),
            .help
            = TCO_TRANSLATABLE("ScenarioFields",
                               "Required without a catalog offer; with one, a negotiated price that replaces the catalog's."),
            .rule = PRICE_PER_GPU_HOUR,
            .get = [](const Scenario& s, const Catalog& c, std::size_t i) { return listPricePerGpuHour(rented(s, i), c).amount; },
            .set = [](Scenario& s, const Catalog& c, std::size_t i,
                      double v) { setOverride(rented(s, i).pricePerGpuHour, listPricePerGpuHour(rented(s, i), c), v); },
            .currency
            = [](const Scenario& s, const Catalog& c, std::size_t i) { return listPricePerGpuHour(rented(s, i), c).currency; },
            .fromCatalog = true,
            .typedIn = [](const Scenario& s, std::size_t i) { return rented(s, i).pricePerGpuHour.has_value(); },
        },
        default_ranges::GPU_RENTAL),
    ScenarioField{
        .section = FieldSection::Rented,
        .key = "discount",
        .label = TCO_TRANSLATABLE("ScenarioFields", "cloud discount"),
        .unit = "",
        .help = TCO_TRANSLATABLE("ScenarioFields", "Negotiated or committed-use discount off the price, 0 to 99 %."),
        .rule = DISCOUNT,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).discount; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).discount = v; },
    },
    ScenarioField{
        .section = FieldSection::Rented,
        .key = "spot_interruption_overhead",
        .label = TCO_TRANSLATABLE("ScenarioFields", "spot overhead"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of fleet"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Extra capacity held to absorb pre-emptions; spot pricing only."),
        .rule = SURCHARGE_SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).spotInterruptionOverhead; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).spotInterruptionOverhead = v; },
    },
    ScenarioField{
        .section = FieldSection::Rented,
        .key = "hours_per_day",
        .label = TCO_TRANSLATABLE("ScenarioFields", "hours rented a day"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "hours"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Hours a day the GPUs are rented, at most 24."),
        .rule = RENTED_HOURS_PER_DAY,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).hoursPerDay; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).hoursPerDay = v; },
    },
    ScenarioField{
        .section = FieldSection::Rented,
        .key = "extra_cost_share",
        .label = TCO_TRANSLATABLE("ScenarioFields", "extra cloud costs"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of GPU bill"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "Storage, egress, support and other items on the cloud bill; the catalog's cost fact "
                                 "cloud-hidden-cost-uplift puts them at 30–50 %."),
        .rule = SURCHARGE_SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return rented(s, i).extraCostShare; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { rented(s, i).extraCostShare = v; },
    },

    required(ScenarioField{
        .section = FieldSection::RentedCommitment,
        .key = "gpus",
        .label = TCO_TRANSLATABLE("ScenarioFields", "reserved GPUs"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "GPUs reserved for the term at the option's price, billed around the clock whether the "
                                 "workload needs them or not."),
        .rule = GPU_COUNT,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(gpuCommitment(s, i).gpus); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { gpuCommitment(s, i).gpus = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    }),
    ScenarioField{
        .section = FieldSection::RentedCommitment,
        .key = "term_months",
        .label = TCO_TRANSLATABLE("ScenarioFields", "reservation term"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "months"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "How long the reservation binds; at its end it renews for the GPUs the month then needs."),
        .rule = COMMITMENT_TERM_MONTHS,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(gpuCommitment(s, i).termMonths); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { gpuCommitment(s, i).termMonths = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    },
    ranged(heldIn(ScenarioField{
                      .section = FieldSection::RentedCommitment,
                      .key = "above_commitment_per_gpu_hour",
                      .label = TCO_TRANSLATABLE("ScenarioFields", "price beyond the reservation"),
                      .unit = TCO_TRANSLATABLE("ScenarioFields", "per GPU-hour"),
                      .help = TCO_TRANSLATABLE("ScenarioFields",
                                               "What a GPU beyond the reserved ones costs an hour (on demand, say); when empty, "
                                               "the option's own price."),
                      .rule = PRICE_PER_GPU_HOUR,
                      .get = [](const Scenario& s, const Catalog&,
                                std::size_t i) { return gpuCommitment(s, i).abovePerGpuHour.value_or(Money{}).amount; },
                      .set = [](Scenario& s, const Catalog&, std::size_t i,
                                double v) { setAmount(*gpuCommitment(s, i).abovePerGpuHour, v); },
                      .currency = [](const Scenario& s, const Catalog&,
                                     std::size_t i) { return gpuCommitment(s, i).abovePerGpuHour.value_or(Money{}).currency; },
                      .present = [](const Scenario& s, std::size_t i) { return gpuCommitment(s, i).abovePerGpuHour.has_value(); },
                  },
                  [](Scenario& s, std::size_t i) -> Money& {
                      std::optional<Money>& price = gpuCommitment(s, i).abovePerGpuHour;
                      return price ? *price : price.emplace();
                  }),
           default_ranges::GPU_RENTAL),

    ranged(required(heldIn(
               ScenarioField{
                   .section = FieldSection::Owned,
                   .key = "server_price",
                   .label = TCO_TRANSLATABLE("ScenarioFields", "server price"),
                   .unit = TCO_TRANSLATABLE("ScenarioFields", "per server"),
                   .help = TCO_TRANSLATABLE(
                       "ScenarioFields",
                       "One server of the GPU's GPUs per server (a whole rack for NVL72), network cards included."),
                   .rule = POSITIVE_MONEY,
                   .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverPrice.amount; },
                   .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(owned(s, i).serverPrice, v); },
                   .currency = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverPrice.currency; },
               },
               [](Scenario& s, std::size_t i) -> Money& { return owned(s, i).serverPrice; })),
           default_ranges::HARDWARE_PRICE),
    required(ScenarioField{
        .section = FieldSection::Owned,
        .key = "life_years",
        .label = TCO_TRANSLATABLE("ScenarioFields", "life"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "years"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Depreciation period (cost facts depr-neocloud, depr-hyperscaler)."),
        .rule = LIFE_YEARS,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).lifeYears; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).lifeYears = v; },
    }),
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "residual_value_share",
        .label = TCO_TRANSLATABLE("ScenarioFields", "residual value"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of price"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Share of the price recovered at end of life."),
        .rule = SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).residualValueShare; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).residualValueShare = v; },
    },
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "cost_of_capital_per_year",
        .label = TCO_TRANSLATABLE("ScenarioFields", "cost of capital"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "a year"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Interest on the capital tied up in the servers."),
        .rule = SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).costOfCapitalPerYear; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).costOfCapitalPerYear = v; },
    },
    ranged(
        required(heldIn(
            ScenarioField{
                .section = FieldSection::Owned,
                .key = "power_price_per_kwh",
                .label = TCO_TRANSLATABLE("ScenarioFields", "power price"),
                .unit = TCO_TRANSLATABLE("ScenarioFields", "per kWh"),
                .help = TCO_TRANSLATABLE("ScenarioFields", "Electricity price."),
                .rule = POWER_PRICE_PER_KWH,
                .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerPricePerKwh.amount; },
                .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(owned(s, i).powerPricePerKwh, v); },
                .currency
                = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerPricePerKwh.currency; },
            },
            [](Scenario& s, std::size_t i) -> Money& { return owned(s, i).powerPricePerKwh; })),
        default_ranges::POWER_PRICE),
    ranged(required(ScenarioField{
               .section = FieldSection::Owned,
               .key = "pue",
               .label = TCO_TRANSLATABLE("ScenarioFields", "PUE"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "ratio"),
               .help = TCO_TRANSLATABLE("ScenarioFields",
                                        "Facility power over IT power, 1 to 5 (cost facts pue-global-avg-2025, pue-hyperscale)."),
               .rule = PUE,
               .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).powerUsageEffectiveness; },
               .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).powerUsageEffectiveness = v; },
           }),
           default_ranges::FACILITY_EFFICIENCY),
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "server_overhead_watts",
        .label = TCO_TRANSLATABLE("ScenarioFields", "server overhead"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "W"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Power beyond the GPUs' TDP: CPUs, memory, fans, network cards, switches."),
        .rule = SERVER_OVERHEAD_WATTS,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).serverOverhead.value(); },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).serverOverhead = Watts(v); },
    },
    ranged(heldIn(ScenarioField{
                      .section = FieldSection::Owned,
                      .key = "colocation_per_kw_month",
                      .label = TCO_TRANSLATABLE("ScenarioFields", "colocation"),
                      .unit = TCO_TRANSLATABLE("ScenarioFields", "per kW-month"),
                      .help = TCO_TRANSLATABLE("ScenarioFields", "Colocation rent (cost facts colo-*)."),
                      .rule = MONEY,
                      .get
                      = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).colocationPerKwMonth.amount; },
                      .set = [](Scenario& s, const Catalog&, std::size_t i,
                                double v) { setAmount(owned(s, i).colocationPerKwMonth, v); },
                      .currency = [](const Scenario& s, const Catalog&,
                                     std::size_t i) { return owned(s, i).colocationPerKwMonth.currency; },
                  },
                  [](Scenario& s, std::size_t i) -> Money& { return owned(s, i).colocationPerKwMonth; }),
           default_ranges::COLOCATION),
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "maintenance_share_per_year",
        .label = TCO_TRANSLATABLE("ScenarioFields", "maintenance"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of price a year"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Support contracts and spares, as a share of capex per year."),
        .rule = SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).maintenanceSharePerYear; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).maintenanceSharePerYear = v; },
    },
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "networking_share",
        .label = TCO_TRANSLATABLE("ScenarioFields", "networking"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of price"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "Switches and cabling as a share of server capex (cost fact network-share-cluster)."),
        .rule = SHARE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).networkingShare; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).networkingShare = v; },
    },
    ScenarioField{
        .section = FieldSection::Owned,
        .key = "declining_balance_factor",
        .label = TCO_TRANSLATABLE("ScenarioFields", "declining-balance factor"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "× straight-line"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "With declining-balance depreciation, the share of book value written off each period as a "
                                 "multiple of the straight-line rate: 2 for double-declining."),
        .rule = DECLINING_BALANCE_FACTOR,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return owned(s, i).decliningBalanceFactor; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { owned(s, i).decliningBalanceFactor = v; },
        .use = FieldUse::Setting,
    },

    calibrated(servingNumber<&ServingAssumptions::memoryBandwidthUtilization>(
        "memory_bandwidth_utilization", TCO_TRANSLATABLE("ScenarioFields", "memory-bandwidth efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of peak memory bandwidth decoding reaches (MBU)."), SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::expertBandwidthUtilization>(
        "expert_bandwidth_utilization", TCO_TRANSLATABLE("ScenarioFields", "expert-bandwidth efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of that bandwidth a mixture of experts' routed experts reach."),
        SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::decodeComputeUtilization>(
        "decode_compute_utilization", TCO_TRANSLATABLE("ScenarioFields", "decode compute efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "Share of peak tensor throughput a compute-bound decoding step's linear layers reach (MFU)."),
        SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::attentionComputeUtilization>(
        "attention_compute_utilization", TCO_TRANSLATABLE("ScenarioFields", "attention compute efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of peak tensor throughput decoding attention's own products reach."),
        SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::expertComputeUtilization>(
        "expert_compute_utilization", TCO_TRANSLATABLE("ScenarioFields", "expert compute efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "Share of peak tensor throughput the routed experts' grouped GEMMs reach with many tokens per expert."),
        SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::routingImbalance>(
        "routing_imbalance", TCO_TRANSLATABLE("ScenarioFields", "routing imbalance"),
        TCO_TRANSLATABLE("ScenarioFields", "over the mean"),
        TCO_TRANSLATABLE("ScenarioFields", "Tokens the busiest expert-parallel GPU receives beyond the mean, beyond chance."),
        IMBALANCE)),
    calibrated(servingNumber<&ServingAssumptions::linkBandwidthUtilization>(
        "link_bandwidth_utilization", TCO_TRANSLATABLE("ScenarioFields", "NVLink efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of the scale-up link's bandwidth that all-reduces and all-to-alls reach."),
        SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::scaleOutBandwidthUtilization>(
        "scale_out_bandwidth_utilization", TCO_TRANSLATABLE("ScenarioFields", "network efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of the scale-out network's bandwidth that transfers reach."), SERVING_SHARE)),
    calibrated(servingNumber<&ServingAssumptions::prefillComputeUtilization>(
        "prefill_compute_utilization", TCO_TRANSLATABLE("ScenarioFields", "prefill compute efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of peak tensor throughput prefill reaches."), SERVING_SHARE)),
    servingNumber<&ServingAssumptions::targetUtilization>(
        "target_utilization", TCO_TRANSLATABLE("ScenarioFields", "target utilization"), "",
        TCO_TRANSLATABLE("ScenarioFields", "Share of a replica's throughput planned for the busiest hour."), TARGET_UTILIZATION),
    ranged(servingNumber<&ServingAssumptions::schedulerEfficiency>(
               "scheduler_efficiency", TCO_TRANSLATABLE("ScenarioFields", "scheduler efficiency"), "",
               TCO_TRANSLATABLE("ScenarioFields", "Share of the fleet's GPUs that can hold a replica after placement."),
               SERVING_SHARE),
           default_ranges::SERVING_EFFICIENCY),
    servingNumber<&ServingAssumptions::memoryUtilization>(
        "memory_utilization", TCO_TRANSLATABLE("ScenarioFields", "memory used"), "",
        TCO_TRANSLATABLE("ScenarioFields",
                         "Share of memory the engine may fill: of what weights and runtime leave, for the KV cache "
                         "(TensorRT-LLM's free_gpu_memory_fraction), or of the device (vLLM's gpu_memory_utilization), as "
                         "the memory accounting says."),
        SERVING_SHARE, FieldUse::Setting),
    calibrated(servingNumber<&ServingAssumptions::expertTokensAtHalfEfficiency>(
        "expert_tokens_at_half_efficiency", TCO_TRANSLATABLE("ScenarioFields", "tokens per expert at half efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "tokens"),
        TCO_TRANSLATABLE("ScenarioFields", "Tokens per expert at which an expert's GEMM reaches half its efficiency."),
        TOKENS_PER_EXPERT, FieldUse::Setting)),
    calibrated(servingNumber<&ServingAssumptions::fp4ComputeEfficiency>(
        "fp4_compute_efficiency", TCO_TRANSLATABLE("ScenarioFields", "FP4 compute efficiency"),
        TCO_TRANSLATABLE("ScenarioFields", "relative to other formats"),
        TCO_TRANSLATABLE("ScenarioFields", "Share of their peak FP4 kernels reach, relative to other formats' share of theirs."),
        SERVING_SHARE, FieldUse::Setting)),
    calibrated(servingDuration<&ServingAssumptions::requestOverhead, milliseconds, inMilliseconds>(
        "request_overhead_ms", TCO_TRANSLATABLE("ScenarioFields", "request overhead"), TCO_TRANSLATABLE("ScenarioFields", "ms"),
        TCO_TRANSLATABLE("ScenarioFields", "Time before the first token outside the GPUs: API server, tokenization, scheduling."),
        MILLISECONDS)),
    servingCount<&ServingAssumptions::schedulerPollSteps>(
        "scheduler_poll_steps", TCO_TRANSLATABLE("ScenarioFields", "scheduler poll interval"),
        TCO_TRANSLATABLE("ScenarioFields", "steps"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "Decoding steps between the engine's looks for new requests: 1 for vLLM and TensorRT-LLM, SGLang's "
                         "--scheduler-recv-interval otherwise. A request waits half of them on average."),
        POLL_STEPS),
    calibrated(servingDuration<&ServingAssumptions::sequenceOverhead, microseconds, inMicroseconds>(
        "sequence_overhead_us", TCO_TRANSLATABLE("ScenarioFields", "host time per sequence"),
        TCO_TRANSLATABLE("ScenarioFields", "µs"),
        TCO_TRANSLATABLE("ScenarioFields", "Host time per sequence and decoding step: scheduling, sampling, detokenization."),
        MICROSECONDS)),
    calibrated(servingDuration<&ServingAssumptions::layerOverhead, microseconds, inMicroseconds>(
        "layer_overhead_us", TCO_TRANSLATABLE("ScenarioFields", "time per layer"), TCO_TRANSLATABLE("ScenarioFields", "µs"),
        TCO_TRANSLATABLE("ScenarioFields", "Fixed time per layer and decoding step: kernel launches, synchronisation."),
        MICROSECONDS)),
    scaleOutBandwidthField(
        "scale_out_gb_per_s", TCO_TRANSLATABLE("ScenarioFields", "network bandwidth per GPU"),
        TCO_TRANSLATABLE("ScenarioFields", "GB/s"),
        TCO_TRANSLATABLE("ScenarioFields", "Network between scale-up domains, one direction; 0 takes the GPU's catalog figure."),
        LINK_GB_PER_S),
    calibrated(servingDuration<&ServingAssumptions::scaleUpLatency, microseconds, inMicroseconds>(
        "scale_up_latency_us", TCO_TRANSLATABLE("ScenarioFields", "NVLink latency"), TCO_TRANSLATABLE("ScenarioFields", "µs"),
        TCO_TRANSLATABLE("ScenarioFields", "Latency of one collective within a scale-up domain."), MICROSECONDS)),
    calibrated(servingDuration<&ServingAssumptions::scaleOutLatency, microseconds, inMicroseconds>(
        "scale_out_latency_us", TCO_TRANSLATABLE("ScenarioFields", "network latency"), TCO_TRANSLATABLE("ScenarioFields", "µs"),
        TCO_TRANSLATABLE("ScenarioFields", "Latency of one transfer or collective across the network."), MICROSECONDS)),
    servingCount<&ServingAssumptions::maxBatchSequences>(
        "max_batch_sequences", TCO_TRANSLATABLE("ScenarioFields", "batch limit"), TCO_TRANSLATABLE("ScenarioFields", "sequences"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "The engine's batch limit; 0 takes vLLM's default (1024 on GPUs of 70 GiB or more, else 256)."),
        BATCH_SEQUENCES),
    servingNumber<&ServingAssumptions::maxBatchedTokens>(
        "max_batched_tokens", TCO_TRANSLATABLE("ScenarioFields", "tokens per step"), TCO_TRANSLATABLE("ScenarioFields", "tokens"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "The engine's largest forward pass, which sizes its activation buffers; default 8192."),
        BATCHED_TOKENS, FieldUse::Setting),
    layoutDegree<&LayoutChoice::gpus>(
        "gpus_per_instance", TCO_TRANSLATABLE("ScenarioFields", "GPUs per instance"), TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        TCO_TRANSLATABLE("ScenarioFields", "GPUs of one engine instance; 0 lets the search choose."), PARALLEL_DEGREE),
    layoutDegree<&LayoutChoice::tensorParallel>(
        "tensor_parallel", TCO_TRANSLATABLE("ScenarioFields", "tensor parallelism"), TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        TCO_TRANSLATABLE("ScenarioFields", "GPUs sharing each attention rank's heads; 0 lets the search choose."),
        PARALLEL_DEGREE),
    layoutDegree<&LayoutChoice::pipelineParallel>(
        "pipeline_parallel", TCO_TRANSLATABLE("ScenarioFields", "pipeline stages"), TCO_TRANSLATABLE("ScenarioFields", "stages"),
        TCO_TRANSLATABLE("ScenarioFields", "Consecutive stages the layers are split into; 0 lets the search choose."),
        PARALLEL_DEGREE),
    layoutDegree<&LayoutChoice::attentionDataParallel>(
        "attention_dp", TCO_TRANSLATABLE("ScenarioFields", "attention data parallelism"),
        TCO_TRANSLATABLE("ScenarioFields", "ranks"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "Attention ranks, each with its own sequences and KV cache; 0 lets the search choose."),
        PARALLEL_DEGREE),
    layoutDegree<&LayoutChoice::expertParallel>(
        "expert_parallel", TCO_TRANSLATABLE("ScenarioFields", "expert parallelism"), TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        TCO_TRANSLATABLE("ScenarioFields", "GPUs the routed experts are spread over; 0 lets the search choose."),
        PARALLEL_DEGREE),

    ranged(required(ScenarioField{
               .section = FieldSection::Staffing,
               .key = "base_fte",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Base team"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "FTE"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Full-time equivalents who run any self-hosted deployment."),
               .rule = FTE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.baseFte; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.staffing.baseFte = v; },
           }),
           default_ranges::TEAM_SIZE),
    ranged(ScenarioField{
               .section = FieldSection::Staffing,
               .key = "gpus_per_additional_fte",
               .label = TCO_TRANSLATABLE("ScenarioFields", "GPUs per additional FTE"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "One more person for every this many GPUs; 0 keeps the team fixed."),
               .rule = GPUS_PER_FTE,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.gpusPerAdditionalFte; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.staffing.gpusPerAdditionalFte = v; },
           },
           default_ranges::TEAM_SIZE),
    ranged(
        required(heldIn(
            ScenarioField{
                .section = FieldSection::Staffing,
                .key = "monthly_cost_per_fte",
                .label = TCO_TRANSLATABLE("ScenarioFields", "Staff cost"),
                .unit = TCO_TRANSLATABLE("ScenarioFields", "per FTE-month"),
                .help = TCO_TRANSLATABLE(
                    "ScenarioFields", "Loaded cost: salary, employer's social charges, overheads (cost facts eng-*)."),
                .rule = MONEY,
                .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.monthlyCostPerFte.amount; },
                .set = [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.staffing.monthlyCostPerFte, v); },
                .currency = [](const Scenario& s, const Catalog&, std::size_t) { return s.staffing.monthlyCostPerFte.currency; },
            },
            [](Scenario& s, std::size_t) -> Money& { return s.staffing.monthlyCostPerFte; })),
        default_ranges::STAFF_COST),

    heldIn(ScenarioField{
               .section = FieldSection::OneTime,
               .key = "setup",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Setup"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "once"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Engineering to stand the deployment up."),
               .rule = MONEY,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.setup.amount; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.oneTime.setup, v); },
               .currency = [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.setup.currency; },
           },
           [](Scenario& s, std::size_t) -> Money& { return s.oneTime.setup; }),
    heldIn(ScenarioField{
               .section = FieldSection::OneTime,
               .key = "migration",
               .label = TCO_TRANSLATABLE("ScenarioFields", "Migration"),
               .unit = TCO_TRANSLATABLE("ScenarioFields", "once"),
               .help = TCO_TRANSLATABLE("ScenarioFields", "Moving workloads and integrations over."),
               .rule = MONEY,
               .get = [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.migration.amount; },
               .set = [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(s.oneTime.migration, v); },
               .currency = [](const Scenario& s, const Catalog&, std::size_t) { return s.oneTime.migration.currency; },
           },
           [](Scenario& s, std::size_t) -> Money& { return s.oneTime.migration; }),

    required(ScenarioField{
        .section = FieldSection::FineTuning,
        .key = "training_tokens",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Fine-tuning tokens"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "tokens"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "Tokens the run trains on, epochs included."),
        .rule = TRAINING_TOKENS,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return fineTuning(s).trainingTokens.value(); },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { fineTuning(s).trainingTokens = Tokens(v); },
        .use = FieldUse::Setting,
    }),
    required(ScenarioField{
        .section = FieldSection::FineTuning,
        .key = "gpus",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Fine-tuning GPUs"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        .help = TCO_TRANSLATABLE("ScenarioFields", "GPUs the run uses."),
        .rule = GPU_COUNT,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return static_cast<double>(fineTuning(s).gpus); },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { fineTuning(s).gpus = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    }),
    ranged(
        required(heldIn(
            ScenarioField{
                .section = FieldSection::FineTuning,
                .key = "price_per_gpu_hour",
                .label = TCO_TRANSLATABLE("ScenarioFields", "Fine-tuning price per GPU-hour"),
                .unit = TCO_TRANSLATABLE("ScenarioFields", "per GPU-hour"),
                .help = TCO_TRANSLATABLE("ScenarioFields", "What one of the GPUs costs an hour."),
                .rule = PRICE_PER_GPU_HOUR,
                .get = [](const Scenario& s, const Catalog&, std::size_t) { return fineTuning(s).pricePerGpuHour.amount; },
                .set = [](Scenario& s, const Catalog&, std::size_t, double v) { setAmount(fineTuning(s).pricePerGpuHour, v); },
                .currency = [](const Scenario& s, const Catalog&, std::size_t) { return fineTuning(s).pricePerGpuHour.currency; },
            },
            [](Scenario& s, std::size_t) -> Money& { return fineTuning(s).pricePerGpuHour; })),
        default_ranges::GPU_RENTAL),
    ScenarioField{
        .section = FieldSection::FineTuning,
        .key = "mfu",
        .label = TCO_TRANSLATABLE("ScenarioFields", "Fine-tuning compute efficiency"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of peak"),
        .help
        = TCO_TRANSLATABLE("ScenarioFields", "Share of BF16 peak the training reaches; Meta reports 38–43 % for Llama 3 405B."),
        .rule = TRAINING_MFU,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return fineTuning(s).computeUtilization; },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { fineTuning(s).computeUtilization = v; },
        .use = FieldUse::Setting,
    },

    apiPriceField<&ApiTariff::input, &ApiOffer::inputPerMillionTokens>(
        "input_per_mtok", TCO_TRANSLATABLE("ScenarioFields", "input price"),
        TCO_TRANSLATABLE("ScenarioFields", "Uncached input; replaces the catalog's price when given.")),
    apiPriceField<&ApiTariff::output, &ApiOffer::outputPerMillionTokens>(
        "output_per_mtok", TCO_TRANSLATABLE("ScenarioFields", "output price"),
        TCO_TRANSLATABLE("ScenarioFields", "Output, reasoning included; replaces the catalog's price when given.")),
    apiPriceField<&ApiTariff::cachedInput, &ApiOffer::cachedInputPerMillionTokens>(
        "cached_input_per_mtok", TCO_TRANSLATABLE("ScenarioFields", "cached input price"),
        TCO_TRANSLATABLE("ScenarioFields", "Input read from the prompt cache; otherwise the catalog's, else the input price.")),
    apiPriceField<&ApiTariff::cacheWrite, &ApiOffer::cacheWritePerMillionTokens>(
        "cache_write_per_mtok", TCO_TRANSLATABLE("ScenarioFields", "cache write price"),
        TCO_TRANSLATABLE("ScenarioFields", "Input written to the prompt cache; otherwise the catalog's, else the input price.")),
    ScenarioField{
        .section = FieldSection::ApiOffer,
        .key = "batch_discount",
        .label = TCO_TRANSLATABLE("ScenarioFields", "batch discount"),
        .unit = "",
        .help = TCO_TRANSLATABLE("ScenarioFields", "Discount on batched requests; otherwise the catalog's, else none."),
        .rule = DISCOUNT,
        .get = [](const Scenario& s, const Catalog& c, std::size_t i) { return resolveTariff(s.apiOffers[i], c).batchDiscount; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.apiOffers[i].batchDiscount = v; },
        .fromCatalog = true,
        .typedIn = [](const Scenario& s, std::size_t i) { return s.apiOffers[i].batchDiscount.has_value(); },
    },
    ScenarioField{
        .section = FieldSection::ApiOffer,
        .key = "committed_spend_discount",
        .label = TCO_TRANSLATABLE("ScenarioFields", "committed-spend discount"),
        .unit = "",
        .help = TCO_TRANSLATABLE("ScenarioFields", "Discount for a committed spend, applied after every other price rule."),
        .rule = DISCOUNT,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.apiOffers[i].committedSpendDiscount; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.apiOffers[i].committedSpendDiscount = v; },
    },
    ScenarioField{
        .section = FieldSection::ApiOffer,
        .key = "price_trend_per_year",
        .label = TCO_TRANSLATABLE("ScenarioFields", "price trend"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "a year"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "Compound yearly change of every token price of the offer over the horizon; negative when "
                                 "prices fall (cost facts api-price-trend-same-model, api-price-trend-same-capability)."),
        .rule = PRICE_TREND_PER_YEAR,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.apiOffers[i].priceTrendPerYear; },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.apiOffers[i].priceTrendPerYear = v; },
    },

    required(heldIn(
        ScenarioField{
            .section = FieldSection::ApiCommitment,
            .key = "monthly_spend",
            .label = TCO_TRANSLATABLE("ScenarioFields", "committed spend"),
            .unit = TCO_TRANSLATABLE("ScenarioFields", "per month"),
            .help = TCO_TRANSLATABLE("ScenarioFields",
                                     "A spend promised for the term: a month's bill is never less, whatever the traffic."),
            .rule = POSITIVE_MONEY,
            .get = [](const Scenario& s, const Catalog&, std::size_t i) { return spendCommitment(s, i).monthlySpend.amount; },
            .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { setAmount(spendCommitment(s, i).monthlySpend, v); },
            .currency
            = [](const Scenario& s, const Catalog&, std::size_t i) { return spendCommitment(s, i).monthlySpend.currency; },
            .use = FieldUse::Setting,
        },
        [](Scenario& s, std::size_t i) -> Money& { return spendCommitment(s, i).monthlySpend; })),
    ScenarioField{
        .section = FieldSection::ApiCommitment,
        .key = "term_months",
        .label = TCO_TRANSLATABLE("ScenarioFields", "commitment term"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "months"),
        .help
        = TCO_TRANSLATABLE("ScenarioFields", "How long the promised spend binds; at its end it renews at the month's bill."),
        .rule = COMMITMENT_TERM_MONTHS,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(spendCommitment(s, i).termMonths); },
        .set = [](Scenario& s, const Catalog&, std::size_t i,
                  double v) { spendCommitment(s, i).termMonths = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    },

    ScenarioField{
        .section = FieldSection::Hybrid,
        .key = "gpus",
        .label = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "A fleet of this many GPUs serves the base of the load and the API the rest. Leave empty for "
                                 "the fleet that costs least."),
        .rule = GPU_COUNT,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(s.hybrids[i].gpus.value_or(0)); },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.hybrids[i].gpus = static_cast<int>(std::lround(v)); },
        .present = [](const Scenario& s, std::size_t i) { return s.hybrids[i].gpus.has_value(); },
        .use = FieldUse::Setting,
    },
    ScenarioField{
        .section = FieldSection::Hybrid,
        .key = "served_hour_percentile",
        .label = TCO_TRANSLATABLE("ScenarioFields", "hours served in full"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "of the week's hours"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "A fleet that serves every hour up to this percentile of the week's hourly rates; the busier "
                                 "hours send their excess to the API. Leave empty for the fleet that costs least."),
        .rule = HOUR_PERCENTILE,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return s.hybrids[i].servedHourPercentile.value_or(1.0); },
        .set = [](Scenario& s, const Catalog&, std::size_t i, double v) { s.hybrids[i].servedHourPercentile = v; },
        .present = [](const Scenario& s, std::size_t i) { return s.hybrids[i].servedHourPercentile.has_value(); },
        .use = FieldUse::Setting,
    },
};

/// A number of the cluster section, held as it is in the file.
template <auto ClusterSection::* member>
constexpr ScenarioField clusterNumber(FieldSection section, const char* key, const char* label, const char* unit,
                                      const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = section,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return static_cast<double>((*s.cluster).*member); },
        .set = [](Scenario& s, const Catalog&, std::size_t,
                  double v) { (*s.cluster).*member = static_cast<std::remove_reference_t<decltype((*s.cluster).*member)>>(v); },
        .use = FieldUse::Setting,
    };
}

/// A whole number of the cluster section that the file may leave to the GPU's catalog entry.
template <std::optional<int> ClusterSection::* member>
constexpr ScenarioField clusterSize(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = FieldSection::Cluster,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return static_cast<double>(*((*s.cluster).*member)); },
        .set
        = [](Scenario& s, const Catalog&, std::size_t, double v) { (*s.cluster).*member = static_cast<int>(std::lround(v)); },
        .present = [](const Scenario& s, std::size_t) { return ((*s.cluster).*member).has_value(); },
        .use = FieldUse::Setting,
    };
}

/// A number of the typed serving replicas.
template <int ClusterInference::* member>
constexpr ScenarioField replicaNumber(const char* key, const char* label, const char* unit, const char* help)
{
    return required(ScenarioField{
        .section = FieldSection::ClusterInference,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = member == &ClusterInference::replicas ? SERVING_REPLICAS : JOB_GPUS,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return static_cast<double>(s.cluster->inference.*member); },
        .set = [](Scenario& s, const Catalog&, std::size_t,
                  double v) { s.cluster->inference.*member = static_cast<int>(std::lround(v)); },
        .use = FieldUse::Setting,
    });
}

/// A number of one class of the job mix, by the class's index.
template <auto ClusterJobClass::* member>
constexpr ScenarioField jobClassNumber(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return required(ScenarioField{
        .section = FieldSection::ClusterJobClass,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(s.cluster->mix[i].*member); },
        .set =
            [](Scenario& s, const Catalog&, std::size_t i, double v) {
                s.cluster->mix[i].*member = static_cast<std::remove_reference_t<decltype(s.cluster->mix[i].*member)>>(v);
            },
        .use = FieldUse::Setting,
    });
}

/// The layout a layout row of `section` reads and writes: the job class's at the row's index,
/// or the typed serving replicas'.
template <FieldSection section, typename ScenarioType> auto& layoutIn(ScenarioType& scenario, std::size_t index)
{
    if constexpr (section == FieldSection::ClusterJobLayout)
        return *scenario.cluster->mix[index].layout;
    else
        return *scenario.cluster->inference.layout;
}

/// A number of a job's or a serving replica's layout.
template <FieldSection section, auto ClusterJobLayout::* member>
constexpr ScenarioField layoutNumber(const char* key, const char* label, const char* unit, const char* help, NumberRule rule)
{
    return ScenarioField{
        .section = section,
        .key = key,
        .label = label,
        .unit = unit,
        .help = help,
        .rule = rule,
        .get
        = [](const Scenario& s, const Catalog&, std::size_t i) { return static_cast<double>(layoutIn<section>(s, i).*member); },
        .set =
            [](Scenario& s, const Catalog&, std::size_t i, double v) {
                layoutIn<section>(s, i).*member
                    = static_cast<std::remove_reference_t<decltype(layoutIn<section>(s, i).*member)>>(v);
            },
        .use = FieldUse::Setting,
    };
}

/// The numbers of a layout, for a job class's or for the serving replicas'.
template <FieldSection section> constexpr std::array<ScenarioField, 6> layoutFields()
{
    return {
        layoutNumber<section, &ClusterJobLayout::tensorParallel>(
            "tensor_parallel", TCO_TRANSLATABLE("ScenarioFields", "tensor parallelism"),
            TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
            TCO_TRANSLATABLE("ScenarioFields", "GPUs each tensor-parallel group splits a layer over; the innermost ranks."),
            JOB_PARALLEL_DEGREE),
        layoutNumber<section, &ClusterJobLayout::expertParallel>(
            "expert_parallel", TCO_TRANSLATABLE("ScenarioFields", "expert parallelism"),
            TCO_TRANSLATABLE("ScenarioFields", "groups"),
            TCO_TRANSLATABLE("ScenarioFields",
                             "Tensor-parallel groups the experts are spread over, which exchange tokens in "
                             "all-to-alls."),
            JOB_PARALLEL_DEGREE),
        required(layoutNumber<section, &ClusterJobLayout::computeSecondsPerStep>(
            "compute_seconds_per_step", TCO_TRANSLATABLE("ScenarioFields", "compute per step"),
            TCO_TRANSLATABLE("ScenarioFields", "s"),
            TCO_TRANSLATABLE("ScenarioFields", "A step's arithmetic alone, on GPUs that never wait for the network."),
            STEP_SECONDS)),
        layoutNumber<section, &ClusterJobLayout::tensorParallelBytesPerStep>(
            "tensor_parallel_bytes_per_step", TCO_TRANSLATABLE("ScenarioFields", "tensor-parallel traffic"),
            TCO_TRANSLATABLE("ScenarioFields", "bytes a step"),
            TCO_TRANSLATABLE("ScenarioFields", "Bytes each GPU sends a step in its tensor-parallel all-reduces."), STEP_BYTES),
        layoutNumber<section, &ClusterJobLayout::expertParallelBytesPerStep>(
            "expert_parallel_bytes_per_step", TCO_TRANSLATABLE("ScenarioFields", "expert-parallel traffic"),
            TCO_TRANSLATABLE("ScenarioFields", "bytes a step"),
            TCO_TRANSLATABLE("ScenarioFields", "Bytes each GPU sends a step to the other ranks of its expert all-to-alls."),
            STEP_BYTES),
        layoutNumber<section, &ClusterJobLayout::dataParallelBytesPerStep>(
            "data_parallel_bytes_per_step", TCO_TRANSLATABLE("ScenarioFields", "data-parallel traffic"),
            TCO_TRANSLATABLE("ScenarioFields", "bytes a step"),
            TCO_TRANSLATABLE("ScenarioFields", "Bytes each GPU sends a step in its gradient all-reduce."), STEP_BYTES),
    };
}

constexpr std::array CLUSTER_FIELDS{
    required(clusterNumber<&ClusterSection::domains>(
        FieldSection::Cluster, "domains", TCO_TRANSLATABLE("ScenarioFields", "Scale-up domains"),
        TCO_TRANSLATABLE("ScenarioFields", "domains"),
        TCO_TRANSLATABLE("ScenarioFields", "The NVLink domains the cluster is built of: NVL72 racks, HGX servers."),
        CLUSTER_DOMAINS)),
    clusterSize<&ClusterSection::nodesPerDomain>(
        "nodes_per_domain", TCO_TRANSLATABLE("ScenarioFields", "Nodes per domain"), TCO_TRANSLATABLE("ScenarioFields", "nodes"),
        TCO_TRANSLATABLE("ScenarioFields", "Servers or compute trays in each domain; empty takes the GPU's catalog entry."),
        DOMAIN_NODES),
    clusterSize<&ClusterSection::gpusPerNode>(
        "gpus_per_node", TCO_TRANSLATABLE("ScenarioFields", "GPUs per node"), TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        TCO_TRANSLATABLE("ScenarioFields", "GPUs in each server or tray; empty takes the GPU's catalog entry."), NODE_GPUS),
    ScenarioField{
        .section = FieldSection::Cluster,
        .key = "scale_out_gb_per_s",
        .label = TCO_TRANSLATABLE("ScenarioFields", "network bandwidth per GPU"),
        .unit = TCO_TRANSLATABLE("ScenarioFields", "GB/s"),
        .help = TCO_TRANSLATABLE("ScenarioFields",
                                 "Network between scale-up domains, one direction; empty takes the GPU's catalog figure."),
        .rule = SCALE_OUT_GB_PER_S,
        .get = [](const Scenario& s, const Catalog&, std::size_t) { return *s.cluster->scaleOutGbPerS; },
        .set = [](Scenario& s, const Catalog&, std::size_t, double v) { s.cluster->scaleOutGbPerS = v; },
        .present = [](const Scenario& s, std::size_t) { return s.cluster->scaleOutGbPerS.has_value(); },
        .use = FieldUse::Setting,
    },
    clusterNumber<&ClusterSection::days>(FieldSection::Cluster, "days", TCO_TRANSLATABLE("ScenarioFields", "Simulated days"),
                                         TCO_TRANSLATABLE("ScenarioFields", "days"),
                                         TCO_TRANSLATABLE("ScenarioFields", "How long the simulation runs."), SIMULATED_DAYS),
    clusterNumber<&ClusterSection::seed>(
        FieldSection::Cluster, "seed", TCO_TRANSLATABLE("ScenarioFields", "Seed"), "",
        TCO_TRANSLATABLE("ScenarioFields", "Starts the job generator: the same seed draws the same jobs on every machine."),
        SEED),
    clusterNumber<&ClusterSection::checkpointRestartHours>(
        FieldSection::Cluster, "checkpoint_restart_hours", TCO_TRANSLATABLE("ScenarioFields", "Checkpoint and restart"),
        TCO_TRANSLATABLE("ScenarioFields", "hours"),
        TCO_TRANSLATABLE("ScenarioFields",
                         "What moving a stopped job costs it: the checkpoint written, the job restarted, its state read back."),
        RESTART_HOURS),

    replicaNumber<&ClusterInference::replicas>(
        "replicas", TCO_TRANSLATABLE("ScenarioFields", "Serving replicas"), TCO_TRANSLATABLE("ScenarioFields", "replicas"),
        TCO_TRANSLATABLE("ScenarioFields", "Replicas that run from the start of the simulation to its end.")),
    replicaNumber<&ClusterInference::gpusPerReplica>(
        "gpus_per_replica", TCO_TRANSLATABLE("ScenarioFields", "GPUs per replica"), TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
        TCO_TRANSLATABLE("ScenarioFields", "The GPUs one replica holds, which must share a scale-up domain.")),

    required(clusterNumber<&ClusterSection::arrivalsPerHour>(
        FieldSection::ClusterJobs, "arrivals_per_hour", TCO_TRANSLATABLE("ScenarioFields", "Job arrivals"),
        TCO_TRANSLATABLE("ScenarioFields", "an hour"),
        TCO_TRANSLATABLE("ScenarioFields", "Jobs of the mix arriving in an average hour, at random (a Poisson process)."),
        ARRIVALS_PER_HOUR)),

    jobClassNumber<&ClusterJobClass::gpus>("gpus", TCO_TRANSLATABLE("ScenarioFields", "GPUs per job"),
                                           TCO_TRANSLATABLE("ScenarioFields", "GPUs"),
                                           TCO_TRANSLATABLE("ScenarioFields", "The GPUs each job of the class takes."), JOB_GPUS),
    jobClassNumber<&ClusterJobClass::share>(
        "share", TCO_TRANSLATABLE("ScenarioFields", "share of arrivals"), TCO_TRANSLATABLE("ScenarioFields", "weight"),
        TCO_TRANSLATABLE("ScenarioFields", "The class's weight among the mix's; the weights are scaled to sum to one."),
        JOB_SHARE),
    jobClassNumber<&ClusterJobClass::medianHours>(
        "median_hours", TCO_TRANSLATABLE("ScenarioFields", "median duration"), TCO_TRANSLATABLE("ScenarioFields", "hours"),
        TCO_TRANSLATABLE("ScenarioFields", "Half the class's jobs run shorter and half longer, lognormally distributed."),
        JOB_HOURS),
    jobClassNumber<&ClusterJobClass::percentile90Hours>(
        "p90_hours", TCO_TRANSLATABLE("ScenarioFields", "90th-percentile duration"), TCO_TRANSLATABLE("ScenarioFields", "hours"),
        TCO_TRANSLATABLE("ScenarioFields", "The duration one job in ten exceeds; at least the median."), JOB_HOURS),
};

/// Two tables of rows as one.
template <std::size_t First, std::size_t Second>
constexpr std::array<ScenarioField, First + Second> joined(const std::array<ScenarioField, First>& first,
                                                           const std::array<ScenarioField, Second>& second)
{
    std::array<ScenarioField, First + Second> rows{};
    std::ranges::copy(first, rows.begin());
    std::ranges::copy(second, rows.begin() + First);
    return rows;
}

constexpr auto FIELDS
    = joined(joined(COSTING_FIELDS, CLUSTER_FIELDS),
             joined(layoutFields<FieldSection::ClusterInferenceLayout>(), layoutFields<FieldSection::ClusterJobLayout>()));

/// Whether option `option` has the numbers of `section` (rented or owned compute, say).
bool optionHas(FieldSection section, const SelfHostedOption& option)
{
    switch (section) {
    case FieldSection::Rented:
        return std::holds_alternative<RentedCompute>(option.compute);
    case FieldSection::RentedCommitment: {
        const auto* rented = std::get_if<RentedCompute>(&option.compute);
        return rented != nullptr && rented->commitment.has_value();
    }
    case FieldSection::Owned:
        return std::holds_alternative<OwnedCompute>(option.compute);
    default:
        return true;
    }
}

/// Whether the cluster runs serving replicas as the file types them: the file then has them.
bool hasTypedReplicas(const Scenario& scenario)
{
    return scenario.cluster && !scenario.cluster->inference.fromSizing && scenario.cluster->inference.replicas > 0;
}

/// How many times a section outside the options appears: once, once per list entry, or not at
/// all when the file leaves it out.
std::size_t entryCount(FieldSection section, const Scenario& scenario)
{
    switch (section) {
    case FieldSection::ExchangeRate:
        return scenario.currency.exchangeRates.size();
    case FieldSection::ApiOffer:
    case FieldSection::ApiCommitment:
        return scenario.apiOffers.size();
    case FieldSection::Hybrid:
        return scenario.hybrids.size();
    case FieldSection::FineTuning:
        return scenario.oneTime.fineTuning ? 1 : 0;
    case FieldSection::Cluster:
        return scenario.cluster ? 1 : 0;
    case FieldSection::ClusterInference:
        return hasTypedReplicas(scenario) ? 1 : 0;
    case FieldSection::ClusterInferenceLayout:
        return hasTypedReplicas(scenario) && scenario.cluster->inference.layout ? 1 : 0;
    case FieldSection::ClusterJobs:
        return scenario.cluster && !scenario.cluster->mix.empty() ? 1 : 0;
    case FieldSection::ClusterJobClass:
    case FieldSection::ClusterJobLayout:
        return scenario.cluster ? scenario.cluster->mix.size() : 0;
    default:
        return 1;
    }
}

/// Whether entry `index` of `section` is in the file: every one is, but a job class's layout,
/// which only some classes have.
bool entryPresent(FieldSection section, const Scenario& scenario, std::size_t index)
{
    switch (section) {
    case FieldSection::ApiCommitment:
        return scenario.apiOffers[index].commitment.has_value();
    case FieldSection::ClusterJobLayout:
        return scenario.cluster->mix[index].layout.has_value();
    default:
        return true;
    }
}

/// The option, offer or exchange rate a field of `section` belongs to: "2× H100 rented", "EUR".
std::string ownerName(FieldSection section, const Scenario& scenario, std::size_t index)
{
    switch (section) {
    case FieldSection::ExchangeRate:
        return std::string(scenario.currency.exchangeRates[index].currency.code());
    case FieldSection::SelfHosted:
    case FieldSection::Rented:
    case FieldSection::RentedCommitment:
    case FieldSection::Owned:
    case FieldSection::Serving:
        return scenario.selfHosted[index].name;
    case FieldSection::ApiOffer:
    case FieldSection::ApiCommitment:
        return scenario.apiOffers[index].name;
    case FieldSection::Hybrid:
        return scenario.hybrids[index].name;
    case FieldSection::ClusterJobClass:
    case FieldSection::ClusterJobLayout:
        return scenario.cluster->mix[index].name;
    case FieldSection::Cluster:
    case FieldSection::ClusterInference:
    case FieldSection::ClusterInferenceLayout:
    case FieldSection::ClusterJobs:
    case FieldSection::Scenario:
    case FieldSection::Workload:
    case FieldSection::Staffing:
    case FieldSection::OneTime:
    case FieldSection::FineTuning:
        break;
    }
    return {};
}

/// A scenario with one entry of every kind, each as its type starts: options 0 rented and 1 owned.
const Scenario& blankScenario()
{
    static const Scenario blank = [] {
        Scenario scenario;
        scenario.currency.exchangeRates.emplace_back();
        scenario.selfHosted.resize(2);
        std::get<RentedCompute>(scenario.selfHosted[0].compute).commitment.emplace();
        scenario.selfHosted[1].compute = OwnedCompute{};
        scenario.oneTime.fineTuning.emplace();
        scenario.apiOffers.emplace_back().commitment.emplace();
        scenario.hybrids.emplace_back();
        ClusterSection& cluster = scenario.cluster.emplace();
        cluster.inference.layout.emplace();
        cluster.mix.emplace_back().layout.emplace();
        return scenario;
    }();
    return blank;
}

/// What rows not left to a catalog are given for one: they never consult it (scenarioFields()).
const Catalog& noCatalog()
{
    static const Catalog none;
    return none;
}

} // namespace

std::string sectionPointer(FieldSection section, std::size_t index)
{
    switch (section) {
    case FieldSection::Scenario:
        return "";
    case FieldSection::ExchangeRate:
        return fmt::format("/currency/exchange_rates/{}", index);
    case FieldSection::Workload:
        return "/workload";
    case FieldSection::SelfHosted:
        return fmt::format("/self_hosted/{}", index);
    case FieldSection::Rented:
        return fmt::format("/self_hosted/{}/rented", index);
    case FieldSection::RentedCommitment:
        return fmt::format("/self_hosted/{}/rented/commitment", index);
    case FieldSection::Owned:
        return fmt::format("/self_hosted/{}/owned", index);
    case FieldSection::Serving:
        return fmt::format("/self_hosted/{}/serving", index);
    case FieldSection::Staffing:
        return "/staffing";
    case FieldSection::OneTime:
        return "/one_time";
    case FieldSection::FineTuning:
        return "/one_time/fine_tuning";
    case FieldSection::ApiOffer:
        return fmt::format("/api_offers/{}", index);
    case FieldSection::ApiCommitment:
        return fmt::format("/api_offers/{}/commitment", index);
    case FieldSection::Hybrid:
        return fmt::format("/hybrids/{}", index);
    case FieldSection::Cluster:
        return "/cluster";
    case FieldSection::ClusterInference:
        return "/cluster/inference";
    case FieldSection::ClusterInferenceLayout:
        return "/cluster/inference/layout";
    case FieldSection::ClusterJobs:
        return "/cluster/jobs";
    case FieldSection::ClusterJobClass:
        return fmt::format("/cluster/jobs/mix/{}", index);
    case FieldSection::ClusterJobLayout:
        return fmt::format("/cluster/jobs/mix/{}/layout", index);
    }
    return "";
}

std::span<const ScenarioField> scenarioFields()
{
    return FIELDS;
}

std::vector<FieldInstance> scenarioFieldInstances(const Scenario& scenario)
{
    std::vector<FieldInstance> instances;
    const auto add = [&](const ScenarioField& field, std::size_t index) {
        if ((field.present == nullptr || field.present(scenario, index)) && (field.applies == nullptr || field.applies(scenario)))
            instances.push_back(fieldInstance(scenario, field, index));
    };
    const auto addSection = [&](FieldSection section) {
        for (std::size_t index = 0; index < entryCount(section, scenario); ++index) {
            if (!entryPresent(section, scenario, index))
                continue;
            for (const ScenarioField& field : FIELDS) {
                if (field.section == section)
                    add(field, index);
            }
        }
    };
    // The file's order: the scenario's own numbers, the workload, each option whole, the rest.
    addSection(FieldSection::Scenario);
    addSection(FieldSection::ExchangeRate);
    addSection(FieldSection::Workload);
    for (std::size_t option = 0; option < scenario.selfHosted.size(); ++option) {
        for (const FieldSection section : {FieldSection::SelfHosted, FieldSection::Rented, FieldSection::RentedCommitment,
                                           FieldSection::Owned, FieldSection::Serving}) {
            for (const ScenarioField& field : FIELDS) {
                if (field.section == section && optionHas(section, scenario.selfHosted[option]))
                    add(field, option);
            }
        }
    }
    addSection(FieldSection::Staffing);
    addSection(FieldSection::OneTime);
    addSection(FieldSection::FineTuning);
    for (std::size_t offer = 0; offer < scenario.apiOffers.size(); ++offer) {
        for (const FieldSection section : {FieldSection::ApiOffer, FieldSection::ApiCommitment}) {
            if (!entryPresent(section, scenario, offer))
                continue;
            for (const ScenarioField& field : FIELDS) {
                if (field.section == section)
                    add(field, offer);
            }
        }
    }
    addSection(FieldSection::Hybrid);
    addSection(FieldSection::Cluster);
    addSection(FieldSection::ClusterInference);
    addSection(FieldSection::ClusterInferenceLayout);
    addSection(FieldSection::ClusterJobs);
    if (scenario.cluster) {
        for (std::size_t jobClass = 0; jobClass < scenario.cluster->mix.size(); ++jobClass) {
            for (const FieldSection section : {FieldSection::ClusterJobClass, FieldSection::ClusterJobLayout}) {
                for (const ScenarioField& field : FIELDS) {
                    if (field.section == section && entryPresent(section, scenario, jobClass))
                        add(field, jobClass);
                }
            }
        }
    }
    return instances;
}

const ScenarioField* findField(FieldSection section, std::string_view key)
{
    const auto found
        = std::ranges::find_if(FIELDS, [&](const ScenarioField& field) { return field.section == section && field.key == key; });
    return found != FIELDS.end() ? &*found : nullptr;
}

FieldInstance fieldInstance(const Scenario& scenario, const ScenarioField& field, std::size_t index)
{
    return FieldInstance{&field, index, sectionPointer(field.section, index) + "/" + field.key,
                         ownerName(field.section, scenario, index)};
}

std::string FieldInstance::name() const
{
    return owner.empty() ? std::string(field->label) : fmt::format("{}: {}", owner, field->label);
}

std::string unitOf(const ScenarioField& field, const std::optional<Currency>& currency)
{
    if (field.rule.share)
        return *field.unit != '\0' ? fmt::format("share {}", field.unit) : std::string("share");
    return currency ? fmt::format("{} {}", currency->code(), field.unit) : std::string(field.unit);
}

double valueInScenario(const ScenarioField& field, const Scenario& scenario, std::size_t index)
{
    return field.get(scenario, noCatalog(), index);
}

Currency currencyInScenario(const ScenarioField& field, const Scenario& scenario, std::size_t index)
{
    return field.currency(scenario, noCatalog(), index);
}

std::optional<double> defaultValue(const ScenarioField& field)
{
    if (field.required || field.present != nullptr || field.fromCatalog || field.currency != nullptr)
        return std::nullopt;
    return valueInScenario(field, blankScenario(), field.section == FieldSection::Owned ? 1 : 0);
}

void readFieldNumber(ObjectReader& reader, const ScenarioField& field, Scenario& scenario, std::size_t index)
{
    if (field.required) {
        field.set(scenario, noCatalog(), index, reader.number(field.key, field.rule));
    } else if (field.present != nullptr) {
        if (const std::optional<double> value = reader.optionalNumber(field.key, field.rule))
            field.set(scenario, noCatalog(), index, *value);
    } else {
        const double preset = field.get(scenario, noCatalog(), index);
        field.set(scenario, noCatalog(), index, reader.number(field.key, field.rule, preset));
    }
}

void readSectionNumbers(ObjectReader& reader, FieldSection section, Scenario& scenario, std::size_t index)
{
    for (const ScenarioField& field : FIELDS) {
        if (field.section == section)
            readFieldNumber(reader, field, scenario, index);
    }
}

void writeSectionNumbers(nlohmann::ordered_json& object, FieldSection section, const Scenario& scenario, std::size_t index)
{
    for (const ScenarioField& field : FIELDS) {
        if (field.section != section || field.fromCatalog || (field.present != nullptr && !field.present(scenario, index))
            || (field.applies != nullptr && !field.applies(scenario)))
            continue;
        const double value = valueInScenario(field, scenario, index);
        if (field.currency != nullptr)
            object[field.key] = nlohmann::ordered_json(Money{value, currencyInScenario(field, scenario, index)});
        else if (field.rule.wholeNumber)
            object[field.key] = std::llround(value);
        else
            object[field.key] = value;
    }
}

double inDocumentDigits(double value)
{
    constexpr double DECIMALS = 1e9;
    return std::round(value * DECIMALS) / DECIMALS;
}

} // namespace tco
