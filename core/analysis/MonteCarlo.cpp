#include "analysis/MonteCarlo.h"

#include "analysis/RadixSort.h"
#include "analysis/Random.h"
#include "concurrency/ParallelFor.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <optional>
#include <span>

namespace tco {
namespace {

/// More workers than this is a mistake, not a machine.
constexpr int MAX_THREADS = 256;
/// The most memory a run keeps the first pass's reordering of correlated inputs in; beyond it
/// the second pass correlates them again. 10^6 samples of 20 correlated inputs take 40 MB.
constexpr std::uint64_t KEPT_RANKS_BYTES = std::uint64_t{256} << 20;

/// A run's samples cut into chunks, and the threads that work through them.
struct ChunkPlan {
    std::int64_t samples = 0;
    std::int64_t chunks = 0;
    int threads = 1;

    [[nodiscard]] std::int64_t begin(std::int64_t chunk) const { return chunk * MONTE_CARLO_CHUNK_SAMPLES; }
    [[nodiscard]] std::int64_t end(std::int64_t chunk) const
    {
        return std::min(samples, begin(chunk) + MONTE_CARLO_CHUNK_SAMPLES);
    }
};

ChunkPlan planChunks(const MonteCarloRequest& request)
{
    ChunkPlan plan;
    plan.samples = request.samples;
    plan.chunks = (request.samples + MONTE_CARLO_CHUNK_SAMPLES - 1) / MONTE_CARLO_CHUNK_SAMPLES;
    plan.threads = request.threads > 0 ? static_cast<int>(std::clamp<std::int64_t>(request.threads, 1, plan.chunks))
                                       : threadsFor(plan.chunks);
    return plan;
}

bool isCancelled(const MonteCarloProgress* progress)
{
    return progress != nullptr && progress->cancelRequested.load(std::memory_order_relaxed);
}

/// A run's two passes over the samples: the first evaluates them, the second works out each
/// input's rank correlation with the outcome.
enum class Pass { Evaluate, Rank };

/// How a run draws its cumulative probabilities, chunk by chunk.
struct Sampler {
    const MonteCarloRequest& request;
    const ChunkPlan& plan;
    /// Set when the request correlates inputs.
    const RankCorrelator* correlator = nullptr;
    /// Where the first pass records how it reordered each chunk's correlated inputs, which the
    /// second repeats rather than correlate again (RankCorrelator::reorder()): two bytes a sample
    /// and correlated input, all samples' in order. Empty when the run correlates nothing, or
    /// when they would take more than KEPT_RANKS_BYTES.
    std::span<std::uint16_t> ranks;

    /// The cumulative probability of every input for every sample of `chunk`, sample after
    /// sample, into `draws`. Both of a run's passes over the chunk draw the same.
    void draw(std::int64_t chunk, std::vector<double>& draws, Pass pass) const
    {
        Xoshiro256StarStar stream = Xoshiro256StarStar::forStream(request.seed, static_cast<std::uint64_t>(chunk));
        const auto samples = static_cast<std::size_t>(plan.end(chunk) - plan.begin(chunk));
        const std::size_t inputs = request.inputs.size();
        draws.resize(samples * inputs);
        if (request.sampling == Sampling::Random) {
            for (double& draw : draws)
                draw = stream.nextProbability();
        } else {
            drawStrata(samples, inputs, draws, stream);
        }
        if (correlator == nullptr)
            return;
        const std::span<std::uint16_t> chunkRanks = ranks.empty()
            ? ranks
            : ranks.subspan(static_cast<std::size_t>(plan.begin(chunk)) * correlator->members(), samples * correlator->members());
        if (pass == Pass::Rank && !chunkRanks.empty())
            correlator->reorder(draws, chunkRanks);
        else
            correlator->correlate(draws, stream, chunkRanks);
    }

