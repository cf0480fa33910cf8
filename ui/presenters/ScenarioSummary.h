#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace tco {
struct Catalog;
struct Scenario;
} // namespace tco

namespace tco::ui {

/// One line of the scenario overview: what it is about, and what the scenario says.
struct SummaryRow {
    QString label;
    QString text;
};

/// The scenario's inputs as sentences for the overview, numbers formatted for `locale`.
[[nodiscard]] QList<SummaryRow> summarizeScenario(const Scenario& scenario, const Catalog& catalog, const QLocale& locale);

} // namespace tco::ui
