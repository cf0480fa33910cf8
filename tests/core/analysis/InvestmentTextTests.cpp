#include "analysis/InvestmentText.h"

#include "scenario/Scenario.h"

#include <catch2/catch.hpp>

using namespace tco;

namespace {

Scenario twoOptions()
{
    Scenario scenario;
    scenario.discountRatePerYear = 0.08;
    scenario.selfHosted.emplace_back().name = "Owned";
    scenario.apiOffers.emplace_back().name = "API";
    return scenario;
}

std::vector<std::string> english(const Scenario& scenario, const InvestmentCase& investment)
{
    return englishSentences(investmentSentences(scenario, investment), "EUR");
}

} // namespace

TEST_CASE("An investment case says what it saves, its rate of return and when it pays for itself")
{
    const Scenario scenario = twoOptions();
    InvestmentCase investment{OptionRef{OptionKind::SelfHosted, 0}, OptionRef{OptionKind::Api, 0}, 8'231.52, 0.0866, 5, 6};
    CHECK(english(scenario, investment)
          == std::vector<std::string>{"Owned against API saves 8,232 EUR in today's money, at 8.0% a year.",
                                      "Its rate of return is 8.7% a year.",
                                      "It pays for itself in month 5, or month 6 with the money discounted."});

    // A loss is said as a cost, without a sign; no rate, and no payback, are said as such.
    investment.netPresentValue = -2'683.31;
    investment.rateOfReturnPerYear.reset();
    investment.discountedPaybackMonth.reset();
    CHECK(english(scenario, investment)
          == std::vector<std::string>{"Owned against API costs 2,683 EUR more in today's money, at 8.0% a year.",
                                      "It pays for itself in month 5, but not with the money discounted."});
    investment.paybackMonth.reset();
    CHECK(english(scenario, investment).back() == "It does not pay for itself within the horizon.");
    investment.paybackMonth = 0;
    investment.discountedPaybackMonth = 0;
    CHECK(english(scenario, investment).back() == "It is ahead from the start.");
    investment.paybackMonth = 7;
    investment.discountedPaybackMonth = 7;
    CHECK(english(scenario, investment).back() == "It pays for itself in month 7.");
}
