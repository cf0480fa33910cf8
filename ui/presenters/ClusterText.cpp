#include "presenters/ClusterText.h"

#include "presenters/Formatting.h"
#include "units/Time.h"

#include <QCoreApplication>

#include <cmath>

namespace tco::ui {
namespace {

/// Whether the study's domains are racks of several nodes rather than single servers.
bool domainsAreRacks(const ClusterStudy& study)
{
    return study.shape.gpusPerDomain > study.gpusPerNode;
}

} // namespace

QString policyTitle(SchedulingPolicy policy)
{
    switch (policy) {
    case SchedulingPolicy::Naive:
        return QCoreApplication::translate("Cluster", "Naive first fit");
    case SchedulingPolicy::RackAware:
        return QCoreApplication::translate("Cluster", "Rack-aware");
    case SchedulingPolicy::Defragment:
        return QCoreApplication::translate("Cluster", "Rack-aware with defragmentation");
    }
    return {};
}

QString policyInSentence(SchedulingPolicy policy)
{
    switch (policy) {
    case SchedulingPolicy::Naive:
        return QCoreApplication::translate("Cluster", "naive first fit");
    case SchedulingPolicy::RackAware:
        return QCoreApplication::translate("Cluster", "rack-aware placement");
    case SchedulingPolicy::Defragment:
        return QCoreApplication::translate("Cluster", "rack-aware placement with defragmentation");
    }
    return {};
}

QString jobKindTitle(ClusterJobKind kind)
{
    switch (kind) {
    case ClusterJobKind::Inference:
        return QCoreApplication::translate("Cluster", "Serving");
    case ClusterJobKind::Training:
        return QCoreApplication::translate("Cluster", "Training");
    case ClusterJobKind::FineTuning:
        return QCoreApplication::translate("Cluster", "Fine-tuning");
    case ClusterJobKind::Interactive:
        return QCoreApplication::translate("Cluster", "Development");
    }
    return {};
}

QString domainCount(const QLocale& locale, const ClusterStudy& study, double domains, int decimals)
{
    const QString count = formatNumber(locale, domains, decimals);
    // A fraction reads as plural, in English, Spanish and German alike.
    const bool one = decimals == 0 && domains == 1.0;
    if (domainsAreRacks(study))
        return (one ? QCoreApplication::translate("Cluster", "%1 rack") : QCoreApplication::translate("Cluster", "%1 racks"))
            .arg(count);
    return (one ? QCoreApplication::translate("Cluster", "%1 server") : QCoreApplication::translate("Cluster", "%1 servers"))
        .arg(count);
}

QString clusterDescription(const QLocale& locale, const ClusterStudy& study)
{
    return QCoreApplication::translate("Cluster",
                                       "%1 of %2 GPUs, %3 × %4, at %5 per GPU-hour (“%6”). %7 jobs over %8 days, seed %9.")
        .arg(domainCount(locale, study, study.shape.domains, 0), formatCount(locale, study.shape.gpusPerDomain),
             formatCount(locale, study.shape.gpus()), toQString(study.gpuName),
             formatMoney(locale, Money{study.pricePerGpuHour, study.currency}), toQString(study.option),
             formatCount(locale, static_cast<std::int64_t>(study.jobs.size())),
             formatNumber(locale, study.days, study.days == std::floor(study.days) ? 0 : 1), QString::number(study.seed));
}

QString worthSentence(const QLocale& locale, const ClusterStudy& study, const PolicyWorth& worth)
{
    const double gpus = std::abs(worth.domains) * study.shape.gpusPerDomain;
    const QString domains = domainCount(locale, study, std::abs(worth.domains), 1);
    const QString money = formatMoney(locale, Money{std::abs(worth.perYear), study.currency});
    if (worth.domains >= 0.0)
        return QCoreApplication::translate("Cluster", "%1 keeps %2 more (%3 GPUs) usefully busy than %4: worth %5 a year.")
            .arg(policyTitle(worth.better), domains, formatWhole(locale, gpus), policyInSentence(worth.baseline), money);
    return QCoreApplication::translate("Cluster", "%1 keeps %2 fewer (%3 GPUs) usefully busy than %4: %5 a year less.")
        .arg(policyTitle(worth.better), domains, formatWhole(locale, gpus), policyInSentence(worth.baseline), money);
}

QStringList policyFigureHeaders()
{
    return {QCoreApplication::translate("Cluster", "Usable"),
            QCoreApplication::translate("Cluster", "Busy"),
            QCoreApplication::translate("Cluster", "Stranded"),
            QCoreApplication::translate("Cluster", "Wait p50 / p95"),
            QCoreApplication::translate("Cluster", "Lost to\nplacement"),
            QCoreApplication::translate("Cluster", "Preemptions"),
            QCoreApplication::translate("Cluster", "Scheduler\nefficiency"),
            QCoreApplication::translate("Cluster", "Per useful\nGPU-hour")};
}

QStringList policyFigures(const QLocale& locale, const ClusterStudy& study, const PolicyOutcome& outcome)
{
    const PolicyRun& run = outcome.run;
    return {formatPercent(locale, run.usableShare),
            formatPercent(locale, run.busyShare),
            formatPercent(locale, run.strandedShare),
            QCoreApplication::translate("Cluster", "%1 / %2 h")
                .arg(formatNumber(locale, run.waitP50Hours, 1), formatNumber(locale, run.waitP95Hours, 1)),
            formatPercent(locale, run.crossDomainSlowdown),
            formatCount(locale, run.preemptions),
            outcome.schedulerEfficiency ? formatPercent(locale, *outcome.schedulerEfficiency) : QStringLiteral("–"),
            outcome.costPerUsefulGpuHour ? formatMoney(locale, Money{*outcome.costPerUsefulGpuHour, study.currency})
                                         : QCoreApplication::translate("Cluster", "none useful")};
}

QString simulationTime(const QLocale& locale, double hour)
{
    constexpr auto HOURS_IN_A_DAY = static_cast<int>(HOURS_PER_DAY);
    const int whole = static_cast<int>(std::floor(hour));
    return QCoreApplication::translate("Cluster", "Day %1, %2:00")
        .arg(locale.toString(whole / HOURS_IN_A_DAY + 1),
             QStringLiteral("%1").arg(whole % HOURS_IN_A_DAY, 2, 10, QLatin1Char('0')));
}

} // namespace tco::ui
