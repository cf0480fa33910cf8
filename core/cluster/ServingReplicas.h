#pragma once

#include "cluster/StepTime.h"
#include "json/EnumNames.h"
#include "json/Issue.h"
#include "scenario/ClusterSection.h"
#include "units/Tokens.h"

#include <array>
#include <cstdint>
#include <expected>
#include <optional>
#include <string>

namespace tco {

struct PreparedSelfHosted;
struct SizingRequest;
struct SizingResult;

/// Where a cluster's serving replicas come from.
enum class ReplicaSource {
    /// The section's `replicas` and `gpus_per_replica`.
    Typed,
    /// The sizing's fleet of the section's option at the scenario's volume.
    Sizing,
    /// A trace's own serving jobs, in place of the section's replicas.
    Trace,
};

inline constexpr std::array REPLICA_SOURCE_NAMES{
    EnumName<ReplicaSource>{ReplicaSource::Typed, "typed"},
    EnumName<ReplicaSource>{ReplicaSource::Sizing, "sizing"},
    EnumName<ReplicaSource>{ReplicaSource::Trace, "trace"},
};

/// The serving replicas a cluster runs from the start to the end, as the simulation takes them.
struct ServingReplicas {
    ReplicaSource source = ReplicaSource::Typed;
    int replicas = 0;
    int gpusPerReplica = 8;
    /// How a replica splits and what its decode step moves; without it, it runs at full speed
    /// wherever it lands.
    std::optional<ClusterJobLayout> layout;
    /// From the sizing: the replica's layout in words (describeLayout()) and the volume sized for.
    std::string sizedLayout;
    TokensPerDay tokensPerDay{0.0};

    friend bool operator==(const ServingReplicas&, const ServingReplicas&) = default;
};

/// The section's own replicas, as typed.
[[nodiscard]] ServingReplicas typedReplicas(const ClusterInference& inference);

/// A sized replica's decode step as a cluster job's layout.
///
/// The tensor-parallel group is the decode instance's (of a disaggregated unit, its prefill
/// GPUs are taken as ranks of the same degree). Each GPU all-reduces the activations of the
/// layers of its pipeline stage for the sequences its attention rank decodes,
/// decodeTensorParallelBytes() in BF16. With more than one attention rank, a mixture of experts'
/// dispatches and combines are an expert group's all-to-all among them, decodeAllToAllBytes().
/// Compute is the sizing's decode step at its batch less those bytes over `scaleUp`, so that a
/// replica inside one domain steps as the sizing says and only a split one pays more; pipeline
/// hand-overs and a disaggregated unit's KV-cache transfers are left out.
[[nodiscard]] ClusterJobLayout decodeLayout(const SizingResult& replica, const SizingRequest& sizing, BytesPerSecond scaleUp);

/// The fleet fleetFor() builds of `option` for `tokensPerDay`, as serving replicas with their
/// decodeLayout(); its GPUs beyond whole replicas (a server's rest, a minimum fleet) stay out
/// of the cluster. Or, at /cluster/inference/from_sizing, why it gives none: no replica of the
/// model fits the option, or the fleet holds more GPUs than the cluster's `clusterGpus`.
[[nodiscard]] std::expected<ServingReplicas, Issue> sizedReplicas(const PreparedSelfHosted& option, TokensPerDay tokensPerDay,
                                                                  std::int64_t clusterGpus, BytesPerSecond scaleUp);

/// Where /cluster/inference/from_sizing's problems are reported.
inline constexpr const char* FROM_SIZING_POINTER = "/cluster/inference/from_sizing";

} // namespace tco
