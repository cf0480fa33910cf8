#include "scenario/ScenarioFile.h"

#include "catalog/EmbeddedFiles.h"
#include "io/TextFile.h"
#include "json/LoadDocument.h"
#include "scenario/ScenarioJson.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>

namespace tco {
namespace {

constexpr std::string_view PRESET_DIRECTORY = "scenarios/";

} // namespace

std::expected<Scenario, LoadError> parseScenario(std::string_view text, std::string_view origin, const Catalog& catalog)
{
    return loadDocument(text, origin, SCENARIO_LIMITS, [&](const nlohmann::ordered_json& document, Issues& issues) {
        return readScenario(document, catalog, issues);
    });
}

std::expected<Scenario, LoadError> loadScenarioFile(const std::filesystem::path& path, const Catalog& catalog,
                                                    std::span<const Override> overrides)
{
    const auto text = readTextFile(path, SCENARIO_LIMITS.maxBytes);
    if (!text)
        return std::unexpected(LoadError{path.string(), {{"", "the file " + text.error()}}});
    if (overrides.empty())
        return parseScenario(*text, path.string(), catalog);
    return loadDocument(*text, path.string(), SCENARIO_LIMITS, [&](nlohmann::ordered_json document, Issues& issues) {
        applyOverrides(document, overrides, issues);
        return issues.empty() ? readScenario(document, catalog, issues) : Scenario{};
    });
}

std::string serializeScenario(const Scenario& scenario)
{
    return nlohmann::ordered_json(scenario).dump(2) + "\n";
}

std::vector<std::string> presetIds()
{
    std::vector<std::string> ids;
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (file.name.starts_with(PRESET_DIRECTORY) && file.name.ends_with(SCENARIO_SUFFIX)) {
            const std::string_view id
                = file.name.substr(PRESET_DIRECTORY.size(), file.name.size() - PRESET_DIRECTORY.size() - SCENARIO_SUFFIX.size());
            ids.emplace_back(id);
        }
    }
    return ids;
}

std::expected<Scenario, LoadError> loadPreset(std::string_view id, const Catalog& catalog)
{
    const std::string name = fmt::format("{}{}{}", PRESET_DIRECTORY, id, SCENARIO_SUFFIX);
    for (const EmbeddedFile& file : embeddedFiles()) {
        if (file.name == name)
            return parseScenario(file.contents, name, catalog);
    }
    const std::string hint = didYouMean(id, presetIds());
    return std::unexpected(LoadError{
        std::string(id), {{"", fmt::format("there is no preset \"{}\"{}", id, hint.empty() ? "" : " (" + hint + ")")}}});
}

} // namespace tco
