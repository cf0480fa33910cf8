#include "presenters/EditorFields.h"

#include "json/Issue.h"
#include "presenters/Formatting.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>
#include <cstdint>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

/// Digits a field shows: more than any input has, fewer than the 17 that expose binary noise.
constexpr int SHOWN_DIGITS = 12;
constexpr double PERCENT = 100.0;
/// The largest whole number a double holds exactly (2^53).
constexpr double EXACT_INTEGER_LIMIT = 9007199254740992.0;

EditorField field(std::string key, FieldKind kind, QString label, QString unit, const char* objectName, QString toolTip)
{
    EditorField row;
    row.key = std::move(key);
    row.kind = kind;
    row.label = std::move(label);
    row.unit = std::move(unit);
    row.objectName = QLatin1String(objectName);
    row.toolTip = std::move(toolTip);
    return row;
}

EditorField optional(EditorField row, QString placeholder)
{
    row.optional = true;
    row.placeholder = std::move(placeholder);
    return row;
}

EditorField choice(EditorField row, std::vector<FieldChoice> choices)
{
    row.choices = std::move(choices);
    return row;
}

EditorField catalogEntry(EditorField row, CatalogSection section)
{
    row.catalogSection = section;
    return row;
}

/// The fields of every section, with their labels and help translated.
class FieldTable {
    Q_DECLARE_TR_FUNCTIONS(EditorFields)

public:
    static std::vector<EditorField> scenario()
    {
        return {
            field("/name", FieldKind::Text, tr("Name"), {}, "scenarioName", tr("Shown as the document's title and in reports.")),
            field("/description", FieldKind::LongText, tr("Description"), {}, "scenarioDescription",
                  tr("The case in a few sentences, with the sources of its assumptions.")),
            field("/horizon_months", FieldKind::WholeNumber, tr("Horizon"), tr("months"), "horizonMonths",
                  tr("The period cumulative cost and net present value run over, 1 to 240 months.")),
            field("/discount_rate_per_year", FieldKind::Percent, tr("Discount rate"), tr("% per year"), "discountRate",
                  tr("The rate the net present value discounts future months at; 0 gives the plain sum.")),
            field("/currency/display", FieldKind::Currency, tr("Display currency"), {}, "displayCurrency",
                  tr("The currency every result is shown in. Add an exchange rate to offer another.")),
        };
    }

    static std::vector<EditorField> exchangeRate()
    {
        return {
            field("/currency", FieldKind::Text, tr("Currency"), tr("ISO 4217"), "rateCurrency",
                  tr("Three capital letters, such as EUR; USD is the base of every rate.")),
            field("/usd_per_unit", FieldKind::Number, tr("Value"), tr("USD per unit"), "rateUsdPerUnit",
                  tr("What one unit of the currency is worth in US dollars.")),
            field("/as_of", FieldKind::Text, tr("As of"), tr("YYYY-MM-DD"), "rateAsOf",
                  tr("The day the rate was read: YYYY-MM-DD, or YYYY-MM, YYYY, YYYY-Qn, YYYY-Hn.")),
            field("/source", FieldKind::Text, tr("Source"), {}, "rateSource",
                  tr("Where the rate was read, such as the ECB reference rates.")),
        };
    }

