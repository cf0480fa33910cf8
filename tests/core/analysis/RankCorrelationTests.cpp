#include "analysis/RankCorrelation.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;
using Catch::Matchers::WithinAbs;

TEST_CASE("A correlation matrix holds each pair in its two places and ones on the diagonal", "[correlation]")
{
    const std::vector<InputCorrelation> pairs{{0, 2, 0.6}, {2, 1, -0.3}};
    const CorrelationMatrix matrix = correlationMatrix(3, pairs);
    CHECK(matrix.values == std::vector<double>{1.0, 0.0, 0.6, 0.0, 1.0, -0.3, 0.6, -0.3, 1.0});
}

TEST_CASE("Three pairs impossible together have a negative eigenvalue and are repaired by hand", "[correlation]")
{
    // A and B 0.9, B and C 0.9, but A and C −0.9. The matrix is I + 0.9 B with B's off-diagonal
    // entries 1, 1 and −1, whose eigenvectors (1, 1, 0), (1, 0, −1) and (1, −1, 1) have the
    // eigenvalues 1, 1 and −2 (B v worked out row by row): the matrix's smallest is 1 − 1.8 = −0.8.
    const std::vector<InputCorrelation> pairs{{0, 1, 0.9}, {1, 2, 0.9}, {0, 2, -0.9}};
    const CorrelationMatrix impossible = correlationMatrix(3, pairs);
    CHECK_THAT(smallestEigenvalue(impossible), WithinAbs(-0.8, 1e-12));

    // Changing the sign of B makes every pair −0.9, a matrix no permutation of the inputs changes;
    // the nearest correlation matrix is unique, so it is such a matrix too, every pair ρ with
    // 1 + 2ρ ≥ 0 for its smallest eigenvalue: the nearest is ρ = −0.5. Back with B's sign: A and B
    // 0.5, B and C 0.5, A and C −0.5, a matrix at the edge of possible (smallest eigenvalue 0).
    const CorrelationMatrix nearest = nearestCorrelationMatrix(impossible);
    CHECK_THAT(nearest.at(0, 1), WithinAbs(0.5, 1e-6));
    CHECK_THAT(nearest.at(1, 2), WithinAbs(0.5, 1e-6));
    CHECK_THAT(nearest.at(0, 2), WithinAbs(-0.5, 1e-6));
    CHECK_THAT(nearest.at(1, 1), WithinAbs(1.0, 1e-15));
    CHECK(smallestEigenvalue(nearest) >= -1e-12);
}

TEST_CASE("The nearest correlation matrix agrees with MATLAB's nearcorr example", "[correlation]")
{
    // MathWorks, Financial Toolbox documentation, "nearcorr", example "Compute the Nearest
    // Correlation Matrix" (mathworks.com/help/finance/nearcorr.html): A has the eigenvalue
    // −0.1244; B = nearcorr(A), printed to four decimals, by Newton's method and by alternating
    // projections alike.
    const CorrelationMatrix a{5, {1.0000,  0,       0,       0,       -0.9360, //
                                  0,       1.0000,  -0.5500, -0.3645, -0.5300, //
                                  0,       -0.5500, 1.0000,  -0.0351, 0.0875, //
                                  0,       -0.3645, -0.0351, 1.0000,  0.4557, //
                                  -0.9360, -0.5300, 0.0875,  0.4557,  1.0000}};
    CHECK_THAT(smallestEigenvalue(a), WithinAbs(-0.1244, 5e-5));
    const std::vector<double> b{1.0000,  0.0372,  0.0100,  -0.0219, -0.8478, //
                                0.0372,  1.0000,  -0.5449, -0.3757, -0.4849, //
                                0.0100,  -0.5449, 1.0000,  -0.0381, 0.0996, //
                                -0.0219, -0.3757, -0.0381, 1.0000,  0.4292, //
                                -0.8478, -0.4849, 0.0996,  0.4292,  1.0000};
    const CorrelationMatrix nearest = nearestCorrelationMatrix(a);
    for (std::size_t entry = 0; entry < b.size(); ++entry) {
        CAPTURE(entry);
        CHECK_THAT(nearest.values[entry], WithinAbs(b[entry], 5e-5));
    }
    CHECK(smallestEigenvalue(nearest) >= -1e-12);
}

