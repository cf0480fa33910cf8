#include "analysis/MonteCarlo.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <numbers>
#include <numeric>
#include <stdexcept>
#include <vector>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

/// Every worker gets the same stateless function.
std::function<Evaluator()> everyWorker(Evaluator evaluator)
{
    return [evaluator] { return evaluator; };
}

MonteCarloRequest request(std::vector<Distribution> inputs, std::int64_t samples, std::uint64_t seed = 7, int threads = 0)
{
    return {std::move(inputs), samples, seed, threads};
}

const InputImportance& importanceOf(const MonteCarloResult& result, std::size_t input)
{
    return *std::ranges::find(result.importance, input, &InputImportance::input);
}

/// Ranks from 1, tied values sharing the mean of their ranks.
std::vector<double> midRanks(const std::vector<double>& values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::ranges::sort(order, {}, [&](std::size_t index) { return values[index]; });
    std::vector<double> ranks(values.size());
    for (std::size_t first = 0; first < order.size();) {
        std::size_t last = first + 1;
        while (last < order.size() && values[order[last]] == values[order[first]])
            ++last;
        for (std::size_t position = first; position < last; ++position)
            ranks[order[position]] = (static_cast<double>(first + last) + 1.0) / 2.0;
        first = last;
    }
    return ranks;
}

/// Spearman's coefficient as textbooks define it: Pearson's correlation of the mid-ranks.
double textbookSpearman(const std::vector<double>& x, const std::vector<double>& y)
{
    const std::vector<double> rx = midRanks(x);
    const std::vector<double> ry = midRanks(y);
    const double mean = (static_cast<double>(x.size()) + 1.0) / 2.0;
    double xy = 0.0;
    double xx = 0.0;
    double yy = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        xy += (rx[i] - mean) * (ry[i] - mean);
        xx += (rx[i] - mean) * (rx[i] - mean);
        yy += (ry[i] - mean) * (ry[i] - mean);
    }
    return xy / std::sqrt(xx * yy);
}

} // namespace

