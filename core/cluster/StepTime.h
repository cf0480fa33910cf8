#pragma once

#include "scenario/ClusterSection.h"
#include "units/Data.h"
#include "units/Time.h"

#include <span>

namespace tco {

/// The bandwidth one GPU has to another, one direction, inside its scale-up domain (NVLink)
/// and across domains (the scale-out network).
struct LinkBandwidths {
    BytesPerSecond scaleUp;
    BytesPerSecond scaleOut;
};

/// The time of one training step on GPUs spread over domains as `gpusPerDomain` says (the GPUs
/// the job holds in each domain it uses, in the order its ranks fill them).
///
/// Ranks are laid out as engines lay them out: tensor parallelism innermost, then expert
/// parallelism, then data parallelism. A parallel group whose ranks all sit in one domain sends
/// its bytes B over the scale-up link, B / up. A group split between domains exchanges
/// hierarchically, as NCCL does: inside each domain, then across on each domain's share, which
/// the k ranks it has there carry over their k scale-out links, B / up + B / (k × out), k the
/// fewest any domain holds. The step waits for its slowest group of each kind, and
/// communication is not overlapped with compute, so the time is compute plus that sum over
/// tensor, expert and data parallelism: an upper bound where engines overlap gradient
/// all-reduce with the backward pass.
[[nodiscard]] Seconds stepTime(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, LinkBandwidths links);

/// A job's GPUs spread evenly over as few domains of `domainGpus` as hold them: 512 GPUs on
/// 72-GPU racks take 8 racks of 64.
[[nodiscard]] std::vector<int> compactPlacement(int gpus, int domainGpus);

/// How much slower a step runs on `gpusPerDomain` than on the compact placement: 1 when the
/// placement is as compact, or the job has no layout to tell.
[[nodiscard]] double placementSlowdown(const ClusterJobLayout& layout, std::span<const int> gpusPerDomain, int domainGpus,
                                       LinkBandwidths links);

} // namespace tco
