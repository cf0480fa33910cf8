#pragma once

#include "json/Issue.h"
#include "json/JsonReader.h"
#include "scenario/ClusterSection.h"

#include <nlohmann/json_fwd.hpp>

namespace tco {

struct Catalog;
struct Scenario;

/// Reads the /cluster section into `scenario`, its numbers as the fields table describes them
/// (scenario/ScenarioFields.h), reporting every problem with its pointer.
void readCluster(ObjectReader& reader, Scenario& scenario);

/// What the section asks of the rest of the scenario and the catalog: its option exists and is
/// self-hosted, and its domains on the option's GPU hold at most MAX_CLUSTER_GPUS.
void checkCluster(const Scenario& scenario, const Catalog& catalog, Issues& issues);

/// The cluster section of `scenario`, which has one, as the file spells it: read back to an equal
/// section by readCluster().
[[nodiscard]] nlohmann::ordered_json clusterJson(const Scenario& scenario);

/// The most jobs a simulation draws (arrivals an hour × its hours), which bounds its time and memory.
inline constexpr double MAX_CLUSTER_JOBS = 2'000'000;

} // namespace tco
