#pragma once

#include "model/Provenance.h"
#include "units/Money.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tco {

struct Catalog;
struct Scenario;
struct ScenarioField;

/// A catalog entry some of a scenario's figures come from: what a controller looks up to check
/// them, and the date they describe.
struct ReportSource {
    /// "GPU", "Model", "Cloud price", "API price", "Exchange rate".
    std::string kind;
    /// The catalog id, or the currency's code for an exchange rate.
    std::string id;
    /// What people call it: "NVIDIA H100 SXM5 80 GB", "EUR".
    std::string name;
    Provenance provenance;
};

/// One input of the scenario as a report states it: a number with its unit, or a choice
/// (the model, a GPU, a precision) as text.
struct Assumption {
    /// What it belongs to: "Scenario", "Workload", "Model", "Staffing", "One-time costs",
    /// "Cluster", or an option's, API offer's or cluster job class's name. Those words, and the labels of choices, are English
    /// marked for translation in the context "ReportInputs"; a number's label is its field's.
    std::string group;
    /// "Tokens per day", "price per GPU-hour".
    std::string label;
    /// Its JSON pointer in the scenario file: "/workload/tokens_per_day".
    std::string pointer;
    /// Numbers only; zero for a choice.
    double value = 0.0;
    /// A choice's text ("llama-3.1-70b", "fp8"); empty for a number.
    std::string text;
    /// "tokens/day", "USD per GPU-hour", "share"; empty for a choice.
    std::string unit;
    /// Into ReportInputs::sources when the figure is a catalog's (the scenario names the entry and
    /// not the number); empty when it is typed in the scenario file.
    std::optional<std::size_t> source;
    /// A number's row of the scenario's fields, whose label and unit a translated report shows;
    /// null for a choice.
    const ScenarioField* field = nullptr;
    /// A money number's currency.
    std::optional<Currency> currency;

    [[nodiscard]] bool isChoice() const { return !text.empty(); }
};

/// Every input a report lists and every catalog entry behind them.
struct ReportInputs {
    /// In the order of the scenario file.
    std::vector<Assumption> assumptions;
    /// Each entry once, in the order the assumptions first use it.
    std::vector<ReportSource> sources;
};

/// The inputs of a scenario validated against `catalog`: every number of the file
/// (scenarioFieldInstances()) with the catalog figures that apply where the file names none,
/// the choices (model, GPUs, precisions, cloud and API offers), and the catalog entries they
/// come from.
[[nodiscard]] ReportInputs reportInputs(const Scenario& scenario, const Catalog& catalog);

} // namespace tco
