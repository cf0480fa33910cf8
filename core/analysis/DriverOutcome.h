#pragma once

#include "analysis/Outcome.h"
#include "analysis/OutcomeEvaluator.h"
#include "scenario/Driver.h"
#include "scenario/Scenario.h"

#include <optional>

namespace tco {

/// The outcome of a scenario with one or two drivers set to other values, everything else as
/// it is. Works on a copy of the scenario, assigned back from the original after each
/// evaluation, which reuses the copy's storage rather than allocating a new scenario per cell;
/// an OutcomeEvaluator sizes options again only for drivers that change their sizing.
class DriverOutcome {
public:
    /// Layouts come from `layouts` (OutcomeEvaluator).
    DriverOutcome(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome, const LayoutSource& layouts = {});

    /// The outcome with every driver at its value.
    [[nodiscard]] std::optional<double> atValues();
    [[nodiscard]] std::optional<double> at(const Driver& driver, double value);
    [[nodiscard]] std::optional<double> at(const Driver& x, double xValue, const Driver& y, double yValue);

private:
    const Scenario& m_original;
    const Catalog& m_catalog;
    OutcomeEvaluator m_evaluator;
    Scenario m_working;
};

} // namespace tco
