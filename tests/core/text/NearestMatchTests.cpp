#include "text/NearestMatch.h"

#include <catch2/catch.hpp>

using namespace tco;

TEST_CASE("Edit distance counts insertions, deletions and substitutions")
{
    // kitten → sitten (k→s) → sittin (e→i) → sitting (+g): the textbook example, 3 edits.
    CHECK(editDistance("kitten", "sitting") == 3);
    CHECK(editDistance("", "abc") == 3);
    CHECK(editDistance("abc", "") == 3);
    CHECK(editDistance("same", "same") == 0);
    // flaw → law (−f) → lawn (+n).
    CHECK(editDistance("flaw", "lawn") == 2);
    // A transposition costs two substitutions in plain Levenshtein distance.
    CHECK(editDistance("tokens_per_dya", "tokens_per_day") == 2);
}

TEST_CASE("Suggestions prefer ids that contain what was typed")
{
    const std::vector<std::string> ids{"a100-80gb-sxm", "h100-sxm", "h100-pcie", "h100-nvl", "h200-sxm"};
    // "h100" is in three ids; the shortest come first, ties in catalog order.
    CHECK(nearestMatches("h100", ids) == std::vector<std::string>{"h100-sxm", "h100-nvl", "h100-pcie"});
    CHECK(didYouMean("h100", ids) == "did you mean 'h100-sxm', 'h100-nvl' or 'h100-pcie'?");
    // One typo away from one id.
    CHECK(nearestMatches("h200-smx", ids).front() == "h200-sxm");
    // Case alone is the closest of all.
    CHECK(nearestMatches("H100-SXM", ids).front() == "h100-sxm");
}

TEST_CASE("No suggestion when nothing is close")
{
    const std::vector<std::string> keys{"gpus", "models"};
    CHECK(nearestMatches("xyz", keys).empty());
    CHECK(didYouMean("xyz", keys).empty());
    CHECK(didYouMean("modles", keys) == "did you mean 'models'?");
}

TEST_CASE("An unknown id is quoted whole when short, and cut with its length when long")
{
    const std::vector<std::string> known{"h100-sxm", "h200-sxm", "b200"};
    // Containing the word ranks first; b200 is two edits away, within a third of four letters, at least two.
    CHECK(unknownIdMessage("gpu", "h100", known) == "unknown gpu \"h100\" (did you mean 'h100-sxm' or 'b200'?)");
    CHECK(unknownIdMessage("gpu", "tpu", known) == "unknown gpu \"tpu\"");
    CHECK(quotedForMessage(std::string(80, 'a')) == "\"" + std::string(80, 'a') + "\"");
    // 900,000 bytes typed by mistake: 60 of them, and the length.
    CHECK(unknownIdMessage("model", std::string(900'000, 'x'), known)
          == "unknown model \"" + std::string(60, 'x') + "…\" (900000 bytes)");
    // The cut never falls inside a character: 59 'a' then 'é' (two bytes) is cut before the 'é'.
    CHECK(quotedForMessage(std::string(59, 'a') + "\xC3\xA9" + std::string(30, 'b'))
          == "\"" + std::string(59, 'a') + "…\" (91 bytes)");
}

TEST_CASE("A word far longer than every candidate is no misspelling of any")
{
    const std::vector<std::string> known{"llama-3.3-70b", "llama-3.1-8b"};
    // It shares a prefix but not a length with them: ruled out without an edit distance.
    CHECK(nearestMatches("llama-" + std::string(300'000, '3'), known).empty());
    CHECK(nearestMatches("llama-3.3-7b", known) == std::vector<std::string>{"llama-3.3-70b", "llama-3.1-8b"});
}
