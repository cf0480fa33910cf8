#include "analysis/RankCorrelation.h"

#include "analysis/RadixSort.h"
#include "scenario/Distribution.h"

#include <Eigen/Cholesky>
#include <Eigen/Core>
#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cassert>
#include <cmath>
#include <numbers>
#include <numeric>

namespace tco {
namespace {

/// The most samples whose ranks a std::uint16_t holds.
constexpr std::size_t RANKED_SAMPLES = 65'536;

using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

Matrix toEigen(const CorrelationMatrix& matrix)
{
    const auto size = static_cast<Eigen::Index>(matrix.size);
    return Eigen::Map<const Matrix>(matrix.values.data(), size, size);
}

CorrelationMatrix fromEigen(const Matrix& matrix)
{
    return {static_cast<std::size_t>(matrix.rows()), std::vector<double>(matrix.data(), matrix.data() + matrix.size())};
}

/// The symmetric matrix with its negative eigenvalues set to zero: the nearest positive
/// semidefinite matrix in the Frobenius norm.
Matrix positivePart(const Matrix& matrix)
{
    const Eigen::SelfAdjointEigenSolver<Matrix> solver(matrix);
    const Eigen::VectorXd clipped = solver.eigenvalues().cwiseMax(0.0);
    return solver.eigenvectors() * clipped.asDiagonal() * solver.eigenvectors().transpose();
}

/// A square root of a correlation matrix, L with L Lᵀ equal to it: the Cholesky factor when the
/// matrix is positive definite; otherwise (a pair correlated ±1, or entries made slightly
/// indefinite by the score transform) the eigenvectors scaled by the roots of the eigenvalues,
/// the negative ones taken as zero, and each row rescaled to keep the diagonal at one.
Matrix squareRoot(const Matrix& matrix)
{
    const Eigen::LLT<Matrix> cholesky(matrix);
    if (cholesky.info() == Eigen::Success)
        return cholesky.matrixL();
    const Eigen::SelfAdjointEigenSolver<Matrix> solver(matrix);
    Matrix root = solver.eigenvectors() * solver.eigenvalues().cwiseMax(0.0).cwiseSqrt().asDiagonal();
    for (Eigen::Index row = 0; row < root.rows(); ++row) {
        const double norm = root.row(row).norm();
        if (norm > 0.0)
            root.row(row) /= norm;
    }
    return root;
}

/// The inputs correlated with at least one other, in order.
std::vector<std::size_t> correlatedInputs(const CorrelationMatrix& matrix)
{
    std::vector<std::size_t> members;
    for (std::size_t input = 0; input < matrix.size; ++input) {
        for (std::size_t other = 0; other < matrix.size; ++other) {
            if (other != input && matrix.at(input, other) != 0.0) {
                members.push_back(input);
                break;
            }
        }
    }
    return members;
}

} // namespace

CorrelationMatrix correlationMatrix(std::size_t inputs, std::span<const InputCorrelation> pairs)
{
    CorrelationMatrix matrix{inputs, std::vector<double>(inputs * inputs, 0.0)};
    for (std::size_t input = 0; input < inputs; ++input)
        matrix.values[input * inputs + input] = 1.0;
    for (const InputCorrelation& pair : pairs) {
        matrix.values[pair.first * inputs + pair.second] = pair.rankCorrelation;
        matrix.values[pair.second * inputs + pair.first] = pair.rankCorrelation;
    }
    return matrix;
}

double smallestEigenvalue(const CorrelationMatrix& matrix)
{
    if (matrix.size == 0)
        return 1.0;
    const Eigen::SelfAdjointEigenSolver<Matrix> solver(toEigen(matrix), Eigen::EigenvaluesOnly);
    return solver.eigenvalues().minCoeff();
}

CorrelationMatrix nearestCorrelationMatrix(const CorrelationMatrix& matrix)
{
    constexpr double TOLERANCE = 1e-12;
    // Enough for the matrices of a scenario's pairs (MAX_CORRELATED_PAIRS); convergence is
    // linear, and a step on a matrix of 200 inputs takes milliseconds.
    constexpr int MAX_ITERATIONS = 1'000;
    const Matrix target = toEigen(matrix);
    Matrix correction = Matrix::Zero(target.rows(), target.cols());
    Matrix unitDiagonal = target;
    for (int iteration = 0; iteration < MAX_ITERATIONS; ++iteration) {
        const Matrix corrected = unitDiagonal - correction;
        const Matrix semidefinite = positivePart(corrected);
        correction = semidefinite - corrected;
        Matrix next = semidefinite;
        next.diagonal().setOnes();
        const double step = (next - unitDiagonal).cwiseAbs().maxCoeff();
        unitDiagonal = std::move(next);
        if (step <= TOLERANCE)
            break;
    }
    // The last projection onto the unit diagonal may leave an eigenvalue a rounding error below
    // zero; the semidefinite cone's projection with the diagonal put back keeps it there.
    Matrix nearest = positivePart(unitDiagonal);
    const Eigen::VectorXd scale = nearest.diagonal().cwiseSqrt().cwiseInverse();
    nearest = scale.asDiagonal() * nearest * scale.asDiagonal();
    nearest.diagonal().setOnes();
    return fromEigen(nearest);
}

UsableCorrelations usableCorrelations(const CorrelationMatrix& asked)
{
    // An input correlated with no other stays independent whatever the rest: the matrix is one
    // block of the others and the identity, and both projections of the repair keep the blocks
    // apart, so only the others' block, at most twice the pairs wide, is checked and repaired.
    const std::vector<std::size_t> members = correlatedInputs(asked);
    CorrelationMatrix block{members.size(), std::vector<double>(members.size() * members.size())};
    for (std::size_t row = 0; row < members.size(); ++row) {
        for (std::size_t column = 0; column < members.size(); ++column)
            block.values[row * members.size() + column] = asked.at(members[row], members[column]);
    }
    // A matrix a rounding error from semidefinite is used as it is; the factor copes.
    constexpr double SEMIDEFINITE = -1e-12;
    if (smallestEigenvalue(block) >= SEMIDEFINITE)
        return {asked, {}};
    const CorrelationMatrix nearest = nearestCorrelationMatrix(block);
    UsableCorrelations usable{asked, {}};
    for (std::size_t row = 0; row < members.size(); ++row) {
        for (std::size_t column = 0; column < members.size(); ++column)
            usable.matrix.values[members[row] * asked.size + members[column]] = nearest.at(row, column);
    }
    for (std::size_t first = 0; first < asked.size; ++first) {
        for (std::size_t second = first + 1; second < asked.size; ++second) {
            const double used = usable.matrix.at(first, second);
            if (std::abs(used - asked.at(first, second)) >= REPORTED_REPAIR)
                usable.repairs.push_back({first, second, asked.at(first, second), used});
        }
    }
    return usable;
}

RankCorrelator::RankCorrelator(const CorrelationMatrix& rankCorrelations)
    : m_inputs(rankCorrelations.size)
    // Only inputs correlated with another are reordered; the rest keep their independent draws.
    , m_members(correlatedInputs(rankCorrelations))
{
    const auto members = static_cast<Eigen::Index>(m_members.size());
    Matrix scores(members, members);
    for (Eigen::Index row = 0; row < members; ++row) {
        for (Eigen::Index column = 0; column < members; ++column) {
            const double wanted
                = rankCorrelations.at(m_members[static_cast<std::size_t>(row)], m_members[static_cast<std::size_t>(column)]);
            scores(row, column) = row == column ? 1.0 : 2.0 * std::sin(std::numbers::pi * wanted / 6.0);
        }
    }
    const Matrix factor = squareRoot(scores);
    m_factor.assign(factor.data(), factor.data() + factor.size());
}

void RankCorrelator::correlate(std::span<double> draws, Xoshiro256StarStar& stream, std::span<std::uint16_t> ranks) const
{
    const auto members = static_cast<Eigen::Index>(m_members.size());
    const std::size_t samples = draws.size() / m_inputs;
    if (samples < 2 || members < 2)
        return;
    assert(ranks.empty() || (samples <= RANKED_SAMPLES && ranks.size() == samples * m_members.size()));
    const auto rows = static_cast<Eigen::Index>(samples);

    // Every column of scores a shuffle of the same van der Waerden scores.
    Eigen::VectorXd vanDerWaerden(rows);
    for (Eigen::Index sample = 0; sample < rows; ++sample)
        vanDerWaerden[sample] = normalQuantile(static_cast<double>(sample + 1) / static_cast<double>(rows + 1));
    Eigen::MatrixXd scores(rows, members);
    for (Eigen::Index member = 0; member < members; ++member) {
        scores.col(member) = vanDerWaerden;
        shuffle(std::span(scores.col(member).data(), samples), stream);
    }

    // The shuffles' chance correlation, T = Q Qᵀ: the columns share their mean (zero, the scores
    // being symmetric) and their sum of squares, so T is ScoresᵀScores over that sum. The scores
    // become Scores Q⁻ᵀ Lᵀ, whose correlation is L Lᵀ exactly. Too few samples for T to be
    // positive definite leave the chance correlation in.
    const Eigen::MatrixXd chance = scores.transpose() * scores / vanDerWaerden.squaredNorm();
    const Eigen::LLT<Eigen::MatrixXd> chanceFactor(chance);
    const Eigen::Map<const Matrix> factor(m_factor.data(), members, members);
    if (chanceFactor.info() == Eigen::Success) {
        const Eigen::MatrixXd independent = chanceFactor.matrixL().solve(scores.transpose());
        scores = (factor * independent).transpose();
    } else {
        scores = scores * factor.transpose();
    }

    // Each input's draws, sorted, go to the samples in the order of its scores. Scores are sorted
    // with their samples alongside; two equal scores, which continuous draws all but never give,
    // end in an order fixed by the scores.
    std::vector<double> orderedScores(samples);
    std::vector<std::uint32_t> order(samples);
    std::vector<double> sorted(samples);
    for (Eigen::Index member = 0; member < members; ++member) {
        const std::size_t input = m_members[static_cast<std::size_t>(member)];
        for (std::size_t sample = 0; sample < samples; ++sample) {
            orderedScores[sample] = scores(static_cast<Eigen::Index>(sample), member);
            order[sample] = static_cast<std::uint32_t>(sample);
            sorted[sample] = draws[sample * m_inputs + input];
        }
        radixSort(orderedScores, order);
        radixSort(sorted);
        for (std::size_t rank = 0; rank < samples; ++rank)
            draws[order[rank] * m_inputs + input] = sorted[rank];
        if (!ranks.empty()) {
            std::uint16_t* memberRanks = ranks.data() + static_cast<std::size_t>(member) * samples;
            for (std::size_t rank = 0; rank < samples; ++rank)
                memberRanks[order[rank]] = static_cast<std::uint16_t>(rank);
        }
    }
}

void RankCorrelator::reorder(std::span<double> draws, std::span<const std::uint16_t> ranks) const
{
    const std::size_t samples = draws.size() / m_inputs;
    if (samples < 2 || m_members.size() < 2)
        return;
    assert(ranks.size() == samples * m_members.size());
    std::vector<double> sorted(samples);
    for (std::size_t member = 0; member < m_members.size(); ++member) {
        const std::size_t input = m_members[member];
        for (std::size_t sample = 0; sample < samples; ++sample)
            sorted[sample] = draws[sample * m_inputs + input];
        radixSort(sorted);
        const std::uint16_t* memberRanks = ranks.data() + member * samples;
        for (std::size_t sample = 0; sample < samples; ++sample)
            draws[sample * m_inputs + input] = sorted[memberRanks[sample]];
    }
}

} // namespace tco
