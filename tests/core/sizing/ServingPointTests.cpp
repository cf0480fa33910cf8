#include "sizing/ServingPoint.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

/// A decoding step of 10 ms plus 0.1 ms per sequence, with nothing else in it.
DecodeStepModel linearStep()
{
    DecodeStepModel step;
    step.fixedPerStep = Seconds(0.010);
    step.denseComputePerSequence = Seconds(0.0001);
    return step;
}

AggregatedServing instance(double load, int ranks = 1)
{
    AggregatedServing serving;
    serving.step = linearStep();
    serving.shape = RequestShape{Tokens(1'000), Tokens(500)};
    serving.prefill = TokensPerSecond(100'000.0);
    serving.attentionRanks = ranks;
    serving.chunkTokens = Tokens(8'192);
    serving.load = load;
    serving.requestOverhead = Seconds(0.005);
    return serving;
}

} // namespace

TEST_CASE("Waiting in an M/D/1 queue grows without bound as it fills")
{
    // ρ S / (2 (1 − ρ)): at half load a tenth of a second of service waits 0.5 × 0.1 / 1 = 50 ms.
    CHECK_THAT(queueingDelay(0.5, Seconds(0.1)).value(), WithinRel(0.05, 1e-12));
    CHECK(queueingDelay(0.0, Seconds(0.1)).value() == 0.0);
    CHECK(std::isinf(queueingDelay(1.0, Seconds(0.1)).value()));
}

TEST_CASE("An aggregated instance shares its time between decoding and prompts")
{
    // 40 sequences: a step of 10 + 40 × 0.1 = 14 ms. Each step needs 40 / 500 × 1,000 = 80 prompt
    // tokens, 0.8 ms at 100,000 a second: 40 tokens every 14.8 ms, 2,702.7 a second, fully loaded.
    const OperatingPoint full = instance(1.0).at(40.0);
    CHECK_THAT(full.decodeStep.value(), WithinRel(0.014, 1e-12));
    CHECK_THAT(full.output.value(), WithinRel(40.0 / 0.0148, 1e-12));
    CHECK_THAT(full.perUser.value(), WithinRel(1.0 / 0.0148, 1e-12));
    CHECK_THAT(full.prefillLoad, WithinRel(0.8 / 14.8, 1e-12));
    // The first token: half a 14.8 ms step until the scheduler takes the request, the M/D/1
    // wait for a 10 ms prompt at that load, one step for its single chunk, the prompt itself,
    // and the 5 ms outside the GPUs.
    const double wait = (0.8 / 14.8) * 0.01 / (2.0 * (1.0 - 0.8 / 14.8));
    CHECK_THAT(full.timeToFirstToken.value(), WithinRel(0.0074 + wait + 0.014 + 0.01 + 0.005, 1e-12));
    // A scheduler that looks for requests every 30 steps takes one 15 steps later on average:
    // 15 × 14.8 = 222 ms where it was 7.4.
    AggregatedServing polling = instance(1.0);
    polling.pollSteps = 30;
    CHECK_THAT(polling.at(40.0).timeToFirstToken.value() - full.timeToFirstToken.value(), WithinRel(0.222 - 0.0074, 1e-12));

    // At half load users wait through half the prompt work: a token every 14.4 ms; the output
    // stated is still the capacity.
    const OperatingPoint half = instance(0.5).at(40.0);
    CHECK_THAT(half.perUser.value(), WithinRel(1.0 / 0.0144, 1e-12));
    CHECK(half.output == full.output);
}

TEST_CASE("Requests without a prompt leave an instance nothing to prefill")
{
    // Eight ranks once divided a share of no prompt tokens by a chunk of none. At 40 sequences the
    // step is 14 ms: the first token is half of it until taken, the step itself and the 5 ms
    // outside the GPUs, 26 ms.
    AggregatedServing serving = instance(1.0, 8);
    serving.shape = RequestShape{Tokens(0.0), Tokens(500.0)};
    CHECK(serving.prefillPerStep(40.0, 1.0).value() == 0.0);
    const OperatingPoint point = serving.at(40.0);
    CHECK_THAT(point.timeToFirstToken.value(), WithinRel(0.007 + 0.014 + 0.005, 1e-12));
    CHECK_THAT(point.output.value(), WithinRel(40.0 / 0.014, 1e-12));
}

TEST_CASE("With attention ranks every MoE layer waits for whichever rank has a prompt")
{
    // Eight ranks of 5 sequences each: 5 / 500 × 1,000 = 10 prompt tokens per rank and step, a
    // 1,000-token chunk in 1 % of the steps. Shared evenly the instance would spend 80 tokens of
    // prefill, 0.8 ms, per step; but a chunk takes 1,000 × 8 / 100,000 = 80 ms on its rank, and
    // some rank has one in 1 − 0.99^8 = 7.73 % of the steps: 6.19 ms a step on average.
    const AggregatedServing serving = instance(1.0, 8);
    const double anyRank = 1.0 - std::pow(0.99, 8);
    CHECK_THAT(serving.prefillPerStep(40.0, 1.0).value(), WithinRel(0.08 * anyRank, 1e-12));
    CHECK_THAT(instance(1.0, 1).prefillPerStep(40.0, 1.0).value(), WithinRel(0.0008, 1e-12));
}

TEST_CASE("Balanced attention ranks take prompts in the same steps and share a step's prefill evenly")
{
    // The eight ranks above, holding prompts until each can take one (TensorRT-LLM's
    // enable_balance): the instance's 80 prompt tokens a step at 100,000 a second, 0.8 ms, not
    // the 6.19 ms of a chunk on whichever rank has one.
    AggregatedServing serving = instance(1.0, 8);
    serving.balancedRanks = true;
    CHECK_THAT(serving.prefillPerStep(40.0, 1.0).value(), WithinRel(0.0008, 1e-12));
}

TEST_CASE("A closed loop of requests settles where Little's law holds")
{
    const AggregatedServing serving = instance(1.0);
    const OperatingPoint point = serving.atConcurrency(64.0, 1'000.0);
    // Decoding plus on their way to a first token: 64 in all.
    const double requestsPerSecond = point.output.value() / 500.0;
    CHECK_THAT(point.batch + requestsPerSecond * point.timeToFirstToken.value(), WithinRel(64.0, 1e-6));
    // When the KV cache holds only 16, the rest wait to be admitted.
    const OperatingPoint capped = serving.atConcurrency(64.0, 16.0);
    CHECK(capped.batch == 16.0);
    CHECK_THAT(capped.timeToFirstToken.value(), WithinRel((64.0 - 16.0) / (capped.output.value() / 500.0), 1e-12));
}

TEST_CASE("An open loop decodes as many as arrive while each is decoded")
{
    // Two requests a second of 500 output tokens: 1,000 output tokens a second, each user's 500
    // taking 500 / perUser seconds, so 1,000 / perUser of them decode at once.
    const OperatingPoint point = instance(1.0).atRequestRate(2.0, 1'000.0);
    CHECK(point.output.value() == 1'000.0);
    CHECK_THAT(point.batch, WithinRel(1'000.0 / point.perUser.value(), 1e-6));
}

TEST_CASE("A disaggregated unit decodes without pauses and waits for its prompts' hand-over")
{
    DisaggregatedServing unit;
    unit.step = linearStep();
    unit.shape = RequestShape{Tokens(1'000), Tokens(500)};
    unit.prefill = PrefillInstance{ReplicaLayout{}, TokensPerSecond(20'000.0), Seconds(0.06)};
    unit.prefillWorkers = 1;
    unit.decodeWorkers = 2;
    unit.kvTransfer = Seconds(0.002);
    unit.load = 0.9;
    // 40 sequences a decode instance: a 14 ms step, 2,857.1 output tokens a second each, 5,714.3
    // for two, needing 11,428.6 prompt tokens a second of the 20,000 one prefill instance has.
    const OperatingPoint point = unit.at(40.0);
    CHECK_THAT(point.perUser.value(), WithinRel(1.0 / 0.014, 1e-12));
    CHECK_THAT(point.output.value(), WithinRel(2.0 * 40.0 / 0.014, 1e-12));
    const double load = 0.9 * point.output.value() * 2.0 / 20'000.0;
    CHECK_THAT(point.prefillLoad, WithinRel(load, 1e-12));
    const double wait = load * 0.05 / (2.0 * (1.0 - load));
    CHECK_THAT(point.timeToFirstToken.value(), WithinRel(wait + 0.06 + 0.002 + 0.014, 1e-12));
    // One prefill instance feeds 20,000 / (2 × 2,857.1) = 3.5 decode instances.
    CHECK_THAT(prefillWorkersPerDecodeWorker(unit.step.at(40.0), unit.shape, unit.prefill, 40.0, 1.0),
               WithinRel(2.0 * 40.0 / 0.014 / 20'000.0, 1e-12));
    // Decoding cannot outrun its prompts: five decode instances would need 28,571 a second.
    unit.decodeWorkers = 5;
    CHECK_THAT(unit.at(40.0).output.value(), WithinRel(20'000.0 / 2.0, 1e-12));
}
