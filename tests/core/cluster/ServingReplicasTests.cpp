#include "cluster/ServingReplicas.h"

#include "TestSupport.h"
#include "cluster/ClusterStudy.h"
#include "cost/Evaluation.h"
#include "scenario/OptionRef.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

using namespace tco;

namespace {

/// A preset whose cluster serves the sizing's replicas instead of its typed ones.
Scenario fromSizing(std::string_view preset)
{
    Scenario scenario = test::preset(preset);
    REQUIRE(scenario.cluster);
    scenario.cluster->inference.replicas = 0;
    scenario.cluster->inference.fromSizing = true;
    return scenario;
}

ClusterStudy oneDay(const Scenario& scenario)
{
    const ClusterRunOptions options{{SchedulingPolicy::RackAware}, 1.0, std::nullopt, std::nullopt};
    return studyCluster(scenario, test::embeddedCatalog(), options);
}

std::vector<ClusterJob> servingJobs(const ClusterStudy& study)
{
    std::vector<ClusterJob> serving;
    std::ranges::copy_if(study.jobs, std::back_inserter(serving),
                         [](const ClusterJob& job) { return job.kind == ClusterJobKind::Inference; });
    return serving;
}

} // namespace

TEST_CASE("Serving replicas from the sizing are its fleet of the cluster's option at the scenario's volume")
{
    SECTION("the HGX preset: one replica of Llama 3.3 70B on two H100s, TP 2")
    {
        // 10 M tokens a day (5,000 an hour at the busiest, peak-to-average 2) is less than one
        // replica of the smallest layout serves, so the fleet is one replica: the option's two
        // GPUs, FP8 weights of 70.6 GB split by TP 2 (breakeven-cli evaluate says the same).
        const Scenario scenario = fromSizing("hgx-h100-cluster");
        const ClusterStudy study = oneDay(scenario);
        REQUIRE(study.serving);
        CHECK(study.serving->source == ReplicaSource::Sizing);
        CHECK(study.serving->replicas == 1);
        CHECK(study.serving->gpusPerReplica == 2);
        CHECK(study.serving->sizedLayout == "2 GPUs, TP 2");
        CHECK(study.serving->tokensPerDay.value() == 1e7);
        const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
        CHECK(evaluate(prepared).selfHosted[0].fleet.replicas == 1);

        // Its decode step: the sizing's batch b over TP 2 sends 4 × 1/2 × 80 × b × 8,192 × 2 B,
        // and the rest of the step is the sizing's step less those bytes over NVLink 4's
        // 450 GB/s one way.
        const SizingResult& replica = prepared.selfHosted[0].layouts[evaluate(prepared).selfHosted[0].fleet.layout].replica;
        REQUIRE(study.serving->layout);
        const ClusterJobLayout& layout = *study.serving->layout;
        const double bytes = 2.0 * 80.0 * replica.operating.batch * 8192.0 * 2.0;
        CHECK(layout.tensorParallel == 2);
        CHECK(layout.tensorParallelBytesPerStep == Approx(bytes));
        CHECK(layout.computeSecondsPerStep == Approx(replica.operating.decodeStep.value() - bytes / 450e9));
        CHECK(layout.computeSecondsPerStep > 0.0);

        const std::vector<ClusterJob> serving = servingJobs(study);
        REQUIRE(serving.size() == 1);
        CHECK(serving[0].gpus == 2);
        CHECK(serving[0].mustShareDomain);
        CHECK(serving[0].layout == study.serving->layout);
        CHECK(serving[0].durationHours == 24.0);
    }
    SECTION("the NVL72 preset: three disaggregated units of DeepSeek-R1 in one rack, no tensor parallelism to split")
    {
        // 2 B tokens a day on GB200 NVL72 owned: three units of 2 prefill instances of 4 GPUs and
        // a decode instance of 16, 24 GPUs each, one rack of 72 (breakeven-cli evaluate). The
        // decode instance's attention is data parallel (TP 1): no all-reduce to cross a rack.
        const Scenario scenario = fromSizing("nvl72-cluster");
        const ClusterStudy study = oneDay(scenario);
        REQUIRE(study.serving);
        CHECK(study.serving->replicas == 3);
        CHECK(study.serving->gpusPerReplica == 24);
        REQUIRE(study.serving->layout);
        const ClusterJobLayout& layout = *study.serving->layout;
        CHECK(layout.tensorParallel == 1);
        CHECK(layout.tensorParallelBytesPerStep == 0.0);
        CHECK(servingJobs(study).size() == 3);

        // Its experts' all-to-all runs among the decode instance's 16 attention ranks. In each
        // of the 58 MoE layers, each GPU sends its 1/16 of the batch b to the other GPUs its
        // tokens' 8 experts sit on, 16 (1 − (15/16)^8) × 15/16 = 6.049 of them: a hidden state
        // of 7,168 out in FP8 (the weights are FP4 on a GPU that multiplies FP8) and the
        // expert's output back in BF16, 7,168 × 3 = 21,504 B. The rest of the step is the
        // sizing's less those bytes over NVLink 5's 900 GB/s one way.
        const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
        const std::size_t option = findOption(scenario, scenario.cluster->option)->index;
        const SizingResult& replica
            = prepared.selfHosted[option].layouts[evaluate(prepared).selfHosted[option].fleet.layout].replica;
        CHECK(replica.layout.decode.attentionDataParallel == 16);
        CHECK(replica.layout.decode.expertParallel == 16);
        const double otherGpus = 16.0 * (1.0 - std::pow(15.0 / 16.0, 8)) * 15.0 / 16.0;
        const double bytes = otherGpus * 21'504.0 / 16.0 * 58.0 * replica.operating.batch;
        CHECK(otherGpus == Approx(6.049).epsilon(1e-3));
        CHECK(layout.expertParallel == 16);
        CHECK(layout.expertParallelBytesPerStep == Approx(bytes));
        CHECK(layout.computeSecondsPerStep == Approx(replica.operating.decodeStep.value() - bytes / 900e9));
        CHECK(layout.computeSecondsPerStep > 0.0);

        // Split 12 + 12 over two racks, the first expert group (ranks 0 to 15) has 12 ranks in
        // one rack and 4 in the other; each of the 4 sends 12 of its 15 shares across at the
        // ConnectX-7's 50 GB/s, the slowest rank: compute + 0.8 B / 50 GB/s a step, against
        // compute + B / 900 GB/s in one rack. At the sizing's batch today, 3,770 sequences
        // (235 a GPU), B is 1.78 GB and the rest of the step 38.0 ms: (38.0 + 28.4) / (38.0 +
        // 2.0) = 1.66 times as long.
        const LinkBandwidths links{BytesPerSecond(900e9), BytesPerSecond(50e9)};
        const double compute = layout.computeSecondsPerStep;
        CHECK(placementSlowdown(layout, std::vector{12, 12}, 72, links)
              == Approx((compute + 0.8 * bytes / 50e9) / (compute + bytes / 900e9)));
    }
    SECTION("typed replicas stay as typed, without a layout unless the file gives one")
    {
        const ClusterStudy study = oneDay(test::preset("nvl72-cluster"));
        REQUIRE(study.serving);
        CHECK(study.serving->source == ReplicaSource::Typed);
        CHECK(study.serving->replicas == 192);
        CHECK(study.serving->gpusPerReplica == 16);
        CHECK_FALSE(study.serving->layout);
        CHECK(servingJobs(study).size() == 192);
    }
}

