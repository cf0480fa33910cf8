#include "analysis/InvestmentText.h"

#include "scenario/Scenario.h"
#include "text/Translatable.h"

#include <cmath>
#include <string>

namespace tco {
namespace {

AnswerValue month(int number)
{
    return AnswerValue{AnswerValue::Kind::Text, 0.0, std::to_string(number)};
}

AnswerSentence paybackSentence(const InvestmentCase& investment)
{
    if (!investment.paybackMonth)
        return {TCO_TRANSLATABLE("Answer", "It does not pay for itself within the horizon."), {}};
    if (*investment.paybackMonth == 0)
        return {TCO_TRANSLATABLE("Answer", "It is ahead from the start."), {}};
    if (investment.discountedPaybackMonth == investment.paybackMonth)
        return {TCO_TRANSLATABLE("Answer", "It pays for itself in month %1."), {month(*investment.paybackMonth)}};
    if (!investment.discountedPaybackMonth)
        return {TCO_TRANSLATABLE("Answer", "It pays for itself in month %1, but not with the money discounted."),
                {month(*investment.paybackMonth)}};
    return {TCO_TRANSLATABLE("Answer", "It pays for itself in month %1, or month %2 with the money discounted."),
            {month(*investment.paybackMonth), month(*investment.discountedPaybackMonth)}};
}

} // namespace

std::vector<AnswerSentence> investmentSentences(const Scenario& scenario, const InvestmentCase& investment)
{
    const AnswerValue option{AnswerValue::Kind::Name, 0.0, optionName(scenario, investment.option)};
    const AnswerValue against{AnswerValue::Kind::Name, 0.0, optionName(scenario, investment.against)};
    const AnswerValue worth{AnswerValue::Kind::Money, std::abs(investment.netPresentValue), {}};
    const AnswerValue rate{AnswerValue::Kind::Percent, scenario.discountRatePerYear, {}};
    std::vector<AnswerSentence> sentences;
    sentences.push_back(
        investment.netPresentValue >= 0.0
            ? AnswerSentence{TCO_TRANSLATABLE("Answer", "%1 against %2 saves %3 in today's money, at %4 a year."),
                             {option, against, worth, rate}}
            : AnswerSentence{TCO_TRANSLATABLE("Answer", "%1 against %2 costs %3 more in today's money, at %4 a year."),
                             {option, against, worth, rate}});
    if (investment.rateOfReturnPerYear) {
        sentences.push_back({TCO_TRANSLATABLE("Answer", "Its rate of return is %1 a year."),
                             {AnswerValue{AnswerValue::Kind::Percent, *investment.rateOfReturnPerYear, {}}}});
    }
    sentences.push_back(paybackSentence(investment));
    return sentences;
}

} // namespace tco
