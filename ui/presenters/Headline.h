#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <span>

namespace tco {
struct Answer;
struct AnswerSentence;
class Currency;
} // namespace tco

namespace tco::ui {

/// The answer's sentences (analysis/Answer.h) in the user's language, amounts in `currency`,
/// each number held to its unit by no-break spaces: "20.6 B tokens", "9,093 €", "4×".
[[nodiscard]] QStringList answerSentences(const Answer& answer, const Currency& currency, const QLocale& locale);
/// Any sentences of the answer's kind, such as an investment case's (analysis/InvestmentText.h).
[[nodiscard]] QStringList answerSentences(std::span<const AnswerSentence> sentences, const Currency& currency,
                                          const QLocale& locale);

/// The answer's sentences as rich text for a label: the first, which compares the options at
/// today's volume, in bold, the rest after it.
[[nodiscard]] QString answerHtml(const QStringList& sentences);

} // namespace tco::ui
