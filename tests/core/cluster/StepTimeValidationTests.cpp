// The step-time model (core/cluster/StepTime.h) against published measurements. Each case takes
// bandwidths and message sizes from the source, derives the bytes from the model's architecture,
// and compares what the model predicts with what was measured; docs/cluster-model.md#validation
// lists the sources and discusses the misses.

#include "cluster/StepTime.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace tco;

namespace {

/// Hugging Face's Ultra-Scale Playbook, "Tensor parallelism" and "Sequence parallelism"
/// (huggingface.co/spaces/nanotron/ultrascale-playbook): tokens a second per GPU of a 3B model
/// at sequence length 4,096 on 8-GPU H100 nodes, by tensor-parallel degree. The figures are the
/// plots' data (dist/fragments/tp_scaling.html, "Throughput Scaling with TP (3B Model)", and
/// tp_sp_scaling.html, "with TP/SP"); the TP/SP ones are also in the comments of nanotron's
/// scripts/scaling_benchmarks.py, which generated the runs.
struct PlaybookRun {
    std::string name;
    double tp2;
    double tp4;
    double tp8;
    double tp16;
    double tp32;
};

/// The 3B model of scripts/scaling_benchmarks.py: 28 layers of width 3,072 (32 heads, MLP
/// 8,192, vocabulary 131,072 tied: 3.57 B parameters), activations in BF16.
constexpr int LAYERS = 28;
constexpr int HIDDEN = 3072;
constexpr double SEQUENCE = 4096.0;
constexpr int NODE_GPUS = 8;

/// H100 NVLink 4: 900 GB/s both directions, 450 each way; AWS p5 EFA: 3,200 Gb/s per 8 GPUs,
/// 400 Gb/s = 50 GB/s a GPU each way.
const LinkBandwidths H100_P5{gigabytesPerSecond(450.0), gigabytesPerSecond(50.0)};

/// One sequence a step for the tensor group: compute and bytes both grow with the micro-batch,
/// so tokens a second per GPU do not depend on it and one sequence stands for any.
ClusterJobLayout playbookLayout(int tensorParallel, double computeSeconds)
{
    const Bytes bytes = tensorParallelBytesPerStep({LAYERS, HIDDEN, Tokens(SEQUENCE), 2.0, tensorParallel});
    return ClusterJobLayout{tensorParallel, 1, computeSeconds, bytes.value(), 0.0, 0.0};
}

double tokensPerSecondPerGpu(int tensorParallel, Seconds step)
{
    return SEQUENCE / (tensorParallel * step.value());
}

} // namespace

TEST_CASE("Tensor parallelism stretched from one H100 node over two loses the throughput the playbook measured")
{
    // Tolerance 10 %: the playbook's TP and TP/SP runs move the same bytes (its "Sequence
    // parallelism" section: an all-reduce is a reduce-scatter plus an all-gather) yet measured
    // throughputs up to 8 % apart (TP 4: 12,420.76 against 13,460.16), so a model of bytes and
    // bandwidths cannot be held closer than that.
    const PlaybookRun run = GENERATE(values<PlaybookRun>(
        {{"TP", 13923.18, 12420.76, 10903.32, 6245.6, 2146.44}, {"TP/SP", 14167.25, 13460.16, 10888.53, 6159.3, 3609.73}}));
    CAPTURE(run.name);

    // The measured TP 8 run, on one node, is compute plus NVLink: a step of one sequence takes
    // 4096 / (8 × 10,903.32) = 0.04696 s, of which 8 × 7/8 × 28 × 4096 × 3072 × 2 B = 4.93 GB
    // at 450 GB/s is 0.01096 s, leaving 0.03600 s of compute (TP/SP: 0.03606 s). Compute is
    // split over the tensor group, so TP t takes 8 / t of it.
    const Seconds measuredStep8(SEQUENCE / (NODE_GPUS * run.tp8));
    const Seconds network8 = stepTime(playbookLayout(8, 0.0), std::vector<int>{8}, H100_P5);
    const double compute8 = (measuredStep8 - network8).value();
    CHECK(compute8 == Approx(0.0360).epsilon(0.005));
    const auto predicted = [&](int tensorParallel, std::vector<int> nodes) {
        const double compute = compute8 * NODE_GPUS / tensorParallel;
        return tokensPerSecondPerGpu(tensorParallel, stepTime(playbookLayout(tensorParallel, compute), nodes, H100_P5));
    };

    SECTION("TP 16 over two nodes: the published drop of about 43 %")
    {
        // 5.28 GB a step, 5.28 / 450 = 0.01174 s over NVLink and, the group split 8 + 8,
        // 5.28 / (8 × 50) = 0.01321 s over EFA, plus 0.0180 s of compute: 0.04296 s, 5,960
        // tokens a second per GPU against the 6,245.6 measured (−4.6 %; TP/SP 5,955 against
        // 6,159.3, −3.3 %): 45.3 % lost, 42.7 % measured (TP/SP 43.4 %).
        CHECK(predicted(16, {8, 8}) == Approx(run.tp16).epsilon(0.10));
        CHECK(1.0 - predicted(16, {8, 8}) / run.tp8 == Approx(1.0 - run.tp16 / run.tp8).margin(0.05));
    }
    SECTION("TP 2 and 4 inside a node, from the same compute")
    {
        // TP 2: 0.144 s of compute and 2.82 GB at 450 GB/s, 13,630 against 13,923 (−2.1 %;
        // TP/SP −4.0 %); TP 4: 12,581 against 12,421 (+1.3 %; TP/SP −6.7 %).
        CHECK(predicted(2, {2}) == Approx(run.tp2).epsilon(0.10));
        CHECK(predicted(4, {4}) == Approx(run.tp4).epsilon(0.10));
    }
    SECTION("TP 32 over four nodes")
    {
        // 5.46 GB: 0.01214 s over NVLink, 0.01365 s over EFA, 0.0090 s of compute: 3,679
        // tokens a second per GPU. TP/SP measured 3,609.73 (+1.9 %). Plain TP measured 2,146.44,
        // and the model is 71 % high there: with the same bytes as TP/SP, what it lost beyond
        // them is not communication the model sees (docs/cluster-model.md#limits).
        const double prediction = predicted(32, {8, 8, 8, 8});
        CHECK(prediction == Approx(3679.5).epsilon(0.002));
        if (run.name == "TP/SP")
            CHECK(prediction == Approx(run.tp32).epsilon(0.10));
        else
            CHECK(prediction / run.tp32 == Approx(1.714).epsilon(0.002));
    }
}

