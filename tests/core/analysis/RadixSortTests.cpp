#include "analysis/RadixSort.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

using namespace tco;

namespace {

/// The samples 0, 1, … n − 1, one per value.
std::vector<std::uint32_t> identity(std::size_t count)
{
    std::vector<std::uint32_t> samples(count);
    std::iota(samples.begin(), samples.end(), 0U);
    return samples;
}

/// Whether each value sorted is the one its carried sample held before the sort.
bool carriedAlong(const std::vector<double>& before, const std::vector<double>& sorted, const std::vector<std::uint32_t>& samples)
{
    for (std::size_t index = 0; index < sorted.size(); ++index) {
        if (before[samples[index]] != sorted[index])
            return false;
    }
    return true;
}

} // namespace

TEST_CASE("A short range is sorted with its samples, ties in the order they came")
{
    // Six values, under the 32 that go to insertion sort: −7.25 < −1 < 0 = −0 < 2 < 3.5. Zero and
    // negative zero are equal numbers and keep the order they came in, so the samples come out
    // 5, 1, 2, 3, 4, 0.
    std::vector<double> values{3.5, -1.0, 0.0, -0.0, 2.0, -7.25};
    std::vector<std::uint32_t> samples = identity(values.size());
    radixSort(values, samples);
    CHECK(values == std::vector{-7.25, -1.0, 0.0, -0.0, 2.0, 3.5});
    CHECK(samples == std::vector<std::uint32_t>{5, 1, 2, 3, 4, 0});
}

TEST_CASE("A long range is sorted byte by byte as std::sort would, extremes and ties included")
{
    // 10,000 draws over twenty orders of magnitude either side of zero, with ties (every tenth
    // value repeats the one before it), the largest and smallest finite doubles and the smallest
    // subnormal: the buckets of every byte are exercised, not only those of the exponent.
    std::mt19937_64 random(20261207);
    std::uniform_real_distribution<double> exponent(-10.0, 10.0);
    std::bernoulli_distribution negative(0.5);
    std::vector<double> values;
    for (int draw = 0; draw < 10'000; ++draw) {
        const double magnitude = std::pow(10.0, exponent(random));
        values.push_back(draw % 10 == 9 ? values.back() : negative(random) ? -magnitude : magnitude);
    }
    values.insert(values.end(),
                  {std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest(),
                   std::numeric_limits<double>::denorm_min(), 0.0});
    const std::vector<double> before = values;
    std::vector<std::uint32_t> samples = identity(values.size());
    radixSort(values, samples);
    std::vector<double> expected = before;
    std::ranges::sort(expected);
    CHECK(values == expected);
    CHECK(values.front() == std::numeric_limits<double>::lowest());
    CHECK(values.back() == std::numeric_limits<double>::max());
    CHECK(carriedAlong(before, values, samples));
    // Every sample once: the sort permutes them, it never copies one over another.
    std::vector<std::uint32_t> seen = samples;
    std::ranges::sort(seen);
    CHECK(seen == identity(values.size()));
}

TEST_CASE("Values that share their leading bytes are sorted on the bytes where they differ")
{
    // 1,000 costs between 1,000 and 1,001: sign, exponent and the first mantissa bits are the same
    // in all, so the top bytes order nothing and the sort must go down to the bytes that differ.
    std::vector<double> values;
    for (int step = 999; step >= 0; --step)
        values.push_back(1'000.0 + step / 1'000.0);
    std::vector<double> without = values;
    std::vector<std::uint32_t> samples = identity(values.size());
    radixSort(values, samples);
    radixSort(without);
    CHECK(std::ranges::is_sorted(values));
    CHECK(values.front() == 1'000.0);
    CHECK(values.back() == 1'000.0 + 999 / 1'000.0);
    // The input ran downwards, so the smallest was the last sample and the largest the first.
    CHECK(samples.front() == 999);
    CHECK(samples.back() == 0);
    CHECK(without == values);
}
