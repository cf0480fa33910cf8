#include "io/TextFile.h"

#include "TestSupport.h"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>

using namespace tco;

TEST_CASE("A text file is read whole, up to its limit")
{
    const test::TemporaryDirectory temporary;
    const std::filesystem::path& directory = temporary.path();
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
    const test::TemporaryDirectory temporary;
    const std::filesystem::path& directory = temporary.path();
    const auto pipe = directory / "scenario.json";
    REQUIRE(::mkfifo(pipe.c_str(), 0600) == 0);
    // With no writer, reading the pipe would block for ever.
    CHECK(readTextFile(pipe, 100).error() == "is not a regular file (a pipe, a device or a socket); save it to a file first");
    CHECK(readTextFile("/dev/null", 100).error()
          == "is not a regular file (a pipe, a device or a socket); save it to a file first");
}
