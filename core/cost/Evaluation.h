#pragma once

#include "cost/CostItems.h"
#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "scenario/OptionRef.h"
#include "scenario/VolumeRange.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace tco {

/// A self-hosted option at the scenario's volume.
struct SelfHostedEvaluation {
    /// False when no replica of the model fits the GPU (the reason comes from the sizing).
    bool feasible = false;
    Fleet fleet;
    double utilization = 0.0;
    CostBreakdown monthly;
};

/// Month by month over the horizon, with volume growing and prices following their trends. For
/// owned servers, the capital charge of an annuity over their life (SelfHostedCost.h): the
/// economic cost, which the cash-flow and P&L views of MoneyOverTime.h set out differently.
struct HorizonSeries {
    std::vector<double> monthly;
    double cumulative = 0.0;
    /// Each month's cost discounted at the scenario's yearly rate, (1 + r)^(month / 12), costs
    /// falling at the end of their month; one-time costs not amortized fall at the start.
    double netPresentValue = 0.0;
};

enum class BreakEvenKind {
    /// Self-hosting is cheaper from `tokensPerDay` upwards, to the top of the range.
    Within,
    /// Self-hosting is cheaper across the whole range.
    AlwaysCheaper,
    /// The API is cheaper somewhere at the top of the range.
    NoneInRange,
};

/// Where a self-hosted option starts to beat an API offer for good.
struct BreakEven {
    std::size_t selfHosted = 0;
    std::size_t api = 0;
    BreakEvenKind kind = BreakEvenKind::NoneInRange;
    /// The lowest volume above which self-hosting stays cheaper (for Within).
    double tokensPerDay = 0.0;
    /// The volumes searched, which bound what the kind says.
    VolumeRange searched;
};

/// The first month from which a self-hosted option's cumulative cost stays at or below an API
/// offer's over the horizon; empty when it never does.
struct Crossover {
    std::size_t selfHosted = 0;
    std::size_t api = 0;
    std::optional<int> month;
};

struct Evaluation {
    double monthlyTokens = 0.0;
    /// The volumes the break-evens were searched over and volume charts span (volumeRange()).
    VolumeRange volumes;
    std::vector<SelfHostedEvaluation> selfHosted;
    std::vector<CostBreakdown> api;
    std::vector<HorizonSeries> selfHostedHorizon;
    std::vector<HorizonSeries> apiHorizon;
    /// One per feasible self-hosted option and API offer.
    std::vector<BreakEven> breakEvens;
    std::vector<Crossover> crossovers;
};

/// The break-even of a self-hosted option against an API offer, by their indices in the
/// scenario; nothing when the self-hosted option cannot run.
[[nodiscard]] const BreakEven* findBreakEven(const Evaluation& evaluation, std::size_t selfHosted, std::size_t api);

/// A price's factor month after month under a compound yearly trend: 1 in the first month, then
/// (1 + trend)^(1/12) times the month before's, (1 + trend)^((m − 1) / 12) in month m.
class MonthlyPriceFactor {
public:
    explicit MonthlyPriceFactor(double trendPerYear);
    /// This month's factor; the next call gives the next month's.
    double next();

private:
    double m_step;
    double m_factor = 1.0;
};

/// A feasible self-hosted option's fleet in GPUs, month by month over the horizon as its volume
/// grows: the fleet the horizon's costs are of.
[[nodiscard]] std::vector<std::int64_t> monthlyFleet(const PreparedScenario& scenario, const PreparedSelfHosted& option);

/// The option's costs month by month over the horizon as its volume grows; nothing for a
/// self-hosted option that cannot run.
[[nodiscard]] std::optional<HorizonSeries> optionHorizon(const PreparedScenario& scenario, OptionRef option);

/// Every option's monthly cost at the scenario's volume, over the horizon, and where each
/// self-hosted option breaks even with each API offer within the scenario's volume range.
[[nodiscard]] Evaluation evaluate(const PreparedScenario& scenario);

/// The volume range of the scenario's workload and horizon (volumeRange()).
[[nodiscard]] VolumeRange volumeRange(const PreparedScenario& scenario);

/// The one-time costs each month carries in a monthly view.
[[nodiscard]] double oneTimePerMonth(const PreparedScenario& scenario);

/// An option's monthly total at a volume.
[[nodiscard]] double selfHostedMonthlyTotal(const PreparedScenario& scenario, const PreparedSelfHosted& option,
                                            TokensPerDay tokensPerDay);
[[nodiscard]] double apiMonthlyTotal(const PreparedScenario& scenario, const ApiPrices& prices, TokensPerDay tokensPerDay);

/// The exact break-even between a self-hosted option and an API offer within [from, to].
///
/// A self-hosted fleet costs the same for every volume its replicas serve and jumps when one
/// more replica is needed: a staircase (with several layouts, the lower of their staircases).
/// An API bill is a line through zero. Within each stair the API is the cheaper up to stair
/// cost / API cost per token-per-day, so the break-even is that point on the highest stair
/// where the API is cheaper at all, found stair by stair rather than on a grid that a narrow
/// stair could slip through.
[[nodiscard]] BreakEven breakEven(const PreparedScenario& scenario, std::size_t selfHosted, std::size_t api, double from,
                                  double to);

/// Every option's monthly cost at one volume of a sweep.
struct SweepPoint {
    double tokensPerDay = 0.0;
    /// Zero for an infeasible self-hosted option.
    std::vector<double> selfHostedMonthly;
    std::vector<double> apiMonthly;
};

/// `points` volumes spaced evenly on a log scale from `from` to `to`, both included.
[[nodiscard]] std::vector<SweepPoint> sweep(const PreparedScenario& scenario, double from, double to, int points);

} // namespace tco