    static std::vector<EditorField> workload()
    {
        return {
            field("/tokens_per_day", FieldKind::Number, tr("Tokens per day"), tr("tokens/day"), "tokensPerDay",
                  tr("Input plus output tokens on an average day.")),
            field("/input_tokens_per_request", FieldKind::Number, tr("Input per request"), tr("tokens"), "inputTokensPerRequest",
                  tr("Prompt length of an average request: system prompt, context, question.")),
            field("/output_tokens_per_request", FieldKind::Number, tr("Output per request"), tr("tokens"),
                  "outputTokensPerRequest", tr("Completion length of an average request, reasoning tokens included.")),
            field("/cached_input_share", FieldKind::Percent, tr("Cached input"), tr("% of input"), "cachedInputShare",
                  tr("Share of input tokens an API reads from its prompt cache.")),
            field("/cache_write_share", FieldKind::Percent, tr("Cache writes"), tr("% of input"), "cacheWriteShare",
                  tr("Share of input tokens written to the prompt cache; with cached input at most 100 %.")),
            field("/batch_share", FieldKind::Percent, tr("Batch"), tr("% of requests"), "batchShare",
                  tr("Share of requests that can wait for a batch API.")),
            field("/peak_to_average", FieldKind::Number, tr("Peak to average"), tr("×"), "peakToAverage",
                  tr("The busiest hour's rate over the day's average, 1 to 100.")),
            field("/monthly_growth", FieldKind::Percent, tr("Growth"), tr("% per month"), "monthlyGrowth",
                  tr("Compound growth of tokens per day from one month to the next; negative for a decline.")),
            field("/output_tokens_per_second_per_user", FieldKind::Number, tr("Speed per user"), tr("tokens/s"),
                  "outputTokensPerSecondPerUser",
                  tr("The decoding speed each user must see; 25 is MLPerf Inference's interactive bound for Llama 2 70B.")),
            field("/time_to_first_token_ms", FieldKind::Number, tr("First token within"), tr("ms"), "timeToFirstToken",
                  tr("The longest a user may wait for the first token at the busiest hour; 0 sets no bound.")),
        };
    }

    static std::vector<EditorField> model()
    {
        return {
            catalogEntry(field("/id", FieldKind::CatalogEntry, tr("Model"), {}, "model",
                               tr("The open-weight model every self-hosted option runs.")),
                         CatalogSection::Models),
            choice(field("/weight_precision", FieldKind::Choice, tr("Weights"), tr("precision"), "weightPrecision",
                         tr("The numeric format the weights are stored in.")),
                   precisions()),
            choice(field("/kv_cache_precision", FieldKind::Choice, tr("KV cache"), tr("precision"), "kvCachePrecision",
                         tr("The numeric format of the KV cache; engines keep it in 16 bits unless told otherwise.")),
                   precisions()),
        };
    }

    static std::vector<EditorField> selfHostedOption()
    {
        return {
            field("/name", FieldKind::Text, tr("Name"), {}, "optionName",
                  tr("Unique among all options; comparisons refer to it.")),
            catalogEntry(
                field("/gpu", FieldKind::CatalogEntry, tr("GPU"), {}, "optionGpu", tr("The accelerator the option runs on.")),
                CatalogSection::Gpus),
            optional(field("/gpus", FieldKind::WholeNumber, tr("Minimum GPUs"), tr("GPUs"), "optionGpus",
                           tr("The fewest GPUs the fleet holds (servers already bought, a reservation); the fleet still grows "
                              "when the workload needs more. Leave empty to size the fleet from the workload alone.")),
                     tr("sized from the workload")),
            field("/software_per_gpu_year", FieldKind::Money, tr("Software"), tr("per GPU-year"), "optionSoftware",
                  tr("Licences: inference server, monitoring, OS support.")),
            field("/other_per_month", FieldKind::Money, tr("Other costs"), tr("per month"), "optionOther",
                  tr("Storage, monitoring and other running costs outside the compute bill.")),
            choice(field("", FieldKind::Choice, tr("Paid for"), {}, "optionCompute",
                         tr("Whether the GPUs are rented by the hour or bought.")),
                   {{"rented", tr("Rented")}, {"owned", tr("Owned")}}),
        };
    }

