#include "cluster/StepTime.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tco;

TEST_CASE("Tensor-parallel bytes are four all-reduces of a layer's activations a step")
{
    // The NVL72 preset's 70B job: 80 layers of width 8,192, 8,192 tokens a step in BF16, tensor
    // parallel 4. One all-reduce of 8,192 × 8,192 × 2 = 134.2 MB sends 2 × 3/4 of it from each
    // rank; four a layer: 6 × 134.2e6 × 80 = 64.4 GB, the 64 GB the preset states.
    const TensorParallelTraffic traffic{80, 8192, Tokens(8192.0), 2.0, 4};
    CHECK(tensorParallelBytesPerStep(traffic).value() == Approx(6.0 * 8192.0 * 8192.0 * 2.0 * 80.0));
    CHECK(tensorParallelBytesPerStep(traffic).value() == Approx(64.4e9).epsilon(1e-3));

    SECTION("one rank sends nothing")
    {
        CHECK(tensorParallelBytesPerStep({80, 8192, Tokens(8192.0), 2.0, 1}).value() == 0.0);
    }
    SECTION("twice the tokens, twice the bytes")
    {
        CHECK(tensorParallelBytesPerStep({80, 8192, Tokens(16384.0), 2.0, 4}).value()
              == Approx(2.0 * tensorParallelBytesPerStep(traffic).value()));
    }
}

TEST_CASE("A decode step's tensor-parallel bytes are two all-reduces of a layer's activations, forward only")
{
    // Llama 3.3 70B decoding 64 sequences on TP 8: 80 layers of width 8,192, one token a
    // sequence in BF16. A layer's activations are 64 × 8,192 × 2 = 1,048,576 B; a ring sends
    // 2 × 7/8 of them from each rank, twice a layer (after attention, after the MLP):
    // 3.5 × 1,048,576 × 80 = 293,601,280 B a step.
    const TensorParallelTraffic decode{80, 8192, Tokens(64.0), 2.0, 8};
    CHECK(decodeTensorParallelBytes(decode).value() == Approx(293'601'280.0));
    // Half of what a training step's forward and backward passes send for the same tokens.
    CHECK(decodeTensorParallelBytes(decode).value() == Approx(tensorParallelBytesPerStep(decode).value() / 2.0));
    CHECK(decodeTensorParallelBytes({80, 8192, Tokens(64.0), 2.0, 1}).value() == 0.0);
}

TEST_CASE("A serving replica split 8 + 8 over two racks pays its decode all-reduces over the scale-out network")
{
    // A 16-GPU replica of Llama 3.3 70B on TP 16 decoding 64 sequences on NVL72 racks (900 GB/s
    // NVLink, 50 GB/s scale-out, one way): 4 × 15/16 × 80 × 64 × 8,192 × 2 = 314,572,800 B a
    // step, 30 ms of the rest. Whole in a rack: 0.030 + 314.57e6 / 900e9 = 0.0303495 s. Split
    // 8 + 8, each half's 8 ranks carry it across on their own links: + 314.57e6 / (8 × 50e9)
    // = 0.00078643 s, 0.0311360 s a step, 2.59 % slower.
    const double bytes = decodeTensorParallelBytes({80, 8192, Tokens(64.0), 2.0, 16}).value();
    REQUIRE(bytes == Approx(314'572'800.0));
    const ClusterJobLayout replica{.tensorParallel = 16,
                                   .expertParallel = 1,
                                   .computeSecondsPerStep = 0.030,
                                   .tensorParallelBytesPerStep = bytes,
                                   .expertParallelBytesPerStep = 0.0,
                                   .dataParallelBytesPerStep = 0.0};
    const LinkBandwidths links{gigabytesPerSecond(900.0), gigabytesPerSecond(50.0)};
    const std::vector<int> whole{16};
    const std::vector<int> split{8, 8};
    CHECK(stepTime(replica, whole, links).value() == Approx(0.030 + bytes / 900e9));
    CHECK(stepTime(replica, split, links).value() == Approx(0.030 + bytes / 900e9 + bytes / (8.0 * 50e9)));
    CHECK(placementSlowdown(replica, whole, 72, links) == 1.0);
    CHECK(placementSlowdown(replica, split, 72, links) == Approx(0.0311360 / 0.0303495).epsilon(1e-5));
}

