#pragma once

#include <string>
#include <vector>

namespace tco {

/// One problem found in a document, located by a JSON pointer (RFC 6901).
///
/// The pointer is empty for problems with the document as a whole (a syntax error, a file that
/// is too large); the message then says where, by line and column, when it can.
struct Issue {
    std::string pointer;
    std::string message;

    friend bool operator==(const Issue&, const Issue&) = default;
};

using Issues = std::vector<Issue>;

/// Every problem that stopped one document from loading.
struct LoadError {
    /// What was being loaded: a file path, or the name of an embedded document.
    std::string origin;
    Issues issues;

    friend bool operator==(const LoadError&, const LoadError&) = default;
};

/// The issue as one line: "/workload/tokens_per_day: must be a positive number, got -5".
[[nodiscard]] std::string describe(const Issue& issue);

/// One line per issue, each prefixed with the origin: "scenario.json: /workload: ...".
[[nodiscard]] std::string describe(const LoadError& error);

/// Extends a JSON pointer by one object key, escaping '~' and '/' as RFC 6901 requires.
[[nodiscard]] std::string appendKey(const std::string& pointer, std::string_view key);
/// Extends a JSON pointer by one array index.
[[nodiscard]] std::string appendIndex(const std::string& pointer, std::size_t index);

} // namespace tco
