#include "presenters/EditorFields.h"

#include "cost/WeekLoad.h"
#include "json/Issue.h"
#include "presenters/Formatting.h"
#include "scenario/Resolve.h"
#include "scenario/Scenario.h"
#include "scenario/ScenarioFields.h"
#include "scenario/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

/// Digits a field shows: more than any input has, fewer than the 17 that expose binary noise.
constexpr int SHOWN_DIGITS = 12;
/// The largest whole number a double holds exactly (2^53).
constexpr double EXACT_INTEGER_LIMIT = 9007199254740992.0;

EditorField field(std::string key, FieldKind kind, QString label, QString unit, const char* objectName, QString toolTip)
{
    EditorField row;
    row.key = std::move(key);
    row.kind = kind;
    row.label = std::move(label);
    row.unit = std::move(unit);
    row.objectName = QLatin1String(objectName);
    row.toolTip = std::move(toolTip);
    return row;
}

EditorField optional(EditorField row, QString placeholder)
{
    row.optional = true;
    row.placeholder = std::move(placeholder);
    return row;
}

EditorField choice(EditorField row, std::vector<FieldChoice> choices)
{
    row.choices = std::move(choices);
    return row;
}

EditorField catalogEntry(EditorField row, CatalogSection section)
{
    row.catalogSection = section;
    return row;
}

/// The section of the fields table whose numbers an editor section shows; nothing for the model
/// and the cluster's switch, which have none.
std::optional<FieldSection> numbersOf(EditorSection section)
{
    switch (section) {
    case EditorSection::Model:
    case EditorSection::LoadProfile:
    case EditorSection::LoadShape:
    case EditorSection::ClusterChoice:
        return std::nullopt;
    case EditorSection::Cluster:
        return FieldSection::Cluster;
    case EditorSection::ClusterInference:
        return FieldSection::ClusterInference;
    case EditorSection::ClusterInferenceLayout:
        return FieldSection::ClusterInferenceLayout;
    case EditorSection::ClusterJobs:
        return FieldSection::ClusterJobs;
    case EditorSection::ClusterJobClass:
        return FieldSection::ClusterJobClass;
    case EditorSection::ClusterJobLayout:
        return FieldSection::ClusterJobLayout;
    case EditorSection::Scenario:
        return FieldSection::Scenario;
    case EditorSection::ExchangeRate:
        return FieldSection::ExchangeRate;
    case EditorSection::Workload:
        return FieldSection::Workload;
    case EditorSection::SelfHostedOption:
        return FieldSection::SelfHosted;
    case EditorSection::Rented:
        return FieldSection::Rented;
    case EditorSection::RentedCommitment:
        return FieldSection::RentedCommitment;
    case EditorSection::Owned:
        return FieldSection::Owned;
    case EditorSection::Serving:
        return FieldSection::Serving;
    case EditorSection::Staffing:
        return FieldSection::Staffing;
    case EditorSection::OneTime:
        return FieldSection::OneTime;
    case EditorSection::FineTuning:
        return FieldSection::FineTuning;
    case EditorSection::ApiOffer:
        return FieldSection::ApiOffer;
    case EditorSection::ApiCommitment:
        return FieldSection::ApiCommitment;
    case EditorSection::Hybrid:
        return FieldSection::Hybrid;
    }
    return std::nullopt;
}

/// The name of a number's input widget: its key in camel case, after a prefix in the sections
/// whose keys others share ("gpus" is an option's and the fine-tuning run's).
QString widgetName(const ScenarioField& row)
{
    QString name;
    switch (row.section) {
    case FieldSection::ExchangeRate:
        name = QStringLiteral("rate");
        break;
    case FieldSection::SelfHosted:
        name = QStringLiteral("option");
        break;
    case FieldSection::Hybrid:
        name = QStringLiteral("hybrid");
        break;
    case FieldSection::FineTuning:
        name = QStringLiteral("fineTuning");
        break;
    case FieldSection::RentedCommitment:
        name = QStringLiteral("reservation");
        break;
    case FieldSection::ApiCommitment:
        name = QStringLiteral("commitment");
        break;
    case FieldSection::Cluster:
    case FieldSection::ClusterJobs:
        name = QStringLiteral("cluster");
        break;
    case FieldSection::ClusterInference:
    case FieldSection::ClusterInferenceLayout:
        name = QStringLiteral("clusterReplica");
        break;
    case FieldSection::ClusterJobClass:
    case FieldSection::ClusterJobLayout:
        name = QStringLiteral("jobClass");
        break;
    default:
        break;
    }
    bool upper = !name.isEmpty();
    for (const char letter : std::string_view(row.key)) {
        if (letter == '_') {
            upper = true;
            continue;
        }
        name += upper ? QChar::fromLatin1(letter).toUpper() : QChar::fromLatin1(letter);
        upper = false;
    }
    return name;
}

