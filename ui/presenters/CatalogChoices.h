#pragma once

#include "catalog/Catalog.h"

#include <QLocale>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace tco::ui {

/// One entry a catalog picker offers.
struct CatalogChoice {
    /// The catalog id; empty for the entry that names none ("typed-in price").
    std::string id;
    /// What the picker lists and searches: "h100-sxm — H100 SXM5 80GB".
    QString text;
    /// The figures the entry brings, for the line under the picker: "3.50 USD per GPU-hour, on demand".
    QString details;
    /// Where the figures come from and when they were true: "as of 2026-H2 · AWS price list".
    QString provenance;
    /// The whole source and notes, for a tooltip.
    QString provenanceToolTip;
};

/// The entries of a catalog section for a picker, in catalog order; cloud prices only for
/// `gpuId` when it is given.
[[nodiscard]] std::vector<CatalogChoice> catalogChoices(const Catalog& catalog, CatalogSection section, const QLocale& locale,
                                                        std::string_view gpuId = {});

/// The index of the choice `text` picks out: an entry's id or its whole text, ignoring case; or
/// -1 when none does.
[[nodiscard]] int findChoice(const std::vector<CatalogChoice>& choices, const QString& text);

/// The index of the choice with `id`, or -1.
[[nodiscard]] int findChoiceById(const std::vector<CatalogChoice>& choices, std::string_view id);

/// A catalog figure's origin in one short line: "as of 2026-H2 (estimate) · ECB reference rate".
[[nodiscard]] QString provenanceText(const Provenance& provenance);

} // namespace tco::ui
