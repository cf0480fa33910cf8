#include "EvaluateCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "cost/Comparison.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <ostream>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;

constexpr double TOKENS_PER_MILLION = 1e6;

std::vector<OptionSummary> optionRows(const PreparedScenario& prepared, const Evaluation& evaluation)
{
    std::vector<OptionSummary> rows = summarizeOptions(prepared, evaluation);
    sortCheapestFirst(rows);
    return rows;
}

/// Tokens a day in words: 31.4 M, 2.5 B.
std::string volume(double tokensPerDay)
{
    if (tokensPerDay >= 1e9)
        return fmt::format("{:.3g} B", tokensPerDay / 1e9);
    if (tokensPerDay >= 1e6)
        return fmt::format("{:.3g} M", tokensPerDay / 1e6);
    return fmt::format("{:.3g} k", tokensPerDay / 1e3);
}

/// A share as a percentage, with a decimal where a whole number would round small shares to 0 %.
std::string percent(double share)
{
    return share < 0.1 ? fmt::format("{:.1f}%", share * 100.0) : fmt::format("{:.0f}%", share * 100.0);
}

/// A ratio of volumes: 4×, 0.37×, 2,100×.
std::string multiple(double ratio)
{
    return ratio < 100.0 ? fmt::format("{:.2g}", ratio) : amount(std::round(ratio));
}

/// What a self-hosted fleet is made of and how fast its users are served.
std::string fleetSummary(const OptionSummary& row, const Workload& workload)
{
    const ReplicaLayout& layout = row.replica->layout;
    std::string shape = fmt::format("{} GPU{}", layout.gpus(), layout.gpus() == 1 ? "" : "s");
    if (layout.gpus() > 1)
        shape += fmt::format(" (tensor parallel {}{})", layout.tensorParallel,
                             layout.pipelineParallel > 1 ? fmt::format(", {} pipeline stages", layout.pipelineParallel) : "");
    std::string summary = fmt::format("{} replica{} of {}, {:.1f} tokens/s per user", row.fleet.replicas, row.fleet.replicas == 1 ? "" : "s",
                                      shape, row.replica->operating.perUser.value());
    if (!row.replica->meetsPerUserTarget)
        summary += fmt::format(": even one sequence is slower than the {:.0f} tokens/s target", workload.outputTokensPerSecondPerUser.value());
    return summary;
}

std::string_view breakEvenStatus(BreakEvenKind kind)
{
    switch (kind) {
    case BreakEvenKind::Within:
        return "within";
    case BreakEvenKind::AlwaysCheaper:
        return "always_cheaper";
    case BreakEvenKind::NoneInRange:
        return "none_in_range";
    }
    return "";
}

json breakdownJson(const CostBreakdown& breakdown, bool selfHosted)
{
    json items = json::object();
    const auto first = selfHosted ? CostItem::GpuRental : CostItem::UncachedInput;
    const auto last = selfHosted ? CostItem::OneTime : CostItem::CommittedSpendDiscount;
    for (auto item = static_cast<std::size_t>(first); item <= static_cast<std::size_t>(last); ++item)
        items[std::string(COST_ITEM_NAMES[item].name)] = breakdown.items[item];
    return items;
}

std::string optionName(const PreparedScenario& prepared, std::size_t selfHosted)
{
    return prepared.scenario->selfHosted[selfHosted].name;
}

