#include "report/ResultTables.h"

#include "TestSupport.h"
#include "cost/PreparedScenario.h"
#include "report/ReportInputs.h"
#include "results/Results.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

constexpr CsvFormat EUROPEAN{';', ','};

/// Prices typed in so that the API's bill works out by hand: at 10 M tokens a day, half input
/// and half output, a month of 30.4375 days holds 152,187,500 tokens of each, which cost
/// 152.1875 × 1 + 152.1875 × 3 = 608.75 USD. Volume grows 10 % a month.
constexpr std::string_view SCENARIO = R"({
  "schema_version": 1,
  "name": "Tables; by hand",
  "currency": { "display": "USD" },
  "horizon_months": 3,
  "workload": { "tokens_per_day": 10000000, "input_tokens_per_request": 1000, "output_tokens_per_request": 1000,
                "monthly_growth": 0.1 },
  "model": { "id": "llama-3.1-8b", "weight_precision": "bf16" },
  "self_hosted": [
    { "name": "Two H100, rented", "gpu": "h100-sxm", "gpus": 2,
      "rented": { "price_per_gpu_hour": { "amount": 2.0, "currency": "USD" }, "pricing": "on_demand" } }
  ],
  "api_offers": [
    { "name": "Typed-in API", "input_per_mtok": { "amount": 1.0, "currency": "USD" }, "output_per_mtok": { "amount": 3.0, "currency": "USD" } }
  ]
})";

double readNumber(std::string text, const CsvFormat& format)
{
    std::ranges::replace(text, format.decimalMark, '.');
    return std::stod(text);
}

struct Evaluated {
    Scenario scenario;
    PreparedScenario prepared;
    Evaluation evaluation;

    explicit Evaluated(Scenario loaded)
        : scenario(std::move(loaded))
        , prepared(prepareScenario(scenario, test::embeddedCatalog()))
        , evaluation(evaluate(prepared))
    { }
};

Scenario byHand()
{
    auto scenario = parseScenario(SCENARIO, "tables test", test::embeddedCatalog());
    REQUIRE(scenario);
    return std::move(*scenario);
}

} // namespace

TEST_CASE("CSV fields follow the format's delimiter and decimal mark", "[report]")
{
    CHECK(csvNumber(1234.5) == "1234.5");
    CHECK(csvNumber(1234.5, EUROPEAN) == "1234,5");
    CHECK(csvNumber(0.1 + 0.2) == "0.30000000000000004"); // every digit a double needs
    CHECK(csvField("a,b") == "\"a,b\"");
    CHECK(csvField("a,b", EUROPEAN) == "a,b");
    CHECK(csvField("a;b", EUROPEAN) == "\"a;b\"");
    CHECK(csvField("say \"hi\"") == "\"say \"\"hi\"\"\"");
    const std::vector<std::string> fields{"x", "", "1,5"};
    CHECK(csvLine(fields, EUROPEAN) == "x;;1,5\n");
    CHECK(csvFormatFor(',') == EUROPEAN);
    CHECK(csvFormatFor('.') == CsvFormat{});
}

TEST_CASE("The comparison reads back from CSV as the figures the application shows", "[report]")
{
    for (const std::string& id : presetIds()) {
        auto preset = loadPreset(id, test::embeddedCatalog());
        REQUIRE(preset);
        const Evaluated result(std::move(*preset));
        for (const CsvFormat format : {CsvFormat{}, EUROPEAN}) {
            INFO(id << " with '" << format.delimiter << "'");
            const auto rows = test::parseCsv(comparisonCsv(result.prepared, result.evaluation, format), format);
            const std::vector<OptionSummary> options = rankedOptions(result.prepared, result.evaluation);
            REQUIRE(rows.size() == options.size() + 1);
            CHECK(rows.front()[4] == "monthly_total");
            for (std::size_t index = 0; index < options.size(); ++index) {
                const std::vector<std::string>& row = rows[index + 1];
                REQUIRE(row.size() == rows.front().size());
                CHECK(row[0] == options[index].name);
                if (!options[index].feasible) {
                    CHECK(row[4].empty());
                    continue;
                }
                // The shortest representation reads back as the very same double.
                CHECK(readNumber(row[4], format) == options[index].monthly.total());
                CHECK(readNumber(row[5], format) == options[index].costPerMillionTokens);
                CHECK(readNumber(row[9], format) == options[index].horizon->netPresentValue);
            }
        }
    }
}

