#include "report/ResultTables.h"

#include "analysis/Answer.h"
#include "cost/MoneyOverTime.h"
#include "cost/MonthlyTokens.h"
#include "report/ReportInputs.h"
#include "results/Results.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

std::string_view kindName(OptionRef option)
{
    return nameOf(option.kind, OPTION_KIND_NAMES);
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

/// A break-even's status and volume, and the volumes it was searched over.
json breakEvenFields(const BreakEven& breakEven, double today)
{
    const bool found = breakEven.kind != BreakEvenKind::NoneInRange;
    return json{{"status", breakEvenStatus(breakEven.kind)},
                {"tokens_per_day", found ? json(breakEven.tokensPerDay) : json(nullptr)},
                {"multiple_of_current", found ? json(breakEven.tokensPerDay / today) : json(nullptr)},
                {"searched_from_tokens_per_day", breakEven.searched.from},
                {"searched_to_tokens_per_day", breakEven.searched.to}};
}

json answerBreakEvenJson(const Scenario& scenario, const BreakEven& breakEven, double today)
{
    json entry{{nameOf(breakEven.option.kind, OPTION_KIND_NAMES), optionName(scenario, breakEven.option)},
               {"api", scenario.apiOffers[breakEven.api].name}};
    entry.update(breakEvenFields(breakEven, today));
    return entry;
}

json answerOptionJson(const std::optional<AnswerOption>& option)
{
    if (!option)
        return nullptr;
    return json{{"name", option->name},
                {"kind", kindName(option->ref)},
                {"monthly_total", option->monthly},
                {"monthly_total_at_ten_times", option->monthlyAhead ? json(*option->monthlyAhead) : json(nullptr)}};
}

/// The answer (analysis/Answer.h): its sentences and the figures they state.
json answerJson(const Answer& answer, const Scenario& scenario)
{
    const std::vector<std::string> sentences = englishSentences(answer, scenario.currency.display.code());
    std::string text;
    for (const std::string& sentence : sentences)
        text += (text.empty() ? "" : " ") + sentence;
    json cannotRun = json::array();
    for (const OptionThatCannotRun& option : answer.cannotRun)
        cannotRun.push_back({{"name", option.name}, {"reason", option.reason}});
    return json{
        {"text", text},
        {"sentences", sentences},
        {"question", answer.question == Answer::Question::Compared ? "compared" : "cheapest_of_each_kind"},
        {"tokens_per_day", answer.tokensPerDay},
        {"ten_times_tokens_per_day", answer.aheadTokensPerDay ? json(*answer.aheadTokensPerDay) : json(nullptr)},
        {"option", answerOptionJson(answer.option)},
        {"against", answerOptionJson(answer.against)},
        {"cannot_run", std::move(cannotRun)},
        {"break_even", answer.breakEven ? answerBreakEvenJson(scenario, *answer.breakEven, answer.tokensPerDay) : json(nullptr)},
        {"cheapest_other", answerOptionJson(answer.cheapest)},
        {"cheapest_other_at_ten_times", answerOptionJson(answer.cheapestAhead)}};
}

/// The items of one kind of option: a self-hosted option has no token classes, an API no GPUs, a
/// hybrid both; either may leave a commitment unused.
json breakdownJson(const CostBreakdown& breakdown, OptionKind kind)
{
    json items = json::object();
    const auto first = kind == OptionKind::Api ? CostItem::UncachedInput : CostItem::GpuRental;
    const auto last = kind == OptionKind::SelfHosted ? CostItem::OneTime : CostItem::CommittedSpendDiscount;
    for (auto item = static_cast<std::size_t>(first); item <= static_cast<std::size_t>(last); ++item)
        items[std::string(COST_ITEM_NAMES[item].name)] = breakdown.items[item];
    items[std::string(nameOf(CostItem::UnusedCommitment, COST_ITEM_NAMES))] = breakdown[CostItem::UnusedCommitment];
    return items;
}

/// Every option's name in the scenario's order (optionAtPosition()).
std::vector<std::string> optionNames(const Scenario& scenario)
{
    std::vector<std::string> names;
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        names.push_back(optionName(scenario, optionAtPosition(scenario, position)));
    return names;
}

/// Whether option `index` of optionNames() has costs: API offers always, self-hosted ones and
/// hybrids when a replica fits.
bool hasCosts(const PreparedScenario& prepared, std::size_t index)
{
    const std::optional<std::size_t> selfHosted
        = selfHostedOptionOf(*prepared.scenario, optionAtPosition(*prepared.scenario, index));
    return !selfHosted || prepared.selfHosted[*selfHosted].feasible();
}

/// Option `index` of optionNames().
OptionRef optionAt(const PreparedScenario& prepared, std::size_t index)
{
    return optionAtPosition(*prepared.scenario, index);
}

json yearJson(const MoneyYear& year)
{
    return json{{"year", year.year},
                {"months", year.months},
                {"capital_spending", year.capitalSpending},
                {"proceeds", year.proceeds},
                {"running", year.running},
                {"one_time_paid", year.oneTimePaid},
                {"one_time_expensed", year.oneTimeExpensed},
                {"commitments_prepaid", year.commitmentsPrepaid},
                {"commitments_expensed", year.commitmentsExpensed},
                {"depreciation", year.depreciation},
                {"net_cash", year.netCash()},
                {"profit_and_loss", year.profitAndLoss()}};
}

json optionalJson(const auto& value)
{
    return value ? json(*value) : json(nullptr);
}

double perMillion(double monthlyCost, double tokensPerDay)
{
    return monthlyCost / (tokensPerDay * DAYS_PER_MONTH) * TOKENS_PER_MILLION;
}

std::string withCurrency(std::string_view quantity, const PreparedScenario& prepared)
{
    return fmt::format("{} ({})", quantity, prepared.scenario->currency.display.code());
}

json inputsJson(const ReportInputs& inputs)
{
    json assumptions = json::array();
    for (const Assumption& assumption : inputs.assumptions) {
        json row{{"group", assumption.group}, {"label", assumption.label}, {"pointer", assumption.pointer}};
        if (assumption.isChoice()) {
            row["text"] = assumption.text;
        } else {
            row["value"] = assumption.value;
            row["unit"] = assumption.unit;
        }
        row["source"] = assumption.source ? json(inputs.sources[*assumption.source].id) : json(nullptr);
        assumptions.push_back(std::move(row));
    }
    json sources = json::array();
    for (const ReportSource& source : inputs.sources) {
        sources.push_back({{"kind", source.kind},
                           {"id", source.id},
                           {"name", source.name},
                           {"source", source.provenance.source},
                           {"as_of", source.provenance.asOf},
                           {"estimate", source.provenance.estimate},
                           {"notes", source.provenance.notes}});
    }
    return json{{"assumptions", std::move(assumptions)}, {"sources", std::move(sources)}};
}

} // namespace

