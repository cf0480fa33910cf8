#include "presenters/VariantsModel.h"

#include "presenters/Formatting.h"
#include "presenters/ScenarioPresenter.h"
#include "scenario/Driver.h"

#include <nlohmann/json.hpp>

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>
#include <array>
#include <cmath>
#include <exception>
#include <iterator>

namespace tco::ui {
namespace {

using json = nlohmann::ordered_json;

constexpr const char* VARIANTS = "/analysis/variants";
/// Digits a typed-in value keeps when the cell is edited: more than any input is known to, few
/// enough that a value read back from a binary double shows as it was typed.
constexpr int EDIT_DIGITS = 12;

std::string variantPointer(std::size_t variant)
{
    return appendIndex(VARIANTS, variant);
}

Override change(std::string pointer, const json& value)
{
    return Override{std::move(pointer), value.dump()};
}

/// What decides a comparison's rows and columns.
struct Shape {
    std::vector<std::string> inputs;
    std::size_t options = 0;
    bool outcome = false;
    bool overHorizon = false;
    std::size_t variants = 0;

    friend bool operator==(const Shape&, const Shape&) = default;
};

Shape shapeOf(const VariantComparison& comparison, bool outcome)
{
    Shape shape{{}, comparison.options.size(), outcome, comparison.overHorizon.has_value(), comparison.variants.size()};
    std::ranges::transform(comparison.inputs, std::back_inserter(shape.inputs), &Driver::pointer);
    return shape;
}

/// A change with its sign either way: "+975,336", "-1,753", "-15%".
QString signedText(double value, const QString& text)
{
    return value > 0.0 ? QStringLiteral("+") + text : text;
}

/// The locale's decimal point, no grouping: what a line edit shows and reads back.
QLocale plainLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

} // namespace

VariantsModel::VariantsModel(ScenarioPresenter& scenario, QObject* parent)
    : QAbstractTableModel(parent)
    , m_scenario(scenario)
{
    refresh();
    connect(&m_scenario, &ScenarioPresenter::scenarioChanged, this, &VariantsModel::refresh);
}

void VariantsModel::refresh()
{
    std::optional<Outcome> outcome = m_scenario.results().outcome();
    // A document not yet opened has no option at all, and nothing to compare.
    std::optional<VariantComparison> comparison = m_scenario.results().variants();

    // New figures in the same rows and columns only change the cells, so that a view keeps its
    // selection and the editor that committed the change closes as usual.
    const bool sameShape = m_comparison && comparison
        && shapeOf(*m_comparison, m_outcome.has_value()) == shapeOf(*comparison, outcome.has_value());
    if (!sameShape)
        beginResetModel();
    m_outcome = std::move(outcome);
    m_comparison = std::move(comparison);
    if (!sameShape) {
        endResetModel();
        return;
    }
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (rowCount() > 0)
        emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
}

int VariantsModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    const int measures = !m_outcome ? 0 : m_comparison->overHorizon ? 2 : 1;
    return static_cast<int>(m_comparison->inputs.size() + m_comparison->options.size()) + measures * rowsPerMeasure();
}

int VariantsModel::rowsPerMeasure() const
{
    // The outcome, then its change in each variant (none to show without variants).
    return m_comparison->variants.empty() ? 1 : 3;
}

int VariantsModel::columnCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_comparison)
        return 0;
    return 1 + static_cast<int>(m_comparison->variants.size());
}

VariantsModel::RowKind VariantsModel::rowKind(int row) const
{
    const int inputs = static_cast<int>(m_comparison->inputs.size());
    const int results = inputs + static_cast<int>(m_comparison->options.size());
    if (row < inputs)
        return RowKind::Input;
    if (row < results)
        return RowKind::MonthlyCost;
    return std::array{RowKind::Outcome, RowKind::Change,
                      RowKind::PercentChange}[static_cast<std::size_t>((row - results) % rowsPerMeasure())];
}

