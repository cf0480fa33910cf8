#include "cost/MoneyLines.h"

#include "text/Translatable.h"

namespace tco {
namespace {

/// A line of `amount` for each year, unless it is zero throughout and not a bottom line.
void addLine(std::vector<MoneyLine>& lines, const std::vector<MoneyYear>& years, MoneyLineKind kind,
             double (*amount)(const MoneyYear&))
{
    MoneyLine line{kind, {}, 0.0};
    bool anyNonZero = false;
    for (const MoneyYear& year : years) {
        const double value = amount(year);
        line.years.push_back(value);
        line.total += value;
        anyNonZero = anyNonZero || value != 0.0;
    }
    if (anyNonZero || line.bottomLine())
        lines.push_back(std::move(line));
}

} // namespace

const char* moneyLineLabel(MoneyLineKind kind)
{
    switch (kind) {
    case MoneyLineKind::ServersBought:
        return TCO_TRANSLATABLE("MoneyLines", "Servers bought");
    case MoneyLineKind::ServersSoldOrKept:
        return TCO_TRANSLATABLE("MoneyLines", "Servers sold or kept");
    case MoneyLineKind::RunningCosts:
        return TCO_TRANSLATABLE("MoneyLines", "Running costs");
    case MoneyLineKind::OneTimeCosts:
        return TCO_TRANSLATABLE("MoneyLines", "One-time costs");
    case MoneyLineKind::PrepaidCommitments:
        return TCO_TRANSLATABLE("MoneyLines", "Prepaid commitments");
    case MoneyLineKind::NetCashOut:
        return TCO_TRANSLATABLE("MoneyLines", "Net cash out");
    case MoneyLineKind::Depreciation:
        return TCO_TRANSLATABLE("MoneyLines", "Depreciation");
    case MoneyLineKind::Cost:
        return TCO_TRANSLATABLE("MoneyLines", "Cost");
    }
    return "";
}

std::vector<MoneyLine> moneyLines(const std::vector<MoneyYear>& years, MoneyView view)
{
    std::vector<MoneyLine> lines;
    if (view == MoneyView::CashFlow) {
        addLine(lines, years, MoneyLineKind::ServersBought, [](const MoneyYear& y) { return y.capitalSpending; });
        addLine(lines, years, MoneyLineKind::ServersSoldOrKept, [](const MoneyYear& y) { return -y.proceeds; });
        addLine(lines, years, MoneyLineKind::RunningCosts, [](const MoneyYear& y) { return y.running; });
        addLine(lines, years, MoneyLineKind::OneTimeCosts, [](const MoneyYear& y) { return y.oneTimePaid; });
        addLine(lines, years, MoneyLineKind::PrepaidCommitments, [](const MoneyYear& y) { return y.commitmentsPrepaid; });
        addLine(lines, years, MoneyLineKind::NetCashOut, [](const MoneyYear& y) { return y.netCash(); });
    } else {
        addLine(lines, years, MoneyLineKind::Depreciation, [](const MoneyYear& y) { return y.depreciation; });
        addLine(lines, years, MoneyLineKind::RunningCosts, [](const MoneyYear& y) { return y.running; });
        addLine(lines, years, MoneyLineKind::OneTimeCosts, [](const MoneyYear& y) { return y.oneTimeExpensed; });
        addLine(lines, years, MoneyLineKind::PrepaidCommitments, [](const MoneyYear& y) { return y.commitmentsExpensed; });
        addLine(lines, years, MoneyLineKind::Cost, [](const MoneyYear& y) { return y.profitAndLoss(); });
    }
    return lines;
}

} // namespace tco
