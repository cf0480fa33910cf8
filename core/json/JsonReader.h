#pragma once

#include "json/EnumNames.h"
#include "json/Issue.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tco {

/// The range a number read from a document must fall in, whether it must be whole, and whether
/// it is a share of a whole (0.3 for 30 %), which people read and type as a percentage.
///
/// Every number has an upper bound: a value no real deployment reaches (10³⁰ tokens a day) is a
/// mistake, and refusing it keeps overflow and absurd results out of every calculation.
struct NumberRule {
    double minimum = 0.0;
    bool minimumExclusive = false;
    double maximum = 0.0;
    bool wholeNumber = false;
    bool share = false;
};

namespace rules {

/// Greater than zero, at most `maximum`.
[[nodiscard]] constexpr NumberRule positive(double maximum)
{
    return {0.0, true, maximum, false};
}
/// Zero or more, at most `maximum`.
[[nodiscard]] constexpr NumberRule nonNegative(double maximum)
{
    return {0.0, false, maximum, false};
}
/// From `minimum` to `maximum`, both included.
[[nodiscard]] constexpr NumberRule between(double minimum, double maximum)
{
    return {minimum, false, maximum, false};
}
/// A share from 0 to 1, both included.
[[nodiscard]] constexpr NumberRule fraction()
{
    return {0.0, false, 1.0, false};
}
/// `rule`, for a share of a whole.
[[nodiscard]] constexpr NumberRule share(NumberRule rule)
{
    rule.share = true;
    return rule;
}
/// A whole number from `minimum` to `maximum`, both included.
[[nodiscard]] constexpr NumberRule count(double minimum, double maximum)
{
    return {minimum, false, maximum, true};
}

} // namespace rules

enum class Presence { Required, Optional };

/// Reads one JSON object field by field, collecting every problem with its JSON pointer.
///
/// A read that fails records an issue and returns a neutral value, so reading goes on and one
/// pass reports every problem in the document; callers discard the result when any issue was
/// recorded, so a neutral value never escapes. Each read also records its key as known, and
/// rejectUnknownKeys() reports the rest: in a hand-edited file an unknown key is almost always a
/// misspelt known one, and silently ignoring it would silently use a default instead.
class ObjectReader {
public:
    /// Reads `value`, found at `pointer` in its document; reports into `issues` if it is not an object.
    ObjectReader(const nlohmann::ordered_json& value, std::string pointer, Issues& issues);

    [[nodiscard]] bool isObject() const { return m_isObject; }
    [[nodiscard]] const std::string& pointer() const { return m_pointer; }
    [[nodiscard]] std::string pointerTo(std::string_view key) const { return appendKey(m_pointer, key); }
    [[nodiscard]] Issues& issues() { return m_issues; }
    /// Whether the key is present (even as null). Does not mark it as known.
    [[nodiscard]] bool contains(std::string_view key) const;
    /// The object's keys, in the document's order, for an object whose keys are data (a map from
    /// language codes to texts). Does not mark them as known.
    [[nodiscard]] std::vector<std::string> keys() const;
    /// How many items the array at `key` holds; 0 when the key holds no array. Reading does not
    /// record the key: this sizes a container before array() reads it.
    [[nodiscard]] std::size_t arraySize(std::string_view key) const;
    /// Records a problem with the value at `key`.
    void report(std::string_view key, std::string message);

    [[nodiscard]] double number(std::string_view key, const NumberRule& rule);
    [[nodiscard]] double number(std::string_view key, const NumberRule& rule, double fallback);
    /// A key that must be present and may be null, as catalog fields whose absence is a fact.
    [[nodiscard]] std::optional<double> nullableNumber(std::string_view key, const NumberRule& rule);
    /// A key that may be absent or null.
    [[nodiscard]] std::optional<double> optionalNumber(std::string_view key, const NumberRule& rule);

    /// The array of exactly `count` numbers at `key`, each checked against `rule` and reported at
    /// its own pointer ("/hours/3"); zeros where the array or an item is wrong.
    [[nodiscard]] std::vector<double> numbers(std::string_view key, std::size_t count, const NumberRule& rule);
    [[nodiscard]] int integer(std::string_view key, const NumberRule& rule);
    [[nodiscard]] int integer(std::string_view key, const NumberRule& rule, int fallback);
    [[nodiscard]] std::optional<int> nullableInteger(std::string_view key, const NumberRule& rule);
    [[nodiscard]] std::optional<int> optionalInteger(std::string_view key, const NumberRule& rule);

    /// A required, non-empty string.
    [[nodiscard]] std::string string(std::string_view key);
    [[nodiscard]] std::string string(std::string_view key, std::string_view fallback);
    [[nodiscard]] std::optional<std::string> nullableString(std::string_view key);

