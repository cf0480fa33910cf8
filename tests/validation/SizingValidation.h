#pragma once

#include "catalog/Catalog.h"
#include "sizing/Sizing.h"

#include <optional>
#include <string>
#include <vector>

namespace tco::validation {

/// One published measurement the sizing model is checked against
/// (tests/data/validation/sizing-validation.json).
struct ValidationCase {
    enum class Kind { KvCacheGib, KvCacheTokens, OutputTokensPerSecond };

    std::string id;
    Kind kind = Kind::KvCacheGib;
    std::string model;
    std::string gpu;
    int gpus = 1;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;
    double memoryUtilization = 0.9;
    double maxContext = 0.0;
    int maxBatchSequences = 0;
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    /// Empty: as many sequences as fit (a maximum-throughput benchmark).
    std::optional<double> concurrency;
    double measured = 0.0;
    std::optional<double> pinnedEstimate;
    std::string engine;
    /// For memory cases: whether the engine accounts memory as the model does (vLLM 0.17 and
    /// later), or belongs to an earlier release with larger sampling buffers.
    bool currentEngineGeneration = true;
    std::string source;
};

/// Reads the validation document; throws std::runtime_error naming the problem.
[[nodiscard]] std::vector<ValidationCase> loadValidationCases(const std::string& path);

/// The model's estimate of what the case measured, under `assumptions` (the case's own memory
/// utilization and batch limit replace theirs).
[[nodiscard]] double estimate(const ValidationCase& validationCase, const Catalog& catalog, const ServingAssumptions& assumptions);

/// |estimate / measured − 1|.
[[nodiscard]] double relativeError(double estimated, double measured);

/// The median of `values` (which it reorders).
[[nodiscard]] double median(std::vector<double> values);

/// The median absolute errors the acceptance targets are stated on.
struct ErrorSummary {
    /// Memory cases of the engine generation modelled.
    double memory = 0.0;
    /// Every memory case, earlier engine releases included.
    double memoryAllReleases = 0.0;
    double throughput = 0.0;
};

[[nodiscard]] ErrorSummary summarizeErrors(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions);

/// The validation tables of docs/sizing-model.md: memory (engines of the generation modelled,
/// then earlier releases) and throughput, one row per case, then the medians.
[[nodiscard]] std::string markdownTables(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions);

/// Writes each case's estimate into the document at `path` as its pinned "estimate".
void pinEstimates(const std::string& path, const Catalog& catalog, const ServingAssumptions& assumptions);

} // namespace tco::validation
