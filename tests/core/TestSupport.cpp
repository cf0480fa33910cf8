#include "TestSupport.h"

#include "catalog/CatalogLoader.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <random>

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

std::string listIssues(const Issues& issues)
{
    std::string text;
    for (const Issue& issue : issues)
        text += describe(issue) + '\n';
    return text;
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
