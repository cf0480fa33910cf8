#include "analysis/Answer.h"

#include "cost/Comparison.h"
#include "scenario/Scenario.h"
#include "text/EnglishNumbers.h"
#include "text/Placeholders.h"
#include "text/Translatable.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>

namespace tco {
namespace {

AnswerValue name(const std::string& text)
{
    return AnswerValue{AnswerValue::Kind::Name, 0.0, text};
}

AnswerValue money(double amount)
{
    return AnswerValue{AnswerValue::Kind::Money, amount, {}};
}

AnswerValue tokens(double count)
{
    return AnswerValue{AnswerValue::Kind::TokenCount, count, {}};
}

AnswerValue multiple(double ratio)
{
    return AnswerValue{AnswerValue::Kind::Multiple, ratio, {}};
}

AnswerValue percent(double share)
{
    return AnswerValue{AnswerValue::Kind::Percent, share, {}};
}

AnswerValue count(std::int64_t number)
{
    return AnswerValue{AnswerValue::Kind::Count, static_cast<double>(number), {}};
}

/// The options the question is about: the two the file compares, else the cheapest of each
/// kind that can run, or the first of a kind none of which can (to say why). One option when
/// the scenario has one kind only or compares an option with itself.
std::vector<OptionRef> questionOptions(const Scenario& scenario, const std::vector<OptionSummary>& options)
{
    std::vector<OptionRef> refs;
    if (!scenario.analysis.option.empty()) {
        // Reading the file checked that both names are options of the scenario.
        refs = {*findOption(scenario, scenario.analysis.option), *findOption(scenario, scenario.analysis.against)};
    } else {
        if (const OptionSummary* selfHosted = cheapestOption(options, OptionKind::SelfHosted))
            refs.push_back(selfHosted->ref);
        else if (!scenario.selfHosted.empty())
            refs.push_back(OptionRef{OptionKind::SelfHosted, 0});
        if (const OptionSummary* api = cheapestOption(options, OptionKind::Api))
            refs.push_back(api->ref);
    }
    if (refs.size() == 2 && refs[0] == refs[1])
        refs.pop_back();
    return refs;
}

/// The two options' costs side by side: "%2 costs %3 a month, %4 less than %5 at %6".
AnswerSentence sideBySide(std::string_view less, std::string_view more, std::string_view same, double volume,
                          const AnswerOption& option, double cost, const AnswerOption& against, double againstCost)
{
    const double difference = cost - againstCost;
    if (std::abs(difference) <= 1e-9 * std::max(std::abs(cost), std::abs(againstCost)))
        return AnswerSentence{same, {tokens(volume), name(option.name), name(against.name), money(cost)}};
    return AnswerSentence{
        difference < 0.0 ? less : more,
        {tokens(volume), name(option.name), money(cost), money(std::abs(difference)), name(against.name), money(againstCost)}};
}

AnswerSentence today(const Answer& answer)
{
    const AnswerOption& option = *answer.option;
    if (!answer.against)
        return AnswerSentence{TCO_TRANSLATABLE("Answer", "At %1 a day, %2 costs %3 a month."),
                              {tokens(answer.tokensPerDay), name(option.name), money(option.monthly)}};
    return sideBySide(TCO_TRANSLATABLE("Answer", "At %1 a day, %2 costs %3 a month, %4 less than %5 at %6."),
                      TCO_TRANSLATABLE("Answer", "At %1 a day, %2 costs %3 a month, %4 more than %5 at %6."),
                      TCO_TRANSLATABLE("Answer", "At %1 a day, %2 and %3 both cost %4 a month."), answer.tokensPerDay, option,
                      option.monthly, *answer.against, answer.against->monthly);
}

/// Where a self-hosted option or a hybrid plan and an API offer break even, against today's volume.
AnswerSentence breakEvenSentence(const BreakEven& breakEven, double today, bool cheaperThanTheApiToday)
{
    const bool hybrid = breakEven.option.kind == OptionKind::Hybrid;
    switch (breakEven.kind) {
    case BreakEvenKind::Within: {
        const double volume = breakEven.tokensPerDay;
        // A fleet's staircase can make the API the cheaper again a little above today's volume;
        // a hybrid plan's saving never falls with the volume.
        const std::string_view text = volume <= today
            ? (hybrid ? TCO_TRANSLATABLE("Answer", "The hybrid plan has been the cheaper since %1 a day, %2 today's volume.")
                      : TCO_TRANSLATABLE("Answer", "Self-hosting has been the cheaper since %1 a day, %2 today's volume."))
            : cheaperThanTheApiToday
            ? TCO_TRANSLATABLE("Answer", "Self-hosting is the cheaper today, and for good above %1 a day, %2 today's volume.")
            : TCO_TRANSLATABLE("Answer", "The two break even at %1 a day, %2 today's volume.");
        return AnswerSentence{text, {tokens(volume), multiple(volume / today)}};
    }
    case BreakEvenKind::AlwaysCheaper:
        return AnswerSentence{
            hybrid ? TCO_TRANSLATABLE("Answer", "The hybrid plan is the cheaper at every volume from %1 to %2 a day.")
                   : TCO_TRANSLATABLE("Answer", "Self-hosting is the cheaper at every volume from %1 to %2 a day."),
            {tokens(breakEven.searched.from), tokens(breakEven.searched.to)}};
    case BreakEvenKind::NoneInRange:
        break;
    }
    return AnswerSentence{
        TCO_TRANSLATABLE("Answer", "They do not break even between %1 and %2 a day: the API stays the cheaper."),
        {tokens(breakEven.searched.from), tokens(breakEven.searched.to)}};
}

/// What the volume does to the pair: where it breaks even, or that it cannot change the order.
std::optional<AnswerSentence> volumeSentence(const Answer& answer)
{
    if (!answer.option || !answer.against)
        return std::nullopt;
    const AnswerOption& option = *answer.option;
    const AnswerOption& against = *answer.against;
    if (answer.breakEven) {
        const bool apiFirst = option.ref.kind == OptionKind::Api;
        const double other = apiFirst ? against.monthly : option.monthly;
        const double api = apiFirst ? option.monthly : against.monthly;
        return breakEvenSentence(*answer.breakEven, answer.tokensPerDay, other <= api);
    }
    // Two API bills are both proportional to the volume: their order never changes.
    if (option.ref.kind == OptionKind::Api && against.ref.kind == OptionKind::Api && option.monthly != against.monthly) {
        const AnswerOption& cheaper = option.monthly < against.monthly ? option : against;
        return AnswerSentence{
            TCO_TRANSLATABLE("Answer", "Both are billed by the token, so %1 stays the cheaper at every volume."),
            {name(cheaper.name)}};
    }
    return std::nullopt;
}

AnswerSentence ahead(const Answer& answer)
{
    if (!answer.aheadTokensPerDay)
        return AnswerSentence{
            TCO_TRANSLATABLE("Answer", "Ten times today's volume would pass %1 a day, the most there is to model."),
            {tokens(MAX_TOKENS_PER_DAY)}};
    const double volume = *answer.aheadTokensPerDay;
    const AnswerOption& option = *answer.option;
    if (!answer.against)
        return AnswerSentence{TCO_TRANSLATABLE("Answer", "At ten times today's volume, %1 a day, %2 would cost %3 a month."),
                              {tokens(volume), name(option.name), money(*option.monthlyAhead)}};
    return sideBySide(
        TCO_TRANSLATABLE("Answer", "At ten times today's volume, %1 a day, %2 would cost %3 a month, %4 less than %5 at %6."),
        TCO_TRANSLATABLE("Answer", "At ten times today's volume, %1 a day, %2 would cost %3 a month, %4 more than %5 at %6."),
        TCO_TRANSLATABLE("Answer", "At ten times today's volume, %1 a day, %2 and %3 would both cost %4 a month."), volume,
        option, *option.monthlyAhead, *answer.against, *answer.against->monthlyAhead);
}

/// The cheapest option of all, where it is neither of the question's.
std::vector<AnswerSentence> cheapestSentences(const Answer& answer)
{
    const std::optional<AnswerOption>& today = answer.cheapest;
    const std::optional<AnswerOption>& later = answer.cheapestAhead;
    if (today && later && today->ref == later->ref)
        return {AnswerSentence{
            TCO_TRANSLATABLE("Answer", "The cheapest option of all is %1, at %2 a month today and %3 at ten times the volume."),
            {name(today->name), money(today->monthly), money(*today->monthlyAhead)}}};
    std::vector<AnswerSentence> sentences;
    if (today)
        sentences.push_back(AnswerSentence{TCO_TRANSLATABLE("Answer", "The cheapest option of all today is %1, at %2 a month."),
                                           {name(today->name), money(today->monthly)}});
    if (later)
        sentences.push_back(AnswerSentence{
            TCO_TRANSLATABLE("Answer", "At ten times today's volume the cheapest option of all is %1, at %2 a month."),
            {name(later->name), money(*later->monthlyAhead)}});
    return sentences;
}

/// What the cheapest hybrid plan does with the load, and why it beats its two parts alone or
/// comes down to one of them.
/// The cheaper of a hybrid's two parts alone, today or ahead.
AnswerOption cheaperPart(const HybridAnswer& hybrid, bool ahead)
{
    const double selfHosted = ahead ? hybrid.selfHostedMonthlyAhead : hybrid.selfHostedMonthly;
    const double api = ahead ? hybrid.apiMonthlyAhead : hybrid.apiMonthly;
    return api <= selfHosted ? AnswerOption{{}, hybrid.apiName, api, std::nullopt}
                             : AnswerOption{{}, hybrid.selfHostedName, selfHosted, std::nullopt};
}

/// The cheapest hybrid at ten times the volume, where its mix differs from either part alone.
std::optional<AnswerSentence> hybridAheadSentence(const HybridAnswer& hybrid)
{
    if (!hybrid.fleetAhead || !hybrid.option.monthlyAhead)
        return std::nullopt;
    const HybridFleet& fleet = *hybrid.fleetAhead;
    if (fleet.fleet.gpus == 0)
        return AnswerSentence{
            TCO_TRANSLATABLE("Answer", "At ten times today's volume the cheapest hybrid would still be %1 alone."),
            {name(hybrid.apiName)}};
    if (fleet.overflowShare == 0.0)
        return AnswerSentence{TCO_TRANSLATABLE("Answer",
                                               "At ten times today's volume the cheapest hybrid would be %1 "
                                               "alone, its GPUs serving even the busiest hour."),
                              {name(hybrid.selfHostedName)}};
    const AnswerOption alone = cheaperPart(hybrid, true);
    return AnswerSentence{
        TCO_TRANSLATABLE("Answer",
                         "At ten times today's volume, %1 would run %2 GPUs, send %3 of the tokens to %4 and cost "
                         "%5 a month, %6 less than %7 alone at %8."),
        {name(hybrid.option.name), count(fleet.fleet.gpus), percent(fleet.overflowShare), name(hybrid.apiName),
         money(*hybrid.option.monthlyAhead), money(alone.monthly - *hybrid.option.monthlyAhead), name(alone.name),
         money(alone.monthly)}};
}

std::vector<AnswerSentence> hybridTodaySentences(const HybridAnswer& hybrid, double volume)
{
    const HybridFleet& fleet = hybrid.fleet;
    if (fleet.fleet.gpus == 0) {
        if (fleet.paysOffBusyShare >= 1.0)
            return {AnswerSentence{TCO_TRANSLATABLE("Answer",
                                                    "No hybrid of %1 and %2 beats %2 alone: a replica of %1 costs "
                                                    "more than %2 charges for what it serves, even busy every hour."),
                                   {name(hybrid.selfHostedName), name(hybrid.apiName)}}};
        return {AnswerSentence{
            TCO_TRANSLATABLE("Answer",
                             "No hybrid of %1 and %2 beats %2 alone: a replica pays for itself when busy %3 of the "
                             "week's hours or more, but a fleet costs %4 a month before its first GPU."),
            {name(hybrid.selfHostedName), name(hybrid.apiName), percent(fleet.paysOffBusyShare),
             money(hybrid.fleetFixedMonthly)}}};
    }
    if (fleet.overflowShare == 0.0)
        return {AnswerSentence{
            TCO_TRANSLATABLE("Answer",
                             "The cheapest hybrid of %1 and %2 is %1 alone: a replica pays for itself when busy just "
                             "%3 of the week's hours, so even the busiest hour is cheaper on GPUs of its own."),
            {name(hybrid.selfHostedName), name(hybrid.apiName), percent(fleet.paysOffBusyShare)}}};
    const AnswerOption cheaperAlone = cheaperPart(hybrid, false);
    return {
        AnswerSentence{TCO_TRANSLATABLE("Answer",
                                        "%1 runs %2 GPUs for every hour up to %3 the average rate and sends the "
                                        "rest, %4 of the tokens, to %5."),
                       {name(hybrid.option.name), count(fleet.fleet.gpus), multiple(fleet.capacity), percent(fleet.overflowShare),
                        name(hybrid.apiName)}},
        AnswerSentence{TCO_TRANSLATABLE("Answer",
                                        "A replica costs the same busy or idle and pays for itself only when busy %1 "
                                        "of the week's hours or more; the load above the fleet comes in fewer hours, "
                                        "so %2 serves it for less."),
                       {percent(fleet.paysOffBusyShare), name(hybrid.apiName)}},
        sideBySide(TCO_TRANSLATABLE("Answer", "At %1 a day, %2 costs %3 a month, %4 less than %5 alone at %6."),
                   TCO_TRANSLATABLE("Answer", "At %1 a day, %2 costs %3 a month, %4 more than %5 alone at %6."),
                   TCO_TRANSLATABLE("Answer", "At %1 a day, %2 and %3 alone both cost %4 a month."), volume, hybrid.option,
                   hybrid.option.monthly, cheaperAlone, cheaperAlone.monthly),
    };
}

std::vector<AnswerSentence> hybridSentences(const HybridAnswer& hybrid, double volume)
{
    std::vector<AnswerSentence> sentences = hybridTodaySentences(hybrid, volume);
    if (std::optional<AnswerSentence> ahead = hybridAheadSentence(hybrid))
        sentences.push_back(std::move(*ahead));
    return sentences;
}

std::vector<AnswerSentence> sentencesOf(const Answer& answer, bool anyCanRun)
{
    std::vector<AnswerSentence> sentences;
    if (!anyCanRun)
        return {AnswerSentence{TCO_TRANSLATABLE("Answer", "No option can run this model: see each option for the reason."), {}}};
    for (const OptionThatCannotRun& option : answer.cannotRun) {
        // Only a self-hosted option can fail to run; when the scenario names no question, the
        // first stands for all of its kind, since none can run.
        sentences.push_back(
            answer.question == Answer::Question::Compared
                ? AnswerSentence{TCO_TRANSLATABLE("Answer", "%1 cannot run this model: %2."),
                                 {name(option.name), AnswerValue{AnswerValue::Kind::Text, 0.0, option.reason}}}
                : AnswerSentence{
                      TCO_TRANSLATABLE("Answer", "No self-hosted option can run this model: see each option for the reason."),
                      {}});
    }
    if (answer.option) {
        sentences.push_back(today(answer));
        if (std::optional<AnswerSentence> volume = volumeSentence(answer))
            sentences.push_back(std::move(*volume));
        sentences.push_back(ahead(answer));
    }
    std::ranges::move(cheapestSentences(answer), std::back_inserter(sentences));
    if (answer.hybrid)
        std::ranges::move(hybridSentences(*answer.hybrid, answer.tokensPerDay), std::back_inserter(sentences));
    return sentences;
}

std::string englishValue(const AnswerValue& value, std::string_view currencyCode, std::string_view unitSpace)
{
    const auto withUnit
        = [&](const std::string& number, std::string_view unit) { return number + std::string(unitSpace) + std::string(unit); };
    switch (value.kind) {
    case AnswerValue::Kind::Name:
    case AnswerValue::Kind::Text:
        return value.text;
    case AnswerValue::Kind::Money:
        return withUnit(englishAmount(value.number), currencyCode);
    case AnswerValue::Kind::TokenCount: {
        // "20.6 B tokens": the number, its multiplier and "tokens" together.
        std::string count = englishTokens(value.number);
        if (const auto space = count.find(' '); space != std::string::npos)
            count.replace(space, 1, unitSpace);
        return withUnit(count, "tokens");
    }
    case AnswerValue::Kind::Multiple:
        return englishMultiple(value.number) + "×";
    case AnswerValue::Kind::Percent:
        return fmt::format("{:.1f}%", value.number * 100.0);
    case AnswerValue::Kind::Count:
        // Amounts of a hundred or more are written whole, with their thousands grouped.
        return std::abs(value.number) < 100.0 ? fmt::format("{:.0f}", value.number) : englishAmount(value.number);
    }
    return {};
}

} // namespace

Answer answerFor(const PreparedScenario& prepared, const Evaluation& evaluation)
{
    const Scenario& scenario = *prepared.scenario;
    const std::vector<OptionSummary> options = summarizeOptions(prepared, evaluation);
    const auto summaryOf = [&](OptionRef ref) -> const OptionSummary& { return options[optionPosition(scenario, ref)]; };

    Answer answer;
    answer.question = scenario.analysis.option.empty() ? Answer::Question::CheapestOfEachKind : Answer::Question::Compared;
    answer.tokensPerDay = prepared.tokensPerDay.value();
    if (const double ahead = answer.tokensPerDay * LOOK_AHEAD; ahead <= MAX_TOKENS_PER_DAY)
        answer.aheadTokensPerDay = ahead;
    const auto answerOption = [&](OptionRef ref) {
        AnswerOption option{ref, summaryOf(ref).name, summaryOf(ref).monthly.total(), std::nullopt};
        if (answer.aheadTokensPerDay)
            option.monthlyAhead = monthlyTotal(prepared, ref, TokensPerDay(*answer.aheadTokensPerDay));
        return option;
    };

    for (const OptionRef ref : questionOptions(scenario, options)) {
        const OptionSummary& summary = summaryOf(ref);
        if (!summary.feasible)
            answer.cannotRun.push_back(OptionThatCannotRun{ref, summary.name, summary.reason});
        else
            (answer.option ? answer.against : answer.option) = answerOption(ref);
    }
    if (answer.option && answer.against) {
        const OptionRef first = answer.option->ref;
        const OptionRef second = answer.against->ref;
        // A self-hosted option or hybrid plan against an API offer.
        if ((first.kind == OptionKind::Api) != (second.kind == OptionKind::Api)) {
            const OptionRef api = first.kind == OptionKind::Api ? first : second;
            const OptionRef other = first.kind == OptionKind::Api ? second : first;
            if (const BreakEven* breakEven = findBreakEven(evaluation, other, api.index))
                answer.breakEven = *breakEven;
        }
    }

    const auto inQuestion = [&](OptionRef ref) {
        return (answer.option && answer.option->ref == ref) || (answer.against && answer.against->ref == ref);
    };
    const auto refAt = [&](std::size_t position) { return options[position].ref; };
    if (const OptionSummary* cheapest = cheapestOption(options); cheapest != nullptr && !inQuestion(cheapest->ref))
        answer.cheapest = answerOption(cheapest->ref);
    if (answer.aheadTokensPerDay) {
        const TokensPerDay ahead(*answer.aheadTokensPerDay);
        const std::optional<std::size_t> cheapest
            = cheapestOf(options.size(), [&](std::size_t position) { return monthlyTotal(prepared, refAt(position), ahead); });
        if (cheapest && !inQuestion(refAt(*cheapest)))
            answer.cheapestAhead = answerOption(refAt(*cheapest));
    }
    if (const OptionSummary* hybrid = cheapestOption(options, OptionKind::Hybrid)) {
        const PreparedHybrid& parts = prepared.hybrids[hybrid->ref.index];
        HybridAnswer& about = answer.hybrid.emplace(
            HybridAnswer{answerOption(hybrid->ref), scenario.selfHosted[parts.selfHosted].name,
                         evaluation.selfHosted[parts.selfHosted].monthly.total(), scenario.apiOffers[parts.api].name,
                         evaluation.api[parts.api].total(), *hybrid->hybrid, hybridPrices(prepared, parts).fleet.fixed});
        if (answer.aheadTokensPerDay) {
            const TokensPerDay ahead(*answer.aheadTokensPerDay);
            about.fleetAhead = hybridFleetAt(prepared, parts, ahead);
            about.selfHostedMonthlyAhead = *monthlyTotal(prepared, OptionRef{OptionKind::SelfHosted, parts.selfHosted}, ahead);
            about.apiMonthlyAhead = *monthlyTotal(prepared, OptionRef{OptionKind::Api, parts.api}, ahead);
        }
    }
    const bool anyCanRun = std::ranges::any_of(options, &OptionSummary::feasible);
    answer.sentences = sentencesOf(answer, anyCanRun);
    return answer;
}

VolumeRange focusedVolumes(const Answer& answer, const VolumeRange& searched)
{
    // Room either side of the volumes the answer names shows where the lines are heading.
    constexpr double ROOM = 2.0;
    double least = answer.tokensPerDay;
    double most = answer.aheadTokensPerDay.value_or(answer.tokensPerDay);
    if (answer.breakEven && answer.breakEven->kind == BreakEvenKind::Within) {
        least = std::min(least, answer.breakEven->tokensPerDay);
        most = std::max(most, answer.breakEven->tokensPerDay);
    }
    return {std::clamp(least / ROOM, searched.from, searched.to), std::clamp(most * ROOM, searched.from, searched.to)};
}

AnswerSentence breakEvenFigure(const BreakEven& breakEven, double today)
{
    const bool hybrid = breakEven.option.kind == OptionKind::Hybrid;
    switch (breakEven.kind) {
    case BreakEvenKind::Within:
        return AnswerSentence{hybrid ? TCO_TRANSLATABLE("Answer", "the hybrid plan is cheaper above %1 a day, %2 today's volume")
                                     : TCO_TRANSLATABLE("Answer", "self-hosting is cheaper above %1 a day, %2 today's volume"),
                              {tokens(breakEven.tokensPerDay), multiple(breakEven.tokensPerDay / today)}};
    case BreakEvenKind::AlwaysCheaper:
        return AnswerSentence{hybrid ? TCO_TRANSLATABLE("Answer", "the hybrid plan is cheaper at every volume from %1 a day")
                                     : TCO_TRANSLATABLE("Answer", "self-hosting is cheaper at every volume from %1 a day"),
                              {tokens(breakEven.searched.from)}};
    case BreakEvenKind::NoneInRange:
        break;
    }
    return AnswerSentence{TCO_TRANSLATABLE("Answer", "the API stays cheaper up to %1 a day"), {tokens(breakEven.searched.to)}};
}

std::vector<std::string> englishSentences(std::span<const AnswerSentence> sentences, std::string_view currencyCode,
                                          std::string_view unitSpace)
{
    std::vector<std::string> english;
    for (const AnswerSentence& sentence : sentences) {
        std::vector<std::string> values;
        for (const AnswerValue& value : sentence.values)
            values.push_back(englishValue(value, currencyCode, unitSpace));
        english.push_back(fillPlaceholders(sentence.text, values));
    }
    return english;
}

std::vector<std::string> englishSentences(const Answer& answer, std::string_view currencyCode, std::string_view unitSpace)
{
    return englishSentences(answer.sentences, currencyCode, unitSpace);
}

} // namespace tco
