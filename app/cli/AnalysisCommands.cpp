#include "AnalysisCommands.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "analysis/GoalSeek.h"
#include "analysis/Sensitivity.h"
#include "analysis/Uncertainty.h"
#include "analysis/Variants.h"
#include "json/JsonDocument.h"
#include "results/Results.h"
#include "scenario/ScenarioJson.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <ostream>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;

/// From here up, numbers are shown in grouped digits (1,000,000) rather than in exponents.
constexpr double LARGE_NUMBER = 1e5;

/// A scenario ready for an analysis, and what the analysis measures in it.
struct Analysis {
    Scenario scenario;
    Outcome outcome;
};

std::string optionList(const Scenario& scenario)
{
    std::string names;
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        names += fmt::format("\n  {}", optionName(scenario, optionAtPosition(scenario, position)));
    return names;
}

std::optional<OptionRef> findOrExplain(const Scenario& scenario, const std::string& name, std::ostream& err)
{
    const std::optional<OptionRef> option = findOption(scenario, name);
    if (!option)
        fmt::print(err, "error: the scenario has no option named \"{}\"; its options are:{}\n", name, optionList(scenario));
    return option;
}

/// The outcome the command line names, before --outcome says how a difference is measured.
std::optional<Outcome> namedOutcome(const Scenario& scenario, const Catalog& catalog, const OutcomeChoice& choice,
                                    std::ostream& err)
{
    if (!choice.perMillion.empty()) {
        const std::optional<OptionRef> option = findOrExplain(scenario, choice.perMillion, err);
        return option ? std::optional(Outcome{Outcome::Kind::CostPerMillionTokens, *option, {}}) : std::nullopt;
    }
    if (!choice.unusedCommitment.empty()) {
        const std::optional<OptionRef> option = findOrExplain(scenario, choice.unusedCommitment, err);
        return option ? std::optional(Outcome{Outcome::Kind::UnusedCommitment, *option, {}}) : std::nullopt;
    }
    if (choice.between.size() == 2) {
        const std::optional<OptionRef> first = findOrExplain(scenario, choice.between[0], err);
        const std::optional<OptionRef> second = first ? findOrExplain(scenario, choice.between[1], err) : std::nullopt;
        if (!second)
            return std::nullopt;
        if (*first == *second) {
            fmt::print(err, "error: --between needs two different options\n");
            return std::nullopt;
        }
        return Outcome{Outcome::Kind::MonthlyDifference, *first, *second};
    }
    std::optional<Outcome> outcome = scenarioOutcome(scenario, catalog);
    if (!outcome)
        fmt::print(err,
                   "error: the scenario needs a self-hosted option that can run and an API offer to compare; "
                   "or name two options with --between, or one with --per-million\n");
    return outcome;
}

std::optional<Outcome> chooseOutcome(const Scenario& scenario, const Catalog& catalog, const OutcomeChoice& choice,
                                     std::ostream& err)
{
    std::optional<Outcome> outcome = namedOutcome(scenario, catalog, choice, err);
    if (!outcome || !choice.difference)
        return outcome;
    if (!comparesTwo(outcome->kind)) {
        fmt::print(err, "error: --outcome measures the difference of two options; {} names one\n",
                   outcome->kind == Outcome::Kind::UnusedCommitment ? "--unused-commitment" : "--per-million");
        return std::nullopt;
    }
    outcome->kind = *choice.difference;
    return outcome;
}

std::optional<Analysis> prepareAnalysis(const Catalog& catalog, const AnalysisInput& input, std::ostream& err)
{
    std::optional<Scenario> scenario = loadOrExplain(catalog, input.path, input.overrides, err);
    if (!scenario)
        return std::nullopt;
    const std::optional<Outcome> outcome = chooseOutcome(*scenario, catalog, input.outcome, err);
    if (!outcome)
        return std::nullopt;
    if (!outcomeValue(*scenario, catalog, *outcome)) {
        fmt::print(err, "error: {}: a self-hosted option it measures cannot run as the scenario stands\n",
                   describeOutcome(*scenario, *outcome));
        return std::nullopt;
    }
    return Analysis{std::move(*scenario), *outcome};
}

