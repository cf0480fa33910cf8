// The sizing model against published measurements (tests/data/validation/sizing-validation.json,
// tabled in docs/sizing-model.md). Each estimate is pinned, so any change to the model shows
// here as a list of moved figures; after a deliberate change, bench/calibrate_sizing --pin
// re-pins them and the diff of the data file shows what moved.

#include "SizingValidation.h"

#include "TestPaths.h"
#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <set>

using namespace tco;
using namespace tco::validation;
using Catch::Matchers::WithinRel;

namespace {

const std::vector<ValidationCase>& cases()
{
    static const std::vector<ValidationCase> loaded = loadValidationCases(TCO_TEST_DATA_DIR "/validation/sizing-validation.json");
    return loaded;
}

} // namespace

TEST_CASE("The validation set covers dense and MoE models on four accelerators")
{
    CHECK(cases().size() >= 15);
    std::set<std::string> gpus;
    std::set<std::string> models;
    for (const ValidationCase& validationCase : cases()) {
        gpus.insert(validationCase.gpu);
        models.insert(validationCase.model);
    }
    for (const std::string gpu : {"h100-sxm", "h200-sxm", "b200", "mi300x"})
        CHECK(gpus.contains(gpu));
    for (const std::string model : {"llama-3.1-8b", "llama-3.3-70b", "qwen3-235b-a22b", "deepseek-r1", "gpt-oss-20b"})
        CHECK(models.contains(model));
}

TEST_CASE("Every estimate stays where it was pinned")
{
    const ServingAssumptions defaults;
    for (const ValidationCase& validationCase : cases()) {
        INFO(validationCase.id);
        REQUIRE(validationCase.pinnedEstimate);
        // Pinned to four significant digits.
        CHECK_THAT(estimate(validationCase, test::embeddedCatalog(), defaults), WithinRel(*validationCase.pinnedEstimate, 1e-3));
    }
}

TEST_CASE("The median errors meet the accuracy targets")
{
    const ErrorSummary summary = summarizeErrors(cases(), test::embeddedCatalog(), ServingAssumptions{});
    INFO("memory " << summary.memory << ", all releases " << summary.memoryAllReleases << ", throughput " << summary.throughput);
    CHECK(summary.memory <= 0.03);
    CHECK(summary.throughput <= 0.20);
}
