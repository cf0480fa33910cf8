#include "scenario/Translations.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

struct IndexedMember {
    std::string_view list;
    std::string_view key;
    TranslatablePlace::Member member;
};

constexpr std::array INDEXED_MEMBERS{
    IndexedMember{"/analysis/variants/", "/name", TranslatablePlace::Member::VariantName},
    IndexedMember{"/analysis/distributions/", "/reason", TranslatablePlace::Member::DistributionReason},
};

/// The index of an RFC 6901 array token: digits without a leading zero.
std::optional<std::size_t> arrayIndex(std::string_view token)
{
    if (token.empty() || (token.size() > 1 && token.front() == '0'))
        return std::nullopt;
    std::size_t index = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return index;
}

const json* member(const json& object, std::string_view key)
{
    if (!object.is_object())
        return nullptr;
    const auto found = object.find(key);
    return found == object.end() ? nullptr : &*found;
}

const json* element(const json* array, std::size_t index)
{
    return array != nullptr && array->is_array() && index < array->size() ? &(*array)[index] : nullptr;
}

} // namespace

std::optional<TranslatablePlace> translatablePlace(std::string_view pointer)
{
    if (pointer == "/name")
        return TranslatablePlace{TranslatablePlace::Member::Name, 0};
    if (pointer == "/description")
        return TranslatablePlace{TranslatablePlace::Member::Description, 0};
    for (const IndexedMember& indexed : INDEXED_MEMBERS) {
        if (!pointer.starts_with(indexed.list) || !pointer.ends_with(indexed.key)
            || pointer.size() <= indexed.list.size() + indexed.key.size())
            continue;
        const std::string_view token
            = pointer.substr(indexed.list.size(), pointer.size() - indexed.list.size() - indexed.key.size());
        if (const std::optional<std::size_t> index = arrayIndex(token))
            return TranslatablePlace{indexed.member, *index};
    }
    return std::nullopt;
}

bool isLanguageCode(std::string_view code)
{
    return code.size() >= 2 && code.size() <= 3 && std::ranges::all_of(code, [](char c) { return c >= 'a' && c <= 'z'; });
}

const std::string* translatableText(const Scenario& scenario, const TranslatablePlace& place)
{
    const std::vector<Variant>& variants = scenario.analysis.variants;
    const std::vector<DriverDistribution>& distributions = scenario.analysis.distributions;
    switch (place.member) {
    case TranslatablePlace::Member::Name:
        return &scenario.name;
    case TranslatablePlace::Member::Description:
        return scenario.description.empty() ? nullptr : &scenario.description;
    case TranslatablePlace::Member::VariantName:
        return place.index < variants.size() ? &variants[place.index].name : nullptr;
    case TranslatablePlace::Member::DistributionReason:
        return place.index < distributions.size() && !distributions[place.index].reason.empty()
            ? &distributions[place.index].reason
            : nullptr;
    }
    return nullptr;
}

std::string* translatableText(Scenario& scenario, const TranslatablePlace& place)
{
    return const_cast<std::string*>(translatableText(std::as_const(scenario), place));
}

const json* translatableText(const json& document, const TranslatablePlace& place)
{
    const json* analysis = member(document, "analysis");
    const json* text = nullptr;
    switch (place.member) {
    case TranslatablePlace::Member::Name:
        text = member(document, "name");
        break;
    case TranslatablePlace::Member::Description:
        text = member(document, "description");
        break;
    case TranslatablePlace::Member::VariantName:
        if (const json* variant = element(analysis ? member(*analysis, "variants") : nullptr, place.index))
            text = member(*variant, "name");
        break;
    case TranslatablePlace::Member::DistributionReason:
        if (const json* entry = element(analysis ? member(*analysis, "distributions") : nullptr, place.index))
            text = member(*entry, "reason");
        break;
    }
    return text != nullptr && text->is_string() ? text : nullptr;
}

void checkTranslations(const Scenario& scenario, Issues& issues)
{
    for (const auto& [language, texts] : scenario.translations) {
        const std::string place = appendKey("/translations", language);
        if (language == scenario.language) {
            issues.push_back({place,
                              fmt::format("translates the file into its own language (\"{}\"); its texts are "
                                          "already in it",
                                          language)});
            continue;
        }
        for (const auto& [pointer, text] : texts) {
            const std::optional<TranslatablePlace> translatable = translatablePlace(pointer);
            if (!translatable)
                issues.push_back({appendKey(place, pointer),
                                  "is not a text a scenario translates: /name, /description, "
                                  "/analysis/variants/<i>/name or /analysis/distributions/<i>/reason"});
            else if (translatableText(scenario, *translatable) == nullptr)
                issues.push_back({appendKey(place, pointer), "translates a text this scenario does not have"});
        }
    }
}

Scenario inLanguage(Scenario scenario, std::string_view language)
{
    const auto found = scenario.translations.find(language);
    if (language == scenario.language || found == scenario.translations.end())
        return scenario;
    std::map<std::string, std::string> texts = std::move(found->second);
    scenario.translations.erase(found);
    std::map<std::string, std::string>& former = scenario.translations[scenario.language];
    for (auto& [pointer, text] : texts) {
        // A file checkTranslations() refused never gets here; a pointer is skipped rather than trusted.
        const std::optional<TranslatablePlace> place = translatablePlace(pointer);
        std::string* own = place ? translatableText(scenario, *place) : nullptr;
        if (own != nullptr)
            former[pointer] = std::exchange(*own, std::move(text));
    }
    scenario.language = std::string(language);
    return scenario;
}

void dropEditedTranslations(const json& before, json& after)
{
    if (!after.is_object() || !after.contains("translations") || !after["translations"].is_object())
        return;
    json& translations = after["translations"];
    for (auto language = translations.begin(); language != translations.end();) {
        if (language->is_object()) {
            for (auto entry = language->begin(); entry != language->end();) {
                const std::optional<TranslatablePlace> place = translatablePlace(entry.key());
                const json* was = place ? translatableText(before, *place) : nullptr;
                const json* is = place ? translatableText(after, *place) : nullptr;
                // A pointer that named no text before is left for validation to report.
                const bool edited = was != nullptr && (is == nullptr || *is != *was);
                entry = edited ? language->erase(entry) : std::next(entry);
            }
        }
        language = language->is_object() && language->empty() ? translations.erase(language) : std::next(language);
    }
    if (translations.empty())
        after.erase("translations");
}

} // namespace tco
