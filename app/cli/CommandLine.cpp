#include "CommandLine.h"

#include "OptionChecks.h"
#include "sizing/ServingAssumptions.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <ostream>
#include <utility>

namespace tco::cli {
namespace {

constexpr int EXIT_BAD_INPUT = 2;

/// montecarlo --outcome: how the difference of two options is measured.
constexpr std::array DIFFERENCE_NAMES{
    EnumName<Outcome::Kind>{Outcome::Kind::MonthlyDifference, "monthly"},
    EnumName<Outcome::Kind>{Outcome::Kind::HorizonDifference, "cumulative"},
    EnumName<Outcome::Kind>{Outcome::Kind::PresentValueDifference, "npv"},
};

template <typename Enum, std::size_t N> std::vector<std::string> spellings(const std::array<EnumName<Enum>, N>& names)
{
    std::vector<std::string> words;
    for (const auto& [value, name] : names)
        words.emplace_back(name);
    return words;
}

template <typename Enum, std::size_t N> Enum fromSpelling(const std::string& word, const std::array<EnumName<Enum>, N>& names)
{
    for (const auto& [value, name] : names) {
        if (name == word)
            return value;
    }
    return names.front().value;
}

constexpr std::array FORMAT_NAMES{EnumName<OutputFormat>{OutputFormat::Table, "table"},
                                  EnumName<OutputFormat>{OutputFormat::Json, "json"}};
constexpr std::array REPORT_FORMAT_NAMES{EnumName<ReportFormat>{ReportFormat::Table, "table"},
                                         EnumName<ReportFormat>{ReportFormat::Json, "json"},
                                         EnumName<ReportFormat>{ReportFormat::Csv, "csv"}};

/// A command that needs a subcommand was given none: its help, on `err`, is the answer.
int missingSubcommand(const CLI::App& command, std::ostream& err)
{
    fmt::print(err, "error: {} needs a command\n\n{}", command.get_name(), command.help());
    return EXIT_BAD_INPUT;
}

/// The words of the command line that name a choice, as typed until parsing ends, and the
/// options that tell whether one was given at all.
struct Spelled {
    std::string format = "table";
    std::string reportFormat = "table";
    std::string sweepFormat = "csv";
    std::string section;
    std::string priceFormat;
    std::vector<CLI::Option*> priceFormatOptions;
    TableAxis yAxis;
    CLI::Option* yOption = nullptr;
    std::string difference;
    CLI::Option* differenceOption = nullptr;
    std::string sampling;
    CLI::Option* samplingOption = nullptr;
    std::string clusterPolicy = "all";
};

// Each command with its options, which parse into `line`, or into `spelled` where a word names a
// choice; each returns the command (CLI11 owns it) to tell, once parsed, which one was given.

CLI::App* addValidateCommand(CLI::App& app, CommandLine& line)
{
    CLI::App* validateCommand
        = app.add_subcommand("validate", "Check a scenario file and report every problem with its JSON pointer");
    validateCommand->add_option("file", line.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    return validateCommand;
}

/// `catalog list` and `catalog show`.
struct CatalogCommands {
    CLI::App* catalog = nullptr;
    CLI::App* list = nullptr;
    CLI::App* show = nullptr;
};

CatalogCommands addCatalogCommands(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* catalogCommand = app.add_subcommand("catalog", "Browse the GPU, model, cloud price, API price and cost catalogs");
    catalogCommand->require_subcommand(0, 1);
    CLI::App* listCommand = catalogCommand->add_subcommand("list", "List one catalog section");
    listCommand->add_option("section", spelled.section, "gpus, models, clouds, apis or costs")
        ->required()
        ->check(CLI::IsMember(spellings(CLI_SECTION_NAMES)));
    listCommand->add_option("--format", spelled.format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));
    CLI::App* showCommand = catalogCommand->add_subcommand("show", "Show every field of one catalog entry, with its source");
    showCommand->add_option("id", line.entryId, "Entry id, as listed by `catalog list`")->required();
    showCommand->add_option("--format", spelled.format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));
    return {catalogCommand, listCommand, showCommand};
}

/// `prices import`, `prices diff` and `prices status`.
struct PricesCommands {
    CLI::App* prices = nullptr;
    CLI::App* import = nullptr;
    CLI::App* diff = nullptr;
    CLI::App* status = nullptr;
};

PricesCommands addPricesCommands(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* pricesCommand
        = app.add_subcommand("prices",
                             "Bring the catalog's prices up to date from the price lists LiteLLM, genai-prices, "
                             "OpenRouter and SkyPilot publish, and see how old they are");
    pricesCommand->require_subcommand(0, 1);
    CLI::App* pricesImportCommand = pricesCommand->add_subcommand(
        "import", "Import a price list into the user catalog directory, one file per list (delete it to undo)");
    CLI::App* pricesDiffCommand = pricesCommand->add_subcommand(
        "diff", "What importing a price list would change, and how it would move a scenario's answer");
    for (CLI::App* command : {pricesImportCommand, pricesDiffCommand}) {
        command->add_option("file", line.prices.file, "The price list: a JSON or CSV file")->required();
        spelled.priceFormatOptions.push_back(
            command
                ->add_option("--format", spelled.priceFormat,
                             "litellm, genai-prices, openrouter or skypilot; told from the file when omitted")
                ->check(CLI::IsMember(spellings(PRICE_FORMAT_NAMES))));
        command->add_option("--origin", line.prices.origin,
                            "Where the file came from (a URL, a repository at a revision), for each price's source");
        command->add_option("--as-of", line.prices.asOf, "The day the prices describe, YYYY-MM-DD (default: today)");
        command->add_option("--provider", line.prices.provider,
                            "The cloud a SkyPilot file lists, when its folder does not name it");
        command->add_flag("--unmapped", line.prices.everyUnmapped,
                          "List every entry that could not be mapped, not the first ten");
    }
    pricesDiffCommand->add_option("--scenario", line.prices.scenarioPath,
                                  "A scenario whose answer to show with today's prices and the file's");
    CLI::App* pricesStatusCommand
        = pricesCommand->add_subcommand("status", "How old the shipped and imported prices are, and what the imports changed");
    return {pricesCommand, pricesImportCommand, pricesDiffCommand, pricesStatusCommand};
}

CLI::App* addSizeCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* sizeCommand
        = app.add_subcommand("size", "Size a serving replica from the model's architecture, and a fleet for a daily volume");
    const std::vector<std::string> precisions = spellings(PRECISION_NAMES);
    sizeCommand->add_option("--model", line.size.model, "Model id (catalog list models)")->required();
    sizeCommand->add_option("--gpu", line.size.gpu, "GPU id (catalog list gpus)")->required();
    sizeCommand->add_option("--precision", line.size.precision, "Weight precision")
        ->check(CLI::IsMember(precisions))
        ->capture_default_str();
    sizeCommand->add_option("--kv-precision", line.size.kvPrecision, "KV-cache precision [default: bf16]")
        ->check(CLI::IsMember(precisions));
    sizeCommand->add_option("--gpus", line.size.gpus, "GPUs per engine instance [default: the search chooses]")
        ->check(CLI::Range(1, 65536));
    sizeCommand
        ->add_option("--tensor-parallel", line.size.tensorParallel, "Attention tensor parallelism [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--pipeline-parallel", line.size.pipelineParallel, "Pipeline stages [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand
        ->add_option("--attention-dp", line.size.attentionDataParallel,
                     "Attention data-parallel ranks [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand
        ->add_option("--expert-parallel", line.size.expertParallel,
                     "GPUs the routed experts spread over [default: the search chooses]")
        ->check(CLI::Range(1, 1024));
    sizeCommand->add_option("--serving", line.size.serving, "aggregated, disaggregated or best")
        ->check(CLI::IsMember(spellings(SERVING_CHOICE_NAMES)))
        ->capture_default_str();
    sizeCommand->add_option("--ttft-ms", line.size.timeToFirstTokenMs, "Longest time to the first token [default: no bound]")
        ->check(finiteRange(0.001, 1e9));
    sizeCommand->add_flag("--frontier", line.size.frontier, "Also list the frontier of per-user speed against output per GPU");
    sizeCommand
        ->add_option("--memory-utilization", line.size.memoryUtilization,
                     "Share of memory the engine may fill, of what --memory-accounting says")
        ->check(finiteRange(0.05, 1.0))
        ->capture_default_str();
    sizeCommand
        ->add_option("--memory-accounting", line.size.memoryAccounting,
                     "free_memory: the KV cache takes the share of what weights and runtime leave (TensorRT-LLM); "
                     "device_memory: all of them within the share of the device (vLLM)")
        ->check(CLI::IsMember(spellings(MEMORY_ACCOUNTING_NAMES)))
        ->capture_default_str();
    sizeCommand->add_flag("--balanced-attention-ranks", line.size.balancedAttentionRanks,
                          "Attention ranks take prompts in the same steps (TensorRT-LLM's attention_dp_config.enable_balance)");
    sizeCommand->add_option("--max-context", line.size.maxContext, "Longest sequence to hold [default: input + output]")
        ->check(finiteRange(1.0, 1e9));
    sizeCommand->add_option("--input-tokens", line.size.inputTokens, "Input tokens per request")
        ->check(finiteRange(0.0, 1e8))
        ->capture_default_str();
    sizeCommand->add_option("--output-tokens", line.size.outputTokens, "Output tokens per request")
        ->check(finiteRange(1.0, 1e8))
        ->capture_default_str();
    CLI::Option* concurrency = sizeCommand->add_option("--concurrency", line.size.concurrency, "Concurrent sequences per replica")
                                   ->check(finiteRange(1.0, 1e7));
    CLI::Option* perUser = sizeCommand
                               ->add_option("--per-user-tokens-per-s", line.size.perUserTokensPerSecond,
                                            "Output speed each user must see [default: 25]")
                               ->check(finiteRange(0.001, 1e6));
    CLI::Option* largest
        = sizeCommand->add_flag("--max-batch", line.size.largestBatch, "Batch as many sequences as the KV cache holds");
    concurrency->excludes(perUser)->excludes(largest);
    perUser->excludes(largest);
    sizeCommand->add_option("--tokens-per-day", line.size.tokensPerDay, "Daily input + output tokens, to size the fleet")
        ->check(finiteRange(1.0, 1e15));
    sizeCommand->add_option("--peak-to-average", line.size.peakToAverage, "Busiest hour over the daily average")
        ->check(finiteRange(1.0, 100.0))
        ->capture_default_str();
    sizeCommand->add_option("--format", spelled.format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));
    return sizeCommand;
}

CLI::App* addEvaluateCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* evaluateCommand
        = app.add_subcommand("evaluate", "Monthly and horizon costs of every option, and where self-hosting breaks even");
    evaluateCommand->add_option("file", line.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    evaluateCommand->add_option("--format", spelled.reportFormat, "table, json or csv")
        ->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
    evaluateCommand->add_option("--today", line.staleness.today,
                                "The day to count the catalog prices' age to, YYYY-MM-DD [default: today]");
    evaluateCommand
        ->add_option("--stale-api-days", line.staleness.thresholds.apiDays,
                     "Days an API price is trusted before it is reported stale [default: 90]")
        ->check(CLI::Range(0, 100'000));
    evaluateCommand
        ->add_option("--stale-cloud-days", line.staleness.thresholds.cloudDays,
                     "Days a cloud GPU price is trusted before it is reported stale [default: 60]")
        ->check(CLI::Range(0, 100'000));
    evaluateCommand->add_option("--set", line.sets,
                                "POINTER=VALUE: replace a value of the file first, e.g. /workload/tokens_per_day=1e8");
    return evaluateCommand;
}

CLI::App* addMoneyCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* moneyCommand = app.add_subcommand(
        "money", "Cash flow and P&L year by year, and owning or renting set against the alternatives as an investment");
    moneyCommand->add_option("file", line.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    moneyCommand->add_option("--format", spelled.reportFormat, "table, json or csv")
        ->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
    moneyCommand->add_option("--set", line.sets, "POINTER=VALUE: replace a value of the file first");
    return moneyCommand;
}

CLI::App* addSweepCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* sweepCommand = app.add_subcommand("sweep", "Every option's monthly cost across volumes, log-spaced");
    sweepCommand->add_option("file", line.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    sweepCommand
        ->add_option("--from", line.range.from,
                     "Lowest tokens per day (default: the scenario's volume range, a hundredth of its least volume or less)")
        ->check(finiteRange(1.0, 1e15));
    sweepCommand
        ->add_option("--to", line.range.to,
                     "Highest tokens per day (default: the scenario's volume range, a hundred times its most or more)")
        ->check(finiteRange(1.0, 1e15));
    sweepCommand
        ->add_option("--points", line.range.points, "Volumes in the sweep [default: sixty a decade, as the charts draw it]")
        ->check(CLI::Range(2, 100'000));
    sweepCommand->add_option("--format", spelled.sweepFormat, "csv or json")->check(CLI::IsMember({"csv", "json"}));
    sweepCommand->add_option("--set", line.sets, "POINTER=VALUE: replace a value of the file first");
    return sweepCommand;
}

/// The analyses' common options: what they measure, and the file's values they start from.
void addAnalysisOptions(CLI::App* command, CommandLine& line, Spelled& spelled)
{
    command->add_option("file", line.analysis.path, "Scenario file (*.breakeven.json)")->required();
    CLI::Option* between = command
                               ->add_option("--between", line.analysis.outcome.between,
                                            "OPTION OPTION: the monthly cost of the first less the second "
                                            "[default: the cheapest self-hosted option less the cheapest API offer]")
                               ->expected(2);
    CLI::Option* perMillion
        = command->add_option("--per-million", line.analysis.outcome.perMillion, "OPTION: its cost per million tokens instead")
              ->excludes(between);
    command
        ->add_option("--unused-commitment", line.analysis.outcome.unusedCommitment,
                     "OPTION: what its commitments bill unused over the horizon instead")
        ->excludes(between)
        ->excludes(perMillion);
    command->add_option("--format", spelled.reportFormat, "table, json or csv")
        ->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
    command->add_option("--set", line.sets, "POINTER=VALUE: replace a value of the file first");
}

/// An input an analysis varies: its pointer, and where it runs unless the command is told.
CLI::Option* addAxis(CLI::App* command, const std::string& prefix, TableAxis& axis, const std::string& role)
{
    CLI::Option* pointer = command->add_option("--" + prefix, axis.pointer, "JSON pointer of the input " + role);
    const std::string from = prefix == "vary" ? "--from" : "--" + prefix + "-from";
    const std::string to = prefix == "vary" ? "--to" : "--" + prefix + "-to";
    command->add_option(from, axis.from, "Its lowest value [default: a tenth of its value; 0 for a share; 1e5 tokens a day]")
        ->check(finiteNumber())
        ->needs(pointer);
    command->add_option(to, axis.to, "Its highest value [default: ten times its value; 1 for a share; 1e11 tokens a day]")
        ->check(finiteNumber())
        ->needs(pointer);
    if (prefix != "vary") {
        command->add_option("--" + prefix + "-points", axis.points, "Values it takes")
            ->check(CLI::Range(2, 1000))
            ->capture_default_str()
            ->needs(pointer);
    }
    return pointer;
}

CLI::App* addSensitivityCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* sensitivityCommand
        = app.add_subcommand("sensitivity", "Tornado: how far each input alone moves the outcome, widest first");
    addAnalysisOptions(sensitivityCommand, line, spelled);
    sensitivityCommand
        ->add_option("--spread", line.spread,
                     "Share every input moves either side of its value [default: each its own range, by the kind of "
                     "number it is]")
        ->check(finiteRange(0.001, 0.99));
    return sensitivityCommand;
}

CLI::App* addTableCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* tableCommand
        = app.add_subcommand("table", "Data table: the outcome across one input, or two with the break-even contour");
    addAnalysisOptions(tableCommand, line, spelled);
    addAxis(tableCommand, "x", line.xAxis, "across, e.g. /workload/tokens_per_day")->required();
    spelled.yOption = addAxis(tableCommand, "y", spelled.yAxis, "down, for a two-way table");
    return tableCommand;
}

CLI::App* addVariantsCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* variantsCommand
        = app.add_subcommand("variants", "The file's named variants side by side, with how far each moves the costs");
    addAnalysisOptions(variantsCommand, line, spelled);
    return variantsCommand;
}

CLI::App* addMonteCarloCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* monteCarloCommand
        = app.add_subcommand("montecarlo", "The outcome's distribution when the file's uncertain numbers are drawn together");
    addAnalysisOptions(monteCarloCommand, line, spelled);
    monteCarloCommand->add_option("--samples", line.monteCarlo.samples, "Samples to draw")
        ->check(CLI::Range(1, 10'000'000))
        ->capture_default_str();
    monteCarloCommand->add_option("--seed", line.monteCarlo.seed, "Seed: the same seed gives the same result on any machine")
        ->check(seedNumber())
        ->capture_default_str();
    monteCarloCommand
        ->add_option("--threads", line.monteCarlo.threads, "Threads [default: every core]; the result does not depend on it")
        ->check(CLI::Range(0, 256));
    spelled.differenceOption
        = monteCarloCommand
              ->add_option("--outcome", spelled.difference,
                           "monthly (a month at today's volume), cumulative (summed over the horizon) or npv (the horizon "
                           "discounted to today): how the difference of the two options is measured [default: monthly]")
              ->check(CLI::IsMember(spellings(DIFFERENCE_NAMES)));
    spelled.samplingOption
        = monteCarloCommand
              ->add_option("--sampling", spelled.sampling,
                           "random or lhs (Latin hypercube) [default: the file's /analysis/sampling, else random]")
              ->check(CLI::IsMember(spellings(SAMPLING_NAMES)));
    return monteCarloCommand;
}

CLI::App* addGoalSeekCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* goalSeekCommand
        = app.add_subcommand("goal-seek",
                             "The value of one input at which the outcome reaches a target: by default, where "
                             "two options cost the same");
    addAnalysisOptions(goalSeekCommand, line, spelled);
    addAxis(goalSeekCommand, "vary", line.varied, "to solve for")->required();
    goalSeekCommand
        ->add_option("--target", line.target,
                     "The outcome to reach, in the display currency: a month's difference, or a cost per million tokens")
        ->check(finiteNumber())
        ->capture_default_str();
    return goalSeekCommand;
}

CLI::App* addFieldsCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* fieldsCommand
        = app.add_subcommand("fields", "Every number of a scenario: its pointer, unit, the values it accepts and its value now");
    fieldsCommand->add_option("file", line.scenarioPath, "Scenario file (*.breakeven.json)")->required();
    fieldsCommand->add_option("--format", spelled.format, "table or json")->check(CLI::IsMember(spellings(FORMAT_NAMES)));
    fieldsCommand->add_option("--set", line.sets,
                              "POINTER=VALUE: replace a value of the file first, e.g. /workload/tokens_per_day=1e8");
    return fieldsCommand;
}

CLI::App* addClusterCommand(CLI::App& app, CommandLine& line, Spelled& spelled)
{
    CLI::App* clusterCommand = app.add_subcommand(
        "cluster", "Simulate the file's GPU cluster under each scheduling policy: usable GPU-hours, waits, their worth");
    clusterCommand->add_option("file", line.cluster.path, "Scenario file (*.breakeven.json) with a /cluster section")->required();
    std::vector<std::string> clusterPolicies = spellings(SCHEDULING_POLICY_NAMES);
    clusterPolicies.emplace_back("all");
    clusterCommand->add_option("--policy", spelled.clusterPolicy, "naive, rack-aware, defragment or all")
        ->check(CLI::IsMember(clusterPolicies))
        ->capture_default_str();
    clusterCommand->add_option("--days", line.cluster.days, "Days to simulate [default: the file's]")
        ->check(finiteRange(0.01, 366.0));
    clusterCommand->add_option("--seed", line.cluster.seed, "Seed of the job mix [default: the file's]")->check(seedNumber());
    clusterCommand->add_option("--trace", line.cluster.trace,
                               "CSV trace of jobs to replay instead of the file's mix (docs/cluster-model.md#traces)");
    clusterCommand->add_option("--format", spelled.reportFormat, "table, json or csv")
        ->check(CLI::IsMember(spellings(REPORT_FORMAT_NAMES)));
    clusterCommand->add_option("--set", line.sets, "POINTER=VALUE: replace a value of the file first");
    return clusterCommand;
}

} // namespace