bool VariantsModel::overHorizon(int row) const
{
    const int results = static_cast<int>(m_comparison->inputs.size() + m_comparison->options.size());
    return row >= results + rowsPerMeasure();
}

std::optional<std::size_t> VariantsModel::variantAt(int column)
{
    return column > 0 ? std::optional(static_cast<std::size_t>(column - 1)) : std::nullopt;
}

int VariantsModel::columnOf(std::size_t variant)
{
    return static_cast<int>(variant) + 1;
}

int VariantsModel::rowOf(const std::string& pointer) const
{
    if (!m_comparison)
        return -1;
    const auto found = std::ranges::find(m_comparison->inputs, pointer, &Driver::pointer);
    return found != m_comparison->inputs.end() ? static_cast<int>(found - m_comparison->inputs.begin()) : -1;
}

const VariantColumn& VariantsModel::columnAt(int column) const
{
    const std::optional<std::size_t> variant = variantAt(column);
    return variant ? m_comparison->variants[*variant] : m_comparison->current;
}

std::optional<std::size_t> VariantsModel::settingOf(std::size_t variant, const std::string& pointer) const
{
    const std::vector<Variant>& variants = m_scenario.scenario().analysis.variants;
    if (variant >= variants.size())
        return std::nullopt;
    const std::vector<DriverSetting>& settings = variants[variant].settings;
    const auto found = std::ranges::find(settings, pointer, &DriverSetting::pointer);
    return found != settings.end() ? std::optional(static_cast<std::size_t>(found - settings.begin())) : std::nullopt;
}

std::optional<double> VariantsModel::result(int row, int column) const
{
    const VariantColumn& shown = columnAt(column);
    const std::optional<double> VariantColumn::* measured
        = overHorizon(row) ? &VariantColumn::outcomeOverHorizon : &VariantColumn::outcome;
    const auto change = [&]() -> std::optional<Change> {
        const std::optional<double>& base = m_comparison->current.*measured;
        const std::optional<double>& value = shown.*measured;
        if (column == 0 || !base || !value)
            return std::nullopt;
        return changeFrom(*base, *value);
    };
    switch (rowKind(row)) {
    case RowKind::Input:
        return shown.inputs[static_cast<std::size_t>(row)];
    case RowKind::MonthlyCost:
        return shown.monthly[static_cast<std::size_t>(row) - m_comparison->inputs.size()];
    case RowKind::Outcome:
        return shown.*measured;
    case RowKind::Change: {
        const std::optional<Change> moved = change();
        return moved ? std::optional(moved->absolute) : std::nullopt;
    }
    case RowKind::PercentChange: {
        const std::optional<Change> moved = change();
        return moved ? moved->relative : std::nullopt;
    }
    }
    return std::nullopt;
}

QString VariantsModel::text(int row, int column) const
{
    const QLocale locale;
    const RowKind kind = rowKind(row);
    const std::optional<double> value = result(row, column);
    switch (kind) {
    case RowKind::Input:
        return formatInputValue(locale, m_comparison->inputs[static_cast<std::size_t>(row)], *value);
    case RowKind::MonthlyCost:
    case RowKind::Outcome:
        return value ? formatAmount(locale, *value) : tr("cannot run");
    case RowKind::Change:
    case RowKind::PercentChange:
        if (column == 0)
            return {};
        if (!value)
            return QStringLiteral("—");
        // A variant that sets nothing this outcome depends on (a price trend, for the month).
        if (*value == 0.0)
            return kind == RowKind::Change ? tr("no change") : QString();
        return signedText(*value, kind == RowKind::Change ? formatAmount(locale, *value) : formatPercent(locale, *value));
    }
    return {};
}

