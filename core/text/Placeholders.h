#pragma once

#include <span>
#include <string>
#include <string_view>

namespace tco {

/// `text` with each of %1 to %9 replaced by `values[0]` to `values[8]`, in one pass, so that a
/// value that itself holds "%2" stays as it is; a placeholder without a value, and any other
/// "%", are kept. The sentences core writes for every front end (analysis/Answer.h) carry their
/// figures this way, as Qt's QString::arg() does for the app's own strings.
[[nodiscard]] std::string fillPlaceholders(std::string_view text, std::span<const std::string> values);

} // namespace tco
