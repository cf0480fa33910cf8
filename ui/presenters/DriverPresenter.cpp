#include "presenters/DriverPresenter.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Resolve.h"
#include "scenario/ScenarioJson.h"
#include "scenario/ScenarioRules.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <algorithm>
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

QString number(double value)
{
    return QString::number(value, 'g', 17);
}

QString moneyJson(double amount, Currency currency)
{
    return toQString(nlohmann::ordered_json(Money{amount, currency}).dump());
}

QString optionPointer(int index, const char* rest)
{
    return QStringLiteral("/self_hosted/%1/%2").arg(index).arg(QLatin1String(rest));
}

Override change(const QString& pointer, const QString& value)
{
    return Override{pointer.toStdString(), value.toStdString()};
}

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
    switch (driver) {
    case SliderDriver::GpuPrice:
    case SliderDriver::TargetUtilization:
    case SliderDriver::BandwidthEfficiency:
    case SliderDriver::SchedulerEfficiency:
        return !scenario.selfHosted.empty();
    case SliderDriver::ApiPrice:
        return !scenario.apiOffers.empty();
    case SliderDriver::TokensPerDay:
    case SliderDriver::StaffCost:
    case SliderDriver::StaffCount:
    case SliderDriver::Growth:
        return true;
    }
    return false;
}

