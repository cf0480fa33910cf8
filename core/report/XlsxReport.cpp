#include "report/XlsxReport.h"

#include "analysis/OutcomeMap.h"
#include "analysis/Variants.h"
#include "catalog/Catalog.h"
#include "cluster/ClusterStudy.h"
#include "cost/CurrencyConverter.h"
#include "cost/Evaluation.h"
#include "cost/MoneyOverTime.h"
#include "cost/MonthlyTokens.h"
#include "cost/SizingMemo.h"
#include "cost/WeekLoad.h"
#include "io/AtomicFile.h"
#include "model/ParameterCount.h"
#include "report/ReportInputs.h"
#include "report/SpreadsheetFormula.h"
#include "report/XlsxWorkbook.h"
#include "results/Results.h"
#include "scenario/Resolve.h"
#include "scenario/ScenarioFields.h"
#include "sizing/Precision.h"
#include "text/EnglishNumbers.h"
#include "units/Time.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string_view>

namespace tco {
namespace {

// The sheets, in the order a controller reads them.
constexpr const char* INPUTS_SHEET = "Inputs";
constexpr const char* MODEL_SHEET = "Model";
constexpr const char* LOAD_SHEET = "Load";
constexpr std::array<std::string_view, DAYS_IN_WEEK> WEEKDAYS{"Monday", "Tuesday",  "Wednesday", "Thursday",
                                                              "Friday", "Saturday", "Sunday"};
constexpr const char* HORIZON_SHEET = "Horizon";
constexpr const char* SWEEP_SHEET = "Sweep";
constexpr const char* CASH_FLOW_SHEET = "Cash flow";
constexpr const char* VARIANTS_SHEET = "Variants";
constexpr const char* MAP_SHEET = "Break-even map";
constexpr const char* CLUSTER_SHEET = "Cluster";
constexpr const char* SOURCES_SHEET = "Sources";

/// Rows above the first row of figures on every sheet: a title, a note and the column headers.
constexpr int FIRST_ROW = 3;
constexpr double HEADER_POINTS = 45.0;

/// One number the formulas read, in a named cell of the Inputs sheet.
struct Input {
    std::string group;
    std::string label;
    std::string name;
    double value = 0.0;
    NumberFormat format = NumberFormat::Decimal;
    /// "tokens/day"; for money what follows the currency ("per GPU-hour").
    std::string unit;
    /// Money's own currency, which it is converted from in the formulas.
    std::optional<Currency> currency;
    /// The scenario file's JSON pointer, or where else the figure comes from.
    std::string origin;
    /// For a figure only a catalog states: its ReportSource's kind and id.
    std::string catalogKind;
    std::string catalogId;
};

std::string optionPrefix(std::size_t option)
{
    return fmt::format("option_{}_", option + 1);
}

std::string apiPrefix(std::size_t offer)
{
    return fmt::format("api_{}_", offer + 1);
}

std::string hybridPrefix(std::size_t hybrid)
{
    return fmt::format("hybrid_{}_", hybrid + 1);
}

/// The prefix of an option's names, whatever its kind.
std::string prefixOf(OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted:
        return optionPrefix(option.index);
    case OptionKind::Api:
        return apiPrefix(option.index);
    case OptionKind::Hybrid:
        return hybridPrefix(option.index);
    }
    return {};
}

/// The name of a scenario number's cell: its key, after the prefix of the option, offer or
/// fine-tuning run it belongs to ("option_1_discount"); an exchange rate's, by its currency.
std::string cellName(const Scenario& scenario, FieldSection section, std::string_view key, std::size_t index)
{
    switch (section) {
    case FieldSection::ExchangeRate:
        return exchangeRateName(scenario.currency.exchangeRates[index].currency);
    case FieldSection::SelfHosted:
    case FieldSection::Rented:
    case FieldSection::Owned:
    case FieldSection::Serving:
        return optionPrefix(index) + std::string(key);
    case FieldSection::RentedCommitment:
        return optionPrefix(index) + "reservation_" + std::string(key);
    case FieldSection::ApiOffer:
        return apiPrefix(index) + std::string(key);
    case FieldSection::ApiCommitment:
        return apiPrefix(index) + "commitment_" + std::string(key);
    case FieldSection::Hybrid:
        return hybridPrefix(index) + std::string(key);
    case FieldSection::FineTuning:
        return "fine_tuning_" + std::string(key);
    case FieldSection::Cluster:
    case FieldSection::ClusterJobs:
        return "cluster_" + std::string(key);
    case FieldSection::ClusterInference:
    case FieldSection::ClusterInferenceLayout:
        return "cluster_serving_" + std::string(key);
    case FieldSection::ClusterJobClass:
    case FieldSection::ClusterJobLayout:
        return fmt::format("cluster_job_{}_{}", index + 1, key);
    case FieldSection::Scenario:
    case FieldSection::Workload:
    case FieldSection::Staffing:
    case FieldSection::OneTime:
        break;
    }
    return std::string(key);
}

/// How a number shows in its cell: a share as a percentage, money with its currency, a whole
/// count or a large whole figure (tokens, watts) grouped without decimals.
NumberFormat formatOf(const ScenarioField& field, double value)
{
    constexpr double GROUPED_FROM = 1000.0;
    if (field.rule.share)
        return NumberFormat::Share;
    if (field.currency != nullptr)
        return NumberFormat::Price;
    if (field.rule.wholeNumber || (value >= GROUPED_FROM && value == std::floor(value)))
        return NumberFormat::Whole;
    return NumberFormat::Decimal;
}

/// `text` with a capital first letter, as a label stands alone in a column.
std::string capitalized(std::string text)
{
    if (!text.empty() && text.front() >= 'a' && text.front() <= 'z')
        text.front() = static_cast<char>(text.front() - 'a' + 'A');
    return text;
}

std::string layoutPrefix(std::size_t option, std::size_t layout)
{
    return fmt::format("{}layout_{}_", optionPrefix(option), layout + 1);
}

/// Every number the formulas read, in the order of the scenario file: its values as the file
/// states them (or the catalog where it names an entry), money in its own currency, and for each
/// self-hosted option that can run the sizing model's figures for each of its layouts.
class InputList {
public:
    InputList(const PreparedScenario& prepared, const Catalog& catalog)
        : m_prepared(prepared)
        , m_scenario(*prepared.scenario)
        , m_catalog(catalog)
    { }

    std::vector<Input> collect()
    {
        addScenario();
        for (std::size_t option = 0; option < m_scenario.selfHosted.size(); ++option) {
            if (m_prepared.selfHosted[option].feasible())
                addSelfHosted(option);
        }
        for (std::size_t offer = 0; offer < m_scenario.apiOffers.size(); ++offer)
            addApiOffer(offer);
        return std::move(m_inputs);
    }

private:
    Input& add(std::string group, std::string label, std::string name, double value, NumberFormat format, std::string unit,
               std::string origin)
    {
        return m_inputs.emplace_back(Input{std::move(group),
                                           std::move(label),
                                           std::move(name),
                                           value,
                                           format,
                                           std::move(unit),
                                           std::nullopt,
                                           std::move(origin),
                                           {},
                                           {}});
    }

    /// The scenario's number `key` of `section`, of entry `index`: its label, unit, value and
    /// currency as the fields table has them, under its cellName().
    Input& addField(std::string group, FieldSection section, std::string_view key, std::size_t index = 0)
    {
        const ScenarioField& field = *findField(section, key);
        const double value = field.get(m_scenario, m_catalog, index);
        Input& input = add(std::move(group), capitalized(field.label), cellName(m_scenario, section, key, index), value,
                           formatOf(field, value), unitOf(field, std::nullopt), fieldInstance(m_scenario, field, index).pointer);
        if (field.currency != nullptr)
            input.currency = field.currency(m_scenario, m_catalog, index);
        if (field.fromCatalog && !field.typedIn(m_scenario, index))
            markCatalogEntry(input, section, index);
        return input;
    }

    /// Marks a number the file leaves to a catalog entry as that entry's.
    void markCatalogEntry(Input& input, FieldSection section, std::size_t index) const
    {
        if (section == FieldSection::ApiOffer && !m_scenario.apiOffers[index].apiPriceId.empty())
            fromCatalog(input, "API price", m_scenario.apiOffers[index].apiPriceId);
        if (section == FieldSection::Rented) {
            const std::string& id = std::get<RentedCompute>(m_scenario.selfHosted[index].compute).cloudPriceId;
            if (!id.empty())
                fromCatalog(input, "Cloud price", id);
        }
    }

    /// Adds the numbers of `section` the cost formulas read, in the field table's order, but
    /// those `priced` says entry `index` does not price.
    template <typename Priced = bool (*)(const ScenarioField&)>
    void addFields(
        const std::string& group, FieldSection section, std::size_t index = 0,
        Priced priced = [](const ScenarioField&) { return true; })
    {
        for (const ScenarioField& field : scenarioFields()) {
            if (field.section == section && !field.sizingOnly && priced(field))
                addField(group, section, field.key, index);
        }
    }

    Input& addMoney(std::string group, std::string label, std::string name, const Money& money, std::string unit,
                    std::string origin)
    {
        Input& input = add(std::move(group), std::move(label), std::move(name), money.amount, NumberFormat::Price,
                           std::move(unit), std::move(origin));
        input.currency = money.currency;
        return input;
    }

    static void fromCatalog(Input& input, std::string kind, std::string id)
    {
        input.catalogKind = std::move(kind);
        input.catalogId = std::move(id);
    }

    void addScenario()
    {
        const std::string scenario = "Scenario";
        addFields(scenario, FieldSection::Scenario);
        for (std::size_t index = 0; index < m_scenario.currency.exchangeRates.size(); ++index)
            addField(scenario, FieldSection::ExchangeRate, "usd_per_unit", index).label
                = fmt::format("Exchange rate: one {} in USD", m_scenario.currency.exchangeRates[index].currency.code());
        add(scenario, "Days in an average month (365.25 / 12)", "days_per_month", DAYS_PER_MONTH, NumberFormat::Decimal, "days",
            "the cost model's constant");

        addFields("Workload", FieldSection::Workload);
        addFields("Staffing", FieldSection::Staffing);
        addFields("One-time costs", FieldSection::OneTime);
        const OneTimeCosts& oneTime = m_scenario.oneTime;
        if (const auto& run = oneTime.fineTuning) {
            const GpuSpec& gpu = *m_catalog.gpu(run->gpuId);
            const ModelSpec& model = *m_catalog.model(m_scenario.model.id);
            const std::string fineTuning = "One-time costs: fine-tuning";
            addFields(fineTuning, FieldSection::FineTuning);
            fromCatalog(add(fineTuning, fmt::format("{}: dense BF16 peak", gpu.name), "fine_tuning_gpu_bf16_peak",
                            peakThroughput(gpu, Precision::Bf16).value(), NumberFormat::General, "operations/s", "GPU catalog"),
                        "GPU", gpu.id);
            add(fineTuning, fmt::format("{}: active parameters", model.name), "fine_tuning_active_parameters",
                activeParameters(model, countParameters(model)), NumberFormat::Whole, "parameters",
                "counted by the application from the model's architecture (model catalog)");
        }
        // The Cluster sheet's worth in money counts its domains from here.
        if (m_scenario.cluster)
            addField("Cluster", FieldSection::Cluster, "domains");
    }

    void addSelfHosted(std::size_t index)
    {
        const SelfHostedOption& option = m_scenario.selfHosted[index];
        const PreparedSelfHosted& prepared = m_prepared.selfHosted[index];
        const GpuSpec& gpu = *m_catalog.gpu(option.gpuId);
        const std::string prefix = optionPrefix(index);
        const std::string& group = option.name;
        addFields(group, FieldSection::SelfHosted, index);
        if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
            Input& unit
                = add(group, "GPUs per instance", prefix + "gpus_per_instance", prepared.gpusPerUnit, NumberFormat::Whole, "GPUs",
                      rented->cloudPriceId.empty() ? "one GPU when the price is typed in" : "cloud price catalog");
            if (!rented->cloudPriceId.empty())
                fromCatalog(unit, "Cloud price", rented->cloudPriceId);
            const bool spot = effectivePricing(*rented, m_catalog) == Pricing::Spot;
            addFields(group, FieldSection::Rented, index, [&](const ScenarioField& field) {
                return spot || field.key != std::string_view("spot_interruption_overhead");
            });
            if (rented->commitment) {
                addFields(group, FieldSection::RentedCommitment, index, [&](const ScenarioField& field) {
                    return field.present == nullptr || field.present(m_scenario, index);
                });
            }
        } else {
            fromCatalog(add(group, "GPUs per server", prefix + "gpus_per_server", gpu.gpusPerServer, NumberFormat::Whole, "GPUs",
                            "GPU catalog"),
                        "GPU", gpu.id);
            fromCatalog(add(group, fmt::format("{}: power (TDP)", gpu.name), prefix + "gpu_tdp_watts",
                            gpu.tdp.value_or(Watts(0.0)).value(), NumberFormat::Whole, "W per GPU", "GPU catalog"),
                        "GPU", gpu.id);
            addFields(group, FieldSection::Owned, index);
        }
        for (std::size_t layout = 0; layout < prepared.layouts.size(); ++layout) {
            const PreparedLayout& sized = prepared.layouts[layout];
            const std::string origin
                = fmt::format("computed by the sizing model for replicas of {}", describeLayout(sized.replica.layout));
            add(group, fmt::format("Layout {}: GPUs per replica", layout + 1), layoutPrefix(index, layout) + "gpus_per_replica",
                sized.replica.layout.gpus(), NumberFormat::Whole, "GPUs", origin);
            add(group, fmt::format("Layout {}: tokens a day one replica is planned at", layout + 1),
                layoutPrefix(index, layout) + "tokens_per_day", sized.capacityPerDay, NumberFormat::Whole, "tokens/day", origin);
        }
    }

