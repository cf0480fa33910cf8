#include "presenters/Headline.h"

#include "analysis/Answer.h"
#include "presenters/Formatting.h"
#include "text/Placeholders.h"

#include "scenario/OptionRef.h"

#include <QCoreApplication>
#include <QSettings>

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

namespace {

const QString STALE_API_DAYS_KEY = QStringLiteral("prices/staleApiDays");
const QString STALE_CLOUD_DAYS_KEY = QStringLiteral("prices/staleCloudDays");

} // namespace

StalenessThresholds savedStalenessThresholds()
{
    const QSettings settings;
    const StalenessThresholds defaults;
    return StalenessThresholds{settings.value(STALE_API_DAYS_KEY, defaults.apiDays).toInt(),
                               settings.value(STALE_CLOUD_DAYS_KEY, defaults.cloudDays).toInt()};
}

void saveStalenessThresholds(const StalenessThresholds& thresholds)
{
    QSettings settings;
    settings.setValue(STALE_API_DAYS_KEY, thresholds.apiDays);
    settings.setValue(STALE_CLOUD_DAYS_KEY, thresholds.cloudDays);
}

QString stalePricesNotice(const Scenario& scenario, const Catalog& catalog, QDate today, const StalenessThresholds& thresholds,
                          const QLocale& locale, QString* details)
{
    using namespace std::chrono;
    const sys_days counted = sys_days(year(today.year()) / month(static_cast<unsigned>(today.month()))
                                      / std::chrono::day(static_cast<unsigned>(today.day())));
    QStringList stale;
    QStringList entries;
    for (const PriceAge& age : catalogPriceAges(scenario, catalog, counted, thresholds)) {
        if (!age.stale())
            continue;
        //: An option whose price is old, its price's date and its age: "Claude Opus 4.5 API (2026-07-24, 135 days)".
        stale << QCoreApplication::translate("Headline", "%1 (%2, %n days)", nullptr, age.days)
                     .arg(toQString(optionName(scenario, age.option)), toQString(age.asOf));
        entries << QCoreApplication::translate("Headline", "%1: catalog entry %2 as of %3, trusted for %n days", nullptr,
                                               age.thresholdDays)
                       .arg(toQString(optionName(scenario, age.option)), toQString(age.catalogId), toQString(age.asOf));
    }
    if (details != nullptr)
        *details = entries.join(QLatin1Char('\n'));
    if (stale.isEmpty())
        return {};
    return QCoreApplication::translate("Headline", "Prices older than they are trusted: %1.")
        .arg(locale.createSeparatedList(stale));
}

} // namespace tco::ui
