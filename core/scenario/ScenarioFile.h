#pragma once

#include "json/Issue.h"
#include "json/JsonDocument.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioEdit.h"

#include <expected>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

struct Catalog;

/// A scenario is a few kilobytes; a file near this size is not one.
inline constexpr JsonLimits SCENARIO_LIMITS{1024 * 1024, 16};

/// The file name suffix of scenario documents.
inline constexpr std::string_view SCENARIO_SUFFIX = ".breakeven.json";

/// Parses and validates a scenario; `origin` names the document in the error.
[[nodiscard]] std::expected<Scenario, LoadError> parseScenario(std::string_view text, std::string_view origin,
                                                               const Catalog& catalog);

/// Reads, parses and validates a scenario file, refusing oversized files before reading them.
/// `overrides` are applied before validation (applyOverrides()), so an override is validated
/// like the file's own values.
[[nodiscard]] std::expected<Scenario, LoadError> loadScenarioFile(const std::filesystem::path& path, const Catalog& catalog,
                                                                  std::span<const Override> overrides = {});

/// The scenario's canonical text: keys in documented order, two-space indentation, final newline.
[[nodiscard]] std::string serializeScenario(const Scenario& scenario);

/// The preset a new document and a first start open.
inline constexpr std::string_view DEFAULT_PRESET_ID = "professional-services-70b";

/// The ids of the presets compiled into the programs (data/scenarios/<id>.breakeven.json).
[[nodiscard]] std::vector<std::string> presetIds();

/// Loads an embedded preset by id.
[[nodiscard]] std::expected<Scenario, LoadError> loadPreset(std::string_view id, const Catalog& catalog);

} // namespace tco
