#include "units/Money.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("Currency codes are three capital letters")
{
    const auto euro = Currency::fromCode("EUR");
    REQUIRE(euro);
    CHECK(euro->code() == "EUR");
    CHECK(Currency::usd().code() == "USD");
    CHECK(Currency::fromCode("JPY") != Currency::fromCode("EUR"));

    CHECK_FALSE(Currency::fromCode("eur"));
    CHECK_FALSE(Currency::fromCode("EURO"));
    CHECK_FALSE(Currency::fromCode("EU"));
    CHECK_FALSE(Currency::fromCode(""));
    CHECK_FALSE(Currency::fromCode("E1R"));
}

TEST_CASE("Money compares amount and currency")
{
    const Currency euro = *Currency::fromCode("EUR");
    CHECK(Money{6000.0, euro} == Money{6000.0, euro});
    CHECK_FALSE(Money{6000.0, euro} == Money{6000.0, Currency::usd()});
    CHECK_FALSE(Money{6000.0, euro} == Money{6000.5, euro});
}
