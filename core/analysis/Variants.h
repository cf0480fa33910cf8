#pragma once

#include "analysis/Outcome.h"
#include "json/Issue.h"
#include "scenario/Driver.h"
#include "scenario/Scenario.h"

#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace tco {

class SizingMemo;

/// One column of a comparison: the scenario as it is, or one variant of it.
struct VariantColumn {
    std::string name;
    /// The value of each compared input (VariantComparison::inputs), set or inherited.
    std::vector<double> inputs;
    /// Each option's monthly cost at the scenario's volume; empty where it cannot run.
    std::vector<std::optional<double>> monthly;
    std::optional<double> outcome;
    /// The outcome over the horizon (VariantComparison::overHorizon), when there is one.
    std::optional<double> outcomeOverHorizon;
};

/// Variants side by side with the scenario as it is, as a spreadsheet's scenario summary
/// lays them out: the inputs any variant changes, then the results.
struct VariantComparison {
    Outcome outcome;
    /// The same two options over the horizon, in present value, where `outcome` is a month's
    /// difference: a variant of growth, of a price trend or of a commitment moves only this.
    std::optional<Outcome> overHorizon;
    /// Every driver some variant sets, in the order they are first set.
    std::vector<Driver> inputs;
    /// Every option of the scenario, self-hosted ones first.
    std::vector<std::string> options;
    VariantColumn current;
    std::vector<VariantColumn> variants;
};

/// Evaluates each variant. Fails with an issue per setting whose pointer names no driver of the
/// scenario (at `/analysis/variants/<i>/set/<pointer>`, as the scenario file spells it).
/// Layouts are looked for in `memo`, if given, and kept there.
[[nodiscard]] std::expected<VariantComparison, Issues> compareVariants(const Scenario& scenario, const Catalog& catalog,
                                                                       const Outcome& outcome,
                                                                       const std::vector<Variant>& variants,
                                                                       SizingMemo* memo = nullptr);

/// `value` less `reference`, and that as a share of the reference's size; no share when the
/// reference is zero. A difference within rounding of the figures compared (a billionth of the
/// larger) is none: a variant that changes nothing the outcome depends on changes it by zero.
struct Change {
    double absolute = 0.0;
    std::optional<double> relative;
};

[[nodiscard]] Change changeFrom(double reference, double value);

} // namespace tco
