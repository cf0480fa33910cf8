#pragma once

#include "catalog/Catalog.h"
#include "scenario/ScenarioFile.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

/// Grouped thousands and no decimals from 100 up, two decimals below: money as people read it.
[[nodiscard]] std::string amount(double value);

/// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
[[nodiscard]] std::string csvField(const std::string& text);

/// The scenario file with `overrides` applied, or nothing after every problem is written to `err`.
[[nodiscard]] std::optional<Scenario> loadOrExplain(const Catalog& catalog, const std::string& path,
                                                    const std::vector<Override>& overrides, std::ostream& err);

} // namespace tco::cli
