#include "units/Compute.h"
#include "units/Data.h"
#include "units/Tokens.h"

#include <catch2/catch.hpp>

#include <type_traits>

using namespace tco;

TEST_CASE("Quantities of one unit add, scale and compare")
{
    const Bytes weights = gibibytes(70.0);
    const Bytes cache = gibibytes(10.0);
    CHECK((weights + cache) == gibibytes(80.0));
    CHECK((weights - cache) == gibibytes(60.0));
    CHECK((cache * 3.0) == gibibytes(30.0));
    CHECK((3.0 * cache) == gibibytes(30.0));
    CHECK((weights / 2.0) == gibibytes(35.0));
    // The ratio of two byte counts is a plain number: 70 GiB / 10 GiB = 7.
    CHECK((weights / cache) == 7.0);
    CHECK(cache < weights);
}

TEST_CASE("Quantities of different units do not mix")
{
    STATIC_REQUIRE_FALSE(std::is_convertible_v<double, Bytes>);
    STATIC_REQUIRE_FALSE(std::is_convertible_v<Bytes, double>);
    STATIC_REQUIRE_FALSE(std::is_convertible_v<Tokens, TokensPerDay>);
    STATIC_REQUIRE_FALSE(std::is_constructible_v<Bytes, BytesPerSecond>);
}

TEST_CASE("Vendor units convert to bytes and operations")
{
    // An "80 GB" H100 holds 80 GiB: 80 × 2^30 = 85,899,345,920 bytes.
    CHECK(gibibytes(80.0).value() == 85'899'345'920.0);
    CHECK(inGibibytes(Bytes(85'899'345'920.0)) == 80.0);
    // Bandwidth and throughput are decimal: 3.35 TB/s = 3.35e12 B/s, 900 GB/s = 9e11 B/s, 989 TFLOP/s = 9.89e14.
    CHECK(terabytesPerSecond(3.35).value() == 3.35e12);
    CHECK(gigabytesPerSecond(900.0).value() == 9e11);
    CHECK(teraOpsPerSecond(989.0).value() == 9.89e14);
}