/// `text` with its first letter a capital, as a field's label stands alone.
QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

/// The fields of every section, with their labels and help translated: the numbers from the
/// fields table (core/scenario/ScenarioFields.cpp), the text, choices and switches from here.
class FieldTable {
    Q_DECLARE_TR_FUNCTIONS(EditorFields)

public:
    /// The editor field of a row of the fields table: a share typed as a percentage, money with
    /// its currency apart; a number the file may leave out shows what applies then.
    static EditorField number(const ScenarioField& row)
    {
        const FieldKind kind = row.currency != nullptr ? FieldKind::Money
            : row.rule.share                           ? FieldKind::Percent
            : row.rule.wholeNumber                     ? FieldKind::WholeNumber
                                                       : FieldKind::Number;
        QString help = QCoreApplication::translate("ScenarioFields", row.help);
        if (const std::optional<double> fallback = defaultValue(row)) {
            const QLocale locale;
            const QString value = kind == FieldKind::Percent ? tr("%1 %").arg(formatNumber(locale, *fallback * PERCENT))
                                                             : formatNumber(locale, *fallback);
            help += QLatin1Char(' ') + tr("Default: %1.", "a number's value when the file leaves it out").arg(value);
        }
        EditorField editor
            = field("/" + std::string(row.key), kind, capitalized(fieldLabel(row)), fieldUnit(row, std::nullopt), "", help);
        editor.objectName = widgetName(row);
        editor.applies = row.applies;
        if (row.fromCatalog)
            return optional(std::move(editor), tr("catalog"));
        if (row.present != nullptr)
            return optional(std::move(editor), tr("not set"));
        return editor;
    }

    /// The numbers of `section`, in the table's order, between the fields written here.
    static std::vector<EditorField> withNumbers(FieldSection section, std::vector<EditorField> before,
                                                std::vector<EditorField> after = {})
    {
        for (const ScenarioField& row : scenarioFields()) {
            if (row.section == section)
                before.push_back(number(row));
        }
        before.insert(before.end(), std::make_move_iterator(after.begin()), std::make_move_iterator(after.end()));
        return before;
    }

    static std::vector<EditorField> scenario()
    {
        return withNumbers(
            FieldSection::Scenario,
            {field("/name", FieldKind::Text, tr("Name"), {}, "scenarioName", tr("Shown as the document's title and in reports.")),
             field("/description", FieldKind::LongText, tr("Description"), {}, "scenarioDescription",
                   tr("The case in a few sentences, with the sources of its assumptions."))},
            {field("/currency/display", FieldKind::Currency, tr("Display currency"), {}, "displayCurrency",
                   tr("The currency every result is shown in. Add an exchange rate to offer another."))});
    }

    /// The workload's numbers, then the choice of how the week's load is given and the busiest
    /// hour's ratio that a profile replaces.
    static std::vector<EditorField> workload()
    {
        std::vector<EditorField> fields = withNumbers(FieldSection::Workload, {});
        // Last, so that the profile's fields below the group follow the choice, or the ratio does.
        const auto peak = std::ranges::find(fields, "/peak_to_average", &EditorField::key);
        EditorField peakToAverage = std::move(*peak);
        fields.erase(peak);
        fields.push_back(optional(choice(field("/load_profile", FieldKind::Choice, tr("Load over the week"), {}, "loadProfile",
                                               tr("How the traffic spreads over the hours of the day and the days of the "
                                                  "week, which sizes the fleet for the busiest hour and a hybrid plan's "
                                                  "fleet for part of the load.")),
                                         {{"id", tr("A catalog profile")}, {"hours", tr("Typed hours and days")}}),
                                  tr("One ratio: peak to average")));
        fields.push_back(std::move(peakToAverage));
        return fields;
    }

