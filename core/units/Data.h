#pragma once

#include "units/Quantity.h"
#include "units/Time.h"

namespace tco {

/// Memory sizes in bytes. Vendors quote HBM capacity in binary units and bandwidth in decimal
/// units (an "80 GB" H100 holds 80 GiB and moves 3.35 TB/s = 3.35e12 B/s), so both helpers exist.
using Bytes = Quantity<struct BytesTag>;
/// Memory or link bandwidth in bytes per second.
using BytesPerSecond = Quantity<struct BytesPerSecondTag>;

inline constexpr double BYTES_PER_GIB = 1024.0 * 1024.0 * 1024.0;

[[nodiscard]] constexpr Bytes gibibytes(double gib)
{
    return Bytes(gib * BYTES_PER_GIB);
}
[[nodiscard]] constexpr double inGibibytes(Bytes bytes)
{
    return bytes.value() / BYTES_PER_GIB;
}

[[nodiscard]] constexpr BytesPerSecond terabytesPerSecond(double tb)
{
    return BytesPerSecond(tb * 1e12);
}
[[nodiscard]] constexpr BytesPerSecond gigabytesPerSecond(double gb)
{
    return BytesPerSecond(gb * 1e9);
}
[[nodiscard]] constexpr double inGigabytesPerSecond(BytesPerSecond rate)
{
    return rate.value() / 1e9;
}

/// How long moving `amount` takes at `rate`.
[[nodiscard]] constexpr Seconds operator/(Bytes amount, BytesPerSecond rate)
{
    return Seconds(amount.value() / rate.value());
}

} // namespace tco
