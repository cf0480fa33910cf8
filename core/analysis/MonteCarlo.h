#pragma once

#include "analysis/RankCorrelation.h"
#include "analysis/Statistics.h"
#include "scenario/Distribution.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <expected>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tco {

/// The most samples one run draws. Outcomes are kept until the statistics are done, with their
/// samples and ranks: 16 bytes a sample, 160 MB for 10^7. Inputs are not kept.
inline constexpr std::int64_t MAX_MONTE_CARLO_SAMPLES = 10'000'000;

/// Samples are drawn in chunks of this many. A chunk is what a thread takes at a time and what
/// a random stream is seeded for, so this number is part of what a seed means: changing it
/// changes every result.
inline constexpr std::int64_t MONTE_CARLO_CHUNK_SAMPLES = 4096;

/// One sample's outcome from the values drawn for the inputs, in the order of the request's
/// distributions. An outcome that is not finite (NaN, ±∞) is counted and left out.
using Evaluator = std::function<double(std::span<const double> inputValues)>;

/// What a run asks for.
struct MonteCarloRequest {
    std::vector<Distribution> inputs;
    std::int64_t samples = 100'000;
    std::uint64_t seed = 1;
    /// Worker threads; 0 uses every core (std::thread::hardware_concurrency()). Results do not
    /// depend on it.
    int threads = 0;
    Sampling sampling = Sampling::Random;
    /// Pairs of inputs that move together; every other pair is independent.
    std::vector<InputCorrelation> correlations = {};
};

/// Lets another thread follow a run and stop it, e.g. a progress bar and a Cancel button polling
/// on a timer while the run works in the background.
struct MonteCarloProgress {
    /// Set from any thread to stop the run: the chunks under way finish, no new one starts, and
    /// the run returns MonteCarloFailure::Cancelled.
    std::atomic<bool> cancelRequested{false};
    /// Samples evaluated so far, out of the request's `samples`; written by the run.
    std::atomic<std::int64_t> completedSamples{0};
};

/// How much of the outcome's spread one input accounts for.
struct InputImportance {
    /// Into the request's inputs.
    std::size_t input = 0;
    /// Spearman's rank correlation with the outcome, from −1 to 1; positive when the outcome
    /// rises with the input. The input's rank is its exact cumulative probability, which
    /// sampling by inversion knows (it is the uniform drawn); the outcome's is its mid-rank
    /// among the finite outcomes. The sample ranks of an input's values differ from n times
    /// its cumulative probability by about √n, so the figure differs from the textbook
    /// statistic by at most the order of that statistic's own sampling error, 1/√n (by about
    /// 1e-4 for an input the outcome follows), and needs no input value kept or sorted.
    double rankCorrelation = 0.0;
    /// The square of the rank correlation as a share of the sum of all inputs' squares, 0 to 1,
    /// as Crystal Ball's "contribution to variance" is defined. It ranks the inputs by how much
    /// of the outcome's ordering each explains; it is not an exact variance decomposition, and
    /// is 0 for every input when the outcome does not vary.
    double varianceShare = 0.0;

    friend bool operator==(const InputImportance&, const InputImportance&) = default;
};

/// The outcome's distribution over a run's samples. Every figure is over the samples whose
/// outcome was finite.
struct MonteCarloResult {
    std::int64_t samples = 0;
    std::uint64_t seed = 0;
    /// Samples whose outcome was NaN or infinite, left out of every figure below.
    std::int64_t nonFiniteSamples = 0;
    /// The shares of outcomes strictly below and strictly above zero. With the outcome defined as
    /// one cost minus another (self-hosted minus API), they are the probabilities that the first
    /// is the cheaper and that the second is.
    double shareBelowZero = 0.0;
    double shareAboveZero = 0.0;
    SampleSummary outcome;
    Histogram histogram;
    /// One per input, the most important first (by the size of its rank correlation; ties in
    /// input order).
    std::vector<InputImportance> importance;
    /// The pairs whose correlation had to change by REPORTED_REPAIR or more, in input order.
    std::vector<CorrelationRepair> correlationRepairs;

    /// Bit for bit: what reproducibility promises.
    friend bool operator==(const MonteCarloResult&, const MonteCarloResult&) = default;
};

enum class MonteCarloFailure {
    /// The request has problems, listed in `issues`; nothing was sampled.
    InvalidRequest,
    /// MonteCarloProgress::cancelRequested was set.
    Cancelled,
    /// Every sample's outcome was NaN or infinite.
    NoFiniteOutcome,
};

/// One problem with a request.
struct RequestIssue {
    /// The input whose distribution is at fault; empty for the run's own settings, whose
    /// parameter is then "samples", "threads" or "correlations/N" for the request's Nth pair.
    std::optional<std::size_t> input;
    ParameterIssue issue;

    friend bool operator==(const RequestIssue&, const RequestIssue&) = default;
};

/// Why a run gave no result. A cancelled run gives no partial statistics.
struct MonteCarloError {
    MonteCarloFailure failure = MonteCarloFailure::InvalidRequest;
    std::vector<RequestIssue> issues;
};

/// Every problem with a request: each input's distribution (validate()), the sample count, from
/// 1 to MAX_MONTE_CARLO_SAMPLES, threads, not negative, and each correlated pair: two different
/// inputs of the request, named once, correlated from −1 to 1.
[[nodiscard]] std::vector<RequestIssue> validate(const MonteCarloRequest& request);

/// The error in sentences, one per line: "input 2, standardDeviation: must be a positive number, got -1".
[[nodiscard]] std::string describe(const MonteCarloError& error);

/// Draws `request.samples` samples of the inputs, evaluates the outcome of each, and describes
/// the outcome's distribution and what drives it.
///
/// The same request gives bit-identical results on any machine and with any number of threads.
/// Sample i belongs to chunk c = i / MONTE_CARLO_CHUNK_SAMPLES, whose random stream is
/// Xoshiro256StarStar::forStream(seed, c). Each input's value is its quantile function at a
/// cumulative probability drawn from the chunk's stream: with random sampling, one per input in
/// input order, sample after sample; with Latin hypercube sampling, input after input, one in
/// each of the chunk's equally likely strata, in shuffled order. Correlated pairs then reorder
/// the chunk's draws (RankCorrelator), pairs impossible together first replaced by the nearest
/// possible ones (nearestCorrelationMatrix(), reported in correlationRepairs). Outcomes are
/// stored at their sample's index and the statistics computed from them in a fixed order
/// afterwards.
///
/// `makeEvaluator` is called on the calling thread, once per worker thread, before sampling
/// starts; each evaluator is then used by one thread only, so it may keep and modify state (a
/// copy of a scenario). An exception from an evaluator stops the run and is rethrown here.
[[nodiscard]] std::expected<MonteCarloResult, MonteCarloError> runMonteCarlo(const MonteCarloRequest& request,
                                                                             const std::function<Evaluator()>& makeEvaluator,
                                                                             MonteCarloProgress* progress = nullptr);

} // namespace tco
