#include "scenario/Driver.h"

#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioJson.h"
#include "scenario/VolumeRange.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco {
Driver driverAt(const FieldInstance& instance, const Scenario& scenario, const Catalog& catalog)
{
    const ScenarioField& field = *instance.field;
    Driver driver;
    driver.pointer = instance.pointer;
    driver.owner = instance.owner;
    driver.name = instance.name();
    if (field.currency != nullptr)
        driver.currency = field.currency(scenario, catalog, instance.index);
    driver.unit = unitOf(field, driver.currency);
    driver.value = field.get(scenario, catalog, instance.index);
    driver.rule = field.rule;
    if (field.spansScale) {
        const VolumeRange volumes = volumeRange(scenario);
        driver.searchSpan = std::pair(volumes.from, volumes.to);
    }
    driver.field = &field;
    driver.index = instance.index;
    return driver;
}

std::vector<Driver> scenarioDrivers(const Scenario& scenario, const Catalog& catalog)
{
    std::vector<Driver> drivers;
    for (const FieldInstance& instance : scenarioFieldInstances(scenario)) {
        if (instance.field->use == FieldUse::Driver)
            drivers.push_back(driverAt(instance, scenario, catalog));
    }
    return drivers;
}

std::optional<Driver> findDriver(const Scenario& scenario, const Catalog& catalog, std::string_view pointer)
{
    for (Driver& driver : scenarioDrivers(scenario, catalog)) {
        if (driver.pointer == pointer)
            return std::move(driver);
    }
    return std::nullopt;
}

double driverValue(const Driver& driver, const Scenario& scenario, const Catalog& catalog)
{
    return driver.field->get(scenario, catalog, driver.index);
}

double setDriverValue(const Driver& driver, Scenario& scenario, const Catalog& catalog, double value)
{
    double allowed = clampToRule(value, driver.rule);
    if (driver.field->most != nullptr)
        allowed = std::min(allowed, driver.field->most(scenario));
    driver.field->set(scenario, catalog, driver.index, allowed);
    return allowed;
}

Override driverOverride(const Driver& driver, double value)
{
    // Every digit a double needs, so that the file holds exactly the value found.
    if (driver.currency)
        return {driver.pointer, nlohmann::ordered_json(Money{value, *driver.currency}).dump()};
    return {driver.pointer, fmt::format("{}", value)};
}

double clampToRule(double value, const NumberRule& rule)
{
    const double lowest
        = rule.minimumExclusive ? std::nextafter(rule.minimum, std::numeric_limits<double>::infinity()) : rule.minimum;
    return std::clamp(value, lowest, rule.maximum);
}

const DriverCorrelation* findCorrelation(std::span<const DriverCorrelation> pairs, std::string_view a, std::string_view b)
{
    const auto found = std::ranges::find_if(pairs, [&](const DriverCorrelation& pair) {
        return (pair.first == a && pair.second == b) || (pair.first == b && pair.second == a);
    });
    return found != pairs.end() ? &*found : nullptr;
}

} // namespace tco
