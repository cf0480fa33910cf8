// The answer every output states (analysis/Answer.h), on the professional-services preset. Its
// figures, worked out by hand from the preset and the catalog:
// - 2× H100 rented: 2 GPUs × 3.50 USD an hour × 730.5 hours × 1.4 for the cloud's extras
//   = 7,158.9 USD, / 1.1665 USD a euro = 6,137.08 EUR, plus one engineer at 6,000 EUR:
//   12,137.08 EUR a month. The two GPUs carry ten times today's volume too, so the same.
// - 10 M tokens a day × 30.4375 days = 304.375 M tokens a month, two input tokens for each output
//   token: 202.92 M in, 101.46 M out.
// - Claude Opus 4.5 at 5 USD in and 25 USD out per million: 1,014.58 + 2,536.46 = 3,551.04 USD
//   = 3,044.18 EUR; ten times the volume, 30,441.85 EUR.
// - Llama 3.3 70B on Together AI at 0.88 USD per million either way: 267.85 USD = 229.62 EUR;
//   ten times, 2,296.19 EUR.
// - The H100 pair and Opus break even where Opus's bill reaches the pair's flat 12,137.08:
//   12,137.08 / 3,044.18 × 10 M = 39.87 M tokens a day, 3.99 times today's volume.

#include "analysis/Answer.h"

#include "TestSupport.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"
#include "text/EnglishNumbers.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <span>
#include <string>
#include <vector>

using namespace tco;
using Catch::Matchers::WithinRel;

namespace {

/// The preset with `changes`, prepared, evaluated and answered.
Answer answerWith(const std::vector<Override>& changes = {})
{
    const auto preset = loadPreset(DEFAULT_PRESET_ID, test::embeddedCatalog());
    REQUIRE(preset);
    const auto scenario = editScenario(*preset, test::embeddedCatalog(), changes);
    REQUIRE(scenario);
    const PreparedScenario prepared = prepareScenario(*scenario, test::embeddedCatalog());
    return answerFor(prepared, evaluate(prepared));
}

std::vector<std::string> inEnglish(const Answer& answer)
{
    return englishSentences(answer, "EUR");
}

} // namespace

