// breakeven-cli: the Breakeven engine without a window, for scripts, CI and people at a terminal.
//
// Exit status: 0 on success, 2 on bad input or bad usage (the message goes to stderr), 1 when the
// program itself is broken (the embedded catalog did not load, or an internal error).

#include "AnalysisCommands.h"
#include "CatalogCommands.h"
#include "CommandSupport.h"
#include "EvaluateCommand.h"
#include "OptionChecks.h"
#include "ReportOptions.h"
#include "SizeCommand.h"
#include "scenario/ScenarioFile.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <vector>
#include <optional>

namespace {

using namespace tco;
using tco::cli::OutputFormat;

constexpr int EXIT_BAD_INPUT = 2;
constexpr int EXIT_BROKEN = 1;

int validate(const Catalog& catalog, const std::string& path)
{
    const auto scenario = loadScenarioFile(path, catalog);
    if (!scenario) {
        fmt::print(std::cerr, "{}\n", describe(scenario.error()));
        return EXIT_BAD_INPUT;
    }
    fmt::print("{}: valid scenario \"{}\" ({} self-hosted option{}, {} API offer{})\n", path, scenario->name,
               scenario->selfHosted.size(), scenario->selfHosted.size() == 1 ? "" : "s", scenario->apiOffers.size(),
               scenario->apiOffers.size() == 1 ? "" : "s");
    return EXIT_SUCCESS;
}

template <typename Enum, std::size_t N>
std::vector<std::string> spellings(const std::array<EnumName<Enum>, N>& names)
{
    std::vector<std::string> words;
    for (const auto& [value, name] : names)
        words.emplace_back(name);
    return words;
}

template <typename Enum, std::size_t N>
Enum fromSpelling(const std::string& word, const std::array<EnumName<Enum>, N>& names)
{
    for (const auto& [value, name] : names) {
        if (name == word)
            return value;
    }
    return names.front().value;
}

constexpr std::array FORMAT_NAMES{EnumName<OutputFormat>{OutputFormat::Table, "table"}, EnumName<OutputFormat>{OutputFormat::Json, "json"}};
constexpr std::array REPORT_FORMAT_NAMES{EnumName<cli::ReportFormat>{cli::ReportFormat::Table, "table"},
                                         EnumName<cli::ReportFormat>{cli::ReportFormat::Json, "json"},
                                         EnumName<cli::ReportFormat>{cli::ReportFormat::Csv, "csv"}};

/// A command that needs a subcommand was given none: its help, on stderr, is the answer.
int missingSubcommand(const CLI::App& command)
{
    fmt::print(std::cerr, "error: {} needs a command\n\n{}", command.get_name(), command.help());
    return EXIT_BAD_INPUT;
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

int run(int argc, char** argv)
{
    CLI::App app{"Breakeven: the cost of serving an LLM on your own GPUs against paying an API per token.", "breakeven-cli"};
    app.set_version_flag("--version", std::string("breakeven-cli ") + BREAKEVEN_VERSION);
    app.failure_message([](const CLI::App*, const CLI::Error& error) {
        return fmt::format("error: {}\nRun with --help for more information.\n", error.what());
    });
    // At most one command: with none, the help is shown; an unknown word is then an unexpected argument.
    app.require_subcommand(0, 1);

    std::string format = "table";

    std::string scenarioPath;
    CLI::App* validateCommand = app.add_subcommand("validate", "Check a scenario file and report every problem with its JSON pointer");
    validateCommand->add_option("file", scenarioPath, "Scenario file (*.breakeven.json)")->required();

    CLI::App* catalogCommand = app.add_subcommand("catalog", "Browse the GPU, model, cloud price, API price and cost catalogs");
    catalogCommand->require_subcommand(0, 1);
    std::string section;
    CLI::App* listCommand = catalogCommand->add_subcommand("list", "List one catalog section");
    listCommand->add_option("section", section, "gpus, models, clouds, apis or costs")
        ->required()
        ->check(CLI::IsMember(spellings(cli::CLI_SECTION_NAMES)));
    listCommand->add_option("--format", format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));
    std::string entryId;
    CLI::App* showCommand = catalogCommand->add_subcommand("show", "Show every field of one catalog entry, with its source");
    showCommand->add_option("id", entryId, "Entry id, as listed by `catalog list`")->required();
    showCommand->add_option("--format", format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));

