#pragma once

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

} // namespace tco
