#pragma once

#include "CatalogCommands.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace tco::cli {

/// The arguments of `breakeven-cli size`, as typed.
struct SizeOptions {
    std::string model;
    std::string gpu;
    std::string precision = "bf16";
    /// Empty: the serving engines' default, BF16 (FP16 with FP16 weights).
    std::string kvPrecision;
    /// GPUs per engine instance; 0 lets the search choose.
    int gpus = 0;
    /// Layout degrees the search must use; 0 lets it choose.
    int tensorParallel = 0;
    int pipelineParallel = 0;
    int attentionDataParallel = 0;
    int expertParallel = 0;
    std::string serving = "best";
    std::optional<double> timeToFirstTokenMs;
    bool frontier = false;
    double memoryUtilization = 0.9;
    std::string memoryAccounting = "free_memory";
    bool balancedAttentionRanks = false;
    double maxContext = 0.0;
    double inputTokens = 2'000.0;
    double outputTokens = 1'000.0;
    std::optional<double> concurrency;
    std::optional<double> perUserTokensPerSecond;
    bool largestBatch = false;
    std::optional<double> tokensPerDay;
    double peakToAverage = 2.0;
};

/// `breakeven-cli size`: searches the layouts the options leave open for the one with the most
/// output per GPU that meets the targets and, with a daily volume, the fleet of fewest GPUs. Returns false
/// (after explaining on `err`) for an unknown model or GPU; an infeasible request is a result,
/// printed with its reason.
[[nodiscard]] bool runSize(const Catalog& catalog, const SizeOptions& options, OutputFormat format, std::ostream& out,
                           std::ostream& err);

} // namespace tco::cli
