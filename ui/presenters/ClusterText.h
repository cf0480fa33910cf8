#pragma once

#include "cluster/ClusterStudy.h"

#include <QLocale>
#include <QString>

namespace tco::ui {

/// A scheduling policy as people name it: "Naive first fit", "Rack-aware", "Rack-aware with
/// defragmentation".
[[nodiscard]] QString policyTitle(SchedulingPolicy policy);

/// The same inside a sentence: "naive first fit", "rack-aware placement".
[[nodiscard]] QString policyInSentence(SchedulingPolicy policy);

/// What a job of `kind` is, in a legend: "Serving", "Training", "Fine-tuning", "Development".
[[nodiscard]] QString jobKindTitle(ClusterJobKind kind);

/// The study's domains as a count of what they are: "144 racks", "128 servers" (a domain of
/// one node is a server, of several a rack).
[[nodiscard]] QString domainCount(const QLocale& locale, const ClusterStudy& study, double domains, int decimals);

/// The cluster, its price and its jobs in two sentences: "144 racks of 72 GPUs, 10,368 ×
/// GB200, at 2.16 USD per GPU-hour (“GB200 NVL72 owned”). 13,234 jobs over 30 days, seed 1."
[[nodiscard]] QString clusterDescription(const QLocale& locale, const ClusterStudy& study);

/// The money a better policy makes of the same cluster: "Rack-aware keeps 37.2 more
/// racks (2,677 GPUs) usefully busy than naive first fit: worth 50,581,711 USD a year." A
/// policy that does worse says so.
[[nodiscard]] QString worthSentence(const QLocale& locale, const ClusterStudy& study, const PolicyWorth& worth);

/// An hour of the simulation as a day and a time of day: "Day 3, 14:00".
[[nodiscard]] QString simulationTime(const QLocale& locale, double hour);

} // namespace tco::ui
