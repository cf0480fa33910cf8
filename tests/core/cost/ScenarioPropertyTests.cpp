// Properties every evaluation keeps over 100,000 scenarios drawn from the whole of the documented
// ranges (core/scenario/ScenarioRules.h), extremes included, with a fixed seed so that a failure
// reproduces: every figure finite, no cost negative, utilization within [0, 1], a feasible fleet
// of at least one replica and one GPU, a month's cost that never falls as volume rises, and,
// with growth of zero or more, never falls from one month of the horizon to the next.
//
// Searching every layout takes from 10 µs (a dense model on servers) to over a millisecond (an
// expert model on a rack), so most draws size the layouts one search at the catalog's own
// settings found for their model and GPU, at the drawn settings, as a Monte Carlo sample does;
// one draw in fifty searches anew at them, as `evaluate` does.

#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "cost/PreparedScenario.h"
#include "scenario/Driver.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioRules.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace tco;

namespace {

constexpr int SCENARIOS = 100'000;
constexpr int SEARCH_ANEW_EVERY = 50;
constexpr int READ_BACK_EVERY = 1'000;
constexpr const char* FAILED_DRAW = "property-failure.breakeven.json";
constexpr std::array PRECISIONS{Precision::Bf16, Precision::Fp16, Precision::Fp8,
                                Precision::Int8, Precision::Int4, Precision::Fp4};
constexpr std::array PRICINGS{Pricing::OnDemand, Pricing::Spot, Pricing::Reserved1Year, Pricing::Reserved3Year};

/// Draws scenarios of one rented option, one owned and the default preset's API offers, each of
/// its numbers anywhere its rule allows.
class RangeScenarios {
public:
    explicit RangeScenarios(const Catalog& catalog)
        : m_catalog(catalog)
    {
        auto preset = loadScenarioFile(TCO_SOURCE_DATA_DIR "/scenarios/professional-services-70b.breakeven.json", catalog);
        REQUIRE(preset.has_value());
        m_template = std::move(*preset);
        SelfHostedOption rented = m_template.selfHosted.front();
        rented.name = "Rented";
        RentedCompute renting;
        renting.pricePerGpuHour = Money{2.0, Currency::usd()};
        renting.pricing = Pricing::OnDemand;
        rented.compute = renting;
        SelfHostedOption owned = rented;
        owned.name = "Owned";
        OwnedCompute purchase;
        purchase.serverPrice = Money{300'000.0, Currency::usd()};
        purchase.powerPricePerKwh = Money{0.1, Currency::usd()};
        purchase.colocationPerKwMonth = Money{150.0, Currency::usd()};
        owned.compute = purchase;
        m_template.selfHosted = {rented, owned};
        // A hybrid of the owned option, which runs around the clock, and the first offer.
        m_template.hybrids = {HybridOption{"Hybrid", "Owned", m_template.apiOffers.front().name, {}, {}}};
        // The preset's comparison names options the draws replace: they ask the headline's question.
        m_template.analysis = AnalysisSettings{};
        m_drivers = scenarioDrivers(m_template, catalog);
        for (const GpuSpec& gpu : catalog.gpus) {
            if (gpu.tdp)
                m_ownable.push_back(gpu.id);
        }
    }

    Scenario next()
    {
        Scenario scenario = m_template;
        scenario.model.id = m_catalog.models[index(m_catalog.models.size())].id;
        scenario.model.weights = pick(PRECISIONS);
        scenario.model.kvCache = pick(PRECISIONS);
        scenario.horizonMonths = static_cast<int>(number(rules::count(1, scenario_rules::MAX_HORIZON_MONTHS)));
        SelfHostedOption& rented = scenario.selfHosted[0];
        rented.gpuId = m_catalog.gpus[index(m_catalog.gpus.size())].id;
        auto& renting = std::get<RentedCompute>(rented.compute);
        renting.pricing = pick(PRICINGS);
        SelfHostedOption& owned = scenario.selfHosted[1];
        owned.gpuId = m_ownable[index(m_ownable.size())];
        for (SelfHostedOption& option : scenario.selfHosted) {
            option.gpus
                = chance(0.5) ? std::nullopt : std::optional(static_cast<int>(number(rules::count(1, scenario_rules::MAX_GPUS))));
            option.serving.schedulerPollSteps = static_cast<int>(number(rules::count(1, scenario_rules::MAX_POLL_STEPS)));
        }
        for (const Driver& driver : m_drivers)
            setDriverValue(driver, scenario, m_catalog, number(driver.rule));
        // Rules between numbers: a token is read from the cache, written to it, or neither; only
        // spot capacity is held against pre-emptions.
        Workload& workload = scenario.workload;
        workload.cacheWriteShare = std::min(workload.cacheWriteShare, 1.0 - workload.cachedInputShare);
        if (renting.pricing != Pricing::Spot)
            renting.spotInterruptionOverhead = 0.0;
        // A third of the draws reserve the rented GPUs (never spot, billed around the clock) and
        // promise the second API offer a spend (the first is the hybrid's, which may not commit).
        renting.commitment.reset();
        scenario.apiOffers.back().commitment.reset();
        if (chance(1.0 / 3.0)) {
            if (renting.pricing == Pricing::Spot)
                renting.pricing = Pricing::Reserved1Year;
            renting.spotInterruptionOverhead = 0.0;
            renting.hoursPerDay = 24.0;
            renting.commitment = GpuCommitment{
                static_cast<int>(number(scenario_rules::GPU_COUNT)),
                static_cast<int>(number(scenario_rules::COMMITMENT_TERM_MONTHS)),
                chance(0.5) ? CommitmentPayment::Upfront : CommitmentPayment::Monthly,
                chance(0.5) ? std::optional(Money{number(scenario_rules::PRICE_PER_GPU_HOUR), Currency::usd()}) : std::nullopt};
            scenario.apiOffers.back().commitment
                = SpendCommitment{Money{number(scenario_rules::POSITIVE_MONEY), Currency::usd()},
                                  static_cast<int>(number(scenario_rules::COMMITMENT_TERM_MONTHS)),
                                  chance(0.5) ? CommitmentPayment::Upfront : CommitmentPayment::Monthly};
        }
        return scenario;
    }

private:
    /// Anywhere in the rule's range: one draw in twenty at each end, else evenly on a log scale
    /// across a range of many decades (money, volumes) and evenly across a narrow one (shares).
    double number(const NumberRule& rule)
    {
        const double lowest = clampToRule(rule.minimum, rule);
        double value = 0.0;
        if (chance(0.05))
            value = lowest;
        else if (chance(0.05 / 0.95))
            value = rule.maximum;
        else if (lowest > 0.0 && rule.maximum / lowest > 1e3)
            value = std::exp(uniform(std::log(lowest), std::log(rule.maximum)));
        else if (lowest == 0.0 && rule.maximum > 1e3)
            value = chance(0.1) ? 0.0 : std::exp(uniform(std::log(1e-6), std::log(rule.maximum)));
        else
            value = uniform(lowest, rule.maximum);
        return rule.wholeNumber ? std::clamp(std::round(value), std::ceil(lowest), rule.maximum)
                                : std::clamp(value, lowest, rule.maximum);
    }

    double uniform(double low, double high) { return std::uniform_real_distribution<double>(low, high)(m_engine); }
    bool chance(double probability) { return uniform(0.0, 1.0) < probability; }
    std::size_t index(std::size_t size) { return std::uniform_int_distribution<std::size_t>(0, size - 1)(m_engine); }
    template <typename T, std::size_t N> T pick(const std::array<T, N>& values) { return values[index(N)]; }

    const Catalog& m_catalog;
    Scenario m_template;
    std::vector<Driver> m_drivers;
    std::vector<std::string> m_ownable;
    std::mt19937_64 m_engine{20261201};
};

/// The layouts a search at the catalog's own settings finds for a model on a GPU, searched once.
class LayoutsFound {
public:
    explicit LayoutsFound(const Catalog& catalog)
        : m_catalog(catalog)
    { }