SliderRange DriverPresenter::range(SliderDriver driver) const
{
    SliderRange range;
    switch (driver) {
    case SliderDriver::TokensPerDay:
        range = SliderRange{SCALE_MIN_TOKENS_PER_DAY, SCALE_MAX_TOKENS_PER_DAY, true};
        break;
    case SliderDriver::GpuPrice:
        range = focusedIsOwned() ? SliderRange{10'000.0, 10'000'000.0, true} : SliderRange{0.1, 50.0, true};
        break;
    case SliderDriver::TargetUtilization:
        range = SliderRange{0.3, scenario_rules::TARGET_UTILIZATION.maximum, false};
        break;
    case SliderDriver::BandwidthEfficiency:
        range = SliderRange{0.2, 0.9, false};
        break;
    case SliderDriver::SchedulerEfficiency:
        range = SliderRange{0.5, 1.0, false};
        break;
    case SliderDriver::StaffCost:
        range = SliderRange{0.0, 40'000.0, false};
        break;
    case SliderDriver::StaffCount:
        range = SliderRange{0.0, 20.0, false};
        break;
    case SliderDriver::ApiPrice:
        range = SliderRange{0.01, 200.0, true};
        break;
    case SliderDriver::Growth:
        range = SliderRange{-0.1, 0.3, false};
        break;
    }
    // A scenario's value outside the usual range widens it: a slider never misstates a value.
    if (isAvailable(driver)) {
        range.minimum = std::min(range.minimum, value(driver));
        range.maximum = std::max(range.maximum, value(driver));
    }
    return range;
}

double DriverPresenter::value(SliderDriver driver) const
{
    const Scenario& scenario = m_scenario.scenario();
    const Catalog& catalog = m_scenario.catalog();
    if (!isAvailable(driver))
        return range(driver).minimum;
    const auto focusedOption
        = [&]() -> const SelfHostedOption& { return scenario.selfHosted[static_cast<std::size_t>(m_focusedSelfHosted)]; };
    switch (driver) {
    case SliderDriver::TokensPerDay:
        return scenario.workload.tokensPerDay.value();
    case SliderDriver::GpuPrice:
        if (const auto* rented = std::get_if<RentedCompute>(&focusedOption().compute))
            return listPricePerGpuHour(*rented, catalog).amount;
        return std::get<OwnedCompute>(focusedOption().compute).serverPrice.amount;
    case SliderDriver::TargetUtilization:
        return focusedOption().serving.targetUtilization;
    case SliderDriver::BandwidthEfficiency:
        return focusedOption().serving.memoryBandwidthUtilization;
    case SliderDriver::SchedulerEfficiency:
        return focusedOption().serving.schedulerEfficiency;
    case SliderDriver::StaffCost:
        return scenario.staffing.monthlyCostPerFte.amount;
    case SliderDriver::StaffCount:
        return scenario.staffing.baseFte;
    case SliderDriver::ApiPrice:
        return resolveTariff(scenario.apiOffers[static_cast<std::size_t>(m_focusedApiOffer)], catalog).output.amount;
    case SliderDriver::Growth:
        return scenario.workload.monthlyGrowth;
    }
    return 0.0;
}

QString DriverPresenter::valueText(SliderDriver driver) const
{
    const QLocale locale;
    const Scenario& scenario = m_scenario.scenario();
    if (!isAvailable(driver))
        return tr("—");
    const double current = value(driver);
    switch (driver) {
    case SliderDriver::TokensPerDay:
        return formatTokens(locale, current);
    case SliderDriver::GpuPrice: {
        const auto& option = scenario.selfHosted[static_cast<std::size_t>(m_focusedSelfHosted)];
        if (const auto* rented = std::get_if<RentedCompute>(&option.compute))
            return formatMoney(locale, listPricePerGpuHour(*rented, m_scenario.catalog()));
        return formatMoney(locale, std::get<OwnedCompute>(option.compute).serverPrice);
    }
    case SliderDriver::TargetUtilization:
    case SliderDriver::BandwidthEfficiency:
    case SliderDriver::SchedulerEfficiency:
    case SliderDriver::Growth:
        return formatPercent(locale, current);
    case SliderDriver::StaffCost:
        return formatMoney(locale, scenario.staffing.monthlyCostPerFte);
    case SliderDriver::StaffCount:
        return locale.toString(current, 'f', 2);
    case SliderDriver::ApiPrice:
        return formatMoney(
            locale, resolveTariff(scenario.apiOffers[static_cast<std::size_t>(m_focusedApiOffer)], m_scenario.catalog()).output);
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
    const SliderRange bounds = range(driver);
    const double along = std::clamp(position, 0.0, 1.0);
    const double raw = bounds.logarithmic ? bounds.minimum * std::pow(bounds.maximum / bounds.minimum, along)
                                          : bounds.minimum + along * (bounds.maximum - bounds.minimum);
    const Scenario& scenario = m_scenario.scenario();
    const Catalog& catalog = m_scenario.catalog();
    std::vector<Override> changes;
    const auto everyOption = [&](const char* key, double share) {
        for (int index = 0; index < static_cast<int>(scenario.selfHosted.size()); ++index)
            changes.push_back(change(optionPointer(index, key), number(share)));
    };
    switch (driver) {
    case SliderDriver::TokensPerDay:
        changes.push_back(change(QStringLiteral("/workload/tokens_per_day"), number(roundSignificant(raw))));
        break;
    case SliderDriver::GpuPrice: {
        const auto& option = scenario.selfHosted[static_cast<std::size_t>(m_focusedSelfHosted)];
        if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
            const Currency currency = listPricePerGpuHour(*rented, catalog).currency;
            changes.push_back(change(optionPointer(m_focusedSelfHosted, "rented/price_per_gpu_hour"),
                                     moneyJson(roundSignificant(raw), currency)));
        } else {
            const Currency currency = std::get<OwnedCompute>(option.compute).serverPrice.currency;
            changes.push_back(
                change(optionPointer(m_focusedSelfHosted, "owned/server_price"), moneyJson(roundSignificant(raw), currency)));
        }
        break;
    }
    case SliderDriver::TargetUtilization:
        everyOption("serving/target_utilization", roundTo(raw, SHARE_STEP));
        break;
    case SliderDriver::BandwidthEfficiency:
        everyOption("serving/memory_bandwidth_utilization", roundTo(raw, SHARE_STEP));
        break;
    case SliderDriver::SchedulerEfficiency:
        everyOption("serving/scheduler_efficiency", roundTo(raw, SHARE_STEP));
        break;
    case SliderDriver::StaffCost:
        changes.push_back(change(QStringLiteral("/staffing/monthly_cost_per_fte"),
                                 moneyJson(roundSignificant(raw), scenario.staffing.monthlyCostPerFte.currency)));
        break;
    case SliderDriver::StaffCount:
        changes.push_back(change(QStringLiteral("/staffing/base_fte"), number(roundTo(raw, FTE_STEP))));
        break;
    case SliderDriver::ApiPrice: {
        const ApiTariff tariff = resolveTariff(scenario.apiOffers[static_cast<std::size_t>(m_focusedApiOffer)], catalog);
        const double ratio = roundSignificant(raw) / tariff.output.amount;
        const QString offer = QStringLiteral("/api_offers/%1/").arg(m_focusedApiOffer);
        changes.push_back(
            change(offer + QStringLiteral("input_per_mtok"), moneyJson(tariff.input.amount * ratio, tariff.input.currency)));
        changes.push_back(
            change(offer + QStringLiteral("output_per_mtok"), moneyJson(roundSignificant(raw), tariff.output.currency)));
        changes.push_back(change(offer + QStringLiteral("cached_input_per_mtok"),
                                 moneyJson(tariff.cachedInput.amount * ratio, tariff.cachedInput.currency)));
        changes.push_back(change(offer + QStringLiteral("cache_write_per_mtok"),
                                 moneyJson(tariff.cacheWrite.amount * ratio, tariff.cacheWrite.currency)));
        break;
    }
    case SliderDriver::Growth:
        changes.push_back(change(QStringLiteral("/workload/monthly_growth"), number(roundTo(raw, GROWTH_STEP))));
        break;
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
