#include "presenters/EditorFields.h"

#include "TestCatalog.h"
#include "TestPaths.h"
#include "presenters/Formatting.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioFile.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <QSet>
#include <QTest>

#include <map>
#include <set>

using namespace tco;
using namespace tco::ui;

namespace {

const QLocale US(QLocale::English, QLocale::UnitedStates);
const QLocale SPAIN(QLocale::Spanish, QLocale::Spain);

constexpr std::array ALL_SECTIONS{
    EditorSection::Scenario,         EditorSection::ExchangeRate, EditorSection::Workload,         EditorSection::Model,
    EditorSection::SelfHostedOption, EditorSection::Rented,       EditorSection::RentedCommitment, EditorSection::Owned,
    EditorSection::Serving,          EditorSection::Staffing,     EditorSection::OneTime,          EditorSection::FineTuning,
    EditorSection::ApiOffer,         EditorSection::ApiCommitment};

EditorField fieldOf(EditorSection section, const std::string& key)
{
    for (const EditorField& field : editorFields(section)) {
        if (field.key == key)
            return field;
    }
    QTest::qFail(("no field " + key).c_str(), __FILE__, __LINE__);
    return {};
}

} // namespace

class EditorFieldsTest : public QObject {
    Q_OBJECT

private slots:
    void readsNumbersAsTheLocaleWritesThem()
    {
        QCOMPARE(parseNumber(US, QStringLiteral("1,234.56")), 1234.56);
        QCOMPARE(parseNumber(US, QStringLiteral("1234.56")), 1234.56);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("1.234,56")), 1234.56);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("1234,56")), 1234.56);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("12.345.678")), 12345678.0);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("-1.234,5")), -1234.5);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral(" 2,5 ")), 2.5);
        QCOMPARE(parseNumber(US, QStringLiteral("1e8")), 1e8);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("1e8")), 1e8);
        // Never a silent zero: what is not a number in the locale is nothing.
        QCOMPARE(parseNumber(US, QStringLiteral("abc")), std::nullopt);
        QCOMPARE(parseNumber(US, QString()), std::nullopt);
        QCOMPARE(parseNumber(US, QStringLiteral("1,5")), std::nullopt);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("1.23,4")), std::nullopt);
        QCOMPARE(parseNumber(SPAIN, QStringLiteral("1,234.56")), std::nullopt);
        QCOMPARE(parseNumber(US, QStringLiteral("inf")), std::nullopt);
        QCOMPARE(parseNumber(US, QStringLiteral("nan")), std::nullopt);
    }

    void showsNumbersAsTheLocaleWritesThem()
    {
        QCOMPARE(formatNumber(US, 1e7), QStringLiteral("10,000,000"));
        QCOMPARE(formatNumber(US, 1234.56), QStringLiteral("1,234.56"));
        QCOMPARE(formatNumber(SPAIN, 12345.6), QStringLiteral("12.345,6"));
        // Spanish groups digits only from five on (CLDR's minimum grouping), as the rest of the app shows them.
        QCOMPARE(formatNumber(SPAIN, 1234.56), QStringLiteral("1234,56"));
        QCOMPARE(formatNumber(US, 0.025 * 100.0), QStringLiteral("2.5"));
        QCOMPARE(formatNumber(US, 0.0806), QStringLiteral("0.0806"));
        QCOMPARE(formatNumber(US, 3.5e-7), QStringLiteral("0.00000035"));
        // What a field shows reads back as the same value.
        for (const double value : {1e15, 0.1665, 1234.5, 33.3, 0.0859})
            QCOMPARE(parseNumber(SPAIN, formatNumber(SPAIN, value)), value);
    }

    void turnsTypedTextIntoJson()
    {
        const EditorField share = fieldOf(EditorSection::Workload, "/cached_input_share");
        QCOMPARE(fieldJson(share, QStringLiteral("2,5"), SPAIN).value(), std::string("0.025"));
        QCOMPARE(fieldJson(share, QStringLiteral("90"), US).value(), std::string("0.9"));
        const EditorField cost = fieldOf(EditorSection::Staffing, "/monthly_cost_per_fte");
        QCOMPARE(fieldJson(cost, QStringLiteral("1.234,5"), SPAIN, QStringLiteral("EUR")).value(),
                 std::string("{\"amount\":1234.5,\"currency\":\"EUR\"}"));
        // Money is written with a currency the file can read, or not at all.
        QCOMPARE(fieldJson(cost, QStringLiteral("12"), US, QStringLiteral("EURO")).error(),
                 QStringLiteral("“EURO” is not a currency code."));
        const EditorField horizon = fieldOf(EditorSection::Scenario, "/horizon_months");
        QCOMPARE(fieldJson(horizon, QStringLiteral("36"), US).value(), std::string("36"));
        QCOMPARE(fieldJson(horizon, QStringLiteral("2.5"), US).value(), std::string("2.5"));
        const EditorField name = fieldOf(EditorSection::Scenario, "/name");
        QCOMPARE(fieldJson(name, QStringLiteral("A \"quoted\" name"), US).value(), std::string("\"A \\\"quoted\\\" name\""));

        // An empty optional field removes its key; an empty required one is refused.
        const EditorField gpus = fieldOf(EditorSection::SelfHostedOption, "/gpus");
        QCOMPARE(fieldJson(gpus, QStringLiteral(" "), US).value(), std::string("null"));
        const EditorField volume = fieldOf(EditorSection::Workload, "/tokens_per_day");
        QVERIFY(!fieldJson(volume, QString(), US).has_value());
        const auto typo = fieldJson(volume, QStringLiteral("10M"), US);
        QVERIFY(!typo.has_value());
        QVERIFY(typo.error().contains(QStringLiteral("10M")));
    }

    void showsDocumentValues()
    {
        using json = nlohmann::ordered_json;
        const EditorField share = fieldOf(EditorSection::Workload, "/cached_input_share");
        QCOMPARE(fieldText(share, json(0.9), US), QStringLiteral("90"));
        QCOMPARE(fieldText(share, json(0.025), SPAIN), QStringLiteral("2,5"));
        QCOMPARE(fieldText(share, json(), US), QString());
        const EditorField cost = fieldOf(EditorSection::Staffing, "/monthly_cost_per_fte");
        const json money{{"amount", 6000}, {"currency", "EUR"}};
        QCOMPARE(fieldText(cost, money, US), QStringLiteral("6,000"));
        QCOMPARE(moneyCurrency(money), QStringLiteral("EUR"));
        QCOMPARE(moneyCurrency(json(3)), QString());
    }

    void everyFieldHasALabelAUniqueNameAndAPlaceInTheDocument()
    {
        auto loaded = loadScenarioFile(TCO_TEST_DATA_DIR "/valid-explicit-prices.breakeven.json", test::embeddedCatalog());
        QVERIFY(loaded.has_value());
        loaded->oneTime.fineTuning = FineTuning{Tokens(1e9), "h100-sxm", 8, Money{2.0, Currency::usd()}, 0.4};
        std::get<RentedCompute>(loaded->selfHosted[0].compute).commitment
            = GpuCommitment{16, 36, CommitmentPayment::Upfront, Money{3.0, Currency::usd()}};
        loaded->apiOffers[0].commitment = SpendCommitment{Money{5'000.0, Currency::usd()}, 12, CommitmentPayment::Monthly};
        const nlohmann::ordered_json document = *loaded;

        // The numbers of the file, each a row of the core's table of the scenario's fields.
        std::map<std::string, const ScenarioField*> rows;
        for (const FieldInstance& instance : scenarioFieldInstances(*loaded))
            rows.emplace(instance.pointer, instance.field);
        std::set<std::string> edited;

        QSet<QString> names;
        for (const EditorSection section : ALL_SECTIONS) {
            // The file's second option is the owned one.
            const int entry = section == EditorSection::Owned ? 1 : 0;
            for (const EditorField& field : editorFields(section)) {
                QVERIFY2(!field.label.isEmpty() && !field.toolTip.isEmpty(), field.key.c_str());
                QVERIFY2(!names.contains(field.objectName), qPrintable(field.objectName));
                names.insert(field.objectName);
                const std::string pointer = sectionPointer(section, entry) + field.key;
                const bool placed = document.contains(nlohmann::ordered_json::json_pointer(pointer));
                // Optional keys may be absent; the file leaves out the catalog ids it does not use.
                QVERIFY2(placed || field.optional, pointer.c_str());
                const bool counted = field.kind == FieldKind::Number || field.kind == FieldKind::WholeNumber
                    || field.kind == FieldKind::Percent || field.kind == FieldKind::Money;
                QVERIFY2(!counted || !field.unit.isEmpty() || field.kind == FieldKind::Money, pointer.c_str());
                if (counted && placed) {
                    // A number the editor edits is one the format describes, whole where it is.
                    const auto row = rows.find(pointer);
                    QVERIFY2(row != rows.end(), pointer.c_str());
                    QVERIFY2(row->second->rule.wholeNumber == (field.kind == FieldKind::WholeNumber), pointer.c_str());
                    edited.insert(pointer);
                }
            }
        }
        // And every number of the file has a field in the editor, but for the other options'
        // copies of the first one's (the editor shows each option with the same fields).
        for (const auto& [pointer, row] : rows) {
            const bool ofAnotherEntry = (pointer.starts_with("/self_hosted/") && !pointer.starts_with("/self_hosted/0/")
                                         && !pointer.starts_with("/self_hosted/1/owned"))
                || (pointer.starts_with("/api_offers/") && !pointer.starts_with("/api_offers/0/"))
                || (pointer.starts_with("/currency/exchange_rates/") && !pointer.starts_with("/currency/exchange_rates/0/"));
            QVERIFY2(ofAnotherEntry || edited.contains(pointer), pointer.c_str());
        }
        QCOMPARE(sectionPointer(EditorSection::Rented, 2), std::string("/self_hosted/2/rented"));
        QCOMPARE(sectionPointer(EditorSection::ExchangeRate, 1), std::string("/currency/exchange_rates/1"));
    }

    void showsEachNumberAsItsRowDescribesIt()
    {
        // A share is typed as a percentage, after "%" and what it is a share of.
        const EditorField cached = fieldOf(EditorSection::Workload, "/cached_input_share");
        QCOMPARE(cached.kind, FieldKind::Percent);
        QCOMPARE(cached.label, QStringLiteral("Cached input"));
        QCOMPARE(cached.unit, QStringLiteral("% of input"));
        QCOMPARE(cached.objectName, QStringLiteral("cachedInputShare"));
        // A number the file may leave out says its default, the one its typed struct starts with.
        QCOMPARE(cached.toolTip, QStringLiteral("Share of input tokens an API reads from its prompt cache. Default: 0 %."));
        const EditorField memory = fieldOf(EditorSection::Serving, "/memory_utilization");
        QCOMPARE(memory.unit, QStringLiteral("%"));
        QVERIFY2(memory.toolTip.endsWith(QStringLiteral("Default: 90 %.")), qPrintable(memory.toolTip));
        const EditorField poll = fieldOf(EditorSection::Serving, "/scheduler_poll_steps");
        QCOMPARE(poll.kind, FieldKind::WholeNumber);
        QVERIFY2(poll.toolTip.endsWith(QStringLiteral("Default: 1.")), qPrintable(poll.toolTip));
        // One the file must give has no default to state.
        const EditorField volume = fieldOf(EditorSection::Workload, "/tokens_per_day");
        QCOMPARE(volume.toolTip, QStringLiteral("Input plus output tokens on an average day."));
        QVERIFY(!volume.optional);
        // Money has its currency apart; a price the file may leave to the catalog is optional.
        const EditorField price = fieldOf(EditorSection::Rented, "/price_per_gpu_hour");
        QCOMPARE(price.kind, FieldKind::Money);
        QCOMPARE(price.label, QStringLiteral("Price per GPU-hour"));
        QCOMPARE(price.unit, QStringLiteral("per GPU-hour"));
        QVERIFY(price.optional);
        QCOMPARE(price.placeholder, QStringLiteral("catalog"));
        // The fine-tuning run's widgets are named apart from an option's of the same key.
        QCOMPARE(fieldOf(EditorSection::FineTuning, "/gpus").objectName, QStringLiteral("fineTuningGpus"));
        QCOMPARE(fieldOf(EditorSection::SelfHostedOption, "/gpus").objectName, QStringLiteral("optionGpus"));
    }

    void offersTheScenarioCurrencies()
    {
        auto loaded = loadScenarioFile(TCO_TEST_DATA_DIR "/valid-explicit-prices.breakeven.json", test::embeddedCatalog());
        QVERIFY(loaded.has_value());
        QCOMPARE(currencyCodes(*loaded), (QStringList{QStringLiteral("USD"), QStringLiteral("GBP"), QStringLiteral("EUR")}));
        QCOMPARE(currencyCodes(Scenario{}), QStringList{QStringLiteral("USD")});
    }

    void readsAndShowsListsOfNumbers()
    {
        using json = nlohmann::ordered_json;
        const EditorField hours = fieldOf(EditorSection::LoadShape, "/hours");
        QCOMPARE(fieldJson(hours, QStringLiteral("1; 2,5;3"), SPAIN).value(), std::string("[1,2.5,3]"));
        // Spaces part numbers where the locale does not group digits with one.
        QCOMPARE(fieldJson(hours, QStringLiteral(" 1 2.5  3 "), US).value(), std::string("[1,2.5,3]"));
        QCOMPARE(fieldJson(hours, QStringLiteral("2,500; 1"), US).value(), std::string("[2500,1]"));
        // French groups digits with a space, so only semicolons part its numbers.
        const QLocale france(QLocale::French, QLocale::France);
        const QString twelveHundred = QStringLiteral("1") + france.groupSeparator() + QStringLiteral("200; 3");
        QCOMPARE(fieldJson(hours, twelveHundred, france).value(), std::string("[1200,3]"));
        QCOMPARE(fieldJson(hours, QStringLiteral("1; x; 3"), US).error(), QStringLiteral("“x” is not a number."));
        QCOMPARE(fieldJson(hours, QStringLiteral(" ; "), US).error(), QStringLiteral("Enter numbers apart by semicolons."));
        QCOMPARE(fieldText(hours, json::array({0.5, 1, 2500}), US), QStringLiteral("0.5; 1; 2,500"));
        QCOMPARE(fieldText(hours, json::array({0.5, 1}), SPAIN), QStringLiteral("0,5; 1"));
    }

    void sketchesTheWeekOfALoadProfile()
    {
        const Catalog catalog = test::embeddedCatalog();
        auto loaded = loadPreset("professional-services-70b", catalog);
        QVERIFY(loaded.has_value());
        const std::optional<std::vector<double>> week = weekRatesOf(*loaded, catalog);
        QVERIFY(week.has_value());
        QCOMPARE(week->size(), std::size_t{168});
        // Office hours (data/catalog/load_profiles.json): the hours sum to 24.0035 and the days to
        // 6.991, so Monday 00:00 runs at 0.59 / 1.000146 × 1.16 / 0.998714 = 0.68518 of the
        // average hour, and the busiest, Wednesday 16:00, at 2.27 / 1.000146 × 1.22 / 0.998714 = 2.77256.
        QCOMPARE(qRound(week->front() * 1e5), 68518);
        QCOMPARE(qRound(week->at(2 * 24 + 16) * 1e5), 277256);
        QCOMPARE(qRound(std::ranges::max(*week) * 1e5), 277256);
        loaded->workload.loadProfile.reset();
        QVERIFY(!weekRatesOf(*loaded, catalog).has_value());
    }

    void hidesThePeakRatioWhileAProfileSetsTheBusiestHour()
    {
        const Catalog catalog = test::embeddedCatalog();
        auto loaded = loadPreset("professional-services-70b", catalog);
        QVERIFY(loaded.has_value());
        const EditorField peak = fieldOf(EditorSection::Workload, "/peak_to_average");
        QVERIFY(peak.applies != nullptr);
        QVERIFY(!peak.applies(*loaded));
        loaded->workload.loadProfile.reset();
        QVERIFY(peak.applies(*loaded));
        // The choice comes just before the ratio, and the profile's own fields follow the group.
        const std::vector<EditorField> workload = editorFields(EditorSection::Workload);
        QCOMPARE(workload.back().key, std::string("/peak_to_average"));
        QCOMPARE(workload.at(workload.size() - 2).key, std::string("/load_profile"));
    }

    void describesEachChange()
    {
        QCOMPARE(changeDescription(fieldOf(EditorSection::Workload, "/tokens_per_day")), QStringLiteral("Change tokens per day"));
        QCOMPARE(changeDescription(fieldOf(EditorSection::Owned, "/pue")), QStringLiteral("Change PUE"));
        QCOMPARE(changeDescription(fieldOf(EditorSection::SelfHostedOption, "/gpu")), QStringLiteral("Change GPU"));
        QCOMPARE(changeDescription(fieldOf(EditorSection::Model, "/kv_cache_precision")), QStringLiteral("Change KV cache"));
    }
};

QTEST_GUILESS_MAIN(EditorFieldsTest)
#include "EditorFieldsTest.moc"