QString VariantsModel::label(int row) const
{
    const QString currency = toQString(m_scenario.scenario().currency.display.code());
    const int months = m_scenario.scenario().horizonMonths;
    switch (rowKind(row)) {
    case RowKind::Input: {
        const Driver& input = m_comparison->inputs[static_cast<std::size_t>(row)];
        return driverNameWithUnit(input);
    }
    case RowKind::MonthlyCost:
        return tr("%1 (%2 a month)")
            .arg(toQString(m_comparison->options[static_cast<std::size_t>(row) - m_comparison->inputs.size()]), currency);
    case RowKind::Outcome:
        return overHorizon(row) ? tr("Outcome over %n months, present value (%1)", "", months).arg(currency)
                                : tr("Outcome (%1 a month)").arg(currency);
    case RowKind::Change:
        return overHorizon(row) ? tr("Change over %n months (%1)", "", months).arg(currency)
                                : tr("Change (%1 a month)").arg(currency);
    case RowKind::PercentChange:
        return overHorizon(row) ? tr("Change over %n months (%)", "", months) : tr("Change (%)");
    }
    return {};
}

QVariant VariantsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const RowKind kind = rowKind(row);
    const std::optional<std::size_t> variant = variantAt(column);
    const Driver* input = kind == RowKind::Input ? &m_comparison->inputs[static_cast<std::size_t>(row)] : nullptr;
    const bool set = input && variant && settingOf(*variant, input->pointer);
    // A variant's input that it leaves as it is: the current value, shown as such.
    const bool inherited = input && variant && !set;
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case Qt::EditRole:
        return input ? plainLocale().toString(shownInputValue(input->rule, *result(row, column)), 'g', EDIT_DIGITS) : QVariant();
    case Qt::ToolTipRole:
        if (set)
            return tr("Set in “%1”. Empty the cell to use the current value again.").arg(variantName(*variant));
        if (inherited)
            return tr("The current value: “%1” leaves it as it is. Type a value to set it in this variant.")
                .arg(variantName(*variant));
        if (kind == RowKind::MonthlyCost && !result(row, column)) {
            const std::size_t option = static_cast<std::size_t>(row) - m_comparison->inputs.size();
            return variant ? tr("Cannot run with this variant's values.")
                           : toQString(m_scenario.results().options()[option].reason);
        }
        if ((kind == RowKind::Change || kind == RowKind::PercentChange) && variant && !result(row, column))
            return tr("No change to compare: an option the outcome measures cannot run, or the current outcome is zero.");
        return {};
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        if (!inherited && kind != RowKind::Outcome)
            return {};
        QFont font;
        font.setItalic(inherited);
        font.setBold(kind == RowKind::Outcome);
        return font;
    }
    case Qt::ForegroundRole:
        return inherited ? QVariant(QGuiApplication::palette().color(QPalette::PlaceholderText)) : QVariant();
    case Qt::BackgroundRole:
        // A translucent amber, a spreadsheet's colour for input cells, reads on light and dark backgrounds alike.
        return set ? QVariant(QColor(255, 193, 7, 60)) : QVariant();
    case ExportRole: {
        const std::optional<double> value = result(row, column);
        if (!value)
            return QString();
        if (input)
            return plainLocale().toString(shownInputValue(input->rule, *value), 'g', EDIT_DIGITS);
        return plainLocale().toString(*value, 'f', kind == RowKind::PercentChange ? 4 : 2);
    }
    case PointerRole:
        return input ? QVariant(toQString(input->pointer)) : QVariant();
    case SetByVariantRole:
        return set;
    default:
        return {};
    }
}

QVariant VariantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_comparison)
        return {};
    if (orientation == Qt::Horizontal) {
        if (role != Qt::DisplayRole && role != ExportRole)
            return {};
        const std::optional<std::size_t> variant = variantAt(section);
        return variant ? variantName(*variant) : tr("Current values");
    }
    if (section < 0 || section >= rowCount())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case ExportRole:
        return label(section);
    case Qt::ToolTipRole:
        if (rowKind(section) == RowKind::Input)
            return toQString(m_comparison->inputs[static_cast<std::size_t>(section)].pointer);
        if (rowKind(section) == RowKind::Outcome)
            return overHorizon(section) ? horizonOutcomeDescription() : outcomeDescription();
        if (rowKind(section) != RowKind::MonthlyCost)
            return tr("Each variant's outcome less the outcome at the current values.");
        return {};
    default:
        return {};
    }
}

