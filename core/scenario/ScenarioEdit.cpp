#include "scenario/ScenarioEdit.h"

#include "json/JsonDocument.h"
#include "scenario/ScenarioJson.h"
#include "text/Utf8.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

/// Whether `key` can name a member of an object that has to be created: nlohmann makes a new
/// container an array instead when the key that follows is all digits (the empty key included),
/// and fills it with nulls up to that index.
bool isObjectKey(const std::string& key)
{
    return key.find_first_not_of("0123456789") != std::string::npos;
}

/// Whether a value can go at `pointer`: the deepest part of its parent the document has must be
/// an object or an array, and what is missing below that only keys of objects to create (an
/// optional section the file left out, such as an option's `serving`). A key the format does not
/// know is then refused by validation, by name.
std::optional<Issue> checkPlace(const json& document, const std::string& written, const json::json_pointer& pointer)
{
    json::json_pointer parent = pointer.parent_pointer();
    bool created = false;
    while (!document.contains(parent)) {
        const std::string& key = parent.back();
        if (!isObjectKey(key))
            return Issue{written, "has no place in this scenario: " + parent.to_string() + " does not exist"};
        parent.pop_back();
        created = true;
    }
    if (created && !isObjectKey(pointer.back()))
        return Issue{written, "has no place in this scenario: " + pointer.parent_pointer().to_string() + " does not exist"};
    const json& deepest = document.at(parent);
    if (deepest.is_object() || (deepest.is_array() && !created))
        return std::nullopt;
    return Issue{written, "has no place in this scenario: " + parent.to_string() + " is not an object"};
}

/// Whether `token` is an array index as RFC 6901 §4 writes one: 0, or digits without a leading
/// zero, and no sign.
bool isArrayIndex(const std::string& token)
{
    return !token.empty() && token.find_first_not_of("0123456789") == std::string::npos && (token == "0" || token.front() != '0');
}

/// The pointer's reference tokens, unescaped, from the root down.
std::vector<std::string> tokensOf(json::json_pointer pointer)
{
    std::vector<std::string> tokens;
    for (; !pointer.empty(); pointer.pop_back())
        tokens.push_back(pointer.back());
    std::ranges::reverse(tokens);
    return tokens;
}

/// Whether every array the pointer passes through is indexed by an element it has: nlohmann
/// would throw on a malformed index, and fill an array with nulls up to one past its end (a
/// billion of them for /api_offers/1000000000). "-", past the end, may only end the pointer of a
/// value to append. What lies below a missing object key is checkPlace()'s to judge.
std::optional<Issue> checkArrayIndices(const json& document, const json::json_pointer& pointer, const std::string& written,
                                       bool removing)
{
    const std::vector<std::string> tokens = tokensOf(pointer);
    const json* current = &document;
    json::json_pointer walked;
    for (std::size_t at = 0; at < tokens.size(); ++at) {
        const std::string& token = tokens[at];
        if (current->is_object()) {
            const auto found = current->find(token);
            if (found == current->end())
                return std::nullopt;
            current = &*found;
        } else if (current->is_array()) {
            const std::string array = walked.to_string();
            const bool last = at + 1 == tokens.size();
            if (token == "-" && last && !removing)
                return std::nullopt;
            if (token != "-" && !isArrayIndex(token)) {
                return Issue{
                    written,
                    fmt::format("has '{}' where {} needs the index of an element: 0, 1, 2 … with no sign or leading zero", token,
                                array)};
            }
            std::size_t index = 0;
            const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
            if (token == "-" || error != std::errc() || index >= current->size()) {
                const std::string has = fmt::format("it has {} element{}", current->size(), current->size() == 1 ? "" : "s");
                if (removing)
                    return Issue{written, fmt::format("names no element of {} to remove: {}", array, has)};
                return Issue{written, fmt::format("names no element of {}: {}; {}/- appends one", array, has, array)};
            }
            current = &(*current)[index];
        } else {
            return std::nullopt;
        }
        walked /= token;
    }
    return std::nullopt;
}

