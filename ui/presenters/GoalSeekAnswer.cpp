#include "presenters/GoalSeekAnswer.h"

#include "analysis/GoalSeek.h"
#include "analysis/SensitivityAnalysis.h"
#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "results/Results.h"

#include <QCoreApplication>

#include <cmath>

namespace tco::ui {
namespace {

/// Turns the core's answers into sentences, in the context "GoalSeekDialog" the translations
/// have always been kept in.
class Sentences {
    Q_DECLARE_TR_FUNCTIONS(GoalSeekDialog)

public:
    static GoalSeekAnswer seek(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                               const QLocale& locale);

private:
    static QString found(const Scenario& scenario, const GoalSeekQuestion& question, const Driver& driver,
                         const DriverRange& range, const GoalSeekResult& result, const QLocale& locale);
    static QString missed(const Scenario& scenario, const GoalSeekQuestion& question, const Driver& driver,
                          const GoalSeekMiss& miss, const QLocale& locale);
    /// The outcome in words: "the monthly cost of A less that of B", "the cost per million tokens of A".
    static QString outcomeText(const Scenario& scenario, const GoalSeekQuestion& question);
    static QString amount(const Scenario& scenario, const GoalSeekQuestion& question, double value, const QLocale& locale);
};

/// An option by its place among goalSeekOptions().
OptionRef optionAt(const Scenario& scenario, int place)
{
    return optionAtPosition(scenario, static_cast<std::size_t>(place));
}

QString optionNameAt(const Scenario& scenario, int place)
{
    return toQString(optionName(scenario, optionAt(scenario, place)));
}

bool isBreakEven(const GoalSeekQuestion& question)
{
    return question.kind == Outcome::Kind::MonthlyDifference && question.target == 0.0;
}

QString Sentences::outcomeText(const Scenario& scenario, const GoalSeekQuestion& question)
{
    if (question.kind == Outcome::Kind::CostPerMillionTokens)
        return tr("the cost per million tokens of %1").arg(optionNameAt(scenario, question.option));
    return tr("the monthly cost of %1 less that of %2")
        .arg(optionNameAt(scenario, question.option), optionNameAt(scenario, question.against));
}

QString Sentences::amount(const Scenario& scenario, const GoalSeekQuestion& question, double value, const QLocale& locale)
{
    const QString money = formatMoney(locale, Money{value, scenario.currency.display});
    return question.kind == Outcome::Kind::CostPerMillionTokens ? tr("%1 per million tokens").arg(money)
                                                                : tr("%1 a month").arg(money);
}

QString Sentences::found(const Scenario& scenario, const GoalSeekQuestion& question, const Driver& driver,
                         const DriverRange& range, const GoalSeekResult& result, const QLocale& locale)
{
    const QString option = optionNameAt(scenario, question.option);
    const QString at = formatInputWithUnit(locale, driver, result.value);
    const QString now = formatInputValue(locale, driver, driver.value);
    const auto money = [&](double value) { return amount(scenario, question, value, locale); };
    QString text;
    if (result.step && isBreakEven(question)) {
        text = tr("The two never cost exactly the same: at %1 a fleet adds GPUs, and %2 goes from %3 to %4 more than %5.")
                   .arg(at, option, money(result.outcomeBelow), money(result.outcomeAbove),
                        optionNameAt(scenario, question.against));
    } else if (result.step) {
        text = tr("Nothing gives exactly %1: at %2 a fleet adds GPUs, and %3 jumps from %4 to %5.")
                   .arg(money(question.target), at, outcomeText(scenario, question), money(result.outcomeBelow),
                        money(result.outcomeAbove));
    } else if (isBreakEven(question)) {
        text = tr("%1 and %2 cost the same at %3 (now %4).").arg(option, optionNameAt(scenario, question.against), at, now);
    } else if (question.kind == Outcome::Kind::MonthlyDifference) {
        const QString against = optionNameAt(scenario, question.against);
        const QString gap = money(std::abs(question.target));
        text = question.target > 0.0 ? tr("%1 costs %2 more than %3 at %4 (now %5).").arg(option, gap, against, at, now)
                                     : tr("%1 costs %2 less than %3 at %4 (now %5).").arg(option, gap, against, at, now);
    } else {
        text = tr("%1 costs %2 at %3 (now %4).").arg(option, money(question.target), at, now);
    }
    if (result.crossings > 1) {
        text += QLatin1Char(' ')
            + tr("It passes the target %1 times between %2 and %3; this is the lowest.")
                  .arg(result.crossings)
                  .arg(formatInputValue(locale, driver, range.low), formatInputWithUnit(locale, driver, range.high));
    }
    return text;
}

QString Sentences::missed(const Scenario& scenario, const GoalSeekQuestion& question, const Driver& driver,
                          const GoalSeekMiss& miss, const QLocale& locale)
{
    const QString low = formatInputValue(locale, driver, miss.range.low);
    const QString high = formatInputWithUnit(locale, driver, miss.range.high);
    if (miss.reason == GoalSeekMiss::Reason::CannotRun)
        return tr("No solution: a self-hosted option it compares cannot run anywhere from %1 to %2.").arg(low, high);
    const QString nearest = formatInputWithUnit(locale, driver, miss.nearestValue);
    const auto money = [&](double value) { return amount(scenario, question, value, locale); };
    if (const std::optional<FixedCostItem>& fixed = miss.fixedItem) {
        const OptionRef other = fixed->option == optionAt(scenario, question.option) ? optionAt(scenario, question.against)
                                                                                     : optionAt(scenario, question.option);
        return tr("No solution from %1 to %2: %3 of %4 alone comes to %5 at every value, more than all of %6 (%7 at %8, "
                  "where the two come nearest).")
            .arg(low, high, costItemName(fixed->item), toQString(optionName(scenario, fixed->option)), money(fixed->amount),
                 toQString(optionName(scenario, other)), money(fixed->otherTotal), nearest);
    }
    const QString between = miss.reason == GoalSeekMiss::Reason::StaysAbove
        ? tr("No solution from %1 to %2: %3 stays between %4 and %5, always above the target of %6; it comes nearest at %7.")
        : tr("No solution from %1 to %2: %3 stays between %4 and %5, always below the target of %6; it comes nearest at %7.");
    return between.arg(low, high, outcomeText(scenario, question), money(miss.lowest), money(miss.highest),
                       money(question.target), nearest);
}

GoalSeekAnswer Sentences::seek(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                               const QLocale& locale)
{
    const auto count = static_cast<int>(goalSeekOptions(scenario).size());
    const bool difference = question.kind == Outcome::Kind::MonthlyDifference;
    const auto outside = [count](int place) { return place < 0 || place >= count; };
    if (outside(question.option) || (difference && outside(question.against)))
        return {tr("Choose the options to compare."), std::nullopt};
    if (difference && question.option == question.against)
        return {tr("Choose two different options."), std::nullopt};
    if (!std::isfinite(question.target))
        return {tr("Type the target as a number."), std::nullopt};
    const std::optional<Driver> driver = findDriver(scenario, catalog, question.driver);
    if (!driver)
        return {tr("Choose the input to change."), std::nullopt};

    const GoalSeekTarget target{Outcome{question.kind, optionAt(scenario, question.option),
                                        difference ? optionAt(scenario, question.against) : OptionRef{}},
                                question.target};
    const DriverRange range = searchRange(*driver);
    const auto result = goalSeek(scenario, catalog, target, *driver, range);
    if (!result)
        return {missed(scenario, question, *driver, result.error(), locale), std::nullopt};
    return {found(scenario, question, *driver, range, *result, locale), result->value};
}

} // namespace

QStringList goalSeekOptions(const Scenario& scenario)
{
    QStringList options;
    for (std::size_t position = 0; position < optionCount(scenario); ++position)
        options << toQString(optionName(scenario, optionAtPosition(scenario, position)));
    return options;
}

std::optional<std::pair<int, int>> headlinePair(const Results& results)
{
    const std::optional<Outcome>& headline = results.outcome();
    if (!headline)
        return std::nullopt;
    const Scenario& scenario = results.scenario();
    return std::pair{static_cast<int>(optionPosition(scenario, headline->option)),
                     static_cast<int>(optionPosition(scenario, headline->other))};
}

std::string goalSeekStartDriver(const Results& results)
{
    const std::optional<Tornado>& bars = results.tornado();
    if (bars && !bars->bars.empty())
        return bars->bars.front().driver.pointer;
    return "/workload/tokens_per_day";
}

GoalSeekAnswer seekGoal(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question, const QLocale& locale)
{
    return Sentences::seek(scenario, catalog, question, locale);
}

Issues applyGoalSeek(ScenarioPresenter& scenario, const std::string& driver, double value)
{
    const std::optional<Driver> found = findDriver(scenario.scenario(), scenario.catalog(), driver);
    if (!found)
        return {{driver, "is not a number of this scenario that an analysis can vary"}};
    return scenario.edit({driverOverride(*found, value)},
                         QCoreApplication::translate("GoalSeekDialog", "Goal seek %1").arg(driverName(*found)));
}

} // namespace tco::ui