TEST_CASE("The horizon table grows the volume and accumulates each option's cost", "[report]")
{
    const Evaluated result(byHand());
    const auto rows = test::parseCsv(horizonCsv(result.prepared, result.evaluation, EUROPEAN), EUROPEAN);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0]
          == std::vector<std::string>{"month", "tokens_per_day", "Two H100, rented monthly (USD)",
                                      "Two H100, rented cumulative (USD)", "Typed-in API monthly (USD)",
                                      "Typed-in API cumulative (USD)"});
    // 10 M tokens a day, then 11 M and 12.1 M.
    CHECK(readNumber(rows[3][1], EUROPEAN) == Approx(12.1e6));
    // The API: 608.75, 669.625 and 736.5875 USD; 2,014.9625 in all.
    CHECK_THAT(readNumber(rows[1][4], EUROPEAN), WithinRel(608.75, 1e-12));
    CHECK_THAT(readNumber(rows[2][4], EUROPEAN), WithinRel(669.625, 1e-12));
    CHECK_THAT(readNumber(rows[3][5], EUROPEAN), WithinRel(2014.9625, 1e-12));
    // Two GPUs at 2 USD for 730.5 hours: 2,922 USD every month, however the volume grows.
    CHECK_THAT(readNumber(rows[1][2], EUROPEAN), WithinRel(2922.0, 1e-12));
    CHECK_THAT(readNumber(rows[3][3], EUROPEAN), WithinRel(3 * 2922.0, 1e-12));
}

TEST_CASE("The sweep table gives each option's cost per million tokens at each volume", "[report]")
{
    const Evaluated result(byHand());
    const std::vector<SweepPoint> points = sweep(result.prepared, 1e6, 1e8, 3);
    const auto rows = test::parseCsv(sweepCsv(result.prepared, points), CsvFormat{});
    REQUIRE(rows.size() == 4);
    CHECK(rows[0][3] == "Typed-in API monthly (USD)");
    // 1 M tokens a day: 60.875 USD a month, 2 USD per million tokens at any volume.
    CHECK_THAT(readNumber(rows[1][3], CsvFormat{}), WithinRel(60.875, 1e-12));
    CHECK_THAT(readNumber(rows[2][4], CsvFormat{}), WithinRel(2.0, 1e-12));
    // The GPUs' 2,922 USD over 30.4375 M tokens: 96 USD per million.
    CHECK_THAT(readNumber(rows[1][2], CsvFormat{}), WithinRel(96.0, 1e-12));
}

TEST_CASE("The report's JSON holds the result, the sweep and every input with its source", "[report]")
{
    const Scenario scenario = byHand();
    SizingMemo memo;
    const Results results(scenario, test::embeddedCatalog(), memo);
    const ReportInputs inputs = reportInputs(scenario, test::embeddedCatalog());
    const auto document = reportJson(results, inputs, ReportInfo{"1.2.3", "2026-11-30"});
    CHECK(document["report"]["version"] == "1.2.3");
    CHECK(document["report"]["generated_on"] == "2026-11-30");
    CHECK(document["options"][0]["name"] == "Typed-in API");
    CHECK_THAT(document["options"][0]["monthly_total"].get<double>(), WithinRel(608.75, 1e-12));
    // The sweep the charts draw: 10 M tokens a day growing 10 % a month spans 10^5 to 10^11
    // tokens a day, six decades at 60 a decade and the last volume, 361 points.
    CHECK(document["sweep"].size() == 361);
    CHECK(document["sweep"].size() == results.sweep().size());
    CHECK(document["inputs"]["assumptions"].size() == inputs.assumptions.size());
    const auto& sources = document["inputs"]["sources"];
    const auto gpu = std::ranges::find_if(sources, [](const auto& source) { return source["id"] == "h100-sxm"; });
    REQUIRE(gpu != sources.end());
    CHECK((*gpu)["as_of"] == test::embeddedCatalog().gpu("h100-sxm")->provenance.asOf);
}
