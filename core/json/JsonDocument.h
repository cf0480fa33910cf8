#pragma once

#include "json/Issue.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <expected>
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

} // namespace tco