json layoutJson(const ServingLayout& layout)
{
    return json{{"tensor_parallel", layout.decode.tensorParallel},
                {"pipeline_parallel", layout.decode.pipelineParallel},
                {"attention_dp", layout.decode.attentionDataParallel},
                {"expert_parallel", layout.decode.expertParallel},
                {"serving", nameOf(layout.mode, SERVING_MODE_NAMES)},
                {"prefill_gpus", layout.prefillGpus()},
                {"decode_gpus", layout.decodeGpus()}};
}

std::vector<OptionSummary> rankedOptions(const PreparedScenario& prepared, const Evaluation& evaluation)
{
    std::vector<OptionSummary> options = summarizeOptions(prepared, evaluation);
    sortCheapestFirst(options);
    return options;
}

std::string comparisonCsv(const PreparedScenario& prepared, const Evaluation& evaluation, const CsvFormat& format)
{
    std::vector<std::string> header{
        "name",       "kind",        "currency",   "feasible", "monthly_total", "cost_per_million_tokens",
        "total_gpus", "utilization", "cumulative", "npv"};
    for (const auto& [item, name] : COST_ITEM_NAMES)
        header.emplace_back(name);
    std::string text = csvLine(header, format);
    const std::string currency(prepared.scenario->currency.display.code());
    for (const OptionSummary& option : rankedOptions(prepared, evaluation)) {
        std::vector<std::string> fields{csvField(option.name, format), std::string(kindName(option.ref)), currency,
                                        option.feasible ? "true" : "false"};
        // An option that cannot run has no figures: empty cells, not zeros.
        fields.resize(header.size());
        if (option.feasible) {
            fields[4] = csvNumber(option.monthly.total(), format);
            fields[5] = csvNumber(option.costPerMillionTokens, format);
            fields[6] = option.runsGpus() ? csvNumber(static_cast<double>(option.fleet.gpus), format) : "";
            fields[7] = option.runsGpus() ? csvNumber(option.utilization, format) : "";
            fields[8] = csvNumber(option.horizon->cumulative, format);
            fields[9] = csvNumber(option.horizon->netPresentValue, format);
            for (std::size_t item = 0; item < COST_ITEM_COUNT; ++item)
                fields[10 + item] = csvNumber(option.monthly.items[item], format);
        }
        text += csvLine(fields, format);
    }
    return text;
}

