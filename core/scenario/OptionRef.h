#pragma once

#include "json/EnumNames.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

struct Scenario;

/// The kinds of option a scenario compares, each a list of its own.
enum class OptionKind {
    SelfHosted,
    Api,
    /// A self-hosted fleet for the base of the load and an API offer for the rest.
    Hybrid,
};

/// How reports and the command line spell each kind.
inline constexpr std::array OPTION_KIND_NAMES{
    EnumName<OptionKind>{OptionKind::SelfHosted, "self_hosted"},
    EnumName<OptionKind>{OptionKind::Api, "api"},
    EnumName<OptionKind>{OptionKind::Hybrid, "hybrid"},
};

/// One option of a scenario: a self-hosted option, an API offer or a hybrid plan, by its place
/// in its list.
struct OptionRef {
    OptionKind kind = OptionKind::SelfHosted;
    std::size_t index = 0;

    [[nodiscard]] bool selfHosted() const { return kind == OptionKind::SelfHosted; }

    friend bool operator==(const OptionRef&, const OptionRef&) = default;
};

/// The option named `name` (its name in the scenario, exactly), or nothing.
[[nodiscard]] std::optional<OptionRef> findOption(const Scenario& scenario, std::string_view name);

/// The option's place in the order every output lists the scenario's options in: self-hosted
/// options, API offers, then hybrid plans.
[[nodiscard]] std::size_t optionPosition(const Scenario& scenario, OptionRef option);

/// The option at `position` in that order (less than optionCount()).
[[nodiscard]] OptionRef optionAtPosition(const Scenario& scenario, std::size_t position);

/// How many options the scenario has, of every kind.
[[nodiscard]] std::size_t optionCount(const Scenario& scenario);

/// The self-hosted option whose GPUs the option runs: itself, or a hybrid's; nothing for an API
/// offer (or a hybrid naming no self-hosted option of the scenario).
[[nodiscard]] std::optional<std::size_t> selfHostedOptionOf(const Scenario& scenario, OptionRef option);

/// Whether the option commits to something for a term: a rented option's reservation, an API
/// offer's promised spend (a hybrid plan's parts may have neither).
[[nodiscard]] bool hasCommitment(const Scenario& scenario, OptionRef option);

/// The option's name in the scenario.
[[nodiscard]] const std::string& optionName(const Scenario& scenario, OptionRef option);

} // namespace tco