    static std::vector<EditorField> loadProfile()
    {
        return {catalogEntry(field("/id", FieldKind::CatalogEntry, tr("Profile"), {}, "loadProfileId",
                                   tr("A measured or stated week of traffic from the catalog, with its source.")),
                             CatalogSection::LoadProfiles)};
    }

    static std::vector<EditorField> loadShape()
    {
        return {field("/hours", FieldKind::NumberList, tr("Hours"), tr("24, from midnight"), "loadHours",
                      tr("The relative rate through each hour of the day in the users' local time, from midnight; only "
                         "the ratios matter.")),
                field("/days", FieldKind::NumberList, tr("Days"), tr("7, from Monday"), "loadDays",
                      tr("The relative volume of each day of the week, from Monday; only the ratios matter."))};
    }

    static std::vector<EditorField> exchangeRate()
    {
        return withNumbers(FieldSection::ExchangeRate,
                           {field("/currency", FieldKind::Text, tr("Currency"), tr("ISO 4217"), "rateCurrency",
                                  tr("Three capital letters, such as EUR; USD is the base of every rate."))},
                           {field("/as_of", FieldKind::Text, tr("As of"), tr("YYYY-MM-DD or YYYY-MM"), "rateAsOf",
                                  tr("The day the rate was read: YYYY-MM-DD, or YYYY-MM, YYYY, YYYY-Qn, YYYY-Hn.")),
                            field("/source", FieldKind::Text, tr("Source"), {}, "rateSource",
                                  tr("Where the rate was read, such as the ECB reference rates."))});
    }

    static std::vector<EditorField> model()
    {
        return {
            catalogEntry(field("/id", FieldKind::CatalogEntry, tr("Model"), {}, "model",
                               tr("The open-weight model every self-hosted option runs.")),
                         CatalogSection::Models),
            choice(field("/weight_precision", FieldKind::Choice, tr("Weights"), tr("precision"), "weightPrecision",
                         tr("The numeric format the weights are stored in.")),
                   precisions()),
            choice(field("/kv_cache_precision", FieldKind::Choice, tr("KV cache"), tr("precision"), "kvCachePrecision",
                         tr("The numeric format of the KV cache; engines keep it in 16 bits unless told otherwise.")),
                   precisions()),
        };
    }

    static std::vector<EditorField> selfHostedOption()
    {
        return withNumbers(FieldSection::SelfHosted,
                           {field("/name", FieldKind::Text, tr("Name"), {}, "optionName",
                                  tr("Unique among all options; comparisons refer to it.")),
                            catalogEntry(field("/gpu", FieldKind::CatalogEntry, tr("GPU"), {}, "optionGpu",
                                               tr("The accelerator the option runs on.")),
                                         CatalogSection::Gpus)},
                           {choice(field("", FieldKind::Choice, tr("Paid for"), {}, "optionCompute",
                                         tr("Whether the GPUs are rented by the hour or bought.")),
                                   {{"rented", tr("Rented")}, {"owned", tr("Owned")}})});
    }

    static std::vector<EditorField> rented()
    {
        return withNumbers(
            FieldSection::Rented,
            {optional(catalogEntry(field("/cloud_price", FieldKind::CatalogEntry, tr("Cloud price"), {}, "cloudPrice",
                                         tr("A catalog offer for the option's GPU, or none to type the price in.")),
                                   CatalogSection::CloudPrices),
                      tr("None: a typed-in price")),
             optional(choice(field("/pricing", FieldKind::Choice, tr("Pricing"), {}, "pricing",
                                   tr("Required without a catalog offer; with one it may only repeat the offer's own.")),
                             pricings()),
                      tr("catalog offer's"))},
            {field("/commitment", FieldKind::Boolean, tr("Reserved for a term"), {}, "reservation",
                   tr("GPUs reserved at the option's price for a term, billed whether the workload needs them or not."))});
    }

    static std::vector<EditorField> commitment(FieldSection section)
    {
        return withNumbers(section, {},
                           {choice(field("/payment", FieldKind::Choice, tr("Paid"), {},
                                         section == FieldSection::RentedCommitment ? "reservationPayment" : "commitmentPayment",
                                         tr("Month by month, or each term whole at its start (the cash view; the P&L "
                                            "spreads it).")),
                                   {{"monthly", tr("Monthly")}, {"upfront", tr("Up front")}})});
    }

