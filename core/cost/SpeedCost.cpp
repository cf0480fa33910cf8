#include "cost/SpeedCost.h"

#include "cost/Evaluation.h"
#include "cost/MonthlyTokens.h"
#include "cost/SelfHostedCost.h"

#include <cstdint>

namespace tco {

std::vector<SpeedCostPoint> speedAgainstCost(const PreparedScenario& prepared, std::size_t option,
                                             std::span<const FrontierPoint> frontier)
{
    const PreparedSelfHosted& selfHosted = prepared.selfHosted[option];
    const RequestShape& shape = selfHosted.sizing.shape;
    const FleetCostLine line = fleetCostLine(selfHosted, prepared.staffing, oneTimePerMonth(prepared));
    const double monthlyTokens = prepared.tokensPerDay.value() * DAYS_PER_MONTH;
    std::vector<SpeedCostPoint> points;
    points.reserve(frontier.size());
    for (const FrontierPoint& point : frontier) {
        PreparedLayout layout;
        layout.replica.feasible = true;
        layout.replica.layout = point.layout;
        layout.replica.served = point.outputPerGpu * (point.layout.gpus() * (shape.input + shape.output) / shape.output);
        layout.capacityPerDay = plannedTokensPerDay(layout.replica, selfHosted.peakFactor, selfHosted.sizing.assumptions);
        if (!servesEnoughForAFleet(layout.replica, layout.capacityPerDay))
            continue;
        const std::int64_t gpus = fleetGpusFor(selfHosted, layout, replicasNeeded(layout, prepared.tokensPerDay.value()));
        SpeedCostPoint priced{point.perUser, line.at(gpus) / monthlyTokens * TOKENS_PER_MILLION,
                              point.perUser, point.timeToFirstToken,
                              point.layout,  gpus};
        // A faster configuration that costs less serves this speed too.
        if (!points.empty() && points.back().costPerMillionTokens <= priced.costPerMillionTokens) {
            priced = points.back();
            priced.perUser = point.perUser;
        }
        points.push_back(priced);
    }
    return points;
}

} // namespace tco
