#pragma once

#include "catalog/Catalog.h"
#include "sizing/Sizing.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tco::validation {

/// One KV-cache size an engine reported at start-up (tests/data/validation/sizing-validation.json).
struct MemoryCase {
    enum class Kind { KvCacheGib, KvCacheTokens };

    std::string id;
    Kind kind = Kind::KvCacheGib;
    std::string model;
    std::string gpu;
    int gpus = 1;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;
    double memoryUtilization = 0.9;
    MemoryAccounting memoryAccounting = MemoryAccounting::DeviceMemory;
    double maxContext = 0.0;
    int maxBatchSequences = 0;
    double measured = 0.0;
    std::optional<double> pinnedEstimate;
    std::string engine;
    /// Whether the engine accounts memory as the model does (vLLM 0.17 and later), or belongs to
    /// an earlier release with larger sampling buffers.
    bool currentEngineGeneration = true;
    std::string source;
};

/// Reads the memory cases; throws std::runtime_error naming the problem.
[[nodiscard]] std::vector<MemoryCase> loadMemoryCases(const std::string& path);

/// The model's estimate of the KV cache the case measured, under `assumptions` (the case's own
/// memory utilization and batch limit replace theirs).
[[nodiscard]] double estimate(const MemoryCase& memoryCase, const Catalog& catalog, const ServingAssumptions& assumptions);

/// One engine instance's layout as a measurement states it.
struct MeasuredLayout {
    ReplicaLayout layout;
    /// Instances of it the measured system ran.
    int workers = 1;
};

/// One published serving measurement (tests/data/validation/serving-measurements.json, and the
/// throughput cases of sizing-validation.json): a model on a stated layout at a stated
/// concurrency, with what was measured.
struct ServingCase {
    std::string id;
    std::string model;
    std::string gpu;
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Bf16;
    std::string engine;
    double inputTokens = 0.0;
    double outputTokens = 0.0;
    /// Requests in flight over the whole system; empty for a maximum-throughput run.
    std::optional<double> concurrency;
    /// Requests a second arriving at the whole system (an open loop), when that is how the load was set.
    std::optional<double> requestRate;
    ServingMode mode = ServingMode::Aggregated;
    /// The aggregated instances, or the decode instances.
    MeasuredLayout decode;
    /// The prefill instances of a disaggregated system.
    MeasuredLayout prefill;
    int gpus = 1;
    bool speculative = false;
    /// The engine's scheduler poll interval when its launch script set one (SGLang's
    /// --scheduler-recv-interval); otherwise the assumptions' own.
    std::optional<int> schedulerPollSteps;
    /// How the engine divides memory (vLLM accounts the device's), and whether its attention
    /// ranks take prompts together (TensorRT-LLM's enable_balance), where the row says so.
    std::optional<MemoryAccounting> memoryAccounting;
    std::optional<bool> balancedAttentionRanks;
    std::optional<double> outputPerGpu;
    std::optional<double> interTokenLatencyMs;
    std::optional<double> timeToFirstTokenMs;
    std::string source;
    /// The measurement campaign: one publisher's sweep of one engine with one harness at one
    /// time (InferenceX's TensorRT-LLM runs, TensorRT-LLM 1.1's tables, NIM's table ...), as the
    /// measurements' campaigns table names it.
    std::string campaign;
    /// The benchmark client and serving front end the campaign measured through, whose fixed
    /// time before the first token the fitted cases of the same harness set.
    std::string harness;
    /// Held out of the fit with its whole campaign, as the campaigns table says: no campaign is
    /// both fitted and judged, so the held-out errors are those of sources the fit never saw.
    bool heldOut = false;

    [[nodiscard]] bool mixtureOfExperts(const Catalog& catalog) const;
};

/// Reads the serving cases of both documents; throws std::runtime_error naming the problem.
[[nodiscard]] std::vector<ServingCase> loadServingCases(const std::string& measurementsPath,
                                                        const std::string& sizingValidationPath);

/// What the model estimates for a serving case; a metric is empty when the layout cannot run.
struct ServingEstimate {
    bool feasible = false;
    /// Why the layout cannot run (explainInfeasibility()); empty when it can.
    std::string infeasibility;
    double outputPerGpu = 0.0;
    double interTokenLatencyMs = 0.0;
    double timeToFirstTokenMs = 0.0;
};

[[nodiscard]] ServingEstimate estimate(const ServingCase& servingCase, const Catalog& catalog,
                                       const ServingAssumptions& assumptions);

