#include "text/EnglishNumbers.h"
#include "text/Placeholders.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace tco;

TEST_CASE("Amounts, volumes and multiples read as English writes them")
{
    CHECK(englishAmount(3.5) == "3.50");
    CHECK(englishAmount(99.994) == "99.99");
    CHECK(englishAmount(12'137.08) == "12,137");
    CHECK(englishAmount(-1'234'567.4) == "-1,234,567");

    // Counts keep every digit: a sequence of 100,001,000 tokens is not "100001000".
    CHECK(englishCount(64) == "64");
    CHECK(englishCount(100'001'000) == "100,001,000");
    CHECK(englishCount(-1'000) == "-1,000");

    CHECK(englishTokens(500) == "500");
    CHECK(englishTokens(250'000) == "250 k");
    CHECK(englishTokens(39'869'709.6) == "39.9 M");
    CHECK(englishTokens(2.5e9) == "2.5 B");
    CHECK(englishTokens(1.234e13) == "12.3 T");
    // The most there is, 10^15 a day: grouped, not "1e+03 T".
    CHECK(englishTokens(1e15) == "1,000 T");

    CHECK(englishMultiple(3.987) == "4");
    CHECK(englishMultiple(0.3987) == "0.4");
    CHECK(englishMultiple(0.37) == "0.37");
    CHECK(englishMultiple(507.2) == "507");
    CHECK(englishMultiple(2'057.4) == "2,057");
    // 39.87 M against 2 × 10^14: decimals, never an exponent.
    CHECK(englishMultiple(39'869'709.6 / 2e14) == "0.0000002");
}

TEST_CASE("Placeholders take their values in one pass")
{
    const std::vector<std::string> values{"first", "%2 stays", "third"};
    CHECK(fillPlaceholders("%1, %2 and %3", values) == "first, %2 stays and third");
    // A translation may put the values in another order.
    CHECK(fillPlaceholders("%3 before %1", values) == "third before first");
    // Without a value, and any other percent sign, the text is kept as it is.
    CHECK(fillPlaceholders("%4 is 50% of %", values) == "%4 is 50% of %");
}
