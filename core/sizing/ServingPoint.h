#pragma once

#include "sizing/Throughput.h"

#include <algorithm>

namespace tco {

/// The mean wait before service in an M/D/1 queue (Poisson arrivals, one server, a fixed
/// service time) at `utilization` < 1: ρ × service / (2 (1 − ρ)), the Pollaczek–Khinchine
/// formula with a deterministic service time (Kleinrock, Queueing Systems, vol. 1, 1975, §5.6).
/// Prompts of one request shape take the same prefill time, and requests from many users arrive
/// close to Poisson; infinite at or beyond saturation.
[[nodiscard]] Seconds queueingDelay(double utilization, Seconds service);

/// What one serving unit (an aggregated instance, or a group of prefill and decode instances)
/// delivers at one decoding batch.
struct OperatingPoint {
    /// Sequences each decoding instance decodes together.
    double batch = 0.0;
    /// The decoding step alone.
    Seconds decodeStep;
    /// What each user sees: output tokens per second including the pauses for other
    /// requests' prefill.
    TokensPerSecond perUser;
    /// Output tokens per second of the whole unit, fully loaded.
    TokensPerSecond output;
    /// From a request's arrival to its first output token at the planned load: the wait for
    /// the prompts ahead of it, its own prefill (and in disaggregated serving the hand-over of
    /// its KV cache), and its first decoding step.
    Seconds timeToFirstToken;
    /// The share of the prefill capacity busy at the planned load.
    double prefillLoad = 0.0;

    friend bool operator==(const OperatingPoint&, const OperatingPoint&) = default;
};

/// An aggregated instance at one context and prompt length: its decoding step and prefill rate
/// computed once, for trying batch after batch.
struct AggregatedServing {
    DecodeStepModel step;
    RequestShape shape;
    /// Prompt tokens per second the instance processes with every attention rank busy.
    TokensPerSecond prefill;
    int attentionRanks = 1;
    /// Whether the ranks take prompts in the same steps (ServingAssumptions::balancedAttentionRanks).
    bool balancedRanks = false;
    /// Prompt tokens one attention rank takes into one step (the engine's chunked-prefill budget).
    Tokens chunkTokens;
    /// Arrivals as a share of the instance's capacity.
    double load = 1.0;
    Seconds requestOverhead;
    /// Steps between the scheduler's looks for new requests (ServingAssumptions::schedulerPollSteps).
    int pollSteps = 1;

    /// The instance decodes `batch` tokens per step and spends prefillPerStep() on prompts
    /// between steps; users see a token every step plus that. A prompt waits for the scheduler to
    /// take it (half of its poll interval, in steps), for the prefill work queued ahead of it
    /// (M/D/1 at the prefill's share of the instance's time), then takes ⌈input / chunk⌉ steps on
    /// its attention rank, which prefills at 1 / ranks of the rate.
    [[nodiscard]] OperatingPoint at(double batch) const;
    /// The time between a user's tokens, 1 / at(batch).perUser, alone: for searches that need
    /// no more of the point.
    [[nodiscard]] Seconds tokenIntervalAt(double batch) const;
    /// `concurrency` requests in flight, each sent as the one before it ends (a benchmark's
    /// closed loop): see closedLoop().
    [[nodiscard]] OperatingPoint atConcurrency(double concurrency, double maxBatch) const;
    /// Requests arriving at `requestsPerSecond` (Poisson, an open loop): see openLoop().
    [[nodiscard]] OperatingPoint atRequestRate(double requestsPerSecond, double maxBatch) const;
    /// Time per decoding step spent on prompts at `share` of full load: (batch / output) × input
    /// prompt tokens at the prefill rate when the attention ranks share them evenly, as balanced
    /// ranks do; otherwise, with several ranks, a chunk on one rank whenever any rank has one,
    /// since every MoE layer waits for the slowest rank (the larger of the two).
    [[nodiscard]] Seconds prefillPerStep(double batch, double share) const;
};

[[nodiscard]] AggregatedServing aggregatedServing(const ReplicaModel& replica, const RequestShape& shape, double load);

/// A prefill instance of a disaggregated unit.
struct PrefillInstance {
    ReplicaLayout layout;
    /// Prompt tokens per second with every attention rank busy, in forward passes of the
    /// engine's token budget.
    TokensPerSecond rate;
    /// From a request's arrival at an idle instance to its prompt's end: the request overhead
    /// and the forward passes of its chunks, every rank busy with prompts of its own.
    Seconds promptTime;
};

[[nodiscard]] PrefillInstance prefillInstance(const ReplicaModel& replica, const RequestShape& shape);

/// A disaggregated unit of `prefillWorkers` prefill instances feeding `decodeWorkers` decode
/// instances, which decode without interruption.
struct DisaggregatedServing {
    DecodeStepModel step;
    RequestShape shape;
    PrefillInstance prefill;
    int prefillWorkers = 1;
    int decodeWorkers = 1;
    /// Moving one prompt's KV cache from its prefill instance to its decode instance.
    Seconds kvTransfer;
    double load = 1.0;