TEST_CASE("A possible matrix is its own nearest", "[correlation]")
{
    const std::vector<InputCorrelation> pairs{{0, 1, 0.7}, {0, 2, -0.4}};
    const CorrelationMatrix possible = correlationMatrix(3, pairs);
    const CorrelationMatrix nearest = nearestCorrelationMatrix(possible);
    for (std::size_t entry = 0; entry < possible.values.size(); ++entry)
        CHECK_THAT(nearest.values[entry], WithinAbs(possible.values[entry], 1e-12));
}

TEST_CASE("Reordering keeps each input's draws and leaves one sample alone", "[correlation]")
{
    const std::vector<InputCorrelation> pairs{{0, 1, 0.8}};
    const RankCorrelator correlator(correlationMatrix(2, pairs));
    Xoshiro256StarStar stream = Xoshiro256StarStar::forStream(5, 0);
    std::vector<double> one{0.3, 0.9};
    correlator.correlate(one, stream);
    CHECK(one == std::vector<double>{0.3, 0.9});

    // Six samples of two inputs, each column a set of values the reordering must keep.
    std::vector<double> draws{0.1, 0.6, 0.2, 0.5, 0.3, 0.4, 0.4, 0.3, 0.5, 0.2, 0.6, 0.1};
    correlator.correlate(draws, stream);
    std::vector<double> first;
    std::vector<double> second;
    for (std::size_t sample = 0; sample < 6; ++sample) {
        first.push_back(draws[2 * sample]);
        second.push_back(draws[2 * sample + 1]);
    }
    std::ranges::sort(first);
    std::ranges::sort(second);
    CHECK(first == std::vector<double>{0.1, 0.2, 0.3, 0.4, 0.5, 0.6});
    CHECK(second == std::vector<double>{0.1, 0.2, 0.3, 0.4, 0.5, 0.6});
}

TEST_CASE("The ranks a reordering records repeat it on the same draws without the scores", "[correlation]")
{
    // Three inputs, the first and third correlated: the second is not reordered.
    const std::vector<InputCorrelation> pairs{{0, 2, -0.6}};
    const RankCorrelator correlator(correlationMatrix(3, pairs));
    REQUIRE(correlator.members() == 2);
    std::vector<double> draws(3 * 200);
    Xoshiro256StarStar values = Xoshiro256StarStar::forStream(9, 0);
    for (double& draw : draws)
        draw = values.nextProbability();
    const std::vector<double> independent = draws;
    std::vector<std::uint16_t> ranks(2 * 200);
    Xoshiro256StarStar shuffles = Xoshiro256StarStar::forStream(9, 1);
    correlator.correlate(draws, shuffles, ranks);
    REQUIRE(draws != independent);

    std::vector<double> again = independent;
    correlator.reorder(again, ranks);
    CHECK(again == draws);
    // The third input's draw of sample 0 is the one that ranks where the record says.
    std::vector<double> third;
    for (std::size_t sample = 0; sample < 200; ++sample)
        third.push_back(independent[3 * sample + 2]);
    std::ranges::sort(third);
    CHECK(draws[2] == third[ranks[200]]);
}

TEST_CASE("A repair changes only the inputs that are correlated, and reports each pair it moves", "[correlation]")
{
    // The impossible three of the case above among inputs 0, 1 and 3; input 2 is correlated with
    // none and stays independent of all: the repair is the hand-worked 0.5, 0.5 and −0.5.
    const std::vector<InputCorrelation> pairs{{0, 1, 0.9}, {1, 3, 0.9}, {0, 3, -0.9}};
    const UsableCorrelations usable = usableCorrelations(correlationMatrix(4, pairs));
    CHECK_THAT(usable.matrix.at(0, 1), WithinAbs(0.5, 1e-6));
    CHECK_THAT(usable.matrix.at(1, 3), WithinAbs(0.5, 1e-6));
    CHECK_THAT(usable.matrix.at(0, 3), WithinAbs(-0.5, 1e-6));
    for (std::size_t other = 0; other < 4; ++other)
        CHECK(usable.matrix.at(2, other) == (other == 2 ? 1.0 : 0.0));
    REQUIRE(usable.repairs.size() == 3);
    CHECK(usable.repairs[1].first == 0);
    CHECK(usable.repairs[1].second == 3);
    CHECK(usable.repairs[1].asked == -0.9);

    // Possible pairs are used as asked, with nothing to report.
    const std::vector<InputCorrelation> possible{{0, 1, 0.6}};
    const UsableCorrelations asked = usableCorrelations(correlationMatrix(4, possible));
    CHECK(asked.matrix == correlationMatrix(4, possible));
    CHECK(asked.repairs.empty());
}