/// Puts one override into the document, or says why it cannot go there.
std::optional<Issue> applyOverride(json& document, const Override& change)
{
    // A scenario is JSON text, which is UTF-8; a command line need not be.
    if (!isValidUtf8(change.pointer))
        return Issue{withInvalidUtf8Replaced(change.pointer), "is not valid UTF-8"};
    if (!isValidUtf8(change.value))
        return Issue{change.pointer, "is given a value that is not valid UTF-8"};
    json::json_pointer pointer;
    try {
        pointer = json::json_pointer(change.pointer);
    } catch (const json::parse_error&) {
        return Issue{change.pointer, "is not a JSON pointer (it starts with '/', like /workload/tokens_per_day)"};
    }
    if (pointer.empty())
        return Issue{change.pointer, "names the whole document; an override replaces one value"};
    json value = json::parse(change.value, nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded())
        value = change.value;
    if (auto issue = checkArrayIndices(document, pointer, change.pointer, value.is_null()))
        return issue;
    const json::json_pointer parent = pointer.parent_pointer();
    if (!value.is_null()) {
        if (const auto issue = checkPlace(document, change.pointer, pointer))
            return issue;
        try {
            document[pointer] = std::move(value);
        } catch (const json::exception&) {
            // The checks above leave nlohmann nothing to refuse; should they miss a case, the
            // edit is refused rather than the program ended.
            return Issue{change.pointer, "has no place in this scenario"};
        }
        return std::nullopt;
    }
    if (!document.contains(parent) || !document.at(parent).is_structured())
        return Issue{change.pointer, "has no place in this scenario: " + parent.to_string() + " is not an object"};
    json& container = document.at(parent);
    if (container.is_object()) {
        eraseKey(container, pointer.back());
        return std::nullopt;
    }
    // An array element, whose index checkArrayIndices() found among the array's.
    const std::string& key = pointer.back();
    std::size_t index = 0;
    std::from_chars(key.data(), key.data() + key.size(), index);
    container.erase(index);
    return std::nullopt;
}

/// The names of one list of options (`self_hosted` or `api_offers`), as far as the document
/// holds them: an entry without a name as an empty one.
std::vector<std::string> optionNames(const json& document, const char* list)
{
    std::vector<std::string> names;
    const auto found = document.find(list);
    if (found == document.end() || !found->is_array())
        return names;
    for (const json& option : *found) {
        const bool named = option.is_object() && option.contains("name") && option["name"].is_string();
        names.push_back(named ? option["name"].get<std::string>() : std::string());
    }
    return names;
}

/// Whether the document names two options in /analysis/compare.
bool comparesOptions(const json& document)
{
    return document.is_object() && document.contains("analysis") && document["analysis"].is_object()
        && document["analysis"].contains("compare") && document["analysis"]["compare"].is_object();
}

/// The name the entry called `name` in a list whose names were `was` and are now `is` has after
/// the edits: the name at its place when the list kept its length, or nothing when the list grew
/// or shrank (the entry was removed).
std::optional<std::string> renamedEntry(const std::vector<std::string>& was, const std::vector<std::string>& is,
                                        const std::string& name)
{
    const auto position = std::ranges::find(was, name);
    if (position == was.end() || was.size() != is.size())
        return std::nullopt;
    return is[static_cast<std::size_t>(position - was.begin())];
}

/// After edits, /analysis/compare follows the options it names: a renamed one (an option whose
/// list kept its length but not the name) by its new name, and a removed one takes the
/// comparison with it, back to the headline's question. A name no option had before is left
/// for validation to report.
void followComparedOptions(const json& before, json& after)
{
    if (!comparesOptions(after))
        return;
    json& names = after["analysis"]["compare"];
    for (const char* key : {"option", "against"}) {
        if (!names.contains(key) || !names[key].is_string())
            continue;
        const std::string name = names[key].get<std::string>();
        for (const char* list : {"self_hosted", "api_offers", "hybrids"}) {
            const std::vector<std::string> was = optionNames(before, list);
            const std::vector<std::string> is = optionNames(after, list);
            if (std::ranges::find(is, name) != is.end())
                break;
            if (std::ranges::find(was, name) == was.end())
                continue;
            const std::optional<std::string> renamed = renamedEntry(was, is, name);
            if (!renamed) {
                after["analysis"].erase("compare");
                return;
            }
            names[key] = *renamed;
            break;
        }
    }
}

/// The cluster's option, by name, when the document has one.
json* clusterOption(json& document)
{
    const auto cluster = document.find("cluster");
    if (cluster == document.end() || !cluster->is_object())
        return nullptr;
    const auto option = cluster->find("option");
    return option != cluster->end() && option->is_string() ? &*option : nullptr;
}

