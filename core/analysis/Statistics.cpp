#include "analysis/Statistics.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>

namespace tco {
namespace {

int binCount(std::span<const double> sorted)
{
    const double range = sorted.back() - sorted.front();
    if (range == 0.0)
        return 1;
    const double interquartileRange = percentile(sorted, 0.75) - percentile(sorted, 0.25);
    if (interquartileRange == 0.0)
        return MAX_HISTOGRAM_BINS;
    const double width = 2.0 * interquartileRange / std::cbrt(static_cast<double>(sorted.size()));
    return static_cast<int>(std::clamp(std::ceil(range / width), 1.0, static_cast<double>(MAX_HISTOGRAM_BINS)));
}

} // namespace

double percentile(std::span<const double> sorted, double probability)
{
    assert(!sorted.empty() && probability >= 0.0 && probability <= 1.0);
    const double position = probability * static_cast<double>(sorted.size() - 1);
    const auto below = static_cast<std::size_t>(position);
    if (below + 1 >= sorted.size())
        return sorted.back();
    const double fraction = position - static_cast<double>(below);
    return sorted[below] + fraction * (sorted[below + 1] - sorted[below]);
}

SampleSummary summarize(std::span<const double> sorted)
{
    assert(!sorted.empty());
    const auto count = static_cast<double>(sorted.size());
    SampleSummary summary;
    summary.count = static_cast<std::int64_t>(sorted.size());
    double sum = 0.0;
    for (const double value : sorted)
        sum += value;
    summary.mean = sum / count;
    // Two passes: deviations from the mean, not a difference of two large sums of squares.
    double squaredDeviations = 0.0;
    for (const double value : sorted)
        squaredDeviations += (value - summary.mean) * (value - summary.mean);
    summary.standardDeviation = sorted.size() > 1 ? std::sqrt(squaredDeviations / (count - 1.0)) : 0.0;
    summary.minimum = sorted.front();
    summary.maximum = sorted.back();
    summary.percentile5 = percentile(sorted, 0.05);
    summary.percentile10 = percentile(sorted, 0.10);
    summary.percentile50 = percentile(sorted, 0.50);
    summary.percentile90 = percentile(sorted, 0.90);
    summary.percentile95 = percentile(sorted, 0.95);
    return summary;
}

double shareBelow(std::span<const double> sorted, double threshold)
{
    if (sorted.empty())
        return 0.0;
    const auto below = std::lower_bound(sorted.begin(), sorted.end(), threshold) - sorted.begin();
    return static_cast<double>(below) / static_cast<double>(sorted.size());
}

double shareAbove(std::span<const double> sorted, double threshold)
{
    if (sorted.empty())
        return 0.0;
    const auto above = sorted.end() - std::upper_bound(sorted.begin(), sorted.end(), threshold);
    return static_cast<double>(above) / static_cast<double>(sorted.size());
}

Histogram histogram(std::span<const double> sorted)
{
    assert(!sorted.empty());
    const int bins = binCount(sorted);
    const double minimum = sorted.front();
    const double maximum = sorted.back();
    Histogram result;
    result.edges.resize(static_cast<std::size_t>(bins) + 1);
    for (int edge = 0; edge < bins; ++edge)
        result.edges[static_cast<std::size_t>(edge)] = minimum + (maximum - minimum) * edge / bins;
    result.edges.back() = maximum;

    // The sample is sorted, so each bin's count is the distance between where its edges fall.
    result.counts.resize(static_cast<std::size_t>(bins));
    auto binStart = sorted.begin();
    for (std::size_t bin = 0; bin < result.counts.size(); ++bin) {
        const bool last = bin + 1 == result.counts.size();
        const auto binEnd = last ? sorted.end() : std::lower_bound(binStart, sorted.end(), result.edges[bin + 1]);
        result.counts[bin] = binEnd - binStart;
        binStart = binEnd;
    }
    return result;
}

} // namespace tco
