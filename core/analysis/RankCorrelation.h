#pragma once

#include "analysis/Random.h"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace tco {

/// Two inputs of a Monte Carlo run that move together, and the rank (Spearman) correlation
/// their draws are to have, from −1 to 1.
struct InputCorrelation {
    std::size_t first = 0;
    std::size_t second = 0;
    double rankCorrelation = 0.0;

    friend bool operator==(const InputCorrelation&, const InputCorrelation&) = default;
};

/// A symmetric matrix of correlations among `size` inputs, row by row.
struct CorrelationMatrix {
    std::size_t size = 0;
    std::vector<double> values;

    [[nodiscard]] double at(std::size_t row, std::size_t column) const { return values[row * size + column]; }

    friend bool operator==(const CorrelationMatrix&, const CorrelationMatrix&) = default;
};

/// The correlation matrix of `inputs` inputs: ones on the diagonal, each pair's correlation in
/// its two places, and zero for every pair not given. The pairs must name distinct inputs below
/// `inputs`.
[[nodiscard]] CorrelationMatrix correlationMatrix(std::size_t inputs, std::span<const InputCorrelation> pairs);

/// The matrix's smallest eigenvalue: below zero, no set of variables can have these correlations
/// (0.9 between A and B and between B and C, but −0.9 between A and C, for one).
[[nodiscard]] double smallestEigenvalue(const CorrelationMatrix& matrix);

/// The correlation matrix nearest to `matrix` in the Frobenius norm: unit diagonal, positive
/// semidefinite. Higham's alternating projections with Dykstra's correction, unit weights
/// (N. J. Higham, "Computing the nearest correlation matrix — a problem from finance", IMA
/// Journal of Numerical Analysis 22(3), 329–343, 2002, algorithm 3.3), iterated until a step
/// moves no entry by more than 1e-12, or a thousand times.
[[nodiscard]] CorrelationMatrix nearestCorrelationMatrix(const CorrelationMatrix& matrix);

/// A correlation used in place of the one asked for, because the pairs asked for together were
/// impossible (their matrix was not positive semidefinite) and the nearest possible ones were
/// taken instead.
struct CorrelationRepair {
    std::size_t first = 0;
    std::size_t second = 0;
    /// Zero for a pair that was not asked for.
    double asked = 0.0;
    double used = 0.0;

    friend bool operator==(const CorrelationRepair&, const CorrelationRepair&) = default;
};

/// The smallest change, shown to two decimals, that a repair reports.
inline constexpr double REPORTED_REPAIR = 0.005;

/// The correlations a run can draw for those asked, and what had to change.
struct UsableCorrelations {
    CorrelationMatrix matrix;
    /// Each pair that moved by REPORTED_REPAIR or more, every pair once, in input order.
    std::vector<CorrelationRepair> repairs;
};

/// `asked` itself when it is a correlation matrix (to a rounding error), else the nearest one
/// (nearestCorrelationMatrix()) and the pairs it changes.
[[nodiscard]] UsableCorrelations usableCorrelations(const CorrelationMatrix& asked);

/// Gives independent draws a target rank correlation by reordering them (R. L. Iman and W. J.
/// Conover, "A distribution-free approach to inducing rank correlation among input variables",
/// Communications in Statistics — Simulation and Computation 11(3), 311–334, 1982), the method
/// of @RISK and Crystal Ball.
///
/// Each input's column of draws keeps its values, so every input keeps its distribution
/// exactly; only which sample gets which value changes. A score matrix of van der Waerden scores
/// Φ⁻¹(i / (n + 1)), each column shuffled, is transformed to have exactly the wanted correlation
/// (the shuffle's own chance correlation taken out through its Cholesky factor), and each column
/// of draws is reordered to the ranks of its column of scores. Scores correlated ρ as normals
/// are have a rank correlation of (6/π) asin(ρ/2), so the scores are given 2 sin(π r / 6) for a
/// wanted rank correlation r; without that, 0.5 would come out as 0.48.
class RankCorrelator {
public:
    /// `rankCorrelations` must be a correlation matrix (nearestCorrelationMatrix() makes one).
    explicit RankCorrelator(const CorrelationMatrix& rankCorrelations);

    /// Reorders the draws of each input, `draws` holding one row of every input's draw per
    /// sample, with shuffles drawn from `stream`. Fewer than two samples are left as they are.
    /// When `ranks` is given (members() × samples, member after member) it records where each
    /// sample's draw ranks among its input's, so that reorder() can repeat the reordering.
    void correlate(std::span<double> draws, Xoshiro256StarStar& stream, std::span<std::uint16_t> ranks = {}) const;

    /// Puts the draws of each correlated input in the order correlate() recorded in `ranks`:
    /// the same draws, drawn again, come out as correlate() left them, without its scores.
    void reorder(std::span<double> draws, std::span<const std::uint16_t> ranks) const;

    /// How many inputs are correlated with another, and so reordered.
    [[nodiscard]] std::size_t members() const { return m_members.size(); }

private:
    std::size_t m_inputs = 0;
    /// The inputs correlated with at least one other, the only ones reordered.
    std::vector<std::size_t> m_members;
    /// L with L Lᵀ the members' scores' wanted correlations, row by row.
    std::vector<double> m_factor;
};

} // namespace tco
