#pragma once

#include "json/JsonReader.h"
#include "units/Money.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

struct Catalog;
struct Scenario;

/// Where a field sits in a scenario file: "/workload", or one entry of a list.
enum class FieldSection {
    Scenario,
    ExchangeRate,
    Workload,
    SelfHosted,
    Rented,
    /// A rented option's reservation, when it has one.
    RentedCommitment,
    Owned,
    Serving,
    Staffing,
    OneTime,
    FineTuning,
    ApiOffer,
    /// An API offer's committed spend, when it has one.
    ApiCommitment,
    /// A hybrid plan: a list entry.
    Hybrid,
    /// The GPU cluster: its domains and how long it is simulated.
    Cluster,
    /// The serving replicas it runs throughout, as typed.
    ClusterInference,
    /// How a typed serving replica splits and what its decode step moves.
    ClusterInferenceLayout,
    /// The job mix's arrivals.
    ClusterJobs,
    /// One class of the job mix: a list entry.
    ClusterJobClass,
    /// How a job of one class splits and what its step moves, by the class's index.
    ClusterJobLayout,
};

/// Whether analyses vary a field: an uncertain quantity (a driver of tornado, goal seek,
/// variants and Monte Carlo) or a setting that is a choice rather than an uncertainty (the
/// horizon, GPU counts, parallel degrees, batch limits).
enum class FieldUse { Driver, Setting };

/// How far analyses vary a number where the scenario gives it no range of its own, as factors of
/// its value: from `value × low` to `value × high`, kept within what the file accepts (so an
/// efficiency never goes above 1). The factors follow from what kind of number it is, and
/// docs/analysis.md ("Default ranges") gives each kind's source: an exchange rate moves a few
/// percent a year, a GPU's price tens of percent, a volume forecast by multiples.
struct DefaultRange {
    double low = 0.8;
    double high = 1.2;
};

/// The default ranges of the kinds of number a scenario holds (docs/analysis.md, "Default ranges").
namespace default_ranges {

/// An exchange rate: ±5 %, about four years in five for the average over the year ahead at
/// EUR/USD's 7.6 % annual volatility.
inline constexpr DefaultRange EXCHANGE_RATE{0.95, 1.05};
/// Tokens a day: a third to three times the forecast.
inline constexpr DefaultRange VOLUME{1.0 / 3.0, 3.0};
/// How the traffic grows and is used (growth, cached and batch shares): half to one and a half times.
inline constexpr DefaultRange TRAFFIC_MIX{0.5, 1.5};
/// The shape of a request and of the day (lengths, peak to average): ±30 %.
inline constexpr DefaultRange REQUEST_SHAPE{0.7, 1.3};
/// A rented GPU-hour: ±30 %, the spread of H100 offers across specialised clouds.
inline constexpr DefaultRange GPU_RENTAL{0.7, 1.3};
/// Hardware bought: ±25 %, the spread of server and rack price estimates.
inline constexpr DefaultRange HARDWARE_PRICE{0.75, 1.25};
/// An API's token price: half (a cut, or a cheaper successor) to a quarter more.
inline constexpr DefaultRange API_PRICE{0.5, 1.25};
/// Electricity: ±25 %.
inline constexpr DefaultRange POWER_PRICE{0.75, 1.25};
/// A facility's PUE: ±10 %, never below 1.
inline constexpr DefaultRange FACILITY_EFFICIENCY{0.9, 1.1};
/// Colocation rent: ±15 %.
inline constexpr DefaultRange COLOCATION{0.85, 1.15};
/// A person's loaded cost: ±25 %.
inline constexpr DefaultRange STAFF_COST{0.75, 1.25};
/// How many people a deployment takes: half to one and a half times.
inline constexpr DefaultRange TEAM_SIZE{0.5, 1.5};
/// A serving efficiency: ±15 %, the sizing model's median error on held-out measurements; never above 1.
inline constexpr DefaultRange SERVING_EFFICIENCY{0.85, 1.15};
/// Anything else estimated without a better measure of its uncertainty: ±20 %.
inline constexpr DefaultRange ESTIMATE{0.8, 1.2};

} // namespace default_ranges

