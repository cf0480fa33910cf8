#pragma once

#include <string>

namespace tco {

/// What a report says about its own making: the program that wrote it and when.
struct ReportInfo {
    std::string applicationVersion;
    /// ISO 8601: "2026-11-30".
    std::string generatedOn;
};

} // namespace tco
