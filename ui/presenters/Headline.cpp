#include "presenters/Headline.h"

#include "cost/Comparison.h"
#include "presenters/Formatting.h"
#include "presenters/Results.h"
#include "scenario/Scenario.h"

#include <QCoreApplication>

#include <cmath>

namespace tco::ui {
namespace {

/// Where the answer flips, as the second half of the sentence.
QString flipClause(const BreakEven& breakEven, double today, bool selfHostingCheaper, const QLocale& locale)
{
    switch (breakEven.kind) {
    case BreakEvenKind::Within: {
        // A fleet's staircase can make the API the cheaper again a little above today's volume.
        const QString clause = breakEven.tokensPerDay <= today
            ? QCoreApplication::translate("Headline", "it has been cheaper since %1 tokens a day, %2 today's volume")
            : selfHostingCheaper
            ? QCoreApplication::translate("Headline", "it is cheaper for good above %1 tokens a day, %2 today's volume")
            : QCoreApplication::translate("Headline", "it breaks even at %1 tokens a day, %2 today's volume");
        return clause.arg(formatTokens(locale, breakEven.tokensPerDay), formatMultiple(locale, breakEven.tokensPerDay / today));
    }
    case BreakEvenKind::AlwaysCheaper:
        return QCoreApplication::translate("Headline", "it is cheaper at every volume from %1 tokens a day")
            .arg(formatTokens(locale, breakEven.searched.from));
    case BreakEvenKind::NoneInRange:
        return QCoreApplication::translate("Headline", "the API stays cheaper up to %1 tokens a day")
            .arg(formatTokens(locale, breakEven.searched.to));
    }
    return {};
}

} // namespace

QString headline(const Scenario& scenario, const Results& results, const QLocale& locale)
{
    const Currency currency = scenario.currency.display;
    const double today = scenario.workload.tokensPerDay.value();
    const QString volume = formatTokens(locale, today);
    const OptionSummary* selfHosted = cheapestOption(results.options, OptionKinds::SelfHosted);
    const OptionSummary* api = cheapestOption(results.options, OptionKinds::Api);
    if (selfHosted == nullptr && api == nullptr)
        return QCoreApplication::translate("Headline", "No option can run this model: see each option for the reason.");
    if (selfHosted == nullptr || api == nullptr) {
        const OptionSummary& only = selfHosted != nullptr ? *selfHosted : *api;
        return QCoreApplication::translate("Headline", "%1 costs %2 a month at %3 tokens a day.")
            .arg(QString::fromStdString(only.name), formatMoney(locale, Money{only.monthly.total(), currency}), volume);
    }
    const double difference = selfHosted->monthly.total() - api->monthly.total();
    const bool selfHostingCheaper = difference <= 0.0;
    const QString comparison
        = (selfHostingCheaper
               ? QCoreApplication::translate("Headline", "Self-hosting on %1 costs %2 a month less than %3 at %4 tokens a day")
               : QCoreApplication::translate("Headline", "Self-hosting on %1 costs %2 a month more than %3 at %4 tokens a day"))
              .arg(QString::fromStdString(selfHosted->name), formatMoney(locale, Money{std::abs(difference), currency}),
                   QString::fromStdString(api->name), volume);
    const BreakEven* breakEven = findBreakEven(results, selfHosted->index, api->index);
    if (breakEven == nullptr)
        return comparison + QLatin1Char('.');
    return QCoreApplication::translate("Headline", "%1; %2.")
        .arg(comparison, flipClause(*breakEven, today, selfHostingCheaper, locale));
}

} // namespace tco::ui