std::string sweepCsv(const PreparedScenario& prepared, const std::vector<SweepPoint>& points, const CsvFormat& format)
{
    std::vector<std::string> header{"tokens_per_day"};
    for (const std::string& name : optionNames(*prepared.scenario)) {
        header.push_back(csvField(withCurrency(name + " monthly", prepared), format));
        header.push_back(csvField(withCurrency(name + " per million tokens", prepared), format));
    }
    std::string text = csvLine(header, format);
    for (const SweepPoint& point : points) {
        std::vector<std::string> fields{csvNumber(point.tokensPerDay, format)};
        const std::vector<double>& monthly = point.monthly;
        for (std::size_t index = 0; index < monthly.size(); ++index) {
            // An option that cannot run has no cost to chart: empty cells, not zeros.
            const bool costed = hasCosts(prepared, index);
            fields.push_back(costed ? csvNumber(monthly[index], format) : "");
            fields.push_back(costed ? csvNumber(perMillion(monthly[index], point.tokensPerDay), format) : "");
        }
        text += csvLine(fields, format);
    }
    return text;
}

std::string horizonCsv(const PreparedScenario& prepared, const Evaluation& evaluation, const CsvFormat& format)
{
    std::vector<const HorizonSeries*> series;
    std::vector<std::string> header{"month", "tokens_per_day"};
    const std::vector<std::string> names = optionNames(*prepared.scenario);
    for (std::size_t index = 0; index < names.size(); ++index) {
        if (!hasCosts(prepared, index))
            continue;
        series.push_back(&horizonOf(evaluation, optionAtPosition(*prepared.scenario, index)));
        header.push_back(csvField(withCurrency(names[index] + " monthly", prepared), format));
        header.push_back(csvField(withCurrency(names[index] + " cumulative", prepared), format));
    }
    std::string text = csvLine(header, format);
    std::vector<double> cumulative(series.size(), 0.0);
    // The volume grows month on month as evaluate() grows it.
    double volume = prepared.tokensPerDay.value();
    for (int month = 1; month <= prepared.horizonMonths; ++month) {
        std::vector<std::string> fields{csvNumber(month, format), csvNumber(volume, format)};
        for (std::size_t index = 0; index < series.size(); ++index) {
            const double cost = series[index]->monthly[static_cast<std::size_t>(month - 1)];
            cumulative[index] += cost;
            fields.push_back(csvNumber(cost, format));
            fields.push_back(csvNumber(cumulative[index], format));
        }
        text += csvLine(fields, format);
        volume *= 1.0 + prepared.monthlyGrowth;
    }
    return text;
}