    void addApiOffer(std::size_t index)
    {
        const ApiOffer& offer = m_scenario.apiOffers[index];
        const std::string& group = offer.name;
        addFields(group, FieldSection::ApiOffer, index);
        if (offer.commitment)
            addFields(group, FieldSection::ApiCommitment, index);
    }

    const PreparedScenario& m_prepared;
    const Scenario& m_scenario;
    const Catalog& m_catalog;
    std::vector<Input> m_inputs;
};

/// The entry of `inputs.sources` an input comes from: the one its assumption names, else the
/// catalog entry only it states; none for a figure typed into the scenario file.
std::optional<std::size_t> sourceOf(const Input& input, const ReportInputs& inputs)
{
    const auto assumption = std::ranges::find(inputs.assumptions, input.origin, &Assumption::pointer);
    if (assumption != inputs.assumptions.end() && assumption->source)
        return assumption->source;
    const auto source = std::ranges::find_if(inputs.sources, [&](const ReportSource& entry) {
        return !input.catalogKind.empty() && entry.kind == input.catalogKind && entry.id == input.catalogId;
    });
    if (source == inputs.sources.end())
        return std::nullopt;
    return static_cast<std::size_t>(source - inputs.sources.begin());
}

/// Column headers with their widths in characters.
using Columns = std::vector<std::pair<std::string, double>>;

/// Headers in `row`, which stays in view with the rows above it while scrolling.
void writeColumns(XlsxSheet& sheet, int row, const Columns& columns)
{
    for (std::size_t column = 0; column < columns.size(); ++column) {
        sheet.text(row, static_cast<int>(column), columns[column].first, CellRole::Header);
        sheet.columnWidth(static_cast<int>(column), columns[column].second);
    }
    // Room for an option's name and what the column holds of it on up to three lines.
    sheet.rowHeight(row, HEADER_POINTS);
    sheet.freezeRowsAbove(row + 1);
}

/// A sheet's first rows: its title, a note on how to read it, and the headers of its columns.
void writeHead(XlsxSheet& sheet, const std::string& title, std::string_view note, const Columns& columns)
{
    sheet.text(0, 0, title, CellRole::Title);
    sheet.text(1, 0, note, CellRole::Note);
    writeColumns(sheet, FIRST_ROW - 1, columns);
}

/// One row an input, its value in column C under its defined name; then the scenario's other
/// assumptions, which the sizing model reads and the formulas do not.
void writeInputs(XlsxWorkbook& book, const Scenario& scenario, const std::vector<Input>& list, const ReportInputs& inputs)
{
    XlsxSheet sheet = book.addSheet(INPUTS_SHEET);
    writeHead(sheet, fmt::format("{}: inputs", scenario.name),
              "Values in blue are what the formulas of the Model, Horizon and Sweep sheets read, by the name in column E: change "
              "one and every figure that depends on it follows.",
              {{"Group", 30},
               {"Input", 44},
               {"Value", 18},
               {"Unit", 24},
               {"Name", 40},
               {"Where it comes from", 52},
               {"Source", 48},
               {"As of", 12}});
    const auto writeSource = [&](int row, std::optional<std::size_t> source, std::string_view otherwise) {
        if (!source) {
            sheet.text(row, 6, otherwise);
            return;
        }
        const ReportSource& entry = inputs.sources[*source];
        sheet.text(row, 6, fmt::format("{}: {}", entry.kind, entry.name));
        sheet.text(row, 7, entry.provenance.asOf);
    };
    int row = FIRST_ROW;
    for (const Input& input : list) {
        sheet.text(row, 0, input.group);
        sheet.text(row, 1, input.label);
        const std::string currency(input.currency ? input.currency->code() : std::string_view());
        sheet.number(row, 2, input.value, input.format, CellRole::Input, currency);
        sheet.text(row, 3, input.currency ? fmt::format("{} {}", currency, input.unit) : input.unit);
        sheet.text(row, 4, input.name);
        sheet.defineName(input.name, row, 2);
        sheet.text(row, 5, input.origin);
        writeSource(row, sourceOf(input, inputs), input.origin.starts_with('/') ? "scenario file" : "");
        ++row;
    }

    ++row;
    sheet.text(row++, 0, "Other assumptions: the sizing model reads them; change them in the application, not here",
               CellRole::Section);
    for (const Assumption& assumption : inputs.assumptions) {
        if (std::ranges::any_of(list, [&](const Input& input) { return input.origin == assumption.pointer; }))
            continue;
        sheet.text(row, 0, assumption.group);
        sheet.text(row, 1, assumption.label);
        if (assumption.isChoice())
            sheet.text(row, 2, assumption.text);
        else
            sheet.number(row, 2, assumption.value, NumberFormat::General);
        sheet.text(row, 3, assumption.unit);
        sheet.text(row, 5, assumption.pointer);
        writeSource(row, assumption.source, "scenario file");
        ++row;
    }
}

/// Every entry the figures come from, after what the workbook is.
void writeSources(XlsxWorkbook& book, const Scenario& scenario, const ReportInputs& inputs, const ReportInfo& info)
{
    XlsxSheet sheet = book.addSheet(SOURCES_SHEET);
    sheet.text(0, 0, "Sources", CellRole::Title);
    const std::vector<std::pair<std::string, std::string>> about{
        {"Scenario", scenario.name},
        {"Generated on", info.generatedOn},
        {"Application", fmt::format("Breakeven {}", info.applicationVersion)},
        {"Amounts in", std::string(scenario.currency.display.code())},
    };
    int row = 1;
    for (const auto& [label, value] : about) {
        sheet.text(row, 0, label, CellRole::Section);
        sheet.text(row, 1, value);
        ++row;
    }
    ++row;
    writeColumns(sheet, row++,
                 {{"Kind", 16}, {"Id", 44}, {"Name", 40}, {"Source", 70}, {"As of", 12}, {"Estimate", 10}, {"Notes", 70}});
    for (const ReportSource& source : inputs.sources) {
        sheet.text(row, 0, source.kind);
        sheet.text(row, 1, source.id);
        sheet.text(row, 2, source.name);
        sheet.text(row, 3, source.provenance.source, CellRole::Paragraph);
        sheet.text(row, 4, source.provenance.asOf);
        sheet.text(row, 5, source.provenance.estimate ? "estimate" : "");
        sheet.text(row, 6, source.provenance.notes, CellRole::Paragraph);
        ++row;
    }
}

/// The replicas of a layout a volume needs: ⌈volume / tokens a day one replica serves⌉, at least one.
std::string replicasFormula(const std::string& layout, const std::string& volume)
{
    return fmt::format("MAX(1,ROUNDUP({}/{}tokens_per_day,0))", volume, layout);
}

/// The name of the number of GPUs an option's servers or instances hold.
std::string unitName(std::size_t option, const PreparedSelfHosted& prepared)
{
    return optionPrefix(option)
        + (std::holds_alternative<PreparedOwned>(prepared.compute) ? "gpus_per_server" : "gpus_per_instance");
}

/// Whether a fleet formula holds an option's reserved GPUs: the fleet does, but what the volume
/// needs, of which the reservation's idle GPUs are the rest, does not.
enum class ReservedFloor { Held, Ignored };

/// The GPUs the replicas of a layout occupy: whole servers or instances, never fewer than the
/// option's minimum (rounded up to whole ones too), nor, where held, than its reserved GPUs.
std::string layoutGpusFormula(std::size_t option, const PreparedSelfHosted& prepared, std::size_t layout,
                              const std::string& replicas, ReservedFloor reserved)
{
    const std::string p = optionPrefix(option);
    const std::string floor = reserved == ReservedFloor::Held && prepared.reservedGpus > 0
        ? fmt::format("MAX({0}gpus,{0}reserved_gpus)", p)
        : p + "gpus";
    return fmt::format("ROUNDUP(MAX({},{}*{}gpus_per_replica)/{},0)*{}", floor, replicas, layoutPrefix(option, layout),
                       unitName(option, prepared), unitName(option, prepared));
}

/// The fleet for a volume: the fewest GPUs of the option's layouts. Costs depend on the GPUs
/// alone, so this is the fleet fleetFor() picks whatever it breaks a tie by.
std::string fleetGpusFormula(std::size_t option, const PreparedSelfHosted& prepared, const std::string& volume,
                             ReservedFloor reserved = ReservedFloor::Held)
{
    std::string formula = "MIN(";
    for (std::size_t layout = 0; layout < prepared.layouts.size(); ++layout) {
        formula += (layout == 0 ? "" : ",")
            + layoutGpusFormula(option, prepared, layout, replicasFormula(layoutPrefix(option, layout), volume), reserved);
    }
    return formula + ")";
}

/// What a hybrid plan's fleet of `gpus` GPUs of a layout serves of the Load sheet's week at
/// `volume`: every hour up to its replicas' full rate, as a multiple of the average hour.
std::string hybridCapacityFormula(std::size_t option, std::size_t layout, const std::string& gpus, const std::string& volume)
{
    const std::string l = layoutPrefix(option, layout);
    return fmt::format("INT({}/{}gpus_per_replica)*{}tokens_per_day*load_busiest_hour/{}", gpus, l, l, volume);
}

/// The share of the week's tokens that arrives above `capacity` (WeekLoad::shareAbove()).
std::string overflowShareFormula(const std::string& capacity)
{
    return fmt::format("SUMPRODUCT((load_rates>{0})*(load_rates-{0}))/SUM(load_rates)", capacity);
}

/// The inputs as terms of formulas: which names the Inputs sheet defines, and each amount in the
/// display currency.
class InputTerms {
public:
    InputTerms(const std::vector<Input>& inputs, Currency display)
        : m_display(display)
    {
        for (const Input& input : inputs) {
            m_names.insert(input.name);
            if (input.currency)
                m_currencies.emplace(input.name, *input.currency);
        }
    }

    [[nodiscard]] bool has(const std::string& name) const { return m_names.contains(name); }

    /// The amount input `name` as a term in the display currency, or the other value of it that
    /// `cell` holds, in the same currency.
    [[nodiscard]] std::string amount(const std::string& name, std::string_view cell = {}) const
    {
        return inDisplayCurrency(cell.empty() ? std::string_view(name) : cell, m_currencies.at(name), m_display);
    }

    /// What one GPU of a rented option costs to rent a month, at the price per GPU-hour of
    /// `priceCell` (empty: the Inputs sheet's).
    [[nodiscard]] std::string gpuRental(std::size_t option, std::string_view priceCell = {}) const
    {
        const std::string p = optionPrefix(option);
        // Only spot capacity carries the overhead, and only then is it an input.
        const bool spot = has(p + "spot_interruption_overhead");
        return fmt::format("{}*(1-{}discount)*{}hours_per_day*days_per_month{}", amount(p + "price_per_gpu_hour", priceCell), p,
                           p, spot ? fmt::format("*(1+{}spot_interruption_overhead)", p) : "");
    }

private:
    Currency m_display;
    std::set<std::string> m_names;
    std::map<std::string, Currency> m_currencies;
};

/// The Model sheet: the month at the scenario's volume, every cost item a formula of the inputs.
/// Self-hosted items are split into what each GPU of the fleet costs and what the option costs
/// whatever its size, the line the Horizon and Sweep sheets evaluate at other fleets.
class ModelSheet {
public:
    ModelSheet(XlsxWorkbook& book, const PreparedScenario& prepared, const Evaluation& evaluation, const Catalog& catalog,
               const InputTerms& terms)
        : m_sheet(book.addSheet(MODEL_SHEET))
        , m_prepared(prepared)
        , m_scenario(*prepared.scenario)
        , m_evaluation(evaluation)
        , m_catalog(catalog)
        , m_display(m_scenario.currency.display)
        , m_terms(terms)
    { }

    void write()
    {
        writeHead(m_sheet, fmt::format("{}: a month at the volume of the Inputs sheet", m_scenario.name),
                  fmt::format("Every figure is a formula of the Inputs sheet, in {} a month unless the unit says otherwise. A "
                              "self-hosted item costs its fixed amount plus its amount per GPU times the fleet's GPUs.",
                              m_display.code()),
                  {{"Line", 60},
                   {"Per GPU a month", 18},
                   {"Fixed a month", 18},
                   {"At today's volume", 20},
                   {"Unit, and how it is computed", 60}});
        writeVolume();
        for (std::size_t option = 0; option < m_scenario.selfHosted.size(); ++option)
            writeSelfHosted(option);
        for (std::size_t offer = 0; offer < m_scenario.apiOffers.size(); ++offer)
            writeApiOffer(offer);
        for (std::size_t hybrid = 0; hybrid < m_scenario.hybrids.size(); ++hybrid)
            writeHybrid(hybrid);
        writeSearches();
    }

private:
    /// An amount input as a term of a formula in the display currency.
    std::string amount(const std::string& name) const { return m_terms.amount(name); }

