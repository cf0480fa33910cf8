#include "SizingValidation.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <stdexcept>

namespace tco::validation {
namespace {

using json = nlohmann::ordered_json;

Precision precisionNamed(const std::string& name)
{
    for (const auto& [value, spelling] : PRECISION_NAMES) {
        if (spelling == name)
            return value;
    }
    throw std::runtime_error("unknown precision " + name);
}

ValidationCase readCommon(const json& entry)
{
    ValidationCase result;
    result.id = entry.at("id").get<std::string>();
    result.model = entry.at("model").get<std::string>();
    result.gpu = entry.at("gpu").get<std::string>();
    result.gpus = entry.at("gpus").get<int>();
    result.weights = precisionNamed(entry.at("weight_precision").get<std::string>());
    result.kvCache = precisionNamed(entry.at("kv_cache_precision").get<std::string>());
    result.maxBatchSequences = entry.value("max_batch_sequences", 0);
    if (entry.contains("estimate"))
        result.pinnedEstimate = entry.at("estimate").get<double>();
    result.engine = entry.at("engine").get<std::string>();
    result.source = entry.at("source").get<std::string>();
    return result;
}

const char* unitOf(ValidationCase::Kind kind)
{
    switch (kind) {
    case ValidationCase::Kind::KvCacheGib:
        return "GiB KV cache";
    case ValidationCase::Kind::KvCacheTokens:
        return "KV tokens";
    case ValidationCase::Kind::OutputTokensPerSecond:
        return "output tok/s";
    }
    return "";
}

} // namespace

std::vector<ValidationCase> loadValidationCases(const std::string& path)
{
    std::ifstream stream(path);
    if (!stream)
        throw std::runtime_error("cannot open " + path);
    const json document = json::parse(stream);
    std::vector<ValidationCase> cases;
    for (const json& entry : document.at("memory")) {
        ValidationCase memoryCase = readCommon(entry);
        memoryCase.memoryUtilization = entry.at("memory_utilization").get<double>();
        memoryCase.currentEngineGeneration = entry.at("engine_generation").get<std::string>() == "current";
        memoryCase.maxContext = entry.at("max_context").get<double>();
        memoryCase.inputTokens = memoryCase.maxContext / 2.0;
        memoryCase.outputTokens = memoryCase.maxContext / 2.0;
        if (entry.contains("measured_kv_cache_gib")) {
            memoryCase.kind = ValidationCase::Kind::KvCacheGib;
            memoryCase.measured = entry.at("measured_kv_cache_gib").get<double>();
        } else {
            memoryCase.kind = ValidationCase::Kind::KvCacheTokens;
            memoryCase.measured = entry.at("measured_kv_cache_tokens").get<double>();
        }
        cases.push_back(memoryCase);
    }
    for (const json& entry : document.at("throughput")) {
        ValidationCase throughputCase = readCommon(entry);
        throughputCase.kind = ValidationCase::Kind::OutputTokensPerSecond;
        throughputCase.inputTokens = entry.at("input_tokens").get<double>();
        throughputCase.outputTokens = entry.at("output_tokens").get<double>();
        if (entry.at("concurrency").is_number())
            throughputCase.concurrency = entry.at("concurrency").get<double>();
        throughputCase.measured = entry.at("measured_output_tokens_per_s").get<double>();
        cases.push_back(throughputCase);
    }
    return cases;
}

double estimate(const ValidationCase& validationCase, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    SizingRequest request;
    request.model = catalog.model(validationCase.model);
    request.gpu = catalog.gpu(validationCase.gpu);
    if (request.model == nullptr || request.gpu == nullptr)
        throw std::runtime_error(validationCase.id + ": unknown model or GPU");
    request.weights = validationCase.weights;
    request.kvCache = validationCase.kvCache;
    request.gpusPerReplica = validationCase.gpus;
    request.shape = RequestShape{Tokens(validationCase.inputTokens), Tokens(validationCase.outputTokens)};
    request.maxContext = Tokens(validationCase.maxContext);
    request.assumptions = assumptions;
    request.assumptions.maxBatchSequences = validationCase.maxBatchSequences;
    if (validationCase.kind != ValidationCase::Kind::OutputTokensPerSecond)
        request.assumptions.memoryUtilization = validationCase.memoryUtilization;
    request.batch = validationCase.concurrency ? BatchTarget{BatchPolicy::Concurrency, *validationCase.concurrency, TokensPerSecond(0.0)}
                                               : BatchTarget{BatchPolicy::KvCapacity, 0.0, TokensPerSecond(0.0)};
    const SizingResult result = sizeReplica(request);
    switch (validationCase.kind) {
    case ValidationCase::Kind::KvCacheGib:
        return inGibibytes(result.memory.kvCache);
    case ValidationCase::Kind::KvCacheTokens: {
        // Engines report the tokens the pool holds at the cost of a token in every layer.
        const KvFootprint footprint = kvFootprintPerGpu(*request.model, request.kvCache, result.layout);
        return result.memory.kvCache / (footprint.fullAttention + footprint.windowed);
    }
    case ValidationCase::Kind::OutputTokensPerSecond:
        return result.feasible ? result.operating.output.value() : 0.0;
    }
    return 0.0;
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

ErrorSummary summarizeErrors(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    std::vector<double> current;
    std::vector<double> allMemory;
    std::vector<double> throughput;
    for (const ValidationCase& validationCase : cases) {
        const double error = relativeError(estimate(validationCase, catalog, assumptions), validationCase.measured);
        if (validationCase.kind == ValidationCase::Kind::OutputTokensPerSecond) {
            throughput.push_back(error);
            continue;
        }
        allMemory.push_back(error);
        if (validationCase.currentEngineGeneration)
            current.push_back(error);
    }
    return ErrorSummary{median(current), median(allMemory), median(throughput)};
}

namespace {

std::string tableRow(const ValidationCase& validationCase, double estimated)
{
    const std::string precision = validationCase.kvCache == validationCase.weights
                                      ? std::string(nameOf(validationCase.weights, PRECISION_NAMES))
                                      : fmt::format("{}, KV {}", nameOf(validationCase.weights, PRECISION_NAMES),
                                                    nameOf(validationCase.kvCache, PRECISION_NAMES));
    const std::string setting =
        validationCase.kind == ValidationCase::Kind::OutputTokensPerSecond
            ? fmt::format("{:.0f} in / {:.0f} out, {}", validationCase.inputTokens, validationCase.outputTokens,
                          validationCase.concurrency ? fmt::format("{:.0f} concurrent", *validationCase.concurrency) : std::string("max batch"))
            : fmt::format("utilization {}", validationCase.memoryUtilization);
    return fmt::format("| {} | {} {} | {} × {} | {} | {} | {:.5g} {} | {:.5g} | {:+.1f} % |\n", validationCase.id, validationCase.model, precision,
                       validationCase.gpus, validationCase.gpu, setting, validationCase.engine, validationCase.measured, unitOf(validationCase.kind),
                       estimated, (estimated / validationCase.measured - 1.0) * 100.0);
}

std::string table(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions,
                   const std::function<bool(const ValidationCase&)>& include)
{
    std::string text = "| case | model | GPUs | setting | engine | measured | estimate | error |\n|---|---|---|---|---|---|---|---|\n";
    for (const ValidationCase& validationCase : cases) {
        if (include(validationCase))
            text += tableRow(validationCase, estimate(validationCase, catalog, assumptions));
    }
    return text;
}

} // namespace

std::string markdownTables(const std::vector<ValidationCase>& cases, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    using Kind = ValidationCase::Kind;
    const ErrorSummary summary = summarizeErrors(cases, catalog, assumptions);
    return fmt::format("### Memory: engines of the generation modelled\n\n{}\n### Memory: earlier engine releases\n\n{}\n"
                       "### Throughput\n\n{}\nMedian absolute error: memory {:.1f} % (all releases: {:.1f} %), throughput {:.1f} %.\n",
                       table(cases, catalog, assumptions,
                             [](const ValidationCase& c) { return c.kind != Kind::OutputTokensPerSecond && c.currentEngineGeneration; }),
                       table(cases, catalog, assumptions,
                             [](const ValidationCase& c) { return c.kind != Kind::OutputTokensPerSecond && !c.currentEngineGeneration; }),
                       table(cases, catalog, assumptions, [](const ValidationCase& c) { return c.kind == Kind::OutputTokensPerSecond; }),
                       summary.memory * 100.0, summary.memoryAllReleases * 100.0, summary.throughput * 100.0);
}

void pinEstimates(const std::string& path, const Catalog& catalog, const ServingAssumptions& assumptions)
{
    json document;
    {
        std::ifstream stream(path);
        document = json::parse(stream);
    }
    const std::vector<ValidationCase> cases = loadValidationCases(path);
    for (const char* section : {"memory", "throughput"}) {
        for (json& entry : document.at(section)) {
            const auto found = std::ranges::find(cases, entry.at("id").get<std::string>(), &ValidationCase::id);
            // Four significant digits: enough to catch a regression, few enough to read.
            const double estimated = estimate(*found, catalog, assumptions);
            const double scale = std::pow(10.0, 3 - std::floor(std::log10(std::abs(estimated))));
            entry["estimate"] = std::round(estimated * scale) / scale;
        }
    }
    std::ofstream(path) << document.dump(2) << '\n';
}

} // namespace tco::validation
