#pragma once

#include <cstddef>
#include <expected>
#include <filesystem>
#include <string>

namespace tco {

/// Reads a whole file, refusing one larger than `maxBytes` before reading it.
/// The error is a sentence for the user: "no such file", "is a directory", "is 20 MB; …".
[[nodiscard]] std::expected<std::string, std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

} // namespace tco