    void section(const std::string& title)
    {
        ++m_row;
        m_sheet.text(m_row++, 0, title, CellRole::Section);
    }

    /// A figure in column D, optionally named.
    void figure(std::string_view label, const std::string& formula, double value, NumberFormat format, std::string_view unit,
                const std::string& name = {})
    {
        m_sheet.text(m_row, 0, label);
        m_sheet.formula(m_row, 3, "=" + formula, value, format);
        m_sheet.text(m_row, 4, unit);
        if (!name.empty())
            m_sheet.defineName(name, m_row, 3);
        ++m_row;
    }

    void writeVolume()
    {
        const Workload& workload = m_scenario.workload;
        const MonthlyTokens tokens = monthlyTokens(workload, m_prepared.tokensPerDay);
        section("Volume");
        figure("Tokens a month", "tokens_per_day*days_per_month", tokens.total(), NumberFormat::Whole, "tokens",
               "monthly_tokens");
        figure("Input tokens a month",
               "monthly_tokens*input_tokens_per_request/(input_tokens_per_request+output_tokens_per_request)",
               tokens.uncachedInput + tokens.cachedInput + tokens.cacheWrite, NumberFormat::Whole, "tokens",
               "monthly_input_tokens");
        figure("of which read from a prompt cache", "monthly_input_tokens*cached_input_share", tokens.cachedInput,
               NumberFormat::Whole, "tokens", "monthly_cached_input_tokens");
        figure("of which written to a prompt cache", "monthly_input_tokens*cache_write_share", tokens.cacheWrite,
               NumberFormat::Whole, "tokens", "monthly_cache_write_tokens");
        // As the engine has it (cost/MonthlyTokens.cpp): a difference would round below zero
        // when the two shares add up to one.
        figure("of which neither", "monthly_input_tokens*(1-(cached_input_share+cache_write_share))", tokens.uncachedInput,
               NumberFormat::Whole, "tokens", "monthly_uncached_input_tokens");
        figure("Output tokens a month", "monthly_tokens-monthly_input_tokens", tokens.output, NumberFormat::Whole, "tokens",
               "monthly_output_tokens");

        section("One-time costs");
        std::string total = amount("setup") + "+" + amount("migration");
        if (const auto& run = m_scenario.oneTime.fineTuning) {
            const CurrencyConverter converter(m_scenario.currency);
            const double cost = fineTuningCost(*run, *m_catalog.model(m_scenario.model.id), *m_catalog.gpu(run->gpuId),
                                               converter.toDisplay(run->pricePerGpuHour));
            // Six operations per parameter and token (forward and backward passes), at the GPUs'
            // BF16 peak times the MFU, billed by the GPU-hour.
            figure("Fine-tuning run",
                   "fine_tuning_training_tokens*6*fine_tuning_active_parameters/"
                   "(fine_tuning_gpus*fine_tuning_gpu_bf16_peak*fine_tuning_mfu)/3600"
                   "*fine_tuning_gpus*"
                       + amount("fine_tuning_price_per_gpu_hour"),
                   cost, NumberFormat::Money, "once", "fine_tuning_cost");
            total += "+fine_tuning_cost";
        }
        figure(m_scenario.oneTime.amortizeOverHorizon ? "One-time costs, spread over the horizon"
                                                      : "One-time costs, paid up front",
               total, m_prepared.oneTimeTotal, NumberFormat::Money, "once", "one_time_total");
    }

    /// A line of a self-hosted option's month: what each GPU costs and what the option costs
    /// whatever its size, as formulas; either may be empty. The month is fixed + per GPU × the
    /// fleet's GPUs unless `month` gives another formula.
    struct CostLine {
        CostItem item;
        std::string label;
        std::string perGpu;
        std::string fixed;
        std::string explanation;
        std::string month = {};
    };

    /// The lines of an option's month, the first written at row `first`.
    std::vector<CostLine> costLines(std::size_t index, const PreparedSelfHosted& option, int first) const
    {
        const std::string p = optionPrefix(index);
        std::vector<CostLine> lines;
        if (option.reservedGpus > 0) {
            // The reserved GPUs at their price, the rest at the price beyond, and of the rental
            // what the reserved GPUs the volume does not need cost (rows first and first + 1).
            const std::string beyond = m_terms.has(p + "reservation_above_commitment_per_gpu_hour")
                ? fmt::format("{}*{}hours_per_day*days_per_month", amount(p + "reservation_above_commitment_per_gpu_hour"), p)
                : m_terms.gpuRental(index);
            const std::string unused = cellReference(first + 1, 3);
            lines.push_back({CostItem::GpuRental, "GPU rental", beyond,
                             fmt::format("{}reserved_gpus*({}-{})", p, m_terms.gpuRental(index), cellReference(first, 1)),
                             "reserved GPUs at price × (1 − discount) × hours a day × days a month, the rest at the price "
                             "beyond the reservation; less the unused reservation below",
                             fmt::format("{}*{}fleet_gpus+{}-{}", cellReference(first, 1), p, cellReference(first, 2), unused)});
            lines.push_back({CostItem::UnusedCommitment,
                             "Unused commitment",
                             {},
                             {},
                             "reserved GPUs the volume does not need × a reserved GPU's rental",
                             fmt::format("MAX(0,{0}reserved_gpus-{0}needed_gpus)*{1}", p, m_terms.gpuRental(index))});
            lines.push_back({CostItem::CloudExtras, "Cloud extras: storage, egress, support",
                             fmt::format("{}*{}extra_cost_share", cellReference(first, 1), p),
                             fmt::format("{}*{}extra_cost_share", cellReference(first, 2), p), "GPU rental × extra share"});
        } else if (std::holds_alternative<PreparedRented>(option.compute)) {
            const bool spot = m_terms.has(p + "spot_interruption_overhead");
            lines.push_back({CostItem::GpuRental,
                             "GPU rental",
                             m_terms.gpuRental(index),
                             {},
                             spot ? "price × (1 − discount) × hours a day × days a month × (1 + spot overhead)"
                                  : "price × (1 − discount) × hours a day × days a month"});
            lines.push_back({CostItem::CloudExtras,
                             "Cloud extras: storage, egress, support",
                             fmt::format("{}*{}extra_cost_share", cellReference(first, 1), p),
                             {},
                             "GPU rental × extra share"});
        } else {
            const std::string perGpu = "/" + p + "gpus_per_server";
            lines.push_back({CostItem::Depreciation,
                             "Depreciation",
                             fmt::format("({0}capex_per_server-{0}residual_per_server)/{0}life_months{1}", p, perGpu),
                             {},
                             "(capex − residual) / life in months / GPUs per server"});
            lines.push_back(
                {CostItem::CostOfCapital,
                 "Cost of capital",
                 fmt::format(
                     "IF({0}monthly_cost_of_capital>0,({0}capex_per_server-{0}residual_per_server/(1+{0}monthly_cost_of_capital)^"
                     "{0}life_months)*{0}monthly_cost_of_capital/(1-(1+{0}monthly_cost_of_capital)^(-{0}life_months))-"
                     "({0}capex_per_server-{0}residual_per_server)/{0}life_months,0){1}",
                     p, perGpu),
                 {},
                 "(annuity at the cost of capital − depreciation) / GPUs per server: the interest on the capital"});
            lines.push_back(
                {CostItem::Power,
                 "Power",
                 fmt::format("{0}server_kw*{0}pue*24*days_per_month*{1}{2}", p, amount(p + "power_price_per_kwh"), perGpu),
                 {},
                 "server kW × PUE × hours in a month × price per kWh / GPUs per server"});
            lines.push_back({CostItem::Colocation,
                             "Colocation",
                             fmt::format("{0}server_kw*{1}{2}", p, amount(p + "colocation_per_kw_month"), perGpu),
                             {},
                             "server kW × price per kW-month / GPUs per server"});
            lines.push_back({CostItem::Maintenance,
                             "Maintenance",
                             fmt::format("{0}capex_per_server*{0}maintenance_share_per_year/12{1}", p, perGpu),
                             {},
                             "capex × yearly share / 12 / GPUs per server"});
        }
        lines.push_back({CostItem::Software, "Software", amount(p + "software_per_gpu_year") + "/12", {}, "per GPU-year / 12"});
        lines.push_back({CostItem::Other, "Other running costs", {}, amount(p + "other_per_month"), "a month"});
        lines.push_back(
            {CostItem::Staff, "Staff",
             fmt::format("IF(gpus_per_additional_fte>0,{}/gpus_per_additional_fte,0)", amount("monthly_cost_per_fte")),
             "base_fte*" + amount("monthly_cost_per_fte"), "(base team + GPUs / GPUs per additional FTE) × cost per FTE"});
        if (m_scenario.oneTime.amortizeOverHorizon)
            lines.push_back(
                {CostItem::OneTime, "One-time costs", {}, "one_time_total/horizon_months", "spread evenly over the horizon"});
        return lines;
    }

    void writeFleet(std::size_t index, const PreparedSelfHosted& option, const Fleet& fleet)
    {
        std::vector<std::string> layoutGpus;
        for (std::size_t layout = 0; layout < option.layouts.size(); ++layout) {
            const PreparedLayout& sized = option.layouts[layout];
            const std::int64_t replicas = replicasNeeded(sized, m_prepared.tokensPerDay.value());
            const std::string replicasCell = cellReference(m_row, 3);
            figure(fmt::format("Layout {} ({}): replicas for the volume", layout + 1, describeLayout(sized.replica.layout)),
                   replicasFormula(layoutPrefix(index, layout), "tokens_per_day"), static_cast<double>(replicas),
                   NumberFormat::Whole, "tokens a day / tokens a day one replica serves, rounded up");
            layoutGpus.push_back(cellReference(m_row, 3));
            figure(fmt::format("Layout {}: GPUs", layout + 1),
                   layoutGpusFormula(index, option, layout, replicasCell, ReservedFloor::Held),
                   static_cast<double>(fleetGpusFor(option, sized, replicas)), NumberFormat::Whole,
                   "replicas × GPUs each, in whole units, at least the minimum and the reserved GPUs");
        }
        std::string cells;
        for (const std::string& cell : layoutGpus)
            cells += (cells.empty() ? "" : ",") + cell;
        figure("Fleet: GPUs", "MIN(" + cells + ")", static_cast<double>(fleet.gpus), NumberFormat::Whole,
               "the fewest of the layouts'", optionPrefix(index) + "fleet_gpus");
        if (option.reservedGpus > 0) {
            figure("GPUs the volume needs without the reservation",
                   fleetGpusFormula(index, option, "tokens_per_day", ReservedFloor::Ignored),
                   static_cast<double>(fleet.gpus - idleReservedGpus(option, m_prepared.tokensPerDay)), NumberFormat::Whole,
                   "as the fleet, but for the reserved GPUs", optionPrefix(index) + "needed_gpus");
        }
    }

    void writeServer(std::size_t index, const PreparedOwned& owned)
    {
        const std::string p = optionPrefix(index);
        figure("Capex per server", fmt::format("{}*(1+{}networking_share)", amount(p + "server_price"), p), owned.serverCapex,
               NumberFormat::Money, "server price × (1 + networking share)", p + "capex_per_server");
        figure("Residual value per server", fmt::format("{0}capex_per_server*{0}residual_value_share", p),
               owned.serverCapex * owned.residualValueShare, NumberFormat::Money, "capex × residual share",
               p + "residual_per_server");
        figure("Life", fmt::format("{}life_years*12", p), owned.lifeMonths, NumberFormat::Decimal, "months", p + "life_months");
        figure("Cost of capital a month", fmt::format("{}cost_of_capital_per_year/12", p), owned.monthlyCostOfCapital,
               NumberFormat::Share, "a month", p + "monthly_cost_of_capital");
        figure("Power drawn per server", fmt::format("({0}gpus_per_server*{0}gpu_tdp_watts+{0}server_overhead_watts)/1000", p),
               owned.serverPower.value() / 1000.0, NumberFormat::Decimal, "kW: GPUs at TDP plus the rest of the server",
               p + "server_kw");
    }

