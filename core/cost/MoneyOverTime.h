#pragma once

#include "cost/PreparedScenario.h"
#include "scenario/OptionRef.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace tco {

/// One option's money over the horizon as a controller sets it out, in the display currency.
/// Each list has horizonMonths + 1 entries: entry 0 is today, what is paid up front; entry m the
/// end of month m. Amounts are positive, whichever way the money goes.
///
/// Cash flow: servers are paid for when bought (growth and replacements at the end of their life),
/// sold for their residual value when they retire, and the servers still running at the
/// horizon's end are counted at what they would fetch, their price falling in a straight line to
/// the residual value over their life, whatever method the books use; one-time costs are paid
/// up front. P&L: servers cost their depreciation by the option's method, one-time costs fall as
/// the scenario's monthly view spreads them, and the cost of capital is left to the discount
/// rate, as a cash-flow appraisal leaves it.
struct MoneyFlows {
    /// Servers bought.
    std::vector<double> capitalSpending;
    /// Servers sold at the end of their life, and those still running valued at the horizon's end.
    std::vector<double> proceeds;
    /// Every running cost: rental, power, colocation, maintenance, software, staff, API bills.
    std::vector<double> running;
    /// One-time costs as paid (all up front) and as the P&L spreads them.
    std::vector<double> oneTimePaid;
    std::vector<double> oneTimeExpensed;
    /// The books' depreciation of the servers.
    std::vector<double> depreciation;
    /// Commitments paid up front: each term's whole at its start, a term that runs past the
    /// horizon included (nothing is refunded); and as the P&L spreads them over the term's months.
    /// A commitment paid monthly is among the running costs.
    std::vector<double> commitmentsPrepaid;
    std::vector<double> commitmentsExpensed;

    /// Money out less money in, entry by entry.
    [[nodiscard]] std::vector<double> netCash() const;
    /// The P&L's cost, entry by entry: depreciation, running costs, one-time costs as expensed.
    [[nodiscard]] std::vector<double> profitAndLoss() const;
};

/// An option's money over the horizon; nothing for a self-hosted option that cannot run.
[[nodiscard]] std::optional<MoneyFlows> moneyFlows(const PreparedScenario& scenario, OptionRef option);

/// A year of an option's money: sums of MoneyFlows' entries, today's in the first year.
struct MoneyYear {
    int year = 1;
    /// The months the year covers: 12, or fewer in a last, partial year.
    int months = 12;
    double capitalSpending = 0.0;
    double proceeds = 0.0;
    double running = 0.0;
    double oneTimePaid = 0.0;
    double oneTimeExpensed = 0.0;
    double depreciation = 0.0;
    double commitmentsPrepaid = 0.0;
    double commitmentsExpensed = 0.0;

    [[nodiscard]] double netCash() const { return capitalSpending + oneTimePaid + commitmentsPrepaid + running - proceeds; }
    [[nodiscard]] double profitAndLoss() const { return depreciation + running + oneTimeExpensed + commitmentsExpensed; }
};

[[nodiscard]] std::vector<MoneyYear> moneyByYear(const MoneyFlows& flows);

/// What choosing one option instead of another is worth as an investment: the other's net cash
/// less this one's, month by month (negative while this one costs more, as when servers are
/// bought up front).
struct InvestmentCase {
    OptionRef option;
    OptionRef against;
    /// The savings' value today at the scenario's discount rate.
    double netPresentValue = 0.0;
    /// The savings' internal rate of return, a year; nothing when no single rate fits them
    /// (internalRateOfReturn()).
    std::optional<double> rateOfReturnPerYear;
    /// The first month from which the running savings stay at or above zero to the horizon's
    /// end (0: from the start), plain and discounted; nothing when they end below zero.
    std::optional<int> paybackMonth;
    std::optional<int> discountedPaybackMonth;
};

/// The case for `option` against `against`, from their money flows.
[[nodiscard]] InvestmentCase investmentCase(const PreparedScenario& scenario, OptionRef option, const MoneyFlows& flows,
                                            OptionRef against, const MoneyFlows& againstFlows);

/// Every feasible self-hosted option's case against every API offer, every feasible owned
/// option's against every feasible rented one, and every feasible hybrid plan's against each of
/// its parts alone: the questions an investment appraisal asks.
[[nodiscard]] std::vector<InvestmentCase> investmentCases(const PreparedScenario& scenario);

} // namespace tco