/// One number of the scenario format: where it sits, what a person calls it, its unit and the
/// values the file accepts, and how it is read and written on the typed scenario. `index` picks
/// the option, offer or exchange rate of the sections that are lists.
///
/// Values are in the file's units (milliseconds where the file says `_ms`), so that a value
/// read here is the one the file holds and `--set` takes. Labels and units are English, marked
/// for the desktop app's translation in the context "ScenarioFields".
/// Rows name each member they set (designated initializers), so a member added here shifts none.
struct ScenarioField {
    FieldSection section;
    const char* key;
    /// "Tokens per day"; lower case where the option's name comes first ("price per GPU-hour").
    const char* label;
    /// After the currency for money ("per GPU-hour"); for a share, what it is a share of ("of
    /// input", "a year", or empty for a bare share), which unitOf() puts after "share" and the
    /// editor after "%"; else the whole unit.
    const char* unit;
    /// What the number means, in a sentence or two, for the editor's help.
    const char* help;
    NumberRule rule;
    double (*get)(const Scenario&, const Catalog&, std::size_t index);
    void (*set)(Scenario&, const Catalog&, std::size_t index, double value);
    /// The currency of a money field; null for other numbers.
    Currency (*currency)(const Scenario&, const Catalog&, std::size_t index) = nullptr;
    /// Whether searches over the field span the scenario's volume range (volumeRange()), as charts do.
    bool spansScale = false;
    /// The most the value may be with the rest of the scenario as it is, where that is stricter
    /// than the rule: growth and the first month's volume together bound the horizon's last.
    double (*most)(const Scenario&) = nullptr;
    /// Whether a number the file may leave out is there; null for numbers always there.
    bool (*present)(const Scenario&, std::size_t index) = nullptr;
    /// Whether the number means anything in this scenario; null for numbers that always do. One
    /// that does not (the peak-to-average ratio where a load profile sets the busiest hour) is
    /// neither written nor listed, and the reader refuses it.
    bool (*applies)(const Scenario&) = nullptr;
    /// Whether the file may leave the number to a catalog entry it names (an offer's prices):
    /// the field's value is then the catalog's, and setting it types it into the file.
    bool fromCatalog = false;
    /// For a number `fromCatalog`, whether the file types it in over the catalog's figure.
    bool (*typedIn)(const Scenario&, std::size_t index) = nullptr;
    /// Whether the number reaches the cost only through the sizing (the fleet a layout needs at
    /// the busiest hour), so that the workbook's formulas, which take each layout's capacity as
    /// a computed input, never read it.
    bool sizingOnly = false;
    FieldUse use = FieldUse::Driver;
    /// Whether the default is fitted to published measurements (docs/sizing-model.md §9) rather
    /// than stated: a serving efficiency, overhead or latency.
    bool calibratedDefault = false;
    /// Whether the file must give the number; one it may leave out keeps the default the typed
    /// scenario starts with (or, with `present`, stays absent).
    bool required = false;
    /// The amount with its currency, for money the file gives itself (not left to a catalog entry).
    Money& (*money)(Scenario&, std::size_t index) = nullptr;
    /// How far analyses vary a driver where the scenario gives no range: by the kind of number it is.
    DefaultRange defaultRange = default_ranges::ESTIMATE;
};

/// Every number a scenario file holds, in the file's order within each section: the reader and
/// the writer walk these rows. Adding an input to the format is adding a row here (and its
/// translation). `get`, `set` and `currency` consult the catalog only for rows `fromCatalog`,
/// which are read and written with the catalog entry they may be left to.
[[nodiscard]] std::span<const ScenarioField> scenarioFields();

/// One field of one scenario: its row, and the option, offer or rate it belongs to.
struct FieldInstance {
    const ScenarioField* field = nullptr;
    std::size_t index = 0;
    /// "/self_hosted/0/rented/price_per_gpu_hour".
    std::string pointer;
    /// The option's, offer's or exchange rate's name ("2× H100 rented", "EUR"); empty for the
    /// scenario's own numbers.
    std::string owner;

    /// What a person calls it, in English: "Tokens per day", "2× H100 rented: price per GPU-hour".
    [[nodiscard]] std::string name() const;
};

/// A field's unit, in English, after its currency for money: "tokens/day", "USD per GPU-hour",
/// "share of input".
[[nodiscard]] std::string unitOf(const ScenarioField& field, const std::optional<Currency>& currency);

/// Every number `scenario` holds, in the order of its file: the scenario's own numbers, the
/// workload, each option whole, the rest. Numbers the file leaves out are not listed.
[[nodiscard]] std::vector<FieldInstance> scenarioFieldInstances(const Scenario& scenario);

/// The row of `key` in `section`; null when the format has none.
[[nodiscard]] const ScenarioField* findField(FieldSection section, std::string_view key);

/// `field` of the option, offer or rate `index` of `scenario`, which must have it.
[[nodiscard]] FieldInstance fieldInstance(const Scenario& scenario, const ScenarioField& field, std::size_t index);

/// The JSON pointer of the object the fields of `section` sit in: "/workload",
/// "/self_hosted/0/rented"; `index` picks the entry of the sections that are lists.
[[nodiscard]] std::string sectionPointer(FieldSection section, std::size_t index);

/// The value `field` holds in entry `index` of `scenario`, for a row not left to a catalog (such
/// rows never consult one).
[[nodiscard]] double valueInScenario(const ScenarioField& field, const Scenario& scenario, std::size_t index);

/// The currency of money `field` of entry `index` of `scenario`, for a row not left to a catalog.
[[nodiscard]] Currency currencyInScenario(const ScenarioField& field, const Scenario& scenario, std::size_t index);

/// The value a file that leaves `field` out reads as: the default the typed scenario starts
/// with, in the file's units. Nothing for a number the file must give, may leave absent, leaves
/// to a catalog entry, or for money.
[[nodiscard]] std::optional<double> defaultValue(const ScenarioField& field);

/// Reads `field` of entry `index` into `scenario`, a number neither money nor left to a catalog
/// entry: a number the file must give is required; one it may leave out keeps the entry's
/// default or, for a row with `present`, stays absent.
void readFieldNumber(ObjectReader& reader, const ScenarioField& field, Scenario& scenario, std::size_t index);

/// Reads the numbers of `section` into entry `index` of `scenario`, as readFieldNumber() reads
/// each, for a section with no money and nothing left to a catalog (the cluster's).
void readSectionNumbers(ObjectReader& reader, FieldSection section, Scenario& scenario, std::size_t index);

/// Writes into `object` the numbers of `section` of entry `index` that a file holds: all but those
/// left to a catalog entry and those absent; money as an amount with its currency, whole numbers
/// as integers.
void writeSectionNumbers(nlohmann::ordered_json& object, FieldSection section, const Scenario& scenario, std::size_t index);

/// `value` rounded to nine decimals, as the file writes a duration or rate converted to its unit,
/// so that reading back what was written gives the same double (32 µs held as 3.2e-5 s reads
/// back as 32).
[[nodiscard]] double inDocumentDigits(double value);

} // namespace tco
