#include "io/TextFile.h"

#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <system_error>

namespace tco {

std::expected<std::string, std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes)
{
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (error || !std::filesystem::exists(status))
        return std::unexpected(std::string("no such file"));
    if (std::filesystem::is_directory(status))
        return std::unexpected(std::string("is a directory, not a file"));
    const auto size = std::filesystem::file_size(path, error);
    if (!error && size > maxBytes)
        return std::unexpected(fmt::format("is {} bytes; the limit is {} bytes", size, maxBytes));

    std::ifstream stream(path, std::ios::binary);
    if (!stream)
        return std::unexpected(std::string("cannot be opened for reading (check its permissions)"));
    // Read at most one byte past the limit, so a file that grows (or a pipe) cannot exhaust memory.
    std::string text;
    text.resize(maxBytes + 1);
    stream.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (stream.bad())
        return std::unexpected(std::string("could not be read"));
    text.resize(static_cast<std::size_t>(stream.gcount()));
    if (text.size() > maxBytes)
        return std::unexpected(fmt::format("is larger than the limit of {} bytes", maxBytes));
    return text;
}

} // namespace tco