    void writeSelfHosted(std::size_t index)
    {
        const PreparedSelfHosted& option = m_prepared.selfHosted[index];
        const SelfHostedEvaluation& result = m_evaluation.selfHosted[index];
        const std::string p = optionPrefix(index);
        section(m_scenario.selfHosted[index].name);
        if (!option.feasible()) {
            m_sheet.text(m_row++, 0, "Cannot run: " + explainInfeasibility(option.layouts.front().replica, option.sizing));
            return;
        }
        if (option.reservedGpus > 0) {
            const std::string unit = unitName(index, option);
            figure("Reserved GPUs, in whole instances", fmt::format("ROUNDUP({}reservation_gpus/{},0)*{}", p, unit, unit),
                   option.reservedGpus, NumberFormat::Whole, "the fleet never holds fewer", p + "reserved_gpus");
        }
        writeFleet(index, option, result.fleet);
        if (const auto* owned = std::get_if<PreparedOwned>(&option.compute))
            writeServer(index, *owned);

        // Each item's share of the cost line, which holds from the reserved GPUs up (none without
        // a reservation): what one unit adds there, and its amount less that per GPU × them.
        const double oneTime = oneTimePerMonth(m_prepared);
        const std::int64_t floor = option.reservedGpus;
        const CostBreakdown atFloor = selfHostedMonthlyCost(option, m_prepared.staffing, floor, oneTime, 0);
        const CostBreakdown atNext = selfHostedMonthlyCost(option, m_prepared.staffing, floor + option.gpusPerUnit, oneTime, 0);
        const auto perGpuOf = [&](CostItem item) { return (atNext[item] - atFloor[item]) / option.gpusPerUnit; };
        const int first = m_row;
        std::vector<std::string> pricedCells;
        for (const CostLine& line : costLines(index, option, first)) {
            m_sheet.text(m_row, 0, line.label);
            std::string month;
            if (!line.perGpu.empty()) {
                m_sheet.formula(m_row, 1, "=" + line.perGpu, perGpuOf(line.item), NumberFormat::Money);
                month = fmt::format("{}*{}fleet_gpus", cellReference(m_row, 1), p);
                if (followsPriceTrend(line.item))
                    pricedCells.push_back(cellReference(m_row, 1));
            }
            if (!line.fixed.empty()) {
                m_sheet.formula(m_row, 2, "=" + line.fixed, atFloor[line.item] - perGpuOf(line.item) * static_cast<double>(floor),
                                NumberFormat::Money);
                month += (month.empty() ? "" : "+") + cellReference(m_row, 2);
            }
            m_sheet.formula(m_row, 3, "=" + (line.month.empty() ? month : line.month), result.monthly[line.item],
                            NumberFormat::Money);
            m_sheet.text(m_row, 4, line.explanation);
            ++m_row;
        }
        const FleetCostLine line = fleetCostLine(option, m_prepared.staffing, oneTime);
        const auto sum = [&](int column) {
            return fmt::format("=SUM({}:{})", cellReference(first, column), cellReference(m_row - 1, column));
        };
        m_sheet.text(m_row, 0, "Total", CellRole::Total);
        m_sheet.formula(m_row, 1, sum(1), line.perGpu, NumberFormat::Money, CellRole::Total);
        m_sheet.defineName(p + "cost_per_gpu_month", m_row, 1);
        m_sheet.formula(m_row, 2, sum(2), line.fixed, NumberFormat::Money, CellRole::Total);
        m_sheet.defineName(p + "fixed_cost_month", m_row, 2);
        m_sheet.formula(m_row, 3, sum(3), result.monthly.total(), NumberFormat::Money, CellRole::Total);
        m_sheet.defineName(p + "monthly_cost", m_row, 3);
        m_sheet.text(m_row, 4, "fixed + per GPU × GPUs");
        ++m_row;
        m_sheet.text(m_row, 0, "Of which follows the price trend");
        m_sheet.formula(m_row, 1, pricedCells.empty() ? "=0" : "=" + fmt::format("{}", fmt::join(pricedCells, "+")),
                        line.pricedPerGpu, NumberFormat::Money);
        m_sheet.defineName(p + "priced_cost_per_gpu_month", m_row, 1);
        m_sheet.text(m_row, 4, "the Horizon sheet moves it by the option's price trend, month by month");
        ++m_row;
        if (option.reservedGpus > 0) {
            const auto& rented = std::get<PreparedRented>(option.compute);
            figure("A reserved GPU's month, rental and extras",
                   fmt::format("{}*(1+{}extra_cost_share)", m_terms.gpuRental(index), p),
                   rented.pricePerGpuHour * HOURS_PER_DAY * DAYS_PER_MONTH * (1.0 + rented.extraCostShare), NumberFormat::Money,
                   "the Horizon sheet holds it at each term's first month's price", p + "reserved_cost_per_gpu_month");
        }
        figure("Per million tokens", p + "monthly_cost/monthly_tokens*1000000",
               result.monthly.total() / m_evaluation.monthlyTokens * TOKENS_PER_MILLION, NumberFormat::Price,
               "a month's cost / tokens a month × 1,000,000");
    }

    void writeApiOffer(std::size_t index)
    {
        const std::string p = apiPrefix(index);
        const CostBreakdown& bill = m_evaluation.api[index];
        section(m_scenario.apiOffers[index].name);
        if (m_scenario.apiOffers[index].commitment) {
            // Above the bill's items, so that they and what the promise leaves unused sum to the total.
            figure("Promised spend a month", amount(p + "commitment_monthly_spend"), m_prepared.api[index].committedMonthlySpend,
                   NumberFormat::Money, "the commitment's, in the display currency", p + "committed_spend");
        }
        const int first = m_row;
        const auto tokenClass = [&](std::string_view label, CostItem item, std::string_view tokens, std::string_view price) {
            figure(label, fmt::format("{}/1000000*{}", tokens, amount(p + std::string(price))), bill[item], NumberFormat::Money,
                   "tokens a month / 1,000,000 × price per million");
        };
        tokenClass("Input tokens neither cached nor written", CostItem::UncachedInput, "monthly_uncached_input_tokens",
                   "input_per_mtok");
        tokenClass("Cached input tokens", CostItem::CachedInput, "monthly_cached_input_tokens", "cached_input_per_mtok");
        tokenClass("Cache writes", CostItem::CacheWrite, "monthly_cache_write_tokens", "cache_write_per_mtok");
        tokenClass("Output tokens", CostItem::Output, "monthly_output_tokens", "output_per_mtok");
        const std::string listed = fmt::format("SUM({}:{})", cellReference(first, 3), cellReference(m_row - 1, 3));
        const std::string batch = cellReference(m_row, 3);
        figure("Batch discount", fmt::format("-{}*batch_share*{}batch_discount", listed, p), bill[CostItem::BatchDiscount],
               NumberFormat::Money, "− the bill × batch share × batch discount");
        figure("Committed-spend discount", fmt::format("-({}+{})*{}committed_spend_discount", listed, batch, p),
               bill[CostItem::CommittedSpendDiscount], NumberFormat::Money, "− what remains × committed-spend discount");
        // The bill of the tokens, before a promised spend that it may fall short of.
        std::string tokensBill = p + "monthly_cost";
        if (m_scenario.apiOffers[index].commitment) {
            tokensBill = fmt::format("SUM({}:{})", cellReference(first, 3), cellReference(m_row - 1, 3));
            figure("Unused commitment", fmt::format("MAX(0,{}committed_spend-{})", p, tokensBill),
                   bill[CostItem::UnusedCommitment], NumberFormat::Money, "the promised spend a month less the bill, if more");
        }
        m_sheet.text(m_row, 0, "Total", CellRole::Total);
        m_sheet.formula(m_row, 3, fmt::format("=SUM({}:{})", cellReference(first, 3), cellReference(m_row - 1, 3)), bill.total(),
                        NumberFormat::Money, CellRole::Total);
        m_sheet.defineName(p + "monthly_cost", m_row, 3);
        ++m_row;
        figure("Per million tokens", p + "monthly_cost/monthly_tokens*1000000",
               bill.total() / m_evaluation.monthlyTokens * TOKENS_PER_MILLION, NumberFormat::Price,
               "a month's cost / tokens a month × 1,000,000");
        figure("A month's cost per token a day", fmt::format("({})/tokens_per_day", tokensBill),
               apiUsePerTokenPerDay(m_prepared, m_prepared.api[index]), NumberFormat::TinyMoney,
               "the bill of the tokens is proportional to volume: what the Horizon and Sweep sheets scale",
               p + "cost_per_token_per_day");
    }

    /// A hybrid plan's month: the fleet the application chose, what it serves of the Load sheet's
    /// week, its self-hosted option's cost line at that fleet and its API's price for the rest.
    void writeHybrid(std::size_t index)
    {
        const PreparedHybrid& plan = m_prepared.hybrids[index];
        const HybridEvaluation& result = m_evaluation.hybrids[index];
        const std::string h = hybridPrefix(index);
        const std::string self = optionPrefix(plan.selfHosted);
        section(m_scenario.hybrids[index].name);
        if (!result.feasible) {
            m_sheet.text(m_row++, 0, fmt::format("Cannot run: {} cannot", m_scenario.selfHosted[plan.selfHosted].name));
            return;
        }
        const PreparedSelfHosted& option = m_prepared.selfHosted[plan.selfHosted];
        const HybridFleet& fleet = result.fleet;
        const std::size_t layout = fleet.fleet.layout;
        m_sheet.text(m_row, 0, "Fleet: GPUs, the application's choice");
        m_sheet.number(m_row, 3, static_cast<double>(fleet.fleet.gpus), NumberFormat::Whole, CellRole::Input);
        m_sheet.defineName(h + "fleet_gpus", m_row, 3);
        m_sheet.text(m_row, 4,
                     plan.gpus || plan.servedHourPercentile
                         ? "the file's fleet, in whole units: a value; type another to price it"
                         : "the fleet of least cost at today's volume, a search (no formula does it): a value; type another "
                           "to price it");
        ++m_row;
        m_sheet.text(m_row, 0, fmt::format("Layout {}: {}", layout + 1, describeLayout(option.layouts[layout].replica.layout)));
        m_sheet.text(m_row++, 4, "the fleet's replicas, as the application chose them");
        const std::string capacity = cellReference(m_row, 3);
        figure("Serves every hour up to", hybridCapacityFormula(plan.selfHosted, layout, h + "fleet_gpus", "tokens_per_day"),
               fleet.capacity, NumberFormat::Decimal,
               "times the average hour: whole replicas × tokens a day each at the busiest hour × the busiest hour's "
               "multiple / tokens a day");
        figure("Share of the tokens to the API", overflowShareFormula(capacity), fleet.overflowShare, NumberFormat::Share,
               "the week's hours' rates above the capacity, summed, over all of them", h + "overflow_share");
        const int first = m_row;
        const HybridPrices prices = hybridPrices(m_prepared, plan);
        figure("The fleet's month",
               fmt::format("IF({0}fleet_gpus>0,{1}fixed_cost_month+{1}cost_per_gpu_month*{0}fleet_gpus,0)", h, self),
               fleet.fleet.gpus > 0 ? prices.fleet.at(fleet.fleet.gpus) : 0.0, NumberFormat::Money,
               "the self-hosted option's fixed + per GPU × GPUs; nothing without GPUs");
        figure("The API's month for the rest",
               fmt::format("{}cost_per_token_per_day*tokens_per_day*{}overflow_share", apiPrefix(plan.api), h),
               prices.apiPerTokenPerDay * m_prepared.tokensPerDay.value() * fleet.overflowShare, NumberFormat::Money,
               "the API's month per token a day × tokens a day × share to the API");
        m_sheet.text(m_row, 0, "Total", CellRole::Total);
        m_sheet.formula(m_row, 3, fmt::format("=SUM({}:{})", cellReference(first, 3), cellReference(m_row - 1, 3)),
                        result.monthly.total(), NumberFormat::Money, CellRole::Total);
        m_sheet.defineName(h + "monthly_cost", m_row, 3);
        ++m_row;
        figure("Per million tokens", h + "monthly_cost/monthly_tokens*1000000",
               result.monthly.total() / m_evaluation.monthlyTokens * TOKENS_PER_MILLION, NumberFormat::Price,
               "a month's cost / tokens a month × 1,000,000");
    }

    /// Break-even volumes and crossover months: searches, which a formula cannot redo.
    void writeSearches()
    {
        if (m_evaluation.breakEvens.empty())
            return;
        section("Found by the application's searches: values, not formulas, so they do not follow a changed input");
        for (const BreakEven& breakEven : m_evaluation.breakEvens) {
            m_sheet.text(m_row, 0,
                         fmt::format("{} against {}: {} cheaper from", optionName(m_scenario, breakEven.option),
                                     m_scenario.apiOffers[breakEven.api].name, breakEvenSubject(breakEven.option)));
            switch (breakEven.kind) {
            case BreakEvenKind::Within:
                m_sheet.number(m_row, 3, breakEven.tokensPerDay, NumberFormat::Whole);
                m_sheet.text(m_row, 4,
                             fmt::format("tokens a day, to {}: {}", englishTokens(breakEven.searched.to),
                                         breakEven.option.kind == OptionKind::Hybrid
                                             ? "where the plan's first GPUs pay for themselves"
                                             : "the highest stair of the fleet's cost the API undercuts"));
                break;
            case BreakEvenKind::AlwaysCheaper:
                m_sheet.text(m_row, 4,
                             fmt::format("every volume from {} to {} tokens a day", englishTokens(breakEven.searched.from),
                                         englishTokens(breakEven.searched.to)));
                break;
            case BreakEvenKind::NoneInRange:
                m_sheet.text(m_row, 4,
                             fmt::format("no volume: the API is cheaper somewhere up to {} tokens a day",
                                         englishTokens(breakEven.searched.to)));
                break;
            }
            ++m_row;
        }
        for (const Crossover& crossover : m_evaluation.crossovers) {
            m_sheet.text(m_row, 0,
                         fmt::format("{} against {}: cumulative cost {} the API's from month",
                                     optionName(m_scenario, crossover.option), m_scenario.apiOffers[crossover.api].name,
                                     crossoverComparison(crossover.option)));
            if (crossover.month)
                m_sheet.number(m_row, 3, *crossover.month, NumberFormat::Whole);
            else
                m_sheet.text(m_row, 4, "never within the horizon");
            ++m_row;
        }
    }

