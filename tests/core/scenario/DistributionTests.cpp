#include "scenario/Distribution.h"

#include "analysis/Random.h"
#include "analysis/Statistics.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <numbers>
#include <vector>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

constexpr double NOT_A_NUMBER = std::numeric_limits<double>::quiet_NaN();

/// `count` values drawn by inversion, sorted.
std::vector<double> sortedSample(const Distribution& distribution, int count)
{
    const QuantileFunction quantile(distribution);
    Xoshiro256StarStar stream = Xoshiro256StarStar::forStream(2026, 0);
    std::vector<double> values(static_cast<std::size_t>(count));
    for (double& value : values)
        value = quantile(stream.nextProbability());
    std::ranges::sort(values);
    return values;
}

struct Expected {
    double mean = 0.0;
    double standardDeviation = 0.0;
    double percentile10 = 0.0;
    double percentile50 = 0.0;
    double percentile90 = 0.0;
};

/// Checks a sample of 250,000 against the distribution's exact moments and deciles.
///
/// Tolerances are sampling errors, not fudge: the mean's standard error is sd / √n = 0.002 sd,
/// and 4 of them (0.008 sd) fail a correct sampler one time in 16,000. The standard deviation's
/// standard error is sd √((κ − 1) / 4n), at most 0.002 sd for these kurtoses (κ ≤ 4.9, the
/// lognormal's), so 1 % is over 5 of them. A decile is checked through the share of the sample
/// below its exact value, binomial with standard error √(p (1 − p) / n): 0.0006 at p = 0.1 and
/// 0.9, 0.001 at 0.5; 4 of them are allowed.
void checkSample(const Distribution& distribution, const Expected& expected)
{
    constexpr int COUNT = 250'000;
    const std::vector<double> sample = sortedSample(distribution, COUNT);
    const SampleSummary summary = summarize(sample);
    CHECK_THAT(summary.mean, WithinAbs(expected.mean, 0.008 * expected.standardDeviation));
    CHECK_THAT(summary.standardDeviation, WithinRel(expected.standardDeviation, 0.01));
    CHECK_THAT(shareBelow(sample, expected.percentile10), WithinAbs(0.1, 4 * 0.0006));
    CHECK_THAT(shareBelow(sample, expected.percentile50), WithinAbs(0.5, 4 * 0.001));
    CHECK_THAT(shareBelow(sample, expected.percentile90), WithinAbs(0.9, 4 * 0.0006));
}

/// The Beta(2, 4) cumulative distribution, PERT(0, 1, 4)'s on [0, 1]: P(Binomial(5, x) ≥ 2).
double beta24(double x)
{
    return 1.0 - std::pow(1.0 - x, 5) - 5.0 * x * std::pow(1.0 - x, 4);
}

/// The x in [0, 1] where an increasing `cumulative` reaches `probability`, by bisection.
double invert(const std::function<double(double)>& cumulative, double probability)
{
    double low = 0.0;
    double high = 1.0;
    for (int step = 0; step < 100; ++step) {
        const double middle = (low + high) / 2.0;
        (cumulative(middle) < probability ? low : high) = middle;
    }
    return (low + high) / 2.0;
}

/// Checks a PERT distribution's table against the exact quantile of its Beta on [0, 1], from
/// the far tails to the middle.
///
/// 4,096 steps: the guaranteed bound is 1/4,096 of the range. Within a step the table takes the
/// cumulative distribution as linear, which misplaces a value by about h²/8 · |f′/f| with
/// h = 1/4,096: 7.5e-9 · |f′/f|. Between the 1st and 99th percentiles of the shapes checked |f′/f|
/// stays below about 40 (Beta(2, 4) at its P1, x = 0.03: 1/x − 3/(1 − x) = 30), hence 5e-7.
void checkPertTable(const Distribution& pert, const std::function<double(double)>& betaQuantile)
{
    constexpr double STEP = 1.0 / 4096.0;
    constexpr double BETWEEN_EXTREMES = 5e-7;
    const QuantileFunction table(pert);
    const double range = pert.maximum - pert.minimum;
    std::vector<double> probabilities = {1e-12, 1e-9, 1e-6, 1e-4, 1e-3, 1.0 - 1e-3, 1.0 - 1e-4, 1.0 - 1e-6, 1.0 - 1e-9};
    for (int percent = 1; percent < 100; ++percent)
        probabilities.push_back(percent / 100.0);
    for (const double p : probabilities) {
        CAPTURE(p);
        const double exact = pert.minimum + range * betaQuantile(p);
        CHECK_THAT(table(p), WithinAbs(exact, range * STEP));
        if (p >= 0.01 && p <= 0.99)
            CHECK_THAT(table(p), WithinAbs(exact, range * BETWEEN_EXTREMES));
    }
}

} // namespace