    static std::vector<EditorField> owned()
    {
        return withNumbers(FieldSection::Owned, {},
                           {choice(field("/depreciation", FieldKind::Choice, tr("Depreciation"), {}, "depreciation",
                                         tr("How the books write the servers off, for the P&L view: the same amount each "
                                            "month, or a share of what is left, more at first.")),
                                   {{"straight_line", tr("Straight-line")}, {"declining_balance", tr("Declining balance")}})});
    }

    static std::vector<EditorField> serving()
    {
        return withNumbers(
            FieldSection::Serving,
            {
                choice(field("/serving_mode", FieldKind::Choice, tr("Serving"), {}, "servingMode",
                             tr("Aggregated instances prefill and decode together; disaggregated ones hand prompts from prefill "
                                "to decode instances; best lets the search choose.")),
                       {{"best", tr("Best")}, {"aggregated", tr("Aggregated")}, {"disaggregated", tr("Disaggregated")}}),
                choice(field("/memory_accounting", FieldKind::Choice, tr("Memory accounting"), {}, "memoryAccounting",
                             tr("What the memory share is of: the memory weights and runtime leave, which the KV cache takes "
                                "(TensorRT-LLM), or the whole device, which they all share (vLLM).")),
                       {{"free_memory", tr("Free memory (TensorRT-LLM)")}, {"device_memory", tr("Device memory (vLLM)")}}),
                field("/balanced_attention_ranks", FieldKind::Boolean, tr("Balanced attention ranks"), {},
                      "balancedAttentionRanks",
                      tr("Attention ranks take new prompts in the same step, so each step's prefill is shared evenly "
                         "(TensorRT-LLM's attention_dp_config.enable_balance).")),
            });
    }

    static std::vector<EditorField> staffing() { return withNumbers(FieldSection::Staffing, {}); }

    static std::vector<EditorField> oneTime()
    {
        return withNumbers(
            FieldSection::OneTime, {},
            {field("/amortize_over_horizon", FieldKind::Boolean, tr("Spread over the horizon"), {}, "amortizeOverHorizon",
                   tr("Spread one-time costs evenly over the horizon, or count them in the first month.")),
             field("/fine_tuning", FieldKind::Boolean, tr("Fine-tuning run"), {}, "fineTuning",
                   tr("A fine-tuning run before serving, costed from its compute and counted against every self-hosted "
                      "option."))});
    }

    static std::vector<EditorField> fineTuning()
    {
        return withNumbers(FieldSection::FineTuning,
                           {catalogEntry(field("/gpu", FieldKind::CatalogEntry, tr("GPU"), {}, "fineTuningGpu",
                                               tr("The accelerator rented for the run.")),
                                         CatalogSection::Gpus)});
    }

    static std::vector<EditorField> apiOffer()
    {
        return withNumbers(FieldSection::ApiOffer,
                           {field("/name", FieldKind::Text, tr("Name"), {}, "offerName",
                                  tr("Unique among all options; comparisons refer to it.")),
                            optional(catalogEntry(field("/api_price", FieldKind::CatalogEntry, tr("API price"), {}, "apiPrice",
                                                        tr("A catalog entry, or none to type every price in.")),
                                                  CatalogSection::ApiPrices),
                                     tr("None: typed-in prices"))},
                           {field("/commitment", FieldKind::Boolean, tr("Committed spend"), {}, "spendCommitment",
                                  tr("A monthly spend promised for a term: the bill never falls below it."))});
    }

    static std::vector<EditorField> hybrid()
    {
        std::vector<EditorField> fields = withNumbers(
            FieldSection::Hybrid,
            {field("/name", FieldKind::Text, tr("Name"), {}, "hybridName",
                   tr("Unique among all options; comparisons refer to it.")),
             field("/self_hosted", FieldKind::OptionName, tr("Base load on"), {}, "hybridSelfHosted",
                   tr("The self-hosted option whose fleet serves the base of the load; it must run around the clock.")),
             field("/api_offer", FieldKind::ApiOfferName, tr("Peaks to"), {}, "hybridApiOffer",
                   tr("The API offer that takes the traffic above the fleet's capacity."))});
        // Without either size the plan takes the fleet that costs least.
        for (EditorField& size : fields) {
            if (size.optional)
                size.placeholder = tr("least cost");
        }
        return fields;
    }

