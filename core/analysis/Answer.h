#pragma once

#include "cost/Evaluation.h"
#include "scenario/OptionRef.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/// The volume the answer looks ahead to, as a multiple of today's: the question every scenario
/// asks after "should we?" is "and at ten times our volume?".
inline constexpr double LOOK_AHEAD = 10.0;

/// One figure of a sentence of the answer. Each front end writes it in its own way, keeping a
/// number and its unit together: the app in the user's locale, the command line and the JSON
/// in English.
struct AnswerValue {
    enum class Kind {
        /// An option's name, as the scenario gives it.
        Name,
        /// An amount in the scenario's display currency.
        Money,
        /// A volume of tokens ("20.6 B tokens").
        TokenCount,
        /// A ratio of two volumes ("4×").
        Multiple,
        /// Text from the core, such as why an option cannot run.
        Text,
        /// A share or a rate ("8.7%").
        Percent,
        /// A whole number of things ("24").
        Count,
    };

    Kind kind = Kind::Name;
    double number = 0.0;
    std::string text;
};

/// A sentence of the answer: English marked for translation in the context "Answer", with %1,
/// %2… where its values go (fillPlaceholders()).
struct AnswerSentence {
    std::string_view text;
    std::vector<AnswerValue> values;
};

/// An option the answer names, with its monthly cost today and at LOOK_AHEAD times the volume.
struct AnswerOption {
    OptionRef ref;
    std::string name;
    double monthly = 0.0;
    /// Nothing when that volume is beyond MAX_TOKENS_PER_DAY.
    std::optional<double> monthlyAhead;
};

/// An option of the question that cannot run, and why.
struct OptionThatCannotRun {
    OptionRef ref;
    std::string name;
    std::string reason;
};

/// The cheapest hybrid plan that can run, beside its two parts alone.
struct HybridAnswer {
    AnswerOption option;
    /// Its self-hosted option's and API offer's names and monthly costs alone.
    std::string selfHostedName;
    double selfHostedMonthly = 0.0;
    std::string apiName;
    double apiMonthly = 0.0;
    HybridFleet fleet;
    /// What a month of its fleet costs before its first GPU (staff, software, one-time costs).
    double fleetFixedMonthly = 0.0;
    /// At LOOK_AHEAD times the volume: its fleet, and its parts' monthly costs alone.
    std::optional<HybridFleet> fleetAhead = {};
    double selfHostedMonthlyAhead = 0.0;
    double apiMonthlyAhead = 0.0;
};

/// The answer to the scenario's question, once, for every output: the app's headline, the
/// report's first page and the command line's `evaluate`.
struct Answer {
    enum class Question {
        /// The two options the file names in /analysis/compare.
        Compared,
        /// The cheapest self-hosted option against the cheapest API offer.
        CheapestOfEachKind,
    };

    Question question = Question::CheapestOfEachKind;
    double tokensPerDay = 0.0;
    /// LOOK_AHEAD times today's volume; nothing when that is beyond MAX_TOKENS_PER_DAY.
    std::optional<double> aheadTokensPerDay;
    /// The question's options that can run, in the question's order.
    std::optional<AnswerOption> option;
    std::optional<AnswerOption> against;
    std::vector<OptionThatCannotRun> cannotRun;
    /// Where the pair breaks even, when it is a self-hosted option and an API offer.
    std::optional<BreakEven> breakEven;
    /// The cheapest option of all, today and ahead, when it is neither of the question's.
    std::optional<AnswerOption> cheapest;
    std::optional<AnswerOption> cheapestAhead;
    /// Whether self-hosting the base of the load and sending the peaks to an API beats both.
    std::optional<HybridAnswer> hybrid;
    /// All of the above in words, in the order to read it.
    std::vector<AnswerSentence> sentences;
};

/// The answer for `prepared` as `evaluation` evaluated it.
[[nodiscard]] Answer answerFor(const PreparedScenario& prepared, const Evaluation& evaluation);

/// The volumes a chart that shows the answer spans: from half the least to twice the most of
/// today's volume, LOOK_AHEAD times it and the pair's break-even, within `searched`. A chart across the
/// whole range searched spans eight decades or more and flattens the gap people argue about;
/// this one spans two or three.
[[nodiscard]] VolumeRange focusedVolumes(const Answer& answer, const VolumeRange& searched);

/// A break-even as a figure beside the names of its two options, in one phrase for every front
/// end that lists break-evens (the report's figures, `evaluate`): where the self-hosted option or
/// hybrid plan becomes the cheaper, against today's volume of `today` tokens a day; or that it
/// is the cheaper throughout, or the API up to the end of the range searched. Marked for
/// translation like the answer's sentences, without a capital or a full stop.
[[nodiscard]] AnswerSentence breakEvenFigure(const BreakEven& breakEven, double today);

/// The answer's sentences in English, amounts followed by `currencyCode`; `unitSpace` between
/// each number and its unit (a no-break space, U+00A0, keeps them on one line).
[[nodiscard]] std::vector<std::string> englishSentences(std::span<const AnswerSentence> sentences, std::string_view currencyCode,
                                                        std::string_view unitSpace = " ");
[[nodiscard]] std::vector<std::string> englishSentences(const Answer& answer, std::string_view currencyCode,
                                                        std::string_view unitSpace = " ");

} // namespace tco
