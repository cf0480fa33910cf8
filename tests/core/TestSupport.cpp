#include "TestSupport.h"

#include "catalog/CatalogLoader.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <random>
#include <utility>

namespace tco::test {

const Catalog& embeddedCatalog()
{
    static const Catalog catalog = [] {
        auto loaded = loadEmbeddedCatalog();
        if (!loaded)
            FAIL(describe(loaded.error()));
        return *loaded;
    }();
    return catalog;
}

bool hasIssue(const Issues& issues, std::string_view pointer, std::string_view fragment)
{
    for (const Issue& issue : issues) {
        if (issue.pointer == pointer && issue.message.find(fragment) != std::string::npos)
            return true;
    }
    return false;
}

Scenario preset(std::string_view id)
{
    auto loaded = loadPreset(id, embeddedCatalog());
    if (!loaded)
        FAIL(describe(loaded.error()));
    return *loaded;
}

Scenario evenWorkload()
{
    Scenario scenario;
    scenario.workload.inputTokensPerRequest = Tokens(1'000);
    scenario.workload.outputTokensPerRequest = Tokens(1'000);
    return scenario;
}

Issues scenarioIssues(const nlohmann::ordered_json& document)
{
    Issues issues;
    (void)readScenario(document, embeddedCatalog(), issues);
    return issues;
}

std::string listIssues(const Issues& issues)
{
    std::string text;
    for (const Issue& issue : issues)
        text += describe(issue) + '\n';
    return text;
}

std::vector<std::vector<std::string>> parseCsv(std::string_view text, const CsvFormat& format)
{
    std::vector<std::vector<std::string>> rows(1);
    std::string field;
    bool quoted = false;
    for (std::size_t index = 0; index < text.size(); ++index) {
        const char character = text[index];
        if (quoted) {
            if (character == '"' && index + 1 < text.size() && text[index + 1] == '"')
                field += text[++index];
            else if (character == '"')
                quoted = false;
            else
                field += character;
        } else if (character == '"') {
            quoted = true;
        } else if (character == format.delimiter) {
            rows.back().push_back(std::exchange(field, {}));
        } else if (character == '\n') {
            rows.back().push_back(std::exchange(field, {}));
            rows.emplace_back();
        } else {
            field += character;
        }
    }
    // The last line may end without a line break (LibreOffice writes none).
    if (!field.empty() || !rows.back().empty())
        rows.back().push_back(std::move(field));
    else
        rows.pop_back();
    return rows;
}

TemporaryDirectory::TemporaryDirectory()
{
    std::random_device entropy;
    m_path = std::filesystem::temp_directory_path() / ("breakeven-test-" + std::to_string(entropy()));
    std::filesystem::create_directories(m_path);
}

TemporaryDirectory::~TemporaryDirectory()
{
    std::error_code ignored;
    std::filesystem::remove_all(m_path, ignored);
}

std::filesystem::path TemporaryDirectory::write(const std::string& name, std::string_view contents) const
{
    const std::filesystem::path file = m_path / name;
    std::ofstream stream(file, std::ios::binary);
    stream.write(contents.data(), static_cast<std::streamsize>(contents.size()));
    return file;
}

} // namespace tco::test
