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
