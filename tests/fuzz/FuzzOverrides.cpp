// libFuzzer target: any bytes as `--set POINTER=VALUE` on the default preset (the pointer up to
// the first newline, the value after it). An edit never crashes, and one that is taken gives a
// scenario that is written back to a document that reads without a problem.

#include "FuzzSupport.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const tco::Catalog& catalog = tco::fuzz::embeddedCatalog();
    static const tco::Scenario preset = [&] {
        auto loaded = tco::loadPreset(tco::DEFAULT_PRESET_ID, catalog);
        if (!loaded)
            std::abort();
        return *loaded;
    }();
    const std::string_view text = tco::fuzz::textOf(data, size);
    const std::size_t newline = text.find('\n');
    const std::vector<tco::Override> overrides{
        {std::string(text.substr(0, newline)),
         newline == std::string_view::npos ? std::string() : std::string(text.substr(newline + 1))}};
    const auto edited = tco::editScenario(preset, catalog, overrides);
    if (edited)
        tco::fuzz::requireRoundTrip(*edited, catalog);
    return 0;
}
