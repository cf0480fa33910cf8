#include "io/TextFile.h"

#include <fmt/format.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <system_error>

namespace tco {
namespace {

/// Closes a file descriptor when it goes out of scope.
class FileDescriptor {
public:
    explicit FileDescriptor(int descriptor)
        : m_descriptor(descriptor)
    { }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor()
    {
        if (m_descriptor >= 0)
            ::close(m_descriptor);
    }

    [[nodiscard]] int get() const { return m_descriptor; }

private:
    int m_descriptor;
};

std::string openError(int error)
{
    switch (error) {
    case ENOENT:
    case ENOTDIR:
        return "does not exist";
    case EACCES:
    case EPERM:
        return "cannot be opened for reading (check its permissions)";
    default:
        return fmt::format("cannot be opened for reading ({})", std::generic_category().message(error));
    }
}

} // namespace

std::expected<std::string, std::string> readTextFile(const std::filesystem::path& path, std::size_t maxBytes)
{
    // Opened without blocking, so that a named pipe with no writer (or a device) is looked at and
    // refused rather than waited on for ever; a regular file never blocks.
    const FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (file.get() < 0)
        return std::unexpected(openError(errno));
    struct stat status{};
    if (::fstat(file.get(), &status) != 0)
        return std::unexpected(std::string("could not be read"));
    if (S_ISDIR(status.st_mode))
        return std::unexpected(std::string("is a directory, not a file"));
    if (!S_ISREG(status.st_mode))
        return std::unexpected(std::string("is not a regular file (a pipe, a device or a socket); save it to a file first"));
    if (static_cast<std::size_t>(status.st_size) > maxBytes)
        return std::unexpected(fmt::format("is {} bytes; the limit is {} bytes", status.st_size, maxBytes));

    // Read at most one byte past the limit, so a file that grows meanwhile cannot exhaust memory.
    std::string text(maxBytes + 1, '\0');
    std::size_t filled = 0;
    while (filled < text.size()) {
        const ssize_t got = ::read(file.get(), text.data() + filled, text.size() - filled);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return std::unexpected(std::string("could not be read"));
        if (got == 0)
            break;
        filled += static_cast<std::size_t>(got);
    }
    text.resize(filled);
    if (text.size() > maxBytes)
        return std::unexpected(fmt::format("is larger than the limit of {} bytes", maxBytes));
    return text;
}

} // namespace tco