    XlsxSheet m_sheet;
    const PreparedScenario& m_prepared;
    const Scenario& m_scenario;
    const Evaluation& m_evaluation;
    const Catalog& m_catalog;
    Currency m_display;
    const InputTerms& m_terms;
    int m_row = FIRST_ROW;
};

/// The columns of the self-hosted options that can run and of the API offers, from `first` on:
/// two for each option (GPUs and cost), one for each offer.
/// The columns of the options that can run: a self-hosted option's or hybrid plan's GPUs and
/// cost, an API offer's cost.
struct OptionColumns {
    std::vector<std::pair<std::size_t, int>> selfHosted;
    std::vector<int> api;
    std::vector<std::pair<std::size_t, int>> hybrids;
    int end = 0;
};

OptionColumns optionColumns(const PreparedScenario& prepared, int first)
{
    OptionColumns columns;
    int column = first;
    for (std::size_t option = 0; option < prepared.selfHosted.size(); ++option) {
        if (prepared.selfHosted[option].feasible()) {
            columns.selfHosted.emplace_back(option, column);
            column += 2;
        }
    }
    for (std::size_t offer = 0; offer < prepared.api.size(); ++offer)
        columns.api.push_back(column++);
    for (std::size_t hybrid = 0; hybrid < prepared.hybrids.size(); ++hybrid) {
        if (prepared.selfHosted[prepared.hybrids[hybrid].selfHosted].feasible()) {
            columns.hybrids.emplace_back(hybrid, column);
            column += 2;
        }
    }
    columns.end = column;
    return columns;
}

/// The headers of those columns, after `leading` ones.
Columns optionHeaders(const Scenario& scenario, const OptionColumns& columns, Columns leading)
{
    const auto fleetAndCost = [&leading](const std::string& name, std::string_view gpus) {
        leading.emplace_back(fmt::format("{}: {}", name, gpus), 16);
        leading.emplace_back(fmt::format("{}: cost", name), 22);
    };
    for (const auto& [option, column] : columns.selfHosted)
        fleetAndCost(scenario.selfHosted[option].name, "GPUs");
    for (std::size_t offer = 0; offer < columns.api.size(); ++offer)
        leading.emplace_back(fmt::format("{}: cost", scenario.apiOffers[offer].name), 22);
    for (const auto& [hybrid, column] : columns.hybrids)
        fleetAndCost(scenario.hybrids[hybrid].name, "GPUs, the application's choice");
    return leading;
}

/// A hybrid plan's month in row `row`, its GPUs in `column` and its fleet of `layout`, at the
/// volume in `volume`: its self-hosted option's month at that fleet (`fleetCost`, a formula
/// without its "="), nothing without GPUs; and its API's price, times `apiFactor` if there is one,
/// for the tokens above the fleet.
std::string hybridCostFormula(const PreparedHybrid& plan, std::size_t layout, int row, int column, const std::string& volume,
                              const std::string& fleetCost, const std::string& apiFactor)
{
    const std::string gpus = cellReference(row, column);
    return fmt::format("=IF({0}>0,{1},0)+{2}cost_per_token_per_day*{3}{4}*{5}", gpus, fleetCost, apiPrefix(plan.api), volume,
                       apiFactor.empty() ? "" : "*" + apiFactor,
                       overflowShareFormula(hybridCapacityFormula(plan.selfHosted, layout, gpus, volume)));
}

/// An API offer's month at `volume` at today's prices, without the "=": the bill of its tokens, or
/// the promised spend where that is more.
std::string apiMonthFormula(const PreparedScenario& prepared, std::size_t offer, const std::string& volume)
{
    const std::string a = apiPrefix(offer);
    const std::string bill = fmt::format("{}cost_per_token_per_day*{}", a, volume);
    return prepared.api[offer].committedMonthlySpend > 0.0 ? fmt::format("MAX({}committed_spend,{})", a, bill) : bill;
}

/// A self-hosted option's month at the fleet in `gpusCell`, from its cost line, without the "=".
std::string selfHostedCostFormula(std::size_t option, const std::string& gpusCell)
{
    return fmt::format("{0}fixed_cost_month+{0}cost_per_gpu_month*{1}", optionPrefix(option), gpusCell);
}

/// The factor the price trend of the option or offer named by `prefix` sets on prices in the
/// months of `monthCells`: (1 + trend)^((month − 1) / 12).
std::string trendFactor(const std::string& prefix, const std::string& monthCells)
{
    return fmt::format("(1+{}price_trend_per_year)^(({}-1)/12)", prefix, monthCells);
}

/// A self-hosted option's month in the Horizon sheet's row `row`, its GPUs in `column`, as a
/// formula without its "=". Rented
/// GPUs are all billed at the month's price; owned servers keep the capital charge and
/// maintenance of the month they were bought in, so the priced part sums each month's new GPUs
/// (the month's GPUs less the month before's, none before month 1) at that month's factor.
std::string trendedCostFormula(std::size_t option, bool owned, int row, int column)
{
    const std::string p = optionPrefix(option);
    const std::string gpus = cellReference(row, column);
    if (!owned) {
        return fmt::format("{0}fixed_cost_month+({0}cost_per_gpu_month-{0}priced_cost_per_gpu_month+{0}priced_cost_per_gpu_"
                           "month*{1})*{2}",
                           p, trendFactor(p, cellReference(row, 0)), gpus);
    }
    const std::string months = fmt::format("{}:{}", cellReference(FIRST_ROW + 1, 0), cellReference(row, 0));
    const std::string added = fmt::format("({}:{}-{}:{})", cellReference(FIRST_ROW + 1, column), gpus,
                                          cellReference(FIRST_ROW, column), cellReference(row - 1, column));
    return fmt::format("{0}fixed_cost_month+({0}cost_per_gpu_month-{0}priced_cost_per_gpu_month)*{1}+{0}priced_cost_per_"
                       "gpu_month*SUMPRODUCT({2}*{3})",
                       p, gpus, added, trendFactor(p, months));
}

/// The first month of the term that the month in `monthCell` falls in, for a commitment whose
/// term is the input `termName`: terms start in month 1 and every term after.
std::string termStartFormula(const std::string& monthCell, const std::string& termName)
{
    return fmt::format("(FLOOR(({}-1)/{},1)*{}+1)", monthCell, termName, termName);
}

/// The Horizon sheet's volume in the first month of the term of row `row`.
std::string termStartVolume(int row, int last, const std::string& termName)
{
    return fmt::format("INDEX({}:{},{})", cellReference(FIRST_ROW + 1, 1), cellReference(last, 1),
                       termStartFormula(cellReference(row, 0), termName));
}

/// A reserved option's GPUs reserved in the term of row `row`: the file's for the first term,
/// the GPUs the volume needs in its first month for each later one (reservedMonths()).
std::string reservedInTermFormula(std::size_t option, const PreparedSelfHosted& prepared, int row, int last)
{
    const std::string p = optionPrefix(option);
    const std::string term = p + "reservation_term_months";
    return fmt::format("IF({}<={},{}reserved_gpus,{})", cellReference(row, 0), term, p,
                       fleetGpusFormula(option, prepared, termStartVolume(row, last, term), ReservedFloor::Ignored));
}

/// A reserved option's month in the Horizon sheet's row `row`, its GPUs in `column`: the cost line
/// without its reservation, the GPUs beyond the term's reservation at the month's price and the
/// reserved ones at the price of the term's first month.
std::string reservedCostFormula(std::size_t option, const PreparedSelfHosted& prepared, int row, int column, int last)
{
    const std::string p = optionPrefix(option);
    const std::string gpus = cellReference(row, column);
    const std::string reserved = reservedInTermFormula(option, prepared, row, last);
    return fmt::format("{0}fixed_cost_month-{0}reserved_gpus*({0}reserved_cost_per_gpu_month-{0}priced_cost_per_gpu_month)+({0}"
                       "cost_per_gpu_month-{0}priced_cost_per_gpu_month)*{1}+{0}priced_cost_per_gpu_month*{2}*({1}-{3})+{0}"
                       "reserved_cost_per_gpu_month*{4}*{3}",
                       p, gpus, trendFactor(p, cellReference(row, 0)), reserved,
                       trendFactor(p, termStartFormula(cellReference(row, 0), p + "reservation_term_months")));
}

/// The week's shape: the hours' and days' weights as inputs, and the 168 hours' rates as
/// multiples of the average hour (WeekLoad), which the hybrid plans' formulas read.
void writeLoad(XlsxWorkbook& book, const Scenario& scenario, const LoadShape& shape)
{
    XlsxSheet sheet = book.addSheet(LOAD_SHEET);
    const std::optional<LoadProfileChoice>& choice = scenario.workload.loadProfile;
    writeHead(sheet, fmt::format("{}: the week's load, hour by hour", scenario.name),
              fmt::format("The weights are {}; only their ratios matter. Hour h of day d runs at weight(h) / mean of the hours' "
                          "weights × weight(d) / mean of the days' weights times the week's average hour.",
                          choice && !choice->id.empty() ? fmt::format("those of the catalog profile {}", choice->id)
                                                        : std::string("the scenario file's own")),
              {{"Hour of the day", 10},
               {"Weight", 12},
               {"", 4},
               {"Day", 12},
               {"Weight", 12},
               {"", 4},
               {"Day", 12},
               {"Hour", 8},
               {"Times the average hour", 14},
               {"", 4},
               {"Busiest hour", 14},
               {"Times the average hour", 14}});
    for (std::size_t hour = 0; hour < HOURS_IN_DAY; ++hour) {
        const int row = FIRST_ROW + static_cast<int>(hour);
        sheet.number(row, 0, static_cast<double>(hour), NumberFormat::Whole);
        sheet.number(row, 1, shape.hours[hour], NumberFormat::Decimal, CellRole::Input);
    }
    sheet.defineName("load_hour_weights", FIRST_ROW, 1, FIRST_ROW + static_cast<int>(HOURS_IN_DAY) - 1, 1);
    for (std::size_t day = 0; day < DAYS_IN_WEEK; ++day) {
        const int row = FIRST_ROW + static_cast<int>(day);
        sheet.text(row, 3, WEEKDAYS[day]);
        sheet.number(row, 4, shape.days[day], NumberFormat::Decimal, CellRole::Input);
    }
    sheet.defineName("load_day_weights", FIRST_ROW, 4, FIRST_ROW + static_cast<int>(DAYS_IN_WEEK) - 1, 4);
    const std::array<double, HOURS_IN_WEEK> rates = weekRates(shape);
    for (std::size_t hour = 0; hour < HOURS_IN_WEEK; ++hour) {
        const int row = FIRST_ROW + static_cast<int>(hour);
        const int dayRow = FIRST_ROW + static_cast<int>(hour / HOURS_IN_DAY);
        const int hourRow = FIRST_ROW + static_cast<int>(hour % HOURS_IN_DAY);
        sheet.text(row, 6, WEEKDAYS[hour / HOURS_IN_DAY]);
        sheet.number(row, 7, static_cast<double>(hour % HOURS_IN_DAY), NumberFormat::Whole);
        sheet.formula(row, 8,
                      fmt::format("={}/AVERAGE(load_hour_weights)*{}/AVERAGE(load_day_weights)", cellReference(hourRow, 1),
                                  cellReference(dayRow, 4)),
                      rates[hour], NumberFormat::Decimal);
    }
    sheet.defineName("load_rates", FIRST_ROW, 8, FIRST_ROW + static_cast<int>(HOURS_IN_WEEK) - 1, 8);
    sheet.text(FIRST_ROW, 10, "The week's");
    sheet.formula(FIRST_ROW, 11, "=MAX(load_rates)", std::ranges::max(rates), NumberFormat::Decimal);
    sheet.defineName("load_busiest_hour", FIRST_ROW, 11);
}

