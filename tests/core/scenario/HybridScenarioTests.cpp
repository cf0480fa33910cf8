#include "TestSupport.h"
#include "analysis/Answer.h"
#include "cost/Comparison.h"
#include "cost/Evaluation.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using namespace tco;
using json = nlohmann::ordered_json;
using Catch::Matchers::WithinRel;
using tco::test::hasIssue;

namespace {

/// The professional-services preset: office hours, and a hybrid of its rented H100s and the
/// Opus API.
Scenario withHybrid()
{
    auto scenario = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(scenario);
    REQUIRE(scenario->workload.loadProfile == LoadProfileChoice{"office-hours", {}});
    REQUIRE(scenario->hybrids.size() == 1);
    return *scenario;
}

Issues issuesReading(const json& document)
{
    Issues issues;
    (void)readScenario(document, test::embeddedCatalog(), issues);
    return issues;
}

} // namespace

TEST_CASE("A load profile and a hybrid plan are read and written back as they were")
{
    const Scenario scenario = withHybrid();
    const json document(scenario);
    CHECK(document["workload"]["load_profile"] == json{{"id", "office-hours"}});
    CHECK_FALSE(document["workload"].contains("peak_to_average"));
    CHECK(document["hybrids"][0]
          == json{{"name", "H100s + Opus for peaks"}, {"self_hosted", "2× H100 rented"}, {"api_offer", "Claude Opus 4.5 API"}});
    Issues issues;
    const Scenario read = readScenario(document, test::embeddedCatalog(), issues);
    INFO(test::listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(read == scenario);

    // A shape of the file's own, and a fleet the file sets.
    Scenario own = scenario;
    own.workload.loadProfile->id.clear();
    own.workload.loadProfile->shape.hours.fill(1.0);
    own.workload.loadProfile->shape.days = {1.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.5};
    own.hybrids.front().gpus = 4;
    const Scenario ownRead = readScenario(json(own), test::embeddedCatalog(), issues);
    INFO(test::listIssues(issues));
    REQUIRE(issues.empty());
    CHECK(ownRead == own);
}

TEST_CASE("A load profile and a hybrid plan that cannot be used are refused at their place")
{
    const json good(withHybrid());
    const auto refused = [&](const std::string& pointer, const json& value) {
        json document = good;
        const json::json_pointer at(pointer);
        if (value.is_null())
            document.at(at.parent_pointer()).erase(at.back());
        else
            document[at] = value;
        return issuesReading(document);
    };
    CHECK(hasIssue(refused("/workload/peak_to_average", 2.0), "/workload/peak_to_average", "give one or the other"));
    CHECK(hasIssue(refused("/workload/load_profile/id", "office"), "/workload/load_profile/id", "unknown load profile"));
    const json shortDay = json::array({1, 1, 1});
    CHECK(hasIssue(refused("/workload/load_profile", json{{"hours", shortDay}, {"days", json::array({1, 1, 1, 1, 1, 1, 1})}}),
                   "/workload/load_profile/hours", "at least 24"));
    json hours = json::array();
    for (int hour = 0; hour < 24; ++hour)
        hours.push_back(hour == 3 ? -1.0 : 1.0);
    CHECK(hasIssue(refused("/workload/load_profile", json{{"hours", hours}, {"days", json::array({1, 1, 1, 1, 1, 1, 1})}}),
                   "/workload/load_profile/hours/3", "must not be negative"));
    CHECK(hasIssue(refused("/workload/load_profile",
                           json{{"hours", json(std::vector<double>(24, 1.0))}, {"days", json(std::vector<double>(7, 0.0))}}),
                   "/workload/load_profile/days", "some traffic"));
    CHECK(hasIssue(refused("/workload/load_profile/hours", json(std::vector<double>(24, 1.0))), "/workload/load_profile",
                   "give one or the other"));
    CHECK(hasIssue(refused("/workload/load_profile", nullptr), "/hybrids/0", "/workload/load_profile"));
    CHECK(hasIssue(refused("/hybrids/0/self_hosted", "H100"), "/hybrids/0/self_hosted", "unknown self-hosted option"));
    CHECK(hasIssue(refused("/hybrids/0/api_offer", "Opus"), "/hybrids/0/api_offer", "unknown API offer"));
    CHECK(hasIssue(refused("/self_hosted/0/rented/hours_per_day", 12), "/hybrids/0/self_hosted", "around the clock"));
    json both = good;
    both["hybrids"][0]["gpus"] = 4;
    both["hybrids"][0]["served_hour_percentile"] = 0.9;
    CHECK(hasIssue(issuesReading(both), "/hybrids/0/served_hour_percentile", "give one or neither"));
    CHECK(hasIssue(refused("/hybrids/0/name", "Claude Opus 4.5 API"), "/hybrids/0/name", "already the name"));
}

TEST_CASE("A hybrid plan follows its parts through edits, and goes with a part that is removed")
{
    const Scenario scenario = withHybrid();
    const auto renamed
        = editScenario(scenario, test::embeddedCatalog(),
                       std::vector<Override>{{"/self_hosted/0/name", "\"Two H100\""}, {"/api_offers/0/name", "\"Opus\""}});
    REQUIRE(renamed);
    CHECK(renamed->hybrids.front().selfHosted == "Two H100");
    CHECK(renamed->hybrids.front().apiOffer == "Opus");
    const auto removed = editScenario(scenario, test::embeddedCatalog(), std::vector<Override>{{"/api_offers/0", "null"}});
    REQUIRE(removed);
    CHECK(removed->hybrids.empty());
}

TEST_CASE("The professional-services firm's hybrid: no fleet beats Opus alone, for the engineer it needs")
{
    const Scenario scenario = withHybrid();
    const PreparedScenario prepared = prepareScenario(scenario, test::embeddedCatalog());
    // Office hours: busiest hour 2.27 × busiest day 1.22 of the week's average (the catalog's
    // load profile, whose hours and days each average 1), in place of the preset's 2.
    CHECK_THAT(prepared.selfHosted[0].peakFactor, WithinRel(2.27 * 1.22, 0.01));
    const Evaluation evaluation = evaluate(prepared);
    REQUIRE(evaluation.hybrids.size() == 1);
    const HybridEvaluation& hybrid = evaluation.hybrids.front();
    REQUIRE(hybrid.feasible);
    // Before its first GPU a fleet costs the engineer, 6,000 EUR a month, and Opus bills 3,044.18
    // EUR for the whole month's tokens (ComparisonTests): sending everything to Opus is cheapest.
    CHECK(hybrid.fleet.fleet.gpus == 0);
    CHECK(hybrid.fleet.overflowShare == 1.0);
    CHECK_THAT(hybrid.monthly.total(), WithinRel(3'044.1849, 1e-6));
    CHECK_THAT(hybrid.monthly.total(), WithinRel(evaluation.api[0].total(), 1e-12));

    const Answer answer = answerFor(prepared, evaluation);
    REQUIRE(answer.hybrid);
    CHECK_THAT(answer.hybrid->fleetFixedMonthly, WithinRel(6'000.0, 1e-12));
    const std::vector<std::string> sentences = englishSentences(answer, "EUR");
    CHECK(std::ranges::count(sentences,
                             "No hybrid of 2× H100 rented and Claude Opus 4.5 API beats Claude Opus 4.5 API alone: a replica "
                             "pays for itself when busy "
                                 + fmt::format("{:.1f}", answer.hybrid->fleet.paysOffBusyShare * 100.0)
                                 + "% of the week's hours or more, but a fleet costs 6,000 EUR a month before its first GPU.")
          == 1);

    // Without the engineer, a fleet for the base of the load pays: the cheapest mix then costs
    // no more than either part alone.
    Scenario noStaff = scenario;
    noStaff.staffing.baseFte = 0.0;
    const PreparedScenario lean = prepareScenario(noStaff, test::embeddedCatalog());
    const Evaluation leanEvaluation = evaluate(lean);
    const double mix = leanEvaluation.hybrids.front().monthly.total();
    CHECK(mix <= leanEvaluation.api[0].total());
    CHECK(mix <= leanEvaluation.selfHosted[0].monthly.total());
}