/// After edits, /cluster/option follows its option's new name. A removed option is left for
/// validation to report there: a cluster needs the GPU and price of an option, and which other
/// one would be a guess.
void followClusterOption(const json& before, json& after)
{
    json* option = clusterOption(after);
    if (option == nullptr)
        return;
    const std::vector<std::string> is = optionNames(after, "self_hosted");
    const std::string name = option->get<std::string>();
    if (std::ranges::find(is, name) != is.end())
        return;
    if (const std::optional<std::string> renamed = renamedEntry(optionNames(before, "self_hosted"), is, name))
        *option = *renamed;
}

/// Whether the document has hybrid plans, which name a self-hosted option and an API offer.
bool hasHybrids(const json& document)
{
    return document.is_object() && document.contains("hybrids") && document["hybrids"].is_array() && !document["hybrids"].empty();
}

/// After edits, each hybrid follows the options it is made of: a renamed one by its new name; a
/// removed one takes the hybrid with it, which needs both parts. A name no option had before is
/// left for validation to report.
void followHybridParts(const json& before, json& after)
{
    if (!hasHybrids(after))
        return;
    json& hybrids = after["hybrids"];
    json kept = json::array();
    for (json& hybrid : hybrids) {
        bool whole = true;
        for (const auto& [key, list] : {std::pair{"self_hosted", "self_hosted"}, std::pair{"api_offer", "api_offers"}}) {
            if (!hybrid.is_object() || !hybrid.contains(key) || !hybrid[key].is_string())
                continue;
            const std::string name = hybrid[key].get<std::string>();
            const std::vector<std::string> was = optionNames(before, list);
            const std::vector<std::string> is = optionNames(after, list);
            if (std::ranges::find(is, name) != is.end() || std::ranges::find(was, name) == was.end())
                continue;
            if (const std::optional<std::string> renamed = renamedEntry(was, is, name))
                hybrid[key] = *renamed;
            else
                whole = false;
        }
        if (whole)
            kept.push_back(std::move(hybrid));
    }
    hybrids = std::move(kept);
}

/// A list of the scenario whose entries the analyses' pointers name by index, and the member
/// that tells its entries apart.
struct IndexedList {
    const char* pointer;
    const char* section;
    const char* list;
    const char* key;
};

constexpr std::array INDEXED_LISTS{
    IndexedList{"/self_hosted/", nullptr, "self_hosted", "name"},
    IndexedList{"/api_offers/", nullptr, "api_offers", "name"},
    IndexedList{"/hybrids/", nullptr, "hybrids", "name"},
    IndexedList{"/currency/exchange_rates/", "currency", "exchange_rates", "currency"},
};

/// What tells each entry of `list` apart in `document` (its name, its currency), as far as the
/// document holds them.
std::vector<std::string> entryKeys(const json& document, const IndexedList& list)
{
    const json* holder = &document;
    if (list.section != nullptr) {
        const auto section = document.find(list.section);
        if (section == document.end() || !section->is_object())
            return {};
        holder = &*section;
    }
    std::vector<std::string> keys;
    const auto found = holder->find(list.list);
    if (found == holder->end() || !found->is_array())
        return keys;
    for (const json& entry : *found) {
        const bool keyed = entry.is_object() && entry.contains(list.key) && entry[list.key].is_string();
        keys.push_back(keyed ? entry[list.key].get<std::string>() : std::string());
    }
    return keys;
}

/// What the analyses' pointers name before the edits: each list's keys, to see afterwards which
/// entries moved or went, and the sections an edit can take away from an entry (how an option
/// pays for its GPUs, the fine-tuning run), by their pointers.
struct AnalysisTargets {
    std::array<std::vector<std::string>, INDEXED_LISTS.size()> keys;
    std::vector<std::string> sections;
};

/// The sections of `document` an edit can take away while the entry that holds them stays.
std::vector<std::string> removableSections(const json& document)
{
    std::vector<std::string> sections;
    if (!document.is_object())
        return sections;
    const auto options = document.find("self_hosted");
    if (options != document.end() && options->is_array()) {
        for (std::size_t index = 0; index < options->size(); ++index) {
            for (const char* compute : {"rented", "owned"}) {
                if ((*options)[index].is_object() && (*options)[index].contains(compute))
                    sections.push_back(fmt::format("/self_hosted/{}/{}", index, compute));
            }
        }
    }
    const auto oneTime = document.find("one_time");
    if (oneTime != document.end() && oneTime->is_object() && oneTime->contains("fine_tuning"))
        sections.emplace_back("/one_time/fine_tuning");
    return sections;
}