Qt::ItemFlags VariantsModel::flags(const QModelIndex& index) const
{
    const Qt::ItemFlags base = QAbstractTableModel::flags(index);
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return base;
    return rowKind(index.row()) == RowKind::Input && variantAt(index.column()) ? base | Qt::ItemIsEditable : base;
}

bool VariantsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const std::size_t variant = *variantAt(index.column());
    const Driver& input = m_comparison->inputs[static_cast<std::size_t>(index.row())];
    const std::string& pointer = input.pointer;
    const QString typed = value.toString().trimmed();
    // Leaving an editor as it opened is no change, even on a value the variant does not set yet.
    if (typed == data(index, Qt::EditRole).toString())
        return false;
    if (typed.isEmpty())
        return settingOf(variant, pointer) && useCurrentValue(variant, pointer).empty();
    bool isNumber = false;
    double number = QLocale().toDouble(typed, &isNumber);
    if (!isNumber)
        number = QLocale::c().toDouble(typed, &isNumber);
    if (!isNumber || !std::isfinite(number)) {
        const std::optional<std::size_t> setting = settingOf(variant, pointer);
        refuse(tr("Set %1 in “%2”").arg(driverName(input), variantName(variant)),
               setting ? appendIndex(variantPointer(variant) + "/set", *setting) + "/value" : variantPointer(variant) + "/set/-",
               tr("“%1” is not a number").arg(typed));
        return false;
    }
    return setInput(variant, pointer, fileInputValue(input.rule, number)).empty();
}

Issues VariantsModel::apply(const std::vector<Override>& changes, const QString& description)
{
    Issues issues;
    try {
        issues = m_scenario.edit(changes, description);
    } catch (const std::exception& error) {
        // No exception may leave a slot or a delegate's commit; the scenario is unchanged when edit() throws.
        issues = {Issue{changes.empty() ? std::string() : changes.front().pointer, error.what()}};
    }
    if (!issues.empty()) {
        QStringList problems;
        for (const Issue& issue : issues)
            problems << toQString(describe(issue));
        emit editRefused(description, problems);
    }
    return issues;
}

Issues VariantsModel::refuse(const QString& description, std::string pointer, const QString& message)
{
    Issues issues{Issue{std::move(pointer), message.toStdString()}};
    emit editRefused(description, {toQString(describe(issues.front()))});
    return issues;
}

Issues VariantsModel::addVariant(const QString& name, const std::string& pointer)
{
    const QString trimmed = name.trimmed();
    const std::size_t count = m_scenario.scenario().analysis.variants.size();
    const QString description = tr("Add variant “%1”").arg(trimmed);
    if (trimmed.isEmpty())
        return refuse(description, variantPointer(count) + "/name", tr("a variant needs a name"));
    if (variantNamed(trimmed))
        return refuse(description, variantPointer(count) + "/name", tr("“%1” is already the name of a variant").arg(trimmed));
    const std::optional<Driver> driver = findDriver(m_scenario.scenario(), m_scenario.catalog(), pointer);
    if (!driver)
        return refuse(description, variantPointer(count) + "/set/0/pointer",
                      tr("this scenario has no input at %1").arg(toQString(pointer)));
    const json variant{{"name", trimmed.toStdString()},
                       {"set", json::array({json{{"pointer", pointer}, {"value", driver->value}}})}};
    // Appending creates /analysis/variants, and /analysis, for a scenario that has none.
    return apply({change(std::string(VARIANTS) + "/-", variant)}, description);
}

Issues VariantsModel::addInput(std::size_t variant, const std::string& pointer)
{
    if (settingOf(variant, pointer))
        return {};
    const std::optional<Driver> driver = findDriver(m_scenario.scenario(), m_scenario.catalog(), pointer);
    const QString description = tr("Add %1 to “%2”").arg(driver ? driverName(*driver) : toQString(pointer), variantName(variant));
    if (!driver)
        return refuse(description, variantPointer(variant) + "/set/-",
                      tr("this scenario has no input at %1").arg(toQString(pointer)));
    return apply({change(variantPointer(variant) + "/set/-", json{{"pointer", pointer}, {"value", driver->value}})}, description);
}

