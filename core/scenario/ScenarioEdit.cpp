#include "scenario/ScenarioEdit.h"

#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <optional>
#include <system_error>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

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
    const json::json_pointer parent = pointer.parent_pointer();
    if (!document.contains(parent) || !(document.at(parent).is_object() || document.at(parent).is_array()))
        return Issue{change.pointer, "has no place in this scenario: " + parent.to_string() + " is not an object"};
    json value = json::parse(change.value, nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded())
        value = change.value;
    json& container = document.at(parent);
    if (!value.is_null()) {
        document[pointer] = std::move(value);
        return std::nullopt;
    }
    if (container.is_object()) {
        container.erase(pointer.back());
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
