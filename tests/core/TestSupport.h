#pragma once

#include "catalog/Catalog.h"
#include "json/Issue.h"
#include "report/Csv.h"
#include "scenario/Scenario.h"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace tco::test {

/// The catalog compiled into the programs, loaded once for all tests.
[[nodiscard]] const Catalog& embeddedCatalog();

/// Whether some issue sits at exactly `pointer` and its message contains `fragment`.
[[nodiscard]] bool hasIssue(const Issues& issues, std::string_view pointer, std::string_view fragment);

/// The preset `id` as the embedded catalog loads it; fails the test when it does not load.
[[nodiscard]] Scenario preset(std::string_view id);

/// A workload of requests of 1,000 input and 1,000 output tokens, so that at 1.00 per million
/// tokens either way a token a day costs 30.4375 / 10^6 a month (365.25 / 12 days): the round
/// numbers the cost tests work their cases by hand in.
[[nodiscard]] Scenario evenWorkload();

/// The problems reading `document` as a scenario with the embedded catalog finds.
[[nodiscard]] Issues scenarioIssues(const nlohmann::ordered_json& document);

/// Every issue on its own line, for failure messages.
[[nodiscard]] std::string listIssues(const Issues& issues);

/// Reads CSV as RFC 4180 writes it: quoted fields may hold the delimiter, doubled quotes and
/// line breaks.
[[nodiscard]] std::vector<std::vector<std::string>> parseCsv(std::string_view text, const CsvFormat& format = {});

/// A fresh, empty directory below the system's temporary directory, removed when destroyed.
class TemporaryDirectory {
public:
    TemporaryDirectory();
    ~TemporaryDirectory();
    TemporaryDirectory(const TemporaryDirectory&) = delete;
    TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;

    [[nodiscard]] const std::filesystem::path& path() const { return m_path; }
    /// Writes `contents` to `name` inside the directory and returns the file's path.
    std::filesystem::path write(const std::string& name, std::string_view contents) const;

private:
    std::filesystem::path m_path;
};

} // namespace tco::test
