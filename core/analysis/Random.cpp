#include "analysis/Random.h"

namespace tco {

Xoshiro256StarStar Xoshiro256StarStar::forStream(std::uint64_t seed, std::uint64_t stream)
{
    SplitMix64 seeder(seed ^ SplitMix64(stream).next());
    return Xoshiro256StarStar({seeder.next(), seeder.next(), seeder.next(), seeder.next()});
}

} // namespace tco
