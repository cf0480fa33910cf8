// The workbook's formulas compute the application's figures. Each workbook is written without
// cached results, so that its formula cells hold 0 until recalculated; LibreOffice, set to
// recalculate on load, recalculates it and exports every sheet as CSV; every formula's result
// must then equal the figure the application computed for its cell.

#include "report/XlsxReport.h"

#include "RunProcess.h"
#include "TestPaths.h"
#include "TestSupport.h"
#include "analysis/OutcomeMap.h"
#include "cluster/ClusterStudy.h"
#include "cost/Evaluation.h"
#include "cost/MoneyOverTime.h"
#include "report/ReportInputs.h"
#include "results/Results.h"
#include "scenario/ScenarioEdit.h"
#include "scenario/ScenarioFile.h"

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <ranges>

using namespace tco;

namespace {

/// A fresh LibreOffice profile's settings: recalculate every formula of an .xlsx file on load
/// (OOXMLRecalcMode 0, "always"). By default LibreOffice trusts the results a file caches.
constexpr std::string_view RECALCULATE_ON_LOAD = R"(<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
)";

/// CSV with commas and double quotes in UTF-8, numbers with all their digits rather than as the
/// cells show them, every sheet to its own file <workbook>-<sheet>.csv (LibreOffice 7.2 and later).
constexpr std::string_view CSV_FILTER = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";

/// Within 1e-9 of the figure, relatively, or absolutely for figures near zero.
constexpr double TOLERANCE = 1e-9;

std::filesystem::path findProgram(std::string_view name)
{
    const char* path = std::getenv("PATH");
    for (const auto directory : std::views::split(std::string_view(path != nullptr ? path : ""), ':')) {
        const std::filesystem::path candidate = std::filesystem::path(std::string_view(directory)) / name;
        if (std::filesystem::exists(candidate))
            return candidate;
    }
    return {};
}

using Sheet = std::vector<std::vector<std::string>>;

/// Recalculates the workbooks in one run of LibreOffice, which takes seconds to start, and reads
/// back every sheet of each, by workbook file name and sheet name.
std::map<std::string, std::map<std::string, Sheet>> recalculate(const std::vector<std::filesystem::path>& workbooks,
                                                                const std::filesystem::path& directory)
{
    const std::filesystem::path soffice = findProgram("soffice");
    INFO("LibreOffice Calc recalculates the workbooks: install it (scripts/dev installs libreoffice-calc-nogui)");
    REQUIRE_FALSE(soffice.empty());
    // A profile of its own, so that tests running side by side do not share one.
    const std::filesystem::path profile = directory / "profile";
    std::filesystem::create_directories(profile / "user");
    std::ofstream(profile / "user" / "registrymodifications.xcu") << RECALCULATE_ON_LOAD;
    std::vector<std::string> arguments{soffice.string(), "--headless",
                                       "--norestore",    "-env:UserInstallation=file://" + profile.string(),
                                       "--convert-to",   std::string(CSV_FILTER),
                                       "--outdir",       directory.string()};
    for (const std::filesystem::path& workbook : workbooks)
        arguments.push_back(workbook.string());
    const test::ProcessResult run = test::runProcess(arguments);
    INFO(run.out << run.err);
    REQUIRE(run.exitCode == 0);

    std::map<std::string, std::map<std::string, Sheet>> sheets;
    for (const std::filesystem::path& workbook : workbooks) {
        const std::string stem = workbook.stem().string();
        for (const auto& entry : std::filesystem::directory_iterator(directory)) {
            const std::string name = entry.path().stem().string();
            if (entry.path().extension() != ".csv" || !name.starts_with(stem + "-"))
                continue;
            std::ifstream file(entry.path());
            const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
            sheets[workbook.filename().string()][name.substr(stem.size() + 1)] = test::parseCsv(text);
        }
    }
    return sheets;
}