Issues VariantsModel::setInput(std::size_t variant, const std::string& pointer, double value)
{
    const std::optional<Driver> driver = findDriver(m_scenario.scenario(), m_scenario.catalog(), pointer);
    const QString description = tr("Set %1 in “%2”").arg(driver ? driverName(*driver) : toQString(pointer), variantName(variant));
    const std::string set = variantPointer(variant) + "/set";
    if (const std::optional<std::size_t> setting = settingOf(variant, pointer))
        return apply({change(appendIndex(set, *setting) + "/value", value)}, description);
    return apply({change(set + "/-", json{{"pointer", pointer}, {"value", value}})}, description);
}

Issues VariantsModel::useCurrentValue(std::size_t variant, const std::string& pointer)
{
    const std::optional<std::size_t> setting = settingOf(variant, pointer);
    if (!setting)
        return {};
    const std::optional<Driver> driver = findDriver(m_scenario.scenario(), m_scenario.catalog(), pointer);
    return apply({change(appendIndex(variantPointer(variant) + "/set", *setting), nullptr)},
                 tr("Use the current %1 in “%2”").arg(driver ? driverName(*driver) : toQString(pointer), variantName(variant)));
}

Issues VariantsModel::renameVariant(std::size_t variant, const QString& name)
{
    const QString trimmed = name.trimmed();
    const QString description = tr("Rename variant “%1” to “%2”").arg(variantName(variant), trimmed);
    const std::optional<std::size_t> same = variantNamed(trimmed);
    if (same && *same != variant)
        return refuse(description, variantPointer(variant) + "/name", tr("“%1” is already the name of a variant").arg(trimmed));
    // An empty name goes to validation, which refuses it in the file's own words.
    return apply({change(variantPointer(variant) + "/name", trimmed.toStdString())}, description);
}

Issues VariantsModel::removeVariant(std::size_t variant)
{
    return apply({change(variantPointer(variant), nullptr)}, tr("Remove variant “%1”").arg(variantName(variant)));
}

QString VariantsModel::outcomeDescription() const
{
    if (!m_outcome)
        return {};
    const Scenario& current = m_scenario.scenario();
    // scenarioOutcome() always compares two options.
    return tr("What %1 costs a month more than %2")
        .arg(toQString(optionName(current, m_outcome->option)), toQString(optionName(current, m_outcome->other)));
}

QString VariantsModel::horizonOutcomeDescription() const
{
    if (!m_outcome)
        return {};
    const Scenario& current = m_scenario.scenario();
    return tr("What %1 costs more than %2 over %n months, each month discounted to today at %3 a year: growth, price "
              "trends and commitments move it, as the horizon chart shows",
              "", current.horizonMonths)
        .arg(toQString(optionName(current, m_outcome->option)), toQString(optionName(current, m_outcome->other)),
             formatPercent(QLocale(), current.discountRatePerYear));
}

QString VariantsModel::unusedName() const
{
    for (std::size_t number = m_scenario.scenario().analysis.variants.size() + 1;; ++number) {
        const QString name = tr("Variant %1").arg(number);
        if (!variantNamed(name))
            return name;
    }
}

QString VariantsModel::variantName(std::size_t variant) const
{
    const std::vector<Variant>& variants = m_scenario.scenario().analysis.variants;
    return variant < variants.size() ? toQString(variants[variant].name) : QString();
}

std::optional<std::size_t> VariantsModel::variantNamed(const QString& name) const
{
    const std::vector<Variant>& variants = m_scenario.scenario().analysis.variants;
    const std::string wanted = name.toStdString();
    const auto found = std::ranges::find(variants, wanted, &Variant::name);
    return found != variants.end() ? std::optional(static_cast<std::size_t>(found - variants.begin())) : std::nullopt;
}

} // namespace tco::ui
