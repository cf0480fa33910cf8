#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace tco {

/// The value below which a share `probability` (0 to 1) of a sorted sample lies.
///
/// Linear interpolation between the order statistics around position (n − 1) p, counting from
/// 0: Hyndman and Fan, "Sample quantiles in statistical packages", The American Statistician
/// 50(4), 1996, definition 7; the default of R and NumPy, and Excel's PERCENTILE.INC. The 0th
/// percentile is the minimum, the 100th the maximum.
[[nodiscard]] double percentile(std::span<const double> sorted, double probability);

/// Where a sample lies and how it spreads.
struct SampleSummary {
    std::int64_t count = 0;
    double mean = 0.0;
    /// With Bessel's correction (divided by n − 1); 0 for a single value.
    double standardDeviation = 0.0;
    double minimum = 0.0;
    double maximum = 0.0;
    /// By percentile().
    double percentile5 = 0.0;
    double percentile10 = 0.0;
    double percentile50 = 0.0;
    double percentile90 = 0.0;
    double percentile95 = 0.0;

    friend bool operator==(const SampleSummary&, const SampleSummary&) = default;
};

/// The summary of a sample sorted in ascending order, finite and not empty. Sums run in the
/// sorted order, so equal samples give bit-identical summaries.
[[nodiscard]] SampleSummary summarize(std::span<const double> sorted);

/// The share of a sorted sample strictly below `threshold`, and strictly above it.
[[nodiscard]] double shareBelow(std::span<const double> sorted, double threshold);
[[nodiscard]] double shareAbove(std::span<const double> sorted, double threshold);

/// Counts of a sample in equal bins from its minimum to its maximum.
struct Histogram {
    /// The bins' boundaries, ascending, one more than there are bins. Bin i holds the values from
    /// edges[i] up to but excluding edges[i + 1]; the last bin holds its upper edge too. A sample
    /// of one repeated value has one bin whose two edges are that value.
    std::vector<double> edges;
    std::vector<std::int64_t> counts;

    friend bool operator==(const Histogram&, const Histogram&) = default;
};

/// The most bins a histogram gets: a smooth outline on a chart, bars still a few pixels wide.
inline constexpr int MAX_HISTOGRAM_BINS = 50;

/// The histogram of a sample sorted in ascending order, finite and not empty.
///
/// The bin width follows the Freedman–Diaconis rule, 2 IQR / ∛n (Freedman and Diaconis, "On the
/// histogram as a density estimator: L2 theory", Zeitschrift für Wahrscheinlichkeitstheorie 57,
/// 1981), which adapts to the sample's size and is not thrown by long tails as a rule based on
/// the standard deviation is; the count is then capped at MAX_HISTOGRAM_BINS, which large
/// samples reach. A sample whose middle half is one value (IQR 0) gets the most bins.
[[nodiscard]] Histogram histogram(std::span<const double> sorted);

} // namespace tco