AnalysisTargets analysisTargets(const json& document)
{
    AnalysisTargets targets;
    for (std::size_t list = 0; list < INDEXED_LISTS.size(); ++list)
        targets.keys[list] = entryKeys(document, INDEXED_LISTS[list]);
    targets.sections = removableSections(document);
    return targets;
}

/// Where each entry of a list went: its new index, or nothing when it was removed. An entry is
/// followed by its key; one whose key is gone from a list that kept its length was renamed in
/// place.
std::vector<std::optional<std::size_t>> entryMoves(const std::vector<std::string>& was, const std::vector<std::string>& is)
{
    std::vector<std::optional<std::size_t>> moves;
    for (std::size_t index = 0; index < was.size(); ++index) {
        const auto found = std::ranges::find(is, was[index]);
        if (found != is.end())
            moves.emplace_back(static_cast<std::size_t>(found - is.begin()));
        else if (was.size() == is.size())
            moves.emplace_back(index);
        else
            moves.emplace_back(std::nullopt);
    }
    return moves;
}

/// `pointer` with the index of the entry of `list` it names moved as `moves` says; nothing
/// when the entry was removed, and the pointer as it is when it names no entry of the list.
std::optional<std::string> movedPointer(const std::string& pointer, const IndexedList& list,
                                        const std::vector<std::optional<std::size_t>>& moves)
{
    const std::string_view prefix = list.pointer;
    if (!pointer.starts_with(prefix))
        return pointer;
    const std::size_t start = prefix.size();
    const std::size_t end = std::min(pointer.find('/', start), pointer.size());
    std::size_t index = 0;
    const auto [last, error] = std::from_chars(pointer.data() + start, pointer.data() + end, index);
    if (error != std::errc() || last != pointer.data() + end || index >= moves.size())
        return pointer;
    if (!moves[index])
        return std::nullopt;
    return fmt::format("{}{}{}", prefix, *moves[index], pointer.substr(end));
}

/// The object `pointer` names a number of: "/self_hosted/0/rented" for its price.
std::string parentOf(const std::string& pointer)
{
    return pointer.substr(0, pointer.rfind('/'));
}

/// After edits, the analyses' pointers (/analysis/ranges, /analysis/distributions, the variants'
/// settings) follow the entries they name, as /analysis/compare follows the options it names:
/// an entry of the options', offers' or exchange rates' lists that moves takes its pointers to
/// its new index, and one that is removed takes its ranges, distributions and settings with it,
/// as does a section the edit took away (rented compute become owned); a variant left with
/// nothing to set goes too. A pointer that named nothing before is left for validation.
void followAnalysisTargets(const AnalysisTargets& before, json& after)
{
    if (!after.is_object() || !after.contains("analysis") || !after["analysis"].is_object())
        return;
    std::vector<std::vector<std::optional<std::size_t>>> moves;
    bool moved = false;
    for (std::size_t list = 0; list < INDEXED_LISTS.size(); ++list) {
        const std::vector<std::string> is = entryKeys(after, INDEXED_LISTS[list]);
        moved = moved || is != before.keys[list];
        moves.push_back(entryMoves(before.keys[list], is));
    }
    const std::vector<std::string> sections = removableSections(after);
    if (!moved && sections == before.sections)
        return;
    // The pointer after the edits, or nothing when what it names went.
    const auto follow = [&](const std::string& pointer) -> std::optional<std::string> {
        std::optional<std::string> followed = pointer;
        for (std::size_t list = 0; list < INDEXED_LISTS.size() && followed; ++list)
            followed = movedPointer(*followed, INDEXED_LISTS[list], moves[list]);
        if (!followed)
            return std::nullopt;
        const bool sectionWent = std::ranges::find(before.sections, parentOf(pointer)) != before.sections.end()
            && std::ranges::find(sections, parentOf(*followed)) == sections.end();
        return sectionWent ? std::nullopt : followed;
    };
    // Keeps the entries of `entries` whose pointers still name something, each followed.
    const auto followAll = [&](json& entries) {
        if (!entries.is_array())
            return;
        json kept = json::array();
        for (json& entry : entries) {
            if (entry.is_object() && entry.contains("pointer") && entry["pointer"].is_string()) {
                const std::optional<std::string> followed = follow(entry["pointer"].get<std::string>());
                if (!followed)
                    continue;
                entry["pointer"] = *followed;
            }
            kept.push_back(std::move(entry));
        }
        entries = std::move(kept);
    };
    json& analysis = after["analysis"];
    for (const char* key : {"ranges", "distributions"}) {
        if (analysis.contains(key))
            followAll(analysis[key]);
    }
    // A correlation follows both its numbers, and goes with either.
    if (analysis.contains("correlations") && analysis["correlations"].is_array()) {
        json kept = json::array();
        for (json& pair : analysis["correlations"]) {
            bool gone = false;
            for (const char* key : {"first", "second"}) {
                if (!pair.is_object() || !pair.contains(key) || !pair[key].is_string())
                    continue;
                const std::optional<std::string> followed = follow(pair[key].get<std::string>());
                if (followed)
                    pair[key] = *followed;
                gone = gone || !followed;
            }
            if (!gone)
                kept.push_back(std::move(pair));
        }
        analysis["correlations"] = std::move(kept);
    }
    if (analysis.contains("variants") && analysis["variants"].is_array()) {
        json kept = json::array();
        for (json& variant : analysis["variants"]) {
            if (variant.is_object() && variant.contains("set")) {
                followAll(variant["set"]);
                if (variant["set"].is_array() && variant["set"].empty())
                    continue;
            }
            kept.push_back(std::move(variant));
        }
        analysis["variants"] = std::move(kept);
    }
}

