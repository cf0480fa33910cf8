#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

/// Where a catalog figure comes from, and when it was true.
struct Provenance {
    /// A document, page or file, precise enough to find again.
    std::string source;
    /// The date the figure describes: YYYY, YYYY-MM, YYYY-MM-DD, YYYY-Qn or YYYY-Hn.
    std::string asOf;
    /// True when the figure is an estimate or derived rather than published.
    bool estimate = false;
    std::string notes;
    /// The catalog file the entry was loaded from ("catalog/gpus.json" for the shipped catalog)
    /// and the entry's JSON pointer in it, so a problem or a figure can be traced to its line.
    std::string origin;
    std::string pointer;

    friend bool operator==(const Provenance&, const Provenance&) = default;
};

/// Whether `text` is a date in one of the forms `as_of` accepts, with a real month and day.
[[nodiscard]] bool isValidAsOf(std::string_view text);

/// The last day of the period an as-of date names: the day itself, the month's last day
/// (2026-07 → 2026-07-31), the quarter's, the half-year's or the year's. A figure stated for a
/// period was true until its end at best, so a price's age counts from there and a notice of a
/// stale price is never early. Nothing when `asOf` is not valid.
[[nodiscard]] std::optional<std::chrono::sys_days> lastDayOf(std::string_view asOf);

} // namespace tco