std::optional<Driver> driverOrExplain(const Scenario& scenario, const Catalog& catalog, const std::string& pointer,
                                      std::ostream& err)
{
    std::optional<Driver> driver = findDriver(scenario, catalog, pointer);
    if (!driver) {
        std::string pointers;
        for (const Driver& candidate : scenarioDrivers(scenario, catalog))
            pointers += fmt::format("\n  {}  ({})", candidate.pointer, candidate.name);
        fmt::print(err, "error: {} is not a number of this scenario that can be varied; these are:{}\n", pointer, pointers);
    }
    return driver;
}

/// The range an axis asks for, else the driver's search range; refused when it is empty or
/// outside what the scenario file accepts.
std::optional<DriverRange> axisRange(const Driver& driver, const TableAxis& axis, std::ostream& err)
{
    const DriverRange fallback = searchRange(driver);
    const DriverRange range{driver.pointer, axis.from.value_or(fallback.low), axis.to.value_or(fallback.high)};
    if (!(range.low < range.high)) {
        fmt::print(err, "error: {}: the range from {:g} to {:g} is empty; give --from below --to\n", driver.pointer, range.low,
                   range.high);
        return std::nullopt;
    }
    if (clampToRule(range.low, driver.rule) != range.low || clampToRule(range.high, driver.rule) != range.high) {
        fmt::print(err, "error: {}: the range from {:g} to {:g} goes beyond what the scenario accepts ({}{:g} to {:g})\n",
                   driver.pointer, range.low, range.high, driver.rule.minimumExclusive ? "above " : "", driver.rule.minimum,
                   driver.rule.maximum);
        return std::nullopt;
    }
    return range;
}

std::string_view currencyOf(const Scenario& scenario)
{
    return scenario.currency.display.code();
}

json outcomeJson(const Scenario& scenario, const Outcome& outcome)
{
    json options = json::array({optionName(scenario, outcome.option)});
    if (comparesTwo(outcome.kind))
        options.push_back(optionName(scenario, outcome.other));
    return {{"description", describeOutcome(scenario, outcome)},
            {"kind", nameOf(outcome.kind, OUTCOME_KIND_NAMES)},
            {"options", std::move(options)},
            {"currency", currencyOf(scenario)}};
}

json outcomeJson(const Analysis& analysis)
{
    return outcomeJson(analysis.scenario, analysis.outcome);
}

json driverJson(const Driver& driver)
{
    return {{"pointer", driver.pointer}, {"name", driver.name}, {"unit", driver.unit}, {"value", driver.value}};
}

json optionalJson(const std::optional<double>& value)
{
    return value ? json(*value) : json(nullptr);
}

json valuesJson(const std::vector<std::optional<double>>& values)
{
    json array = json::array();
    for (const std::optional<double>& value : values)
        array.push_back(optionalJson(value));
    return array;
}

std::string cell(const std::optional<double>& value)
{
    return value ? englishAmount(*value) : "cannot run";
}

std::string csvCell(const std::optional<double>& value)
{
    return value ? fmt::format("{}", *value) : "";
}

/// A driver's value as a person reads it: grouped digits for large numbers, else up to six
/// significant digits.
std::string number(double value)
{
    return std::abs(value) >= LARGE_NUMBER ? englishAmount(std::round(value)) : fmt::format("{:.6g}", value);
}

void printHeading(const Analysis& analysis, double base, std::ostream& out)
{
    fmt::print(out, "{}\nOutcome: {} ({}); at the scenario's values: {}\n\n", analysis.scenario.name,
               describeOutcome(analysis.scenario, analysis.outcome), currencyOf(analysis.scenario), englishAmount(base));
}

} // namespace