std::string moneyOverTimeCsv(const Results& results, const CsvFormat& format)
{
    const PreparedScenario& prepared = results.prepared();
    std::vector<std::string> header{"option", "year", "months"};
    for (const char* quantity : {"capital spending", "proceeds", "running", "one-time paid", "one-time expensed",
                                 "commitments prepaid", "commitments expensed", "depreciation", "net cash", "profit and loss"})
        header.push_back(csvField(withCurrency(quantity, prepared), format));
    std::string text = csvLine(header, format);
    const std::vector<std::string> names = optionNames(*prepared.scenario);
    for (std::size_t index = 0; index < names.size(); ++index) {
        const std::optional<MoneyFlows>& flows = results.moneyFlows(optionAt(prepared, index));
        if (!flows)
            continue;
        for (const MoneyYear& year : moneyByYear(*flows)) {
            std::vector<std::string> fields{csvField(names[index], format), csvNumber(year.year, format),
                                            csvNumber(year.months, format)};
            for (const double amount :
                 {year.capitalSpending, year.proceeds, year.running, year.oneTimePaid, year.oneTimeExpensed,
                  year.commitmentsPrepaid, year.commitmentsExpensed, year.depreciation, year.netCash(), year.profitAndLoss()})
                fields.push_back(csvNumber(amount, format));
            text += csvLine(fields, format);
        }
    }
    return text;
}

json moneyOverTimeJson(const Results& results)
{
    const PreparedScenario& prepared = results.prepared();
    const Scenario& scenario = *prepared.scenario;
    const std::vector<std::string> names = optionNames(scenario);
    json options = json::array();
    for (std::size_t index = 0; index < names.size(); ++index) {
        const std::optional<MoneyFlows>& flows = results.moneyFlows(optionAt(prepared, index));
        if (!flows)
            continue;
        json years = json::array();
        double netCash = 0.0;
        double profitAndLoss = 0.0;
        for (const MoneyYear& year : moneyByYear(*flows)) {
            years.push_back(yearJson(year));
            netCash += year.netCash();
            profitAndLoss += year.profitAndLoss();
        }
        options.push_back(
            {{"name", names[index]}, {"net_cash", netCash}, {"profit_and_loss", profitAndLoss}, {"years", std::move(years)}});
    }
    json cases = json::array();
    for (const InvestmentCase& investment : results.investmentCases()) {
        cases.push_back({{"option", optionName(scenario, investment.option)},
                         {"against", optionName(scenario, investment.against)},
                         {"npv", investment.netPresentValue},
                         {"irr_per_year", optionalJson(investment.rateOfReturnPerYear)},
                         {"payback_month", optionalJson(investment.paybackMonth)},
                         {"discounted_payback_month", optionalJson(investment.discountedPaybackMonth)}});
    }
    return json{{"discount_rate_per_year", prepared.discountRatePerYear},
                {"options", std::move(options)},
                {"investment_cases", std::move(cases)}};
}

