#pragma once

#include "json/Issue.h"
#include "scenario/Scenario.h"

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/// Whether `code` is a language code as a scenario writes one: ISO 639, two or three lowercase
/// letters ("es", "de", "ast").
[[nodiscard]] bool isLanguageCode(std::string_view code);

/// The texts of a scenario that are prose a file may translate (docs/scenario-format.md,
/// "translations"): its name and description, its variants' names and its distributions'
/// reasons; what people read, never a name another member refers to. Option names are left out
/// for that reason: /analysis/compare and the command line name options by them.
[[nodiscard]] std::vector<std::string*> translatableTexts(Scenario& scenario);

/// Reports a language code that is not one, a translation into the file's own language and an
/// empty translation, each at its place under /translations.
void checkTranslations(const Scenario& scenario, Issues& issues);

/// `scenario` with each translatable text that the file translates into `language` replaced by
/// its translation. A translation is of one text, by its words: a text edited since no longer
/// matches it and stays as written, so an old translation never stands for a new text. The texts
/// replaced become the translations, back into the file's former language, of what replaced
/// them, so that switching back gives the file as it was. Unchanged when `language` is the
/// file's own or one the file has no translation into.
[[nodiscard]] Scenario inLanguage(Scenario scenario, std::string_view language);

} // namespace tco