/// The pointers of the numbers /analysis/distributions draws, as far as the document holds them.
std::vector<std::string> drawnPointers(const json& document)
{
    std::vector<std::string> pointers;
    if (!document.is_object() || !document.contains("analysis") || !document["analysis"].is_object())
        return pointers;
    const json& analysis = document["analysis"];
    if (!analysis.contains("distributions") || !analysis["distributions"].is_array())
        return pointers;
    for (const json& entry : analysis["distributions"]) {
        if (entry.is_object() && entry.contains("pointer") && entry["pointer"].is_string())
            pointers.push_back(entry["pointer"].get<std::string>());
    }
    return pointers;
}

/// After edits, a correlation goes with the distribution of either of its numbers: a pointer
/// that was drawn before and is not now. One that never was is left for validation to report.
void dropUndrawnCorrelations(const std::vector<std::string>& drawnBefore, json& after)
{
    const std::vector<std::string> drawn = drawnPointers(after);
    if (drawn.size() >= drawnBefore.size() || !after.contains("analysis") || !after["analysis"].is_object()
        || !after["analysis"].contains("correlations") || !after["analysis"]["correlations"].is_array())
        return;
    const auto undrawn = [&](const json& pair, const char* key) {
        if (!pair.is_object() || !pair.contains(key) || !pair[key].is_string())
            return false;
        const std::string pointer = pair[key].get<std::string>();
        return std::ranges::find(drawn, pointer) == drawn.end() && std::ranges::find(drawnBefore, pointer) != drawnBefore.end();
    };
    json kept = json::array();
    for (json& pair : after["analysis"]["correlations"]) {
        if (!undrawn(pair, "first") && !undrawn(pair, "second"))
            kept.push_back(std::move(pair));
    }
    after["analysis"]["correlations"] = std::move(kept);
}

} // namespace

void applyOverrides(json& document, std::span<const Override> overrides, Issues& issues)
{
    const bool namesOptions = comparesOptions(document) || clusterOption(document) != nullptr || hasHybrids(document);
    const json before = namesOptions ? document : json();
    const AnalysisTargets targets = analysisTargets(document);
    const std::vector<std::string> drawnBefore = drawnPointers(document);
    for (const Override& change : overrides) {
        if (auto issue = applyOverride(document, change))
            issues.push_back(std::move(*issue));
    }
    if (namesOptions) {
        // Hybrids first: removing one of its parts removes a hybrid, which a comparison may name.
        followHybridParts(before, document);
        followComparedOptions(before, document);
        followClusterOption(before, document);
    }
    followAnalysisTargets(targets, document);
    dropUndrawnCorrelations(drawnBefore, document);
}

std::expected<Scenario, Issues> editScenario(const Scenario& scenario, const Catalog& catalog,
                                             std::span<const Override> overrides)
{
    json document = scenario;
    Issues issues;
    applyOverrides(document, overrides, issues);
    if (!issues.empty())
        return std::unexpected(std::move(issues));
    Scenario edited = readScenario(document, catalog, issues);
    if (!issues.empty())
        return std::unexpected(std::move(issues));
    return edited;
}

} // namespace tco