    static std::vector<EditorField> rented()
    {
        return {
            optional(catalogEntry(field("/cloud_price", FieldKind::CatalogEntry, tr("Cloud price"), {}, "cloudPrice",
                                        tr("A catalog offer for the option's GPU, or none to type the price in.")),
                                  CatalogSection::CloudPrices),
                     tr("None: a typed-in price")),
            optional(field("/price_per_gpu_hour", FieldKind::Money, tr("Price"), tr("per GPU-hour"), "pricePerGpuHour",
                           tr("Required without a catalog offer; with one, a negotiated price that replaces the catalog's.")),
                     tr("catalog")),
            optional(choice(field("/pricing", FieldKind::Choice, tr("Pricing"), {}, "pricing",
                                  tr("Required without a catalog offer; with one it may only repeat the offer's own.")),
                            pricings()),
                     tr("catalog offer's")),
            field("/discount", FieldKind::Percent, tr("Discount"), tr("%"), "rentedDiscount",
                  tr("Negotiated or committed-use discount off the price, 0 to 99 %.")),
            field("/spot_interruption_overhead", FieldKind::Percent, tr("Spot overhead"), tr("% of fleet"),
                  "spotInterruptionOverhead", tr("Extra capacity held to absorb pre-emptions; spot pricing only.")),
            field("/hours_per_day", FieldKind::Number, tr("Hours rented"), tr("hours/day"), "hoursPerDay",
                  tr("Hours a day the GPUs are rented, at most 24.")),
            field("/extra_cost_share", FieldKind::Percent, tr("Extra cloud costs"), tr("% of GPU bill"), "extraCostShare",
                  tr("Storage, egress, support and other items on the cloud bill; the catalog's cost fact "
                     "cloud-hidden-cost-uplift puts them at 30–50 %.")),
        };
    }

    static std::vector<EditorField> owned()
    {
        return {
            field("/server_price", FieldKind::Money, tr("Server price"), tr("per server"), "serverPrice",
                  tr("One server of the GPU's GPUs per server (a whole rack for NVL72), network cards included.")),
            field("/life_years", FieldKind::Number, tr("Life"), tr("years"), "lifeYears",
                  tr("Depreciation period (cost facts depr-neocloud, depr-hyperscaler).")),
            field("/residual_value_share", FieldKind::Percent, tr("Residual value"), tr("% of price"), "residualValueShare",
                  tr("Share of the price recovered at end of life.")),
            field("/cost_of_capital_per_year", FieldKind::Percent, tr("Cost of capital"), tr("% per year"), "costOfCapital",
                  tr("Interest on the capital tied up in the servers.")),
            field("/power_price_per_kwh", FieldKind::Money, tr("Power price"), tr("per kWh"), "powerPrice",
                  tr("Electricity price.")),
            field("/pue", FieldKind::Number, tr("PUE"), tr("ratio"), "pue",
                  tr("Facility power over IT power, 1 to 5 (cost facts pue-global-avg-2025, pue-hyperscale).")),
            field("/server_overhead_watts", FieldKind::Number, tr("Server overhead"), tr("W per server"), "serverOverheadWatts",
                  tr("Power beyond the GPUs' TDP: CPUs, memory, fans, network cards, switches.")),
            field("/colocation_per_kw_month", FieldKind::Money, tr("Colocation"), tr("per kW-month"), "colocation",
                  tr("Colocation rent (cost facts colo-*).")),
            field("/maintenance_share_per_year", FieldKind::Percent, tr("Maintenance"), tr("% of capex/year"), "maintenanceShare",
                  tr("Support contracts and spares, as a share of capex per year.")),
            field("/networking_share", FieldKind::Percent, tr("Networking"), tr("% of capex"), "networkingShare",
                  tr("Switches and cabling as a share of server capex (cost fact network-share-cluster).")),
        };
    }

