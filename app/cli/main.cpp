// breakeven-cli: the Breakeven engine without a window, for scripts, CI and people at a terminal.
//
// Exit status: 0 on success, 2 on bad input or bad usage (the message goes to stderr), 1 when the
// program itself is broken (the embedded catalog did not load, or an internal error).

#include "CommandLine.h"
#include "CommandSupport.h"
#include "FieldsCommand.h"
#include "scenario/ScenarioFile.h"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>

namespace {

using namespace tco;

constexpr int EXIT_BAD_INPUT = 2;
constexpr int EXIT_BROKEN = 1;

int validate(const Catalog& catalog, const std::string& path)
{
    const std::optional<Scenario> scenario = cli::loadOrExplain(catalog, path, {}, std::cerr);
    if (!scenario)
        return EXIT_BAD_INPUT;
    fmt::print("{}: valid scenario \"{}\" ({} self-hosted option{}, {} API offer{})\n", path, scenario->name,
               scenario->selfHosted.size(), scenario->selfHosted.size() == 1 ? "" : "s", scenario->apiOffers.size(),
               scenario->apiOffers.size() == 1 ? "" : "s");
    return EXIT_SUCCESS;
}

/// `report` runs in a program of its own, which draws with Qt: this one hands it the command
/// line, after checking it, so that a mistake reads the same as any other command's.
int handOverReport(const cli::ReportCommandOptions& report, char** argv)
{
    if (const auto error = cli::reportUsageError(report)) {
        fmt::print(std::cerr, "error: {}\n", *error);
        return EXIT_BAD_INPUT;
    }
    const std::optional<std::string> program = cli::reportProgram();
    if (program)
        execv(program->c_str(), argv);
    fmt::print(std::cerr, "error: the report program breakeven-cli-report {}; reinstall Breakeven\n",
               program ? fmt::format("at {} cannot start: {}", *program, std::strerror(errno)) : "is missing");
    return EXIT_BROKEN;
}

/// The commands that read a scenario file, edited first by `--set`.
int runOnScenario(const Catalog& catalog, const cli::CommandLine& line)
{
    const auto overrides = cli::parseOverrides(line.sets);
    if (!overrides) {
        fmt::print(std::cerr, "error: {}\n", overrides.error());
        return EXIT_BAD_INPUT;
    }
    cli::AnalysisInput analysis = line.analysis;
    analysis.overrides = *overrides;
    analysis.format = line.reportFormat;
    bool done = false;
    switch (line.command) {
    case cli::Command::Evaluate:
        done = cli::runEvaluate(catalog, line.scenarioPath, *overrides, line.reportFormat, line.staleness, std::cout, std::cerr);
        break;
    case cli::Command::Money:
        done = cli::runMoney(catalog, line.scenarioPath, *overrides, line.reportFormat, std::cout, std::cerr);
        break;
    case cli::Command::Sweep:
        done = cli::runSweep(catalog, line.scenarioPath, *overrides, line.range, line.reportFormat, std::cout, std::cerr);
        break;
    case cli::Command::Sensitivity:
        done = cli::runSensitivity(catalog, analysis, line.spread, std::cout, std::cerr);
        break;
    case cli::Command::MonteCarlo:
        done = cli::runMonteCarloCommand(catalog, analysis, line.monteCarlo, std::cout, std::cerr);
        break;
    case cli::Command::Variants:
        done = cli::runVariants(catalog, analysis, std::cout, std::cerr);
        break;
    case cli::Command::Table:
        done = cli::runTable(catalog, analysis, line.xAxis, line.yAxis, std::cout, std::cerr);
        break;
    case cli::Command::GoalSeek:
        done = cli::runGoalSeek(catalog, analysis, line.varied, line.target, std::cout, std::cerr);
        break;
    case cli::Command::Fields:
        done = cli::runFields(catalog, line.scenarioPath, *overrides, line.format, std::cout, std::cerr);
        break;
    case cli::Command::Cluster:
        done = cli::runCluster(catalog, line.cluster, *overrides, line.reportFormat, std::cout, std::cerr);
        break;
    default:
        break;
    }
    return done ? EXIT_SUCCESS : EXIT_BAD_INPUT;
}

int run(int argc, char** argv)
{
    const auto parsed = cli::parseCommandLine(argc, argv, std::cout, std::cerr);
    if (!parsed)
        return parsed.error();
    const cli::CommandLine& line = *parsed;
    if (line.command == cli::Command::Report)
        return handOverReport(line.report, argv);
    const std::optional<Catalog> catalog = cli::loadCatalogOrReport();
    if (!catalog)
        return EXIT_BROKEN;
    switch (line.command) {
    case cli::Command::Validate:
        return validate(*catalog, line.scenarioPath);
    case cli::Command::CatalogList:
        cli::listCatalog(*catalog, line.section, line.format, std::cout);
        return EXIT_SUCCESS;
    case cli::Command::CatalogShow:
        return cli::showCatalogEntry(*catalog, line.entryId, line.format, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    case cli::Command::Size:
        return cli::runSize(*catalog, line.size, line.format, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    case cli::Command::PricesImport:
        return cli::runPricesImport(*catalog, line.prices, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    case cli::Command::PricesDiff:
        return cli::runPricesDiff(*catalog, line.prices, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    case cli::Command::PricesStatus:
        return cli::runPricesStatus(std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    default:
        return runOnScenario(*catalog, line);
    }
}

} // namespace

int main(int argc, char** argv)
{
    return cli::exitStatusOf([&] { return run(argc, argv); }, std::cerr);
}
