#pragma once

#include "catalog/Catalog.h"
#include "cost/Evaluation.h"
#include "scenario/PriceAge.h"
#include "scenario/ScenarioFile.h"

#include <expected>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

enum class ReportFormat { Table, Json, Csv };

/// Reads `--set` arguments, POINTER=VALUE each, into overrides.
[[nodiscard]] std::expected<std::vector<Override>, std::string> parseOverrides(const std::vector<std::string>& arguments);

/// Which catalog prices `evaluate` calls stale.
struct StalenessOptions {
    /// The day to count their age to, YYYY-MM-DD; empty for the system's date.
    std::string today;
    StalenessThresholds thresholds;
};

/// `breakeven-cli evaluate`: every option's monthly cost, itemized, cheapest first; the
/// break-even volume of each self-hosted option against each API offer; the horizon; and the
/// catalog prices the options use that are older than their threshold. Returns false (after
/// explaining on `err`) when the scenario does not load.
[[nodiscard]] bool runEvaluate(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides,
                               ReportFormat format, const StalenessOptions& staleness, std::ostream& out, std::ostream& err);

/// `breakeven-cli money`: each option's cash flow and P&L year by year, and each investment case
/// (investmentCases()): what owning or self-hosting saves, its NPV, IRR and payback.
[[nodiscard]] bool runMoney(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides,
                            ReportFormat format, std::ostream& out, std::ostream& err);

/// The volumes of a sweep: by default the scenario's volume range (volumeRange(), the charts'
/// and the break-even's) at the charts' density (SWEEP_POINTS_PER_DECADE).
struct SweepRange {
    std::optional<double> from;
    std::optional<double> to;
    std::optional<int> points;
};

/// `breakeven-cli sweep`: every option's monthly cost and cost per million tokens across a
/// log-spaced range of volumes.
[[nodiscard]] bool runSweep(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides,
                            const SweepRange& range, ReportFormat format, std::ostream& out, std::ostream& err);

} // namespace tco::cli