    static std::vector<EditorField> clusterChoice()
    {
        return {field("/cluster", FieldKind::Boolean, tr("Simulate a GPU cluster"), {}, "simulateCluster",
                      tr("A cluster of scale-up domains running training, fine-tuning, development and serving jobs, "
                         "scheduled under each policy in the Cluster tab; the costs do not depend on it."))};
    }

    static std::vector<EditorField> cluster()
    {
        std::vector<EditorField> fields = withNumbers(
            FieldSection::Cluster,
            {field("/option", FieldKind::OptionName, tr("Option"), {}, "clusterOption",
                   tr("The self-hosted option, by its name, whose GPU and price the cluster has."))},
            {choice(field("/policy", FieldKind::Choice, tr("Scheduler"), {}, "clusterPolicy",
                          tr("The cluster's own scheduling policy; the Cluster tab compares all three.")),
                    {{"naive", tr("Naive first fit")}, {"rack-aware", tr("Rack-aware")}, {"defragment", tr("Defragmenting")}}),
             optional(choice(field("/inference", FieldKind::Choice, tr("Serving replicas"), {}, "servingReplicas",
                                   tr("Replicas that run throughout: typed here, or the fleet the sizing builds for the "
                                      "option at the scenario's volume, with its layout.")),
                             {{"replicas", tr("Typed")}, {"from_sizing", tr("The sizing's fleet")}}),
                      tr("None")),
             field("/preempt_interactive", FieldKind::Boolean, tr("May stop environments"), {}, "preemptInteractive",
                   tr("Whether defragmentation, moving jobs to free a whole domain, may stop development environments too.")),
             optional(field("/trace", FieldKind::Text, tr("Trace"), {}, "clusterTrace",
                            tr("A CSV trace of jobs to replay instead of the mix, relative to the scenario file.")),
                      tr("none: the job mix"))});
        // The sizes a file leaves out are the GPU's catalog figures.
        for (EditorField& size : fields) {
            if (size.optional && size.kind != FieldKind::Text && size.kind != FieldKind::Choice)
                size.placeholder = tr("the GPU's");
        }
        return fields;
    }

    static std::vector<EditorField> clusterJobClass()
    {
        return withNumbers(
            FieldSection::ClusterJobClass,
            {field("/name", FieldKind::Text, tr("Name"), {}, "jobClassName", tr("What the class of jobs is, for people.")),
             choice(field("/kind", FieldKind::Choice, tr("Kind"), {}, "jobClassKind",
                          tr("What the jobs are, which decides whether they may be stopped.")),
                    {{"training", tr("Training")},
                     {"fine_tuning", tr("Fine-tuning")},
                     {"interactive", tr("Development environment")},
                     {"inference", tr("Serving")}})},
            {field("/checkpointable", FieldKind::Boolean, tr("Checkpointable"), {}, "jobClassCheckpointable",
                   tr("Whether defragmentation may stop a job and resume it elsewhere.")),
             field("/must_share_domain", FieldKind::Boolean, tr("Must share a domain"), {}, "jobClassMustShareDomain",
                   tr("Whether a job waits for as few domains as its size allows, one when it fits one."))});
    }

    static QString enterAValue() { return tr("Enter a value."); }
    static QString notANumber(const QString& text) { return tr("“%1” is not a number.").arg(text); }
    static QString noNumbers() { return tr("Enter numbers apart by semicolons."); }
    static QString notACurrency(const QString& text) { return tr("“%1” is not a currency code.").arg(text); }
    static QString changeOf(const QString& label) { return tr("Change %1", "undo step; %1 is a field's label").arg(label); }

private:
    static std::vector<FieldChoice> precisions()
    {
        return {{"bf16", tr("BF16")}, {"fp16", tr("FP16")}, {"fp8", tr("FP8")},
                {"int8", tr("INT8")}, {"int4", tr("INT4")}, {"fp4", tr("FP4")}};
    }

    static std::vector<FieldChoice> pricings()
    {
        return {{"on_demand", tr("On demand")},
                {"spot", tr("Spot")},
                {"reserved_1y", tr("Reserved, 1 year")},
                {"reserved_3y", tr("Reserved, 3 years")}};
    }
};

/// A whole number as an integer, so that a message about it quotes it as typed ("got -5").
json numberJson(double value)
{
    if (value == std::floor(value) && std::abs(value) < EXACT_INTEGER_LIMIT)
        return static_cast<std::int64_t>(value);
    return value;
}

