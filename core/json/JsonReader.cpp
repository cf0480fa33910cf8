#include "json/JsonReader.h"

#include "text/NearestMatch.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

constexpr std::size_t MAX_DESCRIBED_LENGTH = 40;

/// A bound as people write it: 240 and 0.99 as they are, 1e+15 rather than sixteen digits.
std::string bound(double value)
{
    constexpr double LARGEST_WRITTEN_OUT = 1e7;
    return std::abs(value) < LARGEST_WRITTEN_OUT ? fmt::format("{}", value) : fmt::format("{:g}", value);
}

std::string expectation(const NumberRule& rule)
{
    const std::string kind = rule.wholeNumber ? "a whole number" : "a number";
    if (rule.minimum == 0.0 && rule.minimumExclusive)
        return fmt::format("{} greater than 0 and at most {}", kind, bound(rule.maximum));
    return fmt::format("{} from {} to {}", kind, bound(rule.minimum), bound(rule.maximum));
}

std::string violation(const NumberRule& rule, double value)
{
    if (rule.wholeNumber && value != std::floor(value))
        return "must be a whole number";
    if (rule.minimumExclusive ? value <= rule.minimum : value < rule.minimum) {
        if (rule.minimum == 0.0)
            return rule.minimumExclusive ? "must be a positive number" : "must not be negative";
        return fmt::format("must be {} {}", rule.minimumExclusive ? "greater than" : "at least", bound(rule.minimum));
    }
    if (value > rule.maximum)
        return fmt::format("must be at most {}", bound(rule.maximum));
    return {};
}

} // namespace

std::string describeValue(const json& value)
{
    // The shortest text that reads back as the same number: 1e+09 rather than 1000000000.0.
    if (value.is_number_float())
        return fmt::format("{}", value.get<double>());
    std::string text = value.dump();
    if (text.size() > MAX_DESCRIBED_LENGTH) {
        text.resize(MAX_DESCRIBED_LENGTH);
        text += "…";
    }
    return text;
}

ObjectReader::ObjectReader(const json& value, std::string pointer, Issues& issues)
    : m_value(value)
    , m_pointer(std::move(pointer))
    , m_issues(issues)
    , m_isObject(value.is_object())
{
    if (!m_isObject)
        m_issues.push_back({m_pointer, fmt::format("must be an object, got {}", describeValue(value))});
}

bool ObjectReader::contains(std::string_view key) const
{
    return m_isObject && m_value.contains(key);
}

std::vector<std::string> ObjectReader::keys() const
{
    std::vector<std::string> names;
    if (m_isObject) {
        for (const auto& [key, value] : m_value.items())
            names.push_back(key);
    }
    return names;
}

std::size_t ObjectReader::arraySize(std::string_view key) const
{
    if (!m_isObject)
        return 0;
    const auto found = m_value.find(key);
    return found != m_value.end() && found->is_array() ? found->size() : 0;
}

void ObjectReader::report(std::string_view key, std::string message)
{
    m_issues.push_back({pointerTo(key), std::move(message)});
}

const json* ObjectReader::lookup(std::string_view key)
{
    m_knownKeys.emplace_back(key);
    const auto found = m_value.find(key);
    return found == m_value.end() ? nullptr : &*found;
}

void ObjectReader::reportMissing(std::string_view key, std::string_view expected)
{
    report(key, fmt::format("is missing; expected {}", expected));
}

const json* ObjectReader::find(std::string_view key, Presence presence, std::string_view expected)
{
    const json* value = lookup(key);
    if (value == nullptr && presence == Presence::Required)
        reportMissing(key, expected);
    return value;
}

std::optional<double> ObjectReader::checkedNumber(std::string_view key, const json& value, const NumberRule& rule)
{
    // Booleans are not numbers here, although nlohmann would convert them.
    if (!value.is_number()) {
        report(key, fmt::format("must be {}, got {}", expectation(rule), describeValue(value)));
        return std::nullopt;
    }
    const double number = value.get<double>();
    if (const std::string problem = violation(rule, number); !problem.empty()) {
        report(key, fmt::format("{}, got {}", problem, describeValue(value)));
        return std::nullopt;
    }
    return number;
}