    static std::vector<EditorField> serving()
    {
        const ServingAssumptions defaults;
        const auto percent = [](double share) { return QString::number(share * 100.0, 'g', 3); };
        const auto number = [](double value) { return QString::number(value, 'g', 4); };
        return {
            field("/memory_utilization", FieldKind::Percent, tr("Memory used"), tr("%"), "memoryUtilization",
                  tr("Share of the GPU's usable memory the engine may fill (vLLM's gpu_memory_utilization); default %1 %.")
                      .arg(percent(defaults.memoryUtilization))),
            field("/memory_bandwidth_utilization", FieldKind::Percent, tr("Bandwidth efficiency"), tr("% of peak"),
                  "memoryBandwidthUtilization",
                  tr("Share of peak memory bandwidth decoding reaches (MBU); default %1 %.")
                      .arg(percent(defaults.memoryBandwidthUtilization))),
            field("/expert_bandwidth_utilization", FieldKind::Percent, tr("Expert bandwidth"), tr("% of peak"),
                  "expertBandwidthUtilization",
                  tr("Share of that bandwidth a mixture of experts' routed experts reach; default %1 %.")
                      .arg(percent(defaults.expertBandwidthUtilization))),
            field("/expert_compute_utilization", FieldKind::Percent, tr("Expert compute"), tr("% of peak"),
                  "expertComputeUtilization",
                  tr("Share of peak tensor throughput the routed experts' grouped GEMMs reach with many tokens per expert; "
                     "default %1 %.")
                      .arg(percent(defaults.expertComputeUtilization))),
            field("/expert_tokens_at_half_efficiency", FieldKind::Number, tr("Expert GEMM half-efficiency"),
                  tr("tokens per expert"), "expertTokensAtHalfEfficiency",
                  tr("Tokens per expert at which an expert's GEMM reaches half its efficiency; default %1.")
                      .arg(number(defaults.expertTokensAtHalfEfficiency))),
            field("/routing_imbalance", FieldKind::Percent, tr("Routing imbalance"), tr("% over the mean"), "routingImbalance",
                  tr("Tokens the busiest expert-parallel GPU receives beyond the mean, beyond chance; default %1 %.")
                      .arg(percent(defaults.routingImbalance))),
            field("/decode_compute_utilization", FieldKind::Percent, tr("Decode compute"), tr("% of peak"),
                  "decodeComputeUtilization",
                  tr("Share of peak tensor throughput a compute-bound decoding step's linear layers reach (MFU); default %1 %.")
                      .arg(percent(defaults.decodeComputeUtilization))),
            field("/attention_compute_utilization", FieldKind::Percent, tr("Attention compute"), tr("% of peak"),
                  "attentionComputeUtilization",
                  tr("Share of peak tensor throughput decoding attention's own products reach; default %1 %.")
                      .arg(percent(defaults.attentionComputeUtilization))),
            field("/prefill_compute_utilization", FieldKind::Percent, tr("Prefill compute"), tr("% of peak"),
                  "prefillComputeUtilization",
                  tr("Share of peak tensor throughput prefill reaches; default %1 %.")
                      .arg(percent(defaults.prefillComputeUtilization))),
            field("/fp4_compute_efficiency", FieldKind::Percent, tr("FP4 efficiency"), tr("% of other formats'"),
                  "fp4ComputeEfficiency",
                  tr("Share of their peak FP4 kernels reach, relative to other formats' share of theirs; default %1 %.")
                      .arg(percent(defaults.fp4ComputeEfficiency))),
            field("/request_overhead_ms", FieldKind::Number, tr("Request overhead"), tr("ms"), "requestOverhead",
                  tr("Time before the first token outside the GPUs: API server, tokenization, scheduling; default %1 ms.")
                      .arg(number(defaults.requestOverhead.value() * 1e3))),
            field("/scheduler_poll_steps", FieldKind::WholeNumber, tr("Scheduler poll interval"), tr("steps"),
                  "schedulerPollSteps",
                  tr("Decoding steps between the engine's looks for new requests: 1 for vLLM and TensorRT-LLM, SGLang's "
                     "--scheduler-recv-interval otherwise. A request waits half of them on average; default %1.")
                      .arg(defaults.schedulerPollSteps)),
            field("/sequence_overhead_us", FieldKind::Number, tr("Sequence overhead"), tr("µs"), "sequenceOverhead",
                  tr("Host time per sequence and decoding step: scheduling, sampling, detokenization; default %1 µs.")
                      .arg(number(inMicroseconds(defaults.sequenceOverhead)))),
            field("/layer_overhead_us", FieldKind::Number, tr("Layer overhead"), tr("µs"), "layerOverhead",
                  tr("Fixed time per layer and decoding step: kernel launches, synchronisation; default %1 µs.")
                      .arg(number(inMicroseconds(defaults.layerOverhead)))),
            field("/link_bandwidth_utilization", FieldKind::Percent, tr("NVLink efficiency"), tr("% of peak"),
                  "linkBandwidthUtilization",
                  tr("Share of the scale-up link's bandwidth that all-reduces and all-to-alls reach; default %1 %.")
                      .arg(percent(defaults.linkBandwidthUtilization))),
            field("/scale_out_bandwidth_utilization", FieldKind::Percent, tr("Network efficiency"), tr("% of peak"),
                  "scaleOutBandwidthUtilization",
                  tr("Share of the scale-out network's bandwidth that transfers reach; default %1 %.")
                      .arg(percent(defaults.scaleOutBandwidthUtilization))),
            field("/scale_out_gb_per_s", FieldKind::Number, tr("Scale-out network"), tr("GB/s per GPU"), "scaleOutBandwidth",
                  tr("Network between scale-up domains, one direction; 0 takes the GPU's catalog figure.")),
            field("/scale_up_latency_us", FieldKind::Number, tr("NVLink latency"), tr("µs"), "scaleUpLatency",
                  tr("Latency of one collective within a scale-up domain; default %1 µs.")
                      .arg(number(inMicroseconds(defaults.scaleUpLatency)))),
            field("/scale_out_latency_us", FieldKind::Number, tr("Scale-out latency"), tr("µs"), "scaleOutLatency",
                  tr("Latency of one transfer or collective across the network; default %1 µs.")
                      .arg(number(inMicroseconds(defaults.scaleOutLatency)))),
            field("/max_batch_sequences", FieldKind::WholeNumber, tr("Batch limit"), tr("sequences"), "maxBatchSequences",
                  tr("The engine's batch limit; 0 takes vLLM's default (1024 on GPUs of 70 GiB or more, else 256).")),
            field("/max_batched_tokens", FieldKind::Number, tr("Largest forward pass"), tr("tokens"), "maxBatchedTokens",
                  tr("The engine's largest forward pass, which sizes its activation buffers; default 8192.")),
            field("/target_utilization", FieldKind::Percent, tr("Target utilization"), tr("%"), "targetUtilization",
                  tr("Share of a replica's throughput planned for the busiest hour; default %1 %.")
                      .arg(percent(defaults.targetUtilization))),
            field("/scheduler_efficiency", FieldKind::Percent, tr("Scheduler efficiency"), tr("%"), "schedulerEfficiency",
                  tr("Share of the fleet's GPUs that can hold a replica after placement; default %1 %.")
                      .arg(percent(defaults.schedulerEfficiency))),
            choice(
                field(
                    "/serving_mode", FieldKind::Choice, tr("Serving"), {}, "servingMode",
                    tr("Aggregated instances prefill and decode together; disaggregated ones hand prompts from prefill to decode "
                       "instances; best lets the search choose.")),
                {{"best", tr("Best")}, {"aggregated", tr("Aggregated")}, {"disaggregated", tr("Disaggregated")}}),
            field("/gpus_per_instance", FieldKind::WholeNumber, tr("GPUs per instance"), tr("GPUs"), "gpusPerInstance",
                  tr("GPUs of one engine instance; 0 lets the search choose.")),
            field("/tensor_parallel", FieldKind::WholeNumber, tr("Tensor parallel"), tr("GPUs"), "tensorParallel",
                  tr("GPUs sharing each attention rank's heads; 0 lets the search choose.")),
            field("/pipeline_parallel", FieldKind::WholeNumber, tr("Pipeline stages"), tr("stages"), "pipelineParallel",
                  tr("Consecutive stages the layers are split into; 0 lets the search choose.")),
            field("/attention_dp", FieldKind::WholeNumber, tr("Attention data parallel"), tr("ranks"), "attentionDataParallel",
                  tr("Attention ranks, each with its own sequences and KV cache; 0 lets the search choose.")),
            field("/expert_parallel", FieldKind::WholeNumber, tr("Expert parallel"), tr("GPUs"), "expertParallel",
                  tr("GPUs the routed experts are spread over; 0 lets the search choose.")),
        };
    }

