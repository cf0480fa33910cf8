#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/// The Levenshtein edit distance between two strings (insertions, deletions, substitutions).
[[nodiscard]] std::size_t editDistance(std::string_view from, std::string_view to);

/// Up to `limit` candidates a misspelt or shortened word most likely meant, best first, for
/// "did you mean …?" hints. Case is ignored. A candidate that contains the word ("h100" in
/// "h100-sxm") always qualifies, shortest first; otherwise a candidate qualifies when it differs
/// in at most a third of its characters, since a more distant suggestion misleads.
[[nodiscard]] std::vector<std::string> nearestMatches(std::string_view word, std::span<const std::string> candidates,
                                                      std::size_t limit = 3);

/// "did you mean 'a', 'b' or 'c'?", or an empty string when there is nothing to suggest.
[[nodiscard]] std::string didYouMean(std::string_view word, std::span<const std::string> candidates);

/// `text` as a message quotes it: whole up to 80 bytes, else its first 60 and how long it is, so
/// that a megabyte typed by mistake is not echoed back whole.
[[nodiscard]] std::string quotedForMessage(std::string_view text);

/// 'unknown gpu "h100"' with the nearest of `known` as a hint: "(did you mean 'h100-sxm'?)".
[[nodiscard]] std::string unknownIdMessage(std::string_view kind, std::string_view id, std::span<const std::string> known);

} // namespace tco
