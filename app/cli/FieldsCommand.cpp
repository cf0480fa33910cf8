#include "FieldsCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "scenario/Driver.h"
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

/// The values `driver` may take with the rest of `scenario` as it is: the format's rule, with the
/// tighter bound the rest sets where it does (growth and the first month's volume).
NumberRule acceptedNow(const Driver& driver, const Scenario& scenario)
{
    NumberRule rule = driver.rule;
    if (driver.field->most != nullptr)
        rule.maximum = std::min(rule.maximum, driver.field->most(scenario));
    return rule;
}

bool isVaried(const Driver& driver)
{
    return driver.field->use == FieldUse::Driver;
}

/// "0.001 to 1", "above 0 to 1e+12", "whole, 1 to 240".
std::string bounds(const NumberRule& rule)
{
    const std::string range = fmt::format("{} {} to {}", rule.minimumExclusive ? "above" : "from", rule.minimum, rule.maximum);
    return rule.wholeNumber ? "whole, " + range : range;
}

json rowJson(const Driver& driver, const NumberRule& accepted)
{
    json entry{{"pointer", driver.pointer},
               {"name", driver.name},
               {"unit", driver.unit},
               {"minimum", accepted.minimum},
               {"minimum_exclusive", accepted.minimumExclusive},
               {"maximum", accepted.maximum},
               {"whole_number", accepted.wholeNumber},
               {"value", driver.value},
               {"varied_by_analyses", isVaried(driver)}};
    if (driver.currency)
        entry["currency"] = driver.currency->code();
    return entry;
}

} // namespace

bool runFields(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides, OutputFormat format,
               std::ostream& out, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, overrides, err);
    if (!scenario)
        return false;
    // Every number as a driver, settings included: its name, unit, currency and value.
    std::vector<Driver> fields;
    for (const FieldInstance& instance : scenarioFieldInstances(*scenario))
        fields.push_back(driverAt(instance, *scenario, catalog));
    if (format == OutputFormat::Json) {
        json document = json::array();
        for (const Driver& field : fields)
            document.push_back(rowJson(field, acceptedNow(field, *scenario)));
        out << json{{"scenario", scenario->name}, {"fields", std::move(document)}}.dump(2) << '\n';
        return true;
    }
    TextTable table({{"pointer"}, {"name"}, {"value", TextTable::Align::Right}, {"unit"}, {"accepts"}, {"varied"}});
    for (const Driver& field : fields)
        table.addRow({field.pointer, field.name, fmt::format("{}", field.value), field.unit,
                      bounds(acceptedNow(field, *scenario)), isVaried(field) ? "yes" : "no"});
    out << table.render();
    return true;
}

} // namespace tco::cli