/// The JSON array a list of numbers stands for: typed apart by semicolons, or by spaces where
/// the locale does not group digits with a space. How many there must be is the scenario's rule.
std::expected<std::string, QString> numberListJson(const QString& text, const QLocale& locale)
{
    const bool spaceGroupsDigits = locale.groupSeparator().trimmed().isEmpty();
    const QRegularExpression separator(spaceGroupsDigits ? QStringLiteral(";") : QStringLiteral("[;\\s]"));
    json numbers = json::array();
    for (const QString& part : text.split(separator, Qt::SkipEmptyParts)) {
        const QString item = part.trimmed();
        if (item.isEmpty())
            continue;
        const std::optional<double> number = parseNumber(locale, item);
        if (!number)
            return std::unexpected(FieldTable::notANumber(item));
        numbers.push_back(numberJson(*number));
    }
    if (numbers.empty())
        return std::unexpected(FieldTable::noNumbers());
    return numbers.dump();
}

} // namespace

std::vector<EditorField> editorFields(EditorSection section)
{
    switch (section) {
    case EditorSection::Scenario:
        return FieldTable::scenario();
    case EditorSection::ExchangeRate:
        return FieldTable::exchangeRate();
    case EditorSection::Workload:
        return FieldTable::workload();
    case EditorSection::LoadProfile:
        return FieldTable::loadProfile();
    case EditorSection::LoadShape:
        return FieldTable::loadShape();
    case EditorSection::Model:
        return FieldTable::model();
    case EditorSection::SelfHostedOption:
        return FieldTable::selfHostedOption();
    case EditorSection::Rented:
        return FieldTable::rented();
    case EditorSection::RentedCommitment:
        return FieldTable::commitment(FieldSection::RentedCommitment);
    case EditorSection::Owned:
        return FieldTable::owned();
    case EditorSection::Serving:
        return FieldTable::serving();
    case EditorSection::Staffing:
        return FieldTable::staffing();
    case EditorSection::OneTime:
        return FieldTable::oneTime();
    case EditorSection::FineTuning:
        return FieldTable::fineTuning();
    case EditorSection::ApiOffer:
        return FieldTable::apiOffer();
    case EditorSection::ApiCommitment:
        return FieldTable::commitment(FieldSection::ApiCommitment);
    case EditorSection::Hybrid:
        return FieldTable::hybrid();
    case EditorSection::ClusterChoice:
        return FieldTable::clusterChoice();
    case EditorSection::Cluster:
        return FieldTable::cluster();
    case EditorSection::ClusterInference:
        return FieldTable::withNumbers(FieldSection::ClusterInference, {});
    case EditorSection::ClusterInferenceLayout:
        return FieldTable::withNumbers(FieldSection::ClusterInferenceLayout, {});
    case EditorSection::ClusterJobs:
        return FieldTable::withNumbers(FieldSection::ClusterJobs, {});
    case EditorSection::ClusterJobClass:
        return FieldTable::clusterJobClass();
    case EditorSection::ClusterJobLayout:
        return FieldTable::withNumbers(FieldSection::ClusterJobLayout, {});
    }
    return {};
}

std::string sectionPointer(EditorSection section, int entry)
{
    if (section == EditorSection::Model)
        return "/model";
    if (section == EditorSection::LoadProfile || section == EditorSection::LoadShape)
        return "/workload/load_profile";
    const std::optional<FieldSection> numbers = numbersOf(section);
    // The cluster's switch sits at the document's root.
    return numbers ? tco::sectionPointer(*numbers, static_cast<std::size_t>(std::max(entry, 0))) : std::string();
}

QString formatNumber(const QLocale& locale, double value)
{
    const double shown = QString::number(value, 'g', SHOWN_DIGITS).toDouble();
    return formatNumber(locale, shown, QLocale::FloatingPointShortest);
}

