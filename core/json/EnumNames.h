#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace tco {

/// The spelling of one enumerator in a document.
template <typename Enum> struct EnumName {
    Enum value;
    std::string_view name;
};

/// The document spelling of `value` in `names`.
template <typename Enum, std::size_t N>
[[nodiscard]] constexpr std::string_view nameOf(Enum value, const std::array<EnumName<Enum>, N>& names)
{
    for (const EnumName<Enum>& entry : names) {
        if (entry.value == value)
            return entry.name;
    }
    return {};
}

/// The enumerator `name` spells in `names`, or nothing when it spells none.
template <typename Enum, std::size_t N>
[[nodiscard]] constexpr std::optional<Enum> valueNamed(std::string_view name, const std::array<EnumName<Enum>, N>& names)
{
    for (const EnumName<Enum>& entry : names) {
        if (entry.name == name)
            return entry.value;
    }
    return std::nullopt;
}

} // namespace tco
