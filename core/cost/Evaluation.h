#pragma once

#include "cost/CostItems.h"
#include "cost/Hybrid.h"
#include "cost/PreparedScenario.h"
#include "cost/SelfHostedCost.h"
#include "scenario/OptionRef.h"
#include "scenario/VolumeRange.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace tco {

/// A self-hosted option at the scenario's volume.
struct SelfHostedEvaluation {
    /// False when no replica of the model fits the GPU (the reason comes from the sizing).
    bool feasible = false;
    Fleet fleet;
    /// The replicas the volume needs of the fleet's layout (replicasNeeded()); whole servers or
    /// a minimum fleet may hold more.
    std::int64_t replicasNeeded = 0;
    /// Reserved GPUs the volume leaves idle (idleReservedGpus()).
    std::int64_t idleReservedGpus = 0;
    /// Why the fleet is built of its layout (layoutChoiceReason()).
    LayoutChoiceReason layoutChoice;
    double utilization = 0.0;
    CostBreakdown monthly;
};

/// A hybrid plan at the scenario's volume.
struct HybridEvaluation {
    /// False when its self-hosted option cannot run.
    bool feasible = false;
    HybridFleet fleet;
    /// The share of the fleet's throughput the traffic it serves uses.
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
    /// Of the cumulative cost, what commitments bill that the months do not use: reserved GPUs
    /// the volume does not need, a promised spend above the bill (CommitmentMonths).
    double unusedCommitment = 0.0;
};

/// A commitment month by month over the horizon. Its first term starts in month 1 and binds
/// what the file gives; each later term renews at what its first month uses (the GPUs the volume
/// then needs at that month's price, or that month's bill), so a commitment outlasts a fall in
/// volume only until its term ends.
struct CommitmentMonths {
    CommitmentTerms terms;
    /// What the month's commitment bills whether used or not: the reserved GPUs' rental, or the
    /// promised spend.
    std::vector<double> committed;
    /// Of that, what the month's volume does not use.
    std::vector<double> unused;
};

enum class BreakEvenKind {
    /// Self-hosting is cheaper from `tokensPerDay` upwards, to the top of the range.
    Within,
    /// Self-hosting is cheaper across the whole range.
    AlwaysCheaper,
    /// The API is cheaper somewhere at the top of the range.
    NoneInRange,
};

/// Where a self-hosted option starts to beat an API offer for good, or a hybrid plan its own API
/// offer (where its first GPUs pay for themselves).
struct BreakEven {
    /// A self-hosted option or a hybrid plan.
    OptionRef option;
    std::size_t api = 0;
    BreakEvenKind kind = BreakEvenKind::NoneInRange;
    /// The lowest volume above which self-hosting stays cheaper (for Within).
    double tokensPerDay = 0.0;
    /// The volumes searched, which bound what the kind says.
    VolumeRange searched;
};

/// The first month from which a self-hosted option's cumulative cost stays at or below an API
/// offer's over the horizon, or a hybrid plan's below its own API offer's (a plan costs what its
/// API does while it runs no GPUs); empty when it never does.
struct Crossover {
    /// A self-hosted option or a hybrid plan.
    OptionRef option;
    std::size_t api = 0;
    std::optional<int> month;
};

struct Evaluation {
    double monthlyTokens = 0.0;
    /// The volumes the break-evens were searched over and volume charts span (volumeRange()).
    VolumeRange volumes;
    std::vector<SelfHostedEvaluation> selfHosted;
    std::vector<CostBreakdown> api;
    std::vector<HybridEvaluation> hybrids;
    std::vector<HorizonSeries> selfHostedHorizon;
    std::vector<HorizonSeries> apiHorizon;
    /// Empty for a hybrid whose self-hosted option cannot run.
    std::vector<HorizonSeries> hybridHorizon;
    /// One per feasible self-hosted option and API offer, then one per feasible hybrid plan with
    /// a fleet of least cost or a fixed one, against its own API offer.
    std::vector<BreakEven> breakEvens;
    std::vector<Crossover> crossovers;
};

/// How a crossover compares the option's cumulative cost with the API's, in words: "at or
/// below" for a self-hosted option, "below" for a hybrid plan (Crossover).
[[nodiscard]] std::string_view crossoverComparison(OptionRef option);

/// What a break-even says becomes the cheaper, in words: "self-hosting" or "the hybrid plan".
[[nodiscard]] std::string_view breakEvenSubject(OptionRef option);

/// The option's costs over the horizon as `evaluation` has them (empty for one that cannot run).
[[nodiscard]] const HorizonSeries& horizonOf(const Evaluation& evaluation, OptionRef option);

/// The break-even of a self-hosted option or hybrid plan against an API offer, by its index in
/// the scenario; nothing when the option cannot run, or a hybrid plan has none (hybridBreakEven()).
[[nodiscard]] const BreakEven* findBreakEven(const Evaluation& evaluation, OptionRef option, std::size_t api);

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

/// A reserved option (PreparedSelfHosted::reservedGpus) over the horizon, without its one-time
/// costs. Each term reserves, at its first month's price, the GPUs the file gives for the first
/// term and the GPUs the volume then needs for each later one; a month's fleet is the reservation
/// or the GPUs its volume needs, whichever is more, and the GPUs beyond the reservation cost the
/// month's price beyond it. Rented GPUs only, so nothing is kept when the volume falls.
struct ReservedMonths {
    HorizonSeries series;
    std::vector<std::int64_t> fleet;
    CommitmentMonths commitment;
};

[[nodiscard]] ReservedMonths reservedMonths(const PreparedScenario& scenario, const PreparedSelfHosted& option);

