#pragma once

#include "json/Issue.h"
#include "json/JsonDocument.h"

#include <nlohmann/json.hpp>

#include <expected>
#include <string>
#include <string_view>
#include <type_traits>

namespace tco {

/// Parses `text` within `limits`, then reads the document with `read(document, issues)`. Any
/// problem, of syntax or of content, becomes one LoadError naming `origin`; a document with
/// problems never yields a value, so nothing is half-loaded.
template <typename Read>
[[nodiscard]] auto loadDocument(std::string_view text, std::string_view origin, const JsonLimits& limits, Read read)
    -> std::expected<std::invoke_result_t<Read, const nlohmann::ordered_json&, Issues&>, LoadError>
{
    auto document = parseJson(text, limits);
    if (!document)
        return std::unexpected(LoadError{std::string(origin), std::move(document.error())});
    Issues issues;
    auto value = read(*document, issues);
    if (!issues.empty())
        return std::unexpected(LoadError{std::string(origin), std::move(issues)});
    return value;
}

} // namespace tco
