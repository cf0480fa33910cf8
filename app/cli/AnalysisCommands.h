#pragma once

#include "EvaluateCommand.h"
#include "analysis/Outcome.h"
#include "catalog/Catalog.h"
#include "scenario/Distribution.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

/// What the analyses measure, as the command line names it: `--between A B` for the monthly
/// cost of option A less option B, `--per-million OPTION` for an option's cost per million
/// tokens, `--unused-commitment OPTION` for what its commitments bill unused over the horizon,
/// none of them for the cheapest self-hosted option against the cheapest API offer.
struct OutcomeChoice {
    std::vector<std::string> between;
    std::string perMillion;
    std::string unusedCommitment;
    /// How a difference of two options is measured, when not a month at today's volume.
    std::optional<Outcome::Kind> difference;
};

/// The scenario file and what applies to every analysis.
struct AnalysisInput {
    std::string path;
    std::vector<Override> overrides;
    OutcomeChoice outcome;
    ReportFormat format = ReportFormat::Table;
};

/// `breakeven-cli sensitivity`: a tornado, each driver varied over the range the file gives it,
/// else by `spread` either side of its value when given, else over its default range (by the
/// kind of number it is); widest swing first.
[[nodiscard]] bool runSensitivity(const Catalog& catalog, const AnalysisInput& input, std::optional<double> spread,
                                  std::ostream& out, std::ostream& err);

/// One axis of a data table: the driver, and optionally where it runs and in how many steps.
struct TableAxis {
    std::string pointer;
    std::optional<double> from;
    std::optional<double> to;
    int points = 11;
};

/// `breakeven-cli table`: the outcome across one driver, or across two with the break-even
/// contour.
[[nodiscard]] bool runTable(const Catalog& catalog, const AnalysisInput& input, const TableAxis& x,
                            const std::optional<TableAxis>& y, std::ostream& out, std::ostream& err);

/// `breakeven-cli goal-seek`: the value of a driver at which the outcome reaches `target`; by
/// default, where two options cost the same.
[[nodiscard]] bool runGoalSeek(const Catalog& catalog, const AnalysisInput& input, const TableAxis& vary, double target,
                               std::ostream& out, std::ostream& err);

/// `breakeven-cli variants`: the file's named variants side by side with the scenario as it is,
/// and how far each moves every option's monthly cost and the outcome.
[[nodiscard]] bool runVariants(const Catalog& catalog, const AnalysisInput& input, std::ostream& out, std::ostream& err);

/// What a Monte Carlo run draws.
struct MonteCarloOptions {
    std::int64_t samples = 100'000;
    std::uint64_t seed = 1;
    /// 0: every core.
    int threads = 0;
    /// In place of the file's /analysis/sampling.
    std::optional<Sampling> sampling;
};

/// `breakeven-cli montecarlo`: the outcome's distribution when the file's uncertain numbers
/// (/analysis/distributions) are drawn together, correlated as /analysis/correlations says:
/// percentiles, the probability that self-hosting is cheaper, a histogram, and the inputs that
/// explain most of the spread. Correlations impossible together are run as the nearest possible
/// ones, with a warning for each pair that changed.
[[nodiscard]] bool runMonteCarloCommand(const Catalog& catalog, const AnalysisInput& input, const MonteCarloOptions& options,
                                        std::ostream& out, std::ostream& err);

} // namespace tco::cli
