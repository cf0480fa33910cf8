#include "io/AtomicFile.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <iterator>

using namespace tco;

namespace {

std::string contentsOf(const std::filesystem::path& path)
{
    std::ifstream file(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(file), {}};
}

std::size_t entriesIn(const std::filesystem::path& directory)
{
    return static_cast<std::size_t>(
        std::distance(std::filesystem::directory_iterator(directory), std::filesystem::directory_iterator()));
}

} // namespace

TEST_CASE("A file is written whole in the place of the old one, which keeps its permissions")
{
    const test::TemporaryDirectory temporary;
    const std::filesystem::path& directory = temporary.path();
    const auto path = directory / "report.json";
    std::ofstream(path) << "old";
    std::filesystem::permissions(path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    REQUIRE(writeFileAtomically(path, "new contents"));
    CHECK(contentsOf(path) == "new contents");
    CHECK(std::filesystem::status(path).permissions()
          == (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write));
    CHECK(entriesIn(directory) == 1);

    // A new file gets 0666 less the umask, as any file the program opened would, not mkstemp's 0600.
    const mode_t mask = ::umask(022);
    const auto fresh = directory / "fresh.json";
    REQUIRE(writeFileAtomically(fresh, "x"));
    ::umask(mask);
    CHECK(std::filesystem::status(fresh).permissions() == static_cast<std::filesystem::perms>(0644));
}

TEST_CASE("A file never committed leaves nothing behind, and the old one stays")
{
    const test::TemporaryDirectory temporary;
    const std::filesystem::path& directory = temporary.path();
    const auto path = directory / "report.xlsx";
    std::ofstream(path) << "old";
    {
        auto file = AtomicFile::create(path);
        REQUIRE(file);
        REQUIRE(file->write("half a report"));
        CHECK(file->temporaryPath().parent_path() == directory);
        CHECK(entriesIn(directory) == 2);
    }
    CHECK(contentsOf(path) == "old");
    CHECK(entriesIn(directory) == 1);
}

TEST_CASE("What is not a regular file, or has no folder, is not written over")
{
    const test::TemporaryDirectory temporary;
    const std::filesystem::path& directory = temporary.path();
    CHECK(unwritableReason("/dev/null")
          == "it is not a regular file (a device, a pipe or a socket), which a report would replace");
    CHECK(writeFileAtomically("/dev/full", "x").error()
          == "it is not a regular file (a device, a pipe or a socket), which a report would replace");
    CHECK(unwritableReason(directory) == "it is a folder");
    CHECK(unwritableReason(directory / "missing" / "x.json") == "its folder does not exist");
    std::ofstream(directory / "file") << "x";
    CHECK(unwritableReason(directory / "file" / "x.json") == "what should be its folder is a file");
    CHECK_FALSE(unwritableReason(directory / "x.json"));
    CHECK(std::filesystem::is_character_file("/dev/full"));
}
