#include "scenario/ScenarioFile.h"

#include "TestPaths.h"
#include "TestSupport.h"

#include <catch2/catch.hpp>

using namespace tco;
using tco::test::hasIssue;
using tco::test::TemporaryDirectory;

TEST_CASE("Every preset loads and survives saving and loading again")
{
    const std::vector<std::string> ids = presetIds();
    CHECK(ids.size() >= 4);
    for (const std::string id : {"professional-services-70b", "small-team-8b", "midsize-70b-h200", "large-deepseek-r1"}) {
        INFO(id);
        CHECK(std::ranges::find(ids, id) != ids.end());
    }
    for (const std::string& id : ids) {
        INFO(id);
        const auto preset = loadPreset(id, test::embeddedCatalog());
        REQUIRE(preset);
        const auto reread = parseScenario(serializeScenario(*preset), "saved", test::embeddedCatalog());
        REQUIRE(reread);
        CHECK(*reread == *preset);
        CHECK(serializeScenario(*reread) == serializeScenario(*preset));
    }
}

TEST_CASE("The default preset is the professional-services scenario the product starts on")
{
    const auto preset = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(preset);
    // The published case: 10 M tokens a day, two rented H100 at about 3.5 USD an hour, one engineer at 6,000 EUR a month.
    CHECK(preset->workload.tokensPerDay == TokensPerDay(10'000'000));
    CHECK(preset->model.id == "llama-3.3-70b");
    REQUIRE(preset->selfHosted.size() == 1);
    CHECK(preset->selfHosted[0].gpuId == "h100-sxm");
    CHECK(preset->selfHosted[0].gpus == 2);
    CHECK(preset->staffing.monthlyCostPerFte == Money{6000.0, *Currency::fromCode("EUR")});
    CHECK(preset->currency.display.code() == "EUR");
}

TEST_CASE("An unknown preset is refused with the nearest preset as a hint")
{
    const auto preset = loadPreset("professional-services", test::embeddedCatalog());
    REQUIRE_FALSE(preset);
    CHECK(preset.error().issues.at(0).message
          == "there is no preset \"professional-services\" (did you mean 'professional-services-70b'?)");
}

TEST_CASE("Files that cannot be scenarios are refused with the reason")
{
    TemporaryDirectory directory;
    SECTION("a file that does not exist")
    {
        const auto loaded = loadScenarioFile(directory.path() / "missing.breakeven.json", test::embeddedCatalog());
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().issues.at(0).message == "the file does not exist");
    }
    SECTION("a directory")
    {
        const auto loaded = loadScenarioFile(directory.path(), test::embeddedCatalog());
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().issues.at(0).message == "the file is a directory, not a file");
    }
    SECTION("a file over the size limit, refused before it is read")
    {
        // 1 MiB = 1,048,576 bytes is the limit; one byte more is refused.
        const auto path = directory.write("huge.breakeven.json", std::string(SCENARIO_LIMITS.maxBytes + 1, ' '));
        const auto loaded = loadScenarioFile(path, test::embeddedCatalog());
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().issues.at(0).message == "the file is 1048577 bytes; the limit is 1048576 bytes");
    }
    SECTION("a malformed file, with the line and column")
    {
        const auto path = directory.write("broken.breakeven.json",
                                          "{\n  \"schema_version\": 1,\n  \"name\": \"x\"\n  \"horizon_months\": 3\n}");
        const auto loaded = loadScenarioFile(path, test::embeddedCatalog());
        REQUIRE_FALSE(loaded);
        CHECK(loaded.error().origin == path.string());
        CHECK(loaded.error().issues.at(0).message.starts_with("parse error at line 4, column"));
    }
    SECTION("nesting deeper than any scenario needs")
    {
        const auto path
            = directory.write("deep.breakeven.json", "{\"name\": " + std::string(100, '[') + std::string(100, ']') + "}");
        const auto loaded = loadScenarioFile(path, test::embeddedCatalog());
        REQUIRE_FALSE(loaded);
        CHECK(hasIssue(loaded.error().issues, "/name/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0",
                       "nesting is deeper than the limit of 16 levels"));
    }
}

TEST_CASE("The shipped test documents load or fail as their names say")
{
    const std::filesystem::path valid = std::filesystem::path(TCO_TEST_DATA_DIR) / "valid-explicit-prices.breakeven.json";
    const auto loaded = loadScenarioFile(valid, test::embeddedCatalog());
    INFO((loaded ? std::string() : describe(loaded.error())));
    REQUIRE(loaded);
    // Every key written out, durations in microseconds included, survives saving and loading.
    const auto reread = parseScenario(serializeScenario(*loaded), "saved", test::embeddedCatalog());
    REQUIRE(reread);
    CHECK(*reread == *loaded);
}

TEST_CASE("Overrides replace values before validation, which checks them like the file's own")
{
    const std::filesystem::path preset = TCO_SOURCE_DATA_DIR "/scenarios/professional-services-70b.breakeven.json";
    const Catalog& catalog = test::embeddedCatalog();
    const auto changed = loadScenarioFile(preset, catalog,
                                          std::vector<Override>{{"/workload/tokens_per_day", "1e8"},
                                                                {"/model/weight_precision", "bf16"},
                                                                {"/one_time/amortize_over_horizon", "false"},
                                                                {"/self_hosted/0/name", "Two H100"}});
    REQUIRE(changed);
    CHECK(changed->workload.tokensPerDay == TokensPerDay(1e8));
    // A value that is not JSON is taken as a string.
    CHECK(changed->model.weights == Precision::Bf16);
    CHECK_FALSE(changed->oneTime.amortizeOverHorizon);
    CHECK(changed->selfHosted[0].name == "Two H100");
    // A key the object lacks may be set, when the format knows it, and so may a key of an
    // optional section the file leaves out.
    const auto added = loadScenarioFile(
        preset, catalog,
        std::vector<Override>{{"/workload/monthly_growth", "0.05"}, {"/self_hosted/0/serving/target_utilization", "0.5"}});
    REQUIRE(added);
    CHECK(added->workload.monthlyGrowth == 0.05);
    CHECK(added->selfHosted[0].serving.targetUtilization == 0.5);

    const auto refused = [&](const Override& change) {
        const auto loaded = loadScenarioFile(preset, catalog, std::vector<Override>{change});
        REQUIRE_FALSE(loaded);
        return loaded.error().issues;
    };
    CHECK(hasIssue(refused({"/workload/tokens_per_day", "-5"}), "/workload/tokens_per_day", "got -5"));
    CHECK(hasIssue(refused({"/workload/tokens_per_day", "lots"}), "/workload/tokens_per_day", "must be a number"));
    CHECK(hasIssue(refused({"/workload/tokens_pre_day", "1e8"}), "/workload/tokens_pre_day", "unknown key"));
    CHECK(hasIssue(refused({"workload/tokens_per_day", "1e8"}), "workload/tokens_per_day", "is not a JSON pointer"));
    CHECK(hasIssue(refused({"/workload/none/here", "1"}), "/workload/none", "unknown key"));
    CHECK(hasIssue(refused({"/self_hosted/3/name", "\"Spare\""}), "/self_hosted/3/name",
                   "names no element of /self_hosted: it has 1 element"));
    CHECK(hasIssue(refused({"/workload/tokens_per_day/x", "1"}), "/workload/tokens_per_day/x",
                   "/workload/tokens_per_day is not an object"));
    CHECK(hasIssue(refused({"/workload", "1"}), "/workload", "must be an object, got 1"));
    CHECK(hasIssue(refused({"", "1"}), "", "names the whole document"));
}
