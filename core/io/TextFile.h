#pragma once

#include <cstddef>
#include <expected>
#include <filesystem>
#include <string>

namespace tco {

/// Reads a whole file, refusing one larger than `maxBytes` before reading it.
/// The error completes "the file …" for the user: "does not exist", "is a directory, not a file",
/// "is not a regular file (…)", "is 20000000 bytes; the limit is …".
[[nodiscard]] std::expected<std::string, std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

} // namespace tco