std::optional<double> numberIn(const std::map<std::string, Sheet>& sheets, const std::string& sheet, int row, int column)
{
    const auto found = sheets.find(sheet);
    if (found == sheets.end() || static_cast<std::size_t>(row) >= found->second.size())
        return std::nullopt;
    const std::vector<std::string>& cells = found->second[static_cast<std::size_t>(row)];
    if (static_cast<std::size_t>(column) >= cells.size())
        return std::nullopt;
    std::string_view text = cells[static_cast<std::size_t>(column)];
    // Shares are written as percentages, with as many digits as other numbers.
    const bool percent = text.ends_with('%');
    if (percent)
        text.remove_suffix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return percent ? value / 100.0 : value;
}

bool agrees(double value, double figure)
{
    return std::abs(value - figure) <= TOLERANCE * std::max(1.0, std::abs(figure));
}

/// Whether a sheet shows `figure` in some cell.
bool shows(const std::map<std::string, Sheet>& sheets, const std::string& sheet, double figure)
{
    const Sheet& rows = sheets.at(sheet);
    for (std::size_t row = 0; row < rows.size(); ++row) {
        for (std::size_t column = 0; column < rows[row].size(); ++column) {
            const auto value = numberIn(sheets, sheet, static_cast<int>(row), static_cast<int>(column));
            if (value && agrees(*value, figure))
                return true;
        }
    }
    return false;
}

const ReportInfo REPORT_INFO{"test", "2025-11-30"};

/// A scenario and everything the workbook is written from; it does not move, since the results
/// point into it.
struct Subject {
    explicit Subject(Scenario loaded)
        : scenario(std::move(loaded))
        , results(scenario, test::embeddedCatalog(), memo)
        , prepared(results.prepared())
        , evaluation(results.evaluation())
        , inputs(reportInputs(scenario, test::embeddedCatalog()))
    { }
    Subject(const Subject&) = delete;
    Subject& operator=(const Subject&) = delete;

    Scenario scenario;
    SizingMemo memo;
    Results results;
    const PreparedScenario& prepared;
    const Evaluation& evaluation;
    ReportInputs inputs;
};

Scenario preset(std::string_view id)
{
    auto scenario = loadPreset(id, test::embeddedCatalog());
    REQUIRE(scenario.has_value());
    return *scenario;
}

/// Validated as a file would be.
Scenario validated(const Scenario& scenario)
{
    auto parsed = parseScenario(serializeScenario(scenario), scenario.name, test::embeddedCatalog());
    INFO((parsed ? "" : describe(parsed.error())));
    REQUIRE(parsed.has_value());
    return *parsed;
}

