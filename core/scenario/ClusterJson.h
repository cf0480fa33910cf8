#pragma once

#include "json/Issue.h"
#include "json/JsonReader.h"
#include "scenario/ClusterSection.h"

#include <nlohmann/json_fwd.hpp>

namespace tco {

struct Scenario;

/// Reads the /cluster section, reporting every problem with its pointer.
[[nodiscard]] ClusterSection readCluster(ObjectReader& reader);

/// What the section asks of the rest of the scenario: its option exists and is self-hosted.
void checkCluster(const Scenario& scenario, Issues& issues);

/// The section as the file spells it, read back to an equal section by readCluster().
[[nodiscard]] nlohmann::ordered_json clusterJson(const ClusterSection& cluster);

/// The most jobs a simulation draws (arrivals an hour × its hours), which bounds its time and memory.
inline constexpr double MAX_CLUSTER_JOBS = 2'000'000;

} // namespace tco
