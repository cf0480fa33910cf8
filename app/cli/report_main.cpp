// breakeven-cli-report: `breakeven-cli report`, in a program of its own because it draws with Qt.
// breakeven-cli checks the command line and hands it over unchanged; this program reads it the
// same way and writes the reports.
//
// Exit status: as breakeven-cli's: 0 on success, 2 on bad input or a report that could not be
// written, 1 when the built-in catalog is broken or on an internal error.

#include "CommandSupport.h"
#include "ReportCommand.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <fmt/ostream.h>

#include <cstdlib>
#include <iostream>

namespace {

int run(int argc, char** argv)
{
    constexpr int EXIT_BAD_INPUT = 2;
    constexpr int EXIT_BROKEN = 1;
    CLI::App app{"Breakeven's reports, as `breakeven-cli report` writes them.", "breakeven-cli"};
    app.require_subcommand(1, 1);
    tco::cli::ReportCommandOptions options;
    tco::cli::addReportCommand(app, options);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        return app.exit(error) == EXIT_SUCCESS ? EXIT_SUCCESS : EXIT_BAD_INPUT;
    }
    if (const auto error = tco::cli::reportUsageError(options)) {
        fmt::print(std::cerr, "error: {}\n", *error);
        return EXIT_BAD_INPUT;
    }
    const auto catalog = tco::cli::loadCatalogOrReport();
    if (!catalog)
        return EXIT_BROKEN;
    return tco::cli::runReport(*catalog, options, BREAKEVEN_VERSION, std::cout, std::cerr) ? EXIT_SUCCESS : EXIT_BAD_INPUT;
}

} // namespace

int main(int argc, char** argv)
{
    return tco::cli::exitStatusOf([&] { return run(argc, argv); }, std::cerr);
}