json evaluationJson(const Results& results)
{
    const PreparedScenario& prepared = results.prepared();
    const Evaluation& evaluation = results.evaluation();
    const Scenario& scenario = *prepared.scenario;
    const std::vector<OptionSummary> rows = rankedOptions(prepared, evaluation);
    json options = json::array();
    for (const OptionSummary& row : rows) {
        json option{{"name", row.name}, {"kind", kindName(row.ref)}, {"feasible", row.feasible}};
        if (!row.feasible) {
            option["reason"] = row.reason;
            options.push_back(std::move(option));
            continue;
        }
        option["monthly_total"] = row.monthly.total();
        option["cost_per_million_tokens"] = row.costPerMillionTokens;
        option["breakdown"] = breakdownJson(row.monthly, row.ref.kind);
        if (row.hybrid != nullptr) {
            const PreparedHybrid& hybrid = prepared.hybrids[row.ref.index];
            option["self_hosted"] = scenario.selfHosted[hybrid.selfHosted].name;
            option["api_offer"] = scenario.apiOffers[hybrid.api].name;
            option["served_up_to_multiple_of_average"] = row.hybrid->capacity;
            option["overflow_share"] = row.hybrid->overflowShare;
            option["pays_off_busy_share"] = row.hybrid->paysOffBusyShare;
        }
        if (row.replica != nullptr) {
            option["total_gpus"] = row.fleet.gpus;
            option["replicas"] = row.fleet.replicas;
            option["gpus_per_replica"] = row.replica->layout.gpus();
            option["tensor_parallel"] = row.replica->layout.decode.tensorParallel;
            option["pipeline_parallel"] = row.replica->layout.decode.pipelineParallel;
            option["layout"] = layoutJson(row.replica->layout);
            option["utilization"] = row.utilization;
            option["per_user_tokens_per_second"] = row.replica->operating.perUser.value();
            option["meets_per_user_target"] = row.replica->meetsPerUserTarget;
            option["time_to_first_token_ms"] = row.replica->operating.timeToFirstToken.value() * 1e3;
            option["meets_ttft_target"] = row.replica->meetsTimeToFirstTokenTarget;
        } else if (row.ref.kind == OptionKind::Hybrid) {
            option["total_gpus"] = 0;
        } else {
            json breakEvens = json::array();
            for (const BreakEven& breakEven : evaluation.breakEvens) {
                if (breakEven.api != row.ref.index)
                    continue;
                json entry{{nameOf(breakEven.option.kind, OPTION_KIND_NAMES), optionName(scenario, breakEven.option)}};
                entry.update(breakEvenFields(breakEven, prepared.tokensPerDay.value()));
                breakEvens.push_back(std::move(entry));
            }
            option["break_even"] = std::move(breakEvens);
        }
        options.push_back(std::move(option));
    }
    json horizonOptions = json::array();
    for (const OptionSummary& row : rows) {
        if (row.feasible)
            horizonOptions.push_back({{"name", row.name},
                                      {"cumulative", row.horizon->cumulative},
                                      {"npv", row.horizon->netPresentValue},
                                      {"monthly", row.horizon->monthly}});
    }
    json crossovers = json::array();
    for (const Crossover& crossover : evaluation.crossovers) {
        crossovers.push_back({{nameOf(crossover.option.kind, OPTION_KIND_NAMES), optionName(scenario, crossover.option)},
                              {"api", scenario.apiOffers[crossover.api].name},
                              {"crossover_month", crossover.month ? json(*crossover.month) : json(nullptr)}});
    }
    return json{{"scenario", scenario.name},
                {"currency", scenario.currency.display.code()},
                {"tokens_per_day", prepared.tokensPerDay.value()},
                {"monthly_tokens", evaluation.monthlyTokens},
                {"headline", answerJson(results.answer(), scenario)},
                {"options", std::move(options)},
                {"horizon",
                 {{"months", scenario.horizonMonths},
                  {"discount_rate_per_year", scenario.discountRatePerYear},
                  {"options", std::move(horizonOptions)},
                  {"crossover", std::move(crossovers)}}},
                {"money_over_time", moneyOverTimeJson(results)}};
}

json sweepJson(const PreparedScenario& prepared, const std::vector<SweepPoint>& points)
{
    const Scenario& scenario = *prepared.scenario;
    const std::vector<std::string> names = optionNames(scenario);
    // Gathered in a plain vector and handed over whole: with JSON_DIAGNOSTICS, ordered_json's
    // push_back relinks every element already in the array to it, which made 100,000 points
    // take seconds.
    json::array_t rows;
    rows.reserve(points.size());
    for (const SweepPoint& point : points) {
        json options = json::array();
        const std::vector<double>& monthly = point.monthly;
        for (std::size_t index = 0; index < names.size(); ++index) {
            const bool costed = hasCosts(prepared, index);
            options.push_back(
                {{"name", names[index]},
                 {"monthly_total", costed ? json(monthly[index]) : json(nullptr)},
                 {"cost_per_million_tokens", costed ? json(perMillion(monthly[index], point.tokensPerDay)) : json(nullptr)}});
        }
        rows.push_back({{"tokens_per_day", point.tokensPerDay}, {"options", std::move(options)}});
    }
    return json{{"scenario", scenario.name}, {"currency", scenario.currency.display.code()}, {"points", std::move(rows)}};
}

json reportJson(const Results& results, const ReportInputs& inputs, const ReportInfo& info)
{
    json document{
        {"report", {{"application", "Breakeven"}, {"version", info.applicationVersion}, {"generated_on", info.generatedOn}}}};
    document.update(evaluationJson(results));
    document["sweep"] = sweepJson(results.prepared(), results.sweep())["points"];
    document["inputs"] = inputsJson(inputs);
    return document;
}

} // namespace tco