/// The request overhead of each harness: the median, over its fitted cases that measured a
/// first token, of measured less modelled time to first token without any overhead. A serving
/// stack's fixed time (HTTP, tokenization, the harness's own client) differs from harness to
/// harness more than any GPU does: ~5 ms under TensorRT-LLM's C++ Triton server, 120–170 ms
/// through the InferenceX harness's OpenAI-compatible servers. A held-out campaign whose harness
/// no fitted case shares is judged at the assumptions' own overhead.
[[nodiscard]] std::map<std::string, Seconds> harnessOverheads(const std::vector<ServingCase>& servingCases,
                                                              const Catalog& catalog, const ServingAssumptions& assumptions);

/// |estimate / measured − 1|.
[[nodiscard]] double relativeError(double estimated, double measured);

/// The median of `values` (which it reorders).
[[nodiscard]] double median(std::vector<double> values);

enum class Metric { OutputPerGpu, InterTokenLatency, TimeToFirstToken };

/// One cell of the validation table: the cases of one class that measured a metric.
struct ErrorCell {
    int cases = 0;
    double medianError = 0.0;
    /// Share of the cases within 25 % of the measurement.
    double within25 = 0.0;
};

/// Median absolute errors by metric, for dense and mixture-of-experts models apart, on the
/// held-out cases or on the fitted ones.
struct ErrorTable {
    ErrorCell dense[3];
    ErrorCell moe[3];
    /// Mixture-of-experts first tokens of aggregated and of disaggregated systems apart.
    ErrorCell moeFirstToken[2];
    /// Memory cases of the engine generation modelled, and every memory case.
    double memory = 0.0;
    double memoryAllReleases = 0.0;
};

[[nodiscard]] ErrorTable errorTable(const std::vector<ServingCase>& servingCases, const std::vector<MemoryCase>& memoryCases,
                                    const Catalog& catalog, const ServingAssumptions& assumptions, bool heldOut);

/// Whether a case spreads a mixture of experts DeepSeek's way: attention in several
/// data-parallel ranks and the experts over all their GPUs (its decode instances, when
/// disaggregated). The rest run tensor parallelism, the experts split or spread within it.
[[nodiscard]] bool wideExpertParallel(const ServingCase& servingCase);

/// The judged cases of one kind of model, one kind of layout and one GPU.
struct ErrorGroup {
    bool moe = false;
    bool wideExpertParallel = false;
    std::string gpu;
    /// By metric, in the order output per GPU, inter-token latency, time to first token.
    ErrorCell cells[3];
};

/// The error of each group of the held-out cases (or of the fitted ones), dense before MoE,
/// tensor before wide expert parallelism, GPUs in the order of their names.
[[nodiscard]] std::vector<ErrorGroup> errorGroups(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                                  const ServingAssumptions& assumptions, bool heldOut);

/// The error of each campaign's cases, fitted and held out, by metric.
struct CampaignErrors {
    std::string campaign;
    bool heldOut = false;
    ErrorCell cells[3];
};

[[nodiscard]] std::vector<CampaignErrors> campaignErrors(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                                         const ServingAssumptions& assumptions);

/// A judged case and what the model estimates for it.
struct CaseEstimate {
    const ServingCase* servingCase = nullptr;
    ServingEstimate estimated;
};

/// Every case that is judged (not speculative), fitted and held out, estimated at its harness's
/// request overhead as the error tables judge it.
[[nodiscard]] std::vector<CaseEstimate> estimateCases(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                                      const ServingAssumptions& assumptions);

/// A measured layout the model calls infeasible, and why.
struct InfeasibleCase {
    const ServingCase* servingCase = nullptr;
    std::string reason;
};

/// Every case, speculative ones too, whose measured layout the model says cannot run: a layout
/// an engine ran fits by definition, so each is a defect of the memory plan or of the layouts
/// it admits.
[[nodiscard]] std::vector<InfeasibleCase> infeasibleCases(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                                          const ServingAssumptions& assumptions);

/// The fit's objective on the fitted cases: the mean over metrics and classes of the mean
/// absolute log error, each case's error capped at a factor of three so that a few runs far
/// from their peers cannot steer the factors.
[[nodiscard]] double fitObjective(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                  const ServingAssumptions& assumptions);

/// The validation section of docs/sizing-model.md: the error table on held-out and fitted
/// cases, the memory table, and the held-out cases worst estimated.
[[nodiscard]] std::string markdownTables(const std::vector<ServingCase>& servingCases, const std::vector<MemoryCase>& memoryCases,
                                         const Catalog& catalog, const ServingAssumptions& assumptions);

/// Writes each memory case's estimate into the document at `path` as its pinned "estimate".
void pinMemoryEstimates(const std::string& path, const Catalog& catalog, const ServingAssumptions& assumptions);

} // namespace tco::validation