    static std::vector<EditorField> staffing()
    {
        return {
            field("/base_fte", FieldKind::Number, tr("Base team"), tr("FTE"), "baseFte",
                  tr("Full-time equivalents who run any self-hosted deployment.")),
            field("/gpus_per_additional_fte", FieldKind::Number, tr("One more person per"), tr("GPUs"), "gpusPerAdditionalFte",
                  tr("One more person for every this many GPUs; 0 keeps the team fixed.")),
            field("/monthly_cost_per_fte", FieldKind::Money, tr("Cost per person"), tr("per month"), "monthlyCostPerFte",
                  tr("Loaded cost: salary, employer's social charges, overheads (cost facts eng-*).")),
        };
    }

    static std::vector<EditorField> oneTime()
    {
        return {
            field("/setup", FieldKind::Money, tr("Setup"), {}, "setupCost", tr("Engineering to stand the deployment up.")),
            field("/migration", FieldKind::Money, tr("Migration"), {}, "migrationCost",
                  tr("Moving workloads and integrations over.")),
            field("/amortize_over_horizon", FieldKind::Boolean, tr("Spread over the horizon"), {}, "amortizeOverHorizon",
                  tr("Spread one-time costs evenly over the horizon, or count them in the first month.")),
            field("/fine_tuning", FieldKind::Boolean, tr("Fine-tuning run"), {}, "fineTuning",
                  tr("A fine-tuning run before serving, costed from its compute and counted against every self-hosted option.")),
        };
    }

