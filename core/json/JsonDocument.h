#pragma once

#include "json/Issue.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <expected>
#include <string>
#include <string_view>

namespace tco {

/// Bounds on what a document may be before it is even read, so a hostile or mistaken file
/// (a disk image, a 10⁶-deep bracket nest) is refused with a message instead of exhausting memory.
struct JsonLimits {
    std::size_t maxBytes = 0;
    int maxDepth = 0;
};

/// Parses JSON text strictly: syntax errors name their line and column, and nesting beyond the
/// limit, duplicate keys and numbers beyond the range of a double are errors, each with its
/// JSON pointer. JSON has no NaN or Infinity literals, so neither can enter through here.
[[nodiscard]] std::expected<nlohmann::ordered_json, Issues> parseJson(std::string_view text, const JsonLimits& limits);

/// Removes `key` from `object` (nothing if absent), keeping the order of the other keys.
/// nlohmann 3.11.2's own ordered_json::erase(key) re-constructs the later members in place and
/// leaves them without their parent link, which JSON_DIAGNOSTICS asserts on in a debug build.
void eraseKey(nlohmann::ordered_json& object, const std::string& key);

} // namespace tco
