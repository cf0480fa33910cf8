#pragma once

#include "json/Issue.h"
#include "scenario/Scenario.h"

#include <nlohmann/json_fwd.hpp>

namespace tco {

struct Catalog;

/// Reads and validates a scenario document against `catalog`, reporting every problem into
/// `issues` with its JSON pointer. The result is meaningless when issues were reported.
[[nodiscard]] Scenario readScenario(const nlohmann::ordered_json& document, const Catalog& catalog, Issues& issues);

/// The scenario as a document readScenario() reads back to an equal Scenario.
void to_json(nlohmann::ordered_json& document, const Scenario& scenario);

/// An amount as the scenario file writes money: {"amount": 3.2, "currency": "USD"}, the amount
/// with every digit it needs to read back the same.
void to_json(nlohmann::ordered_json& value, const Money& money);

/// One entry of /analysis/ranges as the file spells it: the pointer, low and high.
void to_json(nlohmann::ordered_json& document, const DriverRange& range);

/// One entry of /analysis/distributions as the file spells it: the pointer, the kind and the
/// parameters that kind reads.
void to_json(nlohmann::ordered_json& document, const DriverDistribution& entry);

} // namespace tco
