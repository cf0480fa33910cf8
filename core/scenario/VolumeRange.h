#pragma once

#include "units/Tokens.h"

namespace tco {

struct Scenario;

/// The daily volumes, in tokens a day, that a scenario's break-even searches, volume charts and
/// searches over the volume span.
struct VolumeRange {
    double from = SCALE_MIN_TOKENS_PER_DAY;
    double to = SCALE_MAX_TOKENS_PER_DAY;

    /// Whole powers of ten from `from` to `to`.
    [[nodiscard]] int decades() const;

    friend bool operator==(const VolumeRange&, const VolumeRange&) = default;
};

/// Whole decades from a hundredth of the least daily volume of a horizon of `months` (starting
/// at `tokensPerDay`, growing by `monthlyGrowth` a month) to a hundred times its most, never
/// narrower than the scale from a team's trial to a large product (SCALE_MIN_TOKENS_PER_DAY to
/// SCALE_MAX_TOKENS_PER_DAY), within one token a day and MAX_TOKENS_PER_DAY. So a question about
/// today's volume, and about ten times it, is answered inside the range, and so are the volumes
/// the horizon reaches.
[[nodiscard]] VolumeRange volumeRange(double tokensPerDay, double monthlyGrowth, int months);

/// The range of `scenario`'s workload and horizon.
[[nodiscard]] VolumeRange volumeRange(const Scenario& scenario);

} // namespace tco