/// An option's commitment month by month over the horizon; nothing for one without a commitment,
/// a hybrid plan, or a self-hosted option that cannot run.
[[nodiscard]] std::optional<CommitmentMonths> commitmentMonths(const PreparedScenario& scenario, OptionRef option);

/// A feasible self-hosted option's fleet in GPUs, month by month over the horizon as its volume
/// grows: the fleet the horizon's costs are of.
[[nodiscard]] std::vector<std::int64_t> monthlyFleet(const PreparedScenario& scenario, const PreparedSelfHosted& option);

/// What a hybrid's fleet is chosen by at today's prices.
[[nodiscard]] HybridPrices hybridPrices(const PreparedScenario& scenario, const PreparedHybrid& hybrid);

/// A hybrid plan month by month over the horizon: at each month's volume and prices (both
/// following their trends), the fleet of least cost, or the one the file sets; an owned fleet is
/// not sold off when the month's choice is smaller. Feasible hybrids only.
struct HybridMonths {
    std::vector<std::int64_t> gpus;
    /// The layout of each month's fleet, the option's first for a month without one.
    std::vector<std::size_t> layouts;
    /// What the month's traffic above the fleet costs at the API.
    std::vector<double> apiBills;
};

[[nodiscard]] HybridMonths hybridMonths(const PreparedScenario& scenario, const PreparedHybrid& hybrid);

/// The hybrid's fleet at `tokensPerDay` at today's prices; nothing when its self-hosted option
/// cannot run.
[[nodiscard]] std::optional<HybridFleet> hybridFleetAt(const PreparedScenario& scenario, const PreparedHybrid& hybrid,
                                                       TokensPerDay tokensPerDay);

/// A month of the hybrid with `fleet` at `tokensPerDay`, itemized: the fleet's items (none without
/// GPUs) and the API's for the traffic above the fleet.
[[nodiscard]] CostBreakdown hybridMonthlyCost(const PreparedScenario& scenario, const PreparedHybrid& hybrid,
                                              const HybridFleet& fleet, TokensPerDay tokensPerDay);

/// The option's costs month by month over the horizon as its volume grows; nothing for a
/// self-hosted option, or a hybrid of one, that cannot run.
[[nodiscard]] std::optional<HorizonSeries> optionHorizon(const PreparedScenario& scenario, OptionRef option);

/// Every option's monthly cost at the scenario's volume, over the horizon, and where each
/// self-hosted option breaks even with each API offer within the scenario's volume range.
[[nodiscard]] Evaluation evaluate(const PreparedScenario& scenario);

/// The volume range of the scenario's workload and horizon (volumeRange()).
[[nodiscard]] VolumeRange volumeRange(const PreparedScenario& scenario);

/// The one-time costs each month carries in a monthly view.
[[nodiscard]] double oneTimePerMonth(const PreparedScenario& scenario);

/// An API offer's month at a volume, itemized: the workload's mix of tokens at `prices`. With
/// selfHostedMonth() and hybridMonthlyCost() the one pricing of a month, for the evaluation and
/// for monthlyBreakdown() alike.
[[nodiscard]] CostBreakdown apiMonth(const PreparedScenario& scenario, const ApiPrices& prices, TokensPerDay tokensPerDay);
/// A feasible self-hosted option's month on `fleet` (fleetFor()), itemized, with `idleReserved`
/// reserved GPUs the volume leaves idle (idleReservedGpus()) as the unused commitment.
[[nodiscard]] CostBreakdown selfHostedMonth(const PreparedScenario& scenario, const PreparedSelfHosted& option,
                                            const Fleet& fleet, std::int64_t idleReserved);
/// An API offer's monthly bill for one token a day of the workload's mix, before any committed
/// spend: the slope of its bill in the volume.
[[nodiscard]] double apiUsePerTokenPerDay(const PreparedScenario& scenario, const ApiPrices& prices);

/// The exact break-even between a self-hosted option and an API offer within [from, to].
///
/// A self-hosted fleet costs the same for every volume its replicas serve and jumps when one
/// more replica is needed: a staircase (with several layouts, the lower of their staircases).
/// An API bill is a line through zero, or the committed spend where that is more. Within each
/// stair the API is the cheaper up to stair cost / API cost per token-per-day, and nowhere when
/// its committed spend reaches the stair's cost, so the break-even is that point on the highest
/// stair where the API is cheaper at all, found stair by stair rather than on a grid that a
/// narrow stair could slip through.
[[nodiscard]] BreakEven breakEven(const PreparedScenario& scenario, std::size_t selfHosted, std::size_t api, double from,
                                  double to);

/// Where a hybrid plan starts to cost less than its API offer alone, within [from, to]: nothing
/// for a plan whose self-hosted option cannot run, or whose fleet serves a percentile of the hours.
///
/// Against its own API offer a plan saves S(v) = max over fleets G of (API price × what G serves
/// at volume v − G's monthly line): a maximum of functions that never fall as the volume grows
/// (a fleet serves more of more traffic), so S never falls either and the plan is cheaper above
/// one volume, found by bisection. A fleet that follows a percentile of the hours grows by whole
/// replicas with the volume, and its saving falls at each step, so that search does not apply.
[[nodiscard]] std::optional<BreakEven> hybridBreakEven(const PreparedScenario& scenario, std::size_t hybrid, double from,
                                                       double to);

/// Every option's monthly cost at one volume of a sweep.
struct SweepPoint {
    double tokensPerDay = 0.0;
    /// Every option's, in the order of optionPosition(); zero for one that cannot run.
    std::vector<double> monthly;
};

/// `points` volumes spaced evenly on a log scale from `from` to `to`, both included.
[[nodiscard]] std::vector<SweepPoint> sweep(const PreparedScenario& scenario, double from, double to, int points);

} // namespace tco
