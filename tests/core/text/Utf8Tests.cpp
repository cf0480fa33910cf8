#include "text/Utf8.h"

#include <catch2/catch.hpp>

#include <string>

using namespace tco;

TEST_CASE("Well-formed UTF-8 is told from bytes that are not")
{
    CHECK(isValidUtf8(""));
    CHECK(isValidUtf8("plain ASCII"));
    // é (C3 A9), € (E2 82 AC), 𝄞 (F0 9D 84 9E): two, three and four bytes.
    CHECK(isValidUtf8("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9D\x84\x9E"));
    CHECK_FALSE(isValidUtf8("a\xFF"
                            "b"));
    // A continuation byte alone, and a sequence cut short at the end.
    CHECK_FALSE(isValidUtf8("\x80"));
    CHECK_FALSE(isValidUtf8("\xE2\x82"));
    // Overlong forms of '/' (C0 AF, E0 80 AF), a surrogate (ED A0 80 is U+D800) and U+110000 (F4 90 80 80).
    CHECK_FALSE(isValidUtf8("\xC0\xAF"));
    CHECK_FALSE(isValidUtf8("\xE0\x80\xAF"));
    CHECK_FALSE(isValidUtf8("\xED\xA0\x80"));
    CHECK_FALSE(isValidUtf8("\xF4\x90\x80\x80"));
    // The largest code point, U+10FFFF, and the last before the surrogates, U+D7FF.
    CHECK(isValidUtf8("\xF4\x8F\xBF\xBF"));
    CHECK(isValidUtf8("\xED\x9F\xBF"));
}

TEST_CASE("Each ill-formed byte is shown as U+FFFD and the rest is kept")
{
    CHECK(withInvalidUtf8Replaced("a\xFF"
                                  "b")
          == "a\xEF\xBF\xBD"
             "b");
    // A truncated three-byte sequence is two ill-formed bytes.
    CHECK(withInvalidUtf8Replaced("\xE2\x82") == "\xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(withInvalidUtf8Replaced("caf\xC3\xA9") == "caf\xC3\xA9");
    CHECK(isValidUtf8(withInvalidUtf8Replaced("\xC0\xAF\xED\xA0\x80\xF8")));
}
