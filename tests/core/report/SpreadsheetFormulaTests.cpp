#include "report/SpreadsheetFormula.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("Cell addresses in A1 notation", "[xlsx]")
{
    CHECK(cellReference(0, 0) == "A1");
    CHECK(cellReference(6, 2) == "C7");
    CHECK(cellReference(0, 25) == "Z1");
    CHECK(cellReference(0, 26) == "AA1");
    CHECK(cellReference(9, 51) == "AZ10");
    CHECK(cellReference(0, 16'383) == "XFD1");
    CHECK(absoluteReference("Inputs", 6, 2) == "Inputs!$C$7");
}

TEST_CASE("Defined names that neither program could take for a cell", "[xlsx]")
{
    for (const char* name :
         {"tokens_per_day", "option_1_price_per_gpu_hour", "api_2_batch_discount", "usd_per_eur", "rate", "cost"})
        CHECK(isValidDefinedName(name));
    // Cells in A1 notation: column API, row 1; column XFD, row 1048576.
    for (const char* name : {"api1", "opt1", "a1", "xfd1048576"})
        CHECK_FALSE(isValidDefinedName(name));
    // Rows, columns and cells in R1C1 notation.
    for (const char* name : {"r", "c", "r1", "c12", "r1c1", "rc"})
        CHECK_FALSE(isValidDefinedName(name));
    // Upper case (LibreOffice and Excel compare names without case), other characters, a leading digit.
    for (const char* name : {"", "Tokens", "price-per-hour", "price per hour", "1st_option", "_hidden"})
        CHECK_FALSE(isValidDefinedName(name));
}

TEST_CASE("Amounts convert into the display currency through the exchange rates' names", "[xlsx]")
{
    const Currency usd = Currency::usd();
    const Currency eur = *Currency::fromCode("EUR");
    const Currency gbp = *Currency::fromCode("GBP");
    CHECK(exchangeRateName(eur) == "usd_per_eur");
    CHECK(inDisplayCurrency("price", eur, eur) == "price");
    CHECK(inDisplayCurrency("price", usd, eur) == "price/usd_per_eur");
    CHECK(inDisplayCurrency("price", eur, usd) == "price*usd_per_eur");
    // Through USD: 100 GBP at 1.33 USD each, in EUR at 1.25 USD each, is 100 × 1.33 / 1.25 EUR.
    CHECK(inDisplayCurrency("price", gbp, eur) == "price*usd_per_gbp/usd_per_eur");
}
