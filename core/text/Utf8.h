#pragma once

#include <string>
#include <string_view>

namespace tco {

/// Whether `text` is well-formed UTF-8 (Unicode 15, table 3-7): no stray continuation bytes,
/// no truncated sequences, no overlong forms, no surrogates, nothing above U+10FFFF. JSON text
/// must be; a command line or a file name need not be.
[[nodiscard]] bool isValidUtf8(std::string_view text);

/// `text` with each ill-formed byte replaced by U+FFFD, so that it can be shown or written
/// into JSON whatever it held.
[[nodiscard]] std::string withInvalidUtf8Replaced(std::string_view text);

} // namespace tco
