#include "SizingValidation.h"

#include "model/ModelSpec.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <stdexcept>

namespace tco::validation {
namespace {

using json = nlohmann::ordered_json;

/// Held-out configurations, in percent: about a third of them.
constexpr std::uint64_t HELD_OUT_PERCENT = 33;
/// A case's log error is capped at a factor of three in the fit's objective.
const double LOG_ERROR_CAP = std::log(3.0);

Precision precisionNamed(const std::string& name)
{
    for (const auto& [value, spelling] : PRECISION_NAMES) {
        if (spelling == name)
            return value;
    }
    throw std::runtime_error("unknown precision " + name);
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

/// FNV-1a: a hash that is the same on every platform and run.
std::uint64_t stableHash(const std::string& text)
{
    std::uint64_t hash = 14'695'981'039'346'656'037ULL;
    for (const char character : text) {
        hash ^= static_cast<unsigned char>(character);
        hash *= 1'099'511'628'211ULL;
    }
    return hash;
}

std::string layoutKey(const ReplicaLayout& layout)
{
    return fmt::format("{}x{}x{}x{}", layout.tensorParallel, layout.pipelineParallel, layout.attentionDataParallel,
                       layout.expertParallel);
}

/// The configuration a case measures, concurrency and lengths aside.
std::string configurationKey(const ServingCase& servingCase)
{
    return fmt::format("{}|{}|{}|{}|{}|{}", servingCase.model, servingCase.gpu, nameOf(servingCase.weights, PRECISION_NAMES),
                       nameOf(servingCase.mode, SERVING_MODE_NAMES), layoutKey(servingCase.decode.layout),
                       servingCase.mode == ServingMode::Disaggregated ? layoutKey(servingCase.prefill.layout) : std::string());
}

/// What every serving case states of its model and request.
ServingCase readCommon(const json& entry)
{
    ServingCase servingCase;
    servingCase.id = entry.at("id").get<std::string>();
    servingCase.model = entry.at("model").get<std::string>();
    servingCase.gpu = entry.at("gpu").get<std::string>();
    servingCase.weights = precisionNamed(entry.at("weight_precision").get<std::string>());
    servingCase.kvCache = precisionNamed(entry.at("kv_cache_precision").get<std::string>());
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
    if (entry.contains("engine_settings"))
        servingCase.schedulerPollSteps = entry.at("engine_settings").at("scheduler_poll_steps").get<int>();
    const json& measured = entry.at("measured");
    servingCase.outputPerGpu = optionalNumber(measured, "output_tokens_per_s_per_gpu");
    servingCase.interTokenLatencyMs = optionalNumber(measured, "itl_ms");
    if (!servingCase.interTokenLatencyMs) {
        if (const auto perUser = optionalNumber(measured, "output_tokens_per_s_per_user"))
            servingCase.interTokenLatencyMs = 1e3 / *perUser;
    }
    servingCase.timeToFirstTokenMs = optionalNumber(measured, "ttft_ms");
    // Ids start with their campaign: inferencex-…, trtllm-…, nim-…
    servingCase.campaign = servingCase.id.substr(0, servingCase.id.find('-'));
    return servingCase;
}

/// A throughput case of the earlier validation document: one tensor-parallel instance.
ServingCase readThroughputCase(const json& entry)
{
    ServingCase servingCase = readCommon(entry);
    servingCase.outputTokens = entry.at("output_tokens").get<double>();
    servingCase.decode.layout = ReplicaLayout{servingCase.gpus, 1, 1, 1};
    servingCase.outputPerGpu = entry.at("measured_output_tokens_per_s").get<double>() / servingCase.gpus;
    servingCase.campaign = "earlier";
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
    const std::map<std::string, Seconds> overheads = campaignOverheads(servingCases, catalog, assumptions);
    std::vector<Judged> judged;
    for (const ServingCase& servingCase : servingCases) {
        if (servingCase.speculative || servingCase.heldOut != heldOut)
            continue;
        ServingAssumptions campaign = assumptions;
        if (const auto found = overheads.find(servingCase.campaign); found != overheads.end())
            campaign.requestOverhead = found->second;
        judged.push_back({&servingCase, estimate(servingCase, catalog, campaign), servingCase.mixtureOfExperts(catalog)});
    }
    return judged;
}

/// The cell of `metric` over the judged cases of one class, and of one serving mode when given.
ErrorCell cellOf(const std::vector<Judged>& judged, bool moe, Metric metric, std::optional<ServingMode> mode = std::nullopt)
{
    std::vector<double> errors;
    for (const Judged& entry : judged) {
        const std::optional<double> measured = measuredValue(*entry.servingCase, metric);
        if (entry.moe != moe || !measured || !entry.estimated.feasible || (mode && entry.servingCase->mode != *mode))
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
        memoryCase.weights = precisionNamed(entry.at("weight_precision").get<std::string>());
        memoryCase.kvCache = precisionNamed(entry.at("kv_cache_precision").get<std::string>());
        memoryCase.maxBatchSequences = entry.value("max_batch_sequences", 0);
        if (entry.contains("estimate"))
            memoryCase.pinnedEstimate = entry.at("estimate").get<double>();
        memoryCase.engine = entry.at("engine").get<std::string>();
        memoryCase.source = entry.at("source").get<std::string>();
        memoryCase.memoryUtilization = entry.at("memory_utilization").get<double>();
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
    for (ServingCase& servingCase : cases)
        servingCase.heldOut = stableHash(configurationKey(servingCase)) % 100 < HELD_OUT_PERCENT;
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
    if (!result.feasible)
        return estimated;
    estimated.outputPerGpu = result.outputPerGpu().value();
    estimated.interTokenLatencyMs = 1e3 / result.operating.perUser.value();
    estimated.timeToFirstTokenMs = result.operating.timeToFirstToken.value() * 1e3;
    return estimated;
}

std::map<std::string, Seconds> campaignOverheads(const std::vector<ServingCase>& servingCases, const Catalog& catalog,
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
            differences[servingCase.campaign].push_back(*servingCase.timeToFirstTokenMs - estimated.timeToFirstTokenMs);
    }
    std::map<std::string, Seconds> overheads;
    for (auto& [campaign, values] : differences)
        overheads[campaign] = Seconds(std::max(0.0, median(std::move(values))) / 1e3);
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

    text += "\nThe request overhead each campaign's fitted cases set:\n\n| campaign | request overhead |\n|---|---|\n";
    for (const auto& [campaign, overhead] : campaignOverheads(servingCases, catalog, assumptions))
        text += fmt::format("| {} | {:.0f} ms |\n", campaign, overhead.value() * 1e3);

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
