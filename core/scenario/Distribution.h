#pragma once

#include "json/EnumNames.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tco {

enum class DistributionKind {
    /// Every value from the minimum to the maximum equally likely.
    Uniform,
    /// Likelihood rising in a straight line from the minimum to the mode, falling to the maximum.
    Triangular,
    /// The bell curve, unbounded on both sides.
    Normal,
    /// A value whose logarithm is normal: positive, skewed to the right, as prices and volumes
    /// often are.
    Lognormal,
    /// Beta-PERT: a smooth bell within [minimum, maximum] peaking at the mode, with less weight
    /// in the tails than a triangle; the usual choice for three-point estimates.
    Pert,
};

/// How scenario files and reports spell each kind.
inline constexpr std::array DISTRIBUTION_KIND_NAMES{
    EnumName<DistributionKind>{DistributionKind::Uniform, "uniform"},
    EnumName<DistributionKind>{DistributionKind::Triangular, "triangular"},
    EnumName<DistributionKind>{DistributionKind::Normal, "normal"},
    EnumName<DistributionKind>{DistributionKind::Lognormal, "lognormal"},
    EnumName<DistributionKind>{DistributionKind::Pert, "pert"},
};

/// How a Monte Carlo run spreads each input's draws over its distribution.
enum class Sampling {
    /// Each draw independent of the others.
    Random,
    /// Latin hypercube: a run's draws of an input fall one in each of as many equally likely
    /// strata as there are draws, so the tails and the middle are covered in proportion with
    /// fewer samples (McKay, Beckman and Conover, Technometrics 21(2), 1979).
    LatinHypercube,
};

/// How scenario files and the command line spell each way of sampling.
inline constexpr std::array SAMPLING_NAMES{
    EnumName<Sampling>{Sampling::Random, "random"},
    EnumName<Sampling>{Sampling::LatinHypercube, "lhs"},
};

/// The uncertainty about one input of a what-if analysis: a kind and the parameters it reads.
///
/// Every kind is described by figures people can estimate without statistics: a range and a
/// most likely value, a mean and a spread, a typical value and a high one. Fields a kind does
/// not read are ignored. Build one with the named constructors below.
struct Distribution {
    DistributionKind kind = DistributionKind::Uniform;
    /// Uniform, triangular and PERT: the lowest and highest values.
    double minimum = 0.0;
    double maximum = 0.0;
    /// Triangular and PERT: the most likely value.
    double mode = 0.0;
    /// Normal.
    double mean = 0.0;
    double standardDeviation = 0.0;
    /// Lognormal: the value exceeded half the time, and the one exceeded one time in ten.
    ///
    /// A median and a 90th percentile, rather than the mean and deviation of the logarithm, are
    /// what someone can say about a price or a volume ("typically 2 dollars, above 3 one time in
    /// ten"). The logarithm's mean is ln(median) and its deviation ln(p90 / median) / z₀.₉, where
    /// z₀.₉ = Φ⁻¹(0.9) = 1.2815515655446005.
    double median = 0.0;
    double percentile90 = 0.0;

    [[nodiscard]] static Distribution uniform(double minimum, double maximum);
    [[nodiscard]] static Distribution triangular(double minimum, double mode, double maximum);
    [[nodiscard]] static Distribution normal(double mean, double standardDeviation);
    [[nodiscard]] static Distribution lognormal(double median, double percentile90);
    [[nodiscard]] static Distribution pert(double minimum, double mode, double maximum);

    friend bool operator==(const Distribution&, const Distribution&) = default;
};

/// The fields of Distribution that `kind` reads, in the order people give them: lowest, most
/// likely, highest; mean, standard deviation; median, 90th percentile.
[[nodiscard]] std::vector<double Distribution::*> parameterFields(DistributionKind kind);

/// One problem with a distribution's parameters.
struct ParameterIssue {
    /// The field of `Distribution` at fault ("minimum", "standardDeviation", ...), for the caller
    /// to map to where the value came from.
    std::string parameter;
    /// What is wrong, quoting the value: "must be a positive number, got -1".
    std::string message;

    friend bool operator==(const ParameterIssue&, const ParameterIssue&) = default;
};

/// Every problem with the parameters the distribution's kind reads; empty when it can be sampled.
///
/// Parameters must be finite, and a distribution must have a spread: a range with the maximum
/// above the minimum, a positive standard deviation, a 90th percentile above the median. An input
/// that does not vary is a fixed value, not a distribution.
[[nodiscard]] std::vector<ParameterIssue> validate(const Distribution& distribution);

/// Φ⁻¹: the standard normal quantile, for a probability in (0, 1).
///
/// Wichura's algorithm AS 241 (PPND16), "The percentage points of the normal distribution",
/// Applied Statistics 37(3), 477–484, 1988: rational approximations in three ranges of p, with
/// a relative error of about 1e-16, so no refinement step is needed.
[[nodiscard]] double normalQuantile(double probability);

/// I_x(a, b): the regularized incomplete beta function, the cumulative distribution of a
/// Beta(a, b) variable, for a and b in (0, 50] and x in [0, 1].
///
/// Evaluated by its continued fraction with the modified Lentz method, and the symmetry
/// I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges slowly (Press et al., Numerical
/// Recipes, 3rd ed., §6.4). Accurate to about 1e-14.
[[nodiscard]] double regularizedIncompleteBeta(double a, double b, double x);

/// A distribution ready to sample by inversion: its quantile function, the inverse of its
/// cumulative distribution function.
///
/// Uniform, triangular, normal and lognormal quantiles are closed forms (the normal by AS 241).
/// PERT, a Beta(α, β) scaled to [minimum, maximum] with α = 1 + 4 (mode − minimum) / range and
/// β = 1 + 4 (maximum − mode) / range (the standard weight of 4 on the mode), has none: its
/// cumulative distribution is tabulated once, exactly, at 4,096 equal steps of the range, and
/// inverted by linear interpolation within a step. Each value therefore falls in the step the
/// exact distribution puts it in, so its error is below 1/4,096 of the range (0.025 %); measured,
/// it is at most 5e-5 of the range in the far tails and 3e-7 between the 1st and 99th
/// percentiles, far below sampling noise. A guide table (Chen and Asau, "On generating random variates from an empirical
/// distribution", AIIE Transactions 6(2), 1974) finds the step in one or two probes.
class QuantileFunction {
public:
    /// Prepares `distribution`, which must be valid (validate() returned no issue).
    explicit QuantileFunction(const Distribution& distribution);

    /// The value below which a share `probability` of the distribution lies, for a probability
    /// in (0, 1).
    [[nodiscard]] double operator()(double probability) const;

private:
    [[nodiscard]] double tabulated(double probability) const;

    DistributionKind m_kind;
    /// Uniform, triangular, PERT: minimum and range. Normal: mean and standard deviation.
    /// Lognormal: median and the logarithm's standard deviation.
    double m_location = 0.0;
    double m_scale = 0.0;
    /// Triangular: the cumulative probability at the mode, (mode − minimum) / range.
    double m_modeProbability = 0.0;
    /// PERT: the cumulative probability at each step of the range, from 0 to 1.
    std::vector<double> m_cumulative;
    /// PERT: for each of as many equal cells of the probabilities, the last step whose
    /// cumulative probability is at or below the cell's start.
    std::vector<std::uint32_t> m_guide;
};

} // namespace tco
