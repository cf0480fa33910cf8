#include "text/Utf8.h"

#include <cstddef>

namespace tco {
namespace {

/// The length of the well-formed sequence that starts at `at`, or 0 if none does. The ranges of
/// the second byte after E0, ED, F0 and F4 are what exclude overlong forms, surrogates and code
/// points beyond U+10FFFF.
std::size_t sequenceLength(std::string_view text, std::size_t at)
{
    const auto byte = [&](std::size_t offset) { return static_cast<unsigned char>(text[at + offset]); };
    const auto within = [&](std::size_t offset, unsigned low, unsigned high) {
        return at + offset < text.size() && byte(offset) >= low && byte(offset) <= high;
    };
    const unsigned lead = byte(0);
    if (lead <= 0x7F)
        return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        return within(1, 0x80, 0xBF) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        const unsigned low = lead == 0xE0 ? 0xA0 : 0x80;
        const unsigned high = lead == 0xED ? 0x9F : 0xBF;
        return within(1, low, high) && within(2, 0x80, 0xBF) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const unsigned low = lead == 0xF0 ? 0x90 : 0x80;
        const unsigned high = lead == 0xF4 ? 0x8F : 0xBF;
        return within(1, low, high) && within(2, 0x80, 0xBF) && within(3, 0x80, 0xBF) ? 4 : 0;
    }
    return 0;
}

} // namespace

bool isValidUtf8(std::string_view text)
{
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = sequenceLength(text, at);
        if (length == 0)
            return false;
        at += length;
    }
    return true;
}

std::string withInvalidUtf8Replaced(std::string_view text)
{
    constexpr std::string_view REPLACEMENT = "\xEF\xBF\xBD";
    std::string result;
    result.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = sequenceLength(text, at);
        if (length == 0) {
            result += REPLACEMENT;
            ++at;
        } else {
            result += text.substr(at, length);
            at += length;
        }
    }
    return result;
}

} // namespace tco
