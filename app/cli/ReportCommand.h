#pragma once

#include "ReportOptions.h"
#include "catalog/Catalog.h"

#include <iosfwd>
#include <string>

namespace tco::cli {

/// `breakeven-cli report`: the PDF, workbook, CSV, JSON and chart images of a scenario, exactly
/// as File > Export Reports in the desktop app writes them, from options reportUsageError()
/// accepts. Draws the charts without a display; `version` is the one the reports state. Prints
/// each file written to `out`; returns false after writing every problem to `err`.
[[nodiscard]] bool runReport(const Catalog& catalog, const ReportCommandOptions& options, const std::string& version,
                             std::ostream& out, std::ostream& err);

} // namespace tco::cli
