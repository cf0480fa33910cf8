#pragma once

#include "json/JsonReader.h"
#include "scenario/ScenarioEdit.h"
#include "units/Money.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tco {

struct Catalog;
struct DriverCorrelation;
struct Scenario;
struct ScenarioField;
struct FieldInstance;

/// A number of a scenario that an analysis varies, named by its JSON pointer in the scenario
/// file: "/workload/tokens_per_day", "/self_hosted/0/rented/price_per_gpu_hour".
///
/// Its value is the one that applies, a catalog's figure where the file names none (a cloud
/// offer's hourly price, an API's prices); setting it writes the figure into the scenario, as a
/// user typing it in would. Values are set on the typed scenario, not on its JSON, so that a
/// Monte Carlo run can set millions of them.
struct Driver {
    std::string pointer;
    /// What a person calls it: "Tokens per day", "2× H100 rented: price per GPU-hour".
    std::string name;
    /// The option, offer or exchange rate named first in `name`; empty for the scenario's own
    /// numbers (ScenarioField::label is the rest).
    std::string owner;
    /// "tokens/day", "USD per GPU-hour", "share"; a money driver is in its own currency.
    std::string unit;
    /// A money driver's currency; empty for other numbers.
    std::optional<Currency> currency;
    double value = 0.0;
    /// The values the scenario file accepts.
    NumberRule rule;
    /// Where a search for the driver looks when it is not told, if the driver has a span of its
    /// own (volumes: the scale range every chart shows); else it is worked out from the value.
    std::optional<std::pair<double, double>> searchSpan;
    /// Its row of the scenario's fields: how the value is read and written, its label and unit.
    const ScenarioField* field = nullptr;
    /// The option, offer or exchange rate the driver belongs to.
    std::size_t index = 0;
};

/// Every number of `scenario` an analysis may vary, in the order of the scenario file: its
/// fields (scenario/ScenarioFields.h) used as drivers. Leaves out the settings (horizon, GPU
/// counts, batch limits), whose changes are choices rather than uncertainties.
[[nodiscard]] std::vector<Driver> scenarioDrivers(const Scenario& scenario, const Catalog& catalog);

/// The number at `instance` as a driver, whether or not analyses vary it: for a setting's
/// value, unit and edit, as the desktop app's sliders need them.
[[nodiscard]] Driver driverAt(const FieldInstance& instance, const Scenario& scenario, const Catalog& catalog);

/// The driver at `pointer`, or nothing when the scenario has no such number.
[[nodiscard]] std::optional<Driver> findDriver(const Scenario& scenario, const Catalog& catalog, std::string_view pointer);

/// The driver's value in `scenario`, which must have the option or offer the driver belongs to.
[[nodiscard]] double driverValue(const Driver& driver, const Scenario& scenario, const Catalog& catalog);

/// Sets the driver's value in `scenario`, first brought within what the file format accepts
/// (for the volume and its growth, with the rest of the scenario as it is), and returns the
/// value set.
double setDriverValue(const Driver& driver, Scenario& scenario, const Catalog& catalog, double value);

/// The edit of the scenario file that gives the driver `value`: the number at its pointer, or
/// for money an amount in the driver's currency. For the desktop app, whose changes go through
/// the file so that they can be undone.
[[nodiscard]] Override driverOverride(const Driver& driver, double value);

/// `value` brought within `rule`; a value at or below an exclusive lower bound becomes the next
/// number above it, so that a positive quantity never becomes zero.
[[nodiscard]] double clampToRule(double value, const NumberRule& rule);

/// The pair of `pairs` between the numbers at `a` and `b`, named in either order; null when
/// there is none.
[[nodiscard]] const DriverCorrelation* findCorrelation(std::span<const DriverCorrelation> pairs, std::string_view a,
                                                       std::string_view b);

} // namespace tco
