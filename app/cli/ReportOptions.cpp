#include "ReportOptions.h"

#include "EvaluateCommand.h"
#include "OptionChecks.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <filesystem>

namespace tco::cli {

CLI::App* addReportCommand(CLI::App& app, ReportCommandOptions& options)
{
    CLI::App* command
        = app.add_subcommand("report", "Write the PDF report, the workbook with live formulas, CSV, JSON and chart images");
    command->add_option("file", options.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    command->add_option("--pdf", options.pdf,
                        "PDF report: the answer, costs, sizing, assumptions with sources, sensitivity, method");
    command->add_option("--xlsx", options.xlsx, "Workbook whose every cost is a formula of the inputs");
    command->add_option("--csv", options.csv,
                        "CSV of the comparison; the sweep and the horizon go beside it as NAME-sweep.csv and NAME-horizon.csv");
    command->add_option("--json", options.json, "JSON of the full result, with every input and its source");
    command->add_option("--png", options.pngDirectory, "Directory for every chart as PNG, at 1x and 2x");
    command->add_option("--svg", options.svgDirectory, "Directory for every chart as SVG");
    command->add_option("--page-size", options.pageSize, "a4 or letter [default: the locale's paper]")
        ->check(CLI::IsMember({"a4", "letter"}));
    command
        ->add_option("--delimiter", options.csvDelimiter,
                     "CSV field separator [default: ';' where the locale writes a decimal comma, else ',']")
        ->check(CLI::IsMember({',', ';', '\t', '|'}));
    command->add_option("--decimal-mark", options.decimalMark, "CSV decimal mark [default: the locale's]")
        ->check(CLI::IsMember({'.', ','}));
    command
        ->add_option("--samples", options.samples,
                     "Monte Carlo samples of the file's distributions to show in the PDF [default: none]")
        ->check(CLI::Range(0, 10'000'000));
    command->add_option("--seed", options.seed, "Monte Carlo seed")->check(seedNumber())->capture_default_str();
    command->add_option("--set", options.sets, "POINTER=VALUE: replace a value of the file first");
    return command;
}

std::optional<std::string> reportUsageError(const ReportCommandOptions& options)
{
    if (options.pdf.empty() && options.xlsx.empty() && options.csv.empty() && options.json.empty() && options.pngDirectory.empty()
        && options.svgDirectory.empty())
        return "report needs at least one of --pdf, --xlsx, --csv, --json, --png and --svg";
    if (options.csvDelimiter && options.decimalMark && *options.csvDelimiter == *options.decimalMark)
        return fmt::format("--delimiter and --decimal-mark are both '{}'; a spreadsheet could not tell fields from decimals",
                           *options.decimalMark);
    if (const auto overrides = parseOverrides(options.sets); !overrides)
        return overrides.error();
    return std::nullopt;
}

std::optional<std::string> reportProgram()
{
    std::error_code error;
    const std::filesystem::path directory = std::filesystem::read_symlink("/proc/self/exe", error).parent_path();
    if (error)
        return std::nullopt;
    for (const std::filesystem::path& candidate :
         {directory / "breakeven-cli-report", directory / "../libexec/breakeven/breakeven-cli-report"}) {
        if (std::filesystem::is_regular_file(candidate, error))
            return candidate.string();
    }
    return std::nullopt;
}

} // namespace tco::cli