/// Month by month, as Evaluation's horizon: month 0 holds the one-time costs paid up front, each
/// later month the costs of its volume, which grows from the last month's; owned fleets never
/// shrink.
void writeHorizon(XlsxWorkbook& book, const PreparedScenario& prepared, const Evaluation& evaluation)
{
    const Scenario& scenario = *prepared.scenario;
    XlsxSheet sheet = book.addSheet(HORIZON_SHEET);
    const OptionColumns columns = optionColumns(prepared, 3);
    writeHead(sheet, fmt::format("{}: {} months, in {}", scenario.name, prepared.horizonMonths, scenario.currency.display.code()),
              "Month 0 holds one-time costs paid up front. Costs fall at the end of their month, discounted by (1 + discount "
              "rate)^(−month / 12). Prices move by each option's yearly trend, (1 + trend)^((month − 1) / 12); owned servers "
              "keep the price of the month they were bought in. A hybrid plan's GPUs are the application's choice for each "
              "month, its cost a formula of them. The months are as many as the horizon was when the workbook was written.",
              optionHeaders(scenario, columns, {{"Month", 10}, {"Tokens a day", 18}, {"Present value factor", 14}}));

    const int last = FIRST_ROW + prepared.horizonMonths;
    const double upfront = prepared.amortizeOneTime ? 0.0 : prepared.oneTimeTotal;
    std::vector<double> volumes;
    for (TokensPerDay volume = prepared.tokensPerDay; volumes.size() < static_cast<std::size_t>(prepared.horizonMonths);
         volume = volume * (1.0 + prepared.monthlyGrowth))
        volumes.push_back(volume.value());
    for (int month = 0; month <= prepared.horizonMonths; ++month) {
        const int row = FIRST_ROW + month;
        sheet.number(row, 0, month, NumberFormat::Whole);
        sheet.formula(row, 2, fmt::format("=(1+discount_rate_per_year)^(-{}/12)", cellReference(row, 0)),
                      std::pow(1.0 + prepared.discountRatePerYear, -month / 12.0), NumberFormat::Decimal);
        if (month == 0)
            continue;
        const double volume = volumes[static_cast<std::size_t>(month - 1)];
        sheet.formula(row, 1, month == 1 ? "=tokens_per_day" : fmt::format("={}*(1+monthly_growth)", cellReference(row - 1, 1)),
                      volume, NumberFormat::Whole);
    }
    const auto totals = [&](int column, const std::string& prefix, const HorizonSeries& series) {
        const std::string costs = fmt::format("{}:{}", cellReference(FIRST_ROW, column), cellReference(last, column));
        sheet.formula(last + 1, column, fmt::format("=SUM({})", costs), series.cumulative, NumberFormat::Money, CellRole::Total);
        sheet.defineName(prefix + "cumulative_cost", last + 1, column);
        sheet.formula(last + 2, column,
                      fmt::format("=SUMPRODUCT({},{}:{})", costs, cellReference(FIRST_ROW, 2), cellReference(last, 2)),
                      series.netPresentValue, NumberFormat::Money, CellRole::Total);
        sheet.defineName(prefix + "net_present_value", last + 2, column);
    };
    sheet.text(last + 1, 0, "Cumulative", CellRole::Total);
    sheet.text(last + 2, 0, "Net present value", CellRole::Total);

    for (const auto& [option, column] : columns.selfHosted) {
        const PreparedSelfHosted& self = prepared.selfHosted[option];
        const HorizonSeries& series = evaluation.selfHostedHorizon[option];
        const bool owned = std::holds_alternative<PreparedOwned>(self.compute);
        const std::optional<ReservedMonths> reserved
            = self.reservedGpus > 0 ? std::optional(reservedMonths(prepared, self)) : std::nullopt;
        if (upfront > 0.0)
            sheet.formula(FIRST_ROW, column + 1, "=one_time_total", upfront, NumberFormat::Money);
        else
            sheet.number(FIRST_ROW, column + 1, 0.0, NumberFormat::Money);
        std::int64_t gpus = 0;
        for (int month = 1; month <= prepared.horizonMonths; ++month) {
            const int row = FIRST_ROW + month;
            const auto index = static_cast<std::size_t>(month - 1);
            const double cost = series.monthly[index] - (month == 1 ? upfront : 0.0);
            if (self.reservedGpus > 0) {
                sheet.formula(row, column,
                              fmt::format("=MAX({},{})", reservedInTermFormula(option, self, row, last),
                                          fleetGpusFormula(option, self, cellReference(row, 1), ReservedFloor::Ignored)),
                              static_cast<double>(reserved->fleet[index]), NumberFormat::Whole);
                sheet.formula(row, column + 1, "=" + reservedCostFormula(option, self, row, column, last), cost,
                              NumberFormat::Money);
                continue;
            }
            const std::int64_t needed = fleetFor(self, TokensPerDay(volumes[index])).gpus;
            gpus = owned ? std::max(gpus, needed) : needed;
            const std::string fleet = fleetGpusFormula(option, self, cellReference(row, 1));
            // Servers once bought stay bought.
            sheet.formula(row, column,
                          owned && month > 1 ? fmt::format("=MAX({},{})", cellReference(row - 1, column), fleet) : "=" + fleet,
                          static_cast<double>(gpus), NumberFormat::Whole);
            sheet.formula(row, column + 1, "=" + trendedCostFormula(option, owned, row, column), cost, NumberFormat::Money);
        }
        totals(column + 1, optionPrefix(option), series);
    }
    for (std::size_t offer = 0; offer < columns.api.size(); ++offer) {
        const int column = columns.api[offer];
        const HorizonSeries& series = evaluation.apiHorizon[offer];
        sheet.number(FIRST_ROW, column, 0.0, NumberFormat::Money);
        for (int month = 1; month <= prepared.horizonMonths; ++month) {
            const int row = FIRST_ROW + month;
            const std::string a = apiPrefix(offer);
            std::string bill
                = fmt::format("{}cost_per_token_per_day*{}*{}", a, cellReference(row, 1), trendFactor(a, cellReference(row, 0)));
            if (prepared.api[offer].committedMonthlySpend > 0.0) {
                // The promised spend: the file's in the first term, each later term's first month's bill.
                const std::string term = a + "commitment_term_months";
                const std::string renewed = fmt::format("{}cost_per_token_per_day*{}*{}", a, termStartVolume(row, last, term),
                                                        trendFactor(a, termStartFormula(cellReference(row, 0), term)));
                bill = fmt::format("MAX(IF({}<={},{}committed_spend,{}),{})", cellReference(row, 0), term, a, renewed, bill);
            }
            sheet.formula(row, column, "=" + bill, series.monthly[static_cast<std::size_t>(month - 1)], NumberFormat::Money);
        }
        totals(column, apiPrefix(offer), series);
    }
    for (const auto& [hybrid, column] : columns.hybrids) {
        const PreparedHybrid& plan = prepared.hybrids[hybrid];
        const bool owned = std::holds_alternative<PreparedOwned>(prepared.selfHosted[plan.selfHosted].compute);
        const HybridMonths months = hybridMonths(prepared, plan);
        const HorizonSeries& series = evaluation.hybridHorizon[hybrid];
        // One-time costs come with the first GPUs, as the plan's horizon has them.
        const double planUpfront = months.gpus.front() > 0 ? upfront : 0.0;
        if (upfront > 0.0)
            sheet.formula(FIRST_ROW, column + 1, fmt::format("=IF({}>0,one_time_total,0)", cellReference(FIRST_ROW + 1, column)),
                          planUpfront, NumberFormat::Money);
        else
            sheet.number(FIRST_ROW, column + 1, 0.0, NumberFormat::Money);
        for (int month = 1; month <= prepared.horizonMonths; ++month) {
            const int row = FIRST_ROW + month;
            const auto index = static_cast<std::size_t>(month - 1);
            sheet.number(row, column, static_cast<double>(months.gpus[index]), NumberFormat::Whole, CellRole::Input);
            sheet.formula(row, column + 1,
                          hybridCostFormula(plan, months.layouts[index], row, column, cellReference(row, 1),
                                            trendedCostFormula(plan.selfHosted, owned, row, column),
                                            trendFactor(apiPrefix(plan.api), cellReference(row, 0))),
                          series.monthly[index] - (month == 1 ? planUpfront : 0.0), NumberFormat::Money);
        }
        totals(column + 1, hybridPrefix(hybrid), series);
    }
}

/// Each option's net cash month by month as the application works it out (servers bought, sold
/// and valued at the end: values), and each investment case's savings, their present value and
/// rate of return as Excel's own NPV() and IRR() of them.
void writeCashFlow(XlsxWorkbook& book, const Results& results)
{
    const Scenario& scenario = results.scenario();
    std::vector<std::pair<OptionRef, std::vector<double>>> options;
    for (std::size_t position = 0; position < optionCount(scenario); ++position) {
        const OptionRef option = optionAtPosition(scenario, position);
        if (const std::optional<MoneyFlows>& flows = results.moneyFlows(option))
            options.emplace_back(option, flows->netCash());
    }
    const std::vector<InvestmentCase>& cases = results.investmentCases();
    Columns columns{{"Month", 10}};
    for (const auto& [option, netCash] : options)
        columns.emplace_back(fmt::format("{}: net cash out", optionName(scenario, option)), 20);
    for (const InvestmentCase& investment : cases) {
        columns.emplace_back(fmt::format("{} against {}: saved", optionName(scenario, investment.option),
                                         optionName(scenario, investment.against)),
                             22);
    }
    XlsxSheet sheet = book.addSheet(CASH_FLOW_SHEET);
    writeHead(sheet, fmt::format("{}: cash month by month, in {}", scenario.name, scenario.currency.display.code()),
              "Month 0 is today, what is paid up front; each later month its end. Each option's net cash out is the "
              "application's (servers paid when bought, sold at the end of their life, those still running valued at the "
              "horizon's end; commitments paid up front paid whole at each term's start): values. What an option saves against "
              "another is the other's net cash less its own, and its "
              "present value and rate of return are Excel's NPV() and IRR() of those savings.",
              columns);
    const int last = FIRST_ROW + scenario.horizonMonths;
    const auto columnOf = [&](OptionRef option) {
        return 1
            + static_cast<int>(std::ranges::find(options, option, &std::pair<OptionRef, std::vector<double>>::first)
                               - options.begin());
    };
    for (int month = 0; month <= scenario.horizonMonths; ++month) {
        const int row = FIRST_ROW + month;
        sheet.number(row, 0, month, NumberFormat::Whole);
        for (std::size_t index = 0; index < options.size(); ++index)
            sheet.number(row, 1 + static_cast<int>(index), options[index].second[static_cast<std::size_t>(month)],
                         NumberFormat::Money);
    }
    sheet.text(last + 1, 0, "Present value at the discount rate", CellRole::Total);
    sheet.text(last + 2, 0, "Rate of return a year", CellRole::Total);
    sheet.text(last + 3, 0, "Pays for itself in month", CellRole::Total);
    for (std::size_t index = 0; index < cases.size(); ++index) {
        const InvestmentCase& investment = cases[index];
        const int column = 1 + static_cast<int>(options.size() + index);
        const int option = columnOf(investment.option);
        const int against = columnOf(investment.against);
        const auto& optionCash = options[static_cast<std::size_t>(option - 1)].second;
        const auto& againstCash = options[static_cast<std::size_t>(against - 1)].second;
        for (int month = 0; month <= scenario.horizonMonths; ++month) {
            const int row = FIRST_ROW + month;
            const auto entry = static_cast<std::size_t>(month);
            sheet.formula(row, column, fmt::format("={}-{}", cellReference(row, against), cellReference(row, option)),
                          againstCash[entry] - optionCash[entry], NumberFormat::Money);
        }
        // Excel's NPV() discounts its first value a whole period: month 0 is added as it is.
        sheet.formula(last + 1, column,
                      fmt::format("={}+NPV((1+discount_rate_per_year)^(1/12)-1,{}:{})", cellReference(FIRST_ROW, column),
                                  cellReference(FIRST_ROW + 1, column), cellReference(last, column)),
                      investment.netPresentValue, NumberFormat::Money, CellRole::Total);
        // Only where one rate fits the savings (internalRateOfReturn()); IRR() would pick one of several.
        if (investment.rateOfReturnPerYear) {
            sheet.formula(last + 2, column,
                          fmt::format("=(1+IRR({}:{},{}))^12-1", cellReference(FIRST_ROW, column), cellReference(last, column),
                                      std::pow(1.0 + *investment.rateOfReturnPerYear, 1.0 / 12.0) - 1.0),
                          *investment.rateOfReturnPerYear, NumberFormat::Share, CellRole::Total);
        } else {
            sheet.text(last + 2, column, "none");
        }
        if (investment.paybackMonth)
            sheet.number(last + 3, column, *investment.paybackMonth, NumberFormat::Whole, CellRole::Total);
        else
            sheet.text(last + 3, column, "never");
    }
}