json evaluationJson(const PreparedScenario& prepared, const Evaluation& evaluation, const std::vector<OptionSummary>& rows)
{
    const Scenario& scenario = *prepared.scenario;
    json options = json::array();
    for (const OptionSummary& row : rows) {
        json option{{"name", row.name}, {"kind", row.selfHosted ? "self_hosted" : "api"}, {"feasible", row.feasible}};
        if (!row.feasible) {
            option["reason"] = row.reason;
            options.push_back(std::move(option));
            continue;
        }
        option["monthly_total"] = row.monthly.total();
        option["cost_per_million_tokens"] = row.costPerMillionTokens;
        option["breakdown"] = breakdownJson(row.monthly, row.selfHosted);
        if (row.selfHosted) {
            option["total_gpus"] = row.fleet.gpus;
            option["replicas"] = row.fleet.replicas;
            option["gpus_per_replica"] = row.replica->layout.gpus();
            option["tensor_parallel"] = row.replica->layout.tensorParallel;
            option["pipeline_parallel"] = row.replica->layout.pipelineParallel;
            option["utilization"] = row.utilization;
            option["per_user_tokens_per_second"] = row.replica->operating.perUser.value();
            option["meets_per_user_target"] = row.replica->meetsPerUserTarget;
        } else {
            json breakEvens = json::array();
            for (const BreakEven& breakEven : evaluation.breakEvens) {
                if (breakEven.api != row.index)
                    continue;
                const bool found = breakEven.kind != BreakEvenKind::NoneInRange;
                breakEvens.push_back({{"self_hosted", optionName(prepared, breakEven.selfHosted)},
                                      {"status", breakEvenStatus(breakEven.kind)},
                                      {"tokens_per_day", found ? json(breakEven.tokensPerDay) : json(nullptr)},
                                      {"multiple_of_current", found ? json(breakEven.tokensPerDay / prepared.tokensPerDay.value()) : json(nullptr)}});
            }
            option["break_even"] = std::move(breakEvens);
        }
        options.push_back(std::move(option));
    }
    json horizonOptions = json::array();
    for (const OptionSummary& row : rows) {
        if (row.feasible)
            horizonOptions.push_back({{"name", row.name}, {"cumulative", row.horizon->cumulative}, {"npv", row.horizon->netPresentValue}, {"monthly", row.horizon->monthly}});
    }
    json crossovers = json::array();
    for (const Crossover& crossover : evaluation.crossovers) {
        crossovers.push_back({{"self_hosted", optionName(prepared, crossover.selfHosted)},
                              {"api", scenario.apiOffers[crossover.api].name},
                              {"crossover_month", crossover.month ? json(*crossover.month) : json(nullptr)}});
    }
    return json{{"scenario", scenario.name},
                {"currency", scenario.currency.display.code()},
                {"tokens_per_day", prepared.tokensPerDay.value()},
                {"monthly_tokens", evaluation.monthlyTokens},
                {"options", std::move(options)},
                {"horizon",
                 {{"months", scenario.horizonMonths},
                  {"discount_rate_per_year", scenario.discountRatePerYear},
                  {"options", std::move(horizonOptions)},
                  {"crossover", std::move(crossovers)}}}};
}

void printTable(const PreparedScenario& prepared, const Evaluation& evaluation, const std::vector<OptionSummary>& rows, std::ostream& out)
{
    const Scenario& scenario = *prepared.scenario;
    const std::string currency(scenario.currency.display.code());
    fmt::print(out, "{}\n{} tokens a day, {} a month; costs in {} a month\n\n", scenario.name, volume(prepared.tokensPerDay.value()),
               volume(evaluation.monthlyTokens), currency);
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
        table.addRow({row.name, amount(row.monthly.total()), amount(row.costPerMillionTokens),
                      row.selfHosted ? fmt::format("{}", row.fleet.gpus) : "", row.selfHosted ? percent(row.utilization) : "",
                      amount(row.horizon->cumulative), amount(row.horizon->netPresentValue)});
    }
    out << table.render() << '\n';

    for (const BreakEven& breakEven : evaluation.breakEvens) {
        const std::string pair = fmt::format("{} against {}", optionName(prepared, breakEven.selfHosted), scenario.apiOffers[breakEven.api].name);
        switch (breakEven.kind) {
        case BreakEvenKind::Within:
            fmt::print(out, "{}: self-hosting is cheaper above {} tokens a day ({}× today's volume)\n", pair, volume(breakEven.tokensPerDay),
                       multiple(breakEven.tokensPerDay / prepared.tokensPerDay.value()));
            break;
        case BreakEvenKind::AlwaysCheaper:
            fmt::print(out, "{}: self-hosting is cheaper from {} tokens a day up\n", pair, volume(SCALE_MIN_TOKENS_PER_DAY));
            break;
        case BreakEvenKind::NoneInRange:
            fmt::print(out, "{}: the API stays cheaper up to {} tokens a day\n", pair, volume(SCALE_MAX_TOKENS_PER_DAY));
            break;
        }
    }
    for (const Crossover& crossover : evaluation.crossovers) {
        if (crossover.month) {
            fmt::print(out, "{} against {}: cumulative cost at or below the API's from month {}\n", optionName(prepared, crossover.selfHosted),
                       scenario.apiOffers[crossover.api].name, *crossover.month);
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
                lines.emplace_back(std::string(COST_ITEM_NAMES[item].name), amount(row.monthly.items[item]));
        }
        fmt::print(out, "\n{} ({} a month)\n", row.name, currency);
        if (row.selfHosted)
            fmt::print(out, "{}\n", fleetSummary(row, scenario.workload));
        out << renderFieldList(lines, 100);
    }
}