double ObjectReader::number(std::string_view key, const NumberRule& rule)
{
    // What a number must be is written out only for a message: reading is the common case.
    const json* value = lookup(key);
    if (value == nullptr) {
        reportMissing(key, expectation(rule));
        return 0.0;
    }
    return checkedNumber(key, *value, rule).value_or(0.0);
}

std::vector<double> ObjectReader::numbers(std::string_view key, std::size_t count, const NumberRule& rule)
{
    std::vector<double> result(count, 0.0);
    const json* items = findArray(key, Presence::Required, count, count);
    if (items == nullptr)
        return result;
    const std::string arrayPointer = pointerTo(key);
    for (std::size_t index = 0; index < count; ++index) {
        const json& item = (*items)[index];
        std::string problem;
        if (!item.is_number())
            problem = fmt::format("must be {}, got {}", expectation(rule), describeValue(item));
        else if (const std::string outside = violation(rule, item.get<double>()); !outside.empty())
            problem = fmt::format("{}, got {}", outside, describeValue(item));
        if (problem.empty())
            result[index] = item.get<double>();
        else
            m_issues.push_back({appendIndex(arrayPointer, index), std::move(problem)});
    }
    return result;
}

double ObjectReader::number(std::string_view key, const NumberRule& rule, double fallback)
{
    const json* value = lookup(key);
    return value == nullptr ? fallback : checkedNumber(key, *value, rule).value_or(fallback);
}

std::optional<double> ObjectReader::nullableNumber(std::string_view key, const NumberRule& rule)
{
    const json* value = lookup(key);
    if (value == nullptr)
        reportMissing(key, expectation(rule) + " or null");
    if (value == nullptr || value->is_null())
        return std::nullopt;
    return checkedNumber(key, *value, rule);
}

std::optional<double> ObjectReader::optionalNumber(std::string_view key, const NumberRule& rule)
{
    const json* value = lookup(key);
    if (value == nullptr || value->is_null())
        return std::nullopt;
    return checkedNumber(key, *value, rule);
}

namespace {

NumberRule wholeNumberRule(NumberRule rule)
{
    // Every count the documents hold fits an int; the clamp keeps the cast below defined.
    rule.wholeNumber = true;
    rule.maximum = std::min(rule.maximum, static_cast<double>(std::numeric_limits<int>::max()));
    return rule;
}

std::optional<int> toInteger(std::optional<double> value)
{
    if (!value)
        return std::nullopt;
    return static_cast<int>(*value);
}

} // namespace

int ObjectReader::integer(std::string_view key, const NumberRule& rule)
{
    return static_cast<int>(number(key, wholeNumberRule(rule)));
}

int ObjectReader::integer(std::string_view key, const NumberRule& rule, int fallback)
{
    return static_cast<int>(number(key, wholeNumberRule(rule), fallback));
}

std::optional<int> ObjectReader::nullableInteger(std::string_view key, const NumberRule& rule)
{
    return toInteger(nullableNumber(key, wholeNumberRule(rule)));
}

std::optional<int> ObjectReader::optionalInteger(std::string_view key, const NumberRule& rule)
{
    return toInteger(optionalNumber(key, wholeNumberRule(rule)));
}

std::string ObjectReader::string(std::string_view key)
{
    const json* value = find(key, Presence::Required, "a non-empty string");
    if (value == nullptr)
        return {};
    if (!value->is_string()) {
        report(key, fmt::format("must be a string, got {}", describeValue(*value)));
        return {};
    }
    if (value->get_ref<const std::string&>().empty()) {
        report(key, "must not be empty");
        return {};
    }
    return value->get<std::string>();
}