std::expected<std::string, QString> fieldJson(const EditorField& field, const QString& text, const QLocale& locale,
                                              const QString& currency)
{
    const QString trimmed = text.trimmed();
    switch (field.kind) {
    case FieldKind::Text:
    case FieldKind::LongText:
        return json(text.toStdString()).dump();
    case FieldKind::Choice:
    case FieldKind::Currency:
    case FieldKind::OptionName:
    case FieldKind::ApiOfferName:
    case FieldKind::CatalogEntry:
        if (trimmed.isEmpty())
            return field.optional ? std::expected<std::string, QString>("null") : std::unexpected(FieldTable::enterAValue());
        return json(trimmed.toStdString()).dump();
    case FieldKind::Boolean:
        return std::string(trimmed == QLatin1String("true") ? "true" : "false");
    case FieldKind::NumberList:
        return numberListJson(trimmed, locale);
    case FieldKind::Number:
    case FieldKind::WholeNumber:
    case FieldKind::Percent:
    case FieldKind::Money:
        break;
    }
    if (trimmed.isEmpty())
        return field.optional ? std::expected<std::string, QString>("null") : std::unexpected(FieldTable::enterAValue());
    const std::optional<double> number = parseNumber(locale, trimmed);
    if (!number)
        return std::unexpected(FieldTable::notANumber(trimmed));
    if (field.kind == FieldKind::Percent)
        return numberJson(*number / PERCENT).dump();
    if (field.kind == FieldKind::Money) {
        const std::optional<Currency> code = Currency::fromCode(currency.toStdString());
        if (!code)
            return std::unexpected(FieldTable::notACurrency(currency));
        return json(Money{*number, *code}).dump();
    }
    return numberJson(*number).dump();
}

QString fieldText(const EditorField& field, const json& value, const QLocale& locale)
{
    if (value.is_null())
        return {};
    switch (field.kind) {
    case FieldKind::Number:
    case FieldKind::WholeNumber:
        return value.is_number() ? formatNumber(locale, value.get<double>()) : QString();
    case FieldKind::Percent:
        return value.is_number() ? formatNumber(locale, value.get<double>() * PERCENT) : QString();
    case FieldKind::Money: {
        const auto amount = value.is_object() ? value.find("amount") : value.end();
        return amount != value.end() && amount->is_number() ? formatNumber(locale, amount->get<double>()) : QString();
    }
    case FieldKind::Boolean:
        return value.is_boolean() && value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    case FieldKind::NumberList: {
        QStringList numbers;
        for (const json& number : value.is_array() ? value : json::array())
            numbers << (number.is_number() ? formatNumber(locale, number.get<double>()) : QString());
        return numbers.join(QLatin1String("; "));
    }
    default:
        return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
    }
}

QString moneyCurrency(const json& value)
{
    if (!value.is_object())
        return {};
    const auto currency = value.find("currency");
    return currency != value.end() && currency->is_string() ? QString::fromStdString(currency->get<std::string>()) : QString();
}

QStringList currencyCodes(const Scenario& scenario)
{
    QStringList codes{QStringLiteral("USD")};
    const auto add = [&codes](Currency currency) {
        const QString code = QString::fromLatin1(currency.code().data(), static_cast<qsizetype>(currency.code().size()));
        if (!codes.contains(code))
            codes << code;
    };
    add(scenario.currency.display);
    for (const ExchangeRate& rate : scenario.currency.exchangeRates)
        add(rate.currency);
    return codes;
}

std::optional<QStringList> scenarioChoices(FieldKind kind, const Scenario& scenario)
{
    const auto names = [](const auto& options) {
        QStringList result;
        for (const auto& option : options)
            result << QString::fromStdString(option.name);
        return result;
    };
    if (kind == FieldKind::Currency)
        return currencyCodes(scenario);
    if (kind == FieldKind::OptionName)
        return names(scenario.selfHosted);
    if (kind == FieldKind::ApiOfferName)
        return names(scenario.apiOffers);
    return std::nullopt;
}

std::optional<std::vector<double>> weekRatesOf(const Scenario& scenario, const Catalog& catalog)
{
    const LoadShape* shape = loadShapeOf(scenario, catalog);
    if (shape == nullptr)
        return std::nullopt;
    const std::array<double, HOURS_IN_WEEK> rates = weekRates(*shape);
    return std::vector<double>(rates.begin(), rates.end());
}

QString changeDescription(const EditorField& field)
{
    // "Change tokens per day", but "Change PUE" and "Change GPU": lower-case only a capital
    // that starts an ordinary word.
    QString label = field.label;
    if (label.size() > 1 && label.at(0).isUpper() && label.at(1).isLower())
        label[0] = label.at(0).toLower();
    return FieldTable::changeOf(label);
}

} // namespace tco::ui
