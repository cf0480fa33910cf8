#include "io/AtomicFile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <system_error>
#include <utility>
#include <vector>

namespace tco {
namespace {

std::string reasonOf(int error)
{
    return std::generic_category().message(error);
}

/// The folder a file at `path` goes in: "." for a bare name.
std::filesystem::path folderOf(const std::filesystem::path& path)
{
    const std::filesystem::path parent = path.parent_path();
    return parent.empty() ? std::filesystem::path(".") : parent;
}

/// Flushes a folder's entries to disk, so that a rename in it survives a crash.
bool syncFolder(const std::filesystem::path& folder)
{
    const int descriptor = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0)
        return false;
    const bool synced = ::fsync(descriptor) == 0;
    ::close(descriptor);
    return synced;
}

/// The mode a new file of this process gets: 0666 less the umask, as open(2) would give it.
/// mkstemp(3) creates its files 0600 instead. Reading the umask sets it, so it is set back at once.
mode_t newFileMode()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666U & ~mask;
}

} // namespace

std::optional<std::string> unwritableReason(const std::filesystem::path& path)
{
    struct stat status{};
    if (::stat(path.c_str(), &status) == 0) {
        if (S_ISDIR(status.st_mode))
            return "it is a folder";
        if (!S_ISREG(status.st_mode))
            return "it is not a regular file (a device, a pipe or a socket), which a report would replace";
        return std::nullopt;
    }
    struct stat folder{};
    if (::stat(folderOf(path).c_str(), &folder) != 0)
        return "its folder does not exist";
    if (!S_ISDIR(folder.st_mode))
        return "what should be its folder is a file";
    return std::nullopt;
}

AtomicFile::AtomicFile(std::filesystem::path target, std::filesystem::path temporary, int descriptor)
    : m_target(std::move(target))
    , m_temporary(std::move(temporary))
    , m_descriptor(descriptor)
{ }

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : m_target(std::exchange(other.m_target, {}))
    , m_temporary(std::exchange(other.m_temporary, {}))
    , m_descriptor(std::exchange(other.m_descriptor, -1))
{ }

AtomicFile::~AtomicFile()
{
    abandon();
}

std::expected<AtomicFile, std::string> AtomicFile::create(const std::filesystem::path& target)
{
    if (auto reason = unwritableReason(target))
        return std::unexpected(std::move(*reason));
    // mkstemp(3) fills in the X's and creates the file with O_EXCL.
    const std::string pattern = target.string() + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int descriptor = ::mkostemp(name.data(), O_CLOEXEC);
    if (descriptor < 0)
        return std::unexpected(reasonOf(errno));
    AtomicFile file(target, std::filesystem::path(name.data()), descriptor);
    // A file that replaces another keeps its permissions; a new one gets the usual ones.
    struct stat existing{};
    const mode_t mode = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777U) : newFileMode();
    if (::fchmod(descriptor, mode) != 0)
        return std::unexpected(reasonOf(errno));
    return file;
}

std::expected<void, std::string> AtomicFile::write(std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t written = ::write(m_descriptor, bytes.data(), bytes.size());
        if (written < 0 && errno == EINTR)
            continue;
        if (written < 0)
            return std::unexpected(reasonOf(errno));
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return {};
}

std::expected<void, std::string> AtomicFile::commit()
{
    // The data first, then the name: renamed before it is on disk, a crash could leave an empty
    // file where the old one was.
    if (::fsync(m_descriptor) != 0)
        return std::unexpected(reasonOf(errno));
    if (::close(std::exchange(m_descriptor, -1)) != 0)
        return std::unexpected(reasonOf(errno));
    if (::rename(m_temporary.c_str(), m_target.c_str()) != 0)
        return std::unexpected(reasonOf(errno));
    m_temporary.clear();
    if (!syncFolder(folderOf(m_target)))
        return std::unexpected(std::string("the folder could not be flushed to disk"));
    return {};
}

void AtomicFile::abandon()
{
    if (m_descriptor >= 0)
        ::close(std::exchange(m_descriptor, -1));
    if (!m_temporary.empty()) {
        ::unlink(m_temporary.c_str());
        m_temporary.clear();
    }
}

std::expected<void, std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view bytes)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return std::unexpected(std::move(file.error()));
    if (auto written = file->write(bytes); !written)
        return written;
    return file->commit();
}

} // namespace tco
