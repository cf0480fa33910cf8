#include "EvaluateCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "analysis/Answer.h"
#include "analysis/InvestmentText.h"
#include "cost/Comparison.h"
#include "cost/MoneyLines.h"
#include "cost/MoneyOverTime.h"
#include "report/ResultTables.h"
#include "results/Results.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <optional>
#include <ostream>

namespace tco::cli {
namespace {

/// The width the table's text wraps at.
constexpr std::size_t LINE_WIDTH = 100;

/// A share as a percentage, with a decimal where a whole number would round small shares to 0 %.
std::string percent(double share)
{
    return share < 0.1 ? fmt::format("{:.1f}%", share * 100.0) : fmt::format("{:.0f}%", share * 100.0);
}

/// What a self-hosted fleet is made of and how fast its users are served.
std::string fleetSummary(const OptionSummary& row, const Workload& workload)
{
    std::string summary
        = fmt::format("{} replica{} of {}, {:.1f} tokens/s per user, first token in {:.0f} ms", row.fleet.replicas,
                      row.fleet.replicas == 1 ? "" : "s", describeLayout(row.replica->layout),
                      row.replica->operating.perUser.value(), row.replica->operating.timeToFirstToken.value() * 1e3);
    if (!row.replica->meetsPerUserTarget)
        summary += fmt::format(": even one sequence is slower than the {:.0f} tokens/s target",
                               workload.outputTokensPerSecondPerUser.value());
    return summary;
}

/// What a hybrid's fleet serves and what it sends to its API offer.
std::string hybridSummary(const PreparedScenario& prepared, const OptionSummary& row)
{
    const PreparedHybrid& hybrid = prepared.hybrids[row.ref.index];
    const std::string api = prepared.scenario->apiOffers[hybrid.api].name;
    if (row.fleet.gpus == 0)
        return fmt::format("no GPUs: everything goes to {} (a replica pays for itself when busy {} of the week's hours)", api,
                           percent(row.hybrid->paysOffBusyShare));
    return fmt::format("serves every hour up to {}× the average rate; {} of the tokens go to {} (a replica pays for itself "
                       "when busy {} of the week's hours)",
                       englishMultiple(row.hybrid->capacity), percent(row.hybrid->overflowShare), api,
                       percent(row.hybrid->paysOffBusyShare));
}

void printTable(const Results& results, std::ostream& out)
{
    const PreparedScenario& prepared = results.prepared();
    const Evaluation& evaluation = results.evaluation();
    const Scenario& scenario = *prepared.scenario;
    const std::string currency(scenario.currency.display.code());
    std::vector<OptionSummary> rows = results.options();
    sortCheapestFirst(rows);
    // The answer first, then the figures it comes from.
    std::string answer;
    for (const std::string& sentence : englishSentences(results.answer(), currency, "\u00a0"))
        answer += (answer.empty() ? "" : " ") + sentence;
    fmt::print(out, "{}\n{}\n\n{} tokens a day, {} a month; costs in {} a month\n\n", scenario.name,
               wrapWords(answer, LINE_WIDTH), englishTokens(prepared.tokensPerDay.value()),
               englishTokens(evaluation.monthlyTokens), currency);
    TextTable table({{"OPTION"},
                     {"MONTHLY", TextTable::Align::Right},
                     {"PER M TOKENS", TextTable::Align::Right},
                     {"GPUS", TextTable::Align::Right},
                     {"UTILIZATION", TextTable::Align::Right},
                     {fmt::format("{} MONTHS", scenario.horizonMonths), TextTable::Align::Right},
                     {"NPV", TextTable::Align::Right}});
    for (const OptionSummary& row : rows) {
        if (!row.feasible) {
            table.addRow({row.name, "cannot run", "", "", "", "", ""});
            continue;
        }
        table.addRow({row.name, englishAmount(row.monthly.total()), englishAmount(row.costPerMillionTokens),
                      row.runsGpus() ? fmt::format("{}", row.fleet.gpus) : "",
                      row.replica != nullptr ? percent(row.utilization) : "", englishAmount(row.horizon->cumulative),
                      englishAmount(row.horizon->netPresentValue)});
    }
    out << table.render() << '\n';

    for (const BreakEven& breakEven : evaluation.breakEvens) {
        const AnswerSentence figure = breakEvenFigure(breakEven, prepared.tokensPerDay.value());
        fmt::print(out, "{} against {}: {}\n", optionName(scenario, breakEven.option), scenario.apiOffers[breakEven.api].name,
                   englishSentences(std::span(&figure, 1), currency).front());
    }
    for (const Crossover& crossover : evaluation.crossovers) {
        if (crossover.month) {
            fmt::print(out, "{} against {}: cumulative cost {} the API's from month {}\n", optionName(scenario, crossover.option),
                       scenario.apiOffers[crossover.api].name, crossoverComparison(crossover.option), *crossover.month);
        }
    }
    for (const OptionSummary& row : rows) {
        if (!row.feasible) {
            fmt::print(out, "\n{} cannot run: {}\n", row.name, row.reason);
            continue;
        }
        std::vector<std::pair<std::string, std::string>> lines;
        for (std::size_t item = 0; item < COST_ITEM_COUNT; ++item) {
            if (row.monthly.items[item] != 0.0)
                lines.emplace_back(std::string(COST_ITEM_NAMES[item].name), englishAmount(row.monthly.items[item]));
        }
        fmt::print(out, "\n{} ({} a month)\n", row.name, currency);
        if (row.replica != nullptr)
            fmt::print(out, "{}\n", fleetSummary(row, scenario.workload));
        if (row.hybrid != nullptr)
            fmt::print(out, "{}\n", hybridSummary(prepared, row));
        out << renderFieldList(lines, LINE_WIDTH);
    }
}

/// One option's years as two blocks of lines, the cash flow and the P&L, a column a year.
void printMoneyYears(const std::string& name, const std::vector<MoneyYear>& years, std::ostream& out)
{
    std::vector<TextTable::Column> columns{{name}};
    for (const MoneyYear& year : years)
        columns.push_back(
            {year.months == 12 ? fmt::format("YEAR {}", year.year) : fmt::format("YEAR {} ({} MO)", year.year, year.months),
             TextTable::Align::Right});
    columns.push_back({"TOTAL", TextTable::Align::Right});
    TextTable table(columns);
    const auto amount = [](double value) { return value == 0.0 ? std::string("0") : englishAmount(value); };
    for (const auto& [view, heading] :
         {std::pair{MoneyView::CashFlow, "Cash flow"}, std::pair{MoneyView::ProfitAndLoss, "P&L"}}) {
        std::vector<std::string> headingRow(columns.size());
        headingRow.front() = heading;
        table.addRow(std::move(headingRow));
        for (const MoneyLine& line : moneyLines(years, view)) {
            std::vector<std::string> cells{fmt::format("  {}", moneyLineLabel(line.kind))};
            std::ranges::transform(line.years, std::back_inserter(cells), amount);
            cells.push_back(amount(line.total));
            table.addRow(std::move(cells));
        }
    }
    out << table.render() << '\n';
}

void printMoney(const Results& results, std::ostream& out)
{
    const Scenario& scenario = results.scenario();
    const std::string currency(scenario.currency.display.code());
    fmt::print(out, "{}\nMoney over {} months in {}: cash as it is paid, and the P&L as the books show it\n\n", scenario.name,
               scenario.horizonMonths, currency);
    const auto print = [&](OptionRef option) {
        if (const std::optional<MoneyFlows>& flows = results.moneyFlows(option))
            printMoneyYears(optionName(scenario, option), moneyByYear(*flows), out);
    };
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        print(optionAtPosition(scenario, position));
    for (const InvestmentCase& investment : results.investmentCases()) {
        std::string paragraph;
        for (const std::string& sentence : englishSentences(investmentSentences(scenario, investment), currency, "\u00a0"))
            paragraph += (paragraph.empty() ? "" : " ") + sentence;
        out << wrapWords(paragraph, LINE_WIDTH) << '\n';
    }
}

/// The catalog prices older than their threshold, each with the option it prices.
nlohmann::ordered_json stalePricesJson(const Scenario& scenario, const std::vector<PriceAge>& stale, const std::string& today)
{
    nlohmann::ordered_json prices = nlohmann::ordered_json::array();
    for (const PriceAge& age : stale) {
        prices.push_back({{"option", optionName(scenario, age.option)},
                          {"catalog_id", age.catalogId},
                          {"section", nameOf(age.section, CATALOG_SECTION_NAMES)},
                          {"as_of", age.asOf},
                          {"age_days", age.days},
                          {"threshold_days", age.thresholdDays},
                          {"counted_to", today}});
    }
    return prices;
}

void printStalePrices(const Scenario& scenario, const std::vector<PriceAge>& stale, const std::string& today, std::ostream& out)
{
    if (stale.empty())
        return;
    fmt::print(out, "\nPrices older than they are trusted, counted to {}:\n", today);
    for (const PriceAge& age : stale) {
        fmt::print(out, "  {}: {} as of {}, {} days old (trusted for {})\n", optionName(scenario, age.option), age.catalogId,
                   age.asOf, age.days, age.thresholdDays);
    }
    fmt::print(out, "`breakeven-cli prices import FILE` brings them up to date (docs/prices.md).\n");
}

} // namespace

std::expected<std::vector<Override>, std::string> parseOverrides(const std::vector<std::string>& arguments)
{
    std::vector<Override> overrides;
    for (const std::string& argument : arguments) {
        const auto equals = argument.find('=');
        if (equals == std::string::npos || equals == 0)
            return std::unexpected(
                fmt::format("--set {}: expected POINTER=VALUE, such as /workload/tokens_per_day=1e8", argument));
        overrides.push_back(Override{argument.substr(0, equals), argument.substr(equals + 1)});
    }
    return overrides;
}

bool runEvaluate(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, ReportFormat format,
                 const StalenessOptions& staleness, std::ostream& out, std::ostream& err)
{
    const std::string todayText = staleness.today.empty() ? todayIso() : staleness.today;
    const auto today = lastDayOf(todayText);
    if (!today || todayText.size() != 10) {
        fmt::print(err, "error: --today must be a day written YYYY-MM-DD, got \"{}\"\n", todayText);
        return false;
    }
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    SizingMemo memo;
    const Results results(*scenario, catalog, memo);
    const PreparedScenario& prepared = results.prepared();
    const Evaluation& evaluation = results.evaluation();
    std::vector<PriceAge> stale = catalogPriceAges(*scenario, catalog, *today, staleness.thresholds);
    std::erase_if(stale, [](const PriceAge& age) { return !age.stale(); });
    switch (format) {
    case ReportFormat::Json: {
        nlohmann::ordered_json document = evaluationJson(results);
        document["stale_prices"] = stalePricesJson(*scenario, stale, todayText);
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv:
        out << comparisonCsv(prepared, evaluation);
        break;
    case ReportFormat::Table:
        printTable(results, out);
        printStalePrices(*scenario, stale, todayText, out);
        break;
    }
    return true;
}

bool runMoney(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, ReportFormat format,
              std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    SizingMemo memo;
    const Results results(*scenario, catalog, memo);
    switch (format) {
    case ReportFormat::Json:
        out << moneyOverTimeJson(results).dump(2) << '\n';
        break;
    case ReportFormat::Csv:
        out << moneyOverTimeCsv(results);
        break;
    case ReportFormat::Table:
        printMoney(results, out);
        break;
    }
    return true;
}

bool runSweep(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, const SweepRange& range,
              ReportFormat format, std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    SizingMemo memo;
    const Results results(*scenario, catalog, memo);
    const PreparedScenario& prepared = results.prepared();
    const VolumeRange volumes = results.evaluation().volumes;
    const double from = range.from.value_or(volumes.from);
    const double to = range.to.value_or(volumes.to);
    if (!(from < to)) {
        fmt::print(err, "error: a sweep needs --from below --to; from {:g} to {:g} is empty\n", from, to);
        return false;
    }
    // Unless told otherwise, the sweep the app's charts draw; else one at the same density.
    const bool asCharted = !range.from && !range.to && !range.points;
    const std::vector<SweepPoint> asked
        = asCharted ? std::vector<SweepPoint>() : sweep(prepared, from, to, range.points.value_or(sweepPointCount(from, to)));
    const std::vector<SweepPoint>& points = asCharted ? results.sweep() : asked;
    if (format == ReportFormat::Json)
        out << sweepJson(prepared, points).dump(2) << '\n';
    else
        out << sweepCsv(prepared, points);
    return true;
}

} // namespace tco::cli
