#include "scenario/ScenarioFields.h"

#include "TestSupport.h"
#include "json/Issue.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include "TestPaths.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

using namespace tco;
using json = nlohmann::ordered_json;

namespace {

/// Every number of `value`, by JSON pointer; a money object is one number, at its own pointer.
void collectNumbers(const json& value, const std::string& pointer, std::set<std::string>& numbers)
{
    if (value.is_object()) {
        if (value.contains("amount") && value.contains("currency")) {
            numbers.insert(pointer);
            return;
        }
        for (const auto& [key, child] : value.items())
            collectNumbers(child, appendKey(pointer, key), numbers);
    } else if (value.is_array()) {
        for (std::size_t index = 0; index < value.size(); ++index)
            collectNumbers(value[index], appendIndex(pointer, index), numbers);
    } else if (value.is_number()) {
        numbers.insert(pointer);
    }
}

/// The numbers a file holds that are not inputs: the format's version and the analysis settings,
/// which name inputs rather than being ones.
bool isInput(const std::string& pointer)
{
    return pointer != "/schema_version" && !pointer.starts_with("/analysis");
}

/// A scenario with every section there is: an exchange rate, an owned option, a rented option
/// at a typed spot price with its layout fixed, a fine-tuning run, an API offer with every price
/// typed in, a cluster with every size given, typed serving replicas with a layout and two job
/// classes, the second with a layout. Layouts of one rank each, so that any other whole number
/// of GPUs still divides evenly.
Scenario everySection()
{
    auto preset = loadPreset("midsize-70b-h200", test::embeddedCatalog());
    REQUIRE(preset);
    json document(*preset);
    document["currency"]["exchange_rates"]
        = json::array({{{"currency", "EUR"}, {"usd_per_unit", 1.08}, {"as_of", "2026-11"}, {"source", "ECB"}}});
    document["self_hosted"][0]["gpus"] = 16;
    document["self_hosted"][1]["rented"] = {
        {"price_per_gpu_hour", {{"amount", 2.1}, {"currency", "EUR"}}}, {"pricing", "spot"}, {"spot_interruption_overhead", 0.1}};
    document["self_hosted"][1]["serving"] = {{"tensor_parallel", 4}, {"pipeline_parallel", 1}};
    json reserved = document["self_hosted"][1];
    reserved["name"] = "H200 reserved";
    reserved["rented"] = {{"price_per_gpu_hour", {{"amount", 2.5}, {"currency", "USD"}}},
                          {"pricing", "reserved_1y"},
                          {"commitment",
                           {{"gpus", 16},
                            {"term_months", 12},
                            {"payment", "upfront"},
                            {"above_commitment_per_gpu_hour", {{"amount", 3.5}, {"currency", "USD"}}}}}};
    document["self_hosted"].push_back(reserved);
    document["api_offers"][1]["commitment"]
        = {{"monthly_spend", {{"amount", 5'000}, {"currency", "USD"}}}, {"term_months", 12}, {"payment", "monthly"}};
    document["one_time"]["fine_tuning"] = {{"training_tokens", 2e9},
                                           {"gpu", "h100-sxm"},
                                           {"gpus", 16},
                                           {"price_per_gpu_hour", {{"amount", 2.5}, {"currency", "USD"}}}};
    document["api_offers"][0]["input_per_mtok"] = {{"amount", 0.6}, {"currency", "USD"}};
    document["api_offers"][0]["output_per_mtok"] = {{"amount", 2.4}, {"currency", "USD"}};
    document["api_offers"][0]["cached_input_per_mtok"] = {{"amount", 0.15}, {"currency", "USD"}};
    document["api_offers"][0]["cache_write_per_mtok"] = {{"amount", 0.75}, {"currency", "USD"}};
    document["api_offers"][0]["batch_discount"] = 0.5;
    document["hybrids"][0]["gpus"] = 8;
    const json layout{{"tensor_parallel", 1},
                      {"expert_parallel", 1},
                      {"compute_seconds_per_step", 0.8},
                      {"tensor_parallel_bytes_per_step", 6.4e10},
                      {"expert_parallel_bytes_per_step", 2e9},
                      {"data_parallel_bytes_per_step", 7e10}};
    document["cluster"] = {
        {"option", document["self_hosted"][0]["name"]},
        {"domains", 16},
        {"nodes_per_domain", 2},
        {"gpus_per_node", 4},
        {"scale_out_gb_per_s", 50},
        {"days", 30},
        {"seed", 1},
        {"checkpoint_restart_hours", 0.25},
        {"inference", {{"replicas", 4}, {"gpus_per_replica", 8}, {"layout", layout}}},
        {"jobs",
         {{"arrivals_per_hour", 2},
          {"mix",
           {{{"name", "fine-tuning"}, {"kind", "fine_tuning"}, {"gpus", 8}, {"share", 3}, {"median_hours", 4}, {"p90_hours", 12}},
            {{"name", "training"},
             {"kind", "training"},
             {"gpus", 64},
             {"share", 1},
             {"median_hours", 24},
             {"p90_hours", 96},
             {"layout", layout}}}}}}};
    Issues issues;
    Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
    INFO(test::listIssues(issues));
    REQUIRE(issues.empty());
    return scenario;
}

json documentAt(const std::string& path)
{
    std::ifstream file(path);
    INFO(path);
    REQUIRE(file);
    return json::parse(file);
}

/// A value the rule accepts other than `current`, of the kind a person would type.
double anotherValue(double current, const NumberRule& rule)
{
    if (rule.wholeNumber)
        return current + 1.0 <= rule.maximum ? current + 1.0 : current - 1.0;
    const double lowest = rule.minimumExclusive ? rule.minimum + 0.5 : rule.minimum;
    if (current * 0.75 >= lowest && current != 0.0)
        return current * 0.75;
    return std::min(lowest + 0.25, lowest + (rule.maximum - lowest) / 4.0);
}

} // namespace

TEST_CASE("Every number a scenario file holds is a row of the fields table, and every row is in the file")
{
    // The documents as people write them: the presets' files and the tests' own, every number
    // of which must be a row; and the scenario with every section, as the writer writes it.
    std::vector<std::pair<std::string, json>> documents;
    for (const std::string& id : presetIds())
        documents.emplace_back(id, documentAt(fmt::format("{}/scenarios/{}.breakeven.json", TCO_SOURCE_DATA_DIR, id)));
    documents.emplace_back("valid-explicit-prices", documentAt(TCO_TEST_DATA_DIR "/valid-explicit-prices.breakeven.json"));
    documents.emplace_back("every section, written", json(everySection()));
    for (const auto& [name, document] : documents) {
        CAPTURE(name);
        Issues issues;
        const Scenario scenario = readScenario(document, test::embeddedCatalog(), issues);
        INFO(test::listIssues(issues));
        REQUIRE(issues.empty());
        std::set<std::string> numbers;
        collectNumbers(document, "", numbers);
        std::erase_if(numbers, [](const std::string& pointer) { return !isInput(pointer); });
        std::set<std::string> rows;
        for (const FieldInstance& instance : scenarioFieldInstances(scenario)) {
            CAPTURE(instance.pointer);
            CHECK(rows.insert(instance.pointer).second);
        }
        for (const std::string& pointer : numbers) {
            CAPTURE(pointer);
            CHECK(rows.contains(pointer));
        }
    }

    // Written, a scenario holds every row of each of its entries, but for the numbers it may
    // leave to a catalog entry: the second offer's four prices and batch discount are its entry's.
    const Scenario scenario = everySection();
    std::set<std::string> written;
    collectNumbers(json(scenario), "", written);
    std::size_t fromCatalog = 0;
    for (const FieldInstance& instance : scenarioFieldInstances(scenario)) {
        CAPTURE(instance.pointer);
        CHECK((written.contains(instance.pointer) || instance.field->fromCatalog));
        if (!written.contains(instance.pointer))
            ++fromCatalog;
    }
    CHECK(fromCatalog == 5);
    // Each section's rows, once for each entry that has them: the workload but its peak-to-average
    // ratio (its load profile sets the busiest hour), three options (one owned, two rented which
    // leave their fewest GPUs out, one of them with a reservation), one exchange rate, two offers
    // (one with a committed spend), one hybrid with its GPUs set
    // (and so no percentile), one fine-tuning run, one cluster with its replicas and their
    // layout, two job classes and one class layout.
    const auto rowsOf = [](FieldSection section) {
        return static_cast<std::size_t>(std::ranges::count(scenarioFields(), section, &ScenarioField::section));
    };
    const std::size_t once = rowsOf(FieldSection::Scenario) + rowsOf(FieldSection::ExchangeRate) + rowsOf(FieldSection::Workload)
        - 1 + rowsOf(FieldSection::Staffing) + rowsOf(FieldSection::OneTime) + rowsOf(FieldSection::FineTuning)
        + rowsOf(FieldSection::Hybrid) - 1;
    const std::size_t options = 3 * (rowsOf(FieldSection::SelfHosted) + rowsOf(FieldSection::Serving)) - 2
        + 2 * rowsOf(FieldSection::Rented) + rowsOf(FieldSection::RentedCommitment) + rowsOf(FieldSection::Owned);
    const std::size_t cluster = rowsOf(FieldSection::Cluster) + rowsOf(FieldSection::ClusterInference)
        + rowsOf(FieldSection::ClusterInferenceLayout) + rowsOf(FieldSection::ClusterJobs)
        + 2 * rowsOf(FieldSection::ClusterJobClass) + rowsOf(FieldSection::ClusterJobLayout);
    CHECK(scenarioFieldInstances(scenario).size()
          == once + options + 2 * rowsOf(FieldSection::ApiOffer) + rowsOf(FieldSection::ApiCommitment) + cluster);
}

TEST_CASE("Every row of the fields table reads back what it set, through the file")
{
    const Scenario original = everySection();
    const Catalog& catalog = test::embeddedCatalog();
    for (const FieldInstance& instance : scenarioFieldInstances(original)) {
        CAPTURE(instance.pointer);
        // The reserved option's spot overhead and hours a day must stay 0 and 24: reserved GPUs
        // are not spot capacity and are billed around the clock (the reader's tests refuse others).
        if (instance.pointer == "/self_hosted/2/rented/spot_interruption_overhead"
            || instance.pointer == "/self_hosted/2/rented/hours_per_day")
            continue;
        const ScenarioField& field = *instance.field;
        Scenario scenario = original;
        const double value = anotherValue(field.get(scenario, catalog, instance.index), field.rule);
        CAPTURE(value);
        field.set(scenario, catalog, instance.index, value);
        CHECK(field.get(scenario, catalog, instance.index) == value);

        const json document(scenario);
        const json& written = document.at(json::json_pointer(instance.pointer));
        CHECK((written.is_object() ? written.at("amount") : written).get<double>() == value);
        Issues issues;
        const Scenario read = readScenario(document, catalog, issues);
        INFO(test::listIssues(issues));
        REQUIRE(issues.empty());
        CHECK(field.get(read, catalog, instance.index) == value);
    }
}

TEST_CASE("The reader takes each row's presence from the table: required, defaulted or absent")
{
    const Scenario original = everySection();
    const Catalog& catalog = test::embeddedCatalog();
    const json document(original);
    // A default-constructed scenario's entries hold the defaults a file that leaves a number out gets.
    Scenario defaults = original;
    defaults.workload = Workload{};
    for (SelfHostedOption& option : defaults.selfHosted) {
        option.serving = ServingAssumptions{};
        option.gpus.reset();
    }
    for (const FieldInstance& instance : scenarioFieldInstances(original)) {
        const ScenarioField& field = *instance.field;
        if (field.fromCatalog)
            continue;
        CAPTURE(instance.pointer);
        json without = document;
        const json::json_pointer pointer(instance.pointer);
        without.at(pointer.parent_pointer()).erase(pointer.back());
        Issues issues;
        const Scenario read = readScenario(without, catalog, issues);
        if (field.required) {
            REQUIRE(issues.size() == 1);
            CHECK(issues.front().pointer == instance.pointer);
            CHECK_THAT(issues.front().message, Catch::StartsWith("is missing"));
        } else if (field.present != nullptr) {
            INFO(test::listIssues(issues));
            REQUIRE(issues.empty());
            CHECK_FALSE(field.present(read, instance.index));
        } else if (field.section == FieldSection::Workload || field.section == FieldSection::Serving) {
            INFO(test::listIssues(issues));
            REQUIRE(issues.empty());
            CHECK(field.get(read, catalog, instance.index) == field.get(defaults, catalog, instance.index));
        }
        // Whole numbers are written as whole numbers, not as 36.0.
        CHECK(document.at(pointer).is_number_integer() == field.rule.wholeNumber);
    }
}

TEST_CASE("The scenario format's documentation has a line for every number of the fields table")
{
    std::ifstream file(TCO_SOURCE_DOCS_DIR "/scenario-format.md");
    REQUIRE(file);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    for (const ScenarioField& field : scenarioFields()) {
        CAPTURE(field.key);
        CHECK(text.find(fmt::format("| `{}` |", field.key)) != std::string::npos);
    }
}

TEST_CASE("Fields name the option they belong to and are in the file's units")
{
    const Scenario scenario = everySection();
    const std::vector<FieldInstance> instances = scenarioFieldInstances(scenario);
    const auto at = [&](std::string_view pointer) {
        const auto found = std::ranges::find(instances, pointer, &FieldInstance::pointer);
        REQUIRE(found != instances.end());
        return *found;
    };
    CHECK(at("/currency/exchange_rates/0/usd_per_unit").owner == "EUR");
    CHECK(at("/self_hosted/1/rented/price_per_gpu_hour").owner == scenario.selfHosted[1].name);
    CHECK(at("/workload/tokens_per_day").owner.empty());
    // The file's 125 ms of request overhead (the default) read as milliseconds, not seconds.
    const FieldInstance overhead = at("/self_hosted/0/serving/request_overhead_ms");
    CHECK(overhead.field->get(scenario, test::embeddedCatalog(), overhead.index) == 125.0);
    CHECK(overhead.field->use == FieldUse::Setting);
    // A fixed parallel degree is a choice: analyses leave it alone.
    CHECK(at("/self_hosted/1/serving/tensor_parallel").field->use == FieldUse::Setting);
    CHECK(at("/self_hosted/1/serving/memory_bandwidth_utilization").field->use == FieldUse::Driver);
}

TEST_CASE("Every driver's default range follows its kind of number and holds its value")
{
    const auto rangeOf = [](FieldSection section, std::string_view key) {
        const ScenarioField* field = findField(section, key);
        REQUIRE(field != nullptr);
        return field->defaultRange;
    };
    // docs/analysis.md, "Default ranges": an exchange rate ± 5 %, a volume a third to three
    // times, a rented GPU-hour ± 30 %, an API's token price half to a quarter above, a serving
    // efficiency ± 15 %.
    CHECK(rangeOf(FieldSection::ExchangeRate, "usd_per_unit").low == 0.95);
    CHECK(rangeOf(FieldSection::ExchangeRate, "usd_per_unit").high == 1.05);
    CHECK(rangeOf(FieldSection::Workload, "tokens_per_day").low == 1.0 / 3.0);
    CHECK(rangeOf(FieldSection::Workload, "tokens_per_day").high == 3.0);
    CHECK(rangeOf(FieldSection::Rented, "price_per_gpu_hour").high == 1.3);
    CHECK(rangeOf(FieldSection::FineTuning, "price_per_gpu_hour").high == 1.3);
    CHECK(rangeOf(FieldSection::ApiOffer, "output_per_mtok").low == 0.5);
    CHECK(rangeOf(FieldSection::ApiOffer, "cache_write_per_mtok").high == 1.25);
    CHECK(rangeOf(FieldSection::Serving, "memory_bandwidth_utilization").low == 0.85);
    CHECK(rangeOf(FieldSection::Serving, "scheduler_efficiency").high == 1.15);
    CHECK(rangeOf(FieldSection::Staffing, "monthly_cost_per_fte").low == 0.75);
    // Every range of a driver reaches below and above its value, and never to zero or a sign change.
    for (const ScenarioField& field : scenarioFields()) {
        if (field.use != FieldUse::Driver)
            continue;
        INFO(field.key);
        CHECK(field.defaultRange.low > 0.0);
        CHECK(field.defaultRange.low < 1.0);
        CHECK(field.defaultRange.high > 1.0);
    }
}
