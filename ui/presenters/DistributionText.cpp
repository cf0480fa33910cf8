#include "presenters/DistributionText.h"

#include "presenters/Formatting.h"

#include <QCoreApplication>

namespace tco::ui {

QString distributionKindLabel(DistributionKind kind)
{
    switch (kind) {
    case DistributionKind::Uniform:
        return QCoreApplication::translate("DistributionText", "Uniform");
    case DistributionKind::Triangular:
        return QCoreApplication::translate("DistributionText", "Triangular");
    case DistributionKind::Normal:
        return QCoreApplication::translate("DistributionText", "Normal");
    case DistributionKind::Lognormal:
        return QCoreApplication::translate("DistributionText", "Lognormal");
    case DistributionKind::Pert:
        return QCoreApplication::translate("DistributionText", "PERT");
    }
    return {};
}

QString distributionSummary(const Distribution& distribution, const Driver* driver)
{
    const auto value = [driver](double number) {
        return driver != nullptr ? formatInputValue(QLocale(), *driver, number) : formatDriverValue(QLocale(), number);
    };
    switch (distribution.kind) {
    case DistributionKind::Uniform:
        return QCoreApplication::translate("DistributionText", "%1 to %2")
            .arg(value(distribution.minimum), value(distribution.maximum));
    case DistributionKind::Triangular:
    case DistributionKind::Pert:
        return QCoreApplication::translate("DistributionText", "%1 to %2, most likely %3")
            .arg(value(distribution.minimum), value(distribution.maximum), value(distribution.mode));
    case DistributionKind::Normal:
        return QCoreApplication::translate("DistributionText", "mean %1, standard deviation %2")
            .arg(value(distribution.mean), value(distribution.standardDeviation));
    case DistributionKind::Lognormal:
        return QCoreApplication::translate("DistributionText", "typically %1, above %2 one time in ten")
            .arg(value(distribution.median), value(distribution.percentile90));
    }
    return {};
}

} // namespace tco::ui