TEST_CASE("Expert-parallel bytes are each routed copy dispatched and combined, forward and backward")
{
    // One MoE layer of width 1,000, 10 tokens each to 2 experts over 4 ranks, FP8 dispatch and
    // BF16 combine: 20 copies × 1,000 × 2 × (1 + 2) = 120 kB, of which 3/4 leave the GPU: 90 kB.
    const ExpertParallelTraffic traffic{1, 1000, Tokens(10.0), 2, 1.0, 2.0, 4};
    CHECK(expertParallelBytesPerStep(traffic).value() == Approx(90e3));

    SECTION("one rank holds every expert and sends nothing")
    {
        CHECK(expertParallelBytesPerStep({1, 1000, Tokens(10.0), 2, 1.0, 2.0, 1}).value() == 0.0);
    }
}

TEST_CASE("Data-parallel bytes are a ring all-reduce of the gradients")
{
    // The NVL72 preset's 70B job over tensor parallel 4: 17.5 B parameters a GPU in BF16, data
    // parallel 128: 2 × 127/128 × 17.5e9 × 2 = 69.5 GB, the 70 GB the preset states.
    CHECK(dataParallelBytesPerStep({17.5e9, 2.0, 128}).value() == Approx(2.0 * 127.0 / 128.0 * 17.5e9 * 2.0));
    CHECK(dataParallelBytesPerStep({17.5e9, 2.0, 1}).value() == 0.0);
}

TEST_CASE("An expert all-to-all sends its other domains' share over the GPU's own scale-out link")
{
    const LinkBandwidths links{gigabytesPerSecond(160.0), gigabytesPerSecond(50.0)};
    // Expert parallel 16 and nothing else: 1 s of compute and 15 GB sent to the 15 other ranks,
    // 1 GB to each.
    const ClusterJobLayout layout{1, 16, 1.0, 0.0, 15e9, 0.0};

    SECTION("inside one domain every byte goes over NVLink")
    {
        // 15e9 / 160e9 = 0.09375 s.
        CHECK(stepTime(layout, std::vector<int>{16}, links).value() == Approx(1.0 + 15.0 / 160.0));
    }
    SECTION("over two domains of 8 the 8 GB for the other domain cross at 50 GB/s")
    {
        // 7 GB to the 7 peers alongside over NVLink (0.044 s) while 8 GB go across (0.16 s):
        // the longer, 0.16 s. Not divided by the 8 ranks of the domain, as a reduction would be:
        // every rank's tokens must reach the other domain themselves.
        CHECK(stepTime(layout, std::vector<int>{8, 8}, links).value() == Approx(1.0 + 8.0 / 50.0));
    }
    SECTION("the rank alone in its domain sends everything across")
    {
        // 15 in one domain, 1 in another: the lone rank sends all 15 GB at 50 GB/s, 0.3 s.
        CHECK(stepTime(layout, std::vector<int>{15, 1}, links).value() == Approx(1.0 + 15.0 / 50.0));
        CHECK(placementSlowdown(layout, std::vector<int>{15, 1}, 8, links) == Approx(1.3 / 1.16));
    }
}

TEST_CASE("Tensor groups sit inside expert groups, as the ranks are laid out")
{
    const LinkBandwidths links{gigabytesPerSecond(100.0), gigabytesPerSecond(10.0)};
    // Tensor parallel 2, expert parallel 2 on two domains of 2: each tensor pair fills a domain,
    // so its 1 GB stays on NVLink (0.01 s); each expert pair (ranks 0 and 2, 1 and 3) spans
    // both, and sends its 1 GB across (0.1 s).
    const ClusterJobLayout layout{2, 2, 1.0, 1e9, 1e9, 0.0};
    CHECK(stepTime(layout, std::vector<int>{2, 2}, links).value() == Approx(1.0 + 0.01 + 0.1));
}