    static std::vector<EditorField> fineTuning()
    {
        return {
            field("/training_tokens", FieldKind::Number, tr("Training tokens"), tr("tokens"), "trainingTokens",
                  tr("Tokens the run trains on, epochs included.")),
            catalogEntry(
                field("/gpu", FieldKind::CatalogEntry, tr("GPU"), {}, "fineTuningGpu", tr("The accelerator rented for the run.")),
                CatalogSection::Gpus),
            field("/gpus", FieldKind::WholeNumber, tr("GPUs"), tr("GPUs"), "fineTuningGpus", tr("GPUs the run uses.")),
            field("/price_per_gpu_hour", FieldKind::Money, tr("Price"), tr("per GPU-hour"), "fineTuningPrice",
                  tr("What one of the GPUs costs an hour.")),
            field("/mfu", FieldKind::Percent, tr("Compute efficiency"), tr("% of peak"), "fineTuningMfu",
                  tr("Share of BF16 peak the training reaches; Meta reports 38–43 % for Llama 3 405B.")),
        };
    }

    static std::vector<EditorField> apiOffer()
    {
        const QString catalogPrice = tr("catalog");
        return {
            field("/name", FieldKind::Text, tr("Name"), {}, "offerName",
                  tr("Unique among all options; comparisons refer to it.")),
            optional(catalogEntry(field("/api_price", FieldKind::CatalogEntry, tr("API price"), {}, "apiPrice",
                                        tr("A catalog entry, or none to type every price in.")),
                                  CatalogSection::ApiPrices),
                     tr("None: typed-in prices")),
            optional(field("/input_per_mtok", FieldKind::Money, tr("Input"), tr("per 10⁶ tokens"), "inputPrice",
                           tr("Uncached input; replaces the catalog's price when given.")),
                     catalogPrice),
            optional(field("/output_per_mtok", FieldKind::Money, tr("Output"), tr("per 10⁶ tokens"), "outputPrice",
                           tr("Output, reasoning included; replaces the catalog's price when given.")),
                     catalogPrice),
            optional(field("/cached_input_per_mtok", FieldKind::Money, tr("Cached input"), tr("per 10⁶ tokens"),
                           "cachedInputPrice",
                           tr("Input read from the prompt cache; otherwise the catalog's, else the input price.")),
                     catalogPrice),
            optional(field("/cache_write_per_mtok", FieldKind::Money, tr("Cache writes"), tr("per 10⁶ tokens"), "cacheWritePrice",
                           tr("Input written to the prompt cache; otherwise the catalog's, else the input price.")),
                     catalogPrice),
            optional(field("/batch_discount", FieldKind::Percent, tr("Batch discount"), tr("%"), "batchDiscount",
                           tr("Discount on batched requests; otherwise the catalog's, else none.")),
                     tr("catalog's")),
            field("/committed_spend_discount", FieldKind::Percent, tr("Committed spend"), tr("% discount"),
                  "committedSpendDiscount", tr("Discount for a committed spend, applied after every other price rule.")),
        };
    }

