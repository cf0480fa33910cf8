#include "analysis/DriverOutcome.h"

namespace tco {

DriverOutcome::DriverOutcome(const Scenario& scenario, const Catalog& catalog, const Outcome& outcome,
                             const LayoutSource& layouts)
    : m_original(scenario)
    , m_catalog(catalog)
    , m_evaluator(outcomeEvaluator(catalog, outcome, layouts))
    , m_working(scenario)
{ }

std::optional<double> DriverOutcome::atValues()
{
    return m_evaluator.evaluate(m_original);
}

std::optional<double> DriverOutcome::at(const Driver& driver, double value)
{
    setDriverValue(driver, m_working, m_catalog, value);
    const std::optional<double> result = m_evaluator.evaluate(m_working);
    m_working = m_original;
    return result;
}

std::optional<double> DriverOutcome::at(const Driver& x, double xValue, const Driver& y, double yValue)
{
    setDriverValue(x, m_working, m_catalog, xValue);
    setDriverValue(y, m_working, m_catalog, yValue);
    const std::optional<double> result = m_evaluator.evaluate(m_working);
    m_working = m_original;
    return result;
}

} // namespace tco