TEST_CASE("The same seed gives bit-identical results with 1, 2 and 4 threads", "[montecarlo]")
{
    // 30,000 samples are 8 chunks, so four threads share them unevenly and in varying order. A
    // non-linear outcome, undefined for some samples, exercises every statistic.
    const std::vector<Distribution> inputs = {Distribution::normal(10.0, 2.0), Distribution::pert(1.0, 2.0, 6.0),
                                              Distribution::lognormal(3.0, 5.0), Distribution::triangular(-1.0, 0.0, 1.0)};
    const auto evaluator
        = everyWorker([](std::span<const double> x) { return x[3] > 0.9 ? std::nan("") : x[0] * x[1] - x[2] * x[2]; });

    const auto one = runMonteCarlo(request(inputs, 30'000, 11, 1), evaluator);
    const auto two = runMonteCarlo(request(inputs, 30'000, 11, 2), evaluator);
    const auto four = runMonteCarlo(request(inputs, 30'000, 11, 4), evaluator);
    REQUIRE(one.has_value());
    REQUIRE(two.has_value());
    REQUIRE(four.has_value());
    CHECK(*one == *two);
    CHECK(*one == *four);
    CHECK(one->seed == 11);
    CHECK(one->samples == 30'000);
    // The triangle (−1, 0, 1) exceeds 0.9 with probability 0.1² / 2 = 0.005: about 150 samples.
    CHECK(one->nonFiniteSamples > 100);
    CHECK(one->nonFiniteSamples < 200);

    const auto otherSeed = runMonteCarlo(request(inputs, 30'000, 12, 2), evaluator);
    REQUIRE(otherSeed.has_value());
    CHECK(otherSeed->outcome.percentile50 != one->outcome.percentile50);
    CHECK(otherSeed->outcome.mean != one->outcome.mean);
}

TEST_CASE("The sum of two normal inputs has the normal distribution of the sum", "[montecarlo]")
{
    // X1 ~ N(10, 3) and X2 ~ N(−4, 4), independent: X1 + X2 ~ N(6, 5), as √(3² + 4²) = 5.
    const auto result = runMonteCarlo(request({Distribution::normal(10.0, 3.0), Distribution::normal(-4.0, 4.0)}, 200'000),
                                      everyWorker([](std::span<const double> x) { return x[0] + x[1]; }));
    REQUIRE(result.has_value());
    CHECK(result->nonFiniteSamples == 0);
    // Standard errors at n = 200,000: the mean's 5 / √n = 0.011; the median's 1.2533 · 5 / √n = 0.014;
    // a 5th or 95th percentile's √(0.05 · 0.95 / n) / φ(1.645) · 5 = 0.0154 / 0.10314 · 5 = 0.024.
    // Four of each are allowed.
    CHECK_THAT(result->outcome.mean, WithinAbs(6.0, 0.045));
    CHECK_THAT(result->outcome.standardDeviation, WithinRel(5.0, 0.01));
    CHECK_THAT(result->outcome.percentile50, WithinAbs(6.0, 0.06));
    // P5 = 6 − 1.6448536 · 5 = −2.2242681, P95 = 14.224268.
    CHECK_THAT(result->outcome.percentile5, WithinAbs(-2.2242681347573636, 0.1));
    CHECK_THAT(result->outcome.percentile95, WithinAbs(14.224268134757364, 0.1));
    // P(X1 + X2 < 0) = Φ(−6 / 5) = Φ(−1.2) = 0.11506967, binomial standard error 0.0007.
    CHECK_THAT(result->shareBelowZero, WithinAbs(0.11506967022170827, 0.003));

    // Each input's Pearson correlation with the sum is its sd over 5: 0.6 and 0.8. For jointly
    // normal variables Spearman's is (6 / π) arcsin(ρ / 2) (Pearson, 1907): 0.58192010 and
    // 0.78593928; their squares normalised give shares 0.35409373 and 0.64590627. Standard
    // errors at this n are about (1 − ρ²) / √n < 0.002.
    const InputImportance& first = importanceOf(*result, 0);
    const InputImportance& second = importanceOf(*result, 1);
    CHECK_THAT(first.rankCorrelation, WithinAbs(0.58192010412406974, 0.008));
    CHECK_THAT(second.rankCorrelation, WithinAbs(0.78593928260672770, 0.008));
    CHECK_THAT(first.varianceShare, WithinAbs(0.35409372700663964, 0.01));
    CHECK_THAT(second.varianceShare, WithinAbs(0.64590627299336036, 0.01));
    CHECK(result->importance.front().input == 1);
}

TEST_CASE("An outcome proportional to a uniform input has its percentiles and a rank correlation of 1", "[montecarlo]")
{
    // Y = 3X, X ~ U(0, 10): Y ~ U(0, 30), so its p-quantile is 30p. Standard error of a quantile at
    // n = 100,000: √(p (1 − p) / n) · 30, 0.021 at p = 0.05 and 0.047 at p = 0.5; 0.2 is over four.
    const auto result = runMonteCarlo(request({Distribution::uniform(0.0, 10.0)}, 100'000),
                                      everyWorker([](std::span<const double> x) { return 3.0 * x[0] - 6.0; }));
    REQUIRE(result.has_value());
    // Shifted by −6 so that a share lies below zero: P(3X < 6) = P(X < 2) = 0.2.
    CHECK_THAT(result->outcome.percentile5, WithinAbs(1.5 - 6.0, 0.2));
    CHECK_THAT(result->outcome.percentile10, WithinAbs(3.0 - 6.0, 0.2));
    CHECK_THAT(result->outcome.percentile50, WithinAbs(15.0 - 6.0, 0.2));
    CHECK_THAT(result->outcome.percentile90, WithinAbs(27.0 - 6.0, 0.2));
    CHECK_THAT(result->outcome.percentile95, WithinAbs(28.5 - 6.0, 0.2));
    CHECK_THAT(result->outcome.minimum, WithinAbs(-6.0, 0.01));
    CHECK_THAT(result->outcome.maximum, WithinAbs(24.0, 0.01));
    CHECK_THAT(result->shareBelowZero, WithinAbs(0.2, 4 * 0.0013));
    // A monotone outcome ranks exactly as its input: the estimate misses 1 by about 1/n.
    REQUIRE(result->importance.size() == 1);
    CHECK_THAT(result->importance.front().rankCorrelation, WithinAbs(1.0, 1e-4));
    CHECK(result->importance.front().varianceShare == 1.0);
    // A flat histogram. Freedman–Diaconis: IQR 15, width 2 · 15 / ∛100,000 = 30 / 46.4, so the
    // range of 30 takes 46.4 widths, rounded up to 47 bins of about 100,000 / 47 = 2,128 each.
    CHECK(result->histogram.counts.size() == 47);
    for (const std::int64_t count : result->histogram.counts)
        CHECK_THAT(static_cast<double>(count), WithinRel(100'000.0 / 47.0, 0.1));
}

TEST_CASE("Tied outcomes share their mid-rank", "[montecarlo]")
{
    // Y = ⌊4X⌋ for X ~ U(0, 1): four values, a quarter of the samples each, a staircase like a
    // fleet's cost. Tied samples share the mean of their ranks, so Y's ranks are a linear function
    // of Y, and Spearman's coefficient is Pearson's of X and ⌊4X⌋: E[X ⌊4X⌋] = Σ k (2k + 1) / 32 =
    // 34/32, less E[X] E[⌊4X⌋] = 0.5 · 1.5, gives a covariance of 0.3125; over √(1/12 · 15/12)
    // that is √(15/16) = 0.9682458. Standard error at n = 100,000: about 0.0003.
    const auto result = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 100'000),
                                      everyWorker([](std::span<const double> x) { return std::floor(4.0 * x[0]) - 1.5; }));
    REQUIRE(result.has_value());
    CHECK_THAT(result->importance.front().rankCorrelation, WithinAbs(0.96824583655185422, 0.002));
    // −1.5 and −0.5 lie below zero, 0.5 and 1.5 above: half the samples, standard error 0.0016.
    CHECK_THAT(result->shareBelowZero, WithinAbs(0.5, 0.007));
    // The 5th and 95th percentiles fall well inside the lowest and highest steps.
    CHECK(result->outcome.percentile5 == -1.5);
    CHECK(result->outcome.percentile95 == 1.5);
}

TEST_CASE("The input that drives the outcome ranks first, and a falling one correlates negatively", "[montecarlo]")
{
    // Y = X0 + 10 X1 − X2 with three U(0, 1): X1 carries 100 of the 102 parts of the variance.
    // Pearson's correlations are 1/√102 = 0.099, 10/√102 = 0.990 and −0.099; rank correlations of
    // such a near-linear sum are within a few thousandths of them.
    const auto result = runMonteCarlo(
        request({Distribution::uniform(0.0, 1.0), Distribution::uniform(0.0, 1.0), Distribution::uniform(0.0, 1.0)}, 100'000),
        everyWorker([](std::span<const double> x) { return x[0] + 10.0 * x[1] - x[2]; }));
    REQUIRE(result.has_value());
    REQUIRE(result->importance.size() == 3);
    CHECK(result->importance[0].input == 1);
    CHECK_THAT(result->importance[0].rankCorrelation, WithinAbs(0.990, 0.01));
    // Shares ≈ 0.990² : 0.099² : 0.099², i.e. 100 : 1 : 1 of 102 = 0.980, 0.0098, 0.0098.
    CHECK_THAT(result->importance[0].varianceShare, WithinAbs(100.0 / 102.0, 0.005));
    CHECK_THAT(importanceOf(*result, 0).rankCorrelation, WithinAbs(0.099, 0.01));
    CHECK_THAT(importanceOf(*result, 2).rankCorrelation, WithinAbs(-0.099, 0.01));
    double shares = 0.0;
    for (const InputImportance& input : result->importance)
        shares += input.varianceShare;
    CHECK_THAT(shares, WithinAbs(1.0, 1e-12));
}

TEST_CASE("The rank correlation agrees with the textbook Spearman coefficient", "[montecarlo]")
{
    // One thread takes the chunks in order, so the evaluator sees the samples in index order and
    // can keep what it was given. Y = X0 + X1² + X2 with X1 ~ N(0, 1): a non-monotone input too.
    auto values = std::make_shared<std::vector<std::vector<double>>>(4);
    const auto keep = [values](std::span<const double> x) {
        const double outcome = x[0] + x[1] * x[1] + x[2];
        for (std::size_t input = 0; input < 3; ++input)
            (*values)[input].push_back(x[input]);
        (*values)[3].push_back(outcome);
        return outcome;
    };
    const auto result = runMonteCarlo(
        request({Distribution::uniform(0.0, 2.0), Distribution::normal(0.0, 1.0), Distribution::pert(0.0, 0.5, 3.0)}, 20'000, 3,
                1),
        everyWorker(keep));
    REQUIRE(result.has_value());
    // The estimate uses an input's exact cumulative probability where the textbook uses its
    // sample rank / n; the two differ by about 1/√n = 0.007 in each sample. For the monotone
    // inputs that moves the coefficient by about 1e-4; for X1, whose rank correlation is near 0,
    // by up to 1/√n, the standard error of such a coefficient itself (0.0057 at worst over 40
    // seeds of this case).
    for (std::size_t input = 0; input < 3; ++input) {
        CAPTURE(input);
        const double tolerance = input == 1 ? 0.01 : 0.001;
        CHECK_THAT(importanceOf(*result, input).rankCorrelation,
                   WithinAbs(textbookSpearman((*values)[input], (*values)[3]), tolerance));
    }
}

TEST_CASE("The median of a skewed outcome settles between 10^5 and 10^6 samples", "[montecarlo]")
{
    // The product of two lognormals is lognormal, its median the product of the medians: 2 · 5 = 10.
    // σ = √((ln 1.25)² + (ln 1.2)²) / 1.2816 = 0.2249, a right skew of 0.7. The median's standard
    // error is 1.2533 σ median / √n: 0.089 % at 10^5 and 0.028 % at 10^6, so the two runs agree
    // within 0.5 % and each lies within 0.4 % of 10 with over four standard errors to spare.
    const std::vector<Distribution> inputs = {Distribution::lognormal(2.0, 2.5), Distribution::lognormal(5.0, 6.0)};
    const auto product = everyWorker([](std::span<const double> x) { return x[0] * x[1]; });
    const auto smaller = runMonteCarlo(request(inputs, 100'000, 99), product);
    const auto larger = runMonteCarlo(request(inputs, 1'000'000, 99), product);
    REQUIRE(smaller.has_value());
    REQUIRE(larger.has_value());
    CHECK_THAT(smaller->outcome.percentile50, WithinRel(larger->outcome.percentile50, 0.005));
    CHECK_THAT(smaller->outcome.percentile50, WithinRel(10.0, 0.004));
    CHECK_THAT(larger->outcome.percentile50, WithinRel(10.0, 0.002));
    // Skewed: the mean 10 · e^(σ²/2) = 10.256 lies above the median.
    CHECK(larger->outcome.mean > larger->outcome.percentile50 * 1.02);
}

TEST_CASE("Outcomes that are not finite are counted and left out", "[montecarlo]")
{
    // X ~ U(0, 1) with no outcome below 0.1: a tenth of the samples, binomial standard error
    // √(0.1 · 0.9 · 100,000) = 95 samples.
    const auto result
        = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 100'000), everyWorker([](std::span<const double> x) {
                            return x[0] < 0.05 ? std::nan("") : x[0] < 0.1 ? std::numeric_limits<double>::infinity() : x[0];
                        }));
    REQUIRE(result.has_value());
    CHECK_THAT(static_cast<double>(result->nonFiniteSamples), WithinAbs(10'000.0, 400.0));
    CHECK(result->outcome.count + result->nonFiniteSamples == 100'000);
    CHECK(result->outcome.minimum >= 0.1);
    CHECK(std::isfinite(result->outcome.mean));
    // The rest is U(0.1, 1), median 0.55.
    CHECK_THAT(result->outcome.percentile50, WithinAbs(0.55, 0.01));

    const auto nothing = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 1'000),
                                       everyWorker([](std::span<const double>) { return std::nan(""); }));
    REQUIRE_FALSE(nothing.has_value());
    CHECK(nothing.error().failure == MonteCarloFailure::NoFiniteOutcome);
}

TEST_CASE("A constant outcome has no driver", "[montecarlo]")
{
    const auto result = runMonteCarlo(request({Distribution::uniform(0.0, 1.0), Distribution::normal(0.0, 1.0)}, 10'000),
                                      everyWorker([](std::span<const double>) { return 42.0; }));
    REQUIRE(result.has_value());
    CHECK(result->outcome.standardDeviation == 0.0);
    CHECK(result->histogram.counts == std::vector<std::int64_t>{10'000});
    for (const InputImportance& input : result->importance) {
        CHECK(input.rankCorrelation == 0.0);
        CHECK(input.varianceShare == 0.0);
    }
}

TEST_CASE("Each worker thread gets its own evaluator, made on the calling thread", "[montecarlo]")
{
    // 10 chunks for 3 threads: three evaluators, each counting its own calls without locking.
    int made = 0;
    auto counts = std::make_shared<std::vector<std::int64_t>>();
    const auto makeEvaluator = [&made, counts]() -> Evaluator {
        ++made;
        counts->push_back(0);
        std::int64_t* count = &counts->back();
        return [count](std::span<const double> x) {
            ++*count;
            return x[0];
        };
    };
    counts->reserve(3);
    const auto result
        = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 10 * MONTE_CARLO_CHUNK_SAMPLES, 5, 3), makeEvaluator);
    REQUIRE(result.has_value());
    CHECK(made == 3);
    CHECK(std::accumulate(counts->begin(), counts->end(), std::int64_t{0}) == 10 * MONTE_CARLO_CHUNK_SAMPLES);
}

TEST_CASE("Progress counts the samples done and a cancelled run gives no statistics", "[montecarlo]")
{
    const std::vector<Distribution> inputs = {Distribution::uniform(0.0, 1.0)};

    SECTION("a full run reports every sample")
    {
        MonteCarloProgress progress;
        const auto result
            = runMonteCarlo(request(inputs, 50'000), everyWorker([](std::span<const double> x) { return x[0]; }), &progress);
        REQUIRE(result.has_value());
        CHECK(progress.completedSamples.load() == 50'000);
    }
    SECTION("cancelled part way: the chunks under way finish, nothing more")
    {
        MonteCarloProgress progress;
        auto calls = std::make_shared<std::atomic<int>>(0);
        const auto cancelling = everyWorker([&progress, calls](std::span<const double> x) {
            if (++*calls == 5'000)
                progress.cancelRequested = true;
            return x[0];
        });
        const auto result = runMonteCarlo(request(inputs, 1'000'000, 7, 2), cancelling, &progress);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().failure == MonteCarloFailure::Cancelled);
        CHECK(describe(result.error()) == "The analysis was cancelled.");
        // Two threads, each finishing the chunk it holds: at most 4 chunks of 4,096 were done.
        CHECK(progress.completedSamples.load() <= 4 * MONTE_CARLO_CHUNK_SAMPLES);
    }
    SECTION("cancelled before it starts")
    {
        MonteCarloProgress progress;
        progress.cancelRequested = true;
        const auto result
            = runMonteCarlo(request(inputs, 10'000), everyWorker([](std::span<const double> x) { return x[0]; }), &progress);
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().failure == MonteCarloFailure::Cancelled);
        CHECK(progress.completedSamples.load() == 0);
    }
}

TEST_CASE("An exception from the evaluator stops the run and reaches the caller", "[montecarlo]")
{
    const auto failing = everyWorker([](std::span<const double> x) -> double {
        if (x[0] > 0.999)
            throw std::runtime_error("the scenario could not be evaluated");
        return x[0];
    });
    CHECK_THROWS_WITH(runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 100'000, 7, 2), failing),
                      "the scenario could not be evaluated");
}

TEST_CASE("Bad parameters and sample counts are refused with a message for each", "[montecarlo]")
{
    const auto identity = everyWorker([](std::span<const double> x) { return x[0]; });

    SECTION("sample counts from 1 to 10,000,000")
    {
        for (const std::int64_t samples : {std::int64_t{0}, std::int64_t{-3}, MAX_MONTE_CARLO_SAMPLES + 1}) {
            const auto result = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, samples), identity);
            REQUIRE_FALSE(result.has_value());
            CHECK(result.error().failure == MonteCarloFailure::InvalidRequest);
            CHECK(describe(result.error()) == fmt::format("samples: must be from 1 to 10000000, got {}", samples));
        }
        const auto single = runMonteCarlo(request({Distribution::uniform(0.0, 1.0)}, 1), identity);
        REQUIRE(single.has_value());
        CHECK(single->outcome.count == 1);
    }
    SECTION("every problem at once, each input's located")
    {
        MonteCarloRequest bad = request(
            {Distribution::uniform(0.0, 1.0), Distribution::normal(5.0, -1.0), Distribution::triangular(3.0, 9.0, 4.0)}, 0);
        bad.threads = -2;
        const std::vector<RequestIssue> issues = validate(bad);
        REQUIRE(issues.size() == 4);
        CHECK(issues[0] == RequestIssue{1, {"standardDeviation", "must be a positive number, got -1"}});
        CHECK(issues[1] == RequestIssue{2, {"mode", "must be from the minimum (3) to the maximum (4), got 9"}});
        CHECK(issues[2].input == std::nullopt);
        CHECK(issues[2].issue.parameter == "samples");
        CHECK(issues[3] == RequestIssue{std::nullopt, {"threads", "must be from 0 (every core) to 256, got -2"}});

        const auto result = runMonteCarlo(bad, identity);
        REQUIRE_FALSE(result.has_value());
        CHECK(describe(result.error())
              == "input 1, standardDeviation: must be a positive number, got -1\n"
                 "input 2, mode: must be from the minimum (3) to the maximum (4), got 9\n"
                 "samples: must be from 1 to 10000000, got 0\n"
                 "threads: must be from 0 (every core) to 256, got -2");
    }
}

namespace {

/// Every sample's input values, kept by an evaluator on one thread (which takes the chunks in
/// order); the outcome is the first input.
struct KeptInputs {
    std::shared_ptr<std::vector<std::vector<double>>> values;

    explicit KeptInputs(std::size_t inputs)
        : values(std::make_shared<std::vector<std::vector<double>>>(inputs))
    { }

    [[nodiscard]] std::function<Evaluator()> evaluator() const
    {
        return everyWorker([kept = values](std::span<const double> x) {
            for (std::size_t input = 0; input < x.size(); ++input)
                (*kept)[input].push_back(x[input]);
            return x[0];
        });
    }
};

} // namespace

TEST_CASE("Correlated inputs have the rank correlations asked for and keep their distributions", "[montecarlo]")
{
    // Volume lognormal, a price PERT, a growth rate normal: volume and price 0.7, volume and growth
    // −0.4, price and growth independent. 10^5 samples; the standard error of a Spearman
    // coefficient near ρ is about (1 − ρ²)/√n, 0.0016 at 0.7 and 0.0027 at −0.4, so 0.01 is
    // several of them.
    const std::vector<Distribution> inputs{Distribution::lognormal(1e7, 3e7), Distribution::pert(2.0, 3.5, 4.5),
                                           Distribution::normal(0.05, 0.02)};
    MonteCarloRequest correlated = request(inputs, 100'000, 17, 1);
    correlated.correlations = {{0, 1, 0.7}, {2, 0, -0.4}};
    const KeptInputs kept(3);
    const auto result = runMonteCarlo(correlated, kept.evaluator());
    REQUIRE(result.has_value());
    const auto& values = *kept.values;
    CHECK_THAT(textbookSpearman(values[0], values[1]), WithinAbs(0.7, 0.01));
    CHECK_THAT(textbookSpearman(values[0], values[2]), WithinAbs(-0.4, 0.01));
    CHECK_THAT(textbookSpearman(values[1], values[2]), WithinAbs(0.0, 0.01));
    CHECK(result->correlationRepairs.empty());

    // Reordering within each chunk moves values between samples and changes none: each input's
    // sorted values are those of the independent run with the same seed, to the bit.
    const KeptInputs independent(3);
    REQUIRE(runMonteCarlo(request(inputs, 100'000, 17, 1), independent.evaluator()).has_value());
    for (std::size_t input = 0; input < 3; ++input) {
        std::vector<double> mine = values[input];
        std::vector<double> theirs = (*independent.values)[input];
        std::ranges::sort(mine);
        std::ranges::sort(theirs);
        CHECK(mine == theirs);
    }
}

TEST_CASE("Impossible correlations are run as the nearest possible ones and reported", "[montecarlo]")
{
    // 0.9, 0.9 and −0.9 among three inputs cannot be (RankCorrelationTests): the run takes 0.5,
    // 0.5 and −0.5, and says so for each pair.
    MonteCarloRequest impossible = request(
        {Distribution::uniform(0.0, 1.0), Distribution::uniform(0.0, 1.0), Distribution::uniform(0.0, 1.0)}, 50'000, 3, 1);
    impossible.correlations = {{0, 1, 0.9}, {1, 2, 0.9}, {0, 2, -0.9}};
    const KeptInputs kept(3);
    const auto result = runMonteCarlo(impossible, kept.evaluator());
    REQUIRE(result.has_value());
    REQUIRE(result->correlationRepairs.size() == 3);
    CHECK(result->correlationRepairs[0].first == 0);
    CHECK(result->correlationRepairs[0].second == 1);
    CHECK(result->correlationRepairs[0].asked == 0.9);
    CHECK_THAT(result->correlationRepairs[0].used, WithinAbs(0.5, 1e-6));
    CHECK(result->correlationRepairs[1].first == 0);
    CHECK(result->correlationRepairs[1].second == 2);
    CHECK_THAT(result->correlationRepairs[1].used, WithinAbs(-0.5, 1e-6));
    // At the edge of possible the draws fall a little short. Ranks correlated 0.5 need scores
    // correlated 2 sin(π · 0.5 / 6) = 0.518 (RankCorrelator), and three pairs of ±0.518 are
    // impossible again. With B's sign changed every pair is ρ = −0.518: the matrix (1 − ρ) I + ρ J
    // has the eigenvalue 1 + 2ρ < 0 along (1, 1, 1), which the factor sets to zero, leaving
    // (1 − ρ)(I − J / 3): diagonal 2(1 − ρ)/3, off the diagonal −(1 − ρ)/3, so scores correlated
    // −1/2 once the diagonal is one again. Scores correlated −1/2 have ranks correlated
    // (6/π) asin(−1/4) = −0.4826.
    const double drawn = textbookSpearman((*kept.values)[0], (*kept.values)[2]);
    CHECK_THAT(drawn, WithinAbs(6.0 / std::numbers::pi * std::asin(-0.25), 0.01));
}

TEST_CASE("Latin hypercube sampling puts one draw in each equally likely stratum", "[montecarlo]")
{
    // One chunk of 4,096 samples of U(0, 1): draw i falls in [k/4096, (k+1)/4096) for a k that no
    // other draw has.
    MonteCarloRequest stratified = request({Distribution::uniform(0.0, 1.0), Distribution::normal(0.0, 1.0)}, 4096, 9, 1);
    stratified.sampling = Sampling::LatinHypercube;
    const KeptInputs kept(2);
    const auto result = runMonteCarlo(stratified, kept.evaluator());
    REQUIRE(result.has_value());
    std::vector<int> perStratum(4096, 0);
    for (const double value : (*kept.values)[0])
        ++perStratum[static_cast<std::size_t>(value * 4096.0)];
    CHECK(std::ranges::count(perStratum, 1) == 4096);

    // So the mean of a uniform is off by far less than random sampling's standard error,
    // 1/√(12 · 4096) = 0.0045: within one stratum's width over √4096, 0.0000038, of 0.5.
    CHECK_THAT(result->outcome.mean, WithinAbs(0.5, 1.0 / 4096.0 / 64.0));
}

TEST_CASE("Correlated Latin hypercube runs are bit-identical with 1 and 2 threads", "[montecarlo]")
{
    MonteCarloRequest run = request({Distribution::uniform(0.0, 1.0), Distribution::lognormal(2.0, 5.0)}, 30'000, 4, 1);
    run.sampling = Sampling::LatinHypercube;
    run.correlations = {{0, 1, -0.6}};
    const auto sum = everyWorker([](std::span<const double> x) { return x[0] + x[1]; });
    const auto one = runMonteCarlo(run, sum);
    run.threads = 2;
    const auto two = runMonteCarlo(run, sum);
    REQUIRE(one.has_value());
    REQUIRE(two.has_value());
    CHECK(*one == *two);
}

TEST_CASE("Correlated pairs must name two inputs once, correlated from -1 to 1", "[montecarlo]")
{
    MonteCarloRequest bad = request({Distribution::uniform(0.0, 1.0), Distribution::uniform(0.0, 1.0)}, 10);
    bad.correlations
        = {{0, 1, 0.5}, {1, 0, 0.2}, {0, 0, 0.3}, {0, 2, 0.1}, {0, 1, 1.5}, {1, 0, std::numeric_limits<double>::quiet_NaN()}};
    const std::vector<RequestIssue> issues = validate(bad);
    REQUIRE(issues.size() == 5);
    CHECK(issues[0] == RequestIssue{std::nullopt, {"correlations/1", "repeats the pair of correlations/0"}});
    CHECK(issues[1] == RequestIssue{std::nullopt, {"correlations/2", "must name two different inputs, got 0 twice"}});
    CHECK(issues[2] == RequestIssue{std::nullopt, {"correlations/3", "must name inputs below 2, got 0 and 2"}});
    CHECK(issues[3] == RequestIssue{std::nullopt, {"correlations/4", "must be a correlation from -1 to 1, got 1.5"}});
    CHECK(issues[4] == RequestIssue{std::nullopt, {"correlations/5", "must be a correlation from -1 to 1, got nan"}});
}
