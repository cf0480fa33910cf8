#include "report/ReportInputs.h"

#include "catalog/Catalog.h"
#include "scenario/Driver.h"
#include "scenario/Resolve.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"
#include "text/Translatable.h"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>
#include <utility>

namespace tco {
namespace {

/// Builds the list, adding each source once.
class InputsBuilder {
public:
    std::size_t addSource(ReportSource source)
    {
        const auto same = std::ranges::find_if(
            m_inputs.sources, [&](const ReportSource& known) { return known.kind == source.kind && known.id == source.id; });
        if (same != m_inputs.sources.end())
            return static_cast<std::size_t>(same - m_inputs.sources.begin());
        m_inputs.sources.push_back(std::move(source));
        return m_inputs.sources.size() - 1;
    }

    void addNumber(std::string group, const Driver& number, std::optional<std::size_t> source)
    {
        m_inputs.assumptions.push_back(Assumption{std::move(group),
                                                  number.field->label,
                                                  number.pointer,
                                                  number.value,
                                                  {},
                                                  number.unit,
                                                  source,
                                                  number.field,
                                                  number.currency});
    }

    void addChoice(std::string group, std::string label, std::string pointer, std::string text,
                   std::optional<std::size_t> source = std::nullopt)
    {
        m_inputs.assumptions.push_back(
            Assumption{std::move(group), std::move(label), std::move(pointer), 0.0, std::move(text), {}, source, nullptr, {}});
    }

