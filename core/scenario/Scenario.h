#pragma once

#include "json/EnumNames.h"
#include "model/CloudPrice.h"
#include "model/Depreciation.h"
#include "model/LoadProfile.h"
#include "scenario/ClusterSection.h"
#include "scenario/Distribution.h"
#include "sizing/Precision.h"
#include "sizing/ServingAssumptions.h"
#include "units/Money.h"
#include "units/Power.h"
#include "units/Tokens.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tco {

/// The scenario document format this build reads and writes (docs/scenario-format.md).
inline constexpr int SCENARIO_SCHEMA_VERSION = 1;

/// The value of one unit of a currency in US dollars, on a stated day.
struct ExchangeRate {
    Currency currency = Currency::usd();
    double usdPerUnit = 1.0;
    std::string asOf;
    std::string source;

    friend bool operator==(const ExchangeRate&, const ExchangeRate&) = default;
};

/// The figures every monetary input is converted with, and the currency results are shown in.
struct CurrencySettings {
    Currency display = Currency::usd();
    /// Rates for every currency other than USD that the scenario uses.
    std::vector<ExchangeRate> exchangeRates;

    friend bool operator==(const CurrencySettings&, const CurrencySettings&) = default;
};

/// The week's shape of the traffic: a catalog profile by id, or the file's own shape.
struct LoadProfileChoice {
    /// The catalog profile; empty when the file gives the shape itself.
    std::string id;
    /// The file's own shape, when it names no catalog profile.
    LoadShape shape;

    friend bool operator==(const LoadProfileChoice&, const LoadProfileChoice&) = default;
};

