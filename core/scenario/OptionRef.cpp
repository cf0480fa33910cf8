#include "scenario/OptionRef.h"

#include "scenario/Scenario.h"

namespace tco {

std::optional<OptionRef> findOption(const Scenario& scenario, std::string_view name)
{
    for (std::size_t index = 0; index < scenario.selfHosted.size(); ++index) {
        if (scenario.selfHosted[index].name == name)
            return OptionRef{true, index};
    }
    for (std::size_t index = 0; index < scenario.apiOffers.size(); ++index) {
        if (scenario.apiOffers[index].name == name)
            return OptionRef{false, index};
    }
    return std::nullopt;
}

const std::string& optionName(const Scenario& scenario, OptionRef option)
{
    return option.selfHosted ? scenario.selfHosted[option.index].name : scenario.apiOffers[option.index].name;
}

} // namespace tco