TEST_CASE("The normal quantile matches published values to the last digits", "[montecarlo]")
{
    // Φ⁻¹ to 17 significant digits (√2 erf⁻¹(2p − 1), evaluated to 80 digits with mpmath); the
    // first is the familiar 1.959963984540054. AS 241 promises a relative error near 1e-16.
    CHECK(normalQuantile(0.5) == 0.0);
    CHECK_THAT(normalQuantile(0.975), WithinRel(1.9599639845400542, 1e-15));
    CHECK_THAT(normalQuantile(0.025), WithinRel(-1.9599639845400542, 1e-15));
    CHECK_THAT(normalQuantile(0.9), WithinRel(1.2815515655446005, 1e-15));
    CHECK_THAT(normalQuantile(0.95), WithinRel(1.6448536269514727, 1e-15));
    CHECK_THAT(normalQuantile(0.99), WithinRel(2.3263478740408411, 1e-15));
    CHECK_THAT(normalQuantile(0.999), WithinRel(3.0902323061678135, 1e-15));
    // The second range of the tails (r = √(−ln p) ≤ 5) and the third (r > 5: p = 1e-20 gives 6.79).
    CHECK_THAT(normalQuantile(1e-10), WithinRel(-6.3613409024040562, 1e-15));
    CHECK_THAT(normalQuantile(1e-20), WithinRel(-9.2623400897984076, 1e-15));
}

TEST_CASE("The normal quantile inverts the normal cumulative distribution", "[montecarlo]")
{
    // Φ(x) = erfc(−x / √2) / 2, from the C library, accurate to a few ulps. Only the lower half:
    // above 1/2 a probability near 1 has too few digits left to name its quantile precisely.
    for (double x = -37.5; x <= 0.0; x += 0.25) {
        const double probability = std::erfc(-x / std::sqrt(2.0)) / 2.0;
        CHECK_THAT(normalQuantile(probability), WithinAbs(x, 1e-13 * std::max(1.0, std::abs(x))));
    }
    // Symmetric: Φ⁻¹(1 − p) = −Φ⁻¹(p) where 1 − p is exact.
    for (const double probability : {0.001, 0.01, 0.1, 0.25, 0.375})
        CHECK(normalQuantile(1.0 - probability) == -normalQuantile(probability));
}

TEST_CASE("The regularized incomplete beta function matches closed forms", "[montecarlo]")
{
    for (const double x : {0.01, 0.1, 0.3, 0.5, 0.77, 0.99}) {
        CAPTURE(x);
        // Integer parameters: I_x(a, b) = P(Binomial(a + b − 1, x) ≥ a).
        CHECK_THAT(regularizedIncompleteBeta(1.0, 1.0, x), WithinAbs(x, 1e-14));
        CHECK_THAT(regularizedIncompleteBeta(2.0, 2.0, x), WithinAbs(3 * x * x - 2 * x * x * x, 1e-14));
        CHECK_THAT(regularizedIncompleteBeta(3.0, 3.0, x),
                   WithinAbs(10 * std::pow(x, 3) - 15 * std::pow(x, 4) + 6 * std::pow(x, 5), 1e-14));
        CHECK_THAT(regularizedIncompleteBeta(1.0, 5.0, x), WithinAbs(1.0 - std::pow(1.0 - x, 5), 1e-14));
        CHECK_THAT(regularizedIncompleteBeta(5.0, 1.0, x), WithinAbs(std::pow(x, 5), 1e-14));
        CHECK_THAT(regularizedIncompleteBeta(2.0, 4.0, x), WithinAbs(beta24(x), 1e-14));
        // The arcsine distribution, Beta(1/2, 1/2): (2 / π) arcsin √x.
        CHECK_THAT(regularizedIncompleteBeta(0.5, 0.5, x), WithinAbs(2.0 / std::numbers::pi * std::asin(std::sqrt(x)), 1e-14));
    }
    // I_{1/4}(1/2, 1/2) = (2 / π) · arcsin(1/2) = (2 / π) · (π / 6) = 1/3.
    CHECK_THAT(regularizedIncompleteBeta(0.5, 0.5, 0.25), WithinAbs(1.0 / 3.0, 1e-14));
    // Symmetric parameters split the mass at one half.
    CHECK_THAT(regularizedIncompleteBeta(2.7, 2.7, 0.5), WithinAbs(0.5, 1e-14));
    CHECK(regularizedIncompleteBeta(3.0, 2.0, 0.0) == 0.0);
    CHECK(regularizedIncompleteBeta(3.0, 2.0, 1.0) == 1.0);
}

