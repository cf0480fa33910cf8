#include "CommandSupport.h"

#include "catalog/CatalogLoader.h"
#include "scenario/Translations.h"
#include "text/Utf8.h"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <ostream>

namespace tco::cli {

namespace {

std::optional<std::string_view> environment(const char* name)
{
    const char* value = std::getenv(name);
    return value ? std::optional<std::string_view>(value) : std::nullopt;
}

} // namespace

std::string todayIso()
{
    const std::chrono::year_month_day day{std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now())};
    return fmt::format("{:04}-{:02}-{:02}", static_cast<int>(day.year()), static_cast<unsigned>(day.month()),
                       static_cast<unsigned>(day.day()));
}

std::optional<std::filesystem::path> userCatalogDirectoryOfEnvironment()
{
    return userCatalogDirectory(environment("XDG_DATA_HOME"), environment("HOME"));
}

std::optional<Catalog> loadCatalogOrReport()
{
    auto loaded = loadCatalog(userCatalogDirectoryOfEnvironment());
    if (!loaded) {
        fmt::print(std::cerr, "error: the built-in catalog is broken:\n{}\n", describe(loaded.error()));
        return std::nullopt;
    }
    for (const LoadError& skipped : loaded->skippedFiles)
        fmt::print(std::cerr, "warning: user catalog file skipped:\n{}\n", describe(skipped));
    return std::move(loaded->catalog);
}

std::optional<Scenario> loadOrExplain(const Catalog& catalog, const std::string& path, const std::vector<Override>& overrides,
                                      std::ostream& err)
{
    auto scenario = loadScenarioFile(path, catalog, overrides);
    if (!scenario) {
        fmt::print(err, "{}\n", describe(scenario.error()));
        return std::nullopt;
    }
    // The command line speaks English, whatever language the file's own prose is in.
    return inLanguage(std::move(*scenario), "en");
}

int exitStatusOf(const std::function<int()>& body, std::ostream& err)
{
    constexpr int EXIT_BROKEN = 1;
    try {
        return body();
    } catch (const std::exception& error) {
        fmt::print(err, "error: internal error, please report it: {}\n", withInvalidUtf8Replaced(error.what()));
    } catch (...) {
        fmt::print(err, "error: internal error, please report it\n");
    }
    return EXIT_BROKEN;
}

} // namespace tco::cli
