#include "presenters/DriverPresenter.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioRules.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <vector>

namespace tco::ui {
namespace {

constexpr int SIGNIFICANT_DIGITS = 3;
constexpr double SHARE_STEP = 0.01;
constexpr double FTE_STEP = 0.25;
constexpr double GROWTH_STEP = 0.005;

double roundTo(double value, double step)
{
    return std::round(value / step) * step;
}

/// Three significant digits: what a person would type for a volume or a price.
double roundSignificant(double value)
{
    if (value <= 0.0)
        return value;
    const double scale = std::pow(10.0, std::floor(std::log10(value)) + 1 - SIGNIFICANT_DIGITS);
    return std::round(value / scale) * scale;
}

/// Whose number a slider moves.
enum class Scope { Scenario, FocusedOption, EveryOption, FocusedOffer };

/// How a slider's value reads.
enum class Shown { Tokens, Money, Percent, Decimals };

/// The scenario field behind a slider, where it runs, and how its value is rounded and shown.
struct SliderSpec {
    FieldSection section;
    const char* key;
    Scope scope;
    SliderRange range;
    /// The step values round to; zero rounds to three significant digits.
    double step = 0.0;
    Shown shown = Shown::Decimals;
    /// The offer's other token prices follow the output price in proportion.
    bool proportional = false;
};

SliderSpec specOf(SliderDriver driver, bool focusedIsOwned)
{
    switch (driver) {
    case SliderDriver::TokensPerDay:
        return {FieldSection::Workload,
                "tokens_per_day",
                Scope::Scenario,
                SliderRange{SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY, true},
                0.0,
                Shown::Tokens};
    case SliderDriver::GpuPrice:
        if (focusedIsOwned)
            return {FieldSection::Owned, "server_price", Scope::FocusedOption, SliderRange{10'000.0, 10'000'000.0, true}, 0.0,
                    Shown::Money};
        return {FieldSection::Rented, "price_per_gpu_hour", Scope::FocusedOption, SliderRange{0.1, 50.0, true}, 0.0,
                Shown::Money};
    case SliderDriver::TargetUtilization:
        return {FieldSection::Serving,
                "target_utilization",
                Scope::EveryOption,
                SliderRange{0.3, scenario_rules::TARGET_UTILIZATION.maximum, false},
                SHARE_STEP,
                Shown::Percent};
    case SliderDriver::BandwidthEfficiency:
        return {
            FieldSection::Serving, "memory_bandwidth_utilization", Scope::EveryOption, SliderRange{0.2, 0.9, false}, SHARE_STEP,
            Shown::Percent};
    case SliderDriver::SchedulerEfficiency:
        return {FieldSection::Serving, "scheduler_efficiency", Scope::EveryOption, SliderRange{0.5, 1.0, false}, SHARE_STEP,
                Shown::Percent};
    case SliderDriver::StaffCost:
        return {FieldSection::Staffing,
                "monthly_cost_per_fte",
                Scope::Scenario,
                SliderRange{0.0, 40'000.0, false},
                0.0,
                Shown::Money};
    case SliderDriver::StaffCount:
        return {FieldSection::Staffing, "base_fte", Scope::Scenario, SliderRange{0.0, 20.0, false}, FTE_STEP, Shown::Decimals};
    case SliderDriver::ApiPrice:
        return {FieldSection::ApiOffer,
                "output_per_mtok",
                Scope::FocusedOffer,
                SliderRange{0.01, 200.0, true},
                0.0,
                Shown::Money,
                true};
    case SliderDriver::Growth:
        return {FieldSection::Workload,        "monthly_growth", Scope::Scenario,
                SliderRange{-0.1, 0.3, false}, GROWTH_STEP,      Shown::Percent};
    }
    return {};
}

/// The number of `key` in `section`, entry `index`, as a driver: its value, currency and edit.
Driver fieldDriver(const Scenario& scenario, const Catalog& catalog, FieldSection section, const char* key, std::size_t index)
{
    const ScenarioField* field = findField(section, key);
    assert(field != nullptr && "every slider names a field of the scenario format");
    return driverAt(fieldInstance(scenario, *field, index), scenario, catalog);
}

/// The API offer's token prices besides its output price, which follow it.
constexpr std::array OTHER_TOKEN_PRICES{"input_per_mtok", "cached_input_per_mtok", "cache_write_per_mtok"};

} // namespace

DriverPresenter::DriverPresenter(ScenarioPresenter& scenario, QObject* parent)
    : QObject(parent)
    , m_scenario(scenario)
{
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, [this] {
        keepFocusInRange();
        emit changed();
    });
}

QList<SliderDriver> DriverPresenter::drivers()
{
    return {SliderDriver::TokensPerDay,
            SliderDriver::GpuPrice,
            SliderDriver::ApiPrice,
            SliderDriver::TargetUtilization,
            SliderDriver::BandwidthEfficiency,
            SliderDriver::SchedulerEfficiency,
            SliderDriver::StaffCost,
            SliderDriver::StaffCount,
            SliderDriver::Growth};
}

QString DriverPresenter::label(SliderDriver driver) const
{
    switch (driver) {
    case SliderDriver::TokensPerDay:
        return tr("Tokens per day");
    case SliderDriver::GpuPrice:
        return focusedIsOwned() ? tr("Server price") : tr("GPU price per hour");
    case SliderDriver::TargetUtilization:
        return tr("Target utilization");
    case SliderDriver::BandwidthEfficiency:
        return tr("Memory-bandwidth efficiency");
    case SliderDriver::SchedulerEfficiency:
        return tr("Scheduler efficiency");
    case SliderDriver::StaffCost:
        return tr("Staff cost per FTE-month");
    case SliderDriver::StaffCount:
        return tr("Base team (FTE)");
    case SliderDriver::ApiPrice:
        return tr("API output price per M tokens");
    case SliderDriver::Growth:
        return tr("Monthly growth");
    }
    return {};
}

QString DriverPresenter::explanation(SliderDriver driver) const
{
    switch (driver) {
    case SliderDriver::TokensPerDay:
        return tr("Input and output tokens served a day, today.");
    case SliderDriver::GpuPrice:
        return tr(
            "The price of the self-hosted option chosen above: per GPU-hour before discounts if rented, per server if owned.");
    case SliderDriver::TargetUtilization:
        return tr("Share of a replica's throughput planned for the busiest hour, for every self-hosted option.");
    case SliderDriver::BandwidthEfficiency:
        return tr("Share of peak memory bandwidth that decoding reaches (MBU), for every self-hosted option.");
    case SliderDriver::SchedulerEfficiency:
        return tr("Share of the fleet's GPUs that can hold a replica after placement, for every self-hosted option.");
    case SliderDriver::StaffCost:
        return tr("Loaded monthly cost of one full-time engineer: salary, social charges, overheads.");
    case SliderDriver::StaffCount:
        return tr("People who run any self-hosted deployment, before those added per GPU.");
    case SliderDriver::ApiPrice:
        return tr("The output price of the API offer chosen above; its input and cache prices move in proportion.");
    case SliderDriver::Growth:
        return tr("Change of the daily volume from one month to the next, over the horizon.");
    }
    return {};
}

bool DriverPresenter::isAvailable(SliderDriver driver) const
{
    const Scenario& scenario = m_scenario.scenario();
    switch (specOf(driver, focusedIsOwned()).scope) {
    case Scope::FocusedOption:
    case Scope::EveryOption:
        return !scenario.selfHosted.empty();
    case Scope::FocusedOffer:
        return !scenario.apiOffers.empty();
    case Scope::Scenario:
        return true;
    }
    return false;
}

SliderRange DriverPresenter::range(SliderDriver driver) const
{
    SliderRange range = specOf(driver, focusedIsOwned()).range;
    // A scenario's value outside the usual range widens it: a slider never misstates a value.
    if (isAvailable(driver)) {
        range.minimum = std::min(range.minimum, value(driver));
        range.maximum = std::max(range.maximum, value(driver));
    }
    return range;
}

Driver DriverPresenter::shownDriver(SliderDriver driver) const
{
    const SliderSpec spec = specOf(driver, focusedIsOwned());
    std::size_t index = 0;
    if (spec.scope == Scope::FocusedOption || spec.scope == Scope::EveryOption)
        index = static_cast<std::size_t>(m_focusedSelfHosted);
    else if (spec.scope == Scope::FocusedOffer)
        index = static_cast<std::size_t>(m_focusedApiOffer);
    return fieldDriver(m_scenario.scenario(), m_scenario.catalog(), spec.section, spec.key, index);
}

double DriverPresenter::value(SliderDriver driver) const
{
    if (!isAvailable(driver))
        return specOf(driver, focusedIsOwned()).range.minimum;
    return shownDriver(driver).value;
}

QString DriverPresenter::valueText(SliderDriver driver) const
{
    if (!isAvailable(driver))
        return tr("—");
    const QLocale locale;
    const Driver shown = shownDriver(driver);
    switch (specOf(driver, focusedIsOwned()).shown) {
    case Shown::Tokens:
        return formatTokens(locale, shown.value);
    case Shown::Money:
        return formatMoney(locale, Money{shown.value, *shown.currency});
    case Shown::Percent:
        return formatPercent(locale, shown.value);
    case Shown::Decimals:
        return locale.toString(shown.value, 'f', 2);
    }
    return {};
}

double DriverPresenter::position(SliderDriver driver) const
{
    const SliderRange bounds = range(driver);
    const double current = std::clamp(value(driver), bounds.minimum, bounds.maximum);
    if (bounds.maximum <= bounds.minimum)
        return 0.0;
    if (bounds.logarithmic)
        return std::log(current / bounds.minimum) / std::log(bounds.maximum / bounds.minimum);
    return (current - bounds.minimum) / (bounds.maximum - bounds.minimum);
}

bool DriverPresenter::setPosition(SliderDriver driver, double position)
{
    if (!isAvailable(driver))
        return false;
    const SliderSpec spec = specOf(driver, focusedIsOwned());
    const SliderRange bounds = range(driver);
    const double along = std::clamp(position, 0.0, 1.0);
    const double raw = bounds.logarithmic ? bounds.minimum * std::pow(bounds.maximum / bounds.minimum, along)
                                          : bounds.minimum + along * (bounds.maximum - bounds.minimum);
    return apply(driver, spec.step > 0.0 ? roundTo(raw, spec.step) : roundSignificant(raw));
}

bool DriverPresenter::step(SliderDriver driver, int steps)
{
    if (!isAvailable(driver))
        return false;
    const SliderSpec spec = specOf(driver, focusedIsOwned());
    const SliderRange bounds = range(driver);
    const double current = value(driver);
    // Down from a power of ten, the step is that of the values below it: 1.00 − 0.01 = 0.99,
    // 10 M − 100 k = 9.9 M.
    const double magnitude = current > 0.0 ? current : bounds.maximum;
    const double going = steps < 0 ? magnitude * (1.0 - 1e-9) : magnitude;
    const double unit = spec.step > 0.0 ? spec.step : std::pow(10.0, std::floor(std::log10(going)) - 1.0);
    const double moved = std::clamp(roundTo(current + steps * unit, unit), bounds.minimum, bounds.maximum);
    if (moved == current)
        return false;
    return apply(driver, moved);
}

bool DriverPresenter::setText(SliderDriver driver, const QString& text)
{
    if (!isAvailable(driver))
        return false;
    const SliderSpec spec = specOf(driver, focusedIsOwned());
    QString number = text.trimmed();
    double scale = 1.0;
    if (spec.shown == Shown::Percent) {
        // "85%" and "85" alike: a share is typed as the percentage the slider shows.
        if (number.endsWith(QLatin1Char('%')))
            number.chop(1);
        scale = 0.01;
    }
    if (spec.shown == Shown::Money) {
        const Driver shown = shownDriver(driver);
        const QString code = toQString(shown.currency->code());
        number.remove(code).remove(QLocale().currencySymbol(QLocale::CurrencySymbol)).remove(QLatin1Char('$'));
    }
    if (spec.shown == Shown::Tokens) {
        static const std::array<std::pair<char, double>, 4> MULTIPLIERS{{{'k', 1e3}, {'M', 1e6}, {'B', 1e9}, {'T', 1e12}}};
        const QString trimmed = number.trimmed();
        for (const auto& [letter, multiplier] : MULTIPLIERS) {
            if (trimmed.endsWith(QLatin1Char(letter))) {
                number = trimmed.chopped(1);
                scale = multiplier;
            }
        }
    }
    bool understood = false;
    const double typed = QLocale().toDouble(number.trimmed(), &understood);
    if (!understood || !std::isfinite(typed))
        return false;
    return apply(driver, typed * scale);
}

bool DriverPresenter::apply(SliderDriver driver, double rounded)
{
    const SliderSpec spec = specOf(driver, focusedIsOwned());
    const Scenario& scenario = m_scenario.scenario();
    const Catalog& catalog = m_scenario.catalog();
    std::vector<Override> changes;
    if (spec.scope == Scope::EveryOption) {
        for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index)
            changes.push_back(driverOverride(fieldDriver(scenario, catalog, spec.section, spec.key, index), rounded));
    } else {
        const Driver shown = shownDriver(driver);
        changes.push_back(driverOverride(shown, rounded));
        if (spec.proportional) {
            const double ratio = rounded / shown.value;
            for (const char* key : OTHER_TOKEN_PRICES) {
                const Driver other = fieldDriver(scenario, catalog, spec.section, key, shown.index);
                changes.push_back(driverOverride(other, other.value * ratio));
            }
        }
    }
    return m_scenario.edit(changes, tr("Change %1").arg(label(driver))).empty();
}

void DriverPresenter::setFocusedSelfHosted(int index)
{
    m_focusedSelfHosted = index;
    keepFocusInRange();
    emit changed();
}

void DriverPresenter::setFocusedApiOffer(int index)
{
    m_focusedApiOffer = index;
    keepFocusInRange();
    emit changed();
}

bool DriverPresenter::focusedIsOwned() const
{
    const Scenario& scenario = m_scenario.scenario();
    return !scenario.selfHosted.empty()
        && std::holds_alternative<OwnedCompute>(scenario.selfHosted[static_cast<std::size_t>(m_focusedSelfHosted)].compute);
}

void DriverPresenter::keepFocusInRange()
{
    const Scenario& scenario = m_scenario.scenario();
    m_focusedSelfHosted = std::clamp(m_focusedSelfHosted, 0, std::max(0, static_cast<int>(scenario.selfHosted.size()) - 1));
    m_focusedApiOffer = std::clamp(m_focusedApiOffer, 0, std::max(0, static_cast<int>(scenario.apiOffers.size()) - 1));
}

} // namespace tco::ui
