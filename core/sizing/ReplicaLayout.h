#pragma once

namespace tco {

/// How one copy of the model (a replica) is spread over GPUs.
///
/// Tensor parallelism splits every layer over `tensorParallel` GPUs of one NVLink domain, the
/// experts of a mixture-of-experts model included (expert parallelism over the same GPUs holds
/// the same bytes); pipeline parallelism splits the layers into `pipelineParallel` consecutive
/// stages, which may sit in different domains.
struct ReplicaLayout {
    int tensorParallel = 1;
    int pipelineParallel = 1;

    [[nodiscard]] constexpr int gpus() const { return tensorParallel * pipelineParallel; }

    friend constexpr bool operator==(ReplicaLayout, ReplicaLayout) = default;
};

} // namespace tco
