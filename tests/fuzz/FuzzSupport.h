#pragma once

#include "catalog/Catalog.h"
#include "scenario/Scenario.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tco::fuzz {

/// The embedded catalog, loaded once for the whole run.
[[nodiscard]] const Catalog& embeddedCatalog();

[[nodiscard]] inline std::string_view textOf(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

/// Aborts, which libFuzzer reports as a crash with its input, unless `scenario` written as a
/// document reads back without a problem: what the programs save, they can open.
void requireRoundTrip(const Scenario& scenario, const Catalog& catalog);

} // namespace tco::fuzz
