#pragma once

#include <CLI/CLI.hpp>

namespace tco::cli {

/// A number within [low, high]. CLI::Range alone lets NaN through, which compares false with
/// every bound, and "inf" where the bound is open.
[[nodiscard]] CLI::Validator finiteRange(double low, double high);

/// Any finite number, for an option whose range depends on what it names.
[[nodiscard]] CLI::Validator finiteNumber();

/// A seed: a whole number from 0 to 2^64 − 1, written in decimal digits. CLI11 reads "-1",
/// "1e23" and 2^64 into an unsigned 64-bit integer as 2^64 − 1, which would make a different
/// seed give the same run.
[[nodiscard]] CLI::Validator seedNumber();

} // namespace tco::cli