    KeptServingLayouts& of(const std::string& model, const std::string& gpu)
    {
        const std::pair key{model, gpu};
        auto entry = m_found.find(key);
        if (entry == m_found.end()) {
            SizingRequest request;
            request.model = m_catalog.model(model);
            request.gpu = m_catalog.gpu(gpu);
            request.weights = Precision::Fp8;
            request.kvCache = Precision::Fp8;
            std::vector<ServingLayout> layouts;
            for (const SizingResult& result : feasibleLayouts(request))
                layouts.push_back(result.layout);
            entry = m_found.emplace(key, KeptServingLayouts(std::move(layouts))).first;
        }
        return entry->second;
    }

private:
    const Catalog& m_catalog;
    std::map<std::pair<std::string, std::string>, KeptServingLayouts> m_found;
};

PreparedScenario prepareWithLayouts(const Scenario& scenario, const Catalog& catalog, LayoutsFound& found)
{
    PreparedScenario prepared = prepareWithoutOptions(scenario, catalog);
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index)
        prepared.selfHosted.push_back(
            prepareSelfHosted(scenario, catalog, index, {}, &found.of(scenario.model.id, scenario.selfHosted[index].gpuId)));
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index)
        prepared.api.push_back(prepareApiOffer(scenario, catalog, index));
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index)
        prepared.hybrids.push_back(prepareHybrid(scenario, catalog, index));
    prepared.weekLoad = weekLoadOf(scenario, catalog);
    return prepared;
}