std::expected<CommandLine, int> parseCommandLine(int argc, const char* const* argv, std::ostream& out, std::ostream& err)
{
    CLI::App app{"Breakeven: the cost of serving an LLM on your own GPUs against paying an API per token.", "breakeven-cli"};
    app.set_version_flag("--version", std::string("breakeven-cli ") + BREAKEVEN_VERSION);
    app.failure_message([](const CLI::App*, const CLI::Error& error) {
        return fmt::format("error: {}\nRun with --help for more information.\n", error.what());
    });
    // At most one command: with none, the help is shown; an unknown word is then an unexpected argument.
    app.require_subcommand(0, 1);

    CommandLine line;
    Spelled spelled;
    CLI::App* validateCommand = addValidateCommand(app, line);
    const CatalogCommands catalog = addCatalogCommands(app, line, spelled);
    const PricesCommands prices = addPricesCommands(app, line, spelled);
    CLI::App* sizeCommand = addSizeCommand(app, line, spelled);
    CLI::App* evaluateCommand = addEvaluateCommand(app, line, spelled);
    CLI::App* moneyCommand = addMoneyCommand(app, line, spelled);
    CLI::App* sweepCommand = addSweepCommand(app, line, spelled);
    CLI::App* sensitivityCommand = addSensitivityCommand(app, line, spelled);
    CLI::App* tableCommand = addTableCommand(app, line, spelled);
    CLI::App* variantsCommand = addVariantsCommand(app, line, spelled);
    CLI::App* monteCarloCommand = addMonteCarloCommand(app, line, spelled);
    CLI::App* goalSeekCommand = addGoalSeekCommand(app, line, spelled);
    CLI::App* fieldsCommand = addFieldsCommand(app, line, spelled);
    CLI::App* clusterCommand = addClusterCommand(app, line, spelled);
    CLI::App* reportCommand = addReportCommand(app, line.report);

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // --help and --version end parsing too, successfully; every other parse error is misuse.
        return std::unexpected(app.exit(error, out, err) == EXIT_SUCCESS ? EXIT_SUCCESS : EXIT_BAD_INPUT);
    }
    if (app.get_subcommands().empty())
        return std::unexpected(missingSubcommand(app, err));
    for (const CLI::App* family : {catalog.catalog, prices.prices}) {
        if (family->parsed() && family->get_subcommands().empty())
            return std::unexpected(missingSubcommand(*family, err));
    }
    if (std::ranges::any_of(spelled.priceFormatOptions, [](const CLI::Option* option) { return option->count() > 0; }))
        line.prices.format = fromSpelling(spelled.priceFormat, PRICE_FORMAT_NAMES);

    line.format = fromSpelling(spelled.format, FORMAT_NAMES);
    line.reportFormat = fromSpelling(sweepCommand->parsed() ? spelled.sweepFormat : spelled.reportFormat, REPORT_FORMAT_NAMES);
    line.section = fromSpelling(spelled.section, CLI_SECTION_NAMES);
    if (spelled.clusterPolicy != "all")
        line.cluster.policies = {fromSpelling(spelled.clusterPolicy, SCHEDULING_POLICY_NAMES)};
    if (spelled.yOption->count() > 0)
        line.yAxis = spelled.yAxis;
    if (spelled.differenceOption->count() > 0)
        line.analysis.outcome.difference = fromSpelling(spelled.difference, DIFFERENCE_NAMES);
    if (spelled.samplingOption->count() > 0)
        line.monteCarlo.sampling = fromSpelling(spelled.sampling, SAMPLING_NAMES);
    const std::array commands{std::pair{validateCommand, Command::Validate},
                              std::pair{catalog.list, Command::CatalogList},
                              std::pair{catalog.show, Command::CatalogShow},
                              std::pair{sizeCommand, Command::Size},
                              std::pair{prices.import, Command::PricesImport},
                              std::pair{prices.diff, Command::PricesDiff},
                              std::pair{prices.status, Command::PricesStatus},
                              std::pair{evaluateCommand, Command::Evaluate},
                              std::pair{sweepCommand, Command::Sweep},
                              std::pair{moneyCommand, Command::Money},
                              std::pair{sensitivityCommand, Command::Sensitivity},
                              std::pair{tableCommand, Command::Table},
                              std::pair{variantsCommand, Command::Variants},
                              std::pair{monteCarloCommand, Command::MonteCarlo},
                              std::pair{goalSeekCommand, Command::GoalSeek},
                              std::pair{fieldsCommand, Command::Fields},
                              std::pair{clusterCommand, Command::Cluster},
                              std::pair{reportCommand, Command::Report}};
    for (const auto& [command, name] : commands) {
        if (command->parsed())
            line.command = name;
    }
    return line;
}

} // namespace tco::cli
