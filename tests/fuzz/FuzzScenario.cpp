// libFuzzer target: any bytes as a scenario file. Reading never crashes, and a scenario that
// reads is written back to a document that reads without a problem.

#include "FuzzSupport.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const tco::Catalog& catalog = tco::fuzz::embeddedCatalog();
    const auto scenario = tco::parseScenario(tco::fuzz::textOf(data, size), "fuzz", catalog);
    if (scenario)
        tco::fuzz::requireRoundTrip(*scenario, catalog);
    return 0;
}