    cli::SizeOptions size;
    CLI::App* sizeCommand = app.add_subcommand("size", "Size a serving replica from the model's architecture, and a fleet for a daily volume");
    const std::vector<std::string> precisions = spellings(PRECISION_NAMES);
    sizeCommand->add_option("--model", size.model, "Model id (catalog list models)")->required();
    sizeCommand->add_option("--gpu", size.gpu, "GPU id (catalog list gpus)")->required();
    sizeCommand->add_option("--precision", size.precision, "Weight precision")->check(CLI::IsMember(precisions))->capture_default_str();
    sizeCommand->add_option("--kv-precision", size.kvPrecision, "KV-cache precision [default: bf16]")->check(CLI::IsMember(precisions));
    sizeCommand->add_option("--gpus", size.gpus, "GPUs per engine instance [default: the search chooses]")->check(CLI::Range(1, 65536));
    sizeCommand->add_option("--tensor-parallel", size.tensorParallel, "Attention tensor parallelism [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--pipeline-parallel", size.pipelineParallel, "Pipeline stages [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--attention-dp", size.attentionDataParallel, "Attention data-parallel ranks [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--expert-parallel", size.expertParallel, "GPUs the routed experts spread over [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--serving", size.serving, "aggregated, disaggregated or best")
        ->check(CLI::IsMember(spellings(SERVING_CHOICE_NAMES)))
        ->capture_default_str();
    sizeCommand->add_option("--ttft-ms", size.timeToFirstTokenMs, "Longest time to the first token [default: no bound]")
        ->check(cli::finiteRange(0.001, 1e9));
    sizeCommand->add_flag("--frontier", size.frontier, "Also list the frontier of per-user speed against output per GPU");
    sizeCommand->add_option("--memory-utilization", size.memoryUtilization, "Share of GPU memory the engine may use")
        ->check(cli::finiteRange(0.05, 1.0))
        ->capture_default_str();
    sizeCommand->add_option("--max-context", size.maxContext, "Longest sequence to hold [default: input + output]")
        ->check(cli::finiteRange(1.0, 1e9));
    sizeCommand->add_option("--input-tokens", size.inputTokens, "Input tokens per request")->check(cli::finiteRange(0.0, 1e8))->capture_default_str();
    sizeCommand->add_option("--output-tokens", size.outputTokens, "Output tokens per request")->check(cli::finiteRange(1.0, 1e8))->capture_default_str();
    CLI::Option* concurrency = sizeCommand->add_option("--concurrency", size.concurrency, "Concurrent sequences per replica")
                                   ->check(cli::finiteRange(1.0, 1e7));
    CLI::Option* perUser = sizeCommand->add_option("--per-user-tokens-per-s", size.perUserTokensPerSecond,
                                                   "Output speed each user must see [default: 25]")
                               ->check(cli::finiteRange(0.001, 1e6));
    CLI::Option* largest = sizeCommand->add_flag("--max-batch", size.largestBatch, "Batch as many sequences as the KV cache holds");
    concurrency->excludes(perUser)->excludes(largest);
    perUser->excludes(largest);
    sizeCommand->add_option("--tokens-per-day", size.tokensPerDay, "Daily input + output tokens, to size the fleet")->check(cli::finiteRange(1.0, 1e15));
    sizeCommand->add_option("--peak-to-average", size.peakToAverage, "Busiest hour over the daily average")
        ->check(cli::finiteRange(1.0, 100.0))
        ->capture_default_str();
    sizeCommand->add_option("--format", format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));

    std::string reportFormat = "table";
    std::vector<std::string> sets;
    CLI::App* evaluateCommand = app.add_subcommand("evaluate", "Monthly and horizon costs of every option, and where self-hosting breaks even");
    evaluateCommand->add_option("file", scenarioPath, "Scenario file (*.breakeven.json)")->required();
    evaluateCommand->add_option("--format", reportFormat, "table, json or csv")->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
    evaluateCommand->add_option("--set", sets, "POINTER=VALUE: replace a value of the file first, e.g. /workload/tokens_per_day=1e8");

    cli::SweepRange range;
    std::string sweepFormat = "csv";
    CLI::App* sweepCommand = app.add_subcommand("sweep", "Every option's monthly cost across volumes, log-spaced");
    sweepCommand->add_option("file", scenarioPath, "Scenario file (*.breakeven.json)")->required();
    sweepCommand->add_option("--from", range.from, "Lowest tokens per day")->check(cli::finiteRange(1.0, 1e15))->capture_default_str();
    sweepCommand->add_option("--to", range.to, "Highest tokens per day")->check(cli::finiteRange(1.0, 1e15))->capture_default_str();
    sweepCommand->add_option("--points", range.points, "Volumes in the sweep")->check(CLI::Range(2, 100'000))->capture_default_str();
    sweepCommand->add_option("--format", sweepFormat, "csv or json")->check(CLI::IsMember({"csv", "json"}));
    sweepCommand->add_option("--set", sets, "POINTER=VALUE: replace a value of the file first");

    // The analyses: what they measure, and the file's values they start from.
    cli::AnalysisInput analysis;
    const auto addAnalysisOptions = [&](CLI::App* command, bool perMillion) {
        command->add_option("file", analysis.path, "Scenario file (*.breakeven.json)")->required();
        CLI::Option* between = command->add_option("--between", analysis.outcome.between,
                                                   "OPTION OPTION: the monthly cost of the first less the second "
                                                   "[default: the cheapest self-hosted option less the cheapest API offer]")
                                   ->expected(2);
        if (perMillion)
            command->add_option("--per-million", analysis.outcome.perMillion, "OPTION: its cost per million tokens instead")->excludes(between);
        command->add_option("--format", reportFormat, "table, json or csv")->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
        command->add_option("--set", sets, "POINTER=VALUE: replace a value of the file first");
    };

    double spread = 0.2;
    CLI::App* sensitivityCommand = app.add_subcommand("sensitivity", "Tornado: how far each input alone moves the outcome, widest first");
    addAnalysisOptions(sensitivityCommand, true);
    sensitivityCommand->add_option("--spread", spread, "Share each input moves either side of its value")
        ->check(cli::finiteRange(0.001, 0.99))
        ->capture_default_str();

    // An input an analysis varies: its pointer, and where it runs unless the command is told.
    const auto addAxis = [](CLI::App* command, const std::string& prefix, cli::TableAxis& axis, const std::string& role) {
        CLI::Option* pointer = command->add_option("--" + prefix, axis.pointer, "JSON pointer of the input " + role);
        const std::string from = prefix == "vary" ? "--from" : "--" + prefix + "-from";
        const std::string to = prefix == "vary" ? "--to" : "--" + prefix + "-to";
        command->add_option(from, axis.from, "Its lowest value [default: a tenth of its value; 0 for a share; 1e5 tokens a day]")
            ->check(cli::finiteNumber())
            ->needs(pointer);
        command->add_option(to, axis.to, "Its highest value [default: ten times its value; 1 for a share; 1e11 tokens a day]")
            ->check(cli::finiteNumber())
            ->needs(pointer);
        if (prefix != "vary") {
            command->add_option("--" + prefix + "-points", axis.points, "Values it takes")
                ->check(CLI::Range(2, 1000))
                ->capture_default_str()
                ->needs(pointer);
        }
        return pointer;
    };

    cli::TableAxis xAxis;
    cli::TableAxis yAxis;
    CLI::App* tableCommand = app.add_subcommand("table", "Data table: the outcome across one input, or two with the break-even contour");
    addAnalysisOptions(tableCommand, true);
    addAxis(tableCommand, "x", xAxis, "across, e.g. /workload/tokens_per_day")->required();
    CLI::Option* yOption = addAxis(tableCommand, "y", yAxis, "down, for a two-way table");

    CLI::App* variantsCommand = app.add_subcommand("variants", "The file's named variants side by side, with how far each moves the costs");
    addAnalysisOptions(variantsCommand, true);

    cli::MonteCarloOptions monteCarlo;
    CLI::App* monteCarloCommand = app.add_subcommand("montecarlo", "The outcome's distribution when the file's uncertain numbers are drawn together");
    addAnalysisOptions(monteCarloCommand, true);
    monteCarloCommand->add_option("--samples", monteCarlo.samples, "Samples to draw")->check(CLI::Range(1, 10'000'000))->capture_default_str();
    monteCarloCommand->add_option("--seed", monteCarlo.seed, "Seed: the same seed gives the same result on any machine")
        ->check(cli::seedNumber())
        ->capture_default_str();
    monteCarloCommand->add_option("--threads", monteCarlo.threads, "Threads [default: every core]; the result does not depend on it")
        ->check(CLI::Range(0, 256));

    cli::TableAxis varied;
    CLI::App* goalSeekCommand = app.add_subcommand("goal-seek", "The value of one input at which two options cost the same");
    addAnalysisOptions(goalSeekCommand, false);
    addAxis(goalSeekCommand, "vary", varied, "to solve for")->required();

    cli::ReportCommandOptions report;
    CLI::App* reportCommand = cli::addReportCommand(app, report);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // --help and --version end parsing too, successfully; every other parse error is misuse.
        return app.exit(error) == EXIT_SUCCESS ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    }

    if (app.get_subcommands().empty())
        return missingSubcommand(app);
    if (catalogCommand->parsed() && catalogCommand->get_subcommands().empty())
        return missingSubcommand(*catalogCommand);

    if (reportCommand->parsed())
        return handOverReport(report, argv);
    const std::optional<Catalog> catalog = cli::loadCatalogOrReport();
    if (!catalog)
        return EXIT_BROKEN;
    const OutputFormat outputFormat = fromSpelling(format, FORMAT_NAMES);
    if (validateCommand->parsed())
        return validate(*catalog, scenarioPath);
    if (evaluateCommand->parsed() || sweepCommand->parsed()) {
        const auto overrides = cli::parseOverrides(sets);
        if (!overrides) {
            fmt::print(std::cerr, "error: {}\n", overrides.error());
            return EXIT_BAD_INPUT;
        }
        const bool done = evaluateCommand->parsed()
                              ? cli::runEvaluate(*catalog, scenarioPath, *overrides, fromSpelling(reportFormat, REPORT_FORMAT_NAMES), std::cout, std::cerr)
                              : cli::runSweep(*catalog, scenarioPath, *overrides, range, fromSpelling(sweepFormat, REPORT_FORMAT_NAMES), std::cout, std::cerr);
        return done ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    }
    if (sensitivityCommand->parsed() || tableCommand->parsed() || goalSeekCommand->parsed() || variantsCommand->parsed() ||
        monteCarloCommand->parsed()) {
        const auto overrides = cli::parseOverrides(sets);
        if (!overrides) {
            fmt::print(std::cerr, "error: {}\n", overrides.error());
            return EXIT_BAD_INPUT;
        }
        analysis.overrides = *overrides;
        analysis.format = fromSpelling(reportFormat, REPORT_FORMAT_NAMES);
        bool done = false;
        if (sensitivityCommand->parsed())
            done = cli::runSensitivity(*catalog, analysis, spread, std::cout, std::cerr);
        else if (monteCarloCommand->parsed())
            done = cli::runMonteCarloCommand(*catalog, analysis, monteCarlo, std::cout, std::cerr);
        else if (variantsCommand->parsed())
            done = cli::runVariants(*catalog, analysis, std::cout, std::cerr);
        else if (tableCommand->parsed())
            done = cli::runTable(*catalog, analysis, xAxis, yOption->count() > 0 ? std::optional(yAxis) : std::nullopt, std::cout, std::cerr);
        else
            done = cli::runGoalSeek(*catalog, analysis, varied, std::cout, std::cerr);
        return done ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    }
    if (sizeCommand->parsed())
        return cli::runSize(*catalog, size, outputFormat, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    if (listCommand->parsed()) {
        cli::listCatalog(*catalog, fromSpelling(section, cli::CLI_SECTION_NAMES), outputFormat, std::cout);
        return EXIT_SUCCESS;
    }
    return cli::showCatalogEntry(*catalog, entryId, outputFormat, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
}

} // namespace

int main(int argc, char** argv)
{
    return cli::exitStatusOf([&] { return run(argc, argv); }, std::cerr);
}
