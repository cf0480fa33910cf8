#include "json/JsonReader.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tco;
using json = nlohmann::ordered_json;
using tco::test::hasIssue;
using tco::test::listIssues;

namespace {

enum class Colour { Red, Green };
constexpr std::array COLOUR_NAMES{EnumName<Colour>{Colour::Red, "red"}, EnumName<Colour>{Colour::Green, "green"}};

/// Reads `document` with `read` and returns what it reported, unknown keys included.
template <typename Read> Issues readIssues(const json& document, Read read)
{
    Issues issues;
    ObjectReader reader(document, "/root", issues);
    read(reader);
    reader.rejectUnknownKeys();
    return issues;
}

} // namespace

TEST_CASE("Numbers are checked against their rule and the message quotes what was found")
{
    const NumberRule rule = rules::positive(100.0);
    const auto issueFor = [&](const json& value) {
        const Issues issues = readIssues(json{{"n", value}}, [&](ObjectReader& reader) { (void)reader.number("n", rule); });
        REQUIRE(issues.size() == 1);
        CHECK(issues[0].pointer == "/root/n");
        return issues[0].message;
    };
    CHECK(issueFor(-5) == "must be a positive number, got -5");
    CHECK(issueFor(0) == "must be a positive number, got 0");
    CHECK(issueFor(101) == "must be at most 100, got 101");
    CHECK(issueFor(1e300) == "must be at most 100, got 1e+300");
    // Large round numbers read as typed, not as nlohmann/json dumps them (1000000000.0).
    CHECK(issueFor(1e9) == "must be at most 100, got 1000000000");
    CHECK(issueFor(100.25) == "must be at most 100, got 100.25");
    CHECK(issueFor("12") == "must be a number greater than 0 and at most 100, got \"12\"");
    CHECK(issueFor(true) == "must be a number greater than 0 and at most 100, got true");
    CHECK(issueFor(nullptr) == "must be a number greater than 0 and at most 100, got null");
    CHECK(issueFor(json::array({1})) == "must be a number greater than 0 and at most 100, got [1]");
}

TEST_CASE("Each kind of rule explains itself")
{
    const json document{{"share", 1.5}, {"count", 2.5}, {"fee", -1}, {"pue", 0.5}};
    const Issues issues = readIssues(document, [](ObjectReader& reader) {
        (void)reader.number("share", rules::fraction());
        (void)reader.integer("count", rules::count(1, 10));
        (void)reader.number("fee", rules::nonNegative(10));
        (void)reader.number("pue", rules::between(1.0, 5.0));
    });
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/root/share", "must be at most 1, got 1.5"));
    CHECK(hasIssue(issues, "/root/count", "must be a whole number, got 2.5"));
    CHECK(hasIssue(issues, "/root/fee", "must not be negative, got -1"));
    CHECK(hasIssue(issues, "/root/pue", "must be at least 1, got 0.5"));
}

TEST_CASE("Required, optional and nullable keys")
{
    const json document{{"present", 3}, {"nothing", nullptr}};
    Issues issues;
    ObjectReader reader(document, "", issues);
    CHECK(reader.number("present", rules::positive(10)) == 3.0);
    CHECK(reader.number("absent", rules::positive(10), 7.0) == 7.0);
    CHECK_FALSE(reader.optionalNumber("absent", rules::positive(10)));
    CHECK_FALSE(reader.nullableNumber("nothing", rules::positive(10)));
    CHECK(issues.empty());

    (void)reader.number("required", rules::positive(10));
    (void)reader.nullableNumber("also_required", rules::positive(10));
    CHECK(hasIssue(issues, "/required", "is missing; expected a number greater than 0 and at most 10"));
    CHECK(hasIssue(issues, "/also_required", "is missing; expected a number greater than 0 and at most 10 or null"));
}

TEST_CASE("Strings must be strings and, when required, not empty")
{
    const Issues issues = readIssues(json{{"name", ""}, {"id", 5}}, [](ObjectReader& reader) {
        (void)reader.string("name");
        (void)reader.string("id");
    });
    CHECK(hasIssue(issues, "/root/name", "must not be empty"));
    CHECK(hasIssue(issues, "/root/id", "must be a string, got 5"));
}

TEST_CASE("Choices list the accepted words and suggest the nearest")
{
    Colour colour = Colour::Red;
    const Issues issues
        = readIssues(json{{"colour", "gren"}}, [&](ObjectReader& reader) { colour = reader.choice("colour", COLOUR_NAMES); });
    CHECK(hasIssue(issues, "/root/colour", R"(must be one of "red", "green", got "gren" (did you mean 'green')"));

    const Issues none
        = readIssues(json{{"colour", "green"}}, [&](ObjectReader& reader) { colour = reader.choice("colour", COLOUR_NAMES); });
    CHECK(none.empty());
    CHECK(colour == Colour::Green);
}

TEST_CASE("Unknown keys are reported with the known key they most resemble")
{
    const json document{{"tokens_per_dya", 5}, {"zzz", 1}};
    const Issues issues
        = readIssues(document, [](ObjectReader& reader) { (void)reader.number("tokens_per_day", rules::positive(1e15), 1.0); });
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/root/tokens_per_dya", "unknown key (did you mean 'tokens_per_day'?)"));
    CHECK(hasIssue(issues, "/root/zzz", "unknown key"));
}

TEST_CASE("Nested objects and arrays carry their pointers, and one pass reports every problem")
{
    const json document{{"items", json::array({json{{"price", -1}}, json{{"price", 2}}, json{{"price", "x"}, {"extra", 1}}, 7})}};
    std::vector<double> prices;
    const Issues issues = readIssues(document, [&](ObjectReader& reader) {
        reader.array("items", Presence::Required, 1, 10,
                     [&](ObjectReader& item, std::size_t) { prices.push_back(item.number("price", rules::positive(10))); });
    });
    INFO(listIssues(issues));
    CHECK(hasIssue(issues, "/root/items/0/price", "must be a positive number, got -1"));
    CHECK(hasIssue(issues, "/root/items/2/price", "got \"x\""));
    CHECK(hasIssue(issues, "/root/items/2/extra", "unknown key"));
    CHECK(hasIssue(issues, "/root/items/3", "must be an object, got 7"));
    CHECK(issues.size() == 4);
    // Items that could not be read still yield a neutral value, so reading went on.
    CHECK(prices == std::vector<double>{0.0, 2.0, 0.0});
}

TEST_CASE("Arrays are bounded in length")
{
    const Issues tooMany
        = readIssues(json{{"items", json::array({json::object(), json::object(), json::object()})}}, [](ObjectReader& reader) {
              reader.array("items", Presence::Required, 1, 2, [](ObjectReader&, std::size_t) { });
          });
    CHECK(hasIssue(tooMany, "/root/items", "must hold at most 2 items, got 3"));
    const Issues empty = readIssues(json{{"items", json::array()}}, [](ObjectReader& reader) {
        reader.array("items", Presence::Required, 1, 2, [](ObjectReader&, std::size_t) { });
    });
    CHECK(hasIssue(empty, "/root/items", "must hold at least 1 item"));
}

TEST_CASE("Keys with '/' and '~' are escaped in pointers")
{
    const Issues issues = readIssues(json{{"a/b~c", 1}}, [](ObjectReader&) { });
    CHECK(hasIssue(issues, "/root/a~1b~0c", "unknown key"));
}
