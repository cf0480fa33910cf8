#pragma once

#include "catalog/Catalog.h"
#include "scenario/ScenarioEdit.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

/// What `breakeven-cli report` writes, and how.
struct ReportCommandOptions {
    std::string scenarioPath;
    std::vector<Override> overrides;
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
    std::string version;
};

/// `breakeven-cli report`: the PDF, workbook, CSV, JSON and chart images of a scenario, exactly
/// as File > Export in the desktop app writes them. Draws the charts without a display. Prints
/// each file written to `out`; returns false after writing every problem to `err`.
[[nodiscard]] bool runReport(const Catalog& catalog, const ReportCommandOptions& options, std::ostream& out, std::ostream& err);

} // namespace tco::cli