    static QString enterAValue() { return tr("Enter a value."); }
    static QString notANumber(const QString& text) { return tr("“%1” is not a number.").arg(text); }
    static QString notACurrency(const QString& text) { return tr("“%1” is not a currency code.").arg(text); }
    static QString changeOf(const QString& label) { return tr("Change %1", "undo step; %1 is a field's label").arg(label); }

private:
    static std::vector<FieldChoice> precisions()
    {
        return {{"bf16", tr("BF16")}, {"fp16", tr("FP16")}, {"fp8", tr("FP8")},
                {"int8", tr("INT8")}, {"int4", tr("INT4")}, {"fp4", tr("FP4")}};
    }

    static std::vector<FieldChoice> pricings()
    {
        return {{"on_demand", tr("On demand")},
                {"spot", tr("Spot")},
                {"reserved_1y", tr("Reserved, 1 year")},
                {"reserved_3y", tr("Reserved, 3 years")}};
    }
};

/// Removes the group separators of `text` where they stand where the locale puts them (every
/// three digits before the decimal point), for locales such as Spanish that write "1234,56"
/// and so refuse "1.234,56", which their users type all the same.
std::optional<QString> withoutGrouping(const QLocale& locale, const QString& text)
{
    const QString group = locale.groupSeparator();
    const QString decimal = locale.decimalPoint();
    if (group.isEmpty() || !text.contains(group))
        return std::nullopt;
    qsizetype end = text.indexOf(decimal);
    if (end < 0)
        end = text.size();
    qsizetype start = 0;
    while (start < end && !text.at(start).isDigit())
        ++start;
    const QStringList groups = text.sliced(start, end - start).split(group);
    static const QRegularExpression FIRST(QStringLiteral("^\\d{1,3}$"));
    static const QRegularExpression LATER(QStringLiteral("^\\d{3}$"));
    if (groups.size() < 2 || !FIRST.match(groups.front()).hasMatch())
        return std::nullopt;
    for (qsizetype i = 1; i < groups.size(); ++i) {
        if (!LATER.match(groups.at(i)).hasMatch())
            return std::nullopt;
    }
    return text.first(start) + groups.join(QString()) + text.sliced(end);
}

/// A whole number as an integer, so that a message about it quotes it as typed ("got -5").
json numberJson(double value)
{
    if (value == std::floor(value) && std::abs(value) < EXACT_INTEGER_LIMIT)
        return static_cast<std::int64_t>(value);
    return value;
}

} // namespace

std::vector<EditorField> editorFields(EditorSection section)
{
    switch (section) {
    case EditorSection::Scenario:
        return FieldTable::scenario();
    case EditorSection::ExchangeRate:
        return FieldTable::exchangeRate();
    case EditorSection::Workload:
        return FieldTable::workload();
    case EditorSection::Model:
        return FieldTable::model();
    case EditorSection::SelfHostedOption:
        return FieldTable::selfHostedOption();
    case EditorSection::Rented:
        return FieldTable::rented();
    case EditorSection::Owned:
        return FieldTable::owned();
    case EditorSection::Serving:
        return FieldTable::serving();
    case EditorSection::Staffing:
        return FieldTable::staffing();
    case EditorSection::OneTime:
        return FieldTable::oneTime();
    case EditorSection::FineTuning:
        return FieldTable::fineTuning();
    case EditorSection::ApiOffer:
        return FieldTable::apiOffer();
    }
    return {};
}

std::string sectionPointer(EditorSection section, int entry)
{
    const auto index = static_cast<std::size_t>(std::max(entry, 0));
    switch (section) {
    case EditorSection::Scenario:
        return {};
    case EditorSection::ExchangeRate:
        return appendIndex("/currency/exchange_rates", index);
    case EditorSection::Workload:
        return "/workload";
    case EditorSection::Model:
        return "/model";
    case EditorSection::SelfHostedOption:
        return appendIndex("/self_hosted", index);
    case EditorSection::Rented:
        return appendIndex("/self_hosted", index) + "/rented";
    case EditorSection::Owned:
        return appendIndex("/self_hosted", index) + "/owned";
    case EditorSection::Serving:
        return appendIndex("/self_hosted", index) + "/serving";
    case EditorSection::Staffing:
        return "/staffing";
    case EditorSection::OneTime:
        return "/one_time";
    case EditorSection::FineTuning:
        return "/one_time/fine_tuning";
    case EditorSection::ApiOffer:
        return appendIndex("/api_offers", index);
    }
    return {};
}