    [[nodiscard]] bool boolean(std::string_view key);
    [[nodiscard]] bool boolean(std::string_view key, bool fallback);

    /// One of `names`, required.
    template <typename Enum, std::size_t N>
    [[nodiscard]] Enum choice(std::string_view key, const std::array<EnumName<Enum>, N>& names)
    {
        return names[choiceIndex(key, spellings(names), Presence::Required).value_or(0)].value;
    }
    /// One of `names`, or `fallback` when absent.
    template <typename Enum, std::size_t N>
    [[nodiscard]] Enum choice(std::string_view key, const std::array<EnumName<Enum>, N>& names, Enum fallback)
    {
        const auto index = choiceIndex(key, spellings(names), Presence::Optional);
        return index ? names[*index].value : fallback;
    }
    /// One of `names`, or nothing when absent.
    template <typename Enum, std::size_t N>
    [[nodiscard]] std::optional<Enum> optionalChoice(std::string_view key, const std::array<EnumName<Enum>, N>& names)
    {
        const auto index = choiceIndex(key, spellings(names), Presence::Optional);
        return index ? std::optional<Enum>(names[*index].value) : std::nullopt;
    }

    /// Reads the object at `key` with `read(ObjectReader&)`, then rejects its unknown keys.
    template <typename Read> void object(std::string_view key, Presence presence, Read&& read)
    {
        if (const nlohmann::ordered_json* child = find(key, presence, "an object")) {
            ObjectReader reader(*child, pointerTo(key), m_issues);
            if (reader.isObject()) {
                read(reader);
                reader.rejectUnknownKeys();
            }
        }
    }

    /// Reads the object at `key` with `read(ObjectReader&)` unless it is null; the key must be
    /// present, since in a catalog a missing section and "none" are different statements.
    /// Returns whether an object was there.
    template <typename Read> bool nullableObject(std::string_view key, Read&& read)
    {
        const nlohmann::ordered_json* child = find(key, Presence::Required, "an object or null");
        if (child == nullptr || isNull(*child))
            return false;
        ObjectReader reader(*child, pointerTo(key), m_issues);
        if (reader.isObject()) {
            read(reader);
            reader.rejectUnknownKeys();
        }
        return true;
    }

    /// Reads each object of the array at `key` with `read(ObjectReader&, index)`.
    template <typename Read>
    void array(std::string_view key, Presence presence, std::size_t minItems, std::size_t maxItems, Read&& read)
    {
        const nlohmann::ordered_json* items = findArray(key, presence, minItems, maxItems);
        if (items == nullptr)
            return;
        const std::string arrayPointer = pointerTo(key);
        for (std::size_t index = 0; index < itemCount(*items); ++index) {
            ObjectReader reader(item(*items, index), appendIndex(arrayPointer, index), m_issues);
            if (reader.isObject()) {
                read(reader, index);
                reader.rejectUnknownKeys();
            }
        }
    }

    /// Reports every key no read asked for, with the nearest known key as a hint.
    void rejectUnknownKeys();

private:
    template <typename Enum, std::size_t N>
    static std::array<std::string_view, N> spellings(const std::array<EnumName<Enum>, N>& names)
    {
        std::array<std::string_view, N> words{};
        for (std::size_t i = 0; i < N; ++i)
            words[i] = names[i].name;
        return words;
    }

    /// Index of the spelling found at `key`; nothing when absent (reported if required) or wrong (reported).
    std::optional<std::size_t> choiceIndex(std::string_view key, std::span<const std::string_view> words, Presence presence);
    /// The value at `key`, marked as known; nullptr when absent, after reporting if required.
    const nlohmann::ordered_json* find(std::string_view key, Presence presence, std::string_view expected);
    /// The value at `key`, marked as known; nullptr when absent.
    const nlohmann::ordered_json* lookup(std::string_view key);
    void reportMissing(std::string_view key, std::string_view expected);
    const nlohmann::ordered_json* findArray(std::string_view key, Presence presence, std::size_t minItems, std::size_t maxItems);
    static bool isNull(const nlohmann::ordered_json& value);
    static std::size_t itemCount(const nlohmann::ordered_json& array);
    static const nlohmann::ordered_json& item(const nlohmann::ordered_json& array, std::size_t index);
    std::optional<double> checkedNumber(std::string_view key, const nlohmann::ordered_json& value, const NumberRule& rule);

    const nlohmann::ordered_json& m_value;
    std::string m_pointer;
    Issues& m_issues;
    bool m_isObject = false;
    std::vector<std::string> m_knownKeys;
};

/// Describes a JSON value for an error message: its text, shortened when long.
[[nodiscard]] std::string describeValue(const nlohmann::ordered_json& value);

} // namespace tco
