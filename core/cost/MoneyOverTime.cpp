#include "cost/MoneyOverTime.h"

#include "cost/Evaluation.h"
#include "cost/Finance.h"
#include "cost/SelfHostedCost.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>

namespace tco {
namespace {

constexpr double MONTHS_PER_YEAR = 12.0;

MoneyFlows emptyFlows(std::size_t entries)
{
    const std::vector<double> zeros(entries, 0.0);
    return MoneyFlows{zeros, zeros, zeros, zeros, zeros, zeros, zeros, zeros};
}

/// Moves a commitment paid up front out of the running costs: each term's months paid at its
/// start, the whole term even where it runs past the horizon, and expensed month by month.
void prepayCommitment(const CommitmentMonths& commitment, MoneyFlows& flows)
{
    if (!commitment.terms.paidUpfront)
        return;
    const std::size_t term = static_cast<std::size_t>(commitment.terms.months);
    for (std::size_t month = 1; month < flows.running.size(); ++month) {
        const double committed = commitment.committed[month - 1];
        if ((month - 1) % term == 0)
            flows.commitmentsPrepaid[month - 1] += committed * static_cast<double>(term);
        flows.running[month] -= committed;
        flows.commitmentsExpensed[month] += committed;
    }
}

void addOneTimeCosts(const PreparedScenario& scenario, MoneyFlows& flows)
{
    flows.oneTimePaid[0] = scenario.oneTimeTotal;
    if (!scenario.amortizeOneTime) {
        flows.oneTimeExpensed[0] = scenario.oneTimeTotal;
        return;
    }
    for (std::size_t month = 1; month < flows.oneTimeExpensed.size(); ++month)
        flows.oneTimeExpensed[month] = oneTimePerMonth(scenario);
}

/// Servers bought together at one price: at entry `bought`, for the months after it.
struct Cohort {
    int bought = 0;
    double servers = 0.0;
    double price = 0.0;
};

/// An owned option's servers over the horizon: bought as the fleet grows, each cohort
/// depreciated, maintained, and at the end of its life sold for its residual value and replaced
/// at the price of the day; the servers left at the horizon's end valued in a straight line from
/// their price to their residual value.
void addServers(const PreparedScenario& scenario, const PreparedSelfHosted& option, const std::vector<std::int64_t>& fleet,
                MoneyFlows& flows)
{
    const auto& owned = std::get<PreparedOwned>(option.compute);
    const int horizon = scenario.horizonMonths;
    const int life = std::max(1, static_cast<int>(std::lround(owned.lifeMonths)));
    // The price of a server bought at entry t, the start of month t + 1: that month's, as the
    // horizon's monthly view prices it.
    std::vector<double> prices;
    MonthlyPriceFactor factor(option.priceTrendPerYear);
    for (int month = 1; month <= horizon; ++month)
        prices.push_back(owned.serverCapex * factor.next());
    const auto priceAt = [&](int entry) { return prices[static_cast<std::size_t>(entry)]; };

    std::deque<Cohort> cohorts;
    std::int64_t gpus = 0;
    for (int month = 1; month <= horizon; ++month) {
        const std::int64_t added = fleet[static_cast<std::size_t>(month - 1)] - gpus;
        if (added > 0)
            cohorts.push_back({month - 1, static_cast<double>(added / option.gpusPerUnit), priceAt(month - 1)});
        gpus += std::max<std::int64_t>(added, 0);
    }

    while (!cohorts.empty()) {
        const Cohort cohort = cohorts.front();
        cohorts.pop_front();
        flows.capitalSpending[static_cast<std::size_t>(cohort.bought)] += cohort.servers * cohort.price;
        const double residual = cohort.price * owned.residualValueShare;
        const std::vector<double> schedule
            = depreciationSchedule({cohort.price, residual, life, owned.depreciation, owned.decliningBalanceFactor});
        const double maintenance = cohort.price * owned.maintenanceSharePerYear / MONTHS_PER_YEAR;
        const int retires = cohort.bought + life;
        for (int month = cohort.bought + 1; month <= std::min(retires, horizon); ++month) {
            const auto entry = static_cast<std::size_t>(month);
            flows.depreciation[entry] += cohort.servers * schedule[static_cast<std::size_t>(month - cohort.bought - 1)];
            flows.running[entry] += cohort.servers * maintenance;
        }
        if (retires < horizon) {
            flows.proceeds[static_cast<std::size_t>(retires)] += cohort.servers * residual;
            cohorts.push_back({retires, cohort.servers, priceAt(retires)});
        } else {
            const double age = static_cast<double>(horizon - cohort.bought) / life;
            flows.proceeds.back() += cohort.servers * (cohort.price - (cohort.price - residual) * age);
        }
    }
}

/// A fleet of `fleet` GPUs month by month, with `apiBills` paid on top (a hybrid's traffic above
/// its fleet; nothing for a self-hosted option). Months without GPUs cost only their API bill;
/// a plan that never has any pays no one-time costs.
MoneyFlows fleetFlows(const PreparedScenario& scenario, const PreparedSelfHosted& option, const std::vector<std::int64_t>& fleet,
                      const std::vector<double>& apiBills)
{
    MoneyFlows flows = emptyFlows(static_cast<std::size_t>(scenario.horizonMonths) + 1);
    std::ranges::copy(apiBills, flows.running.begin() + 1);
    if (std::ranges::all_of(fleet, [](std::int64_t gpus) { return gpus == 0; }))
        return flows;
    addOneTimeCosts(scenario, flows);
    const FleetCostLine line = fleetCostLine(option, scenario.staffing, 0.0);
    const double unpricedPerGpu = line.perGpu - line.pricedPerGpu;
    const bool rented = std::holds_alternative<PreparedRented>(option.compute);
    MonthlyPriceFactor price(option.priceTrendPerYear);
    for (std::size_t month = 1; month < flows.running.size(); ++month) {
        const auto gpus = static_cast<double>(fleet[month - 1]);
        // An owned server's capital charge is not paid month by month: its price is, when bought.
        const double pricedPerGpu = rented ? line.pricedPerGpu * price.next() : 0.0;
        if (gpus > 0.0)
            flows.running[month] += line.fixed + gpus * (unpricedPerGpu + pricedPerGpu);
    }
    if (!rented)
        addServers(scenario, option, fleet, flows);
    return flows;
}

/// A reserved option's money: rented GPUs, so its running costs are the horizon's months without
/// the one-time costs, which are paid up front.
MoneyFlows reservedFlows(const PreparedScenario& scenario, const PreparedSelfHosted& option)
{
    const ReservedMonths months = reservedMonths(scenario, option);
    MoneyFlows flows = emptyFlows(months.series.monthly.size() + 1);
    std::ranges::copy(months.series.monthly, flows.running.begin() + 1);
    addOneTimeCosts(scenario, flows);
    prepayCommitment(months.commitment, flows);
    return flows;
}

/// Adds `from` to `to` entry by entry, times `sign`.
void add(std::vector<double>& to, const std::vector<double>& from, double sign = 1.0)
{
    for (std::size_t entry = 0; entry < to.size(); ++entry)
        to[entry] += sign * from[entry];
}

} // namespace

std::vector<double> MoneyFlows::netCash() const
{
    std::vector<double> net = capitalSpending;
    add(net, running);
    add(net, oneTimePaid);
    add(net, commitmentsPrepaid);
    add(net, proceeds, -1.0);
    return net;
}

std::vector<double> MoneyFlows::profitAndLoss() const
{
    std::vector<double> cost = depreciation;
    add(cost, running);
    add(cost, oneTimeExpensed);
    add(cost, commitmentsExpensed);
    return cost;
}

std::optional<MoneyFlows> moneyFlows(const PreparedScenario& scenario, OptionRef option)
{
    if (option.kind == OptionKind::SelfHosted) {
        const PreparedSelfHosted& selfHosted = scenario.selfHosted[option.index];
        if (!selfHosted.feasible())
            return std::nullopt;
        if (selfHosted.reservedGpus > 0)
            return reservedFlows(scenario, selfHosted);
        return fleetFlows(scenario, selfHosted, monthlyFleet(scenario, selfHosted),
                          std::vector<double>(static_cast<std::size_t>(scenario.horizonMonths), 0.0));
    }
    if (option.kind == OptionKind::Hybrid) {
        const PreparedHybrid& hybrid = scenario.hybrids[option.index];
        const PreparedSelfHosted& selfHosted = scenario.selfHosted[hybrid.selfHosted];
        if (!selfHosted.feasible())
            return std::nullopt;
        const HybridMonths months = hybridMonths(scenario, hybrid);
        return fleetFlows(scenario, selfHosted, months.gpus, months.apiBills);
    }
    // An API bill is paid as it falls due: the horizon's months are its cash and its P&L, but
    // for a committed spend paid up front.
    const std::optional<HorizonSeries> bills = optionHorizon(scenario, option);
    MoneyFlows flows = emptyFlows(bills->monthly.size() + 1);
    std::ranges::copy(bills->monthly, flows.running.begin() + 1);
    if (const std::optional<CommitmentMonths> commitment = commitmentMonths(scenario, option))
        prepayCommitment(*commitment, flows);
    return flows;
}

std::vector<MoneyYear> moneyByYear(const MoneyFlows& flows)
{
    std::vector<MoneyYear> years;
    const auto months = static_cast<int>(flows.running.size()) - 1;
    for (int entry = 0; entry <= months; ++entry) {
        // Today's entry belongs to the first year, as month 1 does.
        const int year = std::max(1, (entry + 11) / 12);
        if (static_cast<int>(years.size()) < year)
            years.push_back(MoneyYear{year, std::min(12, months - 12 * (year - 1))});
        MoneyYear& sum = years.back();
        const auto at = static_cast<std::size_t>(entry);
        sum.capitalSpending += flows.capitalSpending[at];
        sum.proceeds += flows.proceeds[at];
        sum.running += flows.running[at];
        sum.oneTimePaid += flows.oneTimePaid[at];
        sum.oneTimeExpensed += flows.oneTimeExpensed[at];
        sum.depreciation += flows.depreciation[at];
        sum.commitmentsPrepaid += flows.commitmentsPrepaid[at];
        sum.commitmentsExpensed += flows.commitmentsExpensed[at];
    }
    return years;
}

InvestmentCase investmentCase(const PreparedScenario& scenario, OptionRef option, const MoneyFlows& flows, OptionRef against,
                              const MoneyFlows& againstFlows)
{
    std::vector<double> savings = againstFlows.netCash();
    add(savings, flows.netCash(), -1.0);
    const double monthlyRate = monthlyFromYearly(scenario.discountRatePerYear);
    const std::optional<double> rate = internalRateOfReturn(savings);
    const auto month
        = [](std::optional<std::size_t> entry) { return entry ? std::optional(static_cast<int>(*entry)) : std::nullopt; };
    return InvestmentCase{
        .option = option,
        .against = against,
        .netPresentValue = presentValue(savings, monthlyRate),
        .rateOfReturnPerYear = rate ? std::optional(yearlyFromMonthly(*rate)) : std::nullopt,
        .paybackMonth = month(paybackPeriod(savings, 0.0)),
        .discountedPaybackMonth = month(paybackPeriod(savings, monthlyRate)),
    };
}

std::vector<InvestmentCase> investmentCases(const PreparedScenario& scenario)
{
    std::vector<std::optional<MoneyFlows>> selfHosted;
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index)
        selfHosted.push_back(moneyFlows(scenario, OptionRef{OptionKind::SelfHosted, index}));
    std::vector<MoneyFlows> api;
    for (std::size_t index = 0; index < scenario.api.size(); ++index)
        api.push_back(*moneyFlows(scenario, OptionRef{OptionKind::Api, index}));