    /// Decode instances each serve batch / step output tokens per second; the prompts they need
    /// queue at the prefill instances (M/D/1 at their share of busy time), are prefilled on one
    /// attention rank, and their KV cache crosses to the decode instance before the first step.
    [[nodiscard]] OperatingPoint at(double batch) const;
    /// at(), the decoding step already known.
    [[nodiscard]] OperatingPoint withStep(double batch, Seconds decodeStep) const;
    /// `concurrency` requests in flight over the unit, each sent as the one before it ends.
    [[nodiscard]] OperatingPoint atConcurrency(double concurrency, double maxBatch) const;
    [[nodiscard]] OperatingPoint atRequestRate(double requestsPerSecond, double maxBatch) const;
};

/// A closed loop of `concurrency` requests in flight over a unit of `decodeInstances` decoding
/// instances, each request sent as soon as the one before it ends, as serving benchmarks run.
/// Requests are either decoding (the batch of each instance) or on their way to their first
/// token, and by Little's law those number throughput × time to first token: the batch b solves
/// instances × b + X(b) × TTFT(b) = concurrency, X the requests a second at batch b, found by
/// bisection since both terms grow with b. When the KV cache holds fewer than that, the rest wait
/// to be admitted, and the first token takes (concurrency − instances × batch) / X.
/// `pointAt(batch)` gives the operating point with arrivals equal to what the unit serves.
template <typename PointAt>
[[nodiscard]] OperatingPoint closedLoop(const PointAt& pointAt, double concurrency, double maxBatch, int decodeInstances,
                                        Tokens outputTokens)
{
    constexpr int BISECTIONS = 40;
    const auto requestsPerSecond = [&](const OperatingPoint& point) { return point.output.value() / outputTokens.value(); };
    const auto inFlight = [&](const OperatingPoint& point) {
        return decodeInstances * point.batch + requestsPerSecond(point) * point.timeToFirstToken.value();
    };
    const double most = std::max(1.0, std::min(concurrency / decodeInstances, maxBatch));
    OperatingPoint full = pointAt(most);
    if (inFlight(full) <= concurrency) {
        const Seconds admission((concurrency - decodeInstances * most) / requestsPerSecond(full));
        full.timeToFirstToken = std::max(full.timeToFirstToken, admission);
        return full;
    }
    double low = 0.0;
    double high = most;
    for (int iteration = 0; iteration < BISECTIONS; ++iteration) {
        const double middle = (low + high) / 2.0;
        (inFlight(pointAt(middle)) <= concurrency ? low : high) = middle;
    }
    return pointAt(std::max(low, high * 1e-6));
}

/// Requests arriving at `requestsPerSecond` over a unit of `decodeInstances` decoding
/// instances: each decodes its share for output × ITL(b), so by Little's law its batch b solves
/// b = rate / instances × output × ITL(b), found by bisection since the right side grows with b.
/// `pointAt(batch, load)` gives the operating point with arrivals at `load` of what the unit can
/// serve at that batch; the result serves the rate (its output is rate × output tokens). When
/// even the largest batch cannot keep up, it is the largest batch fully loaded.
template <typename PointAt>
[[nodiscard]] OperatingPoint openLoop(const PointAt& pointAt, double requestsPerSecond, double maxBatch, int decodeInstances,
                                      Tokens outputTokens)
{
    constexpr int BISECTIONS = 40;
    const double demand = requestsPerSecond * outputTokens.value();
    const double most = std::max(1.0, maxBatch);
    const auto loadAt = [&](double batch) { return demand / pointAt(batch, 1.0).output.value(); };
    if (loadAt(most) >= 1.0)
        return pointAt(most, 1.0);
    const auto decoding = [&](double batch) {
        const OperatingPoint point = pointAt(batch, loadAt(batch));
        return requestsPerSecond / decodeInstances * outputTokens.value() / point.perUser.value();
    };
    double low = 0.0;
    double high = most;
    for (int iteration = 0; iteration < BISECTIONS; ++iteration) {
        const double middle = (low + high) / 2.0;
        (decoding(middle) >= middle ? low : high) = middle;
    }
    const double batch = std::max(high, most * 1e-6);
    OperatingPoint point = pointAt(batch, loadAt(batch));
    point.output = TokensPerSecond(demand);
    return point;
}

/// Prefill instances per decode instance that keep up with its arrivals at `batch` (each step
/// taking `decodeStep`), with no instance busier than `maxLoad` of its time.
[[nodiscard]] double prefillWorkersPerDecodeWorker(Seconds decodeStep, const RequestShape& shape, const PrefillInstance& prefill,
                                                   double batch, double maxLoad);

} // namespace tco
