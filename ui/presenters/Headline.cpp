#include "presenters/Headline.h"

#include "analysis/Answer.h"
#include "presenters/Formatting.h"
#include "text/Placeholders.h"

#include <QCoreApplication>

#include <string>
#include <vector>

namespace tco::ui {
namespace {

/// `text` with its spaces made no-break spaces, so that a line never ends inside it.
QString unbroken(QString text)
{
    return text.replace(QLatin1Char(' '), QChar(0x00A0));
}

/// One figure of the answer in the user's language and locale.
QString answerValue(const AnswerValue& value, const Currency& currency, const QLocale& locale)
{
    switch (value.kind) {
    case AnswerValue::Kind::Name:
    case AnswerValue::Kind::Text:
        return toQString(value.text);
    case AnswerValue::Kind::Money:
        return unbroken(formatMoney(locale, Money{value.number, currency}));
    case AnswerValue::Kind::TokenCount:
        return unbroken(
            QCoreApplication::translate("Answer", "%1 tokens", "a volume of tokens").arg(formatTokens(locale, value.number)));
    case AnswerValue::Kind::Multiple:
        return unbroken(formatMultiple(locale, value.number));
    case AnswerValue::Kind::Percent:
        return unbroken(formatPercent(locale, value.number));
    case AnswerValue::Kind::Count:
        return formatWhole(locale, value.number);
    }
    return {};
}

} // namespace

QStringList answerSentences(const Answer& answer, const Currency& currency, const QLocale& locale)
{
    return answerSentences(answer.sentences, currency, locale);
}

QStringList answerSentences(std::span<const AnswerSentence> answerSentences, const Currency& currency, const QLocale& locale)
{
    QStringList sentences;
    for (const AnswerSentence& sentence : answerSentences) {
        // Filled by the core's rule, which QString::arg() matches for up to nine values.
        std::vector<std::string> values;
        for (const AnswerValue& value : sentence.values)
            values.push_back(answerValue(value, currency, locale).toStdString());
        const QString text = QCoreApplication::translate("Answer", std::string(sentence.text).c_str());
        sentences << QString::fromStdString(fillPlaceholders(text.toStdString(), values));
    }
    return sentences;
}

QString answerHtml(const QStringList& sentences)
{
    if (sentences.isEmpty())
        return {};
    QStringList rest = sentences.mid(1);
    for (QString& sentence : rest)
        sentence = sentence.toHtmlEscaped();
    return QStringLiteral("<b>%1</b> %2").arg(sentences.front().toHtmlEscaped(), rest.join(QLatin1Char(' ')));
}

} // namespace tco::ui