bool finiteAndNonNegative(double value)
{
    return std::isfinite(value) && value >= 0.0;
}

/// Every item finite, each cost at least zero and each discount at most zero, and the total at
/// least zero.
bool finiteAndNonNegative(const CostBreakdown& cost)
{
    for (std::size_t item = 0; item < COST_ITEM_COUNT; ++item) {
        const auto kind = static_cast<CostItem>(item);
        const bool discount = kind == CostItem::BatchDiscount || kind == CostItem::CommittedSpendDiscount;
        if (!std::isfinite(cost.items[item]) || (discount ? cost.items[item] > 0.0 : cost.items[item] < 0.0))
            return false;
    }
    return finiteAndNonNegative(cost.total());
}

bool finiteAndNonNegative(const HorizonSeries& series)
{
    return std::ranges::all_of(series.monthly, [](double month) { return finiteAndNonNegative(month); })
        && finiteAndNonNegative(series.cumulative) && finiteAndNonNegative(series.netPresentValue);
}

/// Whether a month never costs less than the one before it, the first month's one-time costs
/// (paid once, not amortized) left out.
bool neverFalls(const HorizonSeries& series, double upfront)
{
    for (std::size_t month = 1; month < series.monthly.size(); ++month) {
        const double before = series.monthly[month - 1] - (month == 1 ? upfront : 0.0);
        if (series.monthly[month] < before * (1.0 - 1e-12))
            return false;
    }
    return true;
}

