#include "json/JsonDocument.h"

#include "TestSupport.h"
#include "text/Utf8.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

using namespace tco;
using tco::test::hasIssue;
using tco::test::listIssues;

namespace {

constexpr JsonLimits LIMITS{4096, 8};

Issues parseIssues(std::string_view text, const JsonLimits& limits = LIMITS)
{
    auto parsed = parseJson(text, limits);
    REQUIRE_FALSE(parsed);
    return parsed.error();
}

} // namespace

TEST_CASE("Well-formed JSON parses with its key order kept")
{
    const auto parsed = parseJson(R"({"b": 1, "a": [true, null, "x"], "c": {"d": 2.5}})", LIMITS);
    REQUIRE(parsed);
    CHECK(parsed->dump() == R"({"b":1,"a":[true,null,"x"],"c":{"d":2.5}})");
}

TEST_CASE("Syntax errors name their line and column")
{
    SECTION("NaN is not JSON")
    {
        const Issues issues = parseIssues("{\n  \"a\": 1,\n  \"b\": NaN\n}");
        INFO(listIssues(issues));
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].pointer.empty());
        CHECK(issues[0].message.starts_with("parse error at line 3, column"));
    }
    SECTION("Infinity is not JSON")
    {
        const Issues issues = parseIssues("{\"a\": Infinity}");
        CHECK(issues[0].message.starts_with("parse error at line 1, column"));
    }
    SECTION("a missing comma")
    {
        // The parser stops after reading "b" on line 3, columns 1 to 3.
        const Issues issues = parseIssues("{\n\"a\": 1\n\"b\": 2}");
        CHECK(issues[0].message.starts_with("parse error at line 3, column 3: syntax error while parsing object"));
    }
    SECTION("an empty document")
    {
        const Issues issues = parseIssues("");
        CHECK(issues[0].message.find("unexpected end of input") != std::string::npos);
    }
    SECTION("bytes that are not UTF-8")
    {
        const Issues issues = parseIssues("{\"a\": \"\xff\"}");
        CHECK(issues[0].message.starts_with("parse error at line 1"));
        // The message quotes what it last read; the stray byte shows as U+FFFD, not raw.
        CHECK(isValidUtf8(issues[0].message));
        CHECK(issues[0].message.find("\xEF\xBF\xBD") != std::string::npos);
    }
    SECTION("anything after the document but whitespace")
    {
        // nlohmann's lexer took a NUL byte for the end of the input and accepted what came before.
        const std::string text = std::string("{\"a\": 1}\n") + '\0' + " garbage";
        const Issues issues = parseIssues(text);
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].message == "parse error at line 2, column 1: a NUL byte, which JSON text never holds");
        CHECK(parseIssues("{\"a\": 1} {\"b\": 2}")[0].message.starts_with(
            "parse error at line 1, column 10: syntax error while parsing value"));
        CHECK(parseIssues("{\"a\": 1}\nx")[0].message.starts_with("parse error at line 2, column 1"));
        CHECK(parseJson("{\"a\": 1} \n\t\r\n", LIMITS));
    }
}

TEST_CASE("A UTF-8 byte-order mark before the document is let pass, as RFC 8259 section 8.1 allows")
{
    const auto parsed = parseJson("\xEF\xBB\xBF{\"a\": 1}", LIMITS);
    REQUIRE(parsed);
    CHECK(parsed->at("a") == 1);
}

TEST_CASE("Numbers beyond a double are refused where they stand")
{
    const Issues issues = parseIssues(R"({"workload": {"tokens_per_day": 1e999}})");
    CHECK(hasIssue(issues, "/workload/tokens_per_day", "the number 1e999 is beyond the range of a double"));
}

TEST_CASE("Duplicate keys are errors, not silently last-one-wins")
{
    const Issues issues = parseIssues(R"({"a": {"x": 1, "y": 2, "x": 3}, "b": [{"k": 1, "k": 1}]})");
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/a/x", "duplicate key"));
    CHECK(hasIssue(issues, "/b/0/k", "duplicate key"));
    CHECK(issues.size() == 2);
}

TEST_CASE("Nesting deeper than the limit stops the parse")
{
    // Eight levels are allowed; the ninth array opens inside the eighth, at /0/0/0/0/0/0/0/0.
    CHECK(parseJson("[[[[[[[[1]]]]]]]]", LIMITS));
    const Issues issues = parseIssues("[[[[[[[[[1]]]]]]]]]");
    CHECK(hasIssue(issues, "/0/0/0/0/0/0/0/0", "nesting is deeper than the limit of 8 levels"));

    // A hostile nest a million deep ends at the limit instead of exhausting the stack.
    const std::string hostile(1'000'000, '[');
    CHECK(hasIssue(parseIssues(hostile, {2'000'000, 8}), "/0/0/0/0/0/0/0/0", "nesting is deeper"));
}

TEST_CASE("Documents over the size limit are refused before parsing")
{
    const std::string text(4097, ' ');
    const Issues issues = parseIssues(text);
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message == "the document is 4097 bytes; the limit is 4096 bytes");
}

TEST_CASE("Removing a key keeps the other members in order, each still linked to its parent")
{
    auto parsed = parseJson(R"({"id": "h100-sxm", "source": "datasheet", "as_of": "2026-11-30", "memory_gib": 80})", LIMITS);
    REQUIRE(parsed);
    nlohmann::ordered_json& document = *parsed;
    eraseKey(document, "source");
    eraseKey(document, "missing");
    // A debug build checks, when an object is copied, that each member links back to it:
    // ordered_json::erase(key) leaves the members after the erased one unlinked, and the copy
    // aborts.
    const nlohmann::ordered_json copy = document;
    CHECK(copy.dump() == R"({"id":"h100-sxm","as_of":"2026-11-30","memory_gib":80})");
}

TEST_CASE("A parsed document's members are linked to their containers, however many there are")
{
    // A thousand entries, each an object holding an array and an object: the parser fills each
    // container's storage directly, and the storage is moved as it grows.
    std::string text = "{\"entries\": [";
    for (int index = 0; index < 1000; ++index)
        text += fmt::format("{}{{\"id\": \"e{}\", \"values\": [{}, {}], \"nested\": {{\"a\": {}}}}}", index == 0 ? "" : ",",
                            index, index, -index, index);
    text += "], \"after\": true}";
    const auto parsed = parseJson(text, JsonLimits{1 << 20, 8});
    REQUIRE(parsed);
    // A debug build checks, as it copies, that every member links to its container.
    const nlohmann::ordered_json copy = *parsed;
    CHECK(copy.at("entries").size() == 1000);
    CHECK(copy.at("entries").at(999).at("nested").at("a") == 999);
    CHECK(copy.at("after") == true);
    // An error names the member's pointer through those links (a copy would make its own).
    try {
        static_cast<void>(parsed->at("entries").at(500).at("values").at(1).get<std::string>());
        FAIL("a number read as a string must throw");
    } catch (const nlohmann::json::type_error& error) {
        CHECK_THAT(error.what(), Catch::Contains("(/entries/500/values/1)"));
    }
}
