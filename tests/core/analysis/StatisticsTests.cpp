#include "analysis/Statistics.h"

#include <catch2/catch.hpp>

#include <numeric>
#include <vector>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("Percentiles interpolate between order statistics as Excel's PERCENTILE.INC does", "[montecarlo]")
{
    const std::vector<double> sorted = {1.0, 2.0, 3.0, 4.0};
    // Position (n − 1) p from 0: p = 0.5 → 1.5, halfway from 2 to 3; p = 0.1 → 0.3, 1 + 0.3;
    // p = 0.95 → 2.85, 3 + 0.85.
    CHECK(percentile(sorted, 0.0) == 1.0);
    CHECK(percentile(sorted, 0.5) == 2.5);
    CHECK_THAT(percentile(sorted, 0.1), WithinRel(1.3, 1e-15));
    CHECK_THAT(percentile(sorted, 0.95), WithinRel(3.85, 1e-15));
    CHECK(percentile(sorted, 1.0) == 4.0);
    CHECK(percentile(std::vector<double>{7.0}, 0.3) == 7.0);
}

TEST_CASE("A summary gives the sample's mean, spread, range and percentiles", "[montecarlo]")
{
    const std::vector<double> sorted = {2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0};
    const SampleSummary summary = summarize(sorted);
    CHECK(summary.count == 8);
    // Mean 40 / 8 = 5; squared deviations 9 + 1 + 1 + 1 + 0 + 0 + 4 + 16 = 32, over n − 1 = 7.
    CHECK(summary.mean == 5.0);
    CHECK_THAT(summary.standardDeviation, WithinRel(std::sqrt(32.0 / 7.0), 1e-15));
    CHECK(summary.minimum == 2.0);
    CHECK(summary.maximum == 9.0);
    // Positions 7p: 0.35 → 2 + 0.35 · 2; 0.7 → 2 + 0.7 · 2; 3.5 → (4 + 5) / 2; 6.3 → 7 + 0.3 · 2; 6.65 → 7 + 0.65 · 2.
    CHECK_THAT(summary.percentile5, WithinRel(2.7, 1e-15));
    CHECK_THAT(summary.percentile10, WithinRel(3.4, 1e-15));
    CHECK(summary.percentile50 == 4.5);
    CHECK_THAT(summary.percentile90, WithinRel(7.6, 1e-15));
    CHECK_THAT(summary.percentile95, WithinRel(8.3, 1e-15));

    const SampleSummary single = summarize(std::vector<double>{3.0});
    CHECK(single.mean == 3.0);
    CHECK(single.standardDeviation == 0.0);
}

TEST_CASE("The share below a threshold counts only values strictly below it", "[montecarlo]")
{
    const std::vector<double> sorted = {-2.0, -1.0, 0.0, 0.0, 3.0};
    CHECK(shareBelow(sorted, 0.0) == 0.4);
    CHECK(shareBelow(sorted, -5.0) == 0.0);
    CHECK(shareBelow(sorted, 10.0) == 1.0);
}

TEST_CASE("A histogram takes its bin width from the interquartile range", "[montecarlo]")
{
    // 0, 1, ..., 499: IQR = P75 − P25 = 374.25 − 124.75 = 249.5; width 2 · 249.5 / ∛500 = 62.87;
    // range 499 / 62.87 = 7.94, so 8 bins of 499 / 8 = 62.375.
    std::vector<double> sorted(500);
    std::iota(sorted.begin(), sorted.end(), 0.0);
    const Histogram bins = histogram(sorted);
    REQUIRE(bins.edges.size() == 9);
    CHECK(bins.edges.front() == 0.0);
    CHECK(bins.edges[1] == 62.375);
    CHECK(bins.edges.back() == 499.0);
    // [0, 62.375) holds 0–62, [62.375, 124.75) 63–124, ... and the last, [436.625, 499], 437–499.
    CHECK(bins.counts == std::vector<std::int64_t>{63, 62, 63, 62, 62, 63, 62, 63});
}

TEST_CASE("A histogram has at most 50 bins, one for a constant sample", "[montecarlo]")
{
    // 200,000 evenly spread values: ∛200,000 = 58.5 bins by Freedman–Diaconis, capped at 50.
    std::vector<double> many(200'000);
    std::iota(many.begin(), many.end(), 0.0);
    const Histogram capped = histogram(many);
    CHECK(capped.counts.size() == 50);
    CHECK(std::accumulate(capped.counts.begin(), capped.counts.end(), std::int64_t{0}) == 200'000);

    const Histogram constant = histogram(std::vector<double>{3.0, 3.0, 3.0});
    CHECK(constant.edges == std::vector<double>{3.0, 3.0});
    CHECK(constant.counts == std::vector<std::int64_t>{3});

    // The middle half is one value (IQR 0): the most bins, the spike in the middle one.
    const Histogram spike = histogram(std::vector<double>{0.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 10.0});
    REQUIRE(spike.counts.size() == 50);
    CHECK(spike.counts.front() == 1);
    CHECK(spike.counts[25] == 6);
    CHECK(spike.counts.back() == 1);
}
