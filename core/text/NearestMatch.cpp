#include "text/NearestMatch.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <numeric>
#include <utility>

namespace tco {
namespace {

std::string lowerCase(std::string_view text)
{
    std::string lower(text);
    std::ranges::transform(lower, lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

} // namespace

std::size_t editDistance(std::string_view from, std::string_view to)
{
    // One row of the Wagner–Fischer table at a time.
    std::vector<std::size_t> row(to.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= from.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= to.size(); ++j) {
            const std::size_t above = row[j];
            const std::size_t substitution = diagonal + (from[i - 1] == to[j - 1] ? 0 : 1);
            row[j] = std::min({above + 1, row[j - 1] + 1, substitution});
            diagonal = above;
        }
    }
    return row[to.size()];
}

std::vector<std::string> nearestMatches(std::string_view word, std::span<const std::string> candidates, std::size_t limit)
{
    const std::string needle = lowerCase(word);
    // Containing the word ranks ahead of any misspelling: its rank is its extra length minus a
    // bound no edit distance reaches.
    const auto containmentRank = [&](std::size_t length) {
        return static_cast<long long>(length) - static_cast<long long>(needle.size()) - (1LL << 40);
    };
    std::vector<std::pair<long long, std::string>> ranked;
    for (const std::string& candidate : candidates) {
        const std::string lower = lowerCase(candidate);
        if (lower == needle) {
            // Differs only in case: the best hint of all.
            ranked.emplace_back(-(1LL << 50), candidate);
            continue;
        }
        if (!needle.empty() && lower.find(needle) != std::string::npos) {
            ranked.emplace_back(containmentRank(lower.size()), candidate);
            continue;
        }
        // The edit distance is at least the difference in length: a word much longer or shorter
        // than a candidate is no misspelling of it, and costs nothing to rule out.
        const std::size_t tolerance = std::max<std::size_t>(2, std::max(needle.size(), lower.size()) / 3);
        const std::size_t lengthDifference
            = needle.size() > lower.size() ? needle.size() - lower.size() : lower.size() - needle.size();
        if (lengthDifference > tolerance)
            continue;
        const std::size_t distance = editDistance(needle, lower);
        if (distance <= tolerance)
            ranked.emplace_back(static_cast<long long>(distance), candidate);
    }
    std::ranges::stable_sort(ranked, {}, &std::pair<long long, std::string>::first);
    std::vector<std::string> matches;
    for (auto& [rank, candidate] : ranked) {
        if (matches.size() == limit)
            break;
        matches.push_back(std::move(candidate));
    }
    return matches;
}

std::string didYouMean(std::string_view word, std::span<const std::string> candidates)
{
    const std::vector<std::string> matches = nearestMatches(word, candidates);
    if (matches.empty())
        return {};
    std::string list = fmt::format("'{}'", matches.front());
    for (std::size_t i = 1; i < matches.size(); ++i)
        list += fmt::format("{}'{}'", i + 1 == matches.size() ? " or " : ", ", matches[i]);
    return fmt::format("did you mean {}?", list);
}

std::string quotedForMessage(std::string_view text)
{
    constexpr std::size_t WHOLE = 80;
    constexpr std::size_t SHOWN = 60;
    if (text.size() <= WHOLE)
        return fmt::format("\"{}\"", text);
    // Cut at a character's start, not inside a UTF-8 sequence.
    std::size_t cut = SHOWN;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0U) == 0x80U)
        --cut;
    return fmt::format("\"{}…\" ({} bytes)", text.substr(0, cut), text.size());
}

std::string unknownIdMessage(std::string_view kind, std::string_view id, std::span<const std::string> known)
{
    const std::string hint = didYouMean(id, known);
    return fmt::format("unknown {} {}{}", kind, quotedForMessage(id), hint.empty() ? "" : " (" + hint + ")");
}

} // namespace tco
