#pragma once

#include "analysis/Answer.h"
#include "cost/MoneyOverTime.h"

#include <vector>

namespace tco {

struct Scenario;

/// An investment case (investmentCase()) in sentences of the answer's kind, for every front end
/// to write in its language: what the option saves or costs against the other in today's money,
/// its rate of return where one fits, and when it pays for itself.
[[nodiscard]] std::vector<AnswerSentence> investmentSentences(const Scenario& scenario, const InvestmentCase& investment);

} // namespace tco
