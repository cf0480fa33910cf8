#include "scenario/Distribution.h"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>

namespace tco {
namespace {

/// The PERT table's steps across the range: 4,096 keeps the error below 0.025 % of the range
/// while the table (33 kB of probabilities, 16 kB of guide) stays in a core's L2 cache.
constexpr std::size_t PERT_STEPS = 4096;
/// The standard PERT weight on the most likely value.
constexpr double PERT_MODE_WEIGHT = 4.0;

class IssueList {
public:
    /// Records that `value` is not a finite number; returns whether it is one.
    bool requireFinite(const char* parameter, double value)
    {
        if (std::isfinite(value))
            return true;
        add(parameter, fmt::format("must be a finite number, got {}", value));
        return false;
    }

    void add(const char* parameter, std::string message) { m_issues.push_back({parameter, std::move(message)}); }

    [[nodiscard]] std::vector<ParameterIssue> take() { return std::move(m_issues); }

private:
    std::vector<ParameterIssue> m_issues;
};

void validateRange(const Distribution& distribution, bool readsMode, IssueList& issues)
{
    const bool minimumFinite = issues.requireFinite("minimum", distribution.minimum);
    const bool modeFinite = !readsMode || issues.requireFinite("mode", distribution.mode);
    if (!issues.requireFinite("maximum", distribution.maximum) || !minimumFinite)
        return;
    if (distribution.maximum <= distribution.minimum) {
        issues.add("maximum",
                   fmt::format("must be greater than the minimum ({}), got {}", distribution.minimum, distribution.maximum));
        return;
    }
    if (!std::isfinite(distribution.maximum - distribution.minimum)) {
        issues.add("maximum",
                   fmt::format("is too far from the minimum ({}) to sample, got {}", distribution.minimum, distribution.maximum));
        return;
    }
    if (readsMode && modeFinite && (distribution.mode < distribution.minimum || distribution.mode > distribution.maximum)) {
        issues.add("mode",
                   fmt::format("must be from the minimum ({}) to the maximum ({}), got {}", distribution.minimum,
                               distribution.maximum, distribution.mode));
    }
}

void validateNormal(const Distribution& distribution, IssueList& issues)
{
    issues.requireFinite("mean", distribution.mean);
    if (issues.requireFinite("standardDeviation", distribution.standardDeviation) && distribution.standardDeviation <= 0.0)
        issues.add("standardDeviation", fmt::format("must be a positive number, got {}", distribution.standardDeviation));
}

void validateLognormal(const Distribution& distribution, IssueList& issues)
{
    const bool medianFinite = issues.requireFinite("median", distribution.median);
    if (medianFinite && distribution.median <= 0.0)
        issues.add("median", fmt::format("must be a positive number, got {}", distribution.median));
    if (!issues.requireFinite("percentile90", distribution.percentile90) || !medianFinite || distribution.median <= 0.0)
        return;
    if (distribution.percentile90 <= distribution.median) {
        issues.add("percentile90",
                   fmt::format("must be greater than the median ({}), got {}", distribution.median, distribution.percentile90));
    } else if (!std::isfinite(distribution.percentile90 / distribution.median)) {
        issues.add(
            "percentile90",
            fmt::format("is too far from the median ({}) to sample, got {}", distribution.median, distribution.percentile90));
    }
}

/// A polynomial's value by Horner's rule, coefficients from the constant term up.
template <std::size_t N> double polynomial(const double (&coefficients)[N], double x)
{
    double value = coefficients[N - 1];
    for (std::size_t i = N - 1; i-- > 0;)
        value = value * x + coefficients[i];
    return value;
}

/// The continued fraction of I_x(a, b), by the modified Lentz method (Numerical Recipes §6.4,
/// betacf): it converges fast for x < (a + 1) / (a + b + 2).
double incompleteBetaFraction(double a, double b, double x)
{
    constexpr int MAX_TERMS = 300;
    constexpr double TOLERANCE = 1e-15;
    // Stands in for a zero denominator, as Lentz's method prescribes.
    constexpr double TINY = 1e-300;
    const auto guarded = [](double value) { return std::abs(value) < TINY ? TINY : value; };

    double c = 1.0;
    double d = 1.0 / guarded(1.0 - (a + b) * x / (a + 1.0));
    double fraction = d;
    for (int m = 1; m <= MAX_TERMS; ++m) {
        const double twoM = 2.0 * m;
        // The even term, then the odd one.
        double coefficient = m * (b - m) * x / ((a - 1.0 + twoM) * (a + twoM));
        d = 1.0 / guarded(1.0 + coefficient * d);
        c = guarded(1.0 + coefficient / c);
        fraction *= d * c;
        coefficient = -(a + m) * (a + b + m) * x / ((a + twoM) * (a + 1.0 + twoM));
        d = 1.0 / guarded(1.0 + coefficient * d);
        c = guarded(1.0 + coefficient / c);
        const double change = d * c;
        fraction *= change;
        if (std::abs(change - 1.0) < TOLERANCE)
            break;
    }
    return fraction;
}

} // namespace

Distribution Distribution::uniform(double minimum, double maximum)
{
    return {.kind = DistributionKind::Uniform, .minimum = minimum, .maximum = maximum};
}

Distribution Distribution::triangular(double minimum, double mode, double maximum)
{
    return {.kind = DistributionKind::Triangular, .minimum = minimum, .maximum = maximum, .mode = mode};
}

Distribution Distribution::normal(double mean, double standardDeviation)
{
    return {.kind = DistributionKind::Normal, .mean = mean, .standardDeviation = standardDeviation};
}

Distribution Distribution::lognormal(double median, double percentile90)
{
    return {.kind = DistributionKind::Lognormal, .median = median, .percentile90 = percentile90};
}

Distribution Distribution::pert(double minimum, double mode, double maximum)
{
    return {.kind = DistributionKind::Pert, .minimum = minimum, .maximum = maximum, .mode = mode};
}

std::vector<double Distribution::*> parameterFields(DistributionKind kind)
{
    switch (kind) {
    case DistributionKind::Uniform:
        return {&Distribution::minimum, &Distribution::maximum};
    case DistributionKind::Triangular:
    case DistributionKind::Pert:
        return {&Distribution::minimum, &Distribution::mode, &Distribution::maximum};
    case DistributionKind::Normal:
        return {&Distribution::mean, &Distribution::standardDeviation};
    case DistributionKind::Lognormal:
        return {&Distribution::median, &Distribution::percentile90};
    }
    return {};
}

std::vector<ParameterIssue> validate(const Distribution& distribution)
{
    IssueList issues;
    switch (distribution.kind) {
    case DistributionKind::Uniform:
        validateRange(distribution, false, issues);
        break;
    case DistributionKind::Triangular:
    case DistributionKind::Pert:
        validateRange(distribution, true, issues);
        break;
    case DistributionKind::Normal:
        validateNormal(distribution, issues);
        break;
    case DistributionKind::Lognormal:
        validateLognormal(distribution, issues);
        break;
    }
    return issues.take();
}

double normalQuantile(double probability)
{
    assert(probability > 0.0 && probability < 1.0);
    // Coefficients of AS 241 (PPND16) as published, constant term first.
    static constexpr double CENTRAL_NUMERATOR[]
        = {3.3871328727963666080e0,  1.3314166789178437745e+2, 1.9715909503065514427e+3, 1.3731693765509461125e+4,
           4.5921953931549871457e+4, 6.7265770927008700853e+4, 3.3430575583588128105e+4, 2.5090809287301226727e+3};
    static constexpr double CENTRAL_DENOMINATOR[] = {1.0,
                                                     4.2313330701600911252e+1,
                                                     6.8718700749205790830e+2,
                                                     5.3941960214247511077e+3,
                                                     2.1213794301586595867e+4,
                                                     3.9307895800092710610e+4,
                                                     2.8729085735721942674e+4,
                                                     5.2264952788528545610e+3};
    static constexpr double NEAR_NUMERATOR[]
        = {1.42343711074968357734e0, 4.63033784615654529590e0,  5.76949722146069140550e0,  3.64784832476320460504e0,
           1.27045825245236838258e0, 2.41780725177450611770e-1, 2.27238449892691845833e-2, 7.74545014278341407640e-4};
    static constexpr double NEAR_DENOMINATOR[] = {1.0,
                                                  2.05319162663775882187e0,
                                                  1.67638483018380384940e0,
                                                  6.89767334985100004550e-1,
                                                  1.48103976427480074590e-1,
                                                  1.51986665636164571966e-2,
                                                  5.47593808499534494600e-4,
                                                  1.05075007164441684324e-9};
    static constexpr double FAR_NUMERATOR[]
        = {6.65790464350110377720e0,  5.46378491116411436990e0,  1.78482653991729133580e0,  2.96560571828504891230e-1,
           2.65321895265761230930e-2, 1.24266094738807843860e-3, 2.71155556874348757815e-5, 2.01033439929228813265e-7};
    static constexpr double FAR_DENOMINATOR[] = {1.0,
                                                 5.99832206555887937690e-1,
                                                 1.36929880922735805310e-1,
                                                 1.48753612908506148525e-2,
                                                 7.86869131145613259100e-4,
                                                 1.84631831751005468180e-5,
                                                 1.42151175831644588870e-7,
                                                 2.04426310338993978564e-15};

    const double q = probability - 0.5;
    // The central range, 0.075 ≤ p ≤ 0.925: a rational function of q², no logarithm.
    if (std::abs(q) <= 0.425) {
        const double r = 0.180625 - q * q;
        return q * polynomial(CENTRAL_NUMERATOR, r) / polynomial(CENTRAL_DENOMINATOR, r);
    }
    // The tails, in r = √(−ln p) of the nearer tail: up to 5 (p down to 1.4e-11), then beyond.
    double r = std::sqrt(-std::log(q < 0.0 ? probability : 1.0 - probability));
    double value = 0.0;
    if (r <= 5.0) {
        r -= 1.6;
        value = polynomial(NEAR_NUMERATOR, r) / polynomial(NEAR_DENOMINATOR, r);
    } else {
        r -= 5.0;
        value = polynomial(FAR_NUMERATOR, r) / polynomial(FAR_DENOMINATOR, r);
    }
    return q < 0.0 ? -value : value;
}

double regularizedIncompleteBeta(double a, double b, double x)
{
    assert(a > 0.0 && a <= 50.0 && b > 0.0 && b <= 50.0 && x >= 0.0 && x <= 1.0);
    if (x == 0.0 || x == 1.0)
        return x;
    // x^a (1 − x)^b / B(a, b). With tgamma rather than lgamma, which writes the global signgam
    // and so races when two threads prepare distributions at once; Γ(a + b) ≤ Γ(100) ≈ 9e155
    // stays far from overflow.
    const double logBeta = std::log(std::tgamma(a) * std::tgamma(b) / std::tgamma(a + b));
    const double front = std::exp(a * std::log(x) + b * std::log1p(-x) - logBeta);
    if (x < (a + 1.0) / (a + b + 2.0))
        return front * incompleteBetaFraction(a, b, x) / a;
    return 1.0 - front * incompleteBetaFraction(b, a, 1.0 - x) / b;
}

QuantileFunction::QuantileFunction(const Distribution& distribution)
    : m_kind(distribution.kind)
{
    assert(validate(distribution).empty());
    switch (m_kind) {
    case DistributionKind::Uniform:
        m_location = distribution.minimum;
        m_scale = distribution.maximum - distribution.minimum;
        break;
    case DistributionKind::Triangular:
    case DistributionKind::Pert:
        m_location = distribution.minimum;
        m_scale = distribution.maximum - distribution.minimum;
        m_modeProbability = (distribution.mode - distribution.minimum) / m_scale;
        break;
    case DistributionKind::Normal:
        m_location = distribution.mean;
        m_scale = distribution.standardDeviation;
        break;
    case DistributionKind::Lognormal:
        m_location = distribution.median;
        m_scale = std::log(distribution.percentile90 / distribution.median) / normalQuantile(0.9);
        break;
    }
    if (m_kind != DistributionKind::Pert)
        return;

    const double alpha = 1.0 + PERT_MODE_WEIGHT * m_modeProbability;
    const double beta = 1.0 + PERT_MODE_WEIGHT * (1.0 - m_modeProbability);
    m_cumulative.resize(PERT_STEPS + 1);
    m_cumulative.front() = 0.0;
    m_cumulative.back() = 1.0;
    for (std::size_t step = 1; step < PERT_STEPS; ++step) {
        // The fraction and its complement are evaluated differently on either side of the
        // switch point; rounding there must not make the table step back.
        const double exact = regularizedIncompleteBeta(alpha, beta, static_cast<double>(step) / PERT_STEPS);
        m_cumulative[step] = std::max(exact, m_cumulative[step - 1]);
    }
    m_guide.resize(PERT_STEPS);
    std::size_t step = 0;
    for (std::size_t cell = 0; cell < PERT_STEPS; ++cell) {
        const double cellStart = static_cast<double>(cell) / PERT_STEPS;
        while (m_cumulative[step + 1] <= cellStart)
            ++step;
        m_guide[cell] = static_cast<std::uint32_t>(step);
    }
}

double QuantileFunction::operator()(double probability) const
{
    switch (m_kind) {
    case DistributionKind::Uniform:
        return m_location + m_scale * probability;
    case DistributionKind::Triangular:
        if (probability < m_modeProbability)
            return m_location + m_scale * std::sqrt(probability * m_modeProbability);
        return m_location + m_scale * (1.0 - std::sqrt((1.0 - probability) * (1.0 - m_modeProbability)));
    case DistributionKind::Normal:
        return m_location + m_scale * normalQuantile(probability);
    case DistributionKind::Lognormal:
        return m_location * std::exp(m_scale * normalQuantile(probability));
    case DistributionKind::Pert:
        return tabulated(probability);
    }
    return 0.0;
}

double QuantileFunction::tabulated(double probability) const
{
    // The guide's step has a cumulative probability at or below the cell's start, so at or below
    // `probability`; the table ends at 1, above any probability, so the walk stops in range.
    std::size_t step = m_guide[static_cast<std::size_t>(probability * PERT_STEPS)];
    while (m_cumulative[step + 1] <= probability)
        ++step;
    const double within = (probability - m_cumulative[step]) / (m_cumulative[step + 1] - m_cumulative[step]);
    return m_location + m_scale * ((static_cast<double>(step) + within) / PERT_STEPS);
}

} // namespace tco
