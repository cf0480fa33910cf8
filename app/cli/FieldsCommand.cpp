#include "FieldsCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <ostream>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;

/// One field of the scenario as the command shows it.
struct FieldRow {
    std::string pointer;
    std::string name;
    std::string unit;
    std::optional<Currency> currency;
    NumberRule rule;
    double value = 0.0;
    bool varied = false;
};

FieldRow rowOf(const FieldInstance& instance, const Scenario& scenario, const Catalog& catalog)
{
    const ScenarioField& field = *instance.field;
    FieldRow row;
    row.pointer = instance.pointer;
    row.name = instance.name();
    if (field.currency != nullptr)
        row.currency = field.currency(scenario, catalog, instance.index);
    row.unit = unitOf(field, row.currency);
    row.rule = field.rule;
    // Where the rest of the scenario bounds the value more tightly than the format does.
    if (field.most != nullptr)
        row.rule.maximum = std::min(row.rule.maximum, field.most(scenario));
    row.value = field.get(scenario, catalog, instance.index);
    row.varied = field.use == FieldUse::Driver;
    return row;
}

/// "0.001 to 1", "above 0 to 1e+12", "whole, 1 to 240".
std::string bounds(const NumberRule& rule)
{
    const std::string range = fmt::format("{} {} to {}", rule.minimumExclusive ? "above" : "from", rule.minimum, rule.maximum);
    return rule.wholeNumber ? "whole, " + range : range;
}

json rowJson(const FieldRow& row)
{
    json entry{{"pointer", row.pointer},
               {"name", row.name},
               {"unit", row.unit},
               {"minimum", row.rule.minimum},
               {"minimum_exclusive", row.rule.minimumExclusive},
               {"maximum", row.rule.maximum},
               {"whole_number", row.rule.wholeNumber},
               {"value", row.value},
               {"varied_by_analyses", row.varied}};
    if (row.currency)
        entry["currency"] = row.currency->code();
    return entry;
}

} // namespace

bool runFields(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, OutputFormat format,
               std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    std::vector<FieldRow> rows;
    for (const FieldInstance& instance : scenarioFieldInstances(*scenario))
        rows.push_back(rowOf(instance, *scenario, catalog));
    if (format == OutputFormat::Json) {
        json fields = json::array();
        for (const FieldRow& row : rows)
            fields.push_back(rowJson(row));
        out << json{{"scenario", scenario->name}, {"fields", std::move(fields)}}.dump(2) << '\n';
        return true;
    }
    TextTable table({{"pointer"}, {"name"}, {"value", TextTable::Align::Right}, {"unit"}, {"accepts"}, {"varied"}});
    for (const FieldRow& row : rows)
        table.addRow(
            {row.pointer, row.name, fmt::format("{}", row.value), row.unit, bounds(row.rule), row.varied ? "yes" : "no"});
    out << table.render();
    return true;
}

} // namespace tco::cli
