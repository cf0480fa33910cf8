#pragma once

#include <compare>

namespace tco {

/// A double that carries its unit in its type.
///
/// Each unit is a distinct instantiation (`Quantity<BytesTag>`, `Quantity<WattsTag>` ...), so a
/// byte count cannot be passed where watts are expected and the compiler rejects `Bytes + Watts`.
/// Construction is explicit and `value()` is the only way out, so every conversion into or out
/// of a unit is written where it happens. Only operations that keep the unit are defined here;
/// operations between units (bytes over bytes per second gives seconds) are free functions next to
/// the units they relate.
template <typename Tag> class Quantity {
public:
    constexpr Quantity() = default;
    constexpr explicit Quantity(double value)
        : m_value(value)
    { }

    [[nodiscard]] constexpr double value() const { return m_value; }

    constexpr Quantity& operator+=(Quantity other)
    {
        m_value += other.m_value;
        return *this;
    }
    constexpr Quantity& operator-=(Quantity other)
    {
        m_value -= other.m_value;
        return *this;
    }

    [[nodiscard]] friend constexpr Quantity operator+(Quantity a, Quantity b) { return Quantity(a.m_value + b.m_value); }
    [[nodiscard]] friend constexpr Quantity operator-(Quantity a, Quantity b) { return Quantity(a.m_value - b.m_value); }
    [[nodiscard]] friend constexpr Quantity operator*(Quantity a, double factor) { return Quantity(a.m_value * factor); }
    [[nodiscard]] friend constexpr Quantity operator*(double factor, Quantity a) { return Quantity(a.m_value * factor); }
    [[nodiscard]] friend constexpr Quantity operator/(Quantity a, double divisor) { return Quantity(a.m_value / divisor); }
    /// The ratio of two quantities of the same unit is a plain number.
    [[nodiscard]] friend constexpr double operator/(Quantity a, Quantity b) { return a.m_value / b.m_value; }

    friend constexpr auto operator<=>(Quantity, Quantity) = default;
    friend constexpr bool operator==(Quantity, Quantity) = default;

private:
    double m_value = 0.0;
};

} // namespace tco