/// Every option's month at each volume of `points` (Results::sweep()), with a chart of them.
void writeSweep(XlsxWorkbook& book, const PreparedScenario& prepared, const std::vector<SweepPoint>& points)
{
    const Scenario& scenario = *prepared.scenario;
    XlsxSheet sheet = book.addSheet(SWEEP_SHEET);
    const OptionColumns columns = optionColumns(prepared, 1);
    writeHead(
        sheet, fmt::format("{}: a month's cost across volumes, in {}", scenario.name, scenario.currency.display.code()),
        fmt::format(
            "Volumes spaced evenly on a log scale, {} a decade, as the application's charts draw them; each fleet sized for its "
            "volume as in the Model sheet, each cost "
            "from the option's fixed and per-GPU totals there. A hybrid plan's GPUs are the application's choice at each volume, "
            "its cost a formula of them as on the Model sheet.",
            SWEEP_POINTS_PER_DECADE),
        optionHeaders(scenario, columns, {{"Tokens a day", 18}}));
    for (std::size_t point = 0; point < points.size(); ++point) {
        const int row = FIRST_ROW + static_cast<int>(point);
        const std::string volume = cellReference(row, 0);
        sheet.number(row, 0, points[point].tokensPerDay, NumberFormat::Whole);
        for (const auto& [option, column] : columns.selfHosted) {
            const PreparedSelfHosted& self = prepared.selfHosted[option];
            sheet.formula(row, column, "=" + fleetGpusFormula(option, self, volume),
                          static_cast<double>(fleetFor(self, TokensPerDay(points[point].tokensPerDay)).gpus),
                          NumberFormat::Whole);
            sheet.formula(row, column + 1, "=" + selfHostedCostFormula(option, cellReference(row, column)),
                          points[point].monthly[option], NumberFormat::Money);
        }
        for (std::size_t offer = 0; offer < columns.api.size(); ++offer) {
            sheet.formula(row, columns.api[offer], "=" + apiMonthFormula(prepared, offer, volume),
                          points[point].monthly[scenario.selfHosted.size() + offer], NumberFormat::Money);
        }
        for (const auto& [hybrid, column] : columns.hybrids) {
            const PreparedHybrid& plan = prepared.hybrids[hybrid];
            const HybridFleet fleet = *hybridFleetAt(prepared, plan, TokensPerDay(points[point].tokensPerDay));
            sheet.number(row, column, static_cast<double>(fleet.fleet.gpus), NumberFormat::Whole, CellRole::Input);
            sheet.formula(row, column + 1,
                          hybridCostFormula(plan, fleet.fleet.layout, row, column, volume,
                                            selfHostedCostFormula(plan.selfHosted, cellReference(row, column)), {}),
                          points[point].monthly[optionPosition(scenario, OptionRef{OptionKind::Hybrid, hybrid})],
                          NumberFormat::Money);
        }
    }
    std::vector<std::pair<int, std::string>> series;
    for (const auto& [option, column] : columns.selfHosted)
        series.emplace_back(column + 1, scenario.selfHosted[option].name);
    for (std::size_t offer = 0; offer < columns.api.size(); ++offer)
        series.emplace_back(columns.api[offer], scenario.apiOffers[offer].name);
    for (const auto& [hybrid, column] : columns.hybrids)
        series.emplace_back(column + 1, scenario.hybrids[hybrid].name);
    sheet.logLogChart(FIRST_ROW, columns.end + 1, "A month's cost by volume", "Tokens a day",
                      std::string(scenario.currency.display.code()) + " a month", 0,
                      {points.front().tokensPerDay, points.back().tokensPerDay}, series, FIRST_ROW,
                      FIRST_ROW + static_cast<int>(points.size()) - 1);
}

/// Where a formula of the model reads the inputs it can take at values other than the Inputs
/// sheet's: the volume, which the fleets and the API bills follow (as on the Sweep sheet), and a
/// rented option's price per GPU-hour, in which its month is linear. Every other input reaches
/// the costs through the sizing model or through the Model sheet's named steps, which hold the
/// Inputs sheet's values only.
struct Substitutes {
    std::string volume = "tokens_per_day";
    /// The cell each option's price per GPU-hour is read from, by option.
    std::map<std::size_t, std::string> gpuHourPrices;
};

/// Whether a formula of the model can read `driver` from another cell than its input's.
bool substitutable(const Driver& driver, const PreparedScenario& prepared)
{
    return driver.field == findField(FieldSection::Workload, "tokens_per_day")
        || (driver.field == findField(FieldSection::Rented, "price_per_gpu_hour")
            && prepared.selfHosted[driver.index].feasible());
}

/// `at` reading a substitutable() driver from `cell`.
void substitute(Substitutes& at, const Driver& driver, const std::string& cell)
{
    if (driver.field == findField(FieldSection::Workload, "tokens_per_day"))
        at.volume = cell;
    else
        at.gpuHourPrices[driver.index] = cell;
}

/// An option's month at the volume and GPU-hour prices of `at`, from its cost line on the Model
/// sheet; nothing for a self-hosted option that cannot run, which has none.
std::optional<std::string> monthlyFormula(const PreparedScenario& prepared, const InputTerms& terms, OptionRef option,
                                          const Substitutes& at)
{
    // A hybrid's fleet is chosen by the program, not by a formula: its month is a figure.
    if (option.kind == OptionKind::Hybrid)
        return std::nullopt;
    if (option.kind == OptionKind::Api)
        return apiMonthFormula(prepared, option.index, at.volume);
    const PreparedSelfHosted& self = prepared.selfHosted[option.index];
    if (!self.feasible())
        return std::nullopt;
    const std::string p = optionPrefix(option.index);
    std::string perGpu = p + "cost_per_gpu_month";
    if (const auto price = at.gpuHourPrices.find(option.index); price != at.gpuHourPrices.end()) {
        // A reservation's price is in the fixed part of the line as well: its month is a figure.
        if (self.reservedGpus > 0)
            return std::nullopt;
        // The rental, and the cloud's extras that are a share of it, at the other price.
        perGpu = fmt::format("({}+({}-({}))*(1+{}extra_cost_share))", perGpu, terms.gpuRental(option.index, price->second),
                             terms.gpuRental(option.index), p);
    }
    return fmt::format("{}fixed_cost_month+{}*{}", p, perGpu, fleetGpusFormula(option.index, self, at.volume));
}

/// The outcome at `at` as outcomeValue() computes it: one option's month less the other's, or
/// the option's month per million of the month's tokens.
std::optional<std::string> outcomeFormula(const PreparedScenario& prepared, const InputTerms& terms, const Outcome& outcome,
                                          const Substitutes& at)
{
    const std::optional<std::string> cost = monthlyFormula(prepared, terms, outcome.option, at);
    if (!cost)
        return std::nullopt;
    if (outcome.kind == Outcome::Kind::CostPerMillionTokens)
        return fmt::format("({})/({}*days_per_month)*1000000", *cost, at.volume);
    const std::optional<std::string> other = monthlyFormula(prepared, terms, outcome.other, at);
    if (!other)
        return std::nullopt;
    return fmt::format("({})-({})", *cost, *other);
}

/// How a driver's value reads in its cell: volumes whole, money in its own currency, shares as
/// percentages.
NumberFormat driverFormat(const Driver& driver)
{
    if (driver.field == findField(FieldSection::Workload, "tokens_per_day"))
        return NumberFormat::Whole;
    if (driver.currency)
        return NumberFormat::Price;
    return driver.rule.maximum <= 1.0 ? NumberFormat::Share : NumberFormat::Decimal;
}

std::string_view currencyCode(const Driver& driver)
{
    return driver.currency ? driver.currency->code() : std::string_view();
}

NumberFormat outcomeFormat(const Outcome& outcome)
{
    return outcome.kind == Outcome::Kind::CostPerMillionTokens ? NumberFormat::Price : NumberFormat::Money;
}

/// The variants side by side with the scenario as it is, as a spreadsheet's scenario summary
/// lays them out: the inputs they change, each option's month and the outcome. A column's
/// results are formulas of its own inputs where the Model sheet's cost lines can take every input
/// its variant sets (substitutable()), else the application's figures.
void writeVariants(XlsxWorkbook& book, const PreparedScenario& prepared, const InputTerms& terms, const std::vector<Input>& list,
                   const VariantComparison& comparison)
{
    const Scenario& scenario = *prepared.scenario;
    XlsxSheet sheet = book.addSheet(VARIANTS_SHEET);
    Columns columns{{"", 56}, {"Unit", 22}, {"Current values", 20}};
    for (const VariantColumn& column : comparison.variants)
        columns.emplace_back(column.name, 20);
    writeHead(
        sheet, fmt::format("{}: variants, in {}", scenario.name, scenario.currency.display.code()),
        "Laid out as a spreadsheet's scenario summary: the inputs some variant changes, then each option's month at the "
        "column's inputs, the outcome, and the same two options over the horizon in present value. Where the Model sheet's cost "
        "lines can take every input a variant changes (the "
        "volume, a rented option's price per GPU-hour), its results are formulas of its column; the other variants' are "
        "the application's figures, worked out with the whole model, and like a spreadsheet's own scenario summary they do "
        "not follow a changed input. The last row says which; the horizon's outcome is a formula of the Horizon sheet for the "
        "current values only.",
        columns);
    const std::vector<const VariantColumn*> shown = [&] {
        std::vector<const VariantColumn*> all{&comparison.current};
        for (const VariantColumn& column : comparison.variants)
            all.push_back(&column);
        return all;
    }();
    // The scenario as it is, and each variant whose every setting a formula can take.
    std::vector<bool> live{true};
    for (const Variant& variant : scenario.analysis.variants) {
        live.push_back(std::ranges::all_of(variant.settings, [&](const DriverSetting& setting) {
            const auto input = std::ranges::find(comparison.inputs, setting.pointer, &Driver::pointer);
            return substitutable(*input, prepared);
        }));
    }

    int row = FIRST_ROW;
    sheet.text(row++, 0, "Changing inputs", CellRole::Section);
    const int firstInput = row;
    std::optional<int> volumeRow;
    for (std::size_t index = 0; index < comparison.inputs.size(); ++index, ++row) {
        const Driver& input = comparison.inputs[index];
        if (input.field == findField(FieldSection::Workload, "tokens_per_day"))
            volumeRow = row;
        sheet.text(row, 0, input.name);
        sheet.text(row, 1, input.unit);
        // The current value is the Inputs sheet's, where it has the number.
        const auto named = std::ranges::find(list, input.pointer, &Input::origin);
        if (named != list.end())
            sheet.formula(row, 2, "=" + named->name, comparison.current.inputs[index], driverFormat(input), CellRole::Plain,
                          currencyCode(input));
        else
            sheet.number(row, 2, comparison.current.inputs[index], driverFormat(input), CellRole::Plain, currencyCode(input));
        for (std::size_t column = 1; column < shown.size(); ++column)
            sheet.number(row, static_cast<int>(column) + 2, shown[column]->inputs[index], driverFormat(input), CellRole::Input,
                         currencyCode(input));
    }

    ++row;
    sheet.text(row++, 0, "Result cells", CellRole::Section);
    const int firstResult = row;
    for (std::size_t position = 0; position < comparison.options.size(); ++position, ++row) {
        sheet.text(row, 0, fmt::format("{}: a month", comparison.options[position]));
        sheet.text(row, 1, std::string(scenario.currency.display.code()));
        for (std::size_t column = 0; column < shown.size(); ++column) {
            const int cell = static_cast<int>(column) + 2;
            const std::optional<double>& monthly = shown[column]->monthly[position];
            if (!monthly) {
                sheet.text(row, cell, "cannot run");
                continue;
            }
            Substitutes at;
            for (std::size_t index = 0; index < comparison.inputs.size(); ++index) {
                if (substitutable(comparison.inputs[index], prepared))
                    substitute(at, comparison.inputs[index], cellReference(firstInput + static_cast<int>(index), cell));
            }
            const std::optional<std::string> formula
                = live[column] ? monthlyFormula(prepared, terms, optionAtPosition(scenario, position), at) : std::nullopt;
            if (formula)
                sheet.formula(row, cell, "=" + *formula, *monthly, NumberFormat::Money);
            else
                sheet.number(row, cell, *monthly, NumberFormat::Money);
        }
    }

    const Outcome& outcome = comparison.outcome;
    sheet.text(row, 0, capitalized(describeOutcome(scenario, outcome)), CellRole::Total);
    sheet.text(row, 1, std::string(scenario.currency.display.code()));
    const auto resultRow = [&](OptionRef option) { return firstResult + static_cast<int>(optionPosition(scenario, option)); };
    for (std::size_t column = 0; column < shown.size(); ++column) {
        const int cell = static_cast<int>(column) + 2;
        const std::optional<double>& value = shown[column]->outcome;
        if (!value) {
            sheet.text(row, cell, "cannot run", CellRole::Total);
            continue;
        }
        const std::string cost = cellReference(resultRow(outcome.option), cell);
        const std::string formula = outcome.kind == Outcome::Kind::CostPerMillionTokens
            ? fmt::format("={}/({}*days_per_month)*1000000", cost,
                          volumeRow ? cellReference(*volumeRow, cell) : std::string("tokens_per_day"))
            : fmt::format("={}-{}", cost, cellReference(resultRow(outcome.other), cell));
        sheet.formula(row, cell, formula, *value, outcomeFormat(outcome), CellRole::Total);
    }
    if (comparison.overHorizon) {
        // The Horizon sheet has the scenario as it is; a variant's horizon is the application's.
        const Outcome& horizon = *comparison.overHorizon;
        ++row;
        sheet.text(row, 0, capitalized(describeOutcome(scenario, horizon)), CellRole::Total);
        sheet.text(row, 1, std::string(scenario.currency.display.code()));
        for (std::size_t column = 0; column < shown.size(); ++column) {
            const int cell = static_cast<int>(column) + 2;
            const std::optional<double>& value = shown[column]->outcomeOverHorizon;
            if (!value)
                sheet.text(row, cell, "cannot run", CellRole::Total);
            else if (column == 0)
                sheet.formula(
                    row, cell,
                    fmt::format("={}net_present_value-{}net_present_value", prefixOf(horizon.option), prefixOf(horizon.other)),
                    *value, NumberFormat::Money, CellRole::Total);
            else
                sheet.number(row, cell, *value, NumberFormat::Money, CellRole::Total);
        }
    }
    row += 2;
    sheet.text(row, 0, "Results are", CellRole::Note);
    for (std::size_t column = 0; column < shown.size(); ++column)
        sheet.text(row, static_cast<int>(column) + 2, live[column] ? "formulas" : "values", CellRole::Note);
}