TEST_CASE("DeepSeek-V3's cross-node expert parallelism, unoverlapped, communicates a third of the step")
{
    // DeepSeek-V3 technical report (arXiv:2412.19437): 2,048 H800 in nodes of 8, NVLink 160
    // GB/s and InfiniBand 50 GB/s a GPU (§3.2.2); expert parallelism 64 over 8 nodes (§3.2);
    // 61 layers of width 7,168, the first 3 dense, the other 58 with 256 routed experts of which
    // a token takes 8 (§4.2, config.json first_k_dense_replace 3); dispatch in FP8 and combine in
    // BF16, forward and backward (§3.3.3); "each trillion tokens requires only 180K H800 GPU
    // hours" (§1), 180e3 × 3600 / 1e12 = 0.648 ms of GPU time a token, with the all-to-alls
    // hidden behind compute by DualPipe (§3.2.1), so taken here as the compute.
    const LinkBandwidths h800{gigabytesPerSecond(160.0), gigabytesPerSecond(50.0)};
    const Tokens tokens(4096.0); // a GPU's tokens a step; the shares below do not depend on it
    const Bytes bytes = expertParallelBytesPerStep({58, 7168, tokens, 8, 1.0, 2.0, 64});
    // 4096 × 8 × 58 copies × 7168 × 2 × (1 + 2) B × 63/64 = 80.5 GB sent to other ranks.
    CHECK(bytes.value() == Approx(4096.0 * 8 * 58 * 7168 * 6 * 63.0 / 64).epsilon(1e-9));
    const double compute = tokens.value() * 180e3 * 3600.0 / 1e12; // 2.654 s
    const ClusterJobLayout layout{1, 64, compute, 0.0, bytes.value(), 0.0};

    // On 8 nodes of 8, 56 of a rank's 63 peers are on other nodes: 80.5 GB × 56/63 at 50 GB/s
    // is 1.430 s (the 7/63 over NVLink, 0.056 s, goes at the same time). 1.430 / (2.654 +
    // 1.430) = 35.0 % of the step, a computation-to-communication ratio of 1.86 : 1. The report
    // says "approximately 1:1" and NVIDIA's Hybrid-EP post "more than 50 %" without
    // optimization: the model is short of both (docs/cluster-model.md#validation says why).
    const Seconds step = stepTime(layout, std::vector<int>(8, 8), h800);
    const double communicating = (step.value() - compute) / step.value();
    CHECK(communicating == Approx(0.3502).epsilon(0.002));
    CHECK(compute / (step.value() - compute) == Approx(1.856).epsilon(0.002));

    // The same 64 GPUs on one NVLink domain at the same 160 GB/s would send the 80.5 GB at
    // 160 GB/s, 0.503 s: what crossing nodes costs this job, 1.43 against 0.50 s a step.
    const Seconds oneDomain = stepTime(layout, std::vector<int>{64}, h800);
    CHECK((oneDomain.value() - compute) == Approx(bytes.value() / 160e9));
}
