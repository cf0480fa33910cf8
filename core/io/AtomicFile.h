#pragma once

#include <expected>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

/// Why no file can be written at `path`, if none can: what is there is not a regular file
/// (writing would put a file in the place of a device, a pipe or a folder), or the folder it
/// would go in does not exist. A sentence that completes "cannot write PATH: …".
[[nodiscard]] std::optional<std::string> unwritableReason(const std::filesystem::path& path);

/// A new file that takes the place of its target only once complete. It is created beside the
/// target under a name of its own (exclusively, so nothing planted under that name receives
/// it), and commit() flushes it to disk, renames it over the target and flushes the folder: a
/// crash at any moment leaves the old file or the new one, never part of one, and no stray
/// temporary file once the object is gone. Uncommitted, it removes itself when destroyed.
class AtomicFile {
public:
    [[nodiscard]] static std::expected<AtomicFile, std::string> create(const std::filesystem::path& target);

    AtomicFile(AtomicFile&& other) noexcept;
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;
    AtomicFile& operator=(AtomicFile&&) = delete;
    ~AtomicFile();

    /// Where the new file is being written, for a writer that opens it by name itself.
    [[nodiscard]] const std::filesystem::path& temporaryPath() const { return m_temporary; }
    [[nodiscard]] std::expected<void, std::string> write(std::string_view bytes);
    /// Puts the new file in the target's place.
    [[nodiscard]] std::expected<void, std::string> commit();

private:
    AtomicFile(std::filesystem::path target, std::filesystem::path temporary, int descriptor);
    void abandon();

    std::filesystem::path m_target;
    std::filesystem::path m_temporary;
    int m_descriptor = -1;
};

/// Writes `bytes` to `path` whole, through an AtomicFile; the error completes "cannot write PATH: …".
[[nodiscard]] std::expected<void, std::string> writeFileAtomically(const std::filesystem::path& path, std::string_view bytes);

} // namespace tco
