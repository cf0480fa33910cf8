#pragma once

#include "model/Provenance.h"

#include <array>
#include <cstddef>
#include <string>

namespace tco {

inline constexpr std::size_t HOURS_IN_DAY = 24;
inline constexpr std::size_t DAYS_IN_WEEK = 7;
inline constexpr std::size_t HOURS_IN_WEEK = HOURS_IN_DAY * DAYS_IN_WEEK;

/// How a week's traffic is spread: the relative rate through each hour of a day, in the users'
/// local time from midnight, and the relative volume of each day from Monday to Sunday. Only the
/// ratios matter: every day has the hours' shape, scaled to its volume.
struct LoadShape {
    std::array<double, HOURS_IN_DAY> hours{};
    std::array<double, DAYS_IN_WEEK> days{};

    friend bool operator==(const LoadShape&, const LoadShape&) = default;
};

/// A load shape measured or stated somewhere, which scenarios name by id.
struct LoadProfile {
    std::string id;
    std::string name;
    LoadShape shape;
    Provenance provenance;

    friend bool operator==(const LoadProfile&, const LoadProfile&) = default;
};

} // namespace tco