    ReportInputs take() { return std::move(m_inputs); }

private:
    ReportInputs m_inputs;
};

ReportSource gpuSource(const GpuSpec& gpu)
{
    return ReportSource{"GPU", gpu.id, gpu.name, gpu.provenance};
}

ReportSource modelSource(const ModelSpec& model)
{
    return ReportSource{"Model", model.id, model.name, model.provenance};
}

ReportSource cloudSource(const CloudPrice& price)
{
    return ReportSource{"Cloud price", price.id, fmt::format("{} {}", price.provider, price.instance), price.provenance};
}

ReportSource apiSource(const ApiPrice& price)
{
    return ReportSource{"API price", price.id, price.name, price.provenance};
}

/// The serving efficiencies a scenario leaves at their defaults come from the calibration on
/// published measurements, which docs/sizing-model.md tabulates.
ReportSource calibrationSource()
{
    Provenance provenance;
    provenance.source
        = "docs/sizing-model.md: efficiencies fitted by bench/calibrate_sizing to published throughput measurements";
    provenance.estimate = true;
    return ReportSource{"Calibration", "serving-defaults", "Calibrated serving efficiencies", provenance};
}

/// The entry of a list a pointer such as "/self_hosted/1/rented/discount" belongs to.
std::size_t entryIndex(std::string_view pointer, std::string_view list)
{
    const std::string_view rest = pointer.substr(list.size() + 1);
    return std::stoul(std::string(rest.substr(0, rest.find('/'))));
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

/// What a field belongs to, as the report groups inputs.
std::string groupOf(const FieldInstance& field, const Scenario& scenario)
{
    const std::string_view pointer = field.pointer;
    if (startsWith(pointer, "/self_hosted/"))
        return scenario.selfHosted[entryIndex(pointer, "/self_hosted")].name;
    if (startsWith(pointer, "/api_offers/"))
        return scenario.apiOffers[entryIndex(pointer, "/api_offers")].name;
    if (startsWith(pointer, "/currency/"))
        return TCO_TRANSLATABLE("ReportInputs", "Currency");
    if (startsWith(pointer, "/workload/"))
        return TCO_TRANSLATABLE("ReportInputs", "Workload");
    if (startsWith(pointer, "/staffing/"))
        return TCO_TRANSLATABLE("ReportInputs", "Staffing");
    if (startsWith(pointer, "/one_time/"))
        return TCO_TRANSLATABLE("ReportInputs", "One-time costs");
    // A class of the cluster's job mix under its own name, as an option is.
    if (startsWith(pointer, "/cluster/jobs/mix/"))
        return scenario.cluster->mix[entryIndex(pointer, "/cluster/jobs/mix")].name;
    if (startsWith(pointer, "/cluster/"))
        return TCO_TRANSLATABLE("ReportInputs", "Cluster");
    return TCO_TRANSLATABLE("ReportInputs", "Scenario");
}

/// The catalog entry a field's value is taken from: a cloud offer's hourly price or an API's
/// prices where the file types in none, serving efficiencies left at their calibrated values.
std::optional<ReportSource> catalogSourceOf(const FieldInstance& field, double value, const Scenario& scenario,
                                            const Catalog& catalog)
{
    const std::string_view pointer = field.pointer;
    if (startsWith(pointer, "/self_hosted/")) {
        const std::size_t index = entryIndex(pointer, "/self_hosted");
        const SelfHostedOption& option = scenario.selfHosted[index];
        if (field.field->fromCatalog) {
            // The one number of a self-hosted option a catalog entry gives: a rented GPU-hour's price.
            const CloudPrice* offer = catalog.cloudPrice(std::get<RentedCompute>(option.compute).cloudPriceId);
            return !field.field->typedIn(scenario, field.index) && offer != nullptr ? std::optional(cloudSource(*offer))
                                                                                    : std::nullopt;
        }
        if (field.field->calibratedDefault) {
            Scenario calibrated = scenario;
            calibrated.selfHosted[index].serving = ServingAssumptions{};
            const bool atDefault = field.field->get(calibrated, catalog, field.index) == value;
            return atDefault ? std::optional(calibrationSource()) : std::nullopt;
        }
        return std::nullopt;
    }
    if (startsWith(pointer, "/api_offers/")) {
        const ApiOffer& offer = scenario.apiOffers[entryIndex(pointer, "/api_offers")];
        const ApiPrice* price = catalog.apiPrice(offer.apiPriceId);
        if (price == nullptr || !field.field->fromCatalog)
            return std::nullopt;
        return field.field->typedIn(scenario, field.index) ? std::nullopt : std::optional(apiSource(*price));
    }
    return std::nullopt;
}

/// An exchange rate is typed into the scenario with its own source and date.
ReportSource exchangeRateSource(const ExchangeRate& rate)
{
    Provenance provenance;
    provenance.source = rate.source.empty() ? "the scenario file" : rate.source;
    provenance.asOf = rate.asOf;
    const std::string code(rate.currency.code());
    return ReportSource{"Exchange rate", code, code, provenance};
}

/// The choices no analysis varies, which a report states all the same.
void addScenarioChoices(const Scenario& scenario, InputsBuilder& inputs)
{
    inputs.addChoice(TCO_TRANSLATABLE("ReportInputs", "Scenario"), TCO_TRANSLATABLE("ReportInputs", "Display currency"),
                     "/currency/display", std::string(scenario.currency.display.code()));
}

void addModelChoices(const Scenario& scenario, const Catalog& catalog, InputsBuilder& inputs)
{
    const ModelSpec& model = *catalog.model(scenario.model.id);
    const std::size_t modelSource = inputs.addSource(tco::modelSource(model));
    inputs.addChoice(TCO_TRANSLATABLE("ReportInputs", "Model"), TCO_TRANSLATABLE("ReportInputs", "Model"), "/model/id",
                     model.name, modelSource);
    inputs.addChoice(TCO_TRANSLATABLE("ReportInputs", "Model"), TCO_TRANSLATABLE("ReportInputs", "Weight precision"),
                     "/model/weight_precision", std::string(nameOf(scenario.model.weights, PRECISION_NAMES)));
    inputs.addChoice(TCO_TRANSLATABLE("ReportInputs", "Model"), TCO_TRANSLATABLE("ReportInputs", "KV-cache precision"),
                     "/model/kv_cache_precision", std::string(nameOf(scenario.model.kvCache, PRECISION_NAMES)));
}

void addOptionChoices(const Scenario& scenario, const Catalog& catalog, std::size_t index, InputsBuilder& inputs)
{
    const SelfHostedOption& option = scenario.selfHosted[index];
    const std::string pointer = fmt::format("/self_hosted/{}", index);
    const GpuSpec& gpu = *catalog.gpu(option.gpuId);
    inputs.addChoice(option.name, TCO_TRANSLATABLE("ReportInputs", "GPU"), pointer + "/gpu", gpu.name,
                     inputs.addSource(gpuSource(gpu)));
    if (const auto* rented = std::get_if<RentedCompute>(&option.compute)) {
        if (const CloudPrice* offer = catalog.cloudPrice(rented->cloudPriceId)) {
            inputs.addChoice(option.name, TCO_TRANSLATABLE("ReportInputs", "cloud offer"), pointer + "/rented/cloud_price",
                             cloudSource(*offer).name, inputs.addSource(cloudSource(*offer)));
        }
        inputs.addChoice(option.name, TCO_TRANSLATABLE("ReportInputs", "pricing"), pointer + "/rented/pricing",
                         std::string(nameOf(effectivePricing(*rented, catalog), PRICING_NAMES)));
    }
}

void addOfferChoices(const Scenario& scenario, const Catalog& catalog, std::size_t index, InputsBuilder& inputs)
{
    const ApiOffer& offer = scenario.apiOffers[index];
    const ApiPrice* price = catalog.apiPrice(offer.apiPriceId);
    if (price == nullptr)
        return;
    const std::string pointer = fmt::format("/api_offers/{}", index);
    const std::size_t source = inputs.addSource(apiSource(*price));
    inputs.addChoice(offer.name, TCO_TRANSLATABLE("ReportInputs", "catalog price"), pointer + "/api_price", price->name, source);
}

void addFineTuningChoices(const Scenario& scenario, const Catalog& catalog, InputsBuilder& inputs)
{
    const auto& run = scenario.oneTime.fineTuning;
    if (!run)
        return;
    const GpuSpec& gpu = *catalog.gpu(run->gpuId);
    inputs.addChoice(TCO_TRANSLATABLE("ReportInputs", "One-time costs"), TCO_TRANSLATABLE("ReportInputs", "fine-tuning GPU"),
                     "/one_time/fine_tuning/gpu", gpu.name, inputs.addSource(gpuSource(gpu)));
}

} // namespace

ReportInputs reportInputs(const Scenario& scenario, const Catalog& catalog)
{
    InputsBuilder inputs;
    addScenarioChoices(scenario, inputs);
    // Each option's and offer's choices come before its numbers, the model after the workload,
    // and the fine-tuning run's GPU before its numbers, as in the file.
    std::size_t optionsDone = 0;
    std::size_t offersDone = 0;
    bool modelDone = false;
    bool fineTuningDone = false;
    for (const FieldInstance& field : scenarioFieldInstances(scenario)) {
        const std::string_view pointer = field.pointer;
        const bool beforeModel = pointer.find('/', 1) == std::string_view::npos || startsWith(pointer, "/currency/")
            || startsWith(pointer, "/workload/");
        if (!beforeModel && !std::exchange(modelDone, true))
            addModelChoices(scenario, catalog, inputs);
        if (startsWith(pointer, "/self_hosted/") && entryIndex(pointer, "/self_hosted") == optionsDone)
            addOptionChoices(scenario, catalog, optionsDone++, inputs);
        if ((startsWith(pointer, "/one_time/fine_tuning/") || startsWith(pointer, "/api_offers/"))
            && !std::exchange(fineTuningDone, true))
            addFineTuningChoices(scenario, catalog, inputs);
        if (startsWith(pointer, "/api_offers/") && entryIndex(pointer, "/api_offers") == offersDone)
            addOfferChoices(scenario, catalog, offersDone++, inputs);
        const Driver number = driverAt(field, scenario, catalog);
        std::optional<std::size_t> source;
        if (startsWith(pointer, "/currency/exchange_rates/"))
            source = inputs.addSource(
                exchangeRateSource(scenario.currency.exchangeRates[entryIndex(pointer, "/currency/exchange_rates")]));
        else if (const auto catalogSource = catalogSourceOf(field, number.value, scenario, catalog))
            source = inputs.addSource(*catalogSource);
        inputs.addNumber(groupOf(field, scenario), number, source);
    }
    if (!modelDone)
        addModelChoices(scenario, catalog, inputs);
    if (!fineTuningDone)
        addFineTuningChoices(scenario, catalog, inputs);
    return inputs.take();
}

} // namespace tco
