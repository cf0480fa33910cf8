#pragma once

#include "json/JsonReader.h"
#include "units/Tokens.h"

#include <cstddef>

/// The range each number of a scenario file must fall in. Reading a file checks them
/// (scenario/ScenarioJson.cpp), and analyses that vary a number keep it inside them
/// (scenario/Driver.h), so a varied scenario is one the file format could hold.
///
/// Upper bounds lie past any real deployment: a value beyond them is a typo, not a plan. Lower
/// bounds of quantities that divide (a rate, a share of a peak, a lifetime) are the least a real
/// plan states, not merely above zero: a rate of 10^-300 passes "positive" and makes a cost
/// infinite.
namespace tco::scenario_rules {

inline constexpr double MAX_TOKENS_PER_REQUEST = 1e8;
inline constexpr double MAX_MONEY = 1e12;
inline constexpr double MAX_GPUS = 1'000'000;
inline constexpr double MAX_BATCH = 1e6;
/// Decoding steps between a scheduler's looks for new requests.
inline constexpr double MAX_POLL_STEPS = 1000;
inline constexpr double MAX_HORIZON_MONTHS = 240;
inline constexpr std::size_t MAX_OPTIONS = 64;
inline constexpr std::size_t MAX_EXCHANGE_RATES = 200;
/// Driver ranges, variants, or the settings of one variant.
inline constexpr std::size_t MAX_ANALYSIS_ENTRIES = 1000;
/// Pairs of drawn numbers that move together: a Monte Carlo run checks and repairs the matrix
/// of their numbers, up to twice this many wide, before it starts.
inline constexpr std::size_t MAX_CORRELATED_PAIRS = 100;

inline constexpr NumberRule HORIZON_MONTHS = rules::count(1, MAX_HORIZON_MONTHS);
inline constexpr NumberRule GPU_COUNT = rules::count(1, MAX_GPUS);
/// A commitment's term: a month to ten years (clouds and API providers sell one and three).
inline constexpr NumberRule COMMITMENT_TERM_MONTHS = rules::count(1, 120);
inline constexpr NumberRule POLL_STEPS = rules::count(1, MAX_POLL_STEPS);
/// The most sequences an engine batches; zero takes the engine's own limit.
inline constexpr NumberRule BATCH_SEQUENCES = rules::count(0, MAX_BATCH);

/// A share of a whole: of input tokens, of a price.
inline constexpr NumberRule SHARE = rules::share(rules::fraction());
/// A percentile of the week's hours: above zero, up to all of them.
inline constexpr NumberRule HOUR_PERCENTILE = rules::share(NumberRule{0.0, true, 1.0, false});

inline constexpr NumberRule MONEY = rules::nonNegative(MAX_MONEY);
inline constexpr NumberRule POSITIVE_MONEY = rules::positive(MAX_MONEY);
/// From the weakest currency traded (a hundred-thousandth of a dollar) to past the strongest.
inline constexpr NumberRule USD_PER_UNIT = rules::between(1e-6, 1e6);
inline constexpr NumberRule DISCOUNT_RATE_PER_YEAR = rules::share(rules::between(0.0, 1.0));

inline constexpr NumberRule TOKENS_PER_DAY = rules::between(1.0, MAX_TOKENS_PER_DAY);
inline constexpr NumberRule INPUT_TOKENS_PER_REQUEST = rules::nonNegative(MAX_TOKENS_PER_REQUEST);
/// A request writes at least one token.
inline constexpr NumberRule OUTPUT_TOKENS_PER_REQUEST = rules::between(1.0, MAX_TOKENS_PER_REQUEST);
inline constexpr NumberRule PEAK_TO_AVERAGE = rules::between(1.0, 100.0);
inline constexpr NumberRule MONTHLY_GROWTH = rules::share(rules::between(-0.5, 5.0));
inline constexpr NumberRule TOKENS_PER_SECOND_PER_USER = rules::between(0.001, 1e6);

/// From a tenth of a cent.
inline constexpr NumberRule PRICE_PER_GPU_HOUR = rules::between(0.001, 10'000);
/// A negotiated discount or one off a list price: never the whole price.
inline constexpr NumberRule DISCOUNT = rules::share(rules::between(0.0, 0.99));
/// Extra capacity or cost as a share of the fleet or of its bill: up to ten times over.
inline constexpr NumberRule SURCHARGE_SHARE = rules::share(rules::between(0.0, 10.0));
/// From six minutes a day.
inline constexpr NumberRule RENTED_HOURS_PER_DAY = rules::between(0.1, 24.0);

/// A price's compound change in a year: from falling 99 % (a tenth of a per cent of the price
/// left after a year; constant-capability token prices have fallen faster still) to doubling.
inline constexpr NumberRule PRICE_TREND_PER_YEAR = rules::share(rules::between(-0.99, 1.0));
/// Declining balance at the straight-line rate up to five times it.
inline constexpr NumberRule DECLINING_BALANCE_FACTOR = rules::between(1.0, 5.0);
/// From about a month.
inline constexpr NumberRule LIFE_YEARS = rules::between(0.1, 30);
inline constexpr NumberRule POWER_PRICE_PER_KWH = rules::nonNegative(100.0);
inline constexpr NumberRule PUE = rules::between(1.0, 5.0);
inline constexpr NumberRule SERVER_OVERHEAD_WATTS = rules::nonNegative(1e6);

/// A share of a GPU's memory, bandwidth or throughput that serving reaches: from a tenth of a
/// per cent (the worst published runs reach a few per cent).
inline constexpr NumberRule SERVING_SHARE = rules::share(rules::between(0.001, 1.0));
/// The load a fleet is planned at, short of full: a queue planned full waits without bound
/// (the mean wait grows as 1 / (1 − ρ)).
inline constexpr NumberRule TARGET_UTILIZATION = rules::share(rules::between(0.001, 0.99));
inline constexpr NumberRule MICROSECONDS = rules::nonNegative(1e6);
/// A link's bandwidth; zero takes the GPU's catalog figure.
inline constexpr NumberRule LINK_GB_PER_S = rules::nonNegative(1e5);
inline constexpr NumberRule MILLISECONDS = rules::nonNegative(1e7);
inline constexpr NumberRule TOKENS_PER_EXPERT = rules::nonNegative(1e6);
/// The busiest expert-parallel GPU's load beyond the mean, as a share of it.
inline constexpr NumberRule IMBALANCE = rules::share(rules::nonNegative(10.0));
/// A parallel degree the search must use; zero leaves it to the search.
inline constexpr NumberRule PARALLEL_DEGREE = rules::count(0, 4096);

inline constexpr NumberRule FTE = rules::nonNegative(100'000);
inline constexpr NumberRule GPUS_PER_FTE = rules::nonNegative(MAX_GPUS);

inline constexpr NumberRule TRAINING_TOKENS = rules::positive(1e16);
/// Of a training run's peak throughput, as SERVING_SHARE.
inline constexpr NumberRule TRAINING_MFU = SERVING_SHARE;
/// Tokens an engine step takes at most: at least one.
inline constexpr NumberRule BATCHED_TOKENS = rules::between(1.0, MAX_TOKENS_PER_REQUEST);
inline constexpr NumberRule PRICE_PER_MTOK = rules::nonNegative(100'000);

/// The cluster section (docs/cluster-model.md).
inline constexpr NumberRule CLUSTER_DOMAINS = rules::count(1, 100'000);
inline constexpr NumberRule DOMAIN_NODES = rules::count(1, 1'000);
/// The most GPUs a server or tray holds.
inline constexpr NumberRule NODE_GPUS = rules::count(1, 64);
/// One direction per GPU, in GB/s.
inline constexpr NumberRule SCALE_OUT_GB_PER_S = rules::positive(100'000);
inline constexpr NumberRule SIMULATED_DAYS = rules::positive(366);
/// Every whole number a JSON reader keeps exactly: 0 to 2^53.
inline constexpr NumberRule SEED = rules::count(0, 9'007'199'254'740'992.0);
inline constexpr NumberRule RESTART_HOURS = rules::nonNegative(1'000);
inline constexpr NumberRule ARRIVALS_PER_HOUR = rules::positive(1e5);
inline constexpr NumberRule JOB_GPUS = rules::count(1, MAX_GPUS);
/// A job class's weight among the mix's, normalized to sum to 1.
inline constexpr NumberRule JOB_SHARE = rules::positive(1e6);
inline constexpr NumberRule JOB_HOURS = rules::positive(1e6);
inline constexpr NumberRule SERVING_REPLICAS = rules::count(0, MAX_GPUS);
inline constexpr NumberRule JOB_PARALLEL_DEGREE = rules::count(1, 100'000);
inline constexpr NumberRule STEP_SECONDS = rules::positive(1e6);
inline constexpr NumberRule STEP_BYTES = rules::nonNegative(1e15);

/// The daily volume in the last month of a horizon of `months` that starts at `tokensPerDay`
/// and grows by `growth` a month, compounded month by month as the costs are
/// (cost/Evaluation.cpp), so that the two agree to the last bit. A horizon's volumes must stay
/// within MAX_TOKENS_PER_DAY.
[[nodiscard]] double lastMonthTokensPerDay(double tokensPerDay, double growth, int months);

/// The most monthly growth that keeps a horizon's last month within MAX_TOKENS_PER_DAY.
[[nodiscard]] double mostMonthlyGrowth(double tokensPerDay, int months);

/// The most first-month volume that growth keeps within MAX_TOKENS_PER_DAY to a horizon's end.
[[nodiscard]] double mostTokensPerDay(double growth, int months);

} // namespace tco::scenario_rules
