#include "sizing/ServingPoint.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco {

Seconds queueingDelay(double utilization, Seconds service)
{
    if (utilization >= 1.0)
        return Seconds(std::numeric_limits<double>::infinity());
    return service * (utilization / (2.0 * (1.0 - utilization)));
}

AggregatedServing aggregatedServing(const ReplicaModel& replica, const RequestShape& shape, double load)
{
    AggregatedServing serving;
    serving.step = decodeStepModel(replica, shape.averageDecodeContext());
    serving.shape = shape;
    serving.prefill = prefillRate(replica, shape.input);
    serving.attentionRanks = replica.layout.attentionDataParallel;
    serving.balancedRanks = replica.assumptions.balancedAttentionRanks;
    serving.chunkTokens = Tokens(replica.assumptions.maxBatchedTokens);
    serving.load = load;
    serving.requestOverhead = replica.assumptions.requestOverhead;
    serving.pollSteps = replica.assumptions.schedulerPollSteps;
    return serving;
}

Seconds AggregatedServing::prefillPerStep(double batch, double share) const
{
    // Requests without a prompt leave nothing to prefill (and no chunk to divide by).
    if (shape.input <= Tokens(0.0))
        return Seconds(0.0);
    // Prompt tokens the instance needs per step, and the time it spends on them when the ranks
    // share the work evenly.
    const double needed = share * batch * (shape.input / shape.output);
    const double secondsPerToken = 1.0 / prefill.value();
    const Seconds even(needed * secondsPerToken);
    if (attentionRanks == 1 || balancedRanks)
        return even;
    // Every MoE layer waits for the slowest rank: a step lasts a chunk's prefill whenever any
    // rank has one, which a rank does in a share (needed / ranks) / chunk of the steps.
    const double rankChunk = std::min(shape.input, chunkTokens).value() * attentionRanks;
    const Seconds chunkTime(rankChunk * secondsPerToken);
    const double anyRank = 1.0 - wholePower(1.0 - std::min(1.0, needed / rankChunk), attentionRanks);
    return std::max(even, chunkTime * anyRank);
}

OperatingPoint AggregatedServing::at(double batch) const
{
    OperatingPoint point;
    point.batch = batch;
    point.decodeStep = step.at(batch);
    point.output = TokensPerSecond(batch / (point.decodeStep + prefillPerStep(batch, 1.0)).value());
    const Seconds prompts = prefillPerStep(batch, load);
    const Seconds period = point.decodeStep + prompts;
    point.prefillLoad = prompts / period;
    point.perUser = TokensPerSecond(1.0 / period.value());
    const Seconds promptWork(shape.input.value() / prefill.value());
    const double chunks = std::max(1.0, std::ceil(shape.input / chunkTokens));
    // Arrivals fall anywhere within the scheduler's poll interval.
    const Seconds untilTaken = period * (pollSteps / 2.0);
    point.timeToFirstToken = untilTaken + queueingDelay(point.prefillLoad, promptWork) + point.decodeStep * chunks
        + promptWork * attentionRanks + requestOverhead;
    return point;
}

Seconds AggregatedServing::tokenIntervalAt(double batch) const
{
    return step.at(batch) + prefillPerStep(batch, load);
}

OperatingPoint AggregatedServing::atConcurrency(double concurrency, double maxBatch) const
{
    AggregatedServing loaded = *this;
    loaded.load = 1.0;
    return closedLoop([&](double batch) { return loaded.at(batch); }, concurrency, maxBatch, 1, shape.output);
}

OperatingPoint AggregatedServing::atRequestRate(double requestsPerSecond, double maxBatch) const
{
    const auto pointAt = [&](double batch, double share) {
        AggregatedServing loaded = *this;
        loaded.load = share;
        return loaded.at(batch);
    };
    return openLoop(pointAt, requestsPerSecond, maxBatch, 1, shape.output);
}

PrefillInstance prefillInstance(const ReplicaModel& replica, const RequestShape& shape)
{
    // A prefill instance packs prompts into forward passes of the engine's token budget, each
    // attention rank its own; one prompt longer than the budget takes several.
    const Tokens chunk = std::min(shape.input, Tokens(replica.assumptions.maxBatchedTokens));
    const double ranks = replica.layout.attentionDataParallel;
    const Tokens forward = std::max(shape.input, Tokens(replica.assumptions.maxBatchedTokens)) * ranks;
    PrefillInstance instance;
    instance.layout = replica.layout;
    instance.rate = TokensPerSecond(forward.value() / prefillForwardTime(replica, forward, shape.input).value());
    const double passes = shape.input > Tokens(0.0) ? std::ceil(shape.input / chunk) : 0.0;
    instance.promptTime = prefillForwardTime(replica, chunk * ranks, shape.input) * passes + replica.assumptions.requestOverhead;
    return instance;
}

OperatingPoint DisaggregatedServing::at(double batch) const
{
    return withStep(batch, step.at(batch));
}

OperatingPoint DisaggregatedServing::withStep(double batch, Seconds decodeStep) const
{
    OperatingPoint point;
    point.batch = batch;
    point.decodeStep = decodeStep;
    point.perUser = TokensPerSecond(1.0 / point.decodeStep.value());
    const double decoding = decodeWorkers * batch / point.decodeStep.value();
    // Decoding cannot outrun the prompts the prefill instances deliver.
    const double prefillCapacity = prefillWorkers * prefill.rate.value() * (shape.output / shape.input);
    point.output = TokensPerSecond(std::min(decoding, prefillCapacity));
    point.prefillLoad = load * point.output.value() / prefillCapacity;
    const Seconds promptWork(shape.input.value() / prefill.rate.value());
    point.timeToFirstToken = queueingDelay(point.prefillLoad, promptWork) + prefill.promptTime + kvTransfer + point.decodeStep;
    return point;
}

OperatingPoint DisaggregatedServing::atConcurrency(double concurrency, double maxBatch) const
{
    DisaggregatedServing loaded = *this;
    loaded.load = 1.0;
    return closedLoop([&](double batch) { return loaded.at(batch); }, concurrency, maxBatch, decodeWorkers, shape.output);
}

OperatingPoint DisaggregatedServing::atRequestRate(double requestsPerSecond, double maxBatch) const
{
    const auto pointAt = [&](double batch, double share) {
        DisaggregatedServing loaded = *this;
        loaded.load = share;
        return loaded.at(batch);
    };
    return openLoop(pointAt, requestsPerSecond, maxBatch, decodeWorkers, shape.output);
}

double prefillWorkersPerDecodeWorker(Seconds decodeStep, const RequestShape& shape, const PrefillInstance& prefill, double batch,
                                     double maxLoad)
{
    const double decoding = batch / decodeStep.value();
    return decoding * (shape.input / shape.output) / (prefill.rate.value() * maxLoad);
}

} // namespace tco