std::string ObjectReader::string(std::string_view key, std::string_view fallback)
{
    const json* value = find(key, Presence::Optional, "a string");
    if (value == nullptr)
        return std::string(fallback);
    if (!value->is_string()) {
        report(key, fmt::format("must be a string, got {}", describeValue(*value)));
        return std::string(fallback);
    }
    return value->get<std::string>();
}

std::optional<std::string> ObjectReader::nullableString(std::string_view key)
{
    const json* value = find(key, Presence::Required, "a string or null");
    if (value == nullptr || value->is_null())
        return std::nullopt;
    if (!value->is_string() || value->get_ref<const std::string&>().empty()) {
        report(key, fmt::format("must be a non-empty string or null, got {}", describeValue(*value)));
        return std::nullopt;
    }
    return value->get<std::string>();
}

bool ObjectReader::boolean(std::string_view key)
{
    const json* value = find(key, Presence::Required, "true or false");
    if (value == nullptr)
        return false;
    if (!value->is_boolean()) {
        report(key, fmt::format("must be true or false, got {}", describeValue(*value)));
        return false;
    }
    return value->get<bool>();
}

bool ObjectReader::boolean(std::string_view key, bool fallback)
{
    const json* value = find(key, Presence::Optional, "true or false");
    if (value == nullptr)
        return fallback;
    if (!value->is_boolean()) {
        report(key, fmt::format("must be true or false, got {}", describeValue(*value)));
        return fallback;
    }
    return value->get<bool>();
}

std::optional<std::size_t> ObjectReader::choiceIndex(std::string_view key, std::span<const std::string_view> words,
                                                     Presence presence)
{
    const auto list = [&] {
        std::string spellings;
        for (const std::string_view word : words)
            spellings += spellings.empty() ? fmt::format("\"{}\"", word) : fmt::format(", \"{}\"", word);
        return spellings;
    };
    const json* value = lookup(key);
    if (value == nullptr) {
        if (presence == Presence::Required)
            reportMissing(key, "one of " + list());
        return std::nullopt;
    }
    if (value->is_string()) {
        const auto& text = value->get_ref<const std::string&>();
        const auto match = std::ranges::find(words, text);
        if (match != words.end())
            return static_cast<std::size_t>(match - words.begin());
        const std::vector<std::string> candidates(words.begin(), words.end());
        const std::string hint = didYouMean(text, candidates);
        report(key,
               fmt::format("must be one of {}, got {}{}", list(), describeValue(*value), hint.empty() ? "" : " (" + hint + ")"));
    } else {
        report(key, fmt::format("must be one of {}, got {}", list(), describeValue(*value)));
    }
    return std::nullopt;
}

const json* ObjectReader::findArray(std::string_view key, Presence presence, std::size_t minItems, std::size_t maxItems)
{
    const json* value = find(key, presence, "an array");
    if (value == nullptr)
        return nullptr;
    if (!value->is_array()) {
        report(key, fmt::format("must be an array, got {}", describeValue(*value)));
        return nullptr;
    }
    if (value->size() < minItems) {
        report(key, fmt::format("must hold at least {} item{}", minItems, minItems == 1 ? "" : "s"));
        return nullptr;
    }
    if (value->size() > maxItems) {
        report(key, fmt::format("must hold at most {} items, got {}", maxItems, value->size()));
        return nullptr;
    }
    return value;
}

bool ObjectReader::isNull(const json& value)
{
    return value.is_null();
}

std::size_t ObjectReader::itemCount(const json& array)
{
    return array.size();
}

const json& ObjectReader::item(const json& array, std::size_t index)
{
    return array[index];
}

void ObjectReader::rejectUnknownKeys()
{
    for (const auto& [key, value] : m_value.items()) {
        if (std::ranges::find(m_knownKeys, key) != m_knownKeys.end())
            continue;
        const std::string hint = didYouMean(key, m_knownKeys);
        report(key, hint.empty() ? "unknown key" : fmt::format("unknown key ({})", hint));
    }
}

} // namespace tco