    /// Latin hypercube draws: for each input, one probability in each of `samples` equal strata
    /// of (0, 1), the strata shuffled over the samples.
    static void drawStrata(std::size_t samples, std::size_t inputs, std::vector<double>& draws, Xoshiro256StarStar& stream)
    {
        // (stratum + u) / samples rounds to 1 for the top stratum when u is within 2^-53 · samples
        // of 1; the largest double below 1 keeps every quantile finite.
        const double highest = std::nextafter(1.0, 0.0);
        std::vector<std::size_t> strata(samples);
        for (std::size_t input = 0; input < inputs; ++input) {
            std::iota(strata.begin(), strata.end(), std::size_t{0});
            shuffle(std::span(strata), stream);
            for (std::size_t sample = 0; sample < samples; ++sample) {
                const double probability
                    = (static_cast<double>(strata[sample]) + stream.nextProbability()) / static_cast<double>(samples);
                draws[sample * inputs + input] = std::min(probability, highest);
            }
        }
    }
};

/// Every sample's outcome, at its index.
std::vector<double> sampleOutcomes(const Sampler& sampler, const std::function<Evaluator()>& makeEvaluator,
                                   MonteCarloProgress* progress)
{
    const MonteCarloRequest& request = sampler.request;
    const ChunkPlan& plan = sampler.plan;
    const std::vector<QuantileFunction> quantiles(request.inputs.begin(), request.inputs.end());
    const std::size_t inputs = quantiles.size();
    std::vector<Evaluator> evaluators;
    std::vector<std::vector<double>> inputValues;
    std::vector<std::vector<double>> chunkDraws(static_cast<std::size_t>(plan.threads));
    for (int worker = 0; worker < plan.threads; ++worker) {
        evaluators.push_back(makeEvaluator());
        inputValues.emplace_back(inputs);
    }

    std::vector<double> outcomes(static_cast<std::size_t>(plan.samples));
    parallelFor(
        plan.chunks, plan.threads, [progress] { return isCancelled(progress); },
        [&](int worker, std::int64_t chunk) {
            std::vector<double>& values = inputValues[static_cast<std::size_t>(worker)];
            std::vector<double>& draws = chunkDraws[static_cast<std::size_t>(worker)];
            const Evaluator& evaluate = evaluators[static_cast<std::size_t>(worker)];
            sampler.draw(chunk, draws, Pass::Evaluate);
            for (std::int64_t sample = plan.begin(chunk); sample < plan.end(chunk); ++sample) {
                const double* row = draws.data() + static_cast<std::size_t>(sample - plan.begin(chunk)) * inputs;
                for (std::size_t input = 0; input < inputs; ++input)
                    values[input] = quantiles[input](row[input]);
                outcomes[static_cast<std::size_t>(sample)] = evaluate(values);
            }
            if (progress != nullptr)
                progress->completedSamples.fetch_add(plan.end(chunk) - plan.begin(chunk), std::memory_order_relaxed);
        });
    return outcomes;
}

/// The finite outcomes in ascending order, and the sample of each. Tied outcomes come in an
/// order that depends on nothing but the outcomes; their mid-ranks make it irrelevant anyway.
struct SortedOutcomes {
    std::vector<double> values;
    std::vector<std::uint32_t> samples;
};

/// Takes the outcomes, whose memory then holds the finite ones, sorted in place.
SortedOutcomes sortFiniteOutcomes(std::vector<double>&& outcomes)
{
    SortedOutcomes sorted;
    sorted.values = std::move(outcomes);
    sorted.samples.reserve(sorted.values.size());
    std::size_t finite = 0;
    for (std::size_t sample = 0; sample < sorted.values.size(); ++sample) {
        if (std::isfinite(sorted.values[sample])) {
            sorted.values[finite++] = sorted.values[sample];
            sorted.samples.push_back(static_cast<std::uint32_t>(sample));
        }
    }
    sorted.values.resize(finite);
    radixSort(sorted.values, sorted.samples);
    return sorted;
}

/// Twice each finite outcome's mid-rank (tied outcomes share the mean of their ranks, counted
/// from 1), at its sample's index; 0 where the outcome was not finite. Doubled, a mid-rank is a
/// whole number, and 32 bits hold it for every run allowed.
std::vector<std::uint32_t> doubledRanks(const SortedOutcomes& sorted, std::size_t samples)
{
    static_assert(2 * MAX_MONTE_CARLO_SAMPLES + 1 <= std::numeric_limits<std::uint32_t>::max());
    std::vector<std::uint32_t> ranks(samples, 0);
    const std::size_t count = sorted.values.size();
    for (std::size_t first = 0; first < count;) {
        std::size_t last = first + 1;
        while (last < count && sorted.values[last] == sorted.values[first])
            ++last;
        // Positions first to last − 1 hold ranks first + 1 to last, whose mean doubled is first + last + 1.
        const auto rank = static_cast<std::uint32_t>(first + last + 1);
        for (std::size_t position = first; position < last; ++position)
            ranks[sorted.samples[position]] = rank;
        first = last;
    }
    return ranks;
}

/// Sums over one chunk's samples with a finite outcome, for one input, of its cumulative
/// probability less one half (u) and of the outcome's rank less the mean rank (r).
struct CorrelationSums {
    double u = 0.0;
    double uSquared = 0.0;
    double uTimesR = 0.0;
};

/// Each input's rank correlation with the outcome (see InputImportance).
///
/// The inputs' cumulative probabilities are drawn again from the chunks' streams rather than
/// kept: a second pass of the generator costs a few nanoseconds a value, where keeping them
/// would cost 8 bytes a value (160 MB for 10^6 samples of 20 inputs). Correlated inputs take the
/// order the first pass gave them, kept as ranks (Sampler::ranks); correlating them again
/// costs more (docs/PERFORMANCE.md#correlated-and-latin-hypercube-runs). Each chunk sums into
/// its own slot and the slots are added in chunk order, so the figures do not depend on the
/// threads.
std::vector<double> rankCorrelations(const Sampler& sampler, std::span<const std::uint32_t> doubledRanks, std::size_t finiteCount,
                                     const MonteCarloProgress* progress)
{
    const MonteCarloRequest& request = sampler.request;
    const ChunkPlan& plan = sampler.plan;
    // r = (2 · rank − (n + 1)) / 2: a multiple of one half, so every sum of r or r² is exact,
    // and Σr = 0.
    const double doubledMeanRank = static_cast<double>(finiteCount) + 1.0;
    const std::size_t inputs = request.inputs.size();
    std::vector<CorrelationSums> chunkSums(static_cast<std::size_t>(plan.chunks) * inputs);
    std::vector<std::vector<double>> chunkDraws(static_cast<std::size_t>(plan.threads));
    parallelFor(
        plan.chunks, plan.threads, [progress] { return isCancelled(progress); },
        [&](int worker, std::int64_t chunk) {
            CorrelationSums* sums = chunkSums.data() + static_cast<std::size_t>(chunk) * inputs;
            std::vector<double>& draws = chunkDraws[static_cast<std::size_t>(worker)];
            sampler.draw(chunk, draws, Pass::Rank);
            for (std::int64_t sample = plan.begin(chunk); sample < plan.end(chunk); ++sample) {
                const std::uint32_t doubledRank = doubledRanks[static_cast<std::size_t>(sample)];
                const double r = (static_cast<double>(doubledRank) - doubledMeanRank) / 2.0;
                const double* row = draws.data() + static_cast<std::size_t>(sample - plan.begin(chunk)) * inputs;
                for (std::size_t input = 0; input < inputs; ++input) {
                    const double u = row[input] - 0.5;
                    if (doubledRank != 0) {
                        sums[input].u += u;
                        sums[input].uSquared += u * u;
                        sums[input].uTimesR += u * r;
                    }
                }
            }
        });

    double rSquared = 0.0;
    for (const std::uint32_t doubledRank : doubledRanks) {
        if (doubledRank != 0) {
            const double r = (static_cast<double>(doubledRank) - doubledMeanRank) / 2.0;
            rSquared += r * r;
        }
    }
    std::vector<double> correlations(inputs, 0.0);
    for (std::size_t input = 0; input < inputs; ++input) {
        CorrelationSums total;
        for (std::int64_t chunk = 0; chunk < plan.chunks; ++chunk) {
            const CorrelationSums& sums = chunkSums[static_cast<std::size_t>(chunk) * inputs + input];
            total.u += sums.u;
            total.uSquared += sums.uSquared;
            total.uTimesR += sums.uTimesR;
        }
        // Pearson's correlation of u and r; r's mean is 0, so the covariance needs no correction
        // for u's mean, and u's variation takes it from the sum of its squares.
        const double uVariation = total.uSquared - total.u * total.u / static_cast<double>(finiteCount);
        const double denominator = std::sqrt(uVariation * rSquared);
        correlations[input] = denominator > 0.0 ? total.uTimesR / denominator : 0.0;
    }
    return correlations;
}

std::vector<InputImportance> rankImportance(std::span<const double> correlations)
{
    double sumOfSquares = 0.0;
    for (const double correlation : correlations)
        sumOfSquares += correlation * correlation;
    std::vector<InputImportance> importance;
    for (std::size_t input = 0; input < correlations.size(); ++input) {
        const double share = sumOfSquares > 0.0 ? correlations[input] * correlations[input] / sumOfSquares : 0.0;
        importance.push_back({input, correlations[input], share});
    }
    std::stable_sort(importance.begin(), importance.end(), [](const InputImportance& a, const InputImportance& b) {
        return std::abs(a.rankCorrelation) > std::abs(b.rankCorrelation);
    });
    return importance;
}

} // namespace

std::vector<RequestIssue> validate(const MonteCarloRequest& request)
{
    std::vector<RequestIssue> issues;
    for (std::size_t input = 0; input < request.inputs.size(); ++input) {
        for (ParameterIssue& issue : validate(request.inputs[input]))
            issues.push_back({input, std::move(issue)});
    }
    if (request.samples < 1 || request.samples > MAX_MONTE_CARLO_SAMPLES) {
        issues.push_back(
            {std::nullopt, {"samples", fmt::format("must be from 1 to {}, got {}", MAX_MONTE_CARLO_SAMPLES, request.samples)}});
    }
    if (request.threads < 0 || request.threads > MAX_THREADS) {
        issues.push_back(
            {std::nullopt, {"threads", fmt::format("must be from 0 (every core) to {}, got {}", MAX_THREADS, request.threads)}});
    }
    const std::size_t inputs = request.inputs.size();
    for (std::size_t index = 0; index < request.correlations.size(); ++index) {
        const InputCorrelation& pair = request.correlations[index];
        const std::string parameter = fmt::format("correlations/{}", index);
        std::string problem;
        if (pair.first >= inputs || pair.second >= inputs)
            problem = fmt::format("must name inputs below {}, got {} and {}", inputs, pair.first, pair.second);
        else if (pair.first == pair.second)
            problem = fmt::format("must name two different inputs, got {} twice", pair.first);
        else if (!(std::abs(pair.rankCorrelation) <= 1.0))
            problem = fmt::format("must be a correlation from -1 to 1, got {}", pair.rankCorrelation);
        const auto same = [&pair](const InputCorrelation& other) {
            return (other.first == pair.first && other.second == pair.second)
                || (other.first == pair.second && other.second == pair.first);
        };
        const auto earlier
            = std::find_if(request.correlations.begin(), request.correlations.begin() + static_cast<std::ptrdiff_t>(index), same);
        if (problem.empty() && earlier != request.correlations.begin() + static_cast<std::ptrdiff_t>(index))
            problem = fmt::format("repeats the pair of correlations/{}", earlier - request.correlations.begin());
        if (!problem.empty())
            issues.push_back({std::nullopt, {parameter, std::move(problem)}});
    }
    return issues;
}

std::string describe(const MonteCarloError& error)
{
    switch (error.failure) {
    case MonteCarloFailure::InvalidRequest: {
        std::string text;
        for (const RequestIssue& issue : error.issues) {
            if (!text.empty())
                text += '\n';
            if (issue.input)
                text += fmt::format("input {}, ", *issue.input);
            text += fmt::format("{}: {}", issue.issue.parameter, issue.issue.message);
        }
        return text;
    }
    case MonteCarloFailure::Cancelled:
        return "The analysis was cancelled.";
    case MonteCarloFailure::NoFiniteOutcome:
        return "Every sample's outcome was NaN or infinite: there is no distribution to describe.";
    }
    return {};
}

std::expected<MonteCarloResult, MonteCarloError>
runMonteCarlo(const MonteCarloRequest& request, const std::function<Evaluator()>& makeEvaluator, MonteCarloProgress* progress)
{
    if (std::vector<RequestIssue> issues = validate(request); !issues.empty())
        return std::unexpected(MonteCarloError{MonteCarloFailure::InvalidRequest, std::move(issues)});

    MonteCarloResult result;
    result.samples = request.samples;
    result.seed = request.seed;
    std::optional<RankCorrelator> correlator;
    if (!request.correlations.empty()) {
        UsableCorrelations usable = usableCorrelations(correlationMatrix(request.inputs.size(), request.correlations));
        result.correlationRepairs = std::move(usable.repairs);
        correlator.emplace(usable.matrix);
    }
    const ChunkPlan plan = planChunks(request);
    std::vector<std::uint16_t> correlatedOrder;
    if (correlator
        && static_cast<std::uint64_t>(request.samples) * correlator->members() * sizeof(std::uint16_t) <= KEPT_RANKS_BYTES)
        correlatedOrder.resize(static_cast<std::size_t>(request.samples) * correlator->members());
    const Sampler sampler{request, plan, correlator ? &*correlator : nullptr, correlatedOrder};
    std::vector<double> outcomes = sampleOutcomes(sampler, makeEvaluator, progress);
    if (isCancelled(progress))
        return std::unexpected(MonteCarloError{MonteCarloFailure::Cancelled, {}});

    std::vector<std::uint32_t> ranks;
    std::size_t finiteCount = 0;
    {
        const SortedOutcomes sorted = sortFiniteOutcomes(std::move(outcomes));
        if (sorted.values.empty())
            return std::unexpected(MonteCarloError{MonteCarloFailure::NoFiniteOutcome, {}});
        finiteCount = sorted.values.size();
        result.nonFiniteSamples = request.samples - static_cast<std::int64_t>(finiteCount);
        result.shareBelowZero = shareBelow(sorted.values, 0.0);
        result.shareAboveZero = shareAbove(sorted.values, 0.0);
        result.outcome = summarize(sorted.values);
        result.histogram = histogram(sorted.values);
        ranks = doubledRanks(sorted, static_cast<std::size_t>(request.samples));
    }
    const std::vector<double> correlations = rankCorrelations(sampler, ranks, finiteCount, progress);
    if (isCancelled(progress))
        return std::unexpected(MonteCarloError{MonteCarloFailure::Cancelled, {}});
    result.importance = rankImportance(correlations);
    return result;
}

} // namespace tco