TEST_CASE("Closed-form quantiles give the distribution's defining values", "[montecarlo]")
{
    // Uniform(2, 5): a quarter of the way is 2 + 3/4 = 2.75.
    CHECK(QuantileFunction(Distribution::uniform(2.0, 5.0))(0.25) == 2.75);
    // Triangular(1, 2, 6): (2 − 1) / (6 − 1) = 0.2 of the mass lies below the mode.
    const QuantileFunction triangle(Distribution::triangular(1.0, 2.0, 6.0));
    CHECK_THAT(triangle(0.2), WithinAbs(2.0, 1e-15));
    // Below the mode: 1 + 5 √(0.1 · 0.2) = 1.7071068; above: 6 − 5 √(0.1 · 0.8) = 4.5857864.
    CHECK_THAT(triangle(0.1), WithinRel(1.0 + 5.0 * std::sqrt(0.02), 1e-15));
    CHECK_THAT(triangle(0.9), WithinRel(6.0 - 5.0 * std::sqrt(0.08), 1e-15));
    // Normal(100, 15): 100 + 15 · 1.959963984540054 = 129.39945976810081.
    CHECK_THAT(QuantileFunction(Distribution::normal(100.0, 15.0))(0.975), WithinRel(129.39945976810081, 1e-15));
    // Lognormal(median 2, P90 3) gives back its median and P90, and by symmetry of the logarithm
    // a P10 of 2 · (2 / 3) = 4/3.
    const QuantileFunction lognormal(Distribution::lognormal(2.0, 3.0));
    CHECK_THAT(lognormal(0.5), WithinRel(2.0, 1e-15));
    CHECK_THAT(lognormal(0.9), WithinRel(3.0, 1e-14));
    CHECK_THAT(lognormal(0.1), WithinRel(4.0 / 3.0, 1e-14));
}

TEST_CASE("Sampled distributions have their exact mean, spread and deciles", "[montecarlo]")
{
    SECTION("uniform")
    {
        // Mean (2 + 5) / 2, standard deviation 3 / √12; deciles 2 + 3 p.
        checkSample(Distribution::uniform(2.0, 5.0), {3.5, 3.0 / std::sqrt(12.0), 2.3, 3.5, 4.7});
    }
    SECTION("triangular")
    {
        // Mean (1 + 2 + 6) / 3 = 3; variance (1 + 4 + 36 − 2 − 6 − 12) / 18 = 21/18, sd 1.0801234;
        // deciles 1 + 5 √(0.1 · 0.2), 6 − 5 √(0.5 · 0.8), 6 − 5 √(0.1 · 0.8).
        checkSample(Distribution::triangular(1.0, 2.0, 6.0),
                    {3.0, 1.0801234497346434, 1.7071067811865475, 2.8377223398316205, 4.5857864376269049});
    }
    SECTION("normal")
    {
        // Deciles 100 ∓ 15 · 1.2815515655446005 = 80.776726516830993 and 119.22327348316901.
        checkSample(Distribution::normal(100.0, 15.0), {100.0, 15.0, 80.776726516830993, 100.0, 119.22327348316901});
    }
    SECTION("lognormal")
    {
        // σ = ln(3 / 2) / 1.2815515655446005 = 0.31638610494448607; mean 2 e^(σ²/2) = 2.1026474984835386,
        // sd = mean · √(e^(σ²) − 1) = 0.68224877115013832; deciles 4/3, 2 and 3.
        checkSample(Distribution::lognormal(2.0, 3.0), {2.1026474984835386, 0.68224877115013832, 4.0 / 3.0, 2.0, 3.0});
    }
    SECTION("PERT")
    {
        // PERT(0, 1, 4) is 4 · Beta(2, 4): α = 1 + 4 · 1/4 = 2, β = 1 + 4 · 3/4 = 4. Mean (0 + 4 · 1 + 4) / 6 = 4/3;
        // variance (mean − min)(max − mean) / 7 = (4/3)(8/3) / 7 = 0.50793651, sd 0.71269665.
        // Deciles 4 × the roots of 1 − (1 − x)^5 − 5x(1 − x)^4 = p: 0.44893983, 1.2552407, 2.3355615.
        checkSample(Distribution::pert(0.0, 1.0, 4.0),
                    {4.0 / 3.0, 0.71269664509979836, 0.44893983418343424, 1.2552406818227898, 2.3355614984781157});
    }
}