void printCsv(const PreparedScenario& prepared, const std::vector<OptionSummary>& rows, std::ostream& out)
{
    out << "name,kind,currency,feasible,monthly_total,cost_per_million_tokens,total_gpus,utilization,cumulative,npv";
    for (const auto& [item, name] : COST_ITEM_NAMES)
        out << ',' << name;
    out << '\n';
    const std::string_view currency = prepared.scenario->currency.display.code();
    for (const OptionSummary& row : rows) {
        out << fmt::format("{},{},{},{}", csvField(row.name), row.selfHosted ? "self_hosted" : "api", currency, row.feasible);
        // An option that cannot run has no figures: empty cells, not zeros.
        if (!row.feasible) {
            out << std::string(6 + COST_ITEM_COUNT, ',') << '\n';
            continue;
        }
        const double total = row.monthly.total();
        out << fmt::format(",{},{},{},{},{},{}", total, row.costPerMillionTokens,
                           row.selfHosted ? fmt::format("{}", row.fleet.gpus) : "", row.selfHosted ? fmt::format("{}", row.utilization) : "",
                           row.horizon->cumulative, row.horizon->netPresentValue);
        for (const double value : row.monthly.items)
            out << fmt::format(",{}", value);
        out << '\n';
    }
}

} // namespace

std::expected<std::vector<Override>, std::string> parseOverrides(const std::vector<std::string>& arguments)
{
    std::vector<Override> overrides;
    for (const std::string& argument : arguments) {
        const auto equals = argument.find('=');
        if (equals == std::string::npos || equals == 0)
            return std::unexpected(fmt::format("--set {}: expected POINTER=VALUE, such as /workload/tokens_per_day=1e8", argument));
        overrides.push_back(Override{argument.substr(0, equals), argument.substr(equals + 1)});
    }
    return overrides;
}

bool runEvaluate(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, ReportFormat format,
                 std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    const PreparedScenario prepared = prepareScenario(*scenario, catalog);
    const Evaluation evaluation = evaluate(prepared);
    const std::vector<OptionSummary> rows = optionRows(prepared, evaluation);
    switch (format) {
    case ReportFormat::Json:
        out << evaluationJson(prepared, evaluation, rows).dump(2) << '\n';
        break;
    case ReportFormat::Csv:
        printCsv(prepared, rows, out);
        break;
    case ReportFormat::Table:
        printTable(prepared, evaluation, rows, out);
        break;
    }
    return true;
}

bool runSweep(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, const SweepRange& range,
              ReportFormat format, std::ostream& out, std::ostream& err)
{
    if (!(range.from > 0.0 && range.to > range.from && range.points >= 2)) {
        fmt::print(err, "error: a sweep needs 0 < --from < --to and at least 2 --points\n");
        return false;
    }
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    const PreparedScenario prepared = prepareScenario(*scenario, catalog);
    const std::vector<SweepPoint> points = sweep(prepared, range.from, range.to, range.points);
    std::vector<std::string> names;
    for (const SelfHostedOption& option : scenario->selfHosted)
        names.push_back(option.name);
    for (const ApiOffer& offer : scenario->apiOffers)
        names.push_back(offer.name);

    const auto costs = [](const SweepPoint& point) {
        std::vector<double> all = point.selfHostedMonthly;
        all.insert(all.end(), point.apiMonthly.begin(), point.apiMonthly.end());
        return all;
    };
    if (format == ReportFormat::Json) {
        json document{{"scenario", scenario->name}, {"currency", scenario->currency.display.code()}, {"points", json::array()}};
        for (const SweepPoint& point : points) {
            const double monthlyTokens = point.tokensPerDay * DAYS_PER_MONTH;
            json options = json::array();
            const std::vector<double> monthly = costs(point);
            for (std::size_t index = 0; index < names.size(); ++index) {
                const bool feasible = index >= prepared.selfHosted.size() || prepared.selfHosted[index].feasible();
                options.push_back({{"name", names[index]},
                                   {"monthly_total", feasible ? json(monthly[index]) : json(nullptr)},
                                   {"cost_per_million_tokens", feasible ? json(monthly[index] / monthlyTokens * TOKENS_PER_MILLION) : json(nullptr)}});
            }
            document["points"].push_back({{"tokens_per_day", point.tokensPerDay}, {"options", std::move(options)}});
        }
        out << document.dump(2) << '\n';
        return true;
    }
    const std::string_view currency = scenario->currency.display.code();
    out << "tokens_per_day";
    for (const std::string& name : names)
        out << ',' << csvField(fmt::format("{} monthly ({})", name, currency)) << ',' << csvField(fmt::format("{} per million tokens ({})", name, currency));
    out << '\n';
    for (const SweepPoint& point : points) {
        const double monthlyTokens = point.tokensPerDay * DAYS_PER_MONTH;
        out << fmt::format("{}", point.tokensPerDay);
        const std::vector<double> monthly = costs(point);
        for (std::size_t index = 0; index < monthly.size(); ++index) {
            // An option that cannot run has no cost to chart: empty cells, not zeros.
            const bool feasible = index >= prepared.selfHosted.size() || prepared.selfHosted[index].feasible();
            if (feasible)
                out << fmt::format(",{},{}", monthly[index], monthly[index] / monthlyTokens * TOKENS_PER_MILLION);
            else
                out << ",,";
        }
        out << '\n';
    }
    return true;
}

} // namespace tco::cli
