#include "presenters/CatalogChoices.h"

#include "cost/WeekLoad.h"
#include "presenters/EditorFields.h"
#include "presenters/Formatting.h"
#include "units/Data.h"

#include <QCoreApplication>

#include <cmath>
#include <type_traits>

namespace tco::ui {
namespace {

/// Characters of a source shown under a picker; the tooltip has the rest.
constexpr qsizetype SHORT_SOURCE = 70;
constexpr double BILLION = 1e9;

QString entryText(std::string_view id, const QString& name)
{
    return name.isEmpty()
        ? toQString(id)
        : QCoreApplication::translate("CatalogChoices", "%1 — %2", "catalog id — name").arg(toQString(id), name);
}

QString toolTipOf(const Provenance& provenance)
{
    QString text = toQString(provenance.source);
    if (!provenance.notes.empty())
        text += QStringLiteral("\n\n") + toQString(provenance.notes);
    return text;
}

QString pricingLabel(Pricing pricing)
{
    switch (pricing) {
    case Pricing::OnDemand:
        return QCoreApplication::translate("CatalogChoices", "on demand");
    case Pricing::Spot:
        return QCoreApplication::translate("CatalogChoices", "spot");
    case Pricing::Reserved1Year:
        return QCoreApplication::translate("CatalogChoices", "reserved 1 year");
    case Pricing::Reserved3Year:
        return QCoreApplication::translate("CatalogChoices", "reserved 3 years");
    }
    return {};
}

QString details(const GpuSpec& gpu, const QLocale& locale)
{
    QString text = QCoreApplication::translate("CatalogChoices", "%1 GiB, %2 per server")
                       .arg(formatNumber(locale, inGibibytes(gpu.memory)), locale.toString(gpu.gpusPerServer));
    if (gpu.tdp)
        text += QCoreApplication::translate("CatalogChoices", ", %1 W").arg(locale.toString(gpu.tdp->value(), 'f', 0));
    if (gpu.listPrice)
        text += QCoreApplication::translate("CatalogChoices", ", list price %1").arg(formatMoney(locale, *gpu.listPrice));
    return text;
}

QString details(const ModelSpec& model, const QLocale& locale)
{
    const QString total = formatNumber(locale, std::round(model.totalParameters / BILLION * 10.0) / 10.0);
    const QString context = formatTokens(locale, model.maxContextTokens);
    if (model.moe) {
        const QString active = formatNumber(locale, std::round(model.activeParameters / BILLION * 10.0) / 10.0);
        return QCoreApplication::translate("CatalogChoices", "%1 B parameters, %2 B active, %3 tokens of context")
            .arg(total, active, context);
    }
    return QCoreApplication::translate("CatalogChoices", "%1 B parameters, %2 tokens of context").arg(total, context);
}

QString details(const CloudPrice& price, const QLocale& locale)
{
    return QCoreApplication::translate("CatalogChoices", "%1 per GPU-hour, %2; %3 %4")
        .arg(formatMoney(locale, price.perGpuHour), pricingLabel(price.pricing), toQString(price.provider),
             toQString(price.region))
        .trimmed();
}

QString details(const ApiPrice& price, const QLocale& locale)
{
    QString text = QCoreApplication::translate("CatalogChoices", "input %1, output %2 per 10⁶ tokens")
                       .arg(formatMoney(locale, price.inputPerMillionTokens), formatMoney(locale, price.outputPerMillionTokens));
    if (price.cachedInputPerMillionTokens)
        text += QCoreApplication::translate("CatalogChoices", "; cached %1")
                    .arg(formatMoney(locale, *price.cachedInputPerMillionTokens));
    if (price.batchDiscount)
        text += QCoreApplication::translate("CatalogChoices", "; batch −%1").arg(formatPercent(locale, *price.batchDiscount));
    return text;
}

QString details(const CostFact&, const QLocale&)
{
    return {};
}

QString details(const LoadProfile& profile, const QLocale& locale)
{
    return QCoreApplication::translate("CatalogChoices", "busiest hour %1× the average")
        .arg(formatNumber(locale, std::round(WeekLoad(profile.shape).peak() * 10.0) / 10.0));
}

/// What a picker calls an entry after its id.
QString shownName(const GpuSpec& gpu)
{
    return toQString(gpu.name);
}
QString shownName(const ModelSpec& model)
{
    return toQString(model.name);
}
QString shownName(const CloudPrice& price)
{
    return toQString(price.instance);
}
QString shownName(const ApiPrice& price)
{
    return toQString(price.name);
}
QString shownName(const CostFact& fact)
{
    return toQString(fact.item);
}
QString shownName(const LoadProfile& profile)
{
    return toQString(profile.name);
}

/// Appends a choice for each of `entries`; for cloud prices, only those for `gpuId` when given.
template <typename Entry>
void appendChoices(std::vector<CatalogChoice>& choices, const std::vector<Entry>& entries, const QLocale& locale,
                   std::string_view gpuId = {})
{
    for (const Entry& entry : entries) {
        if constexpr (std::is_same_v<Entry, CloudPrice>) {
            if (!gpuId.empty() && entry.gpuId != gpuId)
                continue;
        }
        choices.push_back(CatalogChoice{entry.id, entryText(entry.id, shownName(entry)), details(entry, locale),
                                        provenanceText(entry.provenance), toolTipOf(entry.provenance)});
    }
}

} // namespace

std::vector<CatalogChoice> catalogChoices(const Catalog& catalog, CatalogSection section, const QLocale& locale,
                                          std::string_view gpuId)
{
    std::vector<CatalogChoice> choices;
    switch (section) {
    case CatalogSection::Gpus:
        appendChoices(choices, catalog.gpus, locale);
        break;
    case CatalogSection::Models:
        appendChoices(choices, catalog.models, locale);
        break;
    case CatalogSection::CloudPrices:
        appendChoices(choices, catalog.cloudPrices, locale, gpuId);
        break;
    case CatalogSection::ApiPrices:
        appendChoices(choices, catalog.apiPrices, locale);
        break;
    case CatalogSection::CostFacts:
        appendChoices(choices, catalog.costFacts, locale);
        break;
    case CatalogSection::LoadProfiles:
        appendChoices(choices, catalog.loadProfiles, locale);
        break;
    }
    return choices;
}

int findChoice(const std::vector<CatalogChoice>& choices, const QString& text)
{
    const QString wanted = text.trimmed();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const CatalogChoice& choice = choices[i];
        if (choice.text.compare(wanted, Qt::CaseInsensitive) == 0
            || (!choice.id.empty() && toQString(choice.id).compare(wanted, Qt::CaseInsensitive) == 0))
            return static_cast<int>(i);
    }
    return -1;
}

int findChoiceById(const std::vector<CatalogChoice>& choices, std::string_view id)
{
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (choices[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

QString provenanceText(const Provenance& provenance)
{
    QString source = toQString(provenance.source);
    if (source.size() > SHORT_SOURCE)
        source = source.first(SHORT_SOURCE).trimmed() + QChar(0x2026);
    // Paths and URLs have no spaces: let a narrow label break them after their separators.
    const QChar zeroWidthSpace(0x200B);
    for (const QChar separator : {QLatin1Char('/'), QLatin1Char('@'), QLatin1Char(':'), QLatin1Char('_')})
        source.replace(separator, QString(separator) + zeroWidthSpace);
    const QString asOf = provenance.estimate
        ? QCoreApplication::translate("CatalogChoices", "as of %1, estimate").arg(toQString(provenance.asOf))
        : QCoreApplication::translate("CatalogChoices", "as of %1").arg(toQString(provenance.asOf));
    if (source.isEmpty())
        return asOf;
    return QCoreApplication::translate("CatalogChoices", "%1 · %2", "as of date · source").arg(asOf, source);
}

} // namespace tco::ui