/// The break-even map's two-way table: the outcome with the value of its column across and of
/// its row up, the highest row first as the map draws it, shaded by which option is cheaper.
/// Where the Model sheet's cost lines can take both inputs (substitutable()) each cell is their
/// formula at its row's and column's values, as the Sweep sheet's are at its volumes; else it
/// holds the application's figure.
void writeMap(XlsxWorkbook& book, const PreparedScenario& prepared, const InputTerms& terms, const OutcomeMap& map)
{
    const Scenario& scenario = *prepared.scenario;
    const TwoWayTable& table = map.table;
    const Outcome& outcome = map.outcome;
    const bool live = substitutable(table.x, prepared) && substitutable(table.y, prepared);
    const std::string shading = comparesTwo(outcome.kind)
        ? fmt::format(" Green where {} is the cheaper, red where {} is.", optionName(scenario, outcome.option),
                      optionName(scenario, outcome.other))
        : std::string();
    XlsxSheet sheet = book.addSheet(MAP_SHEET);
    Columns columns{{fmt::format("{} ({}) down, {} ({}) across", table.y.name, table.y.unit, table.x.name, table.x.unit), 30}};
    for (std::size_t column = 0; column < table.xValues.size(); ++column)
        columns.emplace_back("", 14);
    writeHead(sheet,
              fmt::format("{}: {}, in {}", scenario.name, describeOutcome(scenario, outcome), scenario.currency.display.code()),
              (live ? fmt::format("The break-even map as a two-way table: each cell is the outcome with the value of its column "
                                  "and of its row, a formula of the Model sheet's cost lines.")
                    : fmt::format("The break-even map as a two-way table: each cell is the outcome with the value of its column "
                                  "and of its row. The Model sheet's formulas cannot take {} at other values (it reaches the "
                                  "costs through the sizing model or a named step), so the cells hold the application's "
                                  "figures, worked out with the whole model, and do not follow a changed input.",
                                  (substitutable(table.x, prepared) ? table.y : table.x).name))
                  + shading,
              columns);
    const int header = FIRST_ROW - 1;
    for (std::size_t column = 0; column < table.xValues.size(); ++column)
        sheet.number(header, static_cast<int>(column) + 1, table.xValues[column], driverFormat(table.x), CellRole::Header,
                     currencyCode(table.x));
    const int rows = static_cast<int>(table.yValues.size());
    for (int up = 0; up < rows; ++up) {
        // The highest value first, at the top, as on the map.
        const int row = FIRST_ROW + rows - 1 - up;
        const auto y = static_cast<std::size_t>(up);
        sheet.number(row, 0, table.yValues[y], driverFormat(table.y), CellRole::Header, currencyCode(table.y));
        for (std::size_t x = 0; x < table.xValues.size(); ++x) {
            const int column = static_cast<int>(x) + 1;
            const std::optional<double>& value = table.outcomes[y][x];
            if (!value) {
                sheet.text(row, column, "cannot run");
                continue;
            }
            std::optional<std::string> formula;
            if (live) {
                Substitutes at;
                substitute(at, table.x, cellReference(header, column));
                substitute(at, table.y, cellReference(row, 0));
                formula = outcomeFormula(prepared, terms, outcome, at);
            }
            if (formula)
                sheet.formula(row, column, "=" + *formula, *value, outcomeFormat(outcome));
            else
                sheet.number(row, column, *value, outcomeFormat(outcome));
        }
    }
    const int last = FIRST_ROW + rows - 1;
    // A difference of two options, in a month, over the horizon or in today's money.
    if (comparesTwo(outcome.kind))
        sheet.shadeBySign(FIRST_ROW, 1, last, static_cast<int>(table.xValues.size()));

    const int breakEven = last + 2;
    sheet.text(
        breakEven, 0,
        fmt::format("Break-even: {} at which the outcome changes sign, found by the application's search (values)", table.y.name),
        CellRole::Paragraph);
    for (std::size_t x = 0; x < table.breakEven.size(); ++x) {
        if (table.breakEven[x])
            sheet.number(breakEven, static_cast<int>(x) + 1, *table.breakEven[x], driverFormat(table.y), CellRole::Plain,
                         currencyCode(table.y));
    }
}

/// A policy as the scenario file and the command line spell it: "rack-aware".
std::string policyLabel(SchedulingPolicy policy)
{
    return std::string(nameOf(policy, SCHEDULING_POLICY_NAMES));
}

/// The cluster study: what it simulated (the GPU-hour's price an input), each policy's figures
/// with its cost per useful GPU-hour and its worth against the first as formulas of them, and
/// the hourly series of every policy.
void writeCluster(XlsxWorkbook& book, const Scenario& scenario, const ClusterStudy& study)
{
    XlsxSheet sheet = book.addSheet(CLUSTER_SHEET);
    const std::string currency(study.currency.code());
    sheet.text(0, 0, fmt::format("{}: the cluster under each scheduling policy", scenario.name), CellRole::Title);
    sheet.text(
        1, 0,
        "A simulation of the scenario's cluster section, the same jobs under each policy (docs/cluster-model.md). The cost "
        "per useful GPU-hour and what a policy is worth are formulas of the price in blue and the simulated shares.",
        CellRole::Note);
    sheet.columnWidth(0, 34);

    int row = FIRST_ROW;
    const auto fact
        = [&](std::string_view label, double value, NumberFormat format, std::string_view name, CellRole role = CellRole::Plain) {
              sheet.text(row, 0, label);
              sheet.number(row, 1, value, format, role,
                           format == NumberFormat::Price ? std::string_view(currency) : std::string_view());
              if (!name.empty())
                  sheet.defineName(std::string(name), row, 1);
              ++row;
          };
    sheet.text(row, 0,
               fmt::format("{} of {} GPUs ({}), from the option \"{}\"", study.shape.domains, study.shape.gpusPerDomain,
                           study.gpuName, study.option));
    ++row;
    // The scenario's own input, on the Inputs sheet.
    sheet.text(row, 0, "Domains");
    sheet.formula(row, 1, "=cluster_domains", study.shape.domains, NumberFormat::Whole);
    ++row;
    fact("GPUs per domain", study.shape.gpusPerDomain, NumberFormat::Whole, "cluster_gpus_per_domain");
    fact(fmt::format("Price per GPU-hour ({})", currency), study.pricePerGpuHour, NumberFormat::Price,
         "cluster_price_per_gpu_hour", CellRole::Input);
    fact("Hours in a year", HOURS_PER_YEAR, NumberFormat::Whole, "cluster_hours_per_year");
    fact("Days simulated", study.days, NumberFormat::Decimal, "");
    fact("Seed", static_cast<double>(study.seed), NumberFormat::Whole, "");
    fact("Jobs", static_cast<double>(study.jobs.size()), NumberFormat::Whole, "");

    ++row;
    const std::string baseline = study.outcomes.empty() ? std::string() : policyLabel(study.outcomes.front().run.policy);
    const Columns columns{{"Policy", 34},
                          {"Usable share", 12},
                          {"Busy share", 12},
                          {"Stranded share", 12},
                          {"Restart share", 12},
                          {"Lost to placement, of busy", 14},
                          {"Wait p50 (hours)", 12},
                          {"Wait p95 (hours)", 12},
                          {"Preemptions", 12},
                          {"Jobs waiting at the end", 12},
                          {fmt::format("Cost per useful GPU-hour ({})", currency), 16},
                          {fmt::format("Domains kept usefully busy beyond {}", baseline), 16},
                          {fmt::format("Worth a year against {} ({})", baseline, currency), 18}};
    for (std::size_t column = 0; column < columns.size(); ++column) {
        sheet.text(row, static_cast<int>(column), columns[column].first, CellRole::Header);
        if (column > 0)
            sheet.columnWidth(static_cast<int>(column), columns[column].second);
    }
    sheet.rowHeight(row, HEADER_POINTS);
    const int first = row + 1;
    for (std::size_t index = 0; index < study.outcomes.size(); ++index) {
        const PolicyOutcome& outcome = study.outcomes[index];
        const PolicyRun& run = outcome.run;
        const int at = first + static_cast<int>(index);
        sheet.text(at, 0, policyLabel(run.policy));
        sheet.number(at, 1, run.usableShare, NumberFormat::Share);
        sheet.number(at, 2, run.busyShare, NumberFormat::Share);
        sheet.number(at, 3, run.strandedShare, NumberFormat::Share);
        sheet.number(at, 4, run.restartShare, NumberFormat::Share);
        sheet.number(at, 5, run.crossDomainSlowdown, NumberFormat::Share);
        sheet.number(at, 6, run.waitP50Hours, NumberFormat::Decimal);
        sheet.number(at, 7, run.waitP95Hours, NumberFormat::Decimal);
        sheet.number(at, 8, run.preemptions, NumberFormat::Whole);
        sheet.number(at, 9, run.jobsWaiting, NumberFormat::Whole);
        const std::string usable = cellReference(at, 1);
        if (outcome.costPerUsefulGpuHour)
            sheet.formula(at, 10, fmt::format("=cluster_price_per_gpu_hour/{}", usable), *outcome.costPerUsefulGpuHour,
                          NumberFormat::Price, CellRole::Plain, currency);
        else
            sheet.text(at, 10, "no useful hour");
        if (index == 0)
            continue;
        const PolicyWorth& worth = study.worth[index - 1];
        const std::string domains = cellReference(at, 11);
        sheet.formula(at, 11, fmt::format("=({}-{})*cluster_domains", usable, absoluteReference(CLUSTER_SHEET, first, 1)),
                      worth.domains, NumberFormat::Decimal);
        sheet.formula(at, 12,
                      fmt::format("={}*cluster_gpus_per_domain*cluster_price_per_gpu_hour*cluster_hours_per_year", domains),
                      worth.perYear, NumberFormat::Money, CellRole::Plain, currency);
    }

    row = first + static_cast<int>(study.outcomes.size()) + 1;
    sheet.text(row, 0, "Hour by hour: busy, useful, stranded and waiting (asked for) GPUs", CellRole::Section);
    ++row;
    sheet.text(row, 0, "Hour", CellRole::Header);
    int column = 1;
    for (const PolicyOutcome& outcome : study.outcomes) {
        for (const char* what : {"busy", "useful", "stranded", "waiting"})
            sheet.text(row, column++, fmt::format("{}: {}", policyLabel(outcome.run.policy), what), CellRole::Header);
    }
    sheet.rowHeight(row, HEADER_POINTS);
    const std::size_t hours = study.outcomes.empty() ? 0 : study.outcomes.front().run.series.size();
    for (std::size_t hour = 0; hour < hours; ++hour) {
        const int at = row + 1 + static_cast<int>(hour);
        sheet.number(at, 0, study.outcomes.front().run.series[hour].hour, NumberFormat::Whole);
        column = 1;
        for (const PolicyOutcome& outcome : study.outcomes) {
            const ClusterSample& sample = outcome.run.series[hour];
            sheet.number(at, column++, sample.busyGpus, NumberFormat::Whole);
            sheet.number(at, column++, sample.usefulGpus, NumberFormat::Decimal);
            sheet.number(at, column++, sample.strandedGpus, NumberFormat::Whole);
            sheet.number(at, column++, static_cast<double>(sample.waitingGpus), NumberFormat::Whole);
        }
    }
}

/// A sentence for a file that cannot be written.
std::string cannotWrite(const std::filesystem::path& path, std::string_view reason)
{
    return fmt::format("Cannot write the workbook {}: {}", path.string(), reason);
}

} // namespace

std::expected<std::vector<WorkbookFormula>, std::string> writeXlsxReport(const Results& results, const ReportInputs& inputs,
                                                                         const ReportInfo& info,
                                                                         const std::filesystem::path& path, CachedResults cached,
                                                                         const ClusterStudy* cluster)
{
    const PreparedScenario& prepared = results.prepared();
    const Evaluation& evaluation = results.evaluation();
    const Catalog& catalog = results.catalog();
    // Written beside the file and renamed over it, so that a failure never leaves half a
    // workbook where a good one was. Creating it first gives the system's reason for a path that
    // cannot be written, which libxlsxwriter would only report as "error creating output file".
    auto file = AtomicFile::create(path);
    if (!file)
        return std::unexpected(cannotWrite(path, file.error()));

    const Scenario& scenario = *prepared.scenario;
    XlsxWorkbook book(file->temporaryPath(), scenario.currency.display, cached);
    const std::vector<Input> list = InputList(prepared, catalog).collect();
    const InputTerms terms(list, scenario.currency.display);
    writeInputs(book, scenario, list, inputs);
    ModelSheet(book, prepared, evaluation, catalog, terms).write();
    if (const LoadShape* shape = loadShapeOf(scenario, catalog))
        writeLoad(book, scenario, *shape);
    writeHorizon(book, prepared, evaluation);
    writeCashFlow(book, results);
    writeSweep(book, prepared, results.sweep());
    if (results.outcome()) {
        const std::optional<VariantComparison>& comparison = results.variants();
        if (!scenario.analysis.variants.empty() && comparison)
            writeVariants(book, prepared, terms, list, *comparison);
        if (const std::optional<OutcomeMap>& map = results.map())
            writeMap(book, prepared, terms, *map);
    }
    if (cluster != nullptr)
        writeCluster(book, scenario, *cluster);
    writeSources(book, scenario, inputs, info);
    auto formulas = book.close();
    if (!formulas)
        return std::unexpected(cannotWrite(path, formulas.error()));
    if (auto committed = file->commit(); !committed)
        return std::unexpected(cannotWrite(path, committed.error()));
    return formulas;
}

} // namespace tco
