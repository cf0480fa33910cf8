#include "io/TextFile.h"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

using namespace tco;

namespace {

/// A fresh, empty directory of its own under the system's temporary directory.
std::filesystem::path freshDirectory(const std::string& name)
{
    const auto directory = std::filesystem::temp_directory_path() / ("breakeven-text-file-" + name);
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    return directory;
}

} // namespace

TEST_CASE("A text file is read whole, up to its limit")
{
    const auto directory = freshDirectory("read");
    const auto path = directory / "scenario.json";
    std::ofstream(path) << "{\"name\": \"x\"}";
    CHECK(readTextFile(path, 100) == std::string("{\"name\": \"x\"}"));
    // 13 bytes against a limit of 12.
    CHECK(readTextFile(path, 12).error() == "is 13 bytes; the limit is 12 bytes");
    CHECK(readTextFile(directory / "missing.json", 100).error() == "does not exist");
    CHECK(readTextFile(directory / "missing" / "below.json", 100).error() == "does not exist");
    CHECK(readTextFile(directory, 100).error() == "is a directory, not a file");
}

TEST_CASE("A named pipe or a device is refused at once instead of waited on")
{
    const auto directory = freshDirectory("pipe");
    const auto pipe = directory / "scenario.json";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    // With no writer, reading the pipe would block for ever.
    CHECK(readTextFile(pipe, 100).error() == "is not a regular file (a pipe, a device or a socket); save it to a file first");
    CHECK(readTextFile("/dev/null", 100).error() == "is not a regular file (a pipe, a device or a socket); save it to a file first");
}
