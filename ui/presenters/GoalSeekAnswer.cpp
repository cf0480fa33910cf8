#include "presenters/GoalSeekAnswer.h"

#include "analysis/GoalSeek.h"
#include "presenters/Formatting.h"
#include "presenters/Results.h"
#include "presenters/ScenarioPresenter.h"

#include <QCoreApplication>

namespace tco::ui {
namespace {

/// Turns the core's answers into sentences, in the context "GoalSeekDialog" the translations
/// have always been kept in.
class Sentences {
    Q_DECLARE_TR_FUNCTIONS(GoalSeekDialog)

public:
    static GoalSeekAnswer seek(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                               const QLocale& locale);
};

/// An option by its place among goalSeekOptions().
OptionRef optionAt(const Scenario& scenario, int place)
{
    const auto position = static_cast<std::size_t>(place);
    return position < scenario.selfHosted.size() ? OptionRef{true, position}
                                                 : OptionRef{false, position - scenario.selfHosted.size()};
}

GoalSeekAnswer Sentences::seek(const Scenario& scenario, const Catalog& catalog, const GoalSeekQuestion& question,
                               const QLocale& locale)
{
    const QStringList options = goalSeekOptions(scenario);
    if (question.option == question.against)
        return {tr("Choose two different options."), std::nullopt};
    if (question.option < 0 || question.against < 0 || question.option >= options.size() || question.against >= options.size())
        return {tr("Choose the two options to compare."), std::nullopt};
    const std::optional<Driver> driver = findDriver(scenario, catalog, question.driver);
    if (!driver)
        return {tr("Choose the input to change."), std::nullopt};

    const Outcome outcome{Outcome::Kind::MonthlyDifference, optionAt(scenario, question.option),
                          optionAt(scenario, question.against)};
    const DriverRange range = searchRange(*driver);
    const auto found = goalSeek(scenario, catalog, outcome, *driver, range);
    if (!found)
        return {tr("No solution: %1.").arg(toQString(found.error())), std::nullopt};

    const QString& option = options[question.option];
    const QString& against = options[question.against];
    const QString value = formatDriverValue(locale, found->value);
    const auto money = [&](double amount) { return formatMoney(locale, Money{amount, scenario.currency.display}); };
    QString text = found->step
        ? tr("The two never cost exactly the same: at %1 %2 a fleet adds GPUs, and %3 goes from %4 to %5 a month more than %6.")
              .arg(value, driverUnit(*driver), option, money(found->outcomeBelow), money(found->outcomeAbove), against)
        : tr("%1 and %2 cost the same at %3 %4 (now %5).")
              .arg(option, against, value, driverUnit(*driver), formatDriverValue(locale, driver->value));
    if (found->crossings > 1) {
        text += QLatin1Char(' ')
            + tr("The cheaper of the two changes %1 times between %2 and %3; this is the lowest.")
                  .arg(found->crossings)
                  .arg(formatDriverValue(locale, range.low), formatDriverValue(locale, range.high));
    }
    return {text, found->value};
}

} // namespace

QStringList goalSeekOptions(const Scenario& scenario)
{
    QStringList options;
    for (const SelfHostedOption& option : scenario.selfHosted)
        options << toQString(option.name);
    for (const ApiOffer& offer : scenario.apiOffers)
        options << toQString(offer.name);
    return options;
}

std::optional<std::pair<int, int>> headlinePair(const Scenario& scenario, const Catalog& catalog)
{
    const std::optional<Outcome> headline = defaultOutcome(scenario, catalog);
    if (!headline)
        return std::nullopt;
    return std::pair{static_cast<int>(optionPosition(scenario, headline->option)),
                     static_cast<int>(optionPosition(scenario, headline->other))};
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
