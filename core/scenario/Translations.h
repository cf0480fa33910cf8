#pragma once

#include "json/Issue.h"
#include "scenario/Scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

/// A member of a scenario whose text is prose a file may translate (docs/scenario-format.md,
/// "translations"): what people read, never a name another member refers to. Option names are
/// left out for that reason: /analysis/compare names options by them.
struct TranslatablePlace {
    enum class Member { Name, Description, VariantName, DistributionReason };

    Member member = Member::Name;
    /// The variant's or the distribution's index.
    std::size_t index = 0;
};

/// The place `pointer` names: "/name", "/description", "/analysis/variants/<i>/name" or
/// "/analysis/distributions/<i>/reason"; nothing for any other pointer.
[[nodiscard]] std::optional<TranslatablePlace> translatablePlace(std::string_view pointer);

/// Whether `code` is a language code as a scenario writes one: ISO 639, two or three lowercase
/// letters ("es", "de", "ast").
[[nodiscard]] bool isLanguageCode(std::string_view code);

/// The text at `place` of the scenario, or of its JSON document; nullptr where the scenario has
/// no such entry (an index past the end, a distribution without a reason).
[[nodiscard]] const std::string* translatableText(const Scenario& scenario, const TranslatablePlace& place);
[[nodiscard]] std::string* translatableText(Scenario& scenario, const TranslatablePlace& place);
[[nodiscard]] const nlohmann::ordered_json* translatableText(const nlohmann::ordered_json& document,
                                                             const TranslatablePlace& place);

/// Reports each translation that is not of a text the scenario has, at
/// /translations/<language>/<pointer>, and a translation into the file's own language.
void checkTranslations(const Scenario& scenario, Issues& issues);

/// `scenario` with its prose in `language` wherever the file translates it into that language.
/// The texts replaced become the translations into the file's former language, so that switching
/// back gives the file as it was. Unchanged when `language` is the file's own or one the file
/// has no translation into.
[[nodiscard]] Scenario inLanguage(Scenario scenario, std::string_view language);

/// After an edit of the document `after`, drops each translation of a text the edit changed or
/// removed: a translation is of one text, and an old one must never stand for a new text.
void dropEditedTranslations(const nlohmann::ordered_json& before, nlohmann::ordered_json& after);

} // namespace tco