    const auto isOwned
        = [&](std::size_t index) { return std::holds_alternative<PreparedOwned>(scenario.selfHosted[index].compute); };
    std::vector<InvestmentCase> cases;
    for (std::size_t index = 0; index < selfHosted.size(); ++index) {
        if (!selfHosted[index])
            continue;
        const OptionRef option{OptionKind::SelfHosted, index};
        for (std::size_t offer = 0; offer < api.size(); ++offer)
            cases.push_back(investmentCase(scenario, option, *selfHosted[index], OptionRef{OptionKind::Api, offer}, api[offer]));
        if (!isOwned(index))
            continue;
        for (std::size_t other = 0; other < selfHosted.size(); ++other) {
            if (selfHosted[other] && !isOwned(other))
                cases.push_back(investmentCase(scenario, option, *selfHosted[index], OptionRef{OptionKind::SelfHosted, other},
                                               *selfHosted[other]));
        }
    }
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index) {
        const OptionRef plan{OptionKind::Hybrid, index};
        const std::optional<MoneyFlows> flows = moneyFlows(scenario, plan);
        if (!flows)
            continue;
        const PreparedHybrid& parts = scenario.hybrids[index];
        cases.push_back(investmentCase(scenario, plan, *flows, OptionRef{OptionKind::Api, parts.api}, api[parts.api]));
        cases.push_back(investmentCase(scenario, plan, *flows, OptionRef{OptionKind::SelfHosted, parts.selfHosted},
                                       *selfHosted[parts.selfHosted]));
    }
    return cases;
}

} // namespace tco