TEST_CASE("The answer compares the pair the scenario names, today and at ten times, with the cheapest beside")
{
    const Answer answer = answerWith();
    CHECK(answer.question == Answer::Question::Compared);
    REQUIRE(answer.option);
    REQUIRE(answer.against);
    CHECK(answer.option->name == "2× H100 rented");
    CHECK_THAT(answer.option->monthly, WithinRel(12'137.08, 1e-6));
    CHECK_THAT(*answer.option->monthlyAhead, WithinRel(12'137.08, 1e-6));
    CHECK(answer.against->name == "Claude Opus 4.5 API");
    CHECK_THAT(answer.against->monthly, WithinRel(3'044.18, 1e-5));
    CHECK_THAT(*answer.against->monthlyAhead, WithinRel(30'441.85, 1e-6));
    REQUIRE(answer.breakEven);
    CHECK(answer.breakEven->kind == BreakEvenKind::Within);
    CHECK_THAT(answer.breakEven->tokensPerDay, WithinRel(12'137.08 / 3'044.18 * 1e7, 1e-5));
    // Together AI is neither of the pair and the cheapest at both volumes.
    REQUIRE(answer.cheapest);
    REQUIRE(answer.cheapestAhead);
    CHECK(answer.cheapest->name == "Llama 3.3 70B on Together AI");
    CHECK_THAT(answer.cheapest->monthly, WithinRel(229.62, 1e-5));
    CHECK_THAT(*answer.cheapest->monthlyAhead, WithinRel(2'296.19, 1e-5));

    // The hybrid of the H100 pair and Opus: a fleet costs the engineer, 6,000 EUR a month, before
    // its first GPU, more than Opus bills for the whole month; at ten times the volume the pair's
    // two GPUs, which no fleet can do with fewer of, serve even the busiest hour.
    REQUIRE(answer.hybrid);
    CHECK(answer.hybrid->fleet.fleet.gpus == 0);
    REQUIRE(answer.hybrid->fleetAhead);
    CHECK(answer.hybrid->fleetAhead->fleet.gpus == 2);
    CHECK(answer.hybrid->fleetAhead->overflowShare == 0.0);
    const std::string paysOff = fmt::format("{:.1f}%", answer.hybrid->fleet.paysOffBusyShare * 100.0);

    // 12,137.08 − 3,044.18 = 9,092.90; 30,441.85 − 12,137.08 = 18,304.77.
    CHECK(inEnglish(answer)
          == std::vector<std::string>{
              "At 10 M tokens a day, 2× H100 rented costs 12,137 EUR a month, 9,093 EUR more than Claude Opus 4.5 API at "
              "3,044 EUR.",
              "The two break even at 39.9 M tokens a day, 4× today's volume.",
              "At ten times today's volume, 100 M tokens a day, 2× H100 rented would cost 12,137 EUR a month, 18,305 EUR "
              "less than Claude Opus 4.5 API at 30,442 EUR.",
              "The cheapest option of all is Llama 3.3 70B on Together AI, at 230 EUR a month today and 2,296 EUR at ten "
              "times the volume.",
              "No hybrid of 2× H100 rented and Claude Opus 4.5 API beats Claude Opus 4.5 API alone: a replica pays for "
              "itself when busy "
                  + paysOff + " of the week's hours or more, but a fleet costs 6,000 EUR a month before its first GPU.",
              "At ten times today's volume the cheapest hybrid would be 2× H100 rented alone, its GPUs serving even the "
              "busiest hour."});
    // A no-break space holds each number to its unit where the text may wrap.
    CHECK(englishSentences(answer, "EUR", "\u00a0")[1]
          == "The two break even at 39.9\u00a0M\u00a0tokens a day, 4× today's volume.");
}

TEST_CASE("Without a comparison in the file the answer takes the cheapest option of each kind")
{
    const Answer answer = answerWith({{"/analysis", "null"}, {"/hybrids", "null"}});
    CHECK(answer.question == Answer::Question::CheapestOfEachKind);
    REQUIRE(answer.option);
    REQUIRE(answer.against);
    CHECK(answer.option->name == "2× H100 rented");
    CHECK(answer.against->name == "Llama 3.3 70B on Together AI");
    // The cheapest of all is one of the pair at both volumes: nothing to add.
    CHECK_FALSE(answer.cheapest);
    CHECK_FALSE(answer.cheapestAhead);
    const std::vector<std::string> sentences = inEnglish(answer);
    REQUIRE(sentences.size() == 3);
    // 12,137.08 − 229.62 = 11,907.46; at ten times, 12,137.08 − 2,296.19 = 9,840.89.
    CHECK(sentences[0]
          == "At 10 M tokens a day, 2× H100 rented costs 12,137 EUR a month, 11,907 EUR more than Llama 3.3 70B on Together "
             "AI at 230 EUR.");
    // Office hours plan each replica for a busiest hour 2.77 times the average: the H100 pair never
    // gets down to Together's 0.75 EUR a million within the range.
    REQUIRE(answer.breakEven);
    CHECK(answer.breakEven->kind == BreakEvenKind::NoneInRange);
    CHECK(sentences[1]
          == "They do not break even between " + englishTokens(answer.breakEven->searched.from) + " tokens and "
              + englishTokens(answer.breakEven->searched.to) + " tokens a day: the API stays the cheaper.");
    CHECK(sentences[2]
          == "At ten times today's volume, 100 M tokens a day, 2× H100 rented would cost 12,137 EUR a month, 9,841 EUR more "
             "than Llama 3.3 70B on Together AI at 2,296 EUR.");
}

TEST_CASE("Two API offers keep their order at every volume")
{
    const Answer answer = answerWith({{"/analysis/compare/option", "Claude Opus 4.5 API"},
                                      {"/analysis/compare/against", "Llama 3.3 70B on Together AI"},
                                      {"/hybrids", "null"}});
    CHECK_FALSE(answer.breakEven);
    // 3,044.18 − 229.62 = 2,814.56; ten times, 28,145.66. The H100 pair, at 12,137.08 both
    // times, is never the cheapest.
    CHECK(inEnglish(answer)
          == std::vector<std::string>{
              "At 10 M tokens a day, Claude Opus 4.5 API costs 3,044 EUR a month, 2,815 EUR more than Llama 3.3 70B on "
              "Together AI at 230 EUR.",
              "Both are billed by the token, so Llama 3.3 70B on Together AI stays the cheaper at every volume.",
              "At ten times today's volume, 100 M tokens a day, Claude Opus 4.5 API would cost 30,442 EUR a month, 28,146 EUR "
              "more than Llama 3.3 70B on Together AI at 2,296 EUR."});
}

TEST_CASE("A compared option that cannot run is said so, and the other stands alone")
{
    // Llama 3.1 405B on single-L4 instances with prompts of 100 M tokens: no layout holds one
    // sequence's KV cache.
    const Answer answer = answerWith({{"/model/id", "llama-3.1-405b"},
                                      {"/model/kv_cache_precision", "bf16"},
                                      {"/self_hosted/0/gpu", "l4"},
                                      {"/self_hosted/0/rented/cloud_price", "aws-g6.xlarge-on-demand-us-east-2"},
                                      {"/workload/input_tokens_per_request", "1e8"}});
    REQUIRE(answer.cannotRun.size() == 1);
    CHECK(answer.cannotRun[0].name == "2× H100 rented");
    REQUIRE(answer.option);
    CHECK(answer.option->name == "Claude Opus 4.5 API");
    CHECK_FALSE(answer.against);
    CHECK_FALSE(answer.breakEven);
    const std::vector<std::string> sentences = inEnglish(answer);
    REQUIRE(sentences.size() == 4);
    CHECK(sentences[0] == "2× H100 rented cannot run this model: " + answer.cannotRun[0].reason + ".");
    CHECK(sentences[1]
          == "At 10 M tokens a day, Claude Opus 4.5 API costs " + englishAmount(answer.option->monthly) + " EUR a month.");
    CHECK(sentences[2]
          == "At ten times today's volume, 100 M tokens a day, Claude Opus 4.5 API would cost "
              + englishAmount(*answer.option->monthlyAhead) + " EUR a month.");
    CHECK(sentences[3].starts_with("The cheapest option of all is Llama 3.3 70B on Together AI, at "));
}

TEST_CASE("No option that can run, and a volume with nothing ten times beyond it, are said so")
{
    const Answer none = answerWith({{"/model/id", "llama-3.1-405b"},
                                    {"/model/kv_cache_precision", "bf16"},
                                    {"/self_hosted/0/gpu", "l4"},
                                    {"/self_hosted/0/rented/cloud_price", "aws-g6.xlarge-on-demand-us-east-2"},
                                    {"/workload/input_tokens_per_request", "1e8"},
                                    {"/api_offers", "[]"}});
    CHECK_FALSE(none.option);
    CHECK(inEnglish(none) == std::vector<std::string>{"No option can run this model: see each option for the reason."});

    // 2 × 10^14 a day: ten times is past the 10^15 the model covers (MAX_TOKENS_PER_DAY).
    const Answer far = answerWith({{"/workload/tokens_per_day", "2e14"}, {"/hybrids", "null"}});
    CHECK_FALSE(far.aheadTokensPerDay);
    const std::vector<std::string> sentences = inEnglish(far);
    REQUIRE(sentences.size() == 4);
    // The break-even, 39.9 M a day, is 0.0000002 times today's volume: decimals, not 2e-07.
    CHECK(sentences[1] == "Self-hosting has been the cheaper since 39.9 M tokens a day, 0.0000002× today's volume.");
    CHECK(sentences[2] == "Ten times today's volume would pass 1,000 T tokens a day, the most there is to model.");
    CHECK(sentences[3].starts_with("The cheapest option of all today is Llama 3.3 70B on Together AI, at "));
}

TEST_CASE("A chart of the answer spans today's volume, ten times it and the break-even, with room either side")
{
    const VolumeRange searched{1e3, 1e12};
    Answer answer;
    answer.tokensPerDay = 1e7;
    answer.aheadTokensPerDay = 1e8;
    BreakEven crossing;
    crossing.kind = BreakEvenKind::Within;
    crossing.tokensPerDay = 3.987e7;
    answer.breakEven = crossing;
    // Today 1e7 and ten times it, 1e8, hold the break-even at 39.87 M: from 1e7 / 2 to 1e8 × 2.
    CHECK(focusedVolumes(answer, searched) == VolumeRange{5e6, 2e8});

    // A break-even far above ten times today's volume widens it: to 4e9 × 2.
    answer.breakEven->tokensPerDay = 4e9;
    CHECK(focusedVolumes(answer, searched) == VolumeRange{5e6, 8e9});
    // A pair that never crosses adds nothing; nor does the break-even's volume then.
    answer.breakEven->kind = BreakEvenKind::NoneInRange;
    CHECK(focusedVolumes(answer, searched) == VolumeRange{5e6, 2e8});

    // Never beyond the range searched: 5e11 × 10 × 2 is above 1e12.
    answer.tokensPerDay = 5e11;
    answer.aheadTokensPerDay = 5e12;
    CHECK(focusedVolumes(answer, searched) == VolumeRange{2.5e11, 1e12});
}

TEST_CASE("A break-even is stated as one figure, against today's volume")
{
    const auto english = [](const BreakEven& breakEven) {
        const AnswerSentence figure = breakEvenFigure(breakEven, 10e6);
        return englishSentences(std::span(&figure, 1), "EUR").front();
    };
    const VolumeRange searched{1e5, 1e11};
    // 39.9 M tokens a day against today's 10 M: 3.99, which reads as 4×.
    CHECK(english(BreakEven{{OptionKind::SelfHosted, 0}, 0, BreakEvenKind::Within, 39.9e6, searched})
          == "self-hosting is cheaper above 39.9 M tokens a day, 4× today's volume");
    CHECK(english(BreakEven{{OptionKind::Hybrid, 0}, 0, BreakEvenKind::Within, 29.8e6, searched})
          == "the hybrid plan is cheaper above 29.8 M tokens a day, 3× today's volume");
    CHECK(english(BreakEven{{OptionKind::SelfHosted, 0}, 0, BreakEvenKind::AlwaysCheaper, 0.0, searched})
          == "self-hosting is cheaper at every volume from 100 k tokens a day");
    CHECK(english(BreakEven{{OptionKind::SelfHosted, 0}, 0, BreakEvenKind::NoneInRange, 0.0, searched})
          == "the API stays cheaper up to 100 B tokens a day");
}