TEST_CASE("A sizing whose fleet the cluster cannot hold is refused at /cluster/inference/from_sizing")
{
    // 100 B tokens a day of Llama 3.3 70B needs far more than one HGX server's 8 GPUs.
    Scenario scenario = fromSizing("hgx-h100-cluster");
    scenario.workload.tokensPerDay = TokensPerDay(1e11);
    scenario.cluster->domains = 1;
    const ClusterStudy study = oneDay(scenario);
    REQUIRE_FALSE(study.serving);
    CHECK(study.serving.error().pointer == "/cluster/inference/from_sizing");
    CHECK(study.serving.error().message.find("does not fit the cluster's 8 GPUs") != std::string::npos);
    CHECK(servingJobs(study).empty());
}

TEST_CASE("An option no replica of the model fits gives no serving replicas, and says why")
{
    // Llama 3.1 405B on one H100 per instance: its FP8 weights, 382 GiB, on a GPU of 71 GiB usable.
    nlohmann::ordered_json document = nlohmann::ordered_json(fromSizing("hgx-h100-cluster"));
    document["model"]["id"] = "llama-3.1-405b";
    document["self_hosted"][0]["serving"]["gpus_per_instance"] = 1;
    Issues issues;
    const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    REQUIRE(issues.empty());
    const ClusterStudy study = oneDay(scenario);
    REQUIRE_FALSE(study.serving);
    CHECK(study.serving.error().pointer == "/cluster/inference/from_sizing");
    CHECK(study.serving.error().message.starts_with("the sizing fits no replica on the cluster's option: weights need"));
    CHECK(servingJobs(study).empty());
}
