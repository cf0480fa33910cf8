#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

struct Scenario;

/// One option of a scenario: a self-hosted option or an API offer, by its place in its list.
struct OptionRef {
    bool selfHosted = true;
    std::size_t index = 0;

    friend bool operator==(const OptionRef&, const OptionRef&) = default;
};

/// The option named `name` (its name in the scenario, exactly), or nothing.
[[nodiscard]] std::optional<OptionRef> findOption(const Scenario& scenario, std::string_view name);

/// The option's name in the scenario.
[[nodiscard]] const std::string& optionName(const Scenario& scenario, OptionRef option);

} // namespace tco
