#pragma once

#include "catalog/Catalog.h"
#include "report/Csv.h"
#include "scenario/ScenarioFile.h"
#include "text/EnglishNumbers.h"

#include <filesystem>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace tco::cli {

/// The embedded catalog with the user's overrides from $XDG_DATA_HOME (or ~/.local/share);
/// user files skipped are reported on stderr as warnings, because a command can still run on
/// everything else. Nothing, after saying so, when the built-in catalog itself is broken.
[[nodiscard]] std::optional<Catalog> loadCatalogOrReport();

/// Today's date on the system clock (UTC), YYYY-MM-DD.
[[nodiscard]] std::string todayIso();

/// Where the user's catalog files live, from $XDG_DATA_HOME or $HOME; nothing when neither says.
[[nodiscard]] std::optional<std::filesystem::path> userCatalogDirectoryOfEnvironment();

/// The scenario file with `overrides` applied and its prose in English, or nothing after every
/// problem is written to `err`.
[[nodiscard]] std::optional<Scenario> loadOrExplain(const Catalog& catalog, const std::string& path,
                                                    const std::vector<Override>& overrides, std::ostream& err);

/// What `body`, a program's whole work, returns; an exception that escapes it is written to
/// `err` as an internal error and gives 1, the status of a broken program, where it would
/// otherwise abort the process. Inputs are refused with their own messages long before; this is
/// the guard for what slips past them.
[[nodiscard]] int exitStatusOf(const std::function<int()>& body, std::ostream& err);

} // namespace tco::cli
