#include "SizeCommand.h"

#include "TextTable.h"
#include "report/ResultTables.h"
#include "sizing/Sizing.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>
#include <ostream>
#include <utility>
#include <vector>

namespace tco::cli {
namespace {

using json = nlohmann::ordered_json;

/// One figure of the result: its JSON key, its label and unit for the table, and its value.
struct Figure {
    std::string key;
    std::string label;
    double value = 0.0;
    std::string unit;
    int decimals = 0;
};

Precision precisionNamed(const std::string& name)
{
    return valueNamed(name, PRECISION_NAMES).value_or(Precision::Bf16);
}

SizingRequest makeRequest(const ModelSpec& model, const GpuSpec& gpu, const SizeOptions& options)
{
    SizingRequest request;
    request.model = &model;
    request.gpu = &gpu;
    request.weights = precisionNamed(options.precision);
    request.kvCache
        = options.kvPrecision.empty() ? defaultKvCachePrecision(request.weights) : precisionNamed(options.kvPrecision);
    request.shape = RequestShape{Tokens(options.inputTokens), Tokens(options.outputTokens)};
    request.maxContext = Tokens(options.maxContext);
    request.assumptions.memoryUtilization = options.memoryUtilization;
    request.assumptions.memoryAccounting
        = valueNamed(options.memoryAccounting, MEMORY_ACCOUNTING_NAMES).value_or(MemoryAccounting::FreeMemory);
    request.assumptions.balancedAttentionRanks = options.balancedAttentionRanks;
    request.assumptions.layout = LayoutChoice{options.gpus,
                                              options.tensorParallel,
                                              options.pipelineParallel,
                                              options.attentionDataParallel,
                                              options.expertParallel,
                                              valueNamed(options.serving, SERVING_CHOICE_NAMES).value_or(ServingChoice::Best)};
    if (options.concurrency)
        request.batch = BatchTarget{BatchPolicy::Concurrency, *options.concurrency, TokensPerSecond(0.0)};
    else if (options.largestBatch)
        request.batch = BatchTarget{BatchPolicy::KvCapacity, 0.0, TokensPerSecond(0.0)};
    else if (options.perUserTokensPerSecond)
        request.batch.perUserSpeed = TokensPerSecond(*options.perUserTokensPerSecond);
    if (options.timeToFirstTokenMs)
        request.batch.timeToFirstToken = Seconds(*options.timeToFirstTokenMs / 1e3);
    return request;
}

/// The unit's layout and one GPU's memory: known for every result but a layout that cannot exist.
std::vector<Figure> memoryFigures(const SizingResult& result)
{
    const ServingLayout& layout = result.layout;
    if (result.reason == Infeasibility::NoValidLayout)
        return {};
    std::vector<Figure> figures{
        {"gpus_per_replica", "GPUs per replica", static_cast<double>(layout.gpus()), "", 0},
        {"tensor_parallel", "tensor parallel", static_cast<double>(layout.decode.tensorParallel), "", 0},
        {"pipeline_parallel", "pipeline stages", static_cast<double>(layout.decode.pipelineParallel), "", 0},
        {"attention_dp", "attention data parallel", static_cast<double>(layout.decode.attentionDataParallel), "", 0},
        {"expert_parallel", "expert parallel", static_cast<double>(layout.decode.expertParallel), "", 0},
        {"memory_budget_gib_per_gpu", "memory budget per GPU", inGibibytes(result.memory.budget), "GiB", 2},
        {"weights_gib_per_gpu", "weights per GPU", inGibibytes(result.memory.weights.total), "GiB", 2},
        {"activations_gib_per_gpu", "activations per GPU", inGibibytes(result.memory.reserve.activations), "GiB", 2},
        {"runtime_gib_per_gpu", "runtime reserve per GPU", inGibibytes(result.memory.reserve.runtime), "GiB", 2},
        {"kv_cache_gib_per_gpu", "KV cache per GPU", inGibibytes(result.memory.kvCache), "GiB", 2},
    };
    if (layout.mode == ServingMode::Disaggregated) {
        figures.push_back({"prefill_weights_gib_per_gpu", "prefill: weights per GPU",
                           inGibibytes(result.prefillMemory.weights.total), "GiB", 2});
        figures.push_back(
            {"prefill_kv_cache_gib_per_gpu", "prefill: KV cache per GPU", inGibibytes(result.prefillMemory.kvCache), "GiB", 2});
    }
    return figures;
}

/// The KV-cache capacity and the operating point of a feasible replica, and its fleet.
std::vector<Figure> servingFigures(const SizingResult& result, const GpuSpec& gpu, const std::optional<FleetPlan>& fleet)
{
    std::vector<Figure> figures{
        {"kv_bytes_per_token", "KV cache per token", result.kvBytesPerToken.value(), "bytes", 0},
        {"kv_cache_tokens", "KV cache per instance", result.kvCacheTokens.value(), "tokens", 0},
        {"max_concurrent_sequences", "concurrent sequences", result.maxConcurrentSequences, "", 0},
        {"batch_size", "batch", result.operating.batch, "sequences", 0},
        {"inter_token_latency_ms", "inter-token latency", 1e3 / result.operating.perUser.value(), "ms", 1},
        {"per_user_tokens_per_s", "per-user speed", result.operating.perUser.value(), "tokens/s", 1},
        {"time_to_first_token_ms", "time to first token", result.operating.timeToFirstToken.value() * 1e3, "ms", 0},
        {"output_tokens_per_s", "output per replica", result.operating.output.value(), "tokens/s", 0},
        {"output_tokens_per_s_per_gpu", "output per GPU", result.outputPerGpu().value(), "tokens/s", 0},
        {"prefill_tokens_per_s", "prefill per replica", result.prefill.value(), "tokens/s", 0},
        {"total_tokens_per_s", "input + output per replica", result.served.value(), "tokens/s", 0},
    };
    if (fleet) {
        figures.push_back({"replicas", "replicas", static_cast<double>(fleet->replicas), "", 0});
        figures.push_back({"total_gpus", "GPUs in the fleet", static_cast<double>(fleet->gpus),
                           fmt::format("({} per server)", gpu.gpusPerServer), 0});
        figures.push_back({"utilization", "average utilization", fleet->utilization * 100.0, "%", 1});
    }
    return figures;
}

json frontierJson(const std::vector<FrontierPoint>& frontier)
{
    json points = json::array();
    for (const FrontierPoint& point : frontier) {
        points.push_back({{"per_user_tokens_per_s", point.perUser.value()},
                          {"output_tokens_per_s_per_gpu", point.outputPerGpu.value()},
                          {"time_to_first_token_ms", point.timeToFirstToken.value() * 1e3},
                          {"batch_size", point.batch},
                          {"layout", layoutJson(point.layout)}});
    }
    return points;
}

void printJson(const SizingResult& result, const std::string& reason, const std::vector<Figure>& figures,
               const std::optional<std::vector<FrontierPoint>>& frontier, std::ostream& out)
{
    json document{{"feasible", result.feasible}, {"reason", reason.empty() ? json(nullptr) : json(reason)}};
    for (const Figure& figure : figures) {
        if (figure.key == "utilization")
            document[figure.key] = figure.value / 100.0;
        else if (figure.decimals == 0 && figure.value == std::floor(figure.value) && std::abs(figure.value) < 1e15)
            document[figure.key] = static_cast<long long>(figure.value);
        else
            document[figure.key] = figure.value;
    }
    if (result.feasible) {
        document["layout"] = layoutJson(result.layout);
        document["meets_per_user_target"] = result.meetsPerUserTarget;
        document["meets_ttft_target"] = result.meetsTimeToFirstTokenTarget;
    }
    if (frontier)
        document["frontier"] = frontierJson(*frontier);
    out << document.dump(2) << '\n';
}

void printTable(const SizingResult& result, const std::string& heading, const std::string& reason,
                const std::vector<Figure>& figures, const std::optional<std::vector<FrontierPoint>>& frontier, std::ostream& out)
{
    std::vector<std::pair<std::string, std::string>> rows{{"feasible", result.feasible ? "yes" : "no"}};
    if (!result.feasible)
        rows.emplace_back("reason", reason);
    if (result.feasible)
        rows.emplace_back("layout",
                          fmt::format("{}, {}", describeLayout(result.layout), nameOf(result.layout.mode, SERVING_MODE_NAMES)));
    for (const Figure& figure : figures)
        rows.emplace_back(figure.label, fmt::format("{:.{}f} {}", figure.value, figure.decimals, figure.unit));
    if (result.feasible && !result.meetsPerUserTarget)
        rows.emplace_back("note", "no layout and batch reaches the per-user target; this is the fastest");
    if (result.feasible && !result.meetsTimeToFirstTokenTarget)
        rows.emplace_back("note", "the first token comes later than the target");
    fmt::print(out, "{}\n\n{}", heading, renderFieldList(rows, 100));
    if (!frontier)
        return;
    using Align = TextTable::Align;
    TextTable table({{"TOKENS/S PER USER", Align::Right},
                     {"TOKENS/S PER GPU", Align::Right},
                     {"FIRST TOKEN ms", Align::Right},
                     {"BATCH", Align::Right},
                     {"LAYOUT"}});
    for (const FrontierPoint& point : *frontier) {
        table.addRow({fmt::format("{:.1f}", point.perUser.value()), fmt::format("{:.0f}", point.outputPerGpu.value()),
                      fmt::format("{:.0f}", point.timeToFirstToken.value() * 1e3), fmt::format("{:.0f}", point.batch),
                      describeLayout(point.layout)});
    }
    fmt::print(out, "\nFrontier: per-user speed against output per GPU\n\n{}", table.render());
}

/// Of the candidates a fleet can be built of, the one of fewest GPUs for the volume; of those
/// whole units alike (a rack holds many small replicas or a few wide ones), the one with the most
/// capacity left. Nothing when every candidate serves too little for a fleet.
std::optional<std::pair<SizingResult, FleetPlan>> fewestGpusFor(const std::vector<SizingResult>& candidates, TokensPerDay volume,
                                                                double peakToAverage, int gpusPerUnit,
                                                                const ServingAssumptions& assumptions)
{
    std::optional<std::pair<SizingResult, FleetPlan>> chosen;
    for (const SizingResult& candidate : candidates) {
        if (!servesEnoughForAFleet(candidate, plannedTokensPerDay(candidate, peakToAverage, assumptions)))
            continue;
        const FleetPlan plan = planFleet(candidate, volume, peakToAverage, gpusPerUnit, assumptions);
        if (!chosen || plan.gpus < chosen->second.gpus
            || (plan.gpus == chosen->second.gpus && plan.utilization < chosen->second.utilization))
            chosen.emplace(candidate, plan);
    }
    return chosen;
}

template <typename Entry>
bool reportUnknown(const Entry* entry, std::string_view kind, const std::string& id, const std::vector<std::string>& known,
                   std::ostream& err)
{
    if (entry != nullptr)
        return false;
    const std::string hint = didYouMean(id, known);
    fmt::print(err, "error: unknown {} \"{}\"{}\n", kind, id, hint.empty() ? "" : " (" + hint + ")");
    return true;
}

} // namespace

bool runSize(const Catalog& catalog, const SizeOptions& options, OutputFormat format, std::ostream& out, std::ostream& err)
{
    const ModelSpec* model = catalog.model(options.model);
    const GpuSpec* gpu = catalog.gpu(options.gpu);
    if (reportUnknown(model, "model", options.model, catalog.ids(CatalogSection::Models), err)
        | reportUnknown(gpu, "gpu", options.gpu, catalog.ids(CatalogSection::Gpus), err)) {
        return false;
    }
    const SizingRequest request = makeRequest(*model, *gpu, options);
    LayoutSearch search = searchLayouts(request, options.frontier);
    std::optional<FleetPlan> fleet;
    SizingResult result = std::move(search.best);
    if (result.feasible && options.tokensPerDay) {
        auto chosen = fewestGpusFor(search.candidates, TokensPerDay(*options.tokensPerDay), options.peakToAverage,
                                    gpu->gpusPerServer, request.assumptions);
        if (chosen) {
            result = std::move(chosen->first);
            fleet = chosen->second;
        } else {
            result = tooLittleForAFleet(std::move(result));
        }
    }
    const std::string reason = explainInfeasibility(result, request);
    std::vector<Figure> figures = memoryFigures(result);
    if (result.feasible) {
        const std::vector<Figure> serving = servingFigures(result, *gpu, fleet);
        figures.insert(figures.end(), serving.begin(), serving.end());
    }
    std::optional<std::vector<FrontierPoint>> frontier;
    if (options.frontier)
        frontier = std::move(search.frontier);

    if (format == OutputFormat::Json) {
        printJson(result, reason, figures, frontier, out);
    } else {
        const std::string heading = fmt::format(
            "{} on {}: {} weights, {} KV cache, {:.0f} input + {:.0f} output tokens per request", model->name, gpu->name,
            options.precision, nameOf(request.kvCache, PRECISION_NAMES), options.inputTokens, options.outputTokens);
        printTable(result, heading, reason, figures, frontier, out);
    }
    return true;
}

} // namespace tco::cli