bool runSensitivity(const Catalog& catalog, const AnalysisInput& input, std::optional<double> spread, std::ostream& out,
                    std::ostream& err)
{
    const std::optional<Analysis> analysis = prepareAnalysis(catalog, input, err);
    if (!analysis)
        return false;
    SizingMemo memo;
    const Results results(analysis->scenario, catalog, memo);
    const Tornado& result = *results.tornadoOf(analysis->outcome, spread);
    switch (input.format) {
    case ReportFormat::Json: {
        json drivers = json::array();
        for (const TornadoBar& bar : result.bars) {
            json entry = driverJson(bar.driver);
            entry["low"] = bar.low;
            entry["high"] = bar.high;
            entry["outcome_low"] = optionalJson(bar.outcomeAtLow);
            entry["outcome_high"] = optionalJson(bar.outcomeAtHigh);
            entry["swing"] = bar.swing;
            drivers.push_back(std::move(entry));
        }
        const json document{{"scenario", analysis->scenario.name},
                            {"outcome", outcomeJson(*analysis)},
                            {"base", result.base},
                            {"spread", optionalJson(spread)},
                            {"drivers", std::move(drivers)}};
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv:
        out << "name,pointer,unit,value,low,high,outcome_low,outcome_high,swing\n";
        for (const TornadoBar& bar : result.bars) {
            out << fmt::format("{},{},{},{},{},{},{},{},{}\n", csvField(bar.driver.name), bar.driver.pointer,
                               csvField(bar.driver.unit), bar.driver.value, bar.low, bar.high, csvCell(bar.outcomeAtLow),
                               csvCell(bar.outcomeAtHigh), bar.swing);
        }
        break;
    case ReportFormat::Table: {
        printHeading(*analysis, result.base, out);
        TextTable table({{"DRIVER"},
                         {"LOW", TextTable::Align::Right},
                         {"HIGH", TextTable::Align::Right},
                         {"UNIT"},
                         {"OUTCOME AT LOW", TextTable::Align::Right},
                         {"OUTCOME AT HIGH", TextTable::Align::Right},
                         {"SWING", TextTable::Align::Right}});
        std::vector<std::string> unmoved;
        for (const TornadoBar& bar : result.bars) {
            if (bar.swing == 0.0 && bar.outcomeAtLow && bar.outcomeAtHigh) {
                unmoved.push_back(bar.driver.name);
                continue;
            }
            table.addRow({bar.driver.name, number(bar.low), number(bar.high), bar.driver.unit, cell(bar.outcomeAtLow),
                          cell(bar.outcomeAtHigh), englishAmount(bar.swing)});
        }
        out << table.render();
        if (!unmoved.empty())
            fmt::print(out, "\nNo effect within that range: {}.\n", fmt::join(unmoved, ", "));
        const std::string across = spread ? fmt::format("from {0:.0f} % below its value to {0:.0f} % above", *spread * 100.0)
                                          : std::string("over its default range, which follows the kind of number it is "
                                                        "(an exchange rate ±5 %, a GPU-hour ±30 %, the volume ÷3 to ×3)");
        fmt::print(out, "\nEach driver alone {}, within what the file accepts{}.\n", across,
                   analysis->scenario.analysis.ranges.empty() ? "" : ", or over the range the file gives it");
        break;
    }
    }
    return true;
}

bool runTable(const Catalog& catalog, const AnalysisInput& input, const TableAxis& x, const std::optional<TableAxis>& y,
              std::ostream& out, std::ostream& err)
{
    const std::optional<Analysis> analysis = prepareAnalysis(catalog, input, err);
    if (!analysis)
        return false;
    const std::optional<Driver> xDriver = driverOrExplain(analysis->scenario, catalog, x.pointer, err);
    const std::optional<DriverRange> xRange = xDriver ? axisRange(*xDriver, x, err) : std::nullopt;
    if (!xRange)
        return false;
    const double base = *outcomeValue(analysis->scenario, catalog, analysis->outcome);

    if (!y) {
        const OneWayTable table = oneWayTable(analysis->scenario, catalog, analysis->outcome, *xDriver, *xRange, x.points);
        switch (input.format) {
        case ReportFormat::Json: {
            json axis = driverJson(table.driver);
            axis["values"] = table.values;
            const json document{{"scenario", analysis->scenario.name},
                                {"outcome", outcomeJson(*analysis)},
                                {"base", base},
                                {"x", std::move(axis)},
                                {"outcomes", valuesJson(table.outcomes)}};
            out << document.dump(2) << '\n';
            break;
        }
        case ReportFormat::Csv:
            out << fmt::format("{},outcome\n", csvField(table.driver.pointer));
            for (std::size_t index = 0; index < table.values.size(); ++index)
                out << fmt::format("{},{}\n", table.values[index], csvCell(table.outcomes[index]));
            break;
        case ReportFormat::Table: {
            printHeading(*analysis, base, out);
            TextTable text({{fmt::format("{} ({})", table.driver.name, table.driver.unit), TextTable::Align::Right},
                            {"OUTCOME", TextTable::Align::Right}});
            for (std::size_t index = 0; index < table.values.size(); ++index)
                text.addRow({number(table.values[index]), cell(table.outcomes[index])});
            out << text.render();
            break;
        }
        }
        return true;
    }

    const std::optional<Driver> yDriver = driverOrExplain(analysis->scenario, catalog, y->pointer, err);
    const std::optional<DriverRange> yRange = yDriver ? axisRange(*yDriver, *y, err) : std::nullopt;
    if (!yRange)
        return false;
    if (yDriver->pointer == xDriver->pointer) {
        fmt::print(err, "error: --x and --y name the same driver, {}\n", xDriver->pointer);
        return false;
    }
    const TwoWayTable grid
        = twoWayTable(analysis->scenario, catalog, analysis->outcome, *xDriver, *xRange, *yDriver, *yRange, x.points, y->points);
    switch (input.format) {
    case ReportFormat::Json: {
        json xAxis = driverJson(grid.x);
        xAxis["values"] = grid.xValues;
        json yAxis = driverJson(grid.y);
        yAxis["values"] = grid.yValues;
        json rows = json::array();
        for (const auto& row : grid.outcomes)
            rows.push_back(valuesJson(row));
        const json document{{"scenario", analysis->scenario.name},
                            {"outcome", outcomeJson(*analysis)},
                            {"base", base},
                            {"x", std::move(xAxis)},
                            {"y", std::move(yAxis)},
                            {"outcomes", std::move(rows)},
                            {"break_even", valuesJson(grid.breakEven)}};
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv:
        // A grid as spreadsheets lay out a two-way data table: y down the first column, x across.
        out << csvField(fmt::format("{} \\ {}", grid.y.pointer, grid.x.pointer));
        for (const double value : grid.xValues)
            out << ',' << value;
        out << '\n';
        for (std::size_t row = 0; row < grid.yValues.size(); ++row) {
            out << grid.yValues[row];
            for (const std::optional<double>& value : grid.outcomes[row])
                out << ',' << csvCell(value);
            out << '\n';
        }
        break;
    case ReportFormat::Table: {
        printHeading(*analysis, base, out);
        fmt::print(out, "Down: {} ({}). Across: {} ({}).\n\n", grid.y.name, grid.y.unit, grid.x.name, grid.x.unit);
        std::vector<TextTable::Column> columns{{"", TextTable::Align::Right}};
        for (const double value : grid.xValues)
            columns.push_back({number(value), TextTable::Align::Right});
        TextTable text(std::move(columns));
        for (std::size_t row = 0; row < grid.yValues.size(); ++row) {
            std::vector<std::string> cells{number(grid.yValues[row])};
            for (const std::optional<double>& value : grid.outcomes[row])
                cells.push_back(cell(value));
            text.addRow(std::move(cells));
        }
        std::vector<std::string> contour{"zero at"};
        for (const std::optional<double>& value : grid.breakEven)
            contour.push_back(value ? number(*value) : "—");
        text.addRow(std::move(contour));
        out << text.render();
        break;
    }
    }
    return true;
}

namespace {

std::string_view missKey(GoalSeekMiss::Reason reason)
{
    switch (reason) {
    case GoalSeekMiss::Reason::CannotRun:
        return "cannot_run";
    case GoalSeekMiss::Reason::StaysAbove:
        return "stays_above";
    case GoalSeekMiss::Reason::StaysBelow:
        return "stays_below";
    }
    return {};
}

json missJson(const Scenario& scenario, const GoalSeekMiss& miss)
{
    json document{{"kind", missKey(miss.reason)}};
    if (miss.reason != GoalSeekMiss::Reason::CannotRun) {
        document["lowest"] = miss.lowest;
        document["highest"] = miss.highest;
        document["nearest_value"] = miss.nearestValue;
        document["nearest_outcome"] = miss.nearestOutcome;
    }
    if (const std::optional<FixedCostItem>& fixed = miss.fixedItem) {
        document["fixed_item"] = {{"option", optionName(scenario, fixed->option)},
                                  {"item", COST_ITEM_NAMES[static_cast<std::size_t>(fixed->item)].name},
                                  {"amount", fixed->amount},
                                  {"other_total", fixed->otherTotal}};
    } else {
        document["fixed_item"] = nullptr;
    }
    return document;
}

/// The goal seek's answer in English sentences.
std::string goalSeekSentence(const Analysis& analysis, const Driver& driver, const DriverRange& range, double target,
                             const GoalSeekResult& found)
{
    const Scenario& scenario = analysis.scenario;
    const Outcome& outcome = analysis.outcome;
    const std::string_view currency = currencyOf(scenario);
    const std::string at = fmt::format("{} {} ({}; now {})", number(found.value), driver.unit, driver.name, number(driver.value));
    const bool breakEven = outcome.kind == Outcome::Kind::MonthlyDifference && target == 0.0;
    const std::string& first = optionName(scenario, outcome.option);
    std::string sentence;
    if (breakEven && found.step) {
        sentence = fmt::format("{} and {} never cost the same: at {}, a fleet adds GPUs and the difference jumps from {} to {} "
                               "{} a month.\n",
                               first, optionName(scenario, outcome.other), at, englishAmount(found.outcomeBelow),
                               englishAmount(found.outcomeAbove), currency);
    } else if (breakEven) {
        sentence = fmt::format("{} and {} cost the same at {}.\n", first, optionName(scenario, outcome.other), at);
    } else if (found.step) {
        sentence = fmt::format("{} never equals {} {}: at {}, a fleet adds GPUs and it jumps from {} to {} {}.\n",
                               describeOutcome(scenario, outcome), englishAmount(target), currency, at,
                               englishAmount(found.outcomeBelow), englishAmount(found.outcomeAbove), currency);
    } else {
        sentence
            = fmt::format("{} reaches {} {} at {}.\n", describeOutcome(scenario, outcome), englishAmount(target), currency, at);
    }
    if (found.crossings > 1) {
        sentence += fmt::format("The outcome passes the target {} times from {} to {}; this is the lowest.\n", found.crossings,
                                number(range.low), number(range.high));
    }
    return sentence;
}

} // namespace

bool runGoalSeek(const Catalog& catalog, const AnalysisInput& input, const TableAxis& vary, double target, std::ostream& out,
                 std::ostream& err)
{
    const std::optional<Analysis> analysis = prepareAnalysis(catalog, input, err);
    if (!analysis)
        return false;
    const std::optional<Driver> driver = driverOrExplain(analysis->scenario, catalog, vary.pointer, err);
    const std::optional<DriverRange> range = driver ? axisRange(*driver, vary, err) : std::nullopt;
    if (!range)
        return false;
    const GoalSeekTarget aim{analysis->outcome, target};
    const auto found = goalSeek(analysis->scenario, catalog, aim, *driver, *range);
    switch (input.format) {
    case ReportFormat::Json: {
        json document{{"scenario", analysis->scenario.name},
                      {"outcome", outcomeJson(*analysis)},
                      {"target", target},
                      {"driver", driverJson(*driver)},
                      {"from", range->low},
                      {"to", range->high}};
        if (found) {
            document["value"] = found->value;
            document["step"] = found->step;
            document["crossings"] = found->crossings;
            document["outcome_below"] = found->outcomeBelow;
            document["outcome_above"] = found->outcomeAbove;
        } else {
            document["value"] = nullptr;
            document["reason"] = describeMiss(analysis->scenario, aim, *driver, found.error());
            document["miss"] = missJson(analysis->scenario, found.error());
        }
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv:
        out << "pointer,target,value,step,crossings,outcome_below,outcome_above\n";
        if (found) {
            out << fmt::format("{},{},{},{},{},{},{}\n", driver->pointer, target, found->value, found->step, found->crossings,
                               found->outcomeBelow, found->outcomeAbove);
        } else {
            out << fmt::format("{},{},,,0,,\n", driver->pointer, target);
        }
        break;
    case ReportFormat::Table:
        if (found)
            out << goalSeekSentence(*analysis, *driver, *range, target, *found);
        else
            fmt::print(out, "No solution: {}.\n", describeMiss(analysis->scenario, aim, *driver, found.error()));
        break;
    }
    return true;
}

namespace {

/// One line of a variant summary: a label and a value per column, current values first.
struct SummaryLine {
    std::string label;
    std::vector<std::optional<double>> values;
    bool money = true;
    /// The outcome a line shows, which a table follows with its change; null on the other lines.
    std::optional<double> VariantColumn::* outcome = nullptr;
};

std::vector<SummaryLine> summaryLines(const Scenario& scenario, const VariantComparison& comparison)
{
    std::vector<SummaryLine> lines;
    const auto columns = [&](const auto& pick) {
        std::vector<std::optional<double>> values{pick(comparison.current)};
        for (const VariantColumn& column : comparison.variants)
            values.push_back(pick(column));
        return values;
    };
    for (std::size_t input = 0; input < comparison.inputs.size(); ++input) {
        lines.push_back({fmt::format("{} ({})", comparison.inputs[input].name, comparison.inputs[input].unit),
                         columns([&](const VariantColumn& column) { return std::optional(column.inputs[input]); }), false});
    }
    for (std::size_t option = 0; option < comparison.options.size(); ++option)
        lines.push_back(
            {comparison.options[option], columns([&](const VariantColumn& column) { return column.monthly[option]; })});
    const auto outcomeLine = [&](const Outcome& outcome, std::optional<double> VariantColumn::* measured) {
        lines.push_back({describeOutcome(scenario, outcome),
                         columns([&](const VariantColumn& column) { return column.*measured; }), true, measured});
    };
    outcomeLine(comparison.outcome, &VariantColumn::outcome);
    if (comparison.overHorizon)
        outcomeLine(*comparison.overHorizon, &VariantColumn::outcomeOverHorizon);
    return lines;
}

/// A change as a row of changes shows it: signed, with its share where there is one, or "no
/// change" for a variant that moves nothing the outcome depends on.
std::string changeText(const Change& moved)
{
    if (moved.absolute == 0.0)
        return "no change";
    const std::string amount = (moved.absolute > 0.0 ? "+" : "") + englishAmount(moved.absolute);
    return moved.relative ? fmt::format("{} ({:+.1f} %)", amount, *moved.relative * 100.0) : amount;
}

} // namespace

bool runVariants(const Catalog& catalog, const AnalysisInput& input, std::ostream& out, std::ostream& err)
{
    const std::optional<Analysis> analysis = prepareAnalysis(catalog, input, err);
    if (!analysis)
        return false;
    const std::vector<Variant>& variants = analysis->scenario.analysis.variants;
    if (variants.empty()) {
        fmt::print(err, "error: {} has no variants to compare; name them in /analysis/variants (docs/analysis.md)\n", input.path);
        return false;
    }
    SizingMemo memo;
    const Results results(analysis->scenario, catalog, memo);
    // Reading the file checked every pointer, so the comparison cannot fail here.
    const VariantComparison& comparison = *results.variantsOf(analysis->outcome);
    const std::optional<double> base = comparison.current.outcome;
    const std::optional<double> baseOverHorizon = comparison.current.outcomeOverHorizon;
    const auto change = [](const std::optional<double>& reference, const std::optional<double>& value) {
        return reference && value ? std::optional(changeFrom(*reference, *value)) : std::nullopt;
    };

    switch (input.format) {
    case ReportFormat::Json: {
        json inputs = json::array();
        for (std::size_t index = 0; index < comparison.inputs.size(); ++index) {
            json entry = driverJson(comparison.inputs[index]);
            eraseKey(entry, "value");
            entry["current"] = comparison.current.inputs[index];
            json values = json::array();
            for (const VariantColumn& column : comparison.variants)
                values.push_back(column.inputs[index]);
            entry["variants"] = std::move(values);
            inputs.push_back(std::move(entry));
        }
        const auto changeJson = [&](json& entry, std::string_view key, const std::optional<Change>& moved) {
            entry[std::string(key)] = moved ? json(moved->absolute) : json(nullptr);
            entry[fmt::format("{}_share", key)] = moved && moved->relative ? json(*moved->relative) : json(nullptr);
        };
        json columns = json::array();
        for (const VariantColumn& column : comparison.variants) {
            json entry{{"name", column.name}, {"monthly", valuesJson(column.monthly)}, {"outcome", optionalJson(column.outcome)}};
            changeJson(entry, "change", change(base, column.outcome));
            if (comparison.overHorizon) {
                entry["outcome_over_horizon"] = optionalJson(column.outcomeOverHorizon);
                changeJson(entry, "change_over_horizon", change(baseOverHorizon, column.outcomeOverHorizon));
            }
            columns.push_back(std::move(entry));
        }
        json current{{"monthly", valuesJson(comparison.current.monthly)}, {"outcome", optionalJson(base)}};
        json document{{"scenario", analysis->scenario.name}, {"outcome", outcomeJson(*analysis)}};
        if (comparison.overHorizon) {
            current["outcome_over_horizon"] = optionalJson(baseOverHorizon);
            document["outcome_over_horizon"] = outcomeJson(analysis->scenario, *comparison.overHorizon);
        }
        document["options"] = comparison.options;
        document["inputs"] = std::move(inputs);
        document["current"] = std::move(current);
        document["variants"] = std::move(columns);
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv: {
        out << "line,current";
        for (const VariantColumn& column : comparison.variants)
            out << ',' << csvField(column.name);
        out << '\n';
        for (const SummaryLine& line : summaryLines(analysis->scenario, comparison)) {
            out << csvField(line.label);
            for (const std::optional<double>& value : line.values)
                out << ',' << csvCell(value);
            out << '\n';
        }
        break;
    }
    case ReportFormat::Table: {
        printHeading(*analysis, base.value_or(0.0), out);
        std::vector<TextTable::Column> header{{""}, {"CURRENT", TextTable::Align::Right}};
        for (const VariantColumn& column : comparison.variants)
            header.push_back({column.name, TextTable::Align::Right});
        TextTable table(std::move(header));
        const auto changeRow
            = [&](std::string label, const std::optional<double>& reference, std::optional<double> VariantColumn::* measured) {
                  std::vector<std::string> cells{std::move(label), ""};
                  for (const VariantColumn& column : comparison.variants) {
                      const std::optional<Change> moved = change(reference, column.*measured);
                      cells.push_back(moved ? changeText(*moved) : std::string("—"));
                  }
                  return cells;
              };
        for (const SummaryLine& line : summaryLines(analysis->scenario, comparison)) {
            // The outcomes' descriptions follow the table.
            std::vector<std::string> cells{!line.outcome                                 ? line.label
                                               : line.outcome == &VariantColumn::outcome ? "Outcome"
                                                                                         : "Outcome over the horizon"};
            for (const std::optional<double>& value : line.values)
                cells.push_back(line.money ? cell(value) : number(*value));
            table.addRow(std::move(cells));
            if (line.outcome)
                table.addRow(changeRow("Change", line.values.front(), line.outcome));
        }
        out << table.render();
        fmt::print(out, "\nMonthly costs in {} at each column's volume; the outcome is {}", currencyOf(analysis->scenario),
                   describeOutcome(analysis->scenario, analysis->outcome));
        if (comparison.overHorizon)
            fmt::print(out, ", and over the horizon {}", describeOutcome(analysis->scenario, *comparison.overHorizon));
        out << ".\n";
        break;
    }
    }
    return true;
}

bool runMonteCarloCommand(const Catalog& catalog, const AnalysisInput& input, const MonteCarloOptions& options, std::ostream& out,
                          std::ostream& err)
{
    std::optional<Analysis> analysis = prepareAnalysis(catalog, input, err);
    if (!analysis)
        return false;
    AnalysisSettings& settings = analysis->scenario.analysis;
    settings.sampling = options.sampling.value_or(settings.sampling);
    const auto result
        = runUncertainty(analysis->scenario, catalog, analysis->outcome, options.samples, options.seed, options.threads);
    if (!result) {
        fmt::print(err, "error: {}\n", result.error());
        return false;
    }
    const MonteCarloResult& run = result->run;
    const auto pointerOf = [&result](std::size_t drawn) { return result->drivers[drawn].pointer; };
    for (const CorrelationRepair& repair : run.correlationRepairs) {
        fmt::print(err,
                   "warning: /analysis/correlations: {} and {} drawn with a rank correlation of {:.2f}, not {:.2f}: the pairs "
                   "asked for are impossible together, and the nearest possible ones were used\n",
                   pointerOf(repair.first), pointerOf(repair.second), repair.used, repair.asked);
    }
    const SampleSummary& summary = run.outcome;
    const std::vector<DriverDistribution>& distributions = analysis->scenario.analysis.distributions;
    switch (input.format) {
    case ReportFormat::Json: {
        json drivers = json::array();
        // Each distribution as the file spells it.
        const json written = analysis->scenario;
        for (const InputImportance& importance : run.importance) {
            json entry = driverJson(result->drivers[importance.input]);
            entry["distribution"] = written.at("analysis").at("distributions").at(importance.input);
            eraseKey(entry["distribution"], "pointer");
            entry["rank_correlation"] = importance.rankCorrelation;
            entry["variance_share"] = importance.varianceShare;
            drivers.push_back(std::move(entry));
        }
        json repairs = json::array();
        for (const CorrelationRepair& repair : run.correlationRepairs) {
            repairs.push_back({{"first", pointerOf(repair.first)},
                               {"second", pointerOf(repair.second)},
                               {"asked", repair.asked},
                               {"used", repair.used}});
        }
        const json document{{"scenario", analysis->scenario.name},
                            {"outcome", outcomeJson(*analysis)},
                            {"samples", run.samples},
                            {"seed", run.seed},
                            {"non_finite_samples", run.nonFiniteSamples},
                            {"probability_self_hosted_cheaper",
                             result->gpusAgainstApi ? json(result->gpusAgainstApi->probabilityGpusCheaper) : json(nullptr)},
                            {"mean", summary.mean},
                            {"standard_deviation", summary.standardDeviation},
                            {"minimum", summary.minimum},
                            {"maximum", summary.maximum},
                            {"percentiles",
                             {{"p5", summary.percentile5},
                              {"p10", summary.percentile10},
                              {"p50", summary.percentile50},
                              {"p90", summary.percentile90},
                              {"p95", summary.percentile95}}},
                            {"histogram", {{"edges", run.histogram.edges}, {"counts", run.histogram.counts}}},
                            {"drivers", std::move(drivers)},
                            {"sampling", nameOf(settings.sampling, SAMPLING_NAMES)},
                            {"correlation_repairs", std::move(repairs)}};
        out << document.dump(2) << '\n';
        break;
    }
    case ReportFormat::Csv:
        // The histogram, which a spreadsheet charts; the figures are in the table and the JSON.
        out << "from,to,samples\n";
        for (std::size_t bin = 0; bin < run.histogram.counts.size(); ++bin)
            out << fmt::format("{},{},{}\n", run.histogram.edges[bin], run.histogram.edges[bin + 1], run.histogram.counts[bin]);
        break;
    case ReportFormat::Table: {
        printHeading(*analysis, *outcomeValue(analysis->scenario, catalog, analysis->outcome), out);
        fmt::print(out, "{} samples{}, seed {}{}.\n", englishAmount(static_cast<double>(run.samples)),
                   settings.sampling == Sampling::LatinHypercube ? " (Latin hypercube)" : "", run.seed,
                   run.nonFiniteSamples > 0 ? fmt::format("; {} where an option cannot run, left out", run.nonFiniteSamples)
                                            : "");
        for (const DriverCorrelation& pair : settings.correlations) {
            fmt::print(out, "Drawn together: {} and {}, rank correlation {:+.2f}.\n",
                       findDriver(analysis->scenario, catalog, pair.first)->name,
                       findDriver(analysis->scenario, catalog, pair.second)->name, pair.rankCorrelation);
        }
        out << '\n';
        TextTable figures({{"P5", TextTable::Align::Right},
                           {"P10", TextTable::Align::Right},
                           {"P50", TextTable::Align::Right},
                           {"P90", TextTable::Align::Right},
                           {"P95", TextTable::Align::Right},
                           {"MEAN", TextTable::Align::Right}});
        figures.addRow({englishAmount(summary.percentile5), englishAmount(summary.percentile10),
                        englishAmount(summary.percentile50), englishAmount(summary.percentile90),
                        englishAmount(summary.percentile95), englishAmount(summary.mean)});
        out << figures.render();
        if (const std::optional<GpusAgainstApi>& pair = result->gpusAgainstApi)
            fmt::print(out, "\nProbability that {} costs less than {}: {:.1f} %\n", optionName(analysis->scenario, pair->gpus),
                       optionName(analysis->scenario, pair->api), pair->probabilityGpusCheaper * 100.0);
        fmt::print(out, "\nWhat explains the spread (rank correlation with the outcome; share of the squares):\n");
        TextTable drivers(
            {{"DRIVER"}, {"DRAWN FROM"}, {"CORRELATION", TextTable::Align::Right}, {"SHARE", TextTable::Align::Right}});
        for (const InputImportance& importance : run.importance) {
            const Driver& driver = result->drivers[importance.input];
            drivers.addRow(
                {driver.name, std::string(nameOf(distributions[importance.input].distribution.kind, DISTRIBUTION_KIND_NAMES)),
                 fmt::format("{:+.2f}", importance.rankCorrelation), fmt::format("{:.0f} %", importance.varianceShare * 100.0)});
        }
        out << drivers.render();
        break;
    }
    }
    return true;
}

} // namespace tco::cli
