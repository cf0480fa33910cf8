#include "scenario/ScenarioEdit.h"

#include "json/JsonDocument.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <optional>
#include <system_error>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

/// Whether a value can go below `parent`: the deepest part of it the document has must be an
/// object or an array, and what is missing below that only keys of objects to create (an
/// optional section the file left out, such as an option's `serving`). A key the format does not
/// know is then refused by validation, by name.
std::optional<Issue> checkPlace(const json& document, const std::string& written, json::json_pointer parent)
{
    bool created = false;
    while (!document.contains(parent)) {
        const std::string& key = parent.back();
        if (key == "-" || key.find_first_not_of("0123456789") == std::string::npos)
            return Issue{written, "has no place in this scenario: " + parent.to_string() + " does not exist"};
        parent.pop_back();
        created = true;
    }
    const json& deepest = document.at(parent);
    if (deepest.is_object() || (deepest.is_array() && !created))
        return std::nullopt;
    return Issue{written, "has no place in this scenario: " + parent.to_string() + " is not an object"};
}

/// Puts one override into the document, or says why it cannot go there.
std::optional<Issue> applyOverride(json& document, const Override& change)
{
    json::json_pointer pointer;
    try {
        pointer = json::json_pointer(change.pointer);
    } catch (const json::parse_error&) {
        return Issue{change.pointer, "is not a JSON pointer (it starts with '/', like /workload/tokens_per_day)"};
    }
    if (pointer.empty())
        return Issue{change.pointer, "names the whole document; an override replaces one value"};
    json value = json::parse(change.value, nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded())
        value = change.value;
    const json::json_pointer parent = pointer.parent_pointer();
    if (!value.is_null()) {
        if (const auto issue = checkPlace(document, change.pointer, parent))
            return issue;
        document[pointer] = std::move(value);
        return std::nullopt;
    }
    if (!document.contains(parent) || !document.at(parent).is_structured())
        return Issue{change.pointer, "has no place in this scenario: " + parent.to_string() + " is not an object"};
    json& container = document.at(parent);
    if (container.is_object()) {
        eraseKey(container, pointer.back());
        return std::nullopt;
    }
    // An array element by index; "-" (past the end) and other keys name nothing to remove.
    const std::string& key = pointer.back();
    std::size_t index = 0;
    const auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), index);
    if (error != std::errc() || end != key.data() + key.size() || index >= container.size())
        return Issue{change.pointer, "names no element of " + parent.to_string() + " to remove"};
    container.erase(index);
    return std::nullopt;
}

} // namespace

void applyOverrides(json& document, std::span<const Override> overrides, Issues& issues)
{
    for (const Override& change : overrides) {
        if (auto issue = applyOverride(document, change))
            issues.push_back(std::move(*issue));
    }
}

std::expected<Scenario, Issues> editScenario(const Scenario& scenario, const Catalog& catalog, std::span<const Override> overrides)
{
    json document = scenario;
    Issues issues;
    applyOverrides(document, overrides, issues);
    if (!issues.empty())
        return std::unexpected(std::move(issues));
    Scenario edited = readScenario(document, catalog, issues);
    if (!issues.empty())
        return std::unexpected(std::move(issues));
    return edited;
}

} // namespace tco
