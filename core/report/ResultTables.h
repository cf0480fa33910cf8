#pragma once

#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "report/Csv.h"
#include "report/ReportInfo.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace tco {

class Results;
struct ReportInputs;

/// The comparison at the scenario's volume, one option a line, cheapest first: monthly total,
/// cost per million tokens, fleet, horizon totals and every cost item. An option that cannot
/// run has empty cells, not zeros.
[[nodiscard]] std::string comparisonCsv(const PreparedScenario& prepared, const Evaluation& evaluation,
                                        const CsvFormat& format = {});

/// Every option's monthly cost and cost per million tokens at each volume of `points`.
[[nodiscard]] std::string sweepCsv(const PreparedScenario& prepared, const std::vector<SweepPoint>& points,
                                   const CsvFormat& format = {});

/// The horizon month by month: the volume, and each option's monthly and cumulative cost.
[[nodiscard]] std::string horizonCsv(const PreparedScenario& prepared, const Evaluation& evaluation,
                                     const CsvFormat& format = {});

/// Every option's money year by year (MoneyOverTime.h): cash and P&L, one line an option-year.
[[nodiscard]] std::string moneyOverTimeCsv(const Results& results, const CsvFormat& format = {});

/// Every option's cash flow and P&L year by year with their totals, and every investment case
/// (investmentCases()): the savings' NPV, IRR a year and payback months, null where there is none.
[[nodiscard]] nlohmann::ordered_json moneyOverTimeJson(const Results& results);

/// The evaluation as `breakeven-cli evaluate --format json` prints it: every option cheapest
/// first with its breakdown and fleet, break-evens, the horizon and its crossovers.
[[nodiscard]] nlohmann::ordered_json evaluationJson(const Results& results);

/// Every option's monthly cost and cost per million tokens at each volume of `points`.
[[nodiscard]] nlohmann::ordered_json sweepJson(const PreparedScenario& prepared, const std::vector<SweepPoint>& points);

/// The full result a report is made of: the evaluation, the horizon month by month, the sweep,
/// and every input with its unit and source.
[[nodiscard]] nlohmann::ordered_json reportJson(const Results& results, const ReportInputs& inputs, const ReportInfo& info);

/// A serving unit's layout as `size` and `evaluate` print it: the decoding (or aggregated)
/// instance's degrees, the serving mode, and the GPUs of each pool.
[[nodiscard]] nlohmann::ordered_json layoutJson(const ServingLayout& layout);

/// The options cheapest first, those that cannot run last: the order of every report's tables.
[[nodiscard]] std::vector<OptionSummary> rankedOptions(const PreparedScenario& prepared, const Evaluation& evaluation);

} // namespace tco
