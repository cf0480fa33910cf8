#pragma once

#include "json/Issue.h"
#include "scenario/Scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <expected>
#include <span>
#include <string>

namespace tco {

struct Catalog;

/// A value to put at a JSON pointer of a scenario document: `--set /workload/tokens_per_day=1e8`
/// on the command line, a field or a slider in the desktop app.
struct Override {
    std::string pointer;
    /// JSON text (1e8, true, "EUR", {"amount": 3.2, "currency": "USD"}); anything that does not
    /// parse as JSON is taken as a string. `null` removes the key, or the array element.
    std::string value;
};

/// Puts each override into `document`, in order; every one that has no place there (a pointer
/// that does not parse, or whose parent is not an object or an array) is reported instead. The
/// two options /analysis/compare names follow the edits: a renamed option by its new name, and
/// removing one of them removes the comparison, so that the analyses go back to the headline's
/// question rather than refusing the edit. A hybrid plan follows a renamed part, and goes with a
/// removed one. /cluster/option follows a renamed option too; a removed one is reported there. So do the pointers of
/// /analysis/ranges, /analysis/distributions, /analysis/correlations and the variants' settings into the options' and exchange
/// rates' lists: they follow an entry that moves, and go with one that is removed.
void applyOverrides(nlohmann::ordered_json& document, std::span<const Override> overrides, Issues& issues);

/// The scenario with `overrides` applied and the result validated as a whole, exactly as a file
/// would be; or every problem, each at its JSON pointer. The scenario itself is never changed.
[[nodiscard]] std::expected<Scenario, Issues> editScenario(const Scenario& scenario, const Catalog& catalog,
                                                           std::span<const Override> overrides);

} // namespace tco
