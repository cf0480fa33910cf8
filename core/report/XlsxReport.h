#pragma once

#include "report/ReportInfo.h"

#include <expected>
#include <filesystem>
#include <string>
#include <vector>

namespace tco {

class Results;
struct ClusterStudy;
struct ReportInputs;

/// Whether formula cells carry the application's figures as their cached results. Viewers that
/// do not recalculate (and LibreOffice, which by default trusts an .xlsx file's results) show
/// the cached one; without it a formula's cell shows 0 until the workbook is recalculated, which
/// is how the tests make sure the numbers they read back come from the formulas.
enum class CachedResults { Store, Omit };

/// One formula cell of a workbook, with the application's figure it must compute.
struct WorkbookFormula {
    std::string sheet;
    /// Zero-based.
    int row = 0;
    int column = 0;
    std::string formula;
    double value = 0.0;
};

/// Writes the auditable workbook of a scenario's results, the figures the application shows: Inputs (every number the formulas
/// read, in a named cell, with its source and date), Model (every cost item of every option as a formula of the inputs), Horizon
/// (month by month), Sweep (across volumes, with a chart), Variants (the file's variants as a scenario summary) and Break-even
/// map (the two-way table of the outcome the application's map shows) when the scenario has an outcome, Cluster (each scheduling
/// policy's figures, their cost and worth as formulas of the GPU-hour's price, and the hourly series) when `cluster` is given,
/// and Sources.
///
/// Writes atomically: to a temporary file beside `path`, renamed over it when complete. Returns
/// every formula cell written; an unwritable path gives a sentence naming the path and the reason.
[[nodiscard]] std::expected<std::vector<WorkbookFormula>, std::string>
writeXlsxReport(const Results& results, const ReportInputs& inputs, const ReportInfo& info, const std::filesystem::path& path,
                CachedResults cached = CachedResults::Store, const ClusterStudy* cluster = nullptr);

} // namespace tco