/// The traffic to serve. A request reads its input tokens and writes its output tokens, so
/// the two counts set both the input/output mix and the context length a sequence reaches.
struct Workload {
    /// Input plus output tokens on an average day.
    TokensPerDay tokensPerDay{10'000'000};
    Tokens inputTokensPerRequest{2'000};
    /// Output tokens, reasoning tokens included.
    Tokens outputTokensPerRequest{1'000};
    /// Share of input tokens read from a provider's prompt cache.
    double cachedInputShare = 0.0;
    /// Share of input tokens written to a provider's prompt cache.
    double cacheWriteShare = 0.0;
    /// Share of requests that can wait for a batch API.
    double batchShare = 0.0;
    /// Busiest hour's rate over the day's average rate, when the file gives no load profile.
    double peakToAverage = 2.0;
    /// How the traffic spreads over the hours and days of a week; when given, it sets the busiest
    /// hour (in place of peakToAverage) and lets a hybrid plan size its fleet for part of the load.
    std::optional<LoadProfileChoice> loadProfile;
    /// Compound change of tokens per day from one month to the next (0.05 = +5 % a month).
    double monthlyGrowth = 0.0;
    /// The output speed each user must see: MLPerf Inference's interactive Llama 2 70B scenario
    /// allows 40 ms per output token, i.e. 25 tokens per second.
    TokensPerSecond outputTokensPerSecondPerUser{25};
    /// The longest a user may wait for the first token at the busiest hour; zero sets no bound.
    Seconds timeToFirstToken{0.0};

    friend bool operator==(const Workload&, const Workload&) = default;
};

struct ModelChoice {
    std::string id;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;

    friend bool operator==(const ModelChoice&, const ModelChoice&) = default;
};

/// How a commitment is paid: month by month, or each term whole at its start.
enum class CommitmentPayment { Monthly, Upfront };

inline constexpr std::array COMMITMENT_PAYMENT_NAMES{
    EnumName<CommitmentPayment>{CommitmentPayment::Monthly, "monthly"},
    EnumName<CommitmentPayment>{CommitmentPayment::Upfront, "upfront"},
};

/// GPUs reserved for a term at the option's price: billed around the clock whether the workload
/// needs them or not. At each term's end the reservation renews for the GPUs the month then needs.
struct GpuCommitment {
    int gpus = 8;
    int termMonths = 12;
    CommitmentPayment payment = CommitmentPayment::Monthly;
    /// What a GPU beyond the reservation costs an hour (on demand, say); when empty, the option's
    /// own price.
    std::optional<Money> abovePerGpuHour;

    friend bool operator==(const GpuCommitment&, const GpuCommitment&) = default;
};

/// A spend promised to an API provider for a term: a month's bill is never less than it. At each
/// term's end the promise renews at the month's bill.
struct SpendCommitment {
    Money monthlySpend;
    int termMonths = 12;
    CommitmentPayment payment = CommitmentPayment::Monthly;

    friend bool operator==(const SpendCommitment&, const SpendCommitment&) = default;
};

/// GPUs rented by the hour. The price is a catalog offer, a typed-in figure, or both (a
/// negotiated price for a catalog instance, which then only documents what is rented).
struct RentedCompute {
    std::string cloudPriceId;
    std::optional<Money> pricePerGpuHour;
    /// Required when no catalog offer is named; otherwise the offer's own pricing type.
    std::optional<Pricing> pricing;
    /// Negotiated or committed-use discount off the price.
    double discount = 0.0;
    /// Extra capacity held to absorb spot pre-emptions, as a share of the fleet.
    double spotInterruptionOverhead = 0.0;
    double hoursPerDay = 24.0;
    /// Storage, egress, support and other items on the cloud bill, as a share of the GPU bill.
    double extraCostShare = 0.0;
    /// GPUs reserved for a term; the option's price (after the discount) is then the reservation's.
    std::optional<GpuCommitment> commitment = {};

    friend bool operator==(const RentedCompute&, const RentedCompute&) = default;
};

/// GPUs bought, racked and powered.
struct OwnedCompute {
    /// One server of GpuSpec::gpusPerServer GPUs, network cards included.
    Money serverPrice;
    double lifeYears = 5.0;
    /// Share of the purchase price recovered when the servers are sold at end of life.
    double residualValueShare = 0.0;
    /// How the books depreciate the servers: the P&L view's depreciation. The monthly cost
    /// charges an annuity over the life whichever the method.
    DepreciationMethod depreciation = DepreciationMethod::StraightLine;
    /// Declining balance's multiple of the straight-line rate (2: double-declining).
    double decliningBalanceFactor = 2.0;
    double costOfCapitalPerYear = 0.0;
    Money powerPricePerKwh;
    double powerUsageEffectiveness = 1.5;
    /// Power each server draws beyond its GPUs' TDP: CPUs, memory, fans, network cards.
    Watts serverOverhead{0.0};
    Money colocationPerKwMonth;
    double maintenanceSharePerYear = 0.0;
    /// Switches and cabling as a share of server capex.
    double networkingShare = 0.0;

    friend bool operator==(const OwnedCompute&, const OwnedCompute&) = default;
};

struct SelfHostedOption {
    std::string name;
    std::string gpuId;
    /// The fewest GPUs the fleet holds (servers already bought, a reservation); it still grows
    /// when the workload needs more. When empty the fleet is sized from the workload alone.
    std::optional<int> gpus;
    std::variant<RentedCompute, OwnedCompute> compute;
    Money softwarePerGpuYear;
    /// Storage, monitoring and other running costs outside the compute bill.
    Money otherPerMonth;
    /// How the serving engine uses the GPUs; the calibrated defaults unless the file says otherwise.
    ServingAssumptions serving;
    /// Compound yearly change of the compute price, applied month by month over the horizon: the
    /// rental per GPU-hour, or the price of servers bought later (−0.2: 20 % cheaper each year).
    double priceTrendPerYear = 0.0;

    friend bool operator==(const SelfHostedOption&, const SelfHostedOption&) = default;
};

/// The people who run a self-hosted deployment: a base team plus one more person for every
/// `gpusPerAdditionalFte` GPUs (0: the team does not grow with the fleet).
struct Staffing {
    double baseFte = 0.0;
    double gpusPerAdditionalFte = 0.0;
    /// Loaded cost: salary, employer's social charges and overheads.
    Money monthlyCostPerFte;

    friend bool operator==(const Staffing&, const Staffing&) = default;
};

/// A fine-tuning run before serving, priced from its compute: training takes about six
/// operations per active parameter per token (forward and backward passes).
struct FineTuning {
    Tokens trainingTokens{0.0};
    /// The catalog GPU the run rents, and how many.
    std::string gpuId;
    int gpus = 8;
    Money pricePerGpuHour;
    /// Share of peak BF16 throughput training reaches: Meta reports 38–43 % for Llama 3 405B
    /// (The Llama 3 Herd of Models, 2024, table 4).
    double computeUtilization = 0.4;

    friend bool operator==(const FineTuning&, const FineTuning&) = default;
};

/// Costs paid once to start self-hosting.
struct OneTimeCosts {
    Money setup;
    Money migration;
    std::optional<FineTuning> fineTuning;
    /// Spread evenly over the horizon, or counted in the first month.
    bool amortizeOverHorizon = true;

    friend bool operator==(const OneTimeCosts&, const OneTimeCosts&) = default;
};

/// A self-hosted fleet for the base of the load, and an API offer for the rest: the hours when
/// traffic runs above what the fleet serves send their excess to the API.
struct HybridOption {
    std::string name;
    /// The names of the self-hosted option whose fleet serves the base, and of the API offer that
    /// takes the rest.
    std::string selfHosted;
    std::string apiOffer;
    /// A fleet of this many GPUs, rounded up to whole servers or instances; when empty, the fleet
    /// that costs least, or the one `servedHourPercentile` sets. The self-hosted option's own
    /// fewest GPUs do not apply: the hybrid sizes its fleet for its part of the load.
    std::optional<int> gpus;
    /// A fleet that serves every hour up to this percentile of the week's hourly rates (0.8: all
    /// but the busiest fifth of the hours are served in full).
    std::optional<double> servedHourPercentile;

    friend bool operator==(const HybridOption&, const HybridOption&) = default;
};

/// A per-token offer. Prices come from a catalog entry, from typed-in figures, or from both
/// (typed-in figures override the entry's).
struct ApiOffer {
    std::string name;
    std::string apiPriceId;
    std::optional<Money> inputPerMillionTokens;
    std::optional<Money> outputPerMillionTokens;
    std::optional<Money> cachedInputPerMillionTokens;
    std::optional<Money> cacheWritePerMillionTokens;
    std::optional<double> batchDiscount;
    /// Discount for a committed annual spend, applied after every other price rule.
    double committedSpendDiscount = 0.0;
    /// Compound yearly change of every token price of the offer, applied month by month over the horizon.
    double priceTrendPerYear = 0.0;
    /// A monthly spend promised for a term, which the bill never falls below.
    std::optional<SpendCommitment> commitment = {};

    friend bool operator==(const ApiOffer&, const ApiOffer&) = default;
};

/// A value one driver of the what-if analyses takes, by its JSON pointer in this file.
struct DriverSetting {
    std::string pointer;
    double value = 0.0;

    friend bool operator==(const DriverSetting&, const DriverSetting&) = default;
};

/// A named version of the scenario that differs from it in a few numbers: "Optimistic",
/// "Reserved for three years", "Twice the volume".
struct Variant {
    std::string name;
    std::vector<DriverSetting> settings;

    friend bool operator==(const Variant&, const Variant&) = default;
};

/// The range the tornado varies one driver over, instead of the default spread.
struct DriverRange {
    std::string pointer;
    double low = 0.0;
    double high = 0.0;

    friend bool operator==(const DriverRange&, const DriverRange&) = default;
};

/// What is known about one driver, for a Monte Carlo run: the distribution its values are drawn
/// from, and why.
struct DriverDistribution {
    std::string pointer;
    Distribution distribution;
    /// Why the range is what it is, with its source ("H100 on demand from 2.40 at Vast's median to
    /// 5.00 at the top of the hyperscalers' band, mercatus-ai.com, May 2026"); empty when the file
    /// gives none. Reports list it beside the distribution.
    std::string reason = {};

    friend bool operator==(const DriverDistribution&, const DriverDistribution&) = default;
};

/// Two uncertain numbers that move together in a Monte Carlo run: the rank (Spearman) correlation
/// of their draws, from −1 to 1. Both must have a distribution.
struct DriverCorrelation {
    std::string first;
    std::string second;
    double rankCorrelation = 0.0;
    /// Why they move together, with its source; empty when the file gives none.
    std::string reason = {};

    friend bool operator==(const DriverCorrelation&, const DriverCorrelation&) = default;
};

/// What the what-if analyses read from the file (docs/analysis.md): which two options they
/// compare, each driver's range and distribution, and the named variants.
struct AnalysisSettings {
    /// The option whose monthly cost the analyses measure, less `against`'s; both empty for the
    /// headline's question (the cheapest self-hosted option against the cheapest API offer).
    std::string option;
    std::string against;
    std::vector<DriverRange> ranges;
    std::vector<DriverDistribution> distributions;
    std::vector<DriverCorrelation> correlations;
    Sampling sampling = Sampling::Random;
    std::vector<Variant> variants;

    [[nodiscard]] bool empty() const
    {
        return option.empty() && ranges.empty() && distributions.empty() && correlations.empty() && sampling == Sampling::Random
            && variants.empty();
    }

    friend bool operator==(const AnalysisSettings&, const AnalysisSettings&) = default;
};

/// The scenario's prose in other languages: for each language code ("es", "de"), the text of
/// each translated member by its JSON pointer ("/name", "/analysis/variants/0/name"); see
/// scenario/Translations.h for which members may be translated.
using Translations = std::map<std::string, std::map<std::string, std::string>, std::less<>>;

/// Everything one decision depends on. A plain value: catalog entries are referenced by id and
/// resolved when the scenario is evaluated, so a file keeps following catalog updates.
struct Scenario {
    int schemaVersion = SCENARIO_SCHEMA_VERSION;
    std::string name;
    std::string description;
    CurrencySettings currency;
    int horizonMonths = 36;
    double discountRatePerYear = 0.0;
    Workload workload;
    ModelChoice model;
    std::vector<SelfHostedOption> selfHosted;
    Staffing staffing;
    OneTimeCosts oneTime;
    std::vector<ApiOffer> apiOffers;
    std::vector<HybridOption> hybrids;
    AnalysisSettings analysis;
    /// The GPU cluster to simulate placement and scheduling on, when the file describes one.
    std::optional<ClusterSection> cluster;
    /// The language of the file's own prose (name, description, variant names, reasons).
    std::string language = "en";
    Translations translations;

    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace tco
