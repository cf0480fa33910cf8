#include "cost/Finance.h"

#include <catch2/catch.hpp>

#include <array>
#include <numeric>

using namespace tco;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

// Microsoft's documentation of Excel's NPV, IRR, DDB and VDB functions gives worked examples
// (support.microsoft.com: "NPV function", "IRR function", "DDB function", "VDB function"); the
// cases below are theirs, to the cents and tenths of a percent they print.

TEST_CASE("Present value matches Excel's NPV example, whose first flow falls a period from now")
{
    // NPV(10 %, −10,000, 3,000, 4,200, 6,800) = 1,188.44: −10,000 / 1.1 + 3,000 / 1.21
    // + 4,200 / 1.331 + 6,800 / 1.4641. Excel discounts its first value one period; here flow 0 is today's.
    const std::array<double, 5> flows{0.0, -10'000.0, 3'000.0, 4'200.0, 6'800.0};
    CHECK_THAT(presentValue(flows, 0.10), WithinAbs(1'188.44, 0.005));
    // At no discount the present value is the plain sum: 4,000.
    CHECK(presentValue(flows, 0.0) == 4'000.0);
}

TEST_CASE("The internal rate of return matches Excel's IRR example after two, four and five years")
{
    // A business costing 70,000 earns 12,000, 15,000, 18,000, 21,000 and 26,000 in its first
    // five years: IRR after five years 8.7 %, after four −2.1 %, after two −44.4 %.
    const std::array<double, 6> flows{-70'000.0, 12'000.0, 15'000.0, 18'000.0, 21'000.0, 26'000.0};
    const auto fiveYears = internalRateOfReturn(flows);
    const auto fourYears = internalRateOfReturn(std::span(flows).first(5));
    const auto twoYears = internalRateOfReturn(std::span(flows).first(3));
    REQUIRE(fiveYears);
    REQUIRE(fourYears);
    REQUIRE(twoYears);
    CHECK_THAT(*fiveYears, WithinAbs(0.087, 0.0005));
    CHECK_THAT(*fourYears, WithinAbs(-0.021, 0.0005));
    CHECK_THAT(*twoYears, WithinAbs(-0.444, 0.0005));
    // The rate found zeroes the present value: to a millionth of the investment.
    CHECK_THAT(presentValue(flows, *fiveYears), WithinAbs(0.0, 0.07));
}

TEST_CASE("A rate of return is given only when the flows allow exactly one")
{
    // Nothing invested, or nothing earned: no rate makes the value zero.
    CHECK_FALSE(internalRateOfReturn(std::array{100.0, 50.0}));
    CHECK_FALSE(internalRateOfReturn(std::array{-100.0, -50.0}));
    // −100, +230, −132 has two rates, 10 % and 20 % (−100 + 230 v − 132 v² = 0 at v = 1/1.1 and
    // 1/1.2), and its running sum −100, 130, −2 crosses zero twice: none is the answer.
    CHECK_FALSE(internalRateOfReturn(std::array{-100.0, 230.0, -132.0}));
    // −100, +50, −10, +80 changes sign three times, but its running sum −100, −50, −60, +20 crosses
    // zero once: one positive rate, about 8.61 % (−100 + 50 v − 10 v² + 80 v³ = 0 at v = 0.9207).
    const auto rate = internalRateOfReturn(std::array{-100.0, 50.0, -10.0, 80.0});
    REQUIRE(rate);
    CHECK_THAT(presentValue(std::array{-100.0, 50.0, -10.0, 80.0}, *rate), WithinAbs(0.0, 1e-9));
    CHECK_THAT(*rate, WithinAbs(0.0861, 0.0005));
}

TEST_CASE("The payback period is when the running sum turns positive for good")
{
    // Excel's IRR example: the running sum −58,000, −43,000, −25,000, −4,000 turns +22,000 in year 5.
    const std::array<double, 6> flows{-70'000.0, 12'000.0, 15'000.0, 18'000.0, 21'000.0, 26'000.0};
    CHECK(paybackPeriod(flows, 0.0) == 5u);
    // At 5 % the years' present values are 11,428.57, 13,605.44, 15,549.22, 17,276.62 and
    // 20,371.75: 57,859.85 after four years, 78,231.60 after five, so still year 5.
    CHECK(paybackPeriod(flows, 0.05) == 5u);
    // At 10 % they sum to 67,316.68, short of 70,000: it never pays back.
    CHECK_FALSE(paybackPeriod(flows, 0.10));
    // A sum that dips below zero again later pays back only after the dip: 0, then −5, then +10.
    CHECK(paybackPeriod(std::array{10.0, -15.0, 15.0}, 0.0) == 2u);
    CHECK(paybackPeriod(std::array{10.0, 5.0}, 0.0) == 0u);
    CHECK_FALSE(paybackPeriod(std::span<const double>{}, 0.0));
}

TEST_CASE("Declining-balance depreciation matches Excel's DDB and VDB examples")
{
    // A 2,400 machine worth 300 after 10 years.
    DepreciationTerms terms{.cost = 2'400.0, .residual = 300.0, .periods = 120, .method = DepreciationMethod::DecliningBalance};
    const std::vector<double> monthly = depreciationSchedule(terms);
    // DDB(2400, 300, 120, 1) = 40.00: 2,400 × 2 / 120.
    CHECK_THAT(monthly[0], WithinAbs(40.00, 0.005));
    // VDB(2400, 300, 120, 6, 18) = 396.31: months 7 to 18.
    CHECK_THAT(std::accumulate(monthly.begin() + 6, monthly.begin() + 18, 0.0), WithinAbs(396.31, 0.005));
    // Over the life it depreciates exactly to the residual value.
    CHECK_THAT(std::accumulate(monthly.begin(), monthly.end(), 0.0), WithinRel(2'100.0, 1e-12));

    terms.factor = 1.5;
    // VDB(2400, 300, 120, 6, 18, 1.5) = 311.81.
    const std::vector<double> slower = depreciationSchedule(terms);
    CHECK_THAT(std::accumulate(slower.begin() + 6, slower.begin() + 18, 0.0), WithinAbs(311.81, 0.005));

    terms.periods = 10;
    terms.factor = 2.0;
    // DDB(2400, 300, 10, 1) = 480.00 in the first year; by year 10 the switch to straight-line
    // leaves 22.12 (book 322.12 after nine years of 20 % a year, down to 300).
    const std::vector<double> yearly = depreciationSchedule(terms);
    CHECK_THAT(yearly[0], WithinAbs(480.00, 0.005));
    CHECK_THAT(yearly[9], WithinAbs(22.12, 0.005));
    terms.factor = 1.5;
    // DDB(2400, 300, 10, 2, 1.5) = 306.00: (2,400 − 360) × 15 %.
    CHECK_THAT(depreciationSchedule(terms)[1], WithinAbs(306.00, 0.005));
}

TEST_CASE("Straight-line depreciation spreads cost less residual evenly")
{
    // (450,000 − 45,000) / 60 months = 6,750 a month.
    const std::vector<double> schedule = depreciationSchedule(
        {.cost = 450'000.0, .residual = 45'000.0, .periods = 60, .method = DepreciationMethod::StraightLine});
    REQUIRE(schedule.size() == 60u);
    CHECK(schedule.front() == 6'750.0);
    CHECK(schedule.back() == 6'750.0);
}

TEST_CASE("Monthly and yearly rates convert by compounding")
{
    // 1 % a month compounds to 1.01^12 − 1 = 12.6825 % a year.
    CHECK_THAT(yearlyFromMonthly(0.01), WithinAbs(0.126825, 5e-7));
    CHECK_THAT(monthlyFromYearly(yearlyFromMonthly(0.01)), WithinRel(0.01, 1e-12));
    // A price falling 30 % a year falls 2.9286 % a month: 0.7^(1/12) = 0.970714.
    CHECK_THAT(monthlyFromYearly(-0.30), WithinAbs(-0.029286, 5e-7));
}
