#pragma once

#include "catalog/Catalog.h"

#include <nlohmann/json_fwd.hpp>

#include <QLocale>
#include <QString>
#include <QStringList>

#include <expected>
#include <optional>
#include <string>
#include <vector>

namespace tco {
struct Scenario;
} // namespace tco

namespace tco::ui {

/// What a field edits, which decides its widget and how its text becomes a JSON value.
enum class FieldKind {
    /// A string on one line.
    Text,
    /// A string of a few sentences.
    LongText,
    /// A number in the document's own unit.
    Number,
    WholeNumber,
    /// A share (0.9) entered and shown as a percentage (90).
    Percent,
    /// An amount with its currency: {"amount": 3.5, "currency": "USD"}.
    Money,
    /// One of the field's fixed choices.
    Choice,
    /// One of the scenario's currencies: USD and those it has exchange rates for.
    Currency,
    /// The name of one of the scenario's self-hosted options.
    OptionName,
    /// The name of one of the scenario's API offers.
    ApiOfferName,
    /// A list of numbers, typed apart by semicolons (or spaces where the locale groups digits
    /// otherwise): "1; 1.5; 3".
    NumberList,
    Boolean,
    /// An id from the field's catalog section.
    CatalogEntry,
};

/// The groups of fields the editor shows; the fields of a list entry are relative to the entry.
enum class EditorSection {
    Scenario,
    ExchangeRate,
    Workload,
    /// The catalog profile the week's load follows, and the file's own hours and days.
    LoadProfile,
    LoadShape,
    Model,
    SelfHostedOption,
    Rented,
    /// A rented option's reservation, when it has one.
    RentedCommitment,
    Owned,
    Serving,
    Staffing,
    OneTime,
    FineTuning,
    ApiOffer,
    /// An API offer's promised spend, when it has one.
    ApiCommitment,
    Hybrid,
    /// Whether the scenario has a GPU cluster to simulate: a switch at the document's root.
    ClusterChoice,
    Cluster,
    ClusterInference,
    ClusterInferenceLayout,
    ClusterJobs,
    ClusterJobClass,
    ClusterJobLayout,
};

/// One of a choice field's values: its spelling in the document, and what the user reads.
struct FieldChoice {
    std::string name;
    QString label;
};

/// One value of the scenario a person can edit: where it sits, what it is called, its unit.
struct EditorField {
    /// JSON pointer below the section's own (sectionPointer()): "/tokens_per_day", "/discount".
    std::string key;
    FieldKind kind = FieldKind::Number;
    QString label;
    /// Shown after the value: "tokens/day", "%", "per GPU-hour"; a money field's currency is apart.
    QString unit;
    /// Names the field's input widget: "tokensPerDay" gives "tokensPerDayField".
    QString objectName;
    /// What the value means, from docs/scenario-format.md.
    QString toolTip;
    /// Empty text removes the key, so that the format's default or the catalog's figure applies;
    /// the placeholder says which. Empty text in any other field is refused.
    bool optional = false;
    QString placeholder;
    std::vector<FieldChoice> choices;
    CatalogSection catalogSection = CatalogSection::Gpus;
    /// Whether the field means anything for `scenario`, which hides it when not ("Peak to
    /// average" while a load profile sets the busiest hour); null for a field that always does.
    bool (*applies)(const Scenario&) = nullptr;
};

/// The fields of one section, in the order the editor shows them.
[[nodiscard]] std::vector<EditorField> editorFields(EditorSection section);

/// The JSON pointer of a section's fields: "/workload", "/self_hosted/0/rented"; `entry` is the
/// index of the option, offer or exchange rate for the sections of a list.
[[nodiscard]] std::string sectionPointer(EditorSection section, int entry = 0);

/// A number for a field: every significant digit, grouped as the locale groups them, without the
/// rounding noise a conversion from a share to a percentage leaves (2.5000000000000004).
[[nodiscard]] QString formatNumber(const QLocale& locale, double value);

/// The JSON text that the text typed into `field` stands for, or why it stands for none. A money
/// field's amount is paired with `currency`; a catalog field's text is the id itself.
[[nodiscard]] std::expected<std::string, QString> fieldJson(const EditorField& field, const QString& text, const QLocale& locale,
                                                            const QString& currency = {});

/// The text `field` shows for `value`, which is null when the document does not have the key.
[[nodiscard]] QString fieldText(const EditorField& field, const nlohmann::ordered_json& value, const QLocale& locale);

/// The currency of a money value, or an empty string when the value is not money.
[[nodiscard]] QString moneyCurrency(const nlohmann::ordered_json& value);

/// The currencies an amount in `scenario` may be in: USD, the display currency, then every
/// currency with an exchange rate.
[[nodiscard]] QStringList currencyCodes(const Scenario& scenario);

/// The values a field of a kind whose choices come from the scenario may take (a currency, an
/// option's name), or nothing for a kind whose choices are fixed or free.
[[nodiscard]] std::optional<QStringList> scenarioChoices(FieldKind kind, const Scenario& scenario);

/// The week's hourly rates as multiples of the average hour, Monday midnight first, when the
/// workload gives the week's shape; nothing when it gives one peak-to-average ratio.
[[nodiscard]] std::optional<std::vector<double>> weekRatesOf(const Scenario& scenario, const Catalog& catalog);

/// The step of the undo history a change of `field` makes: "Change tokens per day".
[[nodiscard]] QString changeDescription(const EditorField& field);

} // namespace tco::ui
