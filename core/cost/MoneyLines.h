#pragma once

#include "cost/MoneyOverTime.h"

#include <vector>

namespace tco {

/// The two ways a controller reads an option's money over the years.
enum class MoneyView {
    /// What leaves the bank and comes back: servers when bought, sold or kept at the end.
    CashFlow,
    /// What the books show: servers as they depreciate.
    ProfitAndLoss,
};

/// What a line of a view counts.
enum class MoneyLineKind {
    ServersBought,
    ServersSoldOrKept,
    RunningCosts,
    OneTimeCosts,
    /// Commitments paid up front: whole terms as paid, or spread over their months in the P&L.
    PrepaidCommitments,
    /// The cash flow's bottom line.
    NetCashOut,
    Depreciation,
    /// The P&L's bottom line.
    Cost,
};

/// One line of a view, a figure a year and their total.
struct MoneyLine {
    MoneyLineKind kind = MoneyLineKind::RunningCosts;
    std::vector<double> years;
    double total = 0.0;

    /// Whether it is the view's bottom line: net cash out, or the P&L's cost.
    [[nodiscard]] bool bottomLine() const { return kind == MoneyLineKind::NetCashOut || kind == MoneyLineKind::Cost; }
};

/// The line's name in English, marked for translation in the context "MoneyLines".
[[nodiscard]] const char* moneyLineLabel(MoneyLineKind kind);

/// The lines of a view of an option's years, money coming in negative: for the cash flow
/// servers bought, servers sold or kept, running costs, one-time costs, prepaid commitments and the
/// net cash out; for the P&L depreciation, running costs, one-time costs, prepaid commitments and
/// the cost. Lines that are zero every
/// year are left out, the bottom line never.
[[nodiscard]] std::vector<MoneyLine> moneyLines(const std::vector<MoneyYear>& years, MoneyView view);

} // namespace tco
