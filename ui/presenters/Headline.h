#pragma once

#include <QLocale>
#include <QString>

namespace tco {
struct Scenario;
} // namespace tco

namespace tco::ui {

struct Results;

/// The answer at the current settings, in one sentence: the cheapest self-hosted option against
/// the cheapest API offer at today's volume, and where the answer flips. For example: "Self-hosting
/// on 2× H100 rented costs 9,093 € a month more than Claude Opus 4.5 API at 10 M tokens a day; it
/// breaks even at 39.9 M tokens a day, 4× today's volume."
[[nodiscard]] QString headline(const Scenario& scenario, const Results& results, const QLocale& locale);

} // namespace tco::ui
