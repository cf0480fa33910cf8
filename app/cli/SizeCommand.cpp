#include "SizeCommand.h"

#include "TextTable.h"
#include "sizing/Sizing.h"
#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <fmt/ostream.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <ostream>
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
    for (const auto& [value, spelling] : PRECISION_NAMES) {
        if (spelling == name)
            return value;
    }
    return Precision::Bf16;
}

SizingRequest makeRequest(const ModelSpec& model, const GpuSpec& gpu, const SizeOptions& options)
{
    SizingRequest request;
    request.model = &model;
    request.gpu = &gpu;
    request.weights = precisionNamed(options.precision);
    request.kvCache = options.kvPrecision.empty() ? defaultKvCachePrecision(request.weights) : precisionNamed(options.kvPrecision);
    request.gpusPerReplica = options.gpus;
    request.shape = RequestShape{Tokens(options.inputTokens), Tokens(options.outputTokens)};
    request.maxContext = Tokens(options.maxContext);
    request.assumptions.memoryUtilization = options.memoryUtilization;
    if (options.concurrency)
        request.batch = BatchTarget{BatchPolicy::Concurrency, *options.concurrency, TokensPerSecond(0.0)};
    else if (options.largestBatch)
        request.batch = BatchTarget{BatchPolicy::KvCapacity, 0.0, TokensPerSecond(0.0)};
    else if (options.perUserTokensPerSecond)
        request.batch.perUserSpeed = TokensPerSecond(*options.perUserTokensPerSecond);
    return request;
}

/// The replica's layout and memory: known for every result but a layout that cannot exist.
std::vector<Figure> memoryFigures(const SizingResult& result)
{
    if (result.reason == Infeasibility::NoValidLayout)
        return {{"gpus_per_replica", "GPUs per replica", static_cast<double>(result.layout.gpus()), "", 0}};
    return {
        {"gpus_per_replica", "GPUs per replica", static_cast<double>(result.layout.gpus()), "", 0},
        {"tensor_parallel", "tensor parallel", static_cast<double>(result.layout.tensorParallel), "", 0},
        {"pipeline_parallel", "pipeline stages", static_cast<double>(result.layout.pipelineParallel), "", 0},
        {"memory_budget_gib_per_gpu", "memory budget per GPU", inGibibytes(result.memory.budget), "GiB", 2},
        {"weights_gib_per_gpu", "weights per GPU", inGibibytes(result.memory.weights.total), "GiB", 2},
        {"activations_gib_per_gpu", "activations per GPU", inGibibytes(result.memory.reserve.activations), "GiB", 2},
        {"runtime_gib_per_gpu", "runtime reserve per GPU", inGibibytes(result.memory.reserve.runtime), "GiB", 2},
        {"kv_cache_gib_per_gpu", "KV cache per GPU", inGibibytes(result.memory.kvCache), "GiB", 2},
    };
}

/// The KV-cache capacity and the operating point of a feasible replica, and its fleet.
std::vector<Figure> servingFigures(const SizingResult& result, const GpuSpec& gpu, const std::optional<FleetPlan>& fleet)
{
    std::vector<Figure> figures{
        {"kv_bytes_per_token", "KV cache per token", result.kvBytesPerToken.value(), "bytes", 0},
        {"kv_cache_tokens", "KV cache per replica", result.kvCacheTokens.value(), "tokens", 0},
        {"max_concurrent_sequences", "concurrent sequences", result.maxConcurrentSequences, "", 0},
        {"batch_size", "batch", result.operating.batch, "sequences", 0},
        {"inter_token_latency_ms", "inter-token latency", 1e3 / result.operating.perUser.value(), "ms", 1},
        {"per_user_tokens_per_s", "per-user speed", result.operating.perUser.value(), "tokens/s", 1},
        {"output_tokens_per_s", "output per replica", result.operating.output.value(), "tokens/s", 0},
        {"output_tokens_per_s_per_gpu", "output per GPU", result.operating.output.value() / result.layout.gpus(), "tokens/s", 0},
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

void printJson(const SizingResult& result, const std::string& reason, const std::vector<Figure>& figures, std::ostream& out)
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
    if (result.feasible)
        document["meets_per_user_target"] = result.meetsPerUserTarget;
    out << document.dump(2) << '\n';
}

void printTable(const SizingResult& result, const std::string& heading, const std::string& reason, const std::vector<Figure>& figures,
                std::ostream& out)
{
    std::vector<std::pair<std::string, std::string>> rows{{"feasible", result.feasible ? "yes" : "no"}};
    if (!result.feasible)
        rows.emplace_back("reason", reason);
    for (const Figure& figure : figures)
        rows.emplace_back(figure.label, fmt::format("{:.{}f} {}", figure.value, figure.decimals, figure.unit));
    if (result.feasible && !result.meetsPerUserTarget)
        rows.emplace_back("note", "even one sequence per replica is slower than the per-user target");
    fmt::print(out, "{}\n\n{}", heading, renderFieldList(rows, 100));
}

template <typename Entry>
bool reportUnknown(const Entry* entry, std::string_view kind, const std::string& id, const std::vector<std::string>& known, std::ostream& err)
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
    if (reportUnknown(model, "model", options.model, catalog.ids(CatalogSection::Models), err) |
        reportUnknown(gpu, "gpu", options.gpu, catalog.ids(CatalogSection::Gpus), err)) {
        return false;
    }
    const SizingRequest request = makeRequest(*model, *gpu, options);
    const SizingResult result = sizeReplica(request);
    const std::string reason = explainInfeasibility(result, request);
    std::optional<FleetPlan> fleet;
    if (result.feasible && options.tokensPerDay)
        fleet = planFleet(result, TokensPerDay(*options.tokensPerDay), options.peakToAverage, gpu->gpusPerServer, request.assumptions);
    std::vector<Figure> figures = memoryFigures(result);
    if (result.feasible) {
        const std::vector<Figure> serving = servingFigures(result, *gpu, fleet);
        figures.insert(figures.end(), serving.begin(), serving.end());
    }

    if (format == OutputFormat::Json) {
        printJson(result, reason, figures, out);
    } else {
        const std::string heading = fmt::format("{} on {}: {} weights, {} KV cache, {:.0f} input + {:.0f} output tokens per request",
                                                model->name, gpu->name, options.precision,
                                                nameOf(request.kvCache, PRECISION_NAMES), options.inputTokens, options.outputTokens);
        printTable(result, heading, reason, figures, out);
    }
    return true;
}

} // namespace tco::cli
