#pragma once

#include "report/ReportCharts.h"

#include <QString>

#include <vector>

namespace tco::ui {

class ScenarioPresenter;
struct ReportOptions;

/// The report's text as HTML for a QTextDocument, section by section, with a
/// ChartTextObject::marker() where each chart of `charts` stands.
[[nodiscard]] QString reportHtml(const ScenarioPresenter& scenario, const ReportOptions& options,
                                 const std::vector<ReportChart>& charts);

/// The style sheet reportHtml() is written for: headings, tables with a rule between cells,
/// the classes of its notes.
[[nodiscard]] QString reportStyleSheet();

} // namespace tco::ui
