#include "json/JsonDocument.h"

#include "text/Utf8.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace tco {
namespace {

using json = nlohmann::ordered_json;

/// Builds the document through nlohmann's SAX interface, which the DOM parser does not expose:
/// it sees every key (to catch duplicates, which the DOM parser keeps silently, last one winning)
/// and every container opening (to stop at the depth limit before allocating more).
class StrictDomBuilder {
public:
    explicit StrictDomBuilder(int maxDepth)
        : m_maxDepth(maxDepth)
    { }

    bool null() { return addValue(nullptr); }
    bool boolean(bool value) { return addValue(value); }
    bool number_integer(json::number_integer_t value) { return addValue(value); }
    bool number_unsigned(json::number_unsigned_t value) { return addValue(value); }
    bool number_float(json::number_float_t value, const json::string_t& /*text*/) { return addValue(value); }
    bool string(json::string_t& value) { return addValue(std::move(value)); }
    bool binary(json::binary_t& value) { return addValue(std::move(value)); }

    bool start_object(std::size_t /*elements*/) { return openContainer(json::object()); }
    bool start_array(std::size_t /*elements*/) { return openContainer(json::array()); }
    bool end_object() { return closeContainer(); }
    bool end_array() { return closeContainer(); }

    bool key(json::string_t& name)
    {
        Frame& frame = m_frames.back();
        frame.duplicate = !frame.keys.insert(name).second;
        if (frame.duplicate)
            m_issues.push_back(
                {appendKey(pointerOf(m_frames.size() - 1), name), "duplicate key; each key may appear once per object"});
        frame.pendingKey = name;
        return true;
    }

    bool parse_error(std::size_t /*position*/, const std::string& lastToken, const nlohmann::detail::exception& error)
    {
        // A number too large for a double (1e999) is the one error that belongs to a value, so
        // it gets that value's pointer. JSON has no literal for NaN or Infinity, so this is the
        // only way a non-finite number could have entered.
        constexpr int NUMBER_OVERFLOW = 406;
        if (error.id == NUMBER_OVERFLOW) {
            m_issues.push_back({currentPointer(), fmt::format("the number {} is beyond the range of a double", lastToken)});
            return false;
        }
        // nlohmann's message reads "[json.exception.parse_error.101] parse error at line 3,
        // column 7: ..."; the bracketed id means nothing to a user.
        // Its "last read" part quotes the text raw, which may not be UTF-8 at all.
        const std::string_view message = error.what();
        const auto idEnd = message.find("] ");
        m_issues.push_back({"", withInvalidUtf8Replaced(idEnd == std::string_view::npos ? message : message.substr(idEnd + 2))});
        return false;
    }

    [[nodiscard]] json takeRoot() { return std::move(m_root); }
    [[nodiscard]] Issues takeIssues() { return std::move(m_issues); }

private:
    struct Frame {
        json* container = nullptr;
        std::string pendingKey;
        /// Whether pendingKey was seen before in this object.
        bool duplicate = false;
        std::set<std::string, std::less<>> keys;
    };

    /// The pointer of the container at m_frames[level] within the document.
    [[nodiscard]] std::string pointerOf(std::size_t level) const
    {
        std::string pointer;
        for (std::size_t i = 0; i < level; ++i) {
            const Frame& parent = m_frames[i];
            pointer = parent.container->is_object() ? appendKey(pointer, parent.pendingKey)
                                                    : appendIndex(pointer, parent.container->size() - 1);
        }
        return pointer;
    }

    /// The pointer of the value about to be added.
    [[nodiscard]] std::string currentPointer() const
    {
        if (m_frames.empty())
            return "";
        const Frame& innermost = m_frames.back();
        const std::string parent = pointerOf(m_frames.size() - 1);
        return innermost.container->is_object() ? appendKey(parent, innermost.pendingKey)
                                                : appendIndex(parent, innermost.container->size());
    }

    /// Adds `value` to the innermost container, straight into its storage: with JSON_DIAGNOSTICS,
    /// ordered_json's own push_back and operator[] relink every member already there, which makes
    /// a container of n members take n² / 2 steps (seconds for a catalog of 10,000 entries).
    /// closeContainer() relinks the members once.
    json* place(json&& value)
    {
        if (m_frames.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame& frame = m_frames.back();
        if (frame.container->is_object()) {
            auto& members = frame.container->get_ref<json::object_t&>();
            // A duplicate key, already reported, replaces the earlier value as nlohmann would.
            if (frame.duplicate)
                return &(members[frame.pendingKey] = std::move(value));
            auto& storage = static_cast<std::vector<std::pair<const std::string, json>>&>(members);
            return &storage.emplace_back(frame.pendingKey, std::move(value)).second;
        }
        auto& elements = frame.container->get_ref<json::array_t&>();
        return &elements.emplace_back(std::move(value));
    }

    bool addValue(json&& value)
    {
        place(std::move(value));
        return true;
    }

    bool openContainer(json&& empty)
    {
        if (std::ssize(m_frames) >= m_maxDepth) {
            m_issues.push_back({currentPointer(), fmt::format("nesting is deeper than the limit of {} levels", m_maxDepth)});
            return false;
        }
        json* container = place(std::move(empty));
        m_frames.push_back({container, {}, false, {}});
        return true;
    }

    bool closeContainer()
    {
        // Assigned back whole, the container links each of its members to itself.
        json& container = *m_frames.back().container;
        if (container.is_object()) {
            json::object_t members = std::move(container.get_ref<json::object_t&>());
            container = std::move(members);
        } else {
            json::array_t elements = std::move(container.get_ref<json::array_t&>());
            container = std::move(elements);
        }
        m_frames.pop_back();
        return true;
    }

    int m_maxDepth;
    json m_root;
    std::vector<Frame> m_frames;
    Issues m_issues;
};

/// Where a NUL byte stands, if the text has one: nlohmann's lexer takes it for the end of the
/// input and would accept "{...}\0 anything" as the document before it.
std::optional<Issue> nulByte(std::string_view text)
{
    const std::size_t at = text.find('\0');
    if (at == std::string_view::npos)
        return std::nullopt;
    const std::string_view before = text.substr(0, at);
    const std::size_t line = 1 + static_cast<std::size_t>(std::ranges::count(before, '\n'));
    const std::size_t lineStart = before.rfind('\n');
    const std::size_t column = at - (lineStart == std::string_view::npos ? 0 : lineStart + 1) + 1;
    return Issue{"", fmt::format("parse error at line {}, column {}: a NUL byte, which JSON text never holds", line, column)};
}

} // namespace

std::expected<json, Issues> parseJson(std::string_view text, const JsonLimits& limits)
{
    if (text.size() > limits.maxBytes) {
        return std::unexpected(
            Issues{{"", fmt::format("the document is {} bytes; the limit is {} bytes", text.size(), limits.maxBytes)}});
    }
    if (auto issue = nulByte(text))
        return std::unexpected(Issues{std::move(*issue)});
    StrictDomBuilder builder(limits.maxDepth);
    json::sax_parse(text, &builder, json::input_format_t::json, /*strict=*/true, /*ignore_comments=*/false);
    Issues issues = builder.takeIssues();
    if (!issues.empty())
        return std::unexpected(std::move(issues));
    return builder.takeRoot();
}

void eraseKey(json& object, const std::string& key)
{
    if (!object.contains(key))
        return;
    json kept = json::object();
    for (auto& [name, value] : object.items()) {
        if (name != key)
            kept[name] = std::move(value);
    }
    object = std::move(kept);
}

} // namespace tco
