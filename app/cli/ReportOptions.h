#pragma once

#include "scenario/ScenarioEdit.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
} // namespace CLI

namespace tco::cli {

/// What `breakeven-cli report` writes, and how.
struct ReportCommandOptions {
    std::string scenarioPath;
    /// POINTER=VALUE, as typed after --set.
    std::vector<std::string> sets;
    std::string pdf;
    std::string xlsx;
    std::string csv;
    std::string json;
    std::string pngDirectory;
    std::string svgDirectory;
    /// "a4" or "letter"; empty takes the paper of the locale's country.
    std::string pageSize;
    /// Empty: the locale's (';' where its decimal mark is a comma, else ',').
    std::optional<char> csvDelimiter;
    std::optional<char> decimalMark;
    /// Monte Carlo samples of the file's distributions for the PDF; 0 runs none.
    std::int64_t samples = 0;
    std::uint64_t seed = 1;
};

/// Adds the `report` command and its options to `app`, filling `options`.
CLI::App* addReportCommand(CLI::App& app, ReportCommandOptions& options);

/// Why the options cannot make a report (nothing to write, a delimiter that reads as the decimal
/// mark, a malformed --set), or nothing.
[[nodiscard]] std::optional<std::string> reportUsageError(const ReportCommandOptions& options);

/// The program that draws reports, `breakeven-cli-report`: beside this program in a build tree,
/// in ../libexec/breakeven/ once installed. The reports need Qt to draw; in a program of their
/// own, every other command starts without loading it.
[[nodiscard]] std::optional<std::string> reportProgram();

} // namespace tco::cli