std::optional<double> parseNumber(const QLocale& locale, const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    bool ok = false;
    double value = locale.toDouble(trimmed, &ok);
    if (!ok) {
        const std::optional<QString> ungrouped = withoutGrouping(locale, trimmed);
        if (!ungrouped)
            return std::nullopt;
        value = locale.toDouble(*ungrouped, &ok);
    }
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

QString formatNumber(const QLocale& locale, double value)
{
    const double shown = QString::number(value, 'g', SHOWN_DIGITS).toDouble();
    return formatNumber(locale, shown, QLocale::FloatingPointShortest);
}

std::expected<std::string, QString> fieldJson(const EditorField& field, const QString& text, const QLocale& locale,
                                              const QString& currency)
{
    const QString trimmed = text.trimmed();
    switch (field.kind) {
    case FieldKind::Text:
    case FieldKind::LongText:
        return json(text.toStdString()).dump();
    case FieldKind::Choice:
    case FieldKind::Currency:
    case FieldKind::CatalogEntry:
        if (trimmed.isEmpty())
            return field.optional ? std::expected<std::string, QString>("null") : std::unexpected(FieldTable::enterAValue());
        return json(trimmed.toStdString()).dump();
    case FieldKind::Boolean:
        return std::string(trimmed == QLatin1String("true") ? "true" : "false");
    case FieldKind::Number:
    case FieldKind::WholeNumber:
    case FieldKind::Percent:
    case FieldKind::Money:
        break;
    }
    if (trimmed.isEmpty())
        return field.optional ? std::expected<std::string, QString>("null") : std::unexpected(FieldTable::enterAValue());
    const std::optional<double> number = parseNumber(locale, trimmed);
    if (!number)
        return std::unexpected(FieldTable::notANumber(trimmed));
    if (field.kind == FieldKind::Percent)
        return numberJson(*number / PERCENT).dump();
    if (field.kind == FieldKind::Money) {
        const std::optional<Currency> code = Currency::fromCode(currency.toStdString());
        if (!code)
            return std::unexpected(FieldTable::notACurrency(currency));
        return json(Money{*number, *code}).dump();
    }
    return numberJson(*number).dump();
}

QString fieldText(const EditorField& field, const json& value, const QLocale& locale)
{
    if (value.is_null())
        return {};
    switch (field.kind) {
    case FieldKind::Number:
    case FieldKind::WholeNumber:
        return value.is_number() ? formatNumber(locale, value.get<double>()) : QString();
    case FieldKind::Percent:
        return value.is_number() ? formatNumber(locale, value.get<double>() * PERCENT) : QString();
    case FieldKind::Money: {
        const auto amount = value.is_object() ? value.find("amount") : value.end();
        return amount != value.end() && amount->is_number() ? formatNumber(locale, amount->get<double>()) : QString();
    }
    case FieldKind::Boolean:
        return value.is_boolean() && value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    default:
        return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
    }
}

QString moneyCurrency(const json& value)
{
    if (!value.is_object())
        return {};
    const auto currency = value.find("currency");
    return currency != value.end() && currency->is_string() ? QString::fromStdString(currency->get<std::string>()) : QString();
}

QStringList currencyCodes(const Scenario& scenario)
{
    QStringList codes{QStringLiteral("USD")};
    const auto add = [&codes](Currency currency) {
        const QString code = QString::fromLatin1(currency.code().data(), static_cast<qsizetype>(currency.code().size()));
        if (!codes.contains(code))
            codes << code;
    };
    add(scenario.currency.display);
    for (const ExchangeRate& rate : scenario.currency.exchangeRates)
        add(rate.currency);
    return codes;
}

QString changeDescription(const EditorField& field)
{
    // "Change tokens per day", but "Change PUE" and "Change GPU": lower-case only a capital
    // that starts an ordinary word.
    QString label = field.label;
    if (label.size() > 1 && label.at(0).isUpper() && label.at(1).isLower())
        label[0] = label.at(0).toLower();
    return FieldTable::changeOf(label);
}

} // namespace tco::ui
