#pragma once

#include <map>
#include <string>
#include <vector>

namespace tco::test {

struct ProcessResult {
    int exitCode = -1;
    std::string out;
    std::string err;
};

/// Runs a program to completion with its output captured. `environment` entries are added to
/// (or replace entries of) this process's environment.
[[nodiscard]] ProcessResult runProcess(const std::vector<std::string>& arguments,
                                       const std::map<std::string, std::string>& environment = {});

} // namespace tco::test
