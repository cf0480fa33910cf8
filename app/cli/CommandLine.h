#pragma once

#include "AnalysisCommands.h"
#include "CatalogCommands.h"
#include "ClusterCommand.h"
#include "EvaluateCommand.h"
#include "PricesCommand.h"
#include "ReportOptions.h"
#include "SizeCommand.h"

#include <expected>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

enum class Command {
    Validate,
    CatalogList,
    CatalogShow,
    PricesImport,
    PricesDiff,
    PricesStatus,
    Size,
    Evaluate,
    Sweep,
    Money,
    Sensitivity,
    Table,
    Variants,
    MonteCarlo,
    GoalSeek,
    Fields,
    Cluster,
    Report
};

/// What breakeven-cli's command line asks for: the command and every option, parsed and each
/// checked against its range.
struct CommandLine {
    Command command = Command::Validate;
    /// Of `catalog` and `size`.
    OutputFormat format = OutputFormat::Table;
    /// Of `evaluate`, `sweep` and the analyses.
    ReportFormat reportFormat = ReportFormat::Table;
    std::string scenarioPath;
    CatalogSection section = CatalogSection::Gpus;
    std::string entryId;
    SizeOptions size;
    std::vector<std::string> sets;
    SweepRange range;
    AnalysisInput analysis;
    /// Of `sensitivity`: each driver this share either way; nothing for each its default range.
    std::optional<double> spread;
    TableAxis xAxis;
    std::optional<TableAxis> yAxis;
    MonteCarloOptions monteCarlo;
    TableAxis varied;
    /// Of `goal-seek`: the value the outcome is to reach, in the display currency.
    double target = 0.0;
    ClusterOptions cluster;
    ReportCommandOptions report;
    PricesOptions prices;
    /// Of `evaluate`.
    StalenessOptions staleness;
};

/// The command line of `argc` words, the program's name first. Help, the version, a mistake in
/// it or a command that needs a subcommand and has none end here: what to say goes to `out` or
/// `err`, and the exit status comes back instead (0 for help and the version, 2 for misuse).
[[nodiscard]] std::expected<CommandLine, int> parseCommandLine(int argc, const char* const* argv, std::ostream& out,
                                                               std::ostream& err);

} // namespace tco::cli
