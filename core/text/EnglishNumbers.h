#pragma once

#include <string>

namespace tco {

/// Money as people read it, in English and without a currency: grouped thousands and no
/// decimals from 100 up ("12,345"), two decimals below ("3.50").
[[nodiscard]] std::string englishAmount(double value);

/// A whole number with grouped thousands: "64", "100,001,000".
[[nodiscard]] std::string englishCount(long long count);

/// Tokens in words, three significant digits: "500", "250 k", "31.4 M", "2.5 B", "1,000 T".
[[nodiscard]] std::string englishTokens(double tokens);

/// A ratio of volumes: "4", "0.37", "2,100", to be followed by "×".
[[nodiscard]] std::string englishMultiple(double ratio);

} // namespace tco
