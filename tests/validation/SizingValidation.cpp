#include "SizingValidation.h"

#include "model/ModelSpec.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <set>
#include <stdexcept>
#include <tuple>

namespace tco::validation {
namespace {

using json = nlohmann::ordered_json;

/// A case's log error is capped at a factor of three in the fit's objective.
const double LOG_ERROR_CAP = std::log(3.0);

/// The enumerator `name` spells, or an error naming it.
template <typename Enum, std::size_t N> Enum enumNamed(const std::string& name, const std::array<EnumName<Enum>, N>& names)
{
    if (const std::optional<Enum> value = valueNamed(name, names))
        return *value;
    throw std::runtime_error("unknown setting " + name);
}

json readDocument(const std::string& path)
{
    std::ifstream stream(path);
    if (!stream)
        throw std::runtime_error("cannot open " + path);
    return json::parse(stream);
}

std::optional<double> optionalNumber(const json& object, const char* key)
{
    if (!object.contains(key) || !object.at(key).is_number())
        return std::nullopt;
    return object.at(key).get<double>();
}

MeasuredLayout measuredLayout(const json& object, const char* workersKey)
{
    MeasuredLayout measured;
    measured.layout = ReplicaLayout{object.at("tensor_parallel").get<int>(), object.value("pipeline_parallel", 1),
                                    object.value("attention_dp", 1), object.value("expert_parallel", 1)};
    measured.workers = object.value(workersKey, 1);
    return measured;
}

/// The campaign of the throughput cases of sizing-validation.json, listed in the measurements'
/// campaigns table like every other.
constexpr const char* EARLIER_CAMPAIGN = "earlier";

/// One entry of the measurements' campaigns table.
struct Campaign {
    bool heldOut = false;
    std::string harness;
};

std::map<std::string, Campaign> readCampaigns(const json& table)
{
    std::map<std::string, Campaign> campaigns;
    for (const auto& [name, entry] : table.items())
        campaigns[name] = Campaign{entry.at("held_out").get<bool>(), entry.at("harness").get<std::string>()};
    return campaigns;
}

/// What every serving case states of its model and request.
ServingCase readCommon(const json& entry)
{
    ServingCase servingCase;
    servingCase.id = entry.at("id").get<std::string>();
    servingCase.model = entry.at("model").get<std::string>();
    servingCase.gpu = entry.at("gpu").get<std::string>();
    servingCase.weights = enumNamed(entry.at("weight_precision").get<std::string>(), PRECISION_NAMES);
    servingCase.kvCache = enumNamed(entry.at("kv_cache_precision").get<std::string>(), PRECISION_NAMES);
    servingCase.engine = entry.at("engine").get<std::string>();
    servingCase.inputTokens = entry.at("input_tokens").get<double>();
    servingCase.concurrency = optionalNumber(entry, "concurrency");
    servingCase.gpus = entry.at("gpus").get<int>();
    servingCase.source = entry.at("source").get<std::string>();
    return servingCase;
}

ServingCase readMeasurement(const json& entry)
{
    ServingCase servingCase = readCommon(entry);
    servingCase.outputTokens = entry.at("output_tokens").get<double>();
    servingCase.requestRate = optionalNumber(entry, "request_rate_per_s");
    if (entry.at("serving").get<std::string>() == "disaggregated") {
        servingCase.mode = ServingMode::Disaggregated;
        servingCase.prefill = measuredLayout(entry.at("prefill"), "workers");
        servingCase.decode = measuredLayout(entry.at("decode"), "workers");
    } else {
        servingCase.decode = measuredLayout(entry.at("layout"), "replicas");
    }
    servingCase.speculative = entry.contains("speculative_decoding") && !entry.at("speculative_decoding").is_null();
    if (entry.contains("engine_settings")) {
        const json& settings = entry.at("engine_settings");
        if (settings.contains("scheduler_poll_steps"))
            servingCase.schedulerPollSteps = settings.at("scheduler_poll_steps").get<int>();
        if (settings.contains("memory_accounting"))
            servingCase.memoryAccounting
                = enumNamed(settings.at("memory_accounting").get<std::string>(), MEMORY_ACCOUNTING_NAMES);
        if (settings.contains("balanced_attention_ranks"))
            servingCase.balancedAttentionRanks = settings.at("balanced_attention_ranks").get<bool>();
    }
    const json& measured = entry.at("measured");
    servingCase.outputPerGpu = optionalNumber(measured, "output_tokens_per_s_per_gpu");
    servingCase.interTokenLatencyMs = optionalNumber(measured, "itl_ms");
    if (!servingCase.interTokenLatencyMs) {
        if (const auto perUser = optionalNumber(measured, "output_tokens_per_s_per_user"))
            servingCase.interTokenLatencyMs = 1e3 / *perUser;
    }
    servingCase.timeToFirstTokenMs = optionalNumber(measured, "ttft_ms");
    servingCase.campaign = entry.at("campaign").get<std::string>();
    return servingCase;
}

/// A throughput case of the earlier validation document: one tensor-parallel instance.
ServingCase readThroughputCase(const json& entry)
{
    ServingCase servingCase = readCommon(entry);
    servingCase.outputTokens = entry.at("output_tokens").get<double>();
    servingCase.decode.layout = ReplicaLayout{servingCase.gpus, 1, 1, 1};
    servingCase.outputPerGpu = entry.at("measured_output_tokens_per_s").get<double>() / servingCase.gpus;
    servingCase.campaign = EARLIER_CAMPAIGN;
    return servingCase;
}

/// Whether a row can be estimated: its mean prompt length is published (MLPerf's are not) and
/// it measures a whole system rather than a prefill or decode pool alone.
bool estimable(const json& entry)
{
    if (!entry.at("input_tokens").is_number() || !entry.at("output_tokens").is_number())
        return false;
    if (entry.at("serving").get<std::string>() != "disaggregated")
        return true;
    return entry.at("prefill").value("workers", 0) > 0 && entry.at("decode").value("workers", 0) > 0;
}

SizingRequest requestFor(const std::string& id, const std::string& model, const std::string& gpu, const Catalog& catalog)
{
    SizingRequest request;
    request.model = catalog.model(model);
    request.gpu = catalog.gpu(gpu);
    if (request.model == nullptr || request.gpu == nullptr)
        throw std::runtime_error(id + ": unknown model or GPU");
    return request;
}

const char* unitOf(MemoryCase::Kind kind)
{
    return kind == MemoryCase::Kind::KvCacheGib ? "GiB KV cache" : "KV tokens";
}

std::optional<double> measuredValue(const ServingCase& servingCase, Metric metric)
{
    switch (metric) {
    case Metric::OutputPerGpu:
        return servingCase.outputPerGpu;
    case Metric::InterTokenLatency:
        return servingCase.interTokenLatencyMs;
    case Metric::TimeToFirstToken:
        return servingCase.timeToFirstTokenMs;
    }
    return std::nullopt;
}

double estimatedValue(const ServingEstimate& estimated, Metric metric)
{
    switch (metric) {
    case Metric::OutputPerGpu:
        return estimated.outputPerGpu;
    case Metric::InterTokenLatency:
        return estimated.interTokenLatencyMs;
    case Metric::TimeToFirstToken:
        return estimated.timeToFirstTokenMs;
    }
    return 0.0;
}

constexpr std::array METRICS{Metric::OutputPerGpu, Metric::InterTokenLatency, Metric::TimeToFirstToken};

/// Each judged case's estimate, computed once.
struct Judged {
    const ServingCase* servingCase = nullptr;
    ServingEstimate estimated;
    bool moe = false;
};

std::vector<Judged> judge(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                          const ServingAssumptions& assumptions, bool heldOut)
{
    const std::map<std::string, Seconds> overheads = harnessOverheads(servingCases, catalog, assumptions);
    std::vector<Judged> judged;
    for (const ServingCase& servingCase : servingCases) {
        if (servingCase.speculative || servingCase.heldOut != heldOut)
            continue;
        ServingAssumptions stack = assumptions;
        if (const auto found = overheads.find(servingCase.harness); found != overheads.end())
            stack.requestOverhead = found->second;
        judged.push_back({&servingCase, estimate(servingCase, catalog, stack), servingCase.mixtureOfExperts(catalog)});
    }
    return judged;
}

/// The cell of `metric` over the judged cases `belongs` picks.
template <typename Belongs> ErrorCell cellOf(const std::vector<Judged>& judged, Metric metric, Belongs belongs)
{
    std::vector<double> errors;
    for (const Judged& entry : judged) {
        const std::optional<double> measured = measuredValue(*entry.servingCase, metric);
        if (!measured || !entry.estimated.feasible || !belongs(entry))
            continue;
        errors.push_back(relativeError(estimatedValue(entry.estimated, metric), *measured));
    }
    ErrorCell cell;
    cell.cases = static_cast<int>(errors.size());
    if (errors.empty())
        return cell;
    cell.within25 = static_cast<double>(std::ranges::count_if(errors, [](double error) { return error <= 0.25; })) / cell.cases;
    cell.medianError = median(std::move(errors));
    return cell;
}

/// The cell of `metric` over the judged cases of one class, and of one serving mode when given.
ErrorCell cellOf(const std::vector<Judged>& judged, bool moe, Metric metric, std::optional<ServingMode> mode = std::nullopt)
{
    return cellOf(judged, metric,
                  [&](const Judged& entry) { return entry.moe == moe && (!mode || entry.servingCase->mode == *mode); });
}

std::string metricName(Metric metric)
{
    switch (metric) {
    case Metric::OutputPerGpu:
        return "output tokens/s per GPU";
    case Metric::InterTokenLatency:
        return "inter-token latency";
    case Metric::TimeToFirstToken:
        return "time to first token";
    }
    return {};
}

std::string errorRows(const ErrorTable& table, const char* set)
{
    std::string text;
    for (const bool moe : {false, true}) {
        for (std::size_t index = 0; index < METRICS.size(); ++index) {
            const ErrorCell& cell = moe ? table.moe[index] : table.dense[index];
            text += fmt::format("| {} | {} | {} | {} | {:.1f} % | {:.0f} % |\n", set, moe ? "MoE" : "dense",
                                metricName(METRICS[index]), cell.cases, cell.medianError * 100.0, cell.within25 * 100.0);
        }
    }
    for (const ServingMode mode : {ServingMode::Aggregated, ServingMode::Disaggregated}) {
        const ErrorCell& cell = table.moeFirstToken[mode == ServingMode::Aggregated ? 0 : 1];
        text += fmt::format("| {} | MoE, {} | time to first token | {} | {:.1f} % | {:.0f} % |\n", set,
                            nameOf(mode, SERVING_MODE_NAMES), cell.cases, cell.medianError * 100.0, cell.within25 * 100.0);
    }
    return text;
}

/// "12.3 % (45)", or with the share within 25 % "12.3 %, 71 % (45)"; "–" without cases.
std::string cellText(const ErrorCell& cell, bool withShare = false)
{
    if (cell.cases == 0)
        return "–";
    if (withShare)
        return fmt::format("{:.1f} %, {:.0f} % ({})", cell.medianError * 100.0, cell.within25 * 100.0, cell.cases);
    return fmt::format("{:.1f} % ({})", cell.medianError * 100.0, cell.cases);
}

std::string layoutText(const ServingCase& servingCase)
{
    ServingLayout layout;
    layout.mode = servingCase.mode;
    layout.decode = servingCase.decode.layout;
    layout.decodeWorkers = servingCase.decode.workers;
    layout.prefill = servingCase.prefill.layout;
    layout.prefillWorkers = servingCase.prefill.workers;
    return describeLayout(layout);
}

std::string memoryTable(const std::vector<MemoryCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions,
                        bool current)
{
    std::string text
        = "| case | model | GPUs | setting | engine | measured | estimate | error |\n|---|---|---|---|---|---|---|---|\n";
    for (const MemoryCase& memoryCase : cases) {
        if (memoryCase.currentEngineGeneration != current)
            continue;
        const double estimated = estimate(memoryCase, catalog, assumptions);
        const std::string precision = memoryCase.kvCache == memoryCase.weights
            ? std::string(nameOf(memoryCase.weights, PRECISION_NAMES))
            : fmt::format("{}, KV {}", nameOf(memoryCase.weights, PRECISION_NAMES), nameOf(memoryCase.kvCache, PRECISION_NAMES));
        text += fmt::format("| {} | {} {} | {} × {} | utilization {} | {} | {:.5g} {} | {:.5g} | {:+.1f} % |\n", memoryCase.id,
                            memoryCase.model, precision, memoryCase.gpus, memoryCase.gpu, memoryCase.memoryUtilization,
                            memoryCase.engine, memoryCase.measured, unitOf(memoryCase.kind), estimated,
                            (estimated / memoryCase.measured - 1.0) * 100.0);
    }
    return text;
}

} // namespace

std::vector<MemoryCase> loadMemoryCases(const std::string& path)
{
    const json document = readDocument(path);
    std::vector<MemoryCase> cases;
    for (const json& entry : document.at("memory")) {
        MemoryCase memoryCase;
        memoryCase.id = entry.at("id").get<std::string>();
        memoryCase.model = entry.at("model").get<std::string>();
        memoryCase.gpu = entry.at("gpu").get<std::string>();
        memoryCase.gpus = entry.at("gpus").get<int>();
        memoryCase.weights = enumNamed(entry.at("weight_precision").get<std::string>(), PRECISION_NAMES);
        memoryCase.kvCache = enumNamed(entry.at("kv_cache_precision").get<std::string>(), PRECISION_NAMES);
        memoryCase.maxBatchSequences = entry.value("max_batch_sequences", 0);
        if (entry.contains("estimate"))
            memoryCase.pinnedEstimate = entry.at("estimate").get<double>();
        memoryCase.engine = entry.at("engine").get<std::string>();
        memoryCase.source = entry.at("source").get<std::string>();
        memoryCase.memoryUtilization = entry.at("memory_utilization").get<double>();
        memoryCase.memoryAccounting = enumNamed(entry.at("memory_accounting").get<std::string>(), MEMORY_ACCOUNTING_NAMES);
        memoryCase.currentEngineGeneration = entry.at("engine_generation").get<std::string>() == "current";
        memoryCase.maxContext = entry.at("max_context").get<double>();
        if (entry.contains("measured_kv_cache_gib")) {
            memoryCase.kind = MemoryCase::Kind::KvCacheGib;
            memoryCase.measured = entry.at("measured_kv_cache_gib").get<double>();
        } else {
            memoryCase.kind = MemoryCase::Kind::KvCacheTokens;
            memoryCase.measured = entry.at("measured_kv_cache_tokens").get<double>();
        }
        cases.push_back(memoryCase);
    }
    return cases;
}

double estimate(const MemoryCase& memoryCase, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    SizingRequest request = requestFor(memoryCase.id, memoryCase.model, memoryCase.gpu, catalog);
    request.weights = memoryCase.weights;
    request.kvCache = memoryCase.kvCache;
    request.shape = RequestShape{Tokens(memoryCase.maxContext / 2.0), Tokens(memoryCase.maxContext / 2.0)};
    request.maxContext = Tokens(memoryCase.maxContext);
    request.assumptions = assumptions;
    request.assumptions.maxBatchSequences = memoryCase.maxBatchSequences;
    request.assumptions.memoryUtilization = memoryCase.memoryUtilization;
    request.assumptions.memoryAccounting = memoryCase.memoryAccounting;
    request.batch = BatchTarget{BatchPolicy::KvCapacity, 0.0, TokensPerSecond(0.0)};
    const ReplicaLayout layout{memoryCase.gpus, 1, 1, 1};
    const SizingResult result = sizeAggregated(request, layout);
    if (memoryCase.kind == MemoryCase::Kind::KvCacheGib)
        return inGibibytes(result.memory.kvCache);
    // Engines report the tokens the pool holds at the cost of a token in every layer.
    const KvFootprint footprint = kvFootprintPerGpu(*request.model, request.kvCache, layout);
    return result.memory.kvCache / (footprint.fullAttention + footprint.windowed);
}

bool ServingCase::mixtureOfExperts(const Catalog& catalog) const
{
    const ModelSpec* spec = catalog.model(model);
    return spec != nullptr && spec->moe.has_value();
}

std::vector<ServingCase> loadServingCases(const std::string& measurementsPath, const std::string& sizingValidationPath)
{
    std::vector<ServingCase> cases;
    const json measurements = readDocument(measurementsPath);
    for (const json& entry : measurements.at("measurements")) {
        if (estimable(entry))
            cases.push_back(readMeasurement(entry));
    }
    const json earlier = readDocument(sizingValidationPath);
    for (const json& entry : earlier.at("throughput"))
        cases.push_back(readThroughputCase(entry));
    const std::map<std::string, Campaign> campaigns = readCampaigns(measurements.at("campaigns"));
    for (ServingCase& servingCase : cases) {
        const auto found = campaigns.find(servingCase.campaign);
        if (found == campaigns.end())
            throw std::runtime_error(servingCase.id + ": campaign " + servingCase.campaign + " is not in the campaigns table");
        servingCase.heldOut = found->second.heldOut;
        servingCase.harness = found->second.harness;
    }
    return cases;
}

/// Independent units the measured system ran: its aggregated instances, or one disaggregated unit.
double unitsOf(const ServingCase& servingCase)
{
    return servingCase.mode == ServingMode::Aggregated ? servingCase.decode.workers : 1.0;
}

ServingEstimate estimate(const ServingCase& servingCase, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    SizingRequest request = requestFor(servingCase.id, servingCase.model, servingCase.gpu, catalog);
    request.weights = servingCase.weights;
    request.kvCache = servingCase.kvCache;
    request.shape = RequestShape{Tokens(servingCase.inputTokens), Tokens(servingCase.outputTokens)};
    request.assumptions = assumptions;
    // A benchmark keeps its instances busy: arrivals match what they serve.
    request.assumptions.targetUtilization = 1.0;
    request.assumptions.schedulerPollSteps = servingCase.schedulerPollSteps.value_or(assumptions.schedulerPollSteps);
    request.assumptions.memoryAccounting = servingCase.memoryAccounting.value_or(assumptions.memoryAccounting);
    request.assumptions.balancedAttentionRanks = servingCase.balancedAttentionRanks.value_or(assumptions.balancedAttentionRanks);
    request.batch = BatchTarget{BatchPolicy::KvCapacity, 0.0, TokensPerSecond(0.0)};
    if (servingCase.concurrency)
        request.batch
            = BatchTarget{BatchPolicy::Concurrency, *servingCase.concurrency / unitsOf(servingCase), TokensPerSecond(0.0)};
    else if (servingCase.requestRate)
        request.batch = BatchTarget{BatchPolicy::RequestRate, 0.0, TokensPerSecond(0.0), Seconds(0.0),
                                    *servingCase.requestRate / unitsOf(servingCase)};
    const SizingResult result = servingCase.mode == ServingMode::Aggregated
        ? sizeAggregated(request, servingCase.decode.layout)
        : sizeDisaggregated(request, servingCase.prefill.layout, servingCase.decode.layout, servingCase.prefill.workers,
                            servingCase.decode.workers);
    ServingEstimate estimated;
    estimated.feasible = result.feasible;
    if (!result.feasible) {
        estimated.infeasibility = explainInfeasibility(result, request);
        return estimated;
    }
    estimated.outputPerGpu = result.outputPerGpu().value();
    estimated.interTokenLatencyMs = 1e3 / result.operating.perUser.value();
    estimated.timeToFirstTokenMs = result.operating.timeToFirstToken.value() * 1e3;
    return estimated;
}

std::map<std::string, Seconds> harnessOverheads(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                                const ServingAssumptions& assumptions)
{
    ServingAssumptions bare = assumptions;
    bare.requestOverhead = Seconds(0.0);
    std::map<std::string, std::vector<double>> differences;
    for (const ServingCase& servingCase : servingCases) {
        if (servingCase.speculative || servingCase.heldOut || !servingCase.timeToFirstTokenMs)
            continue;
        const ServingEstimate estimated = estimate(servingCase, catalog, bare);
        if (estimated.feasible)
            differences[servingCase.harness].push_back(*servingCase.timeToFirstTokenMs - estimated.timeToFirstTokenMs);
    }
    std::map<std::string, Seconds> overheads;
    for (auto& [harness, values] : differences)
        overheads[harness] = Seconds(std::max(0.0, median(std::move(values))) / 1e3);
    return overheads;
}

double relativeError(double estimated, double measured)
{
    return std::abs(estimated / measured - 1.0);
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::ranges::sort(values);
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2.0;
}

ErrorTable errorTable(const std::vector<ServingCase>& servingCases, const std::vector<MemoryCase>& memoryCases,
                      const Catalog& catalog, const ServingAssumptions& assumptions, bool heldOut)
{
    const std::vector<Judged> judged = judge(servingCases, catalog, assumptions, heldOut);
    ErrorTable table;
    for (std::size_t index = 0; index < METRICS.size(); ++index) {
        table.dense[index] = cellOf(judged, false, METRICS[index]);
        table.moe[index] = cellOf(judged, true, METRICS[index]);
    }
    table.moeFirstToken[0] = cellOf(judged, true, Metric::TimeToFirstToken, ServingMode::Aggregated);
    table.moeFirstToken[1] = cellOf(judged, true, Metric::TimeToFirstToken, ServingMode::Disaggregated);
    std::vector<double> current;
    std::vector<double> all;
    for (const MemoryCase& memoryCase : memoryCases) {
        const double error = relativeError(estimate(memoryCase, catalog, assumptions), memoryCase.measured);
        all.push_back(error);
        if (memoryCase.currentEngineGeneration)
            current.push_back(error);
    }
    table.memory = median(std::move(current));
    table.memoryAllReleases = median(std::move(all));
    return table;
}

bool wideExpertParallel(const ServingCase& servingCase)
{
    return servingCase.decode.layout.attentionDataParallel > 1 && servingCase.decode.layout.expertParallel > 1;
}

std::vector<ErrorGroup> errorGroups(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                    const ServingAssumptions& assumptions, bool heldOut)
{
    const std::vector<Judged> judged = judge(servingCases, catalog, assumptions, heldOut);
    std::set<std::tuple<bool, bool, std::string>> keys;
    for (const Judged& entry : judged)
        keys.emplace(entry.moe, wideExpertParallel(*entry.servingCase), entry.servingCase->gpu);
    std::vector<ErrorGroup> groups;
    for (const auto& [moe, wide, gpu] : keys) {
        ErrorGroup group{moe, wide, gpu, {}};
        for (std::size_t index = 0; index < METRICS.size(); ++index) {
            group.cells[index] = cellOf(judged, METRICS[index], [&](const Judged& entry) {
                return entry.moe == moe && wideExpertParallel(*entry.servingCase) == wide && entry.servingCase->gpu == gpu;
            });
        }
        groups.push_back(std::move(group));
    }
    return groups;
}

std::vector<CampaignErrors> campaignErrors(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                           const ServingAssumptions& assumptions)
{
    std::vector<CampaignErrors> campaigns;
    for (const bool heldOut : {false, true}) {
        const std::vector<Judged> judged = judge(servingCases, catalog, assumptions, heldOut);
        std::set<std::string> names;
        for (const Judged& entry : judged)
            names.insert(entry.servingCase->campaign);
        for (const std::string& name : names) {
            CampaignErrors errors{name, heldOut, {}};
            for (std::size_t index = 0; index < METRICS.size(); ++index) {
                errors.cells[index]
                    = cellOf(judged, METRICS[index], [&](const Judged& entry) { return entry.servingCase->campaign == name; });
            }
            campaigns.push_back(std::move(errors));
        }
    }
    return campaigns;
}

std::vector<CaseEstimate> estimateCases(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                        const ServingAssumptions& assumptions)
{
    std::vector<CaseEstimate> estimates;
    for (const bool heldOut : {false, true}) {
        for (const Judged& entry : judge(servingCases, catalog, assumptions, heldOut))
            estimates.push_back({entry.servingCase, entry.estimated});
    }
    return estimates;
}

std::vector<InfeasibleCase> infeasibleCases(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
                                            const ServingAssumptions& assumptions)
{
    std::vector<InfeasibleCase> infeasible;
    for (const ServingCase& servingCase : servingCases) {
        ServingEstimate estimated = estimate(servingCase, catalog, assumptions);
        if (!estimated.feasible)
            infeasible.push_back({&servingCase, std::move(estimated.infeasibility)});
    }
    return infeasible;
}

double fitObjective(const std::vector<ServingCase>& servingCases, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    const std::vector<Judged> judged = judge(servingCases, catalog, assumptions, false);
    double total = 0.0;
    int cells = 0;
    for (const bool moe : {false, true}) {
        for (const Metric metric : METRICS) {
            double sum = 0.0;
            int count = 0;
            for (const Judged& entry : judged) {
                const std::optional<double> measured = measuredValue(*entry.servingCase, metric);
                if (entry.moe != moe || !measured)
                    continue;
                const double estimated = entry.estimated.feasible ? estimatedValue(entry.estimated, metric) : 0.0;
                sum += estimated > 0.0 ? std::min(std::abs(std::log(estimated / *measured)), LOG_ERROR_CAP) : LOG_ERROR_CAP;
                ++count;
            }
            if (count > 0) {
                total += sum / count;
                ++cells;
            }
        }
    }
    return cells > 0 ? total / cells : 0.0;
}

std::string markdownTables(const std::vector<ServingCase>& servingCases, const std::vector<MemoryCase>& memoryCases,
                           const Catalog& catalog, const ServingAssumptions& assumptions)
{
    const ErrorTable heldOut = errorTable(servingCases, memoryCases, catalog, assumptions, true);
    const ErrorTable fitted = errorTable(servingCases, memoryCases, catalog, assumptions, false);
    std::string text = "| set | models | metric | cases | median error | within 25 % |\n|---|---|---|---|---|---|\n";
    text += errorRows(heldOut, "held out");
    text += errorRows(fitted, "fitted");

    text += "\nThe request overhead each harness's fitted cases set:\n\n| harness | request overhead |\n|---|---|\n";
    for (const auto& [harness, overhead] : harnessOverheads(servingCases, catalog, assumptions))
        text += fmt::format("| {} | {:.0f} ms |\n", harness, overhead.value() * 1e3);

    text += "\nBy campaign (median error, cases in brackets):\n\n"
            "| campaign | set | output tokens/s per GPU | inter-token latency | time to first token |\n|---|---|---|---|---|\n";
    for (const CampaignErrors& errors : campaignErrors(servingCases, catalog, assumptions)) {
        text += fmt::format("| {} | {} | {} | {} | {} |\n", errors.campaign, errors.heldOut ? "held out" : "fitted",
                            cellText(errors.cells[0]), cellText(errors.cells[1]), cellText(errors.cells[2]));
    }
    text += "\nThe held-out cases by group (median error, share within 25 % and cases):\n\n"
            "| models | layout | GPU | output tokens/s per GPU | inter-token latency | time to first token |\n"
            "|---|---|---|---|---|---|\n";
    for (const ErrorGroup& group : errorGroups(servingCases, catalog, assumptions, true)) {
        text += fmt::format("| {} | {} | {} | {} | {} | {} |\n", group.moe ? "MoE" : "dense",
                            group.wideExpertParallel ? "wide EP" : "TP", group.gpu, cellText(group.cells[0], true),
                            cellText(group.cells[1], true), cellText(group.cells[2], true));
    }

    std::vector<Judged> judged = judge(servingCases, catalog, assumptions, true);
    std::erase_if(judged, [](const Judged& entry) { return !entry.estimated.feasible || !entry.servingCase->outputPerGpu; });
    const auto throughputError
        = [](const Judged& entry) { return std::abs(std::log(entry.estimated.outputPerGpu / *entry.servingCase->outputPerGpu)); };
    std::ranges::sort(judged, [&](const Judged& a, const Judged& b) { return throughputError(a) > throughputError(b); });
    text += "\nThe held-out cases whose throughput is estimated worst:\n\n"
            "| case | GPU | layout | in / out | concurrency | engine | measured tokens/s per GPU | estimate "
            "|\n|---|---|---|---|---|---|---|---|\n";
    for (std::size_t index = 0; index < std::min<std::size_t>(judged.size(), 12); ++index) {
        const ServingCase& servingCase = *judged[index].servingCase;
        text += fmt::format("| {} | {} | {} | {:.0f} / {:.0f} | {} | {} | {:.5g} | {:.5g} |\n", servingCase.id, servingCase.gpu,
                            layoutText(servingCase), servingCase.inputTokens, servingCase.outputTokens,
                            servingCase.concurrency ? fmt::format("{:.0f}", *servingCase.concurrency) : std::string("max batch"),
                            servingCase.engine, *servingCase.outputPerGpu, judged[index].estimated.outputPerGpu);
    }
    text += fmt::format("\n### Memory: engines of the generation modelled\n\n{}\n### Memory: earlier engine releases\n\n{}\n"
                        "Median absolute error of memory: {:.1f} % (all releases: {:.1f} %).\n",
                        memoryTable(memoryCases, catalog, assumptions, true),
                        memoryTable(memoryCases, catalog, assumptions, false), heldOut.memory * 100.0,
                        heldOut.memoryAllReleases * 100.0);
    return text;
}

void pinMemoryEstimates(const std::string& path, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    json document = readDocument(path);
    const std::vector<MemoryCase> cases = loadMemoryCases(path);
    for (json& entry : document.at("memory")) {
        const auto found = std::ranges::find(cases, entry.at("id").get<std::string>(), &MemoryCase::id);
        // Four significant digits: enough to catch a regression, few enough to read.
        const double estimated = estimate(*found, catalog, assumptions);
        const double scale = std::pow(10.0, 3 - std::floor(std::log10(std::abs(estimated))));
        entry["estimate"] = std::round(estimated * scale) / scale;
    }
    std::ofstream(path) << document.dump(2) << '\n';
}

} // namespace tco::validation
