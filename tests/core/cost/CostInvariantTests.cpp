// Properties every evaluation must keep, checked over many scenarios drawn at random (with a
// fixed seed, so a failure reproduces): more volume never lowers an option's cost, no volume
// costs nothing by API, at a break-even volume the two options cost the same and above it
// self-hosting stays the cheaper, and every figure is finite.

#include "cost/Comparison.h"
#include "cost/Evaluation.h"

#include "TestPaths.h"
#include "TestSupport.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioRules.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <string>

using namespace tco;

namespace {

constexpr std::array MODELS{"llama-3.1-8b", "llama-3.3-70b", "mixtral-8x7b", "qwen3-32b",
                            "gpt-oss-120b", "deepseek-r1",   "gemma-2-9b",   "llama-4-scout"};
constexpr std::array GPUS{"h100-sxm", "h200-sxm", "b200", "l40s", "l4", "a100-80gb-sxm", "mi300x", "gb200-nvl72"};
constexpr std::array PRECISIONS{Precision::Bf16, Precision::Fp8, Precision::Int4};

class RandomScenarios {
public:
    Scenario next()
    {
        auto base = loadScenarioFile(TCO_SOURCE_DATA_DIR "/scenarios/professional-services-70b.breakeven.json",
                                     test::embeddedCatalog());
        REQUIRE(base.has_value());
        Scenario scenario = *base;
        scenario.model.id = pick(MODELS);
        scenario.model.weights = pick(PRECISIONS);
        scenario.model.kvCache = uniform(0, 1) < 0.5 ? Precision::Bf16 : Precision::Fp8;
        scenario.horizonMonths = static_cast<int>(uniform(1, 60));
        scenario.discountRatePerYear = uniform(0, 0.2);
        Workload& workload = scenario.workload;
        workload.tokensPerDay = TokensPerDay(logUniform(1e4, 1e11));
        workload.inputTokensPerRequest = Tokens(std::round(logUniform(10, 30'000)));
        workload.outputTokensPerRequest = Tokens(std::round(logUniform(10, 8'000)));
        workload.cachedInputShare = uniform(0, 0.6);
        workload.cacheWriteShare = uniform(0, 0.3);
        workload.batchShare = uniform(0, 1);
        workload.peakToAverage = uniform(1, 5);
        // Within the scenario rule that keeps the horizon's last month within MAX_TOKENS_PER_DAY.
        workload.monthlyGrowth = std::min(
            uniform(-0.1, 0.2), scenario_rules::mostMonthlyGrowth(workload.tokensPerDay.value(), scenario.horizonMonths));
        workload.outputTokensPerSecondPerUser = TokensPerSecond(logUniform(5, 100));
        scenario.staffing.baseFte = uniform(0, 5);
        scenario.staffing.gpusPerAdditionalFte = uniform(0, 1) < 0.5 ? 0.0 : uniform(8, 200);
        scenario.staffing.monthlyCostPerFte = Money{uniform(3'000, 30'000), Currency::usd()};
        scenario.oneTime.setup = Money{uniform(0, 200'000), Currency::usd()};
        scenario.oneTime.amortizeOverHorizon = uniform(0, 1) < 0.5;
        scenario.apiOffers[0].committedSpendDiscount = uniform(0, 0.3);

        SelfHostedOption rented = scenario.selfHosted[0];
        rented.gpuId = pick(GPUS);
        rented.gpus = uniform(0, 1) < 0.5 ? std::nullopt : std::optional<int>(static_cast<int>(uniform(1, 16)));
        RentedCompute compute;
        compute.pricePerGpuHour = Money{logUniform(0.3, 12), Currency::usd()};
        compute.pricing = uniform(0, 1) < 0.5 ? Pricing::OnDemand : Pricing::Spot;
        compute.spotInterruptionOverhead = uniform(0, 0.3);
        compute.hoursPerDay = uniform(4, 24);
        compute.extraCostShare = uniform(0, 0.5);
        compute.discount = uniform(0, 0.5);
        rented.compute = compute;

        SelfHostedOption owned = rented;
        owned.gpuId = pick(GPUS);
        owned.gpus = std::nullopt;
        OwnedCompute purchase;
        purchase.serverPrice = Money{logUniform(20'000, 4'000'000), Currency::usd()};
        purchase.lifeYears = uniform(2, 8);
        purchase.residualValueShare = uniform(0, 0.3);
        purchase.costOfCapitalPerYear = uniform(0, 0.15);
        purchase.powerPricePerKwh = Money{uniform(0.03, 0.4), Currency::usd()};
        purchase.powerUsageEffectiveness = uniform(1.05, 2);
        purchase.serverOverhead = Watts(uniform(0, 5'000));
        purchase.colocationPerKwMonth = Money{uniform(0, 300), Currency::usd()};
        purchase.maintenanceSharePerYear = uniform(0, 0.15);
        purchase.networkingShare = uniform(0, 0.2);
        owned.compute = purchase;
        scenario.selfHosted = {rented, owned};
        return scenario;
    }

private:
    double uniform(double low, double high) { return std::uniform_real_distribution<double>(low, high)(m_engine); }
    double logUniform(double low, double high) { return std::exp(uniform(std::log(low), std::log(high))); }
    template <typename T, std::size_t N> T pick(const std::array<T, N>& values)
    {
        return values[std::uniform_int_distribution<std::size_t>(0, N - 1)(m_engine)];
    }

    std::mt19937_64 m_engine{20261130};
};

bool finite(const CostBreakdown& cost)
{
    return std::ranges::all_of(cost.items, [](double item) { return std::isfinite(item); });
}

/// Volumes from `from` to `to`, `count` of them evenly spaced on a log scale. The last is `to`
/// itself: from × (to / from) may round one bit above it, past the largest volume there is.
std::vector<double> logSpaced(double from, double to, int count)
{
    std::vector<double> volumes;
    for (int index = 0; index + 1 < count; ++index)
        volumes.push_back(from * std::pow(to / from, static_cast<double>(index) / (count - 1)));
    volumes.push_back(to);
    return volumes;
}

} // namespace

TEST_CASE("Invariants hold over random scenarios")
{
    const Catalog& catalog = test::embeddedCatalog();
    RandomScenarios random;
    int breakEvensWithin = 0;
    for (int sample = 0; sample < 150; ++sample) {
        const Scenario scenario = random.next();
        INFO("sample " << sample << ": " << scenario.model.id << " on " << scenario.selfHosted[0].gpuId << " and "
                       << scenario.selfHosted[1].gpuId << " at " << scenario.workload.tokensPerDay.value() << " tokens a day");
        const PreparedScenario prepared = prepareScenario(scenario, catalog);
        const Evaluation evaluation = evaluate(prepared);

        CHECK(std::isfinite(evaluation.monthlyTokens));
        for (std::size_t option = 0; option < prepared.selfHosted.size(); ++option) {
            const SelfHostedEvaluation& result = evaluation.selfHosted[option];
            CHECK(finite(result.monthly));
            CHECK(std::isfinite(evaluation.selfHostedHorizon[option].netPresentValue));
            if (result.feasible) {
                CHECK(result.utilization > 0.0);
                CHECK(result.utilization <= 1.0);
                CHECK(result.fleet.gpus >= prepared.selfHosted[option].minimumGpus);
            }
        }
        for (std::size_t offer = 0; offer < prepared.api.size(); ++offer) {
            CHECK(finite(evaluation.api[offer]));
            CHECK(apiMonth(prepared, prepared.api[offer], TokensPerDay(0.0)).total() == 0.0);
        }

        // More volume never lowers a cost.
        const std::vector<SweepPoint> points = sweep(prepared, SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY, 200);
        for (std::size_t index = 1; index < points.size(); ++index) {
            for (std::size_t option = 0; option < points[index].monthly.size(); ++option)
                CHECK(points[index].monthly[option] >= points[index - 1].monthly[option]);
        }

        // A break-even is where the costs meet, and above it self-hosting stays the cheaper.
        for (const BreakEven& breakEven : evaluation.breakEvens) {
            const ApiPrices& offer = prepared.api[breakEven.api];
            const auto selfHosted
                = [&](double volume) { return monthlyTotal(prepared, breakEven.option, TokensPerDay(volume)).value(); };
            const auto api = [&](double volume) { return apiMonth(prepared, offer, TokensPerDay(volume)).total(); };
            if (breakEven.kind == BreakEvenKind::NoneInRange) {
                CHECK(api(breakEven.searched.to) <= selfHosted(breakEven.searched.to) * (1.0 + 1e-12));
                continue;
            }
            if (breakEven.kind == BreakEvenKind::Within) {
                ++breakEvensWithin;
                CHECK(std::abs(api(breakEven.tokensPerDay) - selfHosted(breakEven.tokensPerDay))
                      <= 1e-9 * api(breakEven.tokensPerDay));
            }
            for (const double volume : logSpaced(breakEven.tokensPerDay * (1.0 + 1e-9), breakEven.searched.to, 2'000))
                CHECK(selfHosted(volume) < api(volume));
        }
    }
    // The draws must exercise the interesting case, not only the extremes.
    CHECK(breakEvensWithin >= 20);
}
