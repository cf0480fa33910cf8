#include "model/Provenance.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("as_of accepts a year, a month, a day, a quarter or a half-year")
{
    const std::string valid
        = GENERATE(as<std::string>{}, "2026", "2026-11", "2026-11-30", "2024-02-29", "2025-Q4", "2025-Q1", "2023-H2", "2023-H1");
    INFO(valid);
    CHECK(isValidAsOf(valid));
}

TEST_CASE("as_of rejects dates that do not exist and other spellings")
{
    // 2023 is not a leap year; November has 30 days; there is no 13th month, 5th quarter or 3rd half.
    const std::string invalid
        = GENERATE(as<std::string>{}, "2023-02-29", "2026-11-31", "2026-13", "2026-00", "2026-Q5", "2026-Q0", "2026-H3",
                   "26-11-30", "2026/11/30", "2026-1", "2026-11-3", "catalog-undated", "", "2026-11-30T00");
    INFO(invalid);
    CHECK_FALSE(isValidAsOf(invalid));
}

TEST_CASE("A price's age counts from the last day of the period its date names")
{
    using namespace std::chrono;
    CHECK(lastDayOf("2026-07-24") == sys_days(2026y / July / 24));
    CHECK(lastDayOf("2026-07") == sys_days(2026y / July / 31));
    CHECK(lastDayOf("2024-02") == sys_days(2024y / February / 29));
    CHECK(lastDayOf("2026-Q3") == sys_days(2026y / September / 30));
    CHECK(lastDayOf("2026-H1") == sys_days(2026y / June / 30));
    CHECK(lastDayOf("2024") == sys_days(2024y / December / 31));
    CHECK_FALSE(lastDayOf("2026-13"));
    CHECK_FALSE(lastDayOf("yesterday"));
}