/// Why the evaluation of a scenario breaks a property, or nothing.
std::string brokenProperty(const PreparedScenario& prepared)
{
    const Evaluation evaluation = evaluate(prepared);
    for (const OptionSummary& option : summarizeOptions(prepared, evaluation)) {
        if (!option.feasible) {
            if (option.reason.empty())
                return option.name + " cannot run and says not why";
            continue;
        }
        if (!finiteAndNonNegative(option.monthly) || !finiteAndNonNegative(option.costPerMillionTokens))
            return option.name + ": a month's cost is negative or not finite";
        if (!finiteAndNonNegative(*option.horizon))
            return option.name + ": a cost over the horizon is negative or not finite";
        // What a commitment leaves unused is part of what is paid.
        if (!(option.monthly[CostItem::UnusedCommitment] <= option.monthly.total() * (1.0 + 1e-12))
            || !(option.horizon->unusedCommitment >= 0.0
                 && option.horizon->unusedCommitment <= option.horizon->cumulative * (1.0 + 1e-12)))
            return option.name + ": more unused commitment than cost";
        if (option.selfHosted()) {
            if (option.fleet.gpus < 1 || option.fleet.replicas < 1)
                return option.name + " can run on a fleet of no GPU or no replica";
            if (!(option.utilization >= 0.0 && option.utilization <= 1.0))
                return option.name + ": utilization " + std::to_string(option.utilization);
            const OperatingPoint& point = option.replica->operating;
            if (!(point.perUser.value() > 0.0 && std::isfinite(point.perUser.value()))
                || !finiteAndNonNegative(point.timeToFirstToken.value()))
                return option.name + ": a replica's speed or first token is not a finite figure";
        }
        if (option.ref.kind == OptionKind::Hybrid) {
            // The cheapest mix includes either part alone: no fleet, or one for the busiest hour.
            const PreparedHybrid& hybrid = prepared.hybrids[option.ref.index];
            const double parts
                = std::min(evaluation.api[hybrid.api].total(), evaluation.selfHosted[hybrid.selfHosted].monthly.total());
            if (!(option.monthly.total() <= parts * (1.0 + 1e-12)))
                return option.name + " costs more than the cheaper of its parts alone";
            if (!(option.hybrid->overflowShare >= 0.0 && option.hybrid->overflowShare <= 1.0))
                return option.name + ": a share sent to the API outside 0 to 1";
        }
    }
    for (std::size_t option = 0; option < prepared.selfHosted.size(); ++option) {
        const PreparedSelfHosted& selfHosted = prepared.selfHosted[option];
        if (!selfHosted.feasible())
            continue;
        double before = 0.0;
        for (double volume = 1.0; volume <= MAX_TOKENS_PER_DAY; volume *= 10.0) {
            const double cost = *monthlyTotal(prepared, OptionRef{OptionKind::SelfHosted, option}, TokensPerDay(volume));
            // A reserved GPU the volume starts to use moves its rental from the unused commitment
            // to the GPU rental, a change of the items that leaves the total as it was but for the
            // sum's last bits.
            if (!(cost >= before * (1.0 - 1e-12)))
                return "self-hosted option " + std::to_string(option) + " costs less at " + std::to_string(volume)
                    + " tokens a day";
            before = cost;
        }
    }
    const double upfront = prepared.amortizeOneTime ? 0.0 : prepared.oneTimeTotal;
    // With volume growing and prices not falling, no month costs less than the one before.
    if (prepared.monthlyGrowth >= 0.0) {
        for (std::size_t option = 0; option < prepared.selfHosted.size(); ++option) {
            const PreparedSelfHosted& selfHosted = prepared.selfHosted[option];
            // A reservation renewed at what its term's first month needs can cost less than the last.
            if (selfHosted.feasible() && selfHosted.priceTrendPerYear >= 0.0 && selfHosted.reservedGpus == 0
                && !neverFalls(evaluation.selfHostedHorizon[option], upfront))
                return "self-hosted option " + std::to_string(option) + " costs less in a later month of growing volume";
        }
        for (std::size_t offer = 0; offer < prepared.api.size(); ++offer) {
            if (prepared.api[offer].priceTrendPerYear >= 0.0 && prepared.api[offer].committedMonthlySpend == 0.0
                && !neverFalls(evaluation.apiHorizon[offer], 0.0))
                return "an API offer costs less in a later month of growing volume";
        }
    }
    for (const BreakEven& breakEven : evaluation.breakEvens) {
        if (!finiteAndNonNegative(breakEven.tokensPerDay))
            return "a break-even volume is negative or not finite";
    }
    for (const Crossover& crossover : evaluation.crossovers) {
        if (crossover.month && (*crossover.month < 1 || *crossover.month > prepared.horizonMonths))
            return "a crossover month outside the horizon";
    }
    return {};
}

} // namespace

TEST_CASE("Every figure stays finite, non-negative and ordered over 100,000 scenarios from the documented ranges")
{
    const Catalog& catalog = test::embeddedCatalog();
    RangeScenarios random(catalog);
    LayoutsFound found(catalog);
    int feasibleOptions = 0;
    for (int draw = 0; draw < SCENARIOS; ++draw) {
        const Scenario scenario = random.next();
        if (draw % READ_BACK_EVERY == 0) {
            // What is drawn is a scenario the file format accepts.
            const auto read = parseScenario(serializeScenario(scenario), "drawn", catalog);
            INFO("draw " << draw << ":\n" << (read ? std::string() : test::listIssues(read.error().issues)));
            REQUIRE(read.has_value());
        }
        const PreparedScenario prepared
            = draw % SEARCH_ANEW_EVERY == 0 ? prepareScenario(scenario, catalog) : prepareWithLayouts(scenario, catalog, found);
        feasibleOptions += static_cast<int>(std::ranges::count_if(prepared.selfHosted, &PreparedSelfHosted::feasible));
        const std::string broken = brokenProperty(prepared);
        if (!broken.empty()) {
            // The file, for `breakeven-cli evaluate`; the message wraps its lines.
            std::ofstream(FAILED_DRAW) << serializeScenario(scenario);
            INFO("draw " << draw << ", written to " << FAILED_DRAW << ":\n" << serializeScenario(scenario));
            FAIL(broken);
        }
    }
    // The draws must reach options that run, not only ones that cannot.
    CHECK(feasibleOptions >= SCENARIOS / 4);
}
