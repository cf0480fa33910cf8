#include "scenario/OptionRef.h"

#include "scenario/Scenario.h"

namespace tco {

std::optional<OptionRef> findOption(const Scenario& scenario, std::string_view name)
{
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        if (scenario.selfHosted[index].name == name)
            return OptionRef{OptionKind::SelfHosted, index};
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index) {
        if (scenario.apiOffers[index].name == name)
            return OptionRef{OptionKind::Api, index};
    }
    for (std::size_t index = 0; index < scenario.hybrids.size(); ++index) {
        if (scenario.hybrids[index].name == name)
            return OptionRef{OptionKind::Hybrid, index};
    }
    return std::nullopt;
}

std::size_t optionPosition(const Scenario& scenario, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted:
        return option.index;
    case OptionKind::Api:
        return scenario.selfHosted.size() + option.index;
    case OptionKind::Hybrid:
        break;
    }
    return scenario.selfHosted.size() + scenario.apiOffers.size() + option.index;
}

OptionRef optionAtPosition(const Scenario& scenario, std::size_t position)
{
    if (position < scenario.selfHosted.size())
        return OptionRef{OptionKind::SelfHosted, position};
    position -= scenario.selfHosted.size();
    if (position < scenario.apiOffers.size())
        return OptionRef{OptionKind::Api, position};
    return OptionRef{OptionKind::Hybrid, position - scenario.apiOffers.size()};
}

std::optional<std::size_t> selfHostedOptionOf(const Scenario& scenario, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted:
        return option.index;
    case OptionKind::Api:
        return std::nullopt;
    case OptionKind::Hybrid:
        break;
    }
    const std::optional<OptionRef> named = findOption(scenario, scenario.hybrids[option.index].selfHosted);
    return named && named->selfHosted() ? std::optional(named->index) : std::nullopt;
}

std::size_t optionCount(const Scenario& scenario)
{
    return scenario.selfHosted.size() + scenario.apiOffers.size() + scenario.hybrids.size();
}

const std::string& optionName(const Scenario& scenario, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted:
        return scenario.selfHosted[option.index].name;
    case OptionKind::Api:
        return scenario.apiOffers[option.index].name;
    case OptionKind::Hybrid:
        break;
    }
    return scenario.hybrids[option.index].name;
}

bool hasCommitment(const Scenario& scenario, OptionRef option)
{
    switch (option.kind) {
    case OptionKind::SelfHosted: {
        const auto* rented = std::get_if<RentedCompute>(&scenario.selfHosted[option.index].compute);
        return rented != nullptr && rented->commitment.has_value();
    }
    case OptionKind::Api:
        return scenario.apiOffers[option.index].commitment.has_value();
    case OptionKind::Hybrid:
        break;
    }
    return false;
}

} // namespace tco
