#pragma once

#include "CatalogCommands.h"
#include "catalog/Catalog.h"
#include "scenario/ScenarioEdit.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tco::cli {

/// `breakeven-cli fields`: every number of the scenario with its JSON pointer, name, unit, the
/// values the file accepts, its current value, and whether analyses vary it: what `--set`, the
/// tornado's ranges and the distributions take. Returns false (after explaining on `err`) when
/// the scenario does not load.
[[nodiscard]] bool runFields(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides,
                             OutputFormat format, std::ostream& out, std::ostream& err);

} // namespace tco::cli
