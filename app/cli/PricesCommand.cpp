#include "PricesCommand.h"

#include "CommandSupport.h"
#include "TextTable.h"
#include "analysis/Answer.h"
#include "catalog/CatalogLoader.h"
#include "cost/Evaluation.h"
#include "cost/PreparedScenario.h"
#include "io/TextFile.h"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <ranges>

namespace tco::cli {
namespace {

/// Unmapped entries listed unless every one is asked for: a whole LiteLLM list leaves hundreds.
constexpr std::size_t UNMAPPED_SHOWN = 10;

std::string counted(std::size_t count, std::string_view one, std::string_view many)
{
    return fmt::format("{} {}", count, count == 1 ? one : many);
}

std::string figureText(const std::optional<double>& value, PriceFigure figure)
{
    if (!value)
        return "none";
    return figure == PriceFigure::BatchDiscount ? fmt::format("{:.0f} %", *value * 100.0) : fmt::format("{:.6g}", *value);
}

/// The file imported as the options say, or nothing after explaining on `err`.
std::optional<PriceImport> importFile(const PricesOptions& options, std::ostream& err)
{
    const auto text = readTextFile(options.file, MAX_PRICE_LIST_BYTES);
    if (!text) {
        fmt::print(err, "error: {}: the file {}\n", options.file, text.error());
        return std::nullopt;
    }
    const std::optional<PriceFormat> format = options.format ? options.format : detectPriceFormat(*text);
    if (!format) {
        fmt::print(err,
                   "error: {} is none of the price lists Breakeven reads (LiteLLM, genai-prices, OpenRouter, SkyPilot); "
                   "name its format with --format if it is one\n",
                   options.file);
        return std::nullopt;
    }
    const std::string asOf = options.asOf.empty() ? todayIso() : options.asOf;
    if (!isValidAsOf(asOf) || asOf.size() != 10) {
        fmt::print(err, "error: --as-of must be a day written YYYY-MM-DD, got \"{}\"\n", asOf);
        return std::nullopt;
    }
    auto imported = importOntoShippedCatalog(*text, *format, PriceFile{options.file, options.origin, asOf, options.provider});
    if (!imported) {
        fmt::print(err, "{}\n", describe(imported.error()));
        return std::nullopt;
    }
    return std::move(*imported);
}

void printChanges(const Catalog& current, const PriceImport& imported, const PricesOptions& options, std::ostream& out)
{
    const std::vector<PriceChange> changes = priceChanges(current, imported.prices);
    const auto changed = std::ranges::count_if(changes, [](const PriceChange& change) { return !change.figures.empty(); });
    fmt::print(out, "{} read as {}: {} priced, {} of them with new figures; {} of the list not mapped.\n\n", options.file,
               nameOf(imported.format, PRICE_FORMAT_NAMES), counted(changes.size(), "catalog entry", "catalog entries"), changed,
               counted(imported.unmapped.size(), "entry", "entries"));
    if (!changes.empty()) {
        TextTable table(
            {{"ENTRY"}, {"FIGURE"}, {"NOW", TextTable::Align::Right}, {"IMPORTED", TextTable::Align::Right}, {"AS OF"}});
        for (const PriceChange& change : changes) {
            const std::string dates = fmt::format("{} -> {}", change.asOfBefore, change.asOfAfter);
            if (change.figures.empty())
                table.addRow({change.id, "(same figures)", "", "", dates});
            for (std::size_t index = 0; index < change.figures.size(); ++index) {
                const FigureChange& figure = change.figures[index];
                table.addRow({index == 0 ? change.id : "", std::string(nameOf(figure.figure, PRICE_FIGURE_NAMES)),
                              figureText(figure.before, figure.figure), figureText(figure.after, figure.figure),
                              index == 0 ? dates : ""});
            }
        }
        out << table.render() << "Prices in USD per million tokens, and per GPU-hour for clouds.\n\n";
    }
    if (!imported.unmapped.empty()) {
        const std::size_t shown
            = options.everyUnmapped ? imported.unmapped.size() : std::min(UNMAPPED_SHOWN, imported.unmapped.size());
        fmt::print(out, "Not mapped onto the catalog ({}{}):\n", imported.unmapped.size(),
                   shown < imported.unmapped.size() ? "; --unmapped lists every one" : "");
        for (const UnmappedPrice& entry : imported.unmapped | std::views::take(shown))
            fmt::print(out, "  {}: {}\n", entry.key, entry.reason);
        out << '\n';
    }
}

/// The scenario's answer, in sentences, with `catalog`'s prices.
std::optional<std::vector<std::string>> answerWith(const Catalog& catalog, const std::string& path, std::ostream& err)
{
    const std::optional<Scenario> scenario = loadOrExplain(catalog, path, {}, err);
    if (!scenario)
        return std::nullopt;
    const PreparedScenario prepared = prepareScenario(*scenario, catalog);
    return englishSentences(answerFor(prepared, evaluate(prepared)), scenario->currency.display.code());
}

} // namespace

bool runPricesImport(const Catalog& current, const PricesOptions& options, std::ostream& out, std::ostream& err)
{
    const std::optional<PriceImport> imported = importFile(options, err);
    if (!imported)
        return false;
    const std::optional<std::filesystem::path> directory = userCatalogDirectoryOfEnvironment();
    if (!directory) {
        fmt::print(err, "error: neither XDG_DATA_HOME nor HOME says where the user catalog directory is\n");
        return false;
    }
    printChanges(current, *imported, options, out);
    const auto written = writeImportedPrices(*imported, *directory);
    if (!written) {
        fmt::print(err, "error: {}\n", written.error());
        return false;
    }
    fmt::print(out, "Wrote {}: delete it to undo the import.\n", written->string());
    return true;
}

bool runPricesDiff(const Catalog& current, const PricesOptions& options, std::ostream& out, std::ostream& err)
{
    const std::optional<PriceImport> imported = importFile(options, err);
    if (!imported)
        return false;
    printChanges(current, *imported, options, out);
    if (options.scenarioPath.empty())
        return true;
    Catalog updated = current;
    updated.merge(imported->prices);
    const auto before = answerWith(current, options.scenarioPath, err);
    const auto after = answerWith(updated, options.scenarioPath, err);
    if (!before || !after)
        return false;
    fmt::print(out, "{} with the prices in use now:\n", options.scenarioPath);
    for (const std::string& sentence : *before)
        fmt::print(out, "  {}\n", sentence);
    fmt::print(out, "\nWith the file's prices:\n");
    for (const std::string& sentence : *after)
        fmt::print(out, "  {}\n", sentence);
    if (*before == *after)
        fmt::print(out, "\nThe answer does not move.\n");
    return true;
}

bool runPricesStatus(std::ostream& out, std::ostream& err)
{
    const auto shipped = loadEmbeddedCatalog();
    if (!shipped) {
        fmt::print(err, "error: the built-in catalog is broken:\n{}\n", describe(shipped.error()));
        return false;
    }
    TextTable table({{"SOURCE"},
                     {"ENTRIES", TextTable::Align::Right},
                     {"OLDEST"},
                     {"NEWEST"},
                     {"DIFFERING FROM SHIPPED", TextTable::Align::Right}});
    const auto addRow = [&](const std::string& source, const Catalog& prices) {
        std::vector<std::string> dates;
        for (const ApiPrice& price : prices.apiPrices)
            dates.push_back(price.provenance.asOf);
        for (const CloudPrice& price : prices.cloudPrices)
            dates.push_back(price.provenance.asOf);
        std::ranges::sort(dates);
        const std::vector<PriceChange> changes = priceChanges(*shipped, prices);
        const auto differing = std::ranges::count_if(changes, [](const PriceChange& change) { return !change.figures.empty(); });
        table.addRow({source, std::to_string(dates.size()), dates.empty() ? "" : dates.front(), dates.empty() ? "" : dates.back(),
                      std::to_string(differing)});
    };
    Catalog shippedApi;
    shippedApi.apiPrices = shipped->apiPrices;
    Catalog shippedCloud;
    shippedCloud.cloudPrices = shipped->cloudPrices;
    addRow("shipped API prices", shippedApi);
    addRow("shipped cloud prices", shippedCloud);
    const std::optional<std::filesystem::path> directory = userCatalogDirectoryOfEnvironment();
    std::vector<std::filesystem::path> imported;
    std::error_code error;
    if (directory && std::filesystem::is_directory(*directory, error)) {
        for (const auto& entry : std::filesystem::directory_iterator(*directory, error)) {
            const std::string name = entry.path().filename().string();
            if (name.starts_with("imported-") && name.ends_with(".json"))
                imported.push_back(entry.path());
        }
    }
    std::ranges::sort(imported);
    for (const std::filesystem::path& path : imported) {
        const auto text = readTextFile(path, CATALOG_LIMITS.maxBytes);
        auto prices = text ? parseCatalog(*text, path.string()) : std::unexpected(LoadError{path.string(), {{"", text.error()}}});
        if (!prices) {
            fmt::print(err, "warning: {} cannot be read and is skipped by every command:\n{}\n", path.string(),
                       describe(prices.error()));
            continue;
        }
        addRow(path.filename().string(), *prices);
    }
    out << table.render();
    if (imported.empty())
        fmt::print(out, "\nNo imported prices{}: `breakeven-cli prices import FILE` brings a price list in.\n",
                   directory ? fmt::format(" in {}", directory->string()) : std::string());
    return true;
}

} // namespace tco::cli