TEST_CASE("The PERT table stays within a step of the range, and much closer between the extremes", "[montecarlo]")
{
    SECTION("mode at the minimum: Beta(1, 5), whose quantile is 1 − (1 − p)^(1/5)")
    {
        checkPertTable(Distribution::pert(10.0, 10.0, 20.0), [](double p) { return 1.0 - std::pow(1.0 - p, 0.2); });
    }
    SECTION("mode at the maximum: Beta(5, 1), whose quantile p^(1/5) is steepest at 0")
    {
        checkPertTable(Distribution::pert(0.0, 1.0, 1.0), [](double p) { return std::pow(p, 0.2); });
    }
    SECTION("mode inside: Beta(2, 4), inverted by bisection on its exact cumulative distribution")
    {
        checkPertTable(Distribution::pert(0.0, 1.0, 4.0), [](double p) { return invert(beta24, p); });
    }
}

TEST_CASE("Valid distributions have no issues, whatever the fields their kind ignores", "[montecarlo]")
{
    CHECK(validate(Distribution::uniform(-1.0, 1.0)).empty());
    CHECK(validate(Distribution::triangular(0.0, 0.0, 1.0)).empty());
    CHECK(validate(Distribution::pert(0.0, 1.0, 1.0)).empty());
    CHECK(validate(Distribution::normal(-5.0, 0.1)).empty());
    CHECK(validate(Distribution::lognormal(1e-6, 2e-6)).empty());
    Distribution normal = Distribution::normal(1.0, 1.0);
    normal.minimum = NOT_A_NUMBER;
    normal.median = -1.0;
    CHECK(validate(normal).empty());
}

TEST_CASE("Each bad parameter gets a message naming it and quoting its value", "[montecarlo]")
{
    using Issues = std::vector<ParameterIssue>;
    const double infinity = std::numeric_limits<double>::infinity();

    CHECK(validate(Distribution::uniform(5.0, 3.0)) == Issues{{"maximum", "must be greater than the minimum (5), got 3"}});
    CHECK(validate(Distribution::uniform(2.0, 2.0)) == Issues{{"maximum", "must be greater than the minimum (2), got 2"}});
    CHECK(validate(Distribution::uniform(NOT_A_NUMBER, infinity))
          == Issues{{"minimum", "must be a finite number, got nan"}, {"maximum", "must be a finite number, got inf"}});
    CHECK(validate(Distribution::uniform(-1e308, 1e308))
          == Issues{{"maximum", "is too far from the minimum (-1e+308) to sample, got 1e+308"}});

    CHECK(validate(Distribution::triangular(1.0, 7.0, 6.0))
          == Issues{{"mode", "must be from the minimum (1) to the maximum (6), got 7"}});
    CHECK(validate(Distribution::pert(0.0, -0.5, 4.0))
          == Issues{{"mode", "must be from the minimum (0) to the maximum (4), got -0.5"}});
    CHECK(validate(Distribution::pert(0.0, NOT_A_NUMBER, 4.0)) == Issues{{"mode", "must be a finite number, got nan"}});
    // With the range itself wrong, the mode cannot be placed, so only the range is reported.
    CHECK(validate(Distribution::pert(4.0, 9.0, 0.0)) == Issues{{"maximum", "must be greater than the minimum (4), got 0"}});

    CHECK(validate(Distribution::normal(0.0, -1.0)) == Issues{{"standardDeviation", "must be a positive number, got -1"}});
    CHECK(validate(Distribution::normal(0.0, 0.0)) == Issues{{"standardDeviation", "must be a positive number, got 0"}});
    CHECK(validate(Distribution::normal(-infinity, 1.0)) == Issues{{"mean", "must be a finite number, got -inf"}});

    CHECK(validate(Distribution::lognormal(0.0, 3.0)) == Issues{{"median", "must be a positive number, got 0"}});
    CHECK(validate(Distribution::lognormal(2.0, 2.0)) == Issues{{"percentile90", "must be greater than the median (2), got 2"}});
    CHECK(validate(Distribution::lognormal(2.0, 1.5))
          == Issues{{"percentile90", "must be greater than the median (2), got 1.5"}});
    CHECK(validate(Distribution::lognormal(1e-300, 1e300))
          == Issues{{"percentile90", "is too far from the median (1e-300) to sample, got 1e+300"}});
}

TEST_CASE("Each kind reads its own figures, in the order people give them")
{
    using Fields = std::vector<double Distribution::*>;
    CHECK(parameterFields(DistributionKind::Uniform) == Fields{&Distribution::minimum, &Distribution::maximum});
    CHECK(parameterFields(DistributionKind::Pert) == Fields{&Distribution::minimum, &Distribution::mode, &Distribution::maximum});
    CHECK(parameterFields(DistributionKind::Normal) == Fields{&Distribution::mean, &Distribution::standardDeviation});
    CHECK(parameterFields(DistributionKind::Lognormal) == Fields{&Distribution::median, &Distribution::percentile90});
}
