#include "scenario/VolumeRange.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("The volume range reaches a hundred times either side of the horizon's volumes, in whole decades")
{
    // 10 M tokens a day, flat: 10^5 to 10^9 lies inside the scale, which stays 10^5 to 10^11.
    CHECK(volumeRange(10e6, 0.0, 36) == VolumeRange{1e5, 1e11});
    CHECK(volumeRange(10e6, 0.0, 36).decades() == 6);
    // The large deployment: 2 B a day growing 2 % a month for 48 months ends at
    // 2e9 × 1.02^47 = 5.07e9; a hundred times that is 5.07e11, whose decade ends at 10^12.
    CHECK(volumeRange(2e9, 0.02, 48) == VolumeRange{1e5, 1e12});
    // 10^13 a day: a hundred times over is 10^15, the most any volume may be.
    CHECK(volumeRange(1e13, 0.0, 12) == VolumeRange{1e5, 1e15});
    CHECK(volumeRange(3e14, 0.0, 12).to == MAX_TOKENS_PER_DAY);
    // 50 tokens a day: a hundredth is 0.5, below the least a plan states (one token a day).
    CHECK(volumeRange(50.0, 0.0, 12) == VolumeRange{1.0, 1e11});
    // Shrinking by half a month for a year: 1e8 × 0.5^11 = 48,828 in the last month, a
    // hundredth of it 488, whose decade starts at 100.
    CHECK(volumeRange(1e8, -0.5, 12) == VolumeRange{100.0, 1e11});
}
