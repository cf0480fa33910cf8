#include "scenario/Translations.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>

namespace tco {

bool isLanguageCode(std::string_view code)
{
    return code.size() >= 2 && code.size() <= 3 && std::ranges::all_of(code, [](char c) { return c >= 'a' && c <= 'z'; });
}

std::vector<std::string*> translatableTexts(Scenario& scenario)
{
    std::vector<std::string*> texts{&scenario.name};
    if (!scenario.description.empty())
        texts.push_back(&scenario.description);
    for (Variant& variant : scenario.analysis.variants)
        texts.push_back(&variant.name);
    for (DriverDistribution& entry : scenario.analysis.distributions) {
        if (!entry.reason.empty())
            texts.push_back(&entry.reason);
    }
    return texts;
}

void checkTranslations(const Scenario& scenario, Issues& issues)
{
    for (const auto& [language, texts] : scenario.translations) {
        const std::string place = appendKey("/translations", language);
        if (!isLanguageCode(language))
            issues.push_back({place, "is not a language code: two or three lowercase letters, as \"es\" or \"de\""});
        else if (language == scenario.language)
            issues.push_back(
                {place,
                 fmt::format("translates the file into its own language (\"{}\"); its texts are already in it", language)});
        for (const auto& [text, translation] : texts) {
            if (text.empty() || translation.empty())
                issues.push_back({appendKey(place, text), "must not be empty: each text and its translation have some words"});
        }
    }
}

Scenario inLanguage(Scenario scenario, std::string_view language)
{
    const auto found = scenario.translations.find(language);
    if (language == scenario.language || found == scenario.translations.end())
        return scenario;
    std::map<std::string, std::string> into = std::move(found->second);
    scenario.translations.erase(found);
    std::map<std::string, std::string>& back = scenario.translations[scenario.language];
    for (std::string* text : translatableTexts(scenario)) {
        const auto translation = into.find(*text);
        if (translation == into.end())
            continue;
        back[translation->second] = *text;
        *text = translation->second;
    }
    if (back.empty())
        scenario.translations.erase(scenario.language);
    scenario.language = std::string(language);
    return scenario;
}

} // namespace tco