/// What the presets leave out: amounts in three currencies shown in a fourth's terms, an owned
/// fleet with a minimum, residual value and maintenance, spot capacity at a typed-in discounted
/// price for part of the day, cache writes, batch and committed-spend discounts, a fine-tuning
/// run, one-time costs paid up front, prices that fall and rise over the horizon, a hybrid
/// plan whose fleet serves part of the busiest hours, a reservation and a promised API spend.
Scenario everything()
{
    const Currency eur = *Currency::fromCode("EUR");
    const Currency gbp = *Currency::fromCode("GBP");
    Scenario scenario = preset("midsize-70b-h200");
    scenario.name = "Every kind of figure";
    scenario.currency.display = eur;
    scenario.currency.exchangeRates
        = {ExchangeRate{eur, 1.1665, "2025-H2", "ECB reference rate"}, ExchangeRate{gbp, 1.3312, "2025-11", "Bank of England"}};
    scenario.workload.cacheWriteShare = 0.05;
    scenario.workload.batchShare = 0.3;
    scenario.staffing.monthlyCostPerFte = Money{12'000.0, gbp};
    scenario.oneTime = OneTimeCosts{Money{50'000.0, eur}, Money{20'000.0, Currency::usd()},
                                    FineTuning{Tokens(2e9), "h100-sxm", 16, Money{2.5, Currency::usd()}, 0.4}, false};
    SelfHostedOption& owned = scenario.selfHosted[0];
    owned.gpus = 12;
    owned.softwarePerGpuYear = Money{1'200.0, eur};
    owned.otherPerMonth = Money{500.0, gbp};
    auto& compute = std::get<OwnedCompute>(owned.compute);
    compute.residualValueShare = 0.1;
    compute.maintenanceSharePerYear = 0.04;
    compute.powerPricePerKwh = Money{0.07, gbp};
    // One server of replicas that serve the quieter hours in full, the busier in part.
    scenario.hybrids.at(0).gpus = 8;
    SelfHostedOption spot = scenario.selfHosted[1];
    spot.name = "H100 spot, price typed in";
    spot.gpuId = "h100-sxm";
    spot.compute = RentedCompute{.cloudPriceId = {},
                                 .pricePerGpuHour = Money{2.1, Currency::usd()},
                                 .pricing = Pricing::Spot,
                                 .discount = 0.1,
                                 .spotInterruptionOverhead = 0.15,
                                 .hoursPerDay = 16.0,
                                 .extraCostShare = 0.2};
    scenario.selfHosted.push_back(spot);
    // A reservation beyond what the first months need, renewed yearly, GPUs beyond it at a
    // typed-in price; a spend promised to the second API offer above its first months' bills.
    SelfHostedOption reserved = scenario.selfHosted[1];
    reserved.name = "H200 reserved";
    auto& reservation = std::get<RentedCompute>(reserved.compute);
    reservation.extraCostShare = 0.1;
    reservation.commitment = GpuCommitment{40, 12, CommitmentPayment::Upfront, Money{4.0, gbp}};
    reserved.priceTrendPerYear = -0.1;
    scenario.selfHosted.push_back(reserved);
    scenario.apiOffers[1].commitment = SpendCommitment{Money{60'000.0, eur}, 12, CommitmentPayment::Monthly};
    scenario.apiOffers[0].committedSpendDiscount = 0.1;
    scenario.apiOffers[1].cacheWritePerMillionTokens = Money{0.5, gbp};
    // Enough volume, growing, that the owned fleet buys servers in later months, at their prices.
    scenario.workload.tokensPerDay = TokensPerDay(2e9);
    scenario.selfHosted[0].priceTrendPerYear = -0.2;
    scenario.selfHosted[2].priceTrendPerYear = -0.05;
    scenario.apiOffers[0].priceTrendPerYear = -0.3;
    scenario.apiOffers[1].priceTrendPerYear = 0.1;
    return validated(scenario);
}

/// An option no layout of which holds one sequence: Llama 3.1 405B with 100 M-token prompts on
/// single-GPU L4 instances.
Scenario cannotRun()
{
    const auto scenario
        = editScenario(preset(DEFAULT_PRESET_ID), test::embeddedCatalog(),
                       std::vector<Override>{{"/workload/input_tokens_per_request", "1e8"},
                                             {"/model/id", "llama-3.1-405b"},
                                             {"/model/kv_cache_precision", "bf16"},
                                             {"/self_hosted/0/gpu", "l4"},
                                             {"/self_hosted/0/rented/cloud_price", "aws-g6.xlarge-on-demand-us-east-2"}});
    REQUIRE(scenario.has_value());
    return *scenario;
}

/// Typed-in prices that work out by hand, shown in EUR at 1.25 USD each: one H100 at 2.50 USD
/// (2 EUR) an hour, an API at 1.25 USD (1 EUR) a million input tokens.
constexpr std::string_view BY_HAND = R"({
  "schema_version": 1,
  "name": "By hand",
  "currency": {
    "display": "EUR",
    "exchange_rates": [ { "currency": "EUR", "usd_per_unit": 1.25, "as_of": "2025-11", "source": "a round figure" } ]
  },
  "horizon_months": 12,
  "workload": { "tokens_per_day": 10000000, "input_tokens_per_request": 1000, "output_tokens_per_request": 1000 },
  "model": { "id": "llama-3.1-8b", "weight_precision": "bf16" },
  "self_hosted": [ {
    "name": "One H100, rented",
    "gpu": "h100-sxm",
    "rented": { "price_per_gpu_hour": { "amount": 2.5, "currency": "USD" }, "pricing": "on_demand" }
  } ],
  "api_offers": [ {
    "name": "API, prices typed in",
    "input_per_mtok": { "amount": 1.25, "currency": "USD" },
    "output_per_mtok": { "amount": 4, "currency": "USD" }
  } ]
})";

const WorkbookFormula& formulaOf(const std::vector<WorkbookFormula>& formulas, std::string_view text)
{
    const auto found = std::ranges::find(formulas, text, &WorkbookFormula::formula);
    INFO(text);
    REQUIRE(found != formulas.end());
    return *found;
}

} // namespace

TEST_CASE("Every formula of the workbook, recalculated by LibreOffice, gives the application's figure", "[xlsx]")
{
    std::vector<std::unique_ptr<Subject>> subjects;
    for (const std::string& id : presetIds())
        subjects.push_back(std::make_unique<Subject>(preset(id)));
    subjects.push_back(std::make_unique<Subject>(everything()));
    subjects.push_back(std::make_unique<Subject>(cannotRun()));
    subjects.push_back(std::make_unique<Subject>(validated(*parseScenario(BY_HAND, "by hand", test::embeddedCatalog()))));

    // What the scenarios must cover for the comparison to cover the model.
    const Subject& all = *subjects[subjects.size() - 3];
    REQUIRE(std::holds_alternative<PreparedOwned>(all.prepared.selfHosted[0].compute));
    REQUIRE(std::get<PreparedRented>(all.prepared.selfHosted[2].compute).interruptionOverhead > 0.0);
    REQUIRE_FALSE(all.prepared.amortizeOneTime);
    REQUIRE(all.evaluation.api[0][CostItem::CommittedSpendDiscount] < 0.0);
    REQUIRE_FALSE(subjects[subjects.size() - 2]->prepared.selfHosted[0].feasible());
    // The hybrid plan runs a fleet that leaves some of the busiest hours' tokens to its API.
    const HybridFleet& partial = all.evaluation.hybrids.at(0).fleet;
    REQUIRE(partial.fleet.gpus > 0);
    REQUIRE(partial.overflowShare > 0.0);
    REQUIRE(partial.overflowShare < 1.0);
    // The owned fleet buys servers as the volume grows, each at its month's price.
    const HorizonSeries& owned = all.evaluation.selfHostedHorizon[0];
    REQUIRE(owned.monthly.back() > owned.monthly[1]);

    const test::TemporaryDirectory directory;
    std::vector<std::filesystem::path> files;
    std::vector<std::vector<WorkbookFormula>> written;
    for (std::size_t index = 0; index < subjects.size(); ++index) {
        const Subject& subject = *subjects[index];
        files.push_back(directory.path() / fmt::format("workbook{}.xlsx", index));
        auto formulas = writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, files.back(), CachedResults::Omit);
        INFO((formulas ? "" : formulas.error()));
        REQUIRE(formulas.has_value());
        written.push_back(std::move(*formulas));
    }
    const auto recalculated = recalculate(files, directory.path() / "csv");

    for (std::size_t index = 0; index < subjects.size(); ++index) {
        const Subject& subject = *subjects[index];
        const auto& sheets = recalculated.at(files[index].filename().string());
        INFO(subject.scenario.name);
        // With no cached result to show, a formula's cell holds its figure only if LibreOffice
        // computed it from the inputs.
        std::vector<std::string> disagreements;
        for (const WorkbookFormula& formula : written[index]) {
            const auto value = numberIn(sheets, formula.sheet, formula.row, formula.column);
            if (!value || !agrees(*value, formula.value)) {
                disagreements.push_back(fmt::format("{} row {} column {}: {} gives {}, the application {}", formula.sheet,
                                                    formula.row + 1, formula.column + 1, formula.formula,
                                                    value ? fmt::format("{}", *value) : "no number", formula.value));
            }
        }
        CHECK(written[index].size() > 100);
        INFO(fmt::format("{} of {} formulas disagree, among them:\n{}", disagreements.size(), written[index].size(),
                         fmt::join(disagreements | std::views::take(10), "\n")));
        CHECK(disagreements.empty());

        // The figures the application shows are among them.
        for (std::size_t option = 0; option < subject.prepared.selfHosted.size(); ++option) {
            if (!subject.evaluation.selfHosted[option].feasible)
                continue;
            CHECK(shows(sheets, "Model", subject.evaluation.selfHosted[option].monthly.total()));
            CHECK(shows(sheets, "Horizon", subject.evaluation.selfHostedHorizon[option].cumulative));
            CHECK(shows(sheets, "Horizon", subject.evaluation.selfHostedHorizon[option].netPresentValue));
        }
        for (std::size_t hybrid = 0; hybrid < subject.evaluation.hybrids.size(); ++hybrid) {
            if (!subject.evaluation.hybrids[hybrid].feasible)
                continue;
            CHECK(shows(sheets, "Model", subject.evaluation.hybrids[hybrid].monthly.total()));
            CHECK(shows(sheets, "Horizon", subject.evaluation.hybridHorizon[hybrid].cumulative));
            CHECK(shows(sheets, "Horizon", subject.evaluation.hybridHorizon[hybrid].netPresentValue));
        }
        // Each investment case's present value, from Excel's NPV() of its savings.
        for (const InvestmentCase& investment : investmentCases(subject.prepared))
            CHECK(shows(sheets, "Cash flow", investment.netPresentValue));
        for (std::size_t offer = 0; offer < subject.prepared.api.size(); ++offer) {
            CHECK(shows(sheets, "Model", subject.evaluation.api[offer].total()));
            CHECK(shows(sheets, "Horizon", subject.evaluation.apiHorizon[offer].cumulative));
            CHECK(shows(sheets, "Horizon", subject.evaluation.apiHorizon[offer].netPresentValue));
        }
    }

    // By hand: 2.50 USD an hour is 2 EUR; a GPU rented all month costs 2 × 24 × 30.4375 =
    // 1,461 EUR. 10 M tokens a day, half of them input: 152,187,500 input tokens a month at
    // 1.25 USD (1 EUR) a million, 152.1875 EUR.
    const std::vector<WorkbookFormula>& byHand = written.back();
    const auto& byHandSheets = recalculated.at(files.back().filename().string());
    const WorkbookFormula& rental = formulaOf(
        byHand, "=option_1_price_per_gpu_hour/usd_per_eur*(1-option_1_discount)*option_1_hours_per_day*days_per_month");
    CHECK_THAT(*numberIn(byHandSheets, rental.sheet, rental.row, rental.column), Catch::Matchers::WithinRel(1'461.0, 1e-12));
    const WorkbookFormula& input = formulaOf(byHand, "=monthly_uncached_input_tokens/1000000*api_1_input_per_mtok/usd_per_eur");
    CHECK_THAT(*numberIn(byHandSheets, input.sheet, input.row, input.column), Catch::Matchers::WithinRel(152.1875, 1e-12));

    // The Inputs sheet names each number of the scenario as its row of the fields table does:
    // group, label, value, unit, cell name, pointer.
    const Sheet& inputs = byHandSheets.at("Inputs");
    const auto rowOf = [&](std::string_view pointer) {
        const auto found
            = std::ranges::find_if(inputs, [&](const auto& cells) { return cells.size() > 5 && cells[5] == pointer; });
        REQUIRE(found != inputs.end());
        return *found;
    };
    const std::vector<std::string> cached = rowOf("/workload/cached_input_share");
    CHECK(cached[1] == "Cached input");
    CHECK(cached[3] == "share of input");
    CHECK(cached[4] == "cached_input_share");
    const std::vector<std::string> price = rowOf("/self_hosted/0/rented/price_per_gpu_hour");
    CHECK(price[1] == "Price per GPU-hour");
    CHECK(price[3] == "USD per GPU-hour");
    CHECK(price[4] == "option_1_price_per_gpu_hour");
}

TEST_CASE("The Variants and Break-even map sheets recalculate to the application's figures, formulas where the model allows",
          "[xlsx]")
{
    Scenario byHand = *parseScenario(BY_HAND, "by hand", test::embeddedCatalog());
    byHand.analysis.variants = {
        Variant{"GPU-hour at 3.75 USD", {{"/self_hosted/0/rented/price_per_gpu_hour", 3.75}}},
        Variant{"Twice the volume", {{"/workload/tokens_per_day", 2e7}}},
        Variant{"Output at 2 USD", {{"/api_offers/0/output_per_mtok", 2.0}}},
    };
    const Subject subject(validated(byHand));
    REQUIRE(subject.evaluation.selfHosted[0].fleet.gpus == 1);
    const test::TemporaryDirectory directory;
    const std::filesystem::path file = directory.path() / "variants.xlsx";
    const auto written = writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, file, CachedResults::Omit);
    REQUIRE(written.has_value());
    const auto sheets = recalculate({file}, directory.path() / "csv").at("variants.xlsx");
    for (const WorkbookFormula& formula : *written) {
        INFO(fmt::format("{} row {} column {}: {}", formula.sheet, formula.row + 1, formula.column + 1, formula.formula));
        const auto value = numberIn(sheets, formula.sheet, formula.row, formula.column);
        REQUIRE(value.has_value());
        CHECK(agrees(*value, formula.value));
    }

    // Columns C to F: current values, then the three variants.
    const Sheet& variants = sheets.at("Variants");
    const auto line = [&](std::string_view label) {
        const auto found = std::ranges::find_if(variants, [&](const auto& cells) { return !cells.empty() && cells[0] == label; });
        REQUIRE(found != variants.end());
        const int row = static_cast<int>(found - variants.begin());
        std::vector<double> values;
        for (int column = 2; column < 6; ++column)
            values.push_back(numberIn(sheets, "Variants", row, column).value_or(-1.0));
        return values;
    };
    const std::vector<double> gpuHour = line("One H100, rented: price per GPU-hour");
    CHECK(gpuHour == std::vector<double>{2.5, 3.75, 2.5, 2.5});
    // One GPU all month at 2.50 USD (2 EUR) an hour: 2 × 24 × 30.4375 = 1,461 EUR; at 3.75 USD
    // (3 EUR), 3 × 730.5 = 2,191.5 EUR. Ten or twenty million tokens a day fit one GPU.
    const std::vector<double> selfHosted = line("One H100, rented: a month");
    CHECK_THAT(selfHosted[0], Catch::Matchers::WithinRel(1'461.0, 1e-12));
    CHECK_THAT(selfHosted[1], Catch::Matchers::WithinRel(2'191.5, 1e-12));
    CHECK_THAT(selfHosted[2], Catch::Matchers::WithinRel(1'461.0, 1e-12));
    CHECK_THAT(selfHosted[3], Catch::Matchers::WithinRel(1'461.0, 1e-12));
    // 152,187,500 input and as many output tokens a month at 1 EUR and 3.2 EUR (4 USD) a million:
    // 152.1875 + 487 = 639.1875 EUR; twice the volume, 1,278.375 EUR; output at 1.6 EUR (2 USD),
    // 152.1875 + 243.5 = 395.6875 EUR.
    const std::vector<double> api = line("API, prices typed in: a month");
    CHECK_THAT(api[0], Catch::Matchers::WithinRel(639.1875, 1e-12));
    CHECK_THAT(api[1], Catch::Matchers::WithinRel(639.1875, 1e-12));
    CHECK_THAT(api[2], Catch::Matchers::WithinRel(1'278.375, 1e-12));
    CHECK_THAT(api[3], Catch::Matchers::WithinRel(395.6875, 1e-12));
    // The outcome, self-hosted less the API: 1,461 − 639.1875 = 821.8125 EUR, and so on.
    const std::vector<double> outcome = line("One H100, rented minus API, prices typed in, a month");
    CHECK_THAT(outcome[0], Catch::Matchers::WithinRel(821.8125, 1e-12));
    CHECK_THAT(outcome[1], Catch::Matchers::WithinRel(1'552.3125, 1e-12));
    CHECK_THAT(outcome[2], Catch::Matchers::WithinRel(182.625, 1e-12));
    CHECK_THAT(outcome[3], Catch::Matchers::WithinRel(1'065.3125, 1e-12));
    // Over the horizon, 12 flat months at no discount: twelve times each month's outcome,
    // 12 × 821.8125 = 9,861.75 EUR for the current values (the Horizon sheet's two present values).
    const std::vector<double> horizon
        = line("One H100, rented minus API, prices typed in over 12 months, discounted at 0 % a year");
    CHECK_THAT(horizon[0], Catch::Matchers::WithinRel(9'861.75, 1e-12));
    CHECK_THAT(horizon[1], Catch::Matchers::WithinRel(12 * 1'552.3125, 1e-12));
    CHECK_THAT(horizon[3], Catch::Matchers::WithinRel(12 * 1'065.3125, 1e-12));
    // The volume and the GPU-hour are what the Model sheet's cost lines can take; an API's price
    // reaches the bill through a named step, so that variant's results are values.
    const auto said
        = std::ranges::find_if(variants, [](const auto& cells) { return !cells.empty() && cells[0] == "Results are"; });
    REQUIRE(said != variants.end());
    CHECK(std::vector<std::string>(said->begin() + 2, said->begin() + 6)
          == std::vector<std::string>{"formulas", "formulas", "formulas", "values"});
    const auto formulasOn = [&](std::string_view sheet) {
        return std::ranges::count_if(*written, [&](const WorkbookFormula& formula) { return formula.sheet == sheet; });
    };
    // The current column's three inputs, read from the Inputs sheet; both options' months in the
    // three columns of formulas; every column's outcome, the difference of its two months; and
    // the current values' outcome over the horizon.
    CHECK(formulasOn("Variants") == 3 + 2 * 3 + 4 + 1);

    // The map: the volume across, the GPU-hour up, every cell a formula. Up the first column, 100,000
    // tokens a day on one GPU, only the GPU-hour's price changes, from a tenth to ten times 2.50 USD:
    // (25 − 0.25) / 1.25 USD a euro × 730.5 h = 14,463.9 EUR a month more at the top than at the bottom.
    CHECK(formulasOn("Break-even map") == MAP_COLUMNS * MAP_ROWS);
    const double top = *numberIn(sheets, "Break-even map", 3, 1);
    const double bottom = *numberIn(sheets, "Break-even map", 3 + MAP_ROWS - 1, 1);
    CHECK_THAT(top - bottom, Catch::Matchers::WithinRel(14'463.9, 1e-9));
}

TEST_CASE("A workbook replaces the file only once it is complete", "[xlsx]")
{
    const Subject subject(preset(DEFAULT_PRESET_ID));
    const test::TemporaryDirectory directory;
    const std::filesystem::path file = directory.write("report.xlsx", "an older report");
    std::filesystem::permissions(
        file, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write | std::filesystem::perms::group_read);
    // A link planted where the workbook used to be written first, report.xlsx.part, receives nothing:
    // the new file is made under a name of its own.
    const std::filesystem::path planted = directory.path() / "planted";
    std::filesystem::create_symlink(planted, directory.path() / "report.xlsx.part");
    REQUIRE(writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, file).has_value());
    CHECK(std::filesystem::file_size(file) > 1'000);
    CHECK_FALSE(std::filesystem::exists(planted));
    // The file it replaced keeps its permissions, 0640.
    CHECK(std::filesystem::status(file).permissions()
          == (std::filesystem::perms::owner_read | std::filesystem::perms::owner_write | std::filesystem::perms::group_read));
    // Nothing else is left beside it but the planted link.
    CHECK(std::distance(std::filesystem::directory_iterator(directory.path()), std::filesystem::directory_iterator()) == 2);

    const std::filesystem::path nowhere = directory.path() / "no such directory" / "report.xlsx";
    const auto failed = writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, nowhere);
    REQUIRE_FALSE(failed.has_value());
    CHECK(failed.error() == fmt::format("Cannot write the workbook {}: its folder does not exist", nowhere.string()));
    // A device or a folder is not replaced by a workbook.
    CHECK(writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, "/dev/null").error()
          == "Cannot write the workbook /dev/null: it is not a regular file (a device, a pipe or a socket), which a report would "
             "replace");
    CHECK(writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, directory.path()).error().ends_with(": it is a folder"));
}

TEST_CASE("The Cluster sheet's cost and worth of each policy are formulas of the GPU-hour's price", "[xlsx]")
{
    // Two days of the HGX H100 preset: 128 servers of 8 rented H100 at 3.50 USD, 1.1665 USD a
    // EUR, and 40 % for the cloud's extras: 3.5 / 1.1665 × 1.4 = 4.2006 EUR a GPU-hour.
    const Subject subject(preset("hgx-h100-cluster"));
    ClusterRunOptions options;
    options.policies = {SchedulingPolicy::Naive, SchedulingPolicy::RackAware, SchedulingPolicy::Defragment};
    options.days = 2.0;
    const ClusterStudy study = studyCluster(subject.scenario, test::embeddedCatalog(), options);
    REQUIRE(study.pricePerGpuHour == Approx(3.5 / 1.1665 * 1.4));

    const test::TemporaryDirectory directory;
    const std::filesystem::path file = directory.path() / "cluster.xlsx";
    const auto formulas = writeXlsxReport(subject.results, subject.inputs, REPORT_INFO, file, CachedResults::Omit, &study);
    REQUIRE(formulas.has_value());
    const auto sheets = recalculate({file}, directory.path() / "csv").at(file.filename().string());
    REQUIRE(sheets.contains("Cluster"));
    std::size_t clusterFormulas = 0;
    for (const WorkbookFormula& formula : *formulas) {
        if (formula.sheet != "Cluster")
            continue;
        ++clusterFormulas;
        const auto value = numberIn(sheets, formula.sheet, formula.row, formula.column);
        INFO(formula.formula);
        REQUIRE(value.has_value());
        CHECK(agrees(*value, formula.value));
    }
    // The domains, from the Inputs sheet; three costs per useful GPU-hour; two policies'
    // domains and money against naive.
    CHECK(clusterFormulas == 8);
    // The price over each usable share; the usable share gained as servers of 8 GPUs for the
    // 8,766 hours of a year.
    for (const PolicyOutcome& outcome : study.outcomes)
        CHECK(shows(sheets, "Cluster", study.pricePerGpuHour / outcome.run.usableShare));
    const double gained = study.outcomes[1].run.usableShare - study.outcomes[0].run.usableShare;
    CHECK(shows(sheets, "Cluster", gained * 128.0 * 8.0 * study.pricePerGpuHour * 8'766.0));
    // Hour 47, the last of two days, is in the series.
    CHECK(shows(sheets, "Cluster", 47.0));
}
