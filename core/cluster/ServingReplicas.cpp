#include "cluster/ServingReplicas.h"

#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "model/ModelSpec.h"
#include "sizing/Sizing.h"
#include "sizing/Throughput.h"
#include "text/EnglishNumbers.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

namespace tco {
namespace {

/// Decode activations are all-reduced in BF16, whatever the weights' precision.
constexpr double ACTIVATION_BYTES = 2.0;
/// As many as a section may type.
constexpr std::int64_t MAX_SERVING_REPLICAS = 1'000'000;

} // namespace

ServingReplicas typedReplicas(const ClusterInference& inference)
{
    return ServingReplicas{.source = ReplicaSource::Typed,
                           .replicas = inference.replicas,
                           .gpusPerReplica = inference.gpusPerReplica,
                           .layout = inference.layout,
                           .sizedLayout = {},
                           .tokensPerDay = TokensPerDay(0.0)};
}

ClusterJobLayout decodeLayout(const SizingResult& replica, const SizingRequest& sizing, BytesPerSecond scaleUp)
{
    const ModelSpec& model = *sizing.model;
    const ReplicaLayout decode = replica.layout.decode;
    const int stageLayers = (model.layers + decode.pipelineParallel - 1) / decode.pipelineParallel;
    const double batch = replica.operating.batch;
    const Bytes tensorBytes
        = decodeTensorParallelBytes(TensorParallelTraffic{.layers = stageLayers,
                                                          .hidden = model.hiddenSize,
                                                          .tokens = Tokens(batch / decode.attentionDataParallel),
                                                          .bytesPerElement = ACTIVATION_BYTES,
                                                          .tensorParallel = decode.tensorParallel});
    // The experts' all-to-all runs among the attention ranks, each a tensor-parallel group: the
    // step-time model's expert groups, ranks a tensor group apart. With one attention rank it
    // stays inside the tensor group, whose split the tensor bytes already pay for.
    const int expertRanks = decode.attentionDataParallel;
    const Bytes expertBytes
        = expertRanks > 1 ? decodeAllToAllBytes(model, *sizing.gpu, sizing.weights, decode, batch) : Bytes(0.0);
    // The sizing's step already holds these exchanges inside the domain, at no more than the
    // link's rate; the step-time model adds them back.
    const Seconds compute = std::max(replica.operating.decodeStep - (tensorBytes + expertBytes) / scaleUp, Seconds(0.0));
    return ClusterJobLayout{.tensorParallel = decode.tensorParallel,
                            .expertParallel = expertRanks,
                            .computeSecondsPerStep = compute.value(),
                            .tensorParallelBytesPerStep = tensorBytes.value(),
                            .expertParallelBytesPerStep = expertBytes.value(),
                            .dataParallelBytesPerStep = 0.0};
}

std::expected<ServingReplicas, Issue> sizedReplicas(const PreparedSelfHosted& option, TokensPerDay tokensPerDay,
                                                    std::int64_t clusterGpus, BytesPerSecond scaleUp)
{
    if (!option.feasible()) {
        return std::unexpected(Issue{FROM_SIZING_POINTER,
                                     fmt::format("the sizing fits no replica on the cluster's option: {}",
                                                 explainInfeasibility(option.layouts.front().replica, option.sizing))});
    }
    const Fleet fleet = fleetFor(option, tokensPerDay);
    const SizingResult& replica = option.layouts[fleet.layout].replica;
    const int gpusPerReplica = replica.layout.gpus();
    if (fleet.replicas > MAX_SERVING_REPLICAS) {
        return std::unexpected(
            Issue{FROM_SIZING_POINTER,
                  fmt::format("the sizing's fleet at {} tokens a day has {} replicas; a cluster runs at most {}",
                              englishTokens(tokensPerDay.value()), fleet.replicas, MAX_SERVING_REPLICAS)});
    }
    const std::int64_t fleetGpus = fleet.replicas * gpusPerReplica;
    if (fleetGpus > clusterGpus) {
        return std::unexpected(
            Issue{FROM_SIZING_POINTER,
                  fmt::format("the sizing's fleet at {} tokens a day, {} replicas of {} GPUs ({} GPUs), does not fit the "
                              "cluster's {} GPUs",
                              englishTokens(tokensPerDay.value()), fleet.replicas, gpusPerReplica, fleetGpus, clusterGpus)});
    }
    return ServingReplicas{.source = ReplicaSource::Sizing,
                           .replicas = static_cast<int>(fleet.replicas),
                           .gpusPerReplica = gpusPerReplica,
                           .layout = decodeLayout(replica, option.sizing, scaleUp),
                           .sizedLayout = describeLayout(replica.layout),
                           .tokensPerDay = tokensPerDay};
}

} // namespace tco
